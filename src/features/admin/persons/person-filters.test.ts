import { listAddressParams, readListAddress } from '@/lib/list-address';
import { DEFAULT_SORT, NO_FILTER, PERSONS_ADDRESS } from './person-filters';

const read = (query: string) => readListAddress(new URLSearchParams(query), PERSONS_ADDRESS);

describe("the persons list's filters, page and sort in the address", () => {
  it('reads the filters by their French names, the page as people count it and the sort as the backend takes it', () => {
    expect(read('etat=toValidate&q=dupont&expire=1&page=3&tri=email,desc')).toEqual({
      filter: { ...NO_FILTER, state: 'toValidate', text: 'dupont', expiring: '1' },
      page: 2,
      sort: { key: 'email', direction: 'desc' },
    });
    expect(
      listAddressParams(
        {
          filter: { ...NO_FILTER, cis: 'Beauregard' },
          page: 2,
          sort: { key: 'email', direction: 'desc' },
        },
        PERSONS_ADDRESS,
      ),
    ).toEqual({ cis: 'Beauregard', page: '3', tri: 'email,desc' });
  });

  it('reads anything unreadable as no filter, the first page sorted by name, and leaves defaults out', () => {
    for (const query of [
      'page=0&tri=password,asc&etat=nimporte',
      'page=abc&expire=oui',
      'page=-4&tri=',
      '',
    ]) {
      expect(read(query)).toEqual({ filter: NO_FILTER, page: 0, sort: DEFAULT_SORT });
    }
    expect(
      listAddressParams({ filter: NO_FILTER, page: 0, sort: DEFAULT_SORT }, PERSONS_ADDRESS),
    ).toEqual({});
  });
});
