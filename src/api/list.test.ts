import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { MalformedAnswerError } from './client';
import { fetchList, readList, rsql } from './list';

describe('the list contract', () => {
  it('reads data from _embedded.data and the total from page.totalElements', () => {
    expect(
      readList({ _embedded: { data: [{ id: 1 }, { id: 2 }] }, page: { totalElements: 57 } }),
    ).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 57 });
  });

  it('counts the items when the backend gives no page, and reads no `_embedded` as empty', () => {
    expect(readList({ _embedded: { data: [{ id: 1 }] } })).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(readList({ data: [{ id: 1 }] })).toEqual({ data: [], total: 0 });
    expect(readList({ page: { totalElements: 0 } })).toEqual({ data: [], total: 0 });
  });

  it('refuses what is not a list: garbage, or a page that counts records it does not carry', () => {
    expect(() => readList('<html>')).toThrow(MalformedAnswerError);
    expect(() => readList(null)).toThrow(MalformedAnswerError);
    expect(() => readList({ page: { totalElements: 3 } })).toThrow(MalformedAnswerError);
    expect(() => readList({ _embedded: { data: 'x' } })).toThrow(MalformedAnswerError);
  });

  it('sends only the parameters that are set', async () => {
    let sent = '';
    server.use(
      http.get(url('/things'), ({ request }) => {
        sent = new URL(request.url).search;
        return HttpResponse.json({ _embedded: { data: [] }, page: { totalElements: 0 } });
      }),
    );
    await fetchList('/things', { page: 2, size: 25, sort: 'name,asc', search: undefined });
    expect(new URLSearchParams(sent).toString()).toBe('page=2&size=25&sort=name%2Casc');
  });
});

describe('rsql', () => {
  it('joins the set filters with ; and leaves the empty ones out', () => {
    expect(rsql({ technicalName: 'sport', 'person.id': 3, city: '', other: undefined })).toBe(
      'technicalName==sport;person.id==3',
    );
    expect(rsql({})).toBeUndefined();
  });

  it('quotes values with spaces or quotes, and lists become =in=', () => {
    expect(rsql({ name: 'Le Blosne' })).toBe('name=="Le Blosne"');
    expect(rsql({ name: 'a"b' })).toBe('name=="a\\"b"');
    expect(rsql({ status: ['PAID', 'PENDING'] })).toBe('status=in=(PAID,PENDING)');
    expect(rsql({ status: [] })).toBeUndefined();
  });
});
