import { parseAnswer } from './parse';
import { type CardCheck, cardCheckSchema } from './schemas/card';

/** A card check's answer read by its schema: fetched beside the call (see card-check.ts). */
export function readCardCheck(body: unknown): CardCheck {
  return parseAnswer(cardCheckSchema, body);
}
