import { pageInMemory, pageRows, sortRows } from './rows';

interface Donor {
  name: string;
  amount: number;
}

const donors: Donor[] = [
  { name: 'Élodie', amount: 20 },
  { name: 'alain', amount: 5 },
  { name: 'Bruno', amount: 12.5 },
];
const columns = [
  { key: 'name', sortValue: (row: Donor) => row.name },
  { key: 'amount', sortValue: (row: Donor) => row.amount },
  { key: 'actions' },
];

describe('lists held whole in memory', () => {
  it('sorts text with French collation and numbers as numbers, both ways', () => {
    const names = sortRows(donors, columns, { key: 'name', direction: 'asc' });
    expect(names.map((row) => row.name)).toEqual(['alain', 'Bruno', 'Élodie']);
    const amounts = sortRows(donors, columns, { key: 'amount', direction: 'desc' });
    expect(amounts.map((row) => row.amount)).toEqual([20, 12.5, 5]);
  });

  it('keeps the order for a column that does not sort', () => {
    expect(sortRows(donors, columns, { key: 'actions', direction: 'asc' })).toEqual(donors);
  });

  it('cuts a page and says what the table pages by', () => {
    expect(pageRows(donors, 1, 2)).toEqual([donors[2]]);
    const turn = () => undefined;
    expect(pageInMemory(donors, 0, 2, turn)).toEqual({
      rows: donors.slice(0, 2),
      page: 0,
      pageSize: 2,
      total: 3,
      onPageChange: turn,
    });
  });
});
