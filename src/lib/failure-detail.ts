import { MalformedAnswerError, failureOf, refusalOf } from '@/api/answers';

/**
 * A short French reason of a failed call, for messages such as 'Error {detail}' (the words a
 * member reads are rules' and screens', never the calls'): the backend's
 * own reason for a refusal (a 4xx whose body says it), otherwise what happened, in French. Never
 * the HTTP client's English (`Network Error`, `timeout of 20000ms exceeded`), never the text of
 * a server failure (5xx), whose body may hold anything.
 */
export function detailOf(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return refusal;
  if (error instanceof MalformedAnswerError) return 'la réponse du serveur est inutilisable';
  const failure = failureOf(error);
  if (!failure) return 'une erreur inattendue est survenue';
  if (failure.timedOut) return "le serveur n'a pas répondu à temps";
  const status = failure.status;
  if (status === undefined) return 'le serveur est injoignable';
  if (status >= 500) return "le serveur n'a pas pu traiter la demande";
  if (status >= 400) return `demande refusée (${status})`;
  return 'la réponse du serveur est inutilisable';
}
