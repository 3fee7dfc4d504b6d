import { type ListAddress, listAddressParams, readListAddress } from './list-address';

interface Filter {
  state: string;
  from: string;
}

const ADDRESS: ListAddress<Filter> = {
  params: { state: 'etat', from: 'du' },
  accept: { from: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) },
  sortable: ['date', 'amount'],
  defaultSort: { key: 'date', direction: 'desc' },
};
const read = (query: string) => readListAddress(new URLSearchParams(query), ADDRESS);

describe("a list's state in its address", () => {
  it('reads each filter by its French name, the page from 1, the sort as column,direction', () => {
    expect(read('etat=PAID&du=2026-01-01&page=2&tri=amount,asc')).toEqual({
      filter: { state: 'PAID', from: '2026-01-01' },
      page: 1,
      sort: { key: 'amount', direction: 'asc' },
    });
  });

  it('reads what does not hold as the default: a bad date, a page of 0 or words, an unknown column', () => {
    expect(read('du=hier&page=0&tri=password,desc')).toEqual({
      filter: { state: '', from: '' },
      page: 0,
      sort: { key: 'date', direction: 'desc' },
    });
    expect(read('page=deux&tri=amount,sideways').sort).toEqual({ key: 'amount', direction: 'asc' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const state = {
      filter: { state: 'PENDING', from: '' },
      page: 3,
      sort: { key: 'amount', direction: 'desc' as const },
    };
    const params = listAddressParams(state, ADDRESS);
    expect(params).toEqual({ etat: 'PENDING', page: '4', tri: 'amount,desc' });
    expect(read(new URLSearchParams(params).toString())).toEqual(state);
    expect(
      listAddressParams(
        { filter: { state: '', from: '' }, page: 0, sort: ADDRESS.defaultSort },
        ADDRESS,
      ),
    ).toEqual({});
  });
});
