import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { setBackendOptions } from '@/mocks/backend/options';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { MalformedAnswerError } from './client';
import {
  type ListParams,
  MAX_PAGES,
  MAX_ROWS,
  fetchAllPages,
  fetchList,
  readEveryPage,
  rsql,
} from './list';
import { cutOf } from './read-list';
import { parseList } from './parse-list';
import { DEMO, signInAs } from '@/mocks/backend/testing';

const item = z.object({ id: z.number() });

describe('the list contract', () => {
  it('reads data from _embedded.data and the total from page.totalElements', () => {
    expect(
      parseList(item, {
        _embedded: { data: [{ id: 1 }, { id: 2 }] },
        page: { totalElements: 57, size: 2 },
      }),
    ).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 57, size: 2 });
  });

  it('says nothing of a total the backend did not give, and reads no `_embedded` as empty', () => {
    expect(parseList(item, { _embedded: { data: [{ id: 1 }] } })).toEqual({
      data: [{ id: 1 }],
      total: undefined,
      size: undefined,
    });
    expect(parseList(item, { data: [{ id: 1 }] }).data).toEqual([]);
    expect(parseList(item, { page: { totalElements: 0 } }).data).toEqual([]);
  });

  it('refuses what is not a list: garbage, a page counting records it lacks', () => {
    expect(() => parseList(item, '<html>')).toThrow(MalformedAnswerError);
    expect(() => parseList(item, null)).toThrow(MalformedAnswerError);
    expect(() => parseList(item, { page: { totalElements: 3 } })).toThrow(MalformedAnswerError);
    expect(() => parseList(item, { _embedded: { data: 'x' } })).toThrow(MalformedAnswerError);
  });

  it('leaves out the fields its shape does not know', () => {
    expect(parseList(item, { _embedded: { data: [{ id: 1, secret: 'x' }] } }).data).toEqual([
      { id: 1 },
    ]);
  });

  it('sends only the parameters that are set', async () => {
    let sent = '';
    server.use(
      http.get(url('/things'), ({ request }) => {
        sent = new URL(request.url).search;
        return HttpResponse.json({ _embedded: { data: [] }, page: { totalElements: 0 } });
      }),
    );
    await fetchList('/things', item, { page: 2, size: 25, sort: 'name,asc', search: undefined });
    expect(new URLSearchParams(sent).toString()).toBe('page=2&size=25&sort=name%2Casc');
  });
});

/** A backend's list of `count` records, `cap` at most a page, `page` told or not. */
function backend(count: number, cap: number, told: boolean) {
  const asked: ListParams[] = [];
  const records = Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  const readPage = (page: number, size: number) => {
    asked.push({ page, size });
    const used = Math.min(size, cap);
    const data = records.slice(page * used, page * used + used);
    return Promise.resolve(told ? { data, total: count, size: used } : { data });
  };
  return { asked, readPage, records };
}

describe('every page', () => {
  it('reads on past a page the backend cut to its own size, without `page`: 56 of 56', async () => {
    const { asked, readPage, records } = backend(56, 20, false);
    expect(await readEveryPage(readPage, 500)).toEqual(records);
    // 20, 20, then 16: shorter than the backend's own page, the last one.
    expect(asked.map((call) => call.page)).toEqual([0, 1, 2]);
  });

  it('asks once more for a list that fits its first page, then stops on the empty one', async () => {
    const { asked, readPage, records } = backend(7, 100, false);
    expect(await readEveryPage(readPage, 500)).toEqual(records);
    expect(asked).toHaveLength(2);
  });

  it('stops at page.totalElements when the backend gives it', async () => {
    const { asked, readPage, records } = backend(40, 20, true);
    expect(await readEveryPage(readPage, 500)).toEqual(records);
    expect(asked).toHaveLength(2);
  });

  it('refuses a backend that answers the same page whatever page is asked: nothing cut silently', async () => {
    const same = () => Promise.resolve({ data: [{ id: 1 }, { id: 2 }] });
    await expect(readEveryPage(same, 500)).rejects.toThrow(MalformedAnswerError);
  });

  it('refuses a page seen before anywhere in the read, one repeated every other page included', async () => {
    const pages = [
      [{ id: 1 }, { id: 2 }],
      [{ id: 3 }, { id: 4 }],
    ];
    let asked = 0;
    const alternating = (page: number) => {
      asked += 1;
      return Promise.resolve({ data: pages[page % 2] });
    };
    await expect(readEveryPage(alternating, 2)).rejects.toThrow(
      'une page déjà lue revient pour un autre numéro de page',
    );
    expect(asked).toBe(3);
  });

  it('stops at its bound of records and says where it cut the list, never silently', async () => {
    const endless = (page: number) =>
      Promise.resolve({
        data: Array.from({ length: 500 }, (_, index) => ({ id: page * 500 + index })),
      });
    const read = await readEveryPage(endless, 500);
    expect(read).toHaveLength(MAX_ROWS);
    expect(cutOf(read)).toBe(MAX_ROWS);
    // A list read whole carries no cut.
    const whole = await readEveryPage(
      (page) => Promise.resolve({ data: page ? [] : [{ id: 1 }] }),
      500,
    );
    expect(cutOf(whole)).toBe(0);
  });

  it('stops at its bound of requests when the backend pages by few', async () => {
    let asked = 0;
    const byTen = (page: number) => {
      asked += 1;
      return Promise.resolve({
        data: Array.from({ length: 10 }, (_, index) => ({ id: page * 10 + index })),
        total: 1_000_000,
      });
    };
    const read = await readEveryPage(byTen, 10);
    expect(asked).toBe(MAX_PAGES);
    expect(cutOf(read)).toBe(MAX_PAGES * 10);
  });

  it('takes a first answer holding more than asked as a list the backend does not page', async () => {
    const everything = () => Promise.resolve({ data: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect(await readEveryPage(everything, 2)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('reads every person of the embedded backend paging by 20 without `page`', async () => {
    await signInAs(...DEMO.admin);
    setBackendOptions({ maxPageSize: 20, pageInfo: false });
    const persons = await fetchAllPages('/users', item, { sort: 'id,asc' });
    setBackendOptions({ maxPageSize: 100, pageInfo: true });
    const whole = await fetchAllPages('/users', item, { sort: 'id,asc' });
    expect(persons.length).toBeGreaterThan(20);
    expect(persons).toEqual(whole);
  });
});

describe('rsql', () => {
  it('joins the set filters with ; and leaves the empty ones out', () => {
    expect(rsql({ technicalName: 'sport', 'person.id': 3, city: '', other: undefined })).toBe(
      'technicalName==sport;person.id==3',
    );
    expect(rsql({})).toBeUndefined();
  });

  it('quotes values with spaces, quotes, separators or brackets, and lists become =in=', () => {
    expect(rsql({ name: 'Le Blosne' })).toBe('name=="Le Blosne"');
    expect(rsql({ name: 'a"b' })).toBe('name=="a\\"b"');
    expect(rsql({ name: 'a;b,c(d)' })).toBe('name=="a;b,c(d)"');
    expect(rsql({ status: ['PAID', 'PENDING'] })).toBe('status=in=(PAID,PENDING)');
    expect(rsql({ status: [] })).toBeUndefined();
  });
});
