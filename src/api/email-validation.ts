import { postForJson } from './light-client';
import { parseAnswer } from './parse';
import { validationAnswer } from './schemas/auth';

/**
 * POST /auth/validate?token=: answers the token used for the dues. Without it the dues cannot be
 * asked for: not a usable answer.
 */
export async function validateEmail(token: string): Promise<{ token: string }> {
  return parseAnswer(validationAnswer, await postForJson('/auth/validate', { token }));
}
