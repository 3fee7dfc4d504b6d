import type { Address } from '@/api/types';

/** A French postal code: five digits (leading zeros included: 01000). */
export function isPostalCodeValid(code: string): boolean {
  return /^\d{5}$/.test(code.trim());
}

/**
 * The backend keeps `postalCode` as a number: it is shown again with its leading
 * zeros (1000 → '01000').
 */
export function postalCodeText(code: Address['postalCode'] | string | null | undefined): string {
  if (code === null || code === undefined || code === '') return '';
  const text = String(code).trim();
  return /^\d{1,5}$/.test(text) ? text.padStart(5, '0') : text;
}
