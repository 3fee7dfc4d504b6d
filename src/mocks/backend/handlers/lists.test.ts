import { setAuthToken } from '@/api/auth-token';
import { api } from '@/api/client';
import { fetchCommissionByName, fetchCommissions } from '@/api/commissions';
import { fetchLatestNews, fetchNewsItem } from '@/api/news';
import type { Commission, News, Resource } from '@/api/types';

/** A reservation as the backend writes it (before the app reads its link). */
interface Reservation {
  id: number;
  resource?: { id: number };
  person?: { id: number };
  _links?: { resource?: { href: string } };
}
import { db } from '@/mocks/backend/db';
import { url } from '@/mocks/backend/responses';
import { server } from '@/mocks/backend/node';
import { DEMO, signInAs, statusOfCall, embedded } from '@/mocks/backend/testing';

afterEach(() => setAuthToken(null));

describe('commissions', () => {
  it('serves the light list to the public, without description nor administrators', async () => {
    const raw = await api.get('/commissions/light', { params: { size: 25 } });
    expect(embedded<Commission>(raw.data)).toHaveLength(8);
    // Absent, or null as Jackson writes what a record lacks: no value either way.
    for (const commission of embedded<Commission>(raw.data)) {
      expect(commission.description ?? null).toBeNull();
      expect(commission.administrators ?? null).toBeNull();
    }
    expect(await statusOfCall(api.get('/commissions'))).toBe(401);
  });

  it('serves full records once signed in, found by technical name', async () => {
    await signInAs(...DEMO.member);
    const full = await fetchCommissions();
    expect(full.every((commission) => Boolean(commission.description))).toBe(true);
    const sport = await fetchCommissionByName('sport');
    expect(sport).toMatchObject({ name: 'Sport', authorizedSubscribers: ['AMICALE'] });
    expect(sport?.administrators.map((person) => person.lastName)).toEqual(['Bernard']);
    expect(await fetchCommissionByName('inexistante')).toBeNull();
    expect((await api.get<Commission>('/commissions/4')).data.subType).toBe('CHILDREN');
    expect(await statusOfCall(api.get('/commissions/999'))).toBe(404);
  });

  it('pages and sorts with French collation', async () => {
    const sorted = await api.get('/commissions/light', {
      params: { sort: 'name,asc', size: 3, page: 1 },
    });
    expect(embedded<Commission>(sorted.data).map((commission) => commission.name)).toEqual([
      'École des jeunes sapeurs-pompiers',
      'Épicerie solidaire',
      'Loisirs et locations',
    ]);
    expect(sorted.data.page).toEqual({ size: 3, totalElements: 8, totalPages: 3, number: 1 });
    const descending = await api.get('/commissions/light', { params: { sort: 'name,desc' } });
    expect(embedded<Commission>(descending.data)[0].name).toBe('Voyages');
  });

  it('searches with ==, != , ; (and) and , (or)', async () => {
    const names = async (search: string) =>
      embedded<Commission>((await api.get('/commissions/light', { params: { search } })).data)
        .map((commission) => commission.technicalName)
        .sort();
    expect(await names('technicalName==sport')).toEqual(['sport']);
    expect(await names('active==false')).toEqual(['ecole']);
    expect(await names('authorizedSubscribers==HONORAIRE;technicalName!=anciens')).toEqual([
      'loisirs',
      'voyages',
    ]);
    expect(await names('technicalName==sport,technicalName==calendrier')).toEqual([
      'calendrier',
      'sport',
    ]);
  });
});

describe('news', () => {
  it('serves the light list without text, the full list and an item once signed in', async () => {
    const light = embedded<News>((await api.get('/news/light')).data);
    expect(light.length).toBeGreaterThanOrEqual(6);
    // Absent, or null as Jackson writes what a record lacks: no text either way.
    expect(light.every((item) => (item.text ?? null) === null)).toBe(true);
    expect(await statusOfCall(fetchLatestNews(5))).toBe(401);
    await signInAs(...DEMO.member);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    const full = await fetchLatestNews(5);
    // The home's latest news are asked newest first, not taken from a list in its own order.
    expect(new URL(asked[0]).searchParams.get('sort')).toBe('date,desc');
    expect(new URL(asked[0]).searchParams.get('size')).toBe('5');
    expect(full).toHaveLength(5);
    expect(full[0].text).toContain('<p>');
    expect(full.map((item) => item.date)).toEqual(
      [...full.map((item) => item.date)].sort().reverse(),
    );
    expect((await fetchNewsItem(4)).title).toBe('Cross départemental');
  });

  it('lets commission administrators write their news, not others', async () => {
    await signInAs(...DEMO.member);
    const draft = { title: 'Tournoi', text: '<p>Samedi.</p>', commission: 'sport' };
    expect(await statusOfCall(api.post('/news', draft))).toBe(403);
    await signInAs(...DEMO.commission);
    expect(await statusOfCall(api.post('/news', { ...draft, commission: 'voyages' }))).toBe(403);
    expect(await statusOfCall(api.post('/news', { ...draft, text: '' }))).toBe(400);
    const created = await api.post<News>('/news', draft);
    expect(created.status).toBe(201);
    await api.patch(`/news/${created.data.id}`, { ...draft, title: 'Tournoi de foot' });
    expect((await fetchNewsItem(created.data.id)).title).toBe('Tournoi de foot');
    expect(await statusOfCall(api.delete('/news/1'))).toBe(403);
    await api.delete(`/news/${created.data.id}`);
    expect(await statusOfCall(fetchNewsItem(created.data.id))).toBe(404);
  });
});

describe('resources and reservations', () => {
  it('lists commission resources of every billing period, without the dues, searchable', async () => {
    await signInAs(...DEMO.member);
    const all = embedded<Resource>((await api.get('/resources', { params: { size: 50 } })).data);
    expect(new Set(all.map((resource) => resource.billingPeriod))).toEqual(
      new Set(['DAY', 'ITEM_DAY', 'ITEM', 'YEAR']),
    );
    expect(all.some((resource) => resource.name.startsWith('Cotisation'))).toBe(false);
    const loisirs = await api.get('/resources', { params: { search: 'commission==loisirs' } });
    expect(
      embedded<Resource>(loisirs.data)
        .map((resource) => resource.billingPeriod)
        .sort(),
    ).toEqual(['DAY', 'ITEM_DAY']);
    expect((await api.get<Resource>('/resources/10')).data.price).toBe(45);
  });

  it('serves a resource image with the bearer, and refuses a session token in its address', async () => {
    const token = (
      await api.post<{ token: string }>('/auth/signin', {
        username: DEMO.member[0],
        password: DEMO.member[1],
      })
    ).data.token;
    const image = await fetch(url('/resources/1/file'), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await fetch(url(`/resources/1/file?token=${token}`))).status).toBe(403);
    expect((await fetch(url('/resources/1/file?token=faux'))).status).toBe(403);
    expect((await fetch(url('/resources/1/file'))).status).toBe(401);
  });

  it("tells members who booked only for their own reservations, and a commission's to its administrator", async () => {
    await signInAs(...DEMO.member);
    const all = embedded<Reservation>((await api.get('/reservations')).data);
    expect(
      all
        .filter((reservation) => reservation.person)
        .map((reservation) => reservation.id)
        .sort(),
    ).toEqual([1, 2]);
    // A resource's days are counted before booking: its reservations, without who booked them.
    const mobilHome = embedded<Reservation>(
      (await api.get('/reservations', { params: { search: 'resource.id==10' } })).data,
    );
    expect(mobilHome.length).toBeGreaterThanOrEqual(3);
    // Each names its resource by link only, as the contract allows.
    expect(
      mobilHome.every(
        (reservation) =>
          (reservation.resource ?? null) === null &&
          reservation._links?.resource?.href.endsWith('/resources/10'),
      ),
    ).toBe(true);
    expect(
      mobilHome.filter((reservation) => reservation.person?.id !== 1 && reservation.person),
    ).toEqual([]);
    expect(await statusOfCall(api.get('/reservations/3'))).toBe(403);
    await signInAs(...DEMO.commission);
    const sport = await api.get('/reservations', {
      params: { search: 'resource.commission==sport' },
    });
    expect(
      embedded<Reservation>(sport.data)
        .map((reservation) => reservation.person?.id)
        .sort(),
    ).toEqual([1, 10]);
    expect(db().reservations.length).toBeGreaterThan(3);
  });
});
