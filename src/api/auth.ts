import { api } from './client';
import { bodyOf, parseAnswer } from './parse';
import {
  type SignInResponse,
  recoverBody,
  resetBody,
  signInAnswer,
  signInBody,
} from './schemas/auth';

/**
 * POST /auth/signin: a 307 answer is a success with the same body. An answer that is not a
 * sign-in (no token, an HTML page) is a `MalformedAnswerError`.
 */
export async function signIn(username: string, password: string): Promise<SignInResponse> {
  const response = await api.post<unknown>(
    '/auth/signin',
    bodyOf(signInBody, { username, password }),
    { validateStatus: (status) => (status >= 200 && status < 300) || status === 307 },
  );
  return parseAnswer(signInAnswer, response.data);
}

/** POST /auth/recover: sends a recovery link to the e-mail. */
export async function recoverPassword(email: string): Promise<void> {
  await api.post('/auth/recover', bodyOf(recoverBody, { email }));
}

/** POST /auth/reset with the recovery token as bearer. */
export async function resetPassword(input: {
  token: string;
  email: string;
  password: string;
  password2: string;
}): Promise<void> {
  await api.post(
    '/auth/reset',
    bodyOf(resetBody, {
      username: input.email,
      email: input.email,
      password: input.password,
      password2: input.password2,
    }),
    { headers: { Authorization: `Bearer ${input.token}` } },
  );
}
