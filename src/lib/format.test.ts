import { formatDate, formatDayName, formatEuro } from './format';
import { sortByName } from '@/api/french-order';

describe('French formats', () => {
  it('shows euros the French way', () => {
    expect(formatEuro(30)).toBe('30,00 €');
    expect(formatEuro(1234.5)).toBe('1 234,50 €');
  });
  it('shows dates as jj/mm/aaaa', () => {
    expect(formatDate('2027-09-30')).toBe('30/09/2027');
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23/11/2026');
    expect(formatDate(null)).toBe('');
  });
  it('sorts names with French collation, accents and case included', () => {
    const names = ['Voyages', 'Épicerie solidaire', 'arbre de Noël', 'Ecole', 'Sport'].map(
      (name) => ({ name }),
    );
    expect(sortByName(names).map((item) => item.name)).toEqual([
      'arbre de Noël',
      'Ecole',
      'Épicerie solidaire',
      'Sport',
      'Voyages',
    ]);
  });
});

describe('formatDayName', () => {
  it('names the day of the week and the month in French, capitalised', () => {
    expect(formatDayName('2026-07-04')).toBe('Samedi 4 juillet');
  });

  it('returns what is not a date unchanged, never another day', () => {
    expect(formatDayName('2026-02-30')).toBe('2026-02-30');
    expect(formatDayName('demain')).toBe('demain');
  });
});
