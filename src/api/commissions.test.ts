import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import type { Commission } from './types';
import { commissionByNameQuery, commissionsQuery } from './commissions';
import { commissionSchema } from './schemas/commission';
import { newsItemQuery } from './news';
import { loggingQueryCache } from './query-meta';

const page = (data: unknown[]) => ({ _embedded: { data }, page: { totalElements: data.length } });
const client = () =>
  new QueryClient({
    queryCache: loggingQueryCache(),
    defaultOptions: { queries: { retry: false } },
  });

describe('the commissions the menus and screens share', () => {
  it('asks commissions?size=25 and sorts them by name with French collation, defaults filled', async () => {
    let size: string | null = null;
    server.use(
      http.get(`${apiBaseUrl}/commissions`, ({ request }) => {
        size = new URL(request.url).searchParams.get('size');
        return HttpResponse.json(
          page([
            { id: 1, name: 'Voyages', technicalName: 'voyages', active: true },
            { id: 2, name: 'Épicerie', technicalName: 'epicerie', active: true },
            { id: 3, name: 'arbre de Noël', technicalName: 'noel', active: true },
            { id: 4, name: 'Ecole', technicalName: 'ecole', active: true },
          ]),
        );
      }),
    );
    const list = await client().fetchQuery(commissionsQuery());
    expect(size).toBe('25');
    expect(list.map((commission) => commission.name)).toEqual([
      'arbre de Noël',
      'Ecole',
      'Épicerie',
      'Voyages',
    ]);
    expect(list[0]).toMatchObject({
      authorizedSubscribers: [],
      administrators: [],
      emailConfiguration: {},
    });
  });

  it('logs a failed load (only menus and pages read it) and fails it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${apiBaseUrl}/commissions`, () => HttpResponse.error()));
    await expect(client().fetchQuery(commissionsQuery())).rejects.toBeTruthy();
    expect(String(log.mock.calls[0]?.[0])).toContain('Chargement des commissions impossible');
    log.mockRestore();
  });
});

describe('a commission with its description (list, then detail)', () => {
  const listed = (description?: string): Commission =>
    commissionSchema.parse({ id: 7, name: 'Sport', technicalName: 'sport', description });

  it('takes the list’s item when it carries the description: no call', async () => {
    let calls = 0;
    server.use(
      http.get(`${apiBaseUrl}/commissions`, () => {
        calls += 1;
        return HttpResponse.json(page([]));
      }),
    );
    const found = await client().ensureQueryData(
      commissionByNameQuery('sport', listed('<p>Tous sports</p>')),
    );
    expect(found?.description).toBe('<p>Tous sports</p>');
    expect(calls).toBe(0);
  });

  it('asks for it once when the list’s item lacks it', async () => {
    const searches: (string | null)[] = [];
    server.use(
      http.get(`${apiBaseUrl}/commissions`, ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search'));
        return HttpResponse.json(
          page([{ id: 7, name: 'Sport', technicalName: 'sport', description: '<p>Complet</p>' }]),
        );
      }),
    );
    const cache = client();
    const [first, second] = await Promise.all([
      cache.ensureQueryData(commissionByNameQuery('sport', listed())),
      cache.ensureQueryData(commissionByNameQuery('sport', listed())),
    ]);
    expect(searches).toEqual(['technicalName==sport']);
    expect(first?.description).toBe('<p>Complet</p>');
    expect(second?.description).toBe('<p>Complet</p>');
  });
});

describe('a news item’s full text', () => {
  it('is asked once, and a failure is logged without a second try', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(`${apiBaseUrl}/news/3`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const cache = new QueryClient({ queryCache: loggingQueryCache() });
    await expect(cache.fetchQuery(newsItemQuery(3))).rejects.toBeTruthy();
    expect(calls).toBe(1);
    expect(String(log.mock.calls[0]?.[0])).toContain("Chargement de l'élément 3 impossible");
    log.mockRestore();
  });
});
