import { cardCheckPath } from './card-check-path';
import { getJson } from './light-client';
import type { CardCheck } from './schemas/card';

export type { CardCheck };

/**
 * The reader of a card check's answer (its schema, and with it zod): a chunk of its own, fetched
 * beside the call as the app starts on a card's check (src/app/route-table.tsx), so that no other
 * public screen's first load carries it and the verdict waits on no second round trip.
 */
export const loadCardCheckReader = () => import('./card-check-answer');

/**
 * @assumed GET /cards/{code} (public, no session): `{firstName, lastInitial, valid,
 * calendarSeller, year}`; an unknown or expired code is a 404. Through the light client: a
 * householder's phone opens this from a QR code, and its first load carries no HTTP library.
 */
export async function checkCard(code: string): Promise<CardCheck> {
  const [answer, { readCardCheck }] = await Promise.all([
    getJson(cardCheckPath(code)),
    loadCardCheckReader(),
  ]);
  return readCardCheck(answer);
}
