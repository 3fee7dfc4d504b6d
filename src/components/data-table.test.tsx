import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { pageInMemory, pageRows, sortRows } from '@/lib/rows';
import { type Column, DataTable, type SortState } from './data-table';

interface Person {
  id: number;
  name: string;
  amount: number;
}

const people: Person[] = [
  { id: 1, name: 'Durand', amount: 10 },
  { id: 2, name: 'élie', amount: 2.5 },
  { id: 3, name: 'Abel', amount: 30 },
];

const columns: Column<Person>[] = [
  {
    key: 'name',
    header: 'Nom',
    cell: (row) => row.name,
    sortable: true,
    sortValue: (row) => row.name,
  },
  {
    key: 'amount',
    header: 'Montant',
    cell: (row) => `${row.amount} €`,
    sortable: true,
    align: 'end',
    sortValue: (row) => row.amount,
  },
];

/** The table as a screen holds it: sort and page in state. */
function Sorted({ onSortChange }: { onSortChange?: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  return (
    <DataTable
      rows={sortRows(people, columns, sort)}
      columns={columns}
      rowKey={(row) => row.id}
      caption="Donateurs"
      sort={sort}
      onSortChange={(next) => {
        onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Donateurs' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('DataTable', () => {
  it('names the table by its caption and shows the rows', () => {
    render(<Sorted />);
    expect(names()).toEqual(['Abel', 'Durand', 'élie']);
    expect(within(table()).getByRole('columnheader', { name: 'Montant' })).toHaveClass('text-end');
  });

  it('sorts on a header click: aria-sort follows and onSortChange is told', async () => {
    const onSortChange = vi.fn();
    render(<Sorted onSortChange={onSortChange} />);
    const amount = within(table()).getByRole('columnheader', { name: 'Montant' });
    const name = within(table()).getByRole('columnheader', { name: /Nom/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(amount).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(amount).getByRole('button', { name: 'Montant' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'asc' });
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['élie', 'Durand', 'Abel']);

    await userEvent.click(within(amount).getByRole('button', { name: /Montant/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'desc' });
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Abel', 'Durand', 'élie']);
  });

  it('lets a phone sort the cards with a select', async () => {
    const onSortChange = vi.fn();
    render(<Sorted onSortChange={onSortChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'Montant (décroissant)');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'desc' });
  });

  it('renders a table from 576 px up and a card per row under it', () => {
    render(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        caption="Donateurs"
        footer={[{ name: 'Total', amount: '42,50 €' }]}
      />,
    );
    const wide = table().closest('[data-layout]');
    expect(wide).toHaveAttribute('data-layout', 'table');
    expect(wide).toHaveClass('d-none', 'd-sm-block');

    const cards = screen.getByRole('list', { name: 'Donateurs' });
    const narrow = cards.closest('[data-layout]');
    expect(narrow).toHaveAttribute('data-layout', 'cards');
    expect(narrow).toHaveClass('d-sm-none');
    expect(narrow).not.toHaveClass('d-none');
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Nom :Durand');
    expect(items[0]).toHaveTextContent('Montant :10 €');
    expect(items[3]).toHaveTextContent('Total');
    expect(items[3]).toHaveTextContent('Montant :42,50 €');

    const totals = within(table()).getAllByRole('rowgroup')[2];
    expect(within(totals).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(totals).getByRole('cell', { name: '42,50 €' })).toBeInTheDocument();
  });

  it('leaves out of a card the cells a row has nothing in', () => {
    const withNote: Column<Person>[] = [
      ...columns,
      { key: 'note', header: 'Remarque', cell: (row) => (row.amount > 20 ? 'Gros don' : null) },
    ];
    render(
      <DataTable rows={people} columns={withNote} rowKey={(row) => row.id} caption="Donateurs" />,
    );
    const items = within(screen.getByRole('list', { name: 'Donateurs' })).getAllByRole('listitem');
    expect(items[0]).not.toHaveTextContent('Remarque');
    expect(items[2]).toHaveTextContent('Remarque :Gros don');
  });

  it('without onSortChange, headers are plain text', () => {
    render(
      <DataTable rows={people} columns={columns} rowKey={(row) => row.id} caption="Donateurs" />,
    );
    expect(within(table()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Nom' })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(screen.queryByLabelText('Trier par')).not.toBeInTheDocument();
  });

  it('pages: Page 2 sur 3, previous and next, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        caption="Donateurs"
        page={1}
        pageSize={3}
        total={7}
        onPageChange={onPageChange}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 2 sur 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page précédente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);

    rerender(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        caption="Donateurs"
        page={0}
        pageSize={3}
        total={7}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();

    rerender(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        caption="Donateurs"
        page={2}
        pageSize={3}
        total={7}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });

  it('shows no pager for a single page', () => {
    render(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        caption="Donateurs"
        page={0}
        pageSize={10}
        total={3}
        onPageChange={() => undefined}
      />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says the empty message instead of an empty table', () => {
    render(
      <DataTable
        rows={[]}
        columns={columns}
        rowKey={(row) => row.id}
        caption="Donateurs"
        empty="Aucun donateur."
      />,
    );
    expect(screen.getByText('Aucun donateur.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('sortRows and pageRows', () => {
  it('sorts numbers as numbers and text with French collation, both ways', () => {
    const by = (key: string, direction: 'asc' | 'desc') =>
      sortRows(people, columns, { key, direction }).map((row) => row.id);
    expect(by('amount', 'asc')).toEqual([2, 1, 3]);
    expect(by('name', 'asc')).toEqual([3, 1, 2]);
    expect(by('name', 'desc')).toEqual([2, 1, 3]);
    expect(by('unknown', 'asc')).toEqual([1, 2, 3]);
  });

  it('cuts a page out of the rows', () => {
    expect(pageRows([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageRows([1, 2, 3, 4, 5], 2, 2)).toEqual([5]);
  });

  it('gives a page held in memory with what the table pages it by', () => {
    const turn = vi.fn();
    const paged = pageInMemory([1, 2, 3, 4, 5], 1, 2, turn);
    expect(paged).toMatchObject({ rows: [3, 4], page: 1, pageSize: 2, total: 5 });
    paged.onPageChange(2);
    expect(turn).toHaveBeenCalledWith(2);
  });
});
