import type { Child } from '@/api/children';
import { ageOn, ageWords, childrenAged, childrenCsv } from './children-rules';

const child = (firstName: string, birthDate: string): Child => ({
  firstName,
  lastName: 'Martin',
  birthDate,
  parents: [{ id: 1, firstName: 'Jeanne', lastName: 'Martin', email: 'j@exemple.fr', phone: '06' }],
});

describe('children by age on a chosen date', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2015-12-25', '2026-12-24')).toBe(10);
    expect(ageOn('2015-12-25', '2026-12-25')).toBe(11);
    expect(ageOn('2016-02-29', '2027-02-28')).toBe(10);
    expect(ageOn('2016-02-29', '2027-03-01')).toBe(11);
  });

  it('keeps the children within the range, and not those born after the date', () => {
    const children = [
      child('Léo', '2015-06-03'),
      child('Inès', '2018-11-21'),
      child('Bébé', '2027-01-02'),
    ];
    const names = (min: string, max: string) =>
      childrenAged(children, '2026-12-25', { min, max }).map((entry) => entry.firstName);
    expect(names('', '')).toEqual(['Léo', 'Inès']);
    expect(names('9', '')).toEqual(['Léo']);
    expect(names('', '8')).toEqual(['Inès']);
  });

  it('exports with the age on the date and the parents’ contact', () => {
    const lines = childrenCsv([child('Léo', '2015-06-03')], '2026-12-25').split('\r\n');
    expect(lines[0]).toContain('Âge au 25/12/2026');
    expect(lines[1]).toBe('Martin;Léo;03/06/2015;11;Jeanne Martin;j@exemple.fr;06');
  });
});

describe('an age in words', () => {
  it('says one year in the singular, a baby in words, an unreadable date as a dash', () => {
    expect(ageWords(7)).toBe('7 ans');
    expect(ageWords(1)).toBe('1 an');
    expect(ageWords(0)).toBe("moins d'un an");
    expect(ageWords(null)).toBe('—');
  });
});
