import { http, HttpResponse, delay } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { server } from '@/mocks/backend/node';
import { useCommissions } from './commissions';
import { useNews } from './news';

const page = (data: unknown[]) => ({ _embedded: { data }, page: { totalElements: data.length } });

describe('commissions cache', () => {
  it('loads commissions?size=25 sorted by name with French collation, defaults filled', async () => {
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
    await useCommissions.getState().load();
    const { list } = useCommissions.getState();
    expect(size).toBe('25');
    expect(list.map((c) => c.name)).toEqual(['arbre de Noël', 'Ecole', 'Épicerie', 'Voyages']);
    expect(list[0]).toMatchObject({
      authorizedSubscribers: [],
      administrators: [],
      emailConfiguration: {},
    });
  });

  it('fetches the full version only when the description is missing, once', async () => {
    let calls = 0;
    server.use(
      http.get(`${apiBaseUrl}/commissions/7`, async () => {
        calls += 1;
        await delay(20);
        return HttpResponse.json({
          id: 7,
          name: 'Sport',
          technicalName: 'sport',
          description: '<p>Tous sports</p>',
        });
      }),
    );
    const [first, second] = await Promise.all([
      useCommissions.getState().loadOne(7),
      useCommissions.getState().loadOne(7),
    ]);
    expect(calls).toBe(1);
    expect(first.description).toBe('<p>Tous sports</p>');
    expect(second.id).toBe(7);
    await useCommissions.getState().loadOne(7);
    expect(calls).toBe(1);
  });

  it('stores a bare record with only the id when the detail fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${apiBaseUrl}/commissions/9`, () => new HttpResponse(null, { status: 500 })),
    );
    const record = await useCommissions.getState().loadOne(9);
    expect(record).toEqual({ id: 9 });
    expect(useCommissions.getState().byId[9]).toEqual({ id: 9 });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('keeps the list empty and logs when the load fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${apiBaseUrl}/commissions`, () => HttpResponse.error()));
    await useCommissions.getState().load();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect(useCommissions.getState().list).toEqual([]);
    expect(useCommissions.getState().status).toBe('error');
  });
});

describe('news cache', () => {
  it('replaces a light item by the full one only when the text is missing', async () => {
    let calls = 0;
    server.use(
      http.get(`${apiBaseUrl}/news/3`, () => {
        calls += 1;
        return HttpResponse.json({ id: 3, title: 'Loto', text: '<p>Samedi</p>' });
      }),
    );
    useNews.getState().remember([
      { id: 3, title: 'Loto' },
      { id: 4, title: 'Bal', text: '<p>Déjà là</p>' },
    ]);
    await useNews.getState().loadOne(4);
    expect(calls).toBe(0);
    await useNews.getState().loadOne(3);
    expect(calls).toBe(1);
    expect(useNews.getState().byId[3].text).toBe('<p>Samedi</p>');
  });
});
