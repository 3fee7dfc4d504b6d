import { MalformedAnswerError, isRecord } from './answers';
import { postForJson } from './light-client';

/**
 * `POST /auth/validate`'s answer read as its schema reads it (`validationAnswer`,
 * src/api/schemas/auth.ts), without zod: the e-mail link opens on a new member's phone, and its
 * first load carries no parser. email-validation.property.test.ts holds the two to the same
 * outcome on any answer.
 */
export function readValidation(body: unknown): { token: string } {
  if (!isRecord(body)) throw new MalformedAnswerError("pas la forme d'une réponse de l'API");
  const { token } = body;
  if (typeof token !== 'string' || token.length === 0) {
    throw new MalformedAnswerError('token absent ou illisible');
  }
  return { token };
}

/**
 * POST /auth/validate?token=: answers the token used for the dues. Without it the dues cannot be
 * asked for: not a usable answer.
 */
export async function validateEmail(token: string): Promise<{ token: string }> {
  return readValidation(await postForJson('/auth/validate', { token }));
}
