import { MalformedAnswerError, isRecord } from './answers';
import { cardCheckPath } from './card-check-path';
import { getJson } from './light-client';
import type { CardCheck } from './schemas/card';

export type { CardCheck };

const unreadable = (field: string) => new MalformedAnswerError(`${field} absent ou illisible`);

/**
 * A card check's answer read field for field as its schema reads it (`cardCheckSchema`,
 * src/api/schemas/card.ts), without zod: on a householder's phone at the door, zod's 9 kB would
 * be a second round trip before the verdict. card-check.property.test.ts holds this reader and
 * the schema to the same outcome on any answer.
 */
export function readCardCheck(body: unknown): CardCheck {
  if (!isRecord(body)) throw new MalformedAnswerError("pas la forme d'une réponse de l'API");
  // Null and absent mean the same, as everywhere the app reads (src/api/parse.ts).
  const { firstName, valid, calendarSeller } = body;
  const lastInitial = body.lastInitial ?? '';
  const year = body.year ?? undefined;
  if (typeof firstName !== 'string') throw unreadable('firstName');
  if (typeof lastInitial !== 'string') throw unreadable('lastInitial');
  if (typeof valid !== 'boolean') throw unreadable('valid');
  if (typeof calendarSeller !== 'boolean') throw unreadable('calendarSeller');
  if (year !== undefined && (typeof year !== 'number' || !Number.isFinite(year))) {
    throw unreadable('year');
  }
  return {
    firstName,
    lastInitial,
    valid,
    calendarSeller,
    ...(year === undefined ? {} : { year }),
  };
}

/**
 * @assumed GET /cards/{code} (public, no session): `{firstName, lastInitial, valid,
 * calendarSeller, year}`; an unknown or expired code is a 404. Through the light client: a
 * householder's phone opens this from a QR code, and its first load carries no HTTP library.
 */
export async function checkCard(code: string): Promise<CardCheck> {
  return readCardCheck(await getJson(cardCheckPath(code)));
}
