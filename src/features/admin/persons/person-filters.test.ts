import { DEFAULT_VIEW, readView, viewParams } from './person-filters';

describe("the persons table's page and sort in the address", () => {
  it('reads the page as people count it and the sort as the backend takes it', () => {
    expect(readView(new URLSearchParams('page=3&tri=email,desc'))).toEqual({
      page: 2,
      sort: { key: 'email', direction: 'desc' },
    });
    expect(viewParams({ page: 2, sort: { key: 'email', direction: 'desc' } })).toEqual({
      page: '3',
      tri: 'email,desc',
    });
  });

  it('reads anything unreadable as the first page sorted by name, and leaves defaults out', () => {
    for (const query of ['page=0&tri=password,asc', 'page=abc', 'page=-4&tri=', '']) {
      expect(readView(new URLSearchParams(query))).toEqual(DEFAULT_VIEW);
    }
    expect(viewParams(DEFAULT_VIEW)).toEqual({});
  });
});
