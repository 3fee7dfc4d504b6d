import { api } from './client';
import type { SignInResponse } from './types';

/** POST /auth/signin: a 307 answer is a success with the same body. */
export async function signIn(username: string, password: string): Promise<SignInResponse> {
  const response = await api.post<SignInResponse>(
    '/auth/signin',
    { username, password },
    { validateStatus: (status) => (status >= 200 && status < 300) || status === 307 },
  );
  return response.data;
}

/** POST /auth/recover: sends a recovery link to the e-mail. */
export async function recoverPassword(email: string): Promise<void> {
  await api.post('/auth/recover', { email });
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
    {
      username: input.email,
      email: input.email,
      password: input.password,
      password2: input.password2,
    },
    { headers: { Authorization: `Bearer ${input.token}` } },
  );
}
