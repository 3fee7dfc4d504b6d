import * as z from 'zod/mini';
import { id, optionalDay, optionalText, wordList } from './common';

/** POST /auth/signin: the body. */
export const signInBody = z.object({ username: z.string(), password: z.string() });

/**
 * POST /auth/signin's answer (200 or 307). `roles` and `subscriptions` come as lists or as
 * comma-separated strings; `token` is a JWT, checked by the session (src/stores/session.ts).
 */
export const signInAnswer = z.object({
  username: optionalText,
  userId: id,
  token: z.string(),
  subscriptions: z._default(wordList, []),
  roles: z._default(wordList, []),
  accountValidity: optionalDay,
});

/** POST /auth/recover */
export const recoverBody = z.object({ email: z.string() });

/** POST /auth/reset, the recovery token as bearer. */
export const resetBody = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
  password2: z.string(),
});

/** POST /auth/validate?token=: the token the dues list and the dues order then use. */
export const validationAnswer = z.object({ token: z.string().check(z.minLength(1)) });

export type SignInResponse = z.output<typeof signInAnswer>;
