import { readRecord } from './answers';
import { postForJson } from './light-client';

/** POST /auth/validate?token=: answers the token used for the dues. */
export async function validateEmail(token: string): Promise<{ token: string }> {
  const answer = await postForJson('/auth/validate', { token });
  // Without the payment token the dues cannot be asked for: not a usable answer.
  return readRecord<{ token: string }>(answer, ['token']);
}
