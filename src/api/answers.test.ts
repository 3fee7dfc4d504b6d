import { HttpResponse, http } from 'msw';
import { server } from '@/mocks/backend/node';
import { url } from '@/mocks/backend/responses';
import { fetchAlbumPhotos, fetchAlbums, fetchPhotoFile } from './albums';
import { validateEmail } from './email-validation';
import { fetchCalendarOrder, fetchCalendarOrders } from './calendar-orders';
import { MalformedAnswerError, api, binaryApi, fetchFile } from './client';
import * as z from 'zod/mini';
import { parseAnswer } from './parse';
import { skippedOf } from './read-list';
import { fetchOrder, fetchPersonOrders } from './orders';
import { fetchCommissions } from './commissions';
import { fetchDocumentFile, fetchDocuments } from './documents';
import { fetchLatestNews, fetchNewsItem } from './news';
import { fetchPartners } from './partners';
import { fetchCommissionResources, fetchDues, fetchResource } from './resources';
import { fetchRgpdText } from './privacy-text';
import {
  fetchAddressByLink,
  fetchPerson,
  fetchPersonAddress,
  fetchPersonByLink,
  saveAddress,
  saveAddressByLink,
} from './persons';

/** What a proxy answers in place of the API, with a 200 (the fault matrix's `html`). */
const htmlPage = () =>
  new HttpResponse('<!doctype html><html><body><h1>Bad Gateway</h1></body></html>', {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

const answering = (path: string, answer: (info: { request: Request }) => Response) =>
  server.use(http.all(url(path), answer));

describe('an HTML page is never an answer of the API (fault matrix)', () => {
  it('fails a JSON call, a 200 included', async () => {
    answering('/commissions', htmlPage);
    await expect(api.get('/commissions')).rejects.toThrow(/Page HTML/);
    await expect(api.post('/commissions', {})).rejects.toThrow(/Page HTML/);
  });

  it('fails a file of the binary client: an error page is not the photo nor the document', async () => {
    answering('/photos/1/file', htmlPage);
    answering('/documents/1/file', htmlPage);
    await expect(fetchPhotoFile(1)).rejects.toThrow(/Page HTML/);
    await expect(fetchDocumentFile(1)).rejects.toThrow(/Page HTML/);
    await expect(binaryApi.get('/photos/1/file')).rejects.toThrow(/Page HTML/);
  });

  it('still reads HTML where the call asks for text (the data-protection notice)', async () => {
    answering('/siteconfiguration/rgpd', htmlPage);
    expect(await fetchRgpdText()).toContain('Bad Gateway');
  });

  it('keeps a file of another type', async () => {
    answering('/documents/1/file', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF').buffer, {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    );
    const file = await fetchFile('/documents/1/file');
    expect(file.type).toBe('application/pdf');
  });
});

describe('parseAnswer: what a shape cannot do without', () => {
  const shape = z.object({ id: z.number(), person: z.object({ address: z.string() }) });

  it('answers a record that carries the required fields, nested ones included', () => {
    expect(parseAnswer(shape, { id: 1, person: { address: 'Rennes' } })).toEqual({
      id: 1,
      person: { address: 'Rennes' },
    });
  });

  it.each([
    ['a string', 'OK'],
    ['a list', [{ id: 1 }]],
    ['null', null],
    ['a record without its fields', { id: 1 }],
    ['a record with a null field', { id: 1, person: null }],
    ['a record without a nested field', { id: 1, person: {} }],
  ] as const)('refuses %s', (_what, body) => {
    expect(() => parseAnswer(shape, body)).toThrow(MalformedAnswerError);
  });

  it('names the field it missed', () => {
    expect(() => parseAnswer(shape, { id: 1, person: {} })).toThrow(
      'Réponse inutilisable : person.address absent ou illisible',
    );
  });
});

/** The list of the fault matrix: its records cut down to their ids, on its first page. */
const bareList = ({ request }: { request: Request }) =>
  HttpResponse.json(
    Number(new URL(request.url).searchParams.get('page') ?? 0) === 0
      ? { _embedded: { data: [{ id: 1 }, { id: 2 }] } }
      : {},
  );
/** A list without `_embedded` whose page still counts records. */
const listWithoutData = () => HttpResponse.json({ page: { totalElements: 2 } });
const bareRecord = () => HttpResponse.json({ id: 1 });

describe('each call refuses an answer its screen could not show (fault matrix)', () => {
  beforeEach(() => {
    // The records left out are logged with their ids (src/api/parse.ts).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each([
    ['GET /albums', '/albums', () => fetchAlbums()],
    ['GET /albums/{id}/photos', '/albums/2/photos', () => fetchAlbumPhotos(2)],
    ['GET /documents', '/documents', () => fetchDocuments()],
    ['GET /partners', '/partners', () => fetchPartners()],
    ['GET /commands?search=person.id==', '/commands', () => fetchPersonOrders(1)],
    ['GET /commissions?size=25', '/commissions', () => fetchCommissions()],
    ['GET /resources?search=commission==', '/resources', () => fetchCommissionResources('sport')],
    ['GET /resources/cotisation?token=', '/resources/cotisation', () => fetchDues('t')],
    ['GET /commands/calendar', '/commands/calendar', () => fetchCalendarOrders(2026)],
  ])(
    '%s: records without their fields left out and counted, none where some are counted refused',
    async (_call, path, call) => {
      answering(path, bareList);
      const read = await call();
      expect([read.length, skippedOf(read)]).toEqual([0, 2]);
      answering(path, listWithoutData);
      await expect(call()).rejects.toThrow(MalformedAnswerError);
    },
  );

  it.each([
    ['GET /resources/{id}', '/resources/12', () => fetchResource(12)],
    ['GET /commands/{id}', '/commands/1', () => fetchOrder(1)],
    ['GET /users/{id}', '/users/1', () => fetchPerson(1)],
    ['GET /users/{id}/unsecure', '/users/8/unsecure', () => fetchPersonByLink(8, 't')],
    [
      'GET {address link}/unsecure',
      '/users/8/address/unsecure',
      () => fetchAddressByLink('/users/8/address', 't'),
    ],
    ['GET /users/{id}/address', '/users/1/address', () => fetchPersonAddress(1)],
    ['GET /commands/calendar/{id}', '/commands/calendar/x', () => fetchCalendarOrder('x')],
    ['POST /auth/validate', '/auth/validate', () => validateEmail('t')],
  ])('%s: a record cut down to its id', async (_call, path, call) => {
    answering(path, bareRecord);
    await expect(call()).rejects.toThrow(MalformedAnswerError);
  });

  it('GET /commands/{id}: a line without its resource', async () => {
    answering('/commands/1', () =>
      HttpResponse.json({
        id: 1,
        date: '2026-01-02',
        status: 'PAID',
        total: 5,
        reservations: [{ id: 3, quantity: 1 }],
      }),
    );
    await expect(fetchOrder(1)).rejects.toThrow(MalformedAnswerError);
  });

  it('keeps what carries no more than an id by design: a light news item', async () => {
    answering('/news', bareList);
    expect(await fetchLatestNews(5)).toEqual([{ id: 1 }, { id: 2 }]);
    answering('/news/1', bareRecord);
    expect(await fetchNewsItem(1)).toEqual({ id: 1 });
  });

  it('keeps what was sent when an address save answers short of fields', async () => {
    const typed = {
      streetNumber: '3',
      streetName: 'rue Haute',
      postalCode: '35000',
      city: 'Rennes',
    };
    answering('/addresses', () => HttpResponse.json({ id: 7 }));
    expect(await saveAddress(typed, 1)).toEqual({ ...typed, id: 7 });
    answering('/addresses/unsecure', () => new HttpResponse(null, { status: 201 }));
    expect(await saveAddressByLink(typed, 8, 't')).toEqual(typed);
  });
});
