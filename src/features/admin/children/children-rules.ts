import type { Child } from '@/api/children';
import { toCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';

/** Whole years between a birth date and `on` (both `YYYY-MM-DD`), as a birthday counts them. */
export function ageOn(birthDate: string, on: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(on);
  if (!birth || !day) return null;
  let age = Number(day[1]) - Number(birth[1]);
  if (`${day[2]}-${day[3]}` < `${birth[2]}-${birth[3]}`) age -= 1;
  return age;
}

/** `1 an`, `7 ans`, `moins d'un an` (born within the year), `—` when the date is unreadable. */
export function ageWords(age: number | null): string {
  if (age === null || age < 0) return '—';
  if (age === 0) return "moins d'un an";
  return age === 1 ? '1 an' : `${age} ans`;
}

export interface AgeRange {
  min: string;
  max: string;
}

/** The children whose age on `on` is within the range (an empty bound does not limit). */
export function childrenAged(children: readonly Child[], on: string, range: AgeRange): Child[] {
  const min = range.min === '' ? null : Number(range.min);
  const max = range.max === '' ? null : Number(range.max);
  return children.filter((child) => {
    const age = ageOn(child.birthDate, on);
    if (age === null || age < 0) return false;
    return (min === null || age >= min) && (max === null || age <= max);
  });
}

export const parentsOf = (child: Child) =>
  child.parents.map((parent) => `${parent.firstName} ${parent.lastName}`).join(', ');

/** The list as a French spreadsheet reads it. */
export function childrenCsv(children: readonly Child[], on: string): string {
  return toCsv(
    [
      'Nom',
      'Prénom',
      'Date de naissance',
      `Âge au ${formatDate(on)}`,
      'Parents',
      'E-mail',
      'Téléphone',
    ],
    children.map((child) => [
      child.lastName,
      child.firstName,
      formatDate(child.birthDate),
      ageOn(child.birthDate, on),
      parentsOf(child),
      child.parents.map((parent) => parent.email).join(', '),
      child.parents.map((parent) => parent.phone).join(', '),
    ]),
  );
}
