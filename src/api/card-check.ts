import { cardCheckPath } from './card-check-path';
import { getJson } from './light-client';
import { parseAnswer } from './parse';
import { type CardCheck, cardCheckSchema } from './schemas/card';

export type { CardCheck };

/**
 * @assumed GET /cards/{code} (public, no session): `{firstName, lastInitial, valid,
 * calendarSeller, year}`; an unknown or expired code is a 404. Through the light client: a
 * householder's phone opens this from a QR code, and its first load carries no HTTP library.
 */
export async function checkCard(code: string): Promise<CardCheck> {
  return parseAnswer(cardCheckSchema, await getJson(cardCheckPath(code)));
}
