import { AxiosError } from 'axios';
import { setAuthToken } from '@/api/auth-token';
import { api } from '@/api/client';
import { apiBaseUrl } from '@/config/env';
import { faultHandler } from './fault-handler';
import {
  FAULT_DRILL_KEY,
  type Fault,
  type FaultRule,
  type Shape,
  readFaultDrill,
  ruleMatches,
} from './fault-rules';
import { db } from '@/mocks/backend/db';
import { handlers } from '@/mocks/backend/handlers';
import { backend, server } from '@/mocks/backend/node';
import { ODD_ID } from './shape-variants';
import { DEMO, signInAs } from '@/mocks/backend/testing';

const base = '/amicale/v1';
const at = (path: string) => new URL(`https://backend.test${base}${path}`);
const rule = (path: string, method = 'GET'): FaultRule => ({ method, path, fault: '500' });

function drill(rules: FaultRule[]): void {
  localStorage.setItem(FAULT_DRILL_KEY, JSON.stringify({ rules }));
}

const faulted = (path: string, fault: Fault | Shape, method = 'GET') =>
  drill([{ method, path, fault }]);

beforeEach(() => server.use(faultHandler(handlers)));
afterEach(() => setAuthToken(null));

describe('fault rules', () => {
  it('match a path by its segments, `:name` for one, a final `*` for the rest', () => {
    expect(ruleMatches(rule('/commissions/light'), 'GET', at('/commissions/light'), base)).toBe(
      true,
    );
    expect(ruleMatches(rule('/commissions/:id'), 'GET', at('/commissions/light'), base)).toBe(true);
    expect(ruleMatches(rule('/commissions'), 'GET', at('/commissions/light'), base)).toBe(false);
    expect(ruleMatches(rule('/commissions/light'), 'GET', at('/commissions'), base)).toBe(false);
    expect(ruleMatches(rule('/users/*'), 'GET', at('/users/3/address'), base)).toBe(true);
    expect(ruleMatches(rule('/commissions'), 'POST', at('/commissions'), base)).toBe(false);
    expect(ruleMatches(rule('/commissions', '*'), 'POST', at('/commissions'), base)).toBe(true);
    expect(ruleMatches(rule('/commissions'), 'GET', at('/other/v1/commissions'), '/other')).toBe(
      false,
    );
  });

  it('match a query by what it must hold: a value, a prefix or a name', () => {
    const menu = rule('/commissions?size=25');
    const page = rule('/commissions?search=technicalName*');
    const anySearch = rule('/commands?search');
    expect(ruleMatches(menu, 'GET', at('/commissions?size=25'), base)).toBe(true);
    expect(ruleMatches(menu, 'GET', at('/commissions?search=technicalName==sport'), base)).toBe(
      false,
    );
    expect(ruleMatches(page, 'GET', at('/commissions?search=technicalName==sport'), base)).toBe(
      true,
    );
    expect(ruleMatches(anySearch, 'GET', at('/commands?sort=date&search=x'), base)).toBe(true);
    expect(ruleMatches(anySearch, 'GET', at('/commands'), base)).toBe(false);
  });

  it('read nothing from a missing or broken drill, and skip broken rules', () => {
    expect(readFaultDrill(localStorage)).toBeNull();
    localStorage.setItem(FAULT_DRILL_KEY, '{"rules":[');
    expect(readFaultDrill(localStorage)).toBeNull();
    localStorage.setItem(
      FAULT_DRILL_KEY,
      JSON.stringify({ timeoutMs: 900, rules: [rule('/news'), { path: '/x', fault: 'nope' }] }),
    );
    expect(readFaultDrill(localStorage)).toEqual({ timeoutMs: 900, rules: [rule('/news')] });
  });
});

describe('fault handler', () => {
  it('lets every call through when no rule covers it', async () => {
    faulted('/news', '500');
    const commissions = await api.get('/commissions/light');
    expect(commissions.data._embedded.data.length).toBeGreaterThan(0);
  });

  it.each([
    ['500', 500],
    ['404', 404],
    ['403', 403],
  ] as const)('answers the status %s, and counts the hit', async (fault, status) => {
    faulted('/commissions/light', fault);
    const error: unknown = await api.get('/commissions/light').catch((caught: unknown) => caught);
    expect((error as AxiosError).response?.status).toBe(status);
    expect(readFaultDrill(localStorage)?.rules[0].hits).toBe(1);
  });

  it('answers a slow rule’s calls late, as usual or with the fault of a rule', async () => {
    localStorage.setItem(
      FAULT_DRILL_KEY,
      JSON.stringify({
        rules: [rule('/news/light')],
        slow: [
          { method: 'GET', path: '/commissions/light', ms: 250 },
          { method: 'GET', path: '/news/light', ms: 250 },
        ],
        pageSize: 5,
      }),
    );
    expect(readFaultDrill(localStorage)?.pageSize).toBe(5);
    const started = performance.now();
    const commissions = await api.get('/commissions/light');
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(commissions.data._embedded.data.length).toBeGreaterThan(0);
    const late = performance.now();
    const error: unknown = await api.get('/news/light').catch((caught: unknown) => caught);
    expect(performance.now() - late).toBeGreaterThanOrEqual(240);
    expect((error as AxiosError).response?.status).toBe(500);
  });

  it('answers a network error', async () => {
    faulted('/commissions/light', 'network');
    const error: unknown = await api.get('/commissions/light').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).code).toBe(AxiosError.ERR_NETWORK);
  });

  it('never answers: the caller gives up on its own time-out', async () => {
    faulted('/commissions/light', 'timeout');
    const call = fetch(`${apiBaseUrl}/commissions/light`, { signal: AbortSignal.timeout(100) });
    await expect(call).rejects.toThrow(/abort|time/i);
  });

  it('answers a 200 HTML page', async () => {
    faulted('/commissions/light', 'html');
    const response = await fetch(`${apiBaseUrl}/commissions/light`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(await response.text()).toContain('Bad Gateway');
  });

  it('drops `_embedded` from the real list, keeping the rest', async () => {
    faulted('/commissions/light', 'no-embedded');
    const { data } = await api.get('/commissions/light');
    expect(data).not.toHaveProperty('_embedded');
    expect(data.page.totalElements).toBe(8);
  });

  it('cuts the real records down to their id, in a list and alone', async () => {
    await signInAs(...DEMO.member);
    drill([
      { method: 'GET', path: '/commissions/light', fault: 'missing-fields' },
      { method: 'GET', path: '/news/:id', fault: 'missing-fields' },
    ]);
    const list = await api.get('/commissions/light');
    expect(list.data._embedded.data[0]).toEqual({ id: expect.any(Number) });
    const news = await api.get('/news/1');
    expect(news.data).toEqual({ id: 1 });
  });

  it.each([
    ['200-text', 200, 'OK'],
    ['200-empty-object', 200, '{}'],
    ['200-no-body', 200, ''],
    ['201-location', 201, ''],
    ['204', 204, ''],
  ] as const)('does the write, then answers it %s', async (shape, status, text) => {
    server.use(faultHandler(backend));
    await signInAs(...DEMO.admin);
    faulted('/news', shape, 'POST');
    const before = db().news.length;
    const answer = await api.post<unknown>(
      '/news',
      { title: 'Bal', text: 'Samedi.', commission: null },
      { responseType: 'text', transformResponse: (body: unknown) => body },
    );
    expect(answer.status).toBe(status);
    expect(answer.data ?? '').toBe(text);
    expect(db().news).toHaveLength(before + 1);
    const location = answer.headers.location as string | undefined;
    if (shape === '201-location') expect(location).toMatch(`/news/${db().news.at(-1)?.id}`);
    else expect(location).toBeUndefined();
  });

  it('keeps the refusal of a write the backend refused', async () => {
    faulted('/news', '204', 'POST');
    const error: unknown = await api
      .post('/news', { title: 'Bal', text: 'Samedi.', commission: null })
      .catch((caught: unknown) => caught);
    expect((error as AxiosError).response?.status).toBe(401);
  });

  it('adds one odd record after the first of a list, counted in its page', async () => {
    faulted('/commissions/light', 'one-odd-record');
    const { data } = await api.get('/commissions/light');
    const records = data._embedded.data as Record<string, unknown>[];
    expect(records).toHaveLength(9);
    expect(records[1]).toMatchObject({ id: ODD_ID });
    expect(records[1]).not.toHaveProperty('name');
    expect(records[0]).toHaveProperty('name');
    expect(data.page.totalElements).toBe(9);
  });

  it('writes null for every field a record may lack, and ids by link', async () => {
    await signInAs(...DEMO.member);
    faulted('/users/:id', 'nulls');
    const person = (await api.get('/users/1')).data as Record<string, unknown>;
    expect(person).toMatchObject({ id: 1, firstName: 'Jeanne', phone: null, relations: null });
    faulted('/users/:id', 'ids-by-link');
    const linked = (await api.get('/users/1')).data as Record<string, unknown>;
    expect(linked).not.toHaveProperty('id');
    expect(linked._links).toMatchObject({ self: { href: expect.stringMatching(/\/users\/1$/) } });
  });
});
