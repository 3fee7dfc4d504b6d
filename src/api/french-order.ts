/**
 * Names in French order, as the backend sorts them and the app lists them: accents and case do
 * not scatter names, and numbers inside names count as numbers (`Section 2` before `Section 10`).
 */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export function compareFrench(a: string, b: string): number {
  return collator.compare(a, b);
}

/** A copy sorted by name with French collation. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareFrench(a.name ?? '', b.name ?? ''));
}
