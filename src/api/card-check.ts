import { MalformedAnswerError, readRecord } from './answers';
import { cardCheckPath } from './card-check-path';
import { getJson } from './light-client';

/** What anyone may read of a member card at the door. */
export interface CardCheck {
  firstName: string;
  lastInitial: string;
  /** The membership is paid and validated today. */
  valid: boolean;
  /** Holds a role of the calendar commission: may sell the year's calendars. */
  calendarSeller: boolean;
  year: number;
}

/**
 * @assumed GET /cards/{code} (public, no session): `{firstName, lastInitial, valid,
 * calendarSeller, year}`; an unknown or expired code is a 404. Through the light client: a
 * householder's phone opens this from a QR code, and its first load carries no HTTP library.
 */
export async function checkCard(code: string): Promise<CardCheck> {
  const answer = await getJson(cardCheckPath(code));
  const check = readRecord<CardCheck>(answer, ['firstName', 'valid', 'calendarSeller']);
  if (typeof check.firstName !== 'string' || typeof check.valid !== 'boolean') {
    throw new MalformedAnswerError('carte illisible');
  }
  return check;
}
