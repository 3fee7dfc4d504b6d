import type * as z from 'zod/mini';
import { rsql, rsqlWhere } from '@/api/rsql';
import { parseAnswer } from '@/api/parse';
import { type ListPage, parseList } from '@/api/parse-list';
import { signInAnswer } from '@/api/schemas/auth';
import { CALLS } from '@/api/schemas/calls';
import {
  type CountedDepartures,
  countDepartures,
  departuresOf,
  idInSelfLinkOnly,
  kindOf,
} from './shape-report';

/**
 * `npm run probe` (README "Before switching on"): signs in to an integrator's backend with an
 * account they give, reads each GET of the call table (src/api/schemas/calls.ts) that the app
 * makes and that account may make, with the query the app sends (a call no screen makes is said
 * not tried), and says call by call where the answer departs from the
 * contract and whether the app can read it (by the app's own boundary, src/api/parse.ts). Never a
 * write: the sign-in is the one POST. Only Node's built-in `fetch`. Nothing of the app imports
 * this folder.
 */

export interface ProbeOptions {
  /** The API's base, `https://host/amicale/v1`. */
  api: string;
  email: string;
  password: string;
  /** The app's origin: each call is also checked for CORS from it. */
  origin?: string;
  /** Per request; the app's own is 20 s. */
  timeoutMs?: number;
  /** The calendar ledger's year (this year unless said). */
  year?: number;
}

export interface ProbeIo {
  /** One line of the report. */
  out: (line: string) => void;
  fetch?: typeof fetch;
}

/**
 * `readable`; `partly`: a list read with records left out; `unreadable`: what the app could not
 * read (status, body, CORS, no answer); `refused`: a 403 for this account; `not-tried`.
 */
export type Verdict = 'readable' | 'partly' | 'unreadable' | 'refused' | 'not-tried';

export interface CorsFinding {
  allowed: boolean;
  /** What refused it, when refused. */
  problems: string[];
}

export interface CallFinding {
  method: 'GET' | 'POST';
  /** The call of the table: `/users/:id`. */
  call: string;
  /** As sent, query decoded: `/users/12`. */
  path: string;
  status?: number;
  verdict: Verdict;
  /** Why not readable, or why not tried. */
  reason?: string;
  /** A list's records, as the answer carries them. */
  records?: number;
  /** A list's records the app left out. */
  skipped?: { count: number; ids: string[] };
  /** A list's `page`: whether present, and its `totalElements`. */
  page?: { present: boolean; totalElements?: number };
  /** Paths departing from the call's schema, each with the records carrying it (1 for a record). */
  departures?: CountedDepartures;
  notes: string[];
  cors?: CorsFinding;
}

export interface ProbeSummary {
  readable: number;
  partly: number;
  unreadable: number;
  refused: number;
  notTried: number;
}

export interface ProbeResult {
  api: string;
  email: string;
  origin?: string;
  /** The signed-in account, when the sign-in went through. */
  account?: { userId: number; roles: string[] };
  findings: CallFinding[];
  summary: ProbeSummary;
  /** 0: the app can read every answer it was given; 1: it could not read one (or sign in). */
  exitCode: 0 | 1;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const JSON_ACCEPT = 'application/json, text/plain, */*';

interface Received {
  status: number;
  headers: Headers;
  text: string;
}

type Answer = Received | { status?: undefined; failure: string };

const isFinding = (value: Received | CallFinding): value is CallFinding => 'verdict' in value;

/** A query as axios writes it: `,` `:` `[` `]` `$` kept, spaces as `+`. */
function queryOf(params: Record<string, string | number | undefined>): string {
  const encode = (value: string) =>
    encodeURIComponent(value)
      .replace(/%3A/gi, ':')
      .replace(/%24/g, '$')
      .replace(/%2C/gi, ',')
      .replace(/%20/g, '+')
      .replace(/%5B/gi, '[')
      .replace(/%5D/gi, ']');
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const shown = (path: string) => {
  try {
    return decodeURIComponent(path.replace(/\+/g, ' '));
  } catch {
    return path;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const schemaOf = (call: string, list: boolean): z.ZodMiniType => {
  const found = CALLS.find((entry) => entry.method === 'GET' && entry.path === call);
  if (!found?.answer || Boolean(found.list) !== list) {
    throw new Error(`${call}: not a ${list ? 'list' : 'record'} read of the call table`);
  }
  return found.answer;
};

/** Whether a comma-separated header names `wanted` (or `*`). */
const headerNames = (header: string | null, wanted: string) =>
  (header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .some((name) => name === wanted || name === '*');

const firstWords = (text: string) => {
  const start = text.trim().slice(0, 40).replace(/\s+/g, ' ');
  return start ? `starts with '${start}'` : 'empty';
};

/**
 * `read()` without the app's failure log on the console (the boundary logs the records it leaves
 * out, in the app's words): the probe says them itself, on the call's line.
 */
function quietly<T>(read: () => T): T {
  const log = console.error;
  console.error = () => undefined;
  try {
    return read();
  } finally {
    console.error = log;
  }
}

/** A read the probe makes: its table call, its address, how to read its answer. */
interface Read {
  call: string;
  path: string;
  /** Sent without the bearer (a public call). */
  public?: boolean;
  /** What a 404 means to the app, when it is not a failure. */
  notFoundMeans?: string;
  /** The path as printed, when it holds what should not be (a card's code). */
  shownAs?: string;
}

const pathOf = (read: Read) => read.shownAs ?? shown(read.path);

/** A list read: the finding and the records the app made of it. */
interface ListRead {
  finding: CallFinding;
  data: unknown[];
}

export async function runProbe(options: ProbeOptions, io: ProbeIo): Promise<ProbeResult> {
  const api = options.api.replace(/\/+$/, '');
  const origin = options.origin?.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = io.fetch ?? fetch;
  const findings: CallFinding[] = [];
  let bearer = '';

  /** One request: its status, headers and text, or why none came. */
  async function send(path: string, init: RequestInit): Promise<Answer> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<Answer>((resolve) => {
      timer = setTimeout(
        () => resolve({ failure: `no answer within ${timeoutMs / 1000} s` }),
        timeoutMs,
      );
    });
    const asked = (async (): Promise<Answer> => {
      try {
        const response = await doFetch(`${api}${path}`, init);
        return { status: response.status, headers: response.headers, text: await response.text() };
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return {
          failure: `no answer (${cause?.code ?? cause?.message ?? (error as Error).message})`,
        };
      }
    })();
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The CORS check of a call from `origin`: a preflight unless the request is a simple one. */
  async function corsOf(
    path: string,
    answer: Answer,
    preflight?: { method: string; headers: string },
  ): Promise<CorsFinding | undefined> {
    if (!origin) return undefined;
    const problems: string[] = [];
    const allowsOrigin = (headers: Headers, where: string) => {
      const allowed = headers.get('Access-Control-Allow-Origin');
      if (allowed === null) problems.push(`${where}: no Access-Control-Allow-Origin`);
      else if (allowed.trim() !== '*' && allowed.trim() !== origin) {
        problems.push(`${where}: Access-Control-Allow-Origin is '${allowed}'`);
      }
    };
    if (preflight) {
      const answered = await send(path, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': preflight.method,
          'Access-Control-Request-Headers': preflight.headers,
        },
      });
      if (answered.status === undefined) problems.push(`preflight: ${answered.failure}`);
      else if (answered.status < 200 || answered.status > 299) {
        problems.push(`preflight: status ${answered.status}`);
      } else {
        allowsOrigin(answered.headers, 'preflight');
        for (const header of preflight.headers.split(',')) {
          if (!headerNames(answered.headers.get('Access-Control-Allow-Headers'), header)) {
            problems.push(`preflight: Access-Control-Allow-Headers lacks ${header}`);
          }
        }
      }
    }
    if (answer.status !== undefined) allowsOrigin(answer.headers, 'answer');
    return { allowed: problems.length === 0, problems };
  }

  /** Adds a finding and prints its line. */
  function report(finding: CallFinding): CallFinding {
    if (finding.cors && !finding.cors.allowed && finding.verdict !== 'not-tried') {
      finding.verdict = 'unreadable';
      finding.reason = [finding.reason, `CORS refused for ${origin}`].filter(Boolean).join('; ');
    }
    findings.push(finding);
    io.out(lineOf(finding));
    return finding;
  }

  const notTried = (call: string, path: string, reason: string) =>
    report({ method: 'GET', call, path, verdict: 'not-tried', reason, notes: [] });

  /** GET `read.path`: the answer and what the CORS check found. */
  async function get(read: Read): Promise<{ answer: Answer; cors?: CorsFinding }> {
    const headers: Record<string, string> = { Accept: JSON_ACCEPT };
    if (!read.public) headers.Authorization = `Bearer ${bearer}`;
    if (origin) headers.Origin = origin;
    const answer = await send(read.path, { method: 'GET', headers });
    const cors = await corsOf(
      read.path,
      answer,
      read.public ? undefined : { method: 'GET', headers: 'authorization' },
    );
    return { answer, cors };
  }

  /** A 2xx answer, or the finding of any other (no answer, 403, 404, 5xx…). */
  function settle(read: Read, answer: Answer, cors?: CorsFinding): Received | CallFinding {
    const base = { method: 'GET' as const, call: read.call, path: pathOf(read), notes: [] };
    if (answer.status === undefined) {
      return { ...base, verdict: 'unreadable', reason: answer.failure, cors };
    }
    const { status } = answer;
    if (status >= 200 && status <= 299) return answer;
    if (status === 403) return { ...base, status, verdict: 'refused', cors };
    if (status === 404 && read.notFoundMeans) {
      return { ...base, status, verdict: 'readable', notes: [read.notFoundMeans], cors };
    }
    const why =
      status === 401
        ? 'the bearer of the sign-in was refused'
        : status >= 500
          ? 'a server error'
          : 'an error status';
    return { ...base, status, verdict: 'unreadable', reason: `${why} (${status})`, cors };
  }

  /** The finding of a 2xx answer, readable until found otherwise. */
  const received = (read: Read, answer: Received, cors?: CorsFinding): CallFinding => ({
    method: 'GET',
    call: read.call,
    path: pathOf(read),
    status: answer.status,
    verdict: 'readable',
    notes: [],
    cors,
  });

  /** JSON of a 2xx answer, or the reason it is none. */
  const jsonOf = (text: string): { json: unknown } | { reason: string } => {
    try {
      return { json: JSON.parse(text) as unknown };
    } catch {
      return { reason: `not JSON (${firstWords(text)})` };
    }
  };

  /** GET a record, read by the app's `parseAnswer`: the finding and the record read. */
  async function readRecord(read: Read, schema = schemaOf(read.call, false)) {
    const { answer, cors } = await get(read);
    const settled = settle(read, answer, cors);
    if (isFinding(settled)) return { finding: report(settled), record: null };
    const finding = received(read, settled, cors);
    const body = jsonOf(settled.text);
    if ('reason' in body) {
      if (read.notFoundMeans && settled.text.trim() === '') {
        finding.notes.push(`an empty answer: ${read.notFoundMeans}`);
        return { finding: report(finding), record: null };
      }
      return {
        finding: report({ ...finding, verdict: 'unreadable', reason: body.reason }),
        record: null,
      };
    }
    finding.departures = countDepartures([departuresOf(schema, body.json)]);
    if (idInSelfLinkOnly(body.json)) finding.notes.push('id only in _links.self.href');
    let record: unknown = null;
    try {
      record = parseAnswer(schema, body.json);
    } catch (error) {
      finding.verdict = 'unreadable';
      finding.reason = `the app says "${(error as Error).message}"`;
    }
    return { finding: report(finding), record };
  }

  /** A 2xx list answer read by the app's `parseList`: the finding and the records read. */
  function listOf(finding: CallFinding, text: string): ListRead {
    const body = jsonOf(text);
    if ('reason' in body) {
      return { finding: { ...finding, verdict: 'unreadable', reason: body.reason }, data: [] };
    }
    const json = body.json;
    const schema = schemaOf(finding.call, true);
    if (!isObject(json)) {
      return {
        finding: { ...finding, verdict: 'unreadable', reason: `not a list (${kindOf(json)})` },
        data: [],
      };
    }
    const page = isObject(json.page) ? json.page : undefined;
    const total = typeof page?.totalElements === 'number' ? page.totalElements : undefined;
    finding.page = page ? { present: true, totalElements: total } : { present: false };
    const embedded = json._embedded;
    const records = isObject(embedded) && Array.isArray(embedded.data) ? embedded.data : undefined;
    if (isObject(embedded) && !records) {
      const names = Object.keys(embedded).join(', ') || 'nothing';
      finding.notes.push(`_embedded holds ${names}, not data`);
    }
    if (!isObject(embedded)) {
      finding.notes.push(
        total ? `no _embedded.data, yet page.totalElements is ${total}` : 'no _embedded: empty',
      );
    }
    finding.records = records?.length ?? 0;
    if (records) {
      finding.departures = countDepartures(records.map((record) => departuresOf(schema, record)));
      const linkIdsOnly = records.filter(idInSelfLinkOnly).length;
      if (linkIdsOnly) {
        finding.notes.push(`id only in _links.self.href (${linkIdsOnly} of ${records.length})`);
      }
    }
    try {
      // The tolerant boundary tells the records it left out (`skipped`); a strict one fails.
      const read: ListPage<unknown> & { skipped?: { count: number; ids: string[] } } = quietly(() =>
        parseList(schema, json),
      );
      if (read.skipped && read.skipped.count > 0) {
        finding.verdict = 'partly';
        finding.skipped = { count: read.skipped.count, ids: [...read.skipped.ids] };
      }
      return { finding, data: read.data };
    } catch (error) {
      finding.verdict = 'unreadable';
      finding.reason = `the app says "${(error as Error).message}"`;
      return { finding, data: [] };
    }
  }

  /** GET a list, read by the app's `parseList`. */
  async function readList(read: Read): Promise<ListRead> {
    const { answer, cors } = await get(read);
    const settled = settle(read, answer, cors);
    if (isFinding(settled)) return { finding: report(settled), data: [] };
    const { finding, data } = listOf(received(read, settled, cors), settled.text);
    return { finding: report(finding), data };
  }

  /**
   * The first of `paths` whose list holds records (or fails): one line for it, with the others
   * said empty. `paths` empty: not tried, with `why`.
   */
  async function readFirstFilled(
    call: string,
    paths: readonly { path: string; about: string }[],
    why: string,
  ): Promise<ListRead | null> {
    if (!paths.length) {
      notTried(call, call, why);
      return null;
    }
    const empty: string[] = [];
    for (const [index, { path, about }] of paths.entries()) {
      const read = { call, path };
      const { answer, cors } = await get(read);
      const settled = settle(read, answer, cors);
      if (isFinding(settled)) return { finding: report(settled), data: [] };
      const list = listOf(received(read, settled, cors), settled.text);
      const last = index === paths.length - 1;
      if (list.finding.verdict === 'readable' && !list.finding.records && !last) {
        if (!list.finding.cors || list.finding.cors.allowed) {
          empty.push(about);
          continue;
        }
      }
      if (empty.length) list.finding.notes.push(`empty before it: ${empty.join(', ')}`);
      return { finding: report(list.finding), data: list.data };
    }
    return null;
  }

  /** `reason` a list gives no id: refused, unreadable or empty. */
  const noIdFrom = (list: ListRead | null, name: string) => {
    if (!list) return `no ${name} to read`;
    const { finding } = list;
    if (finding.verdict === 'refused') return `${finding.path} was refused to this account (403)`;
    if (finding.verdict === 'unreadable') return `${finding.path} was not readable`;
    return `${finding.path} gave no record`;
  };

  const idsOf = (data: readonly unknown[], key = 'id') =>
    data
      .map((record) => (isObject(record) ? record[key] : undefined))
      .filter((id): id is number | string => typeof id === 'number' || typeof id === 'string');

  /**
   * GET the record `call` names (its last segment stands for the id) of the first id in `list`'s
   * records (`key`: the field holding it), or say it was not tried and why.
   */
  async function readFirstRecord(call: string, list: ListRead | null, name: string, key = 'id') {
    const [id] = idsOf(list?.data ?? [], key);
    if (id === undefined) {
      notTried(call, call, noIdFrom(list, name));
      return;
    }
    await readRecord({ call, path: call.replace(/:\w+$/, encodeURIComponent(String(id))) });
  }

  // ——— The sign-in ———

  io.out(`Probing ${api} as ${options.email}${origin ? ` from the origin ${origin}` : ''}`);
  const signInAnswerOf = await send('/auth/signin', {
    method: 'POST',
    headers: {
      Accept: JSON_ACCEPT,
      'Content-Type': 'application/json',
      ...(origin ? { Origin: origin } : {}),
    },
    body: JSON.stringify({ username: options.email, password: options.password }),
    redirect: 'manual',
  });
  const signInCors = await corsOf('/auth/signin', signInAnswerOf, {
    method: 'POST',
    headers: 'content-type',
  });
  const signIn: CallFinding = {
    method: 'POST',
    call: '/auth/signin',
    path: '/auth/signin',
    status: signInAnswerOf.status,
    verdict: 'readable',
    notes: [],
    cors: signInCors,
  };
  let account: ProbeResult['account'];
  if (signInAnswerOf.status === undefined) {
    signIn.verdict = 'unreadable';
    signIn.reason = signInAnswerOf.failure;
  } else if (signInAnswerOf.status !== 200 && signInAnswerOf.status !== 307) {
    signIn.verdict = 'unreadable';
    signIn.reason = `sign-in refused (${signInAnswerOf.status}): check the e-mail and password`;
  } else {
    const body = jsonOf(signInAnswerOf.text);
    if ('reason' in body) {
      signIn.verdict = 'unreadable';
      signIn.reason = body.reason;
    } else {
      signIn.departures = countDepartures([departuresOf(signInAnswer, body.json)]);
      try {
        const read = parseAnswer(signInAnswer, body.json);
        bearer = read.token;
        account = { userId: read.userId, roles: read.roles };
      } catch (error) {
        signIn.verdict = 'unreadable';
        signIn.reason = `the app says "${(error as Error).message}"`;
      }
    }
  }
  report(signIn);
  if (!account || signIn.verdict === 'unreadable') {
    return finish(undefined);
  }
  io.out(`Signed in: user ${account.userId}, roles ${account.roles.join(', ') || '(none)'}`);
  const userId = account.userId;

  // ——— The account's own calls ———

  await readRecord({ call: '/users/:id', path: `/users/${userId}` });
  await readRecord({
    call: '/users/:id/address',
    path: `/users/${userId}/address`,
    notFoundMeans: 'no address yet, which the app shows as none',
  });
  notTried(
    '/users/:id/unsecure',
    `/users/${userId}/unsecure`,
    'needs a renewal link’s one-use token',
  );
  notTried(
    '/users/:id/address/unsecure',
    `/users/${userId}/address/unsecure`,
    'needs a renewal link’s one-use token',
  );
  const card = await readRecord({ call: '/users/:id/card', path: `/users/${userId}/card` });
  const code =
    isObject(card.record) && typeof card.record.code === 'string' ? card.record.code : '';
  if (code) {
    await readRecord({
      call: '/cards/:code',
      path: `/cards/${encodeURIComponent(code)}`,
      shownAs: `/cards/{the code of ${card.finding.path}}`,
      public: true,
    });
  } else {
    notTried('/cards/:code', '/cards/:code', `no card code: ${card.finding.path} gave none`);
  }

  // ——— Persons ———

  await readList({
    call: '/users',
    path: `/users${queryOf({ sort: 'lastName,asc', page: 0, size: 25 })}`,
  });

  // ——— Commissions ———

  const commissions = await readList({
    call: '/commissions',
    path: `/commissions${queryOf({ size: 25 })}`,
  });
  const technicalNames = idsOf(commissions.data, 'technicalName').map(String);
  if (technicalNames.length) {
    await readList({
      call: '/commissions',
      path: `/commissions${queryOf({ search: rsql({ technicalName: technicalNames[0] }) })}`,
    });
  }
  await readFirstRecord('/commissions/:id', commissions, 'commission');

  // ——— News ———

  const news = await readList({
    call: '/news',
    path: `/news${queryOf({ sort: 'date,desc', page: 0, size: 200 })}`,
  });
  await readFirstRecord('/news/:id', news, 'news');

  // ——— A commission's resources and reservations ———

  /** The first commission whose list `call` holds records, searched on `field`. */
  const readPerCommission = (call: string, field: string, sort: string, size: number) =>
    readFirstFilled(
      call,
      technicalNames.map((name) => ({
        about: name,
        path: `${call}${queryOf({ sort, search: rsql({ [field]: name }), page: 0, size })}`,
      })),
      `no commission to search: ${noIdFrom(commissions, 'commission')}`,
    );
  const resources = await readPerCommission('/resources', 'commission', 'name,asc', 200);
  notTried(
    '/resources/cotisation',
    '/resources/cotisation',
    'needs a payment link’s one-use token',
  );
  await readFirstRecord('/resources/:id', resources, 'resource');
  const reservations = await readPerCommission(
    '/reservations',
    'resource.commission',
    'startDate,asc',
    500,
  );
  await readFirstRecord('/reservations/:id', reservations, 'reservation');

  // ——— Orders ———

  const orders = await readFirstFilled(
    '/commands',
    [
      {
        about: 'this account’s own',
        path: `/commands${queryOf({
          sort: 'date,desc',
          search: rsql({ 'person.id': userId }),
          page: 0,
          size: 200,
        })}`,
      },
      {
        about: 'every order',
        path: `/commands${queryOf({ sort: 'date,desc', page: 0, size: 500 })}`,
      },
    ],
    'no order to search',
  );
  await readFirstRecord('/commands/:id', orders, 'order');
  const year = options.year ?? new Date().getFullYear();
  const calendarOrders = await readFirstFilled(
    '/commands/calendar',
    [year, year - 1].map((each) => ({
      about: String(each),
      path: `/commands/calendar${queryOf({
        search: rsqlWhere('date', '==', `${each}-*`),
        sort: 'date,desc',
        page: 0,
        size: 500,
      })}`,
    })),
    'no year to search',
  );
  await readFirstRecord(
    '/commands/calendar/:externalIdentifier',
    calendarOrders,
    'calendar order',
    'externalIdentifier',
  );

  // ——— The library ———

  const albums = await readList({
    call: '/albums',
    path: `/albums${queryOf({ sort: 'date,desc', page: 0, size: 200 })}`,
  });
  const albumIds = idsOf(albums.data).slice(0, 10);
  await readFirstFilled(
    '/albums/:id/photos',
    albumIds.map((id) => ({
      about: `album ${id}`,
      path: `/albums/${id}/photos${queryOf({ page: 0, size: 500 })}`,
    })),
    noIdFrom(albums, 'album'),
  );
  await readList({
    call: '/documents',
    path: `/documents${queryOf({ sort: 'date,desc', page: 0, size: 200 })}`,
  });
  await readList({
    call: '/partners',
    path: `/partners${queryOf({ sort: 'name,asc', page: 0, size: 200 })}`,
  });

  // ——— The data-protection text (not in the table: HTML as text) ———

  {
    const read = { call: '/siteconfiguration/rgpd', path: '/siteconfiguration/rgpd' };
    const { answer, cors } = await get(read);
    const settled = settle(read, answer, cors);
    if (isFinding(settled)) report(settled);
    else {
      const text = settled.text.trim();
      const asJson = text.startsWith('"') ? jsonOf(text) : undefined;
      const quoted = asJson !== undefined && 'json' in asJson && typeof asJson.json === 'string';
      const finding = received(read, settled, cors);
      finding.notes.push(
        text
          ? `${quoted ? 'a JSON-encoded string' : 'text'}, ${text.length} characters`
          : 'empty: the app shows no text',
      );
      report(finding);
    }
  }

  // ——— Reads of the table the probe has no way to make ———

  for (const call of CALLS) {
    if (call.method !== 'GET' || findings.some((finding) => finding.call === call.path)) continue;
    const reason = call.notMade
      ? 'the app never makes this call'
      : 'the probe does not know where to find its parameters';
    notTried(call.path, call.path, reason);
  }

  return finish(account);

  function finish(signedIn: ProbeResult['account']): ProbeResult {
    const summary: ProbeSummary = {
      readable: findings.filter((finding) => finding.verdict === 'readable').length,
      partly: findings.filter((finding) => finding.verdict === 'partly').length,
      unreadable: findings.filter((finding) => finding.verdict === 'unreadable').length,
      refused: findings.filter((finding) => finding.verdict === 'refused').length,
      notTried: findings.filter((finding) => finding.verdict === 'not-tried').length,
    };
    const exitCode = summary.unreadable || summary.partly || !signedIn ? 1 : 0;
    io.out(summaryLine(summary, exitCode));
    return {
      api,
      email: options.email,
      ...(origin ? { origin } : {}),
      ...(signedIn ? { account: signedIn } : {}),
      findings,
      summary,
      exitCode,
    };
  }
}

/** `path (3/25)` for a list, `path` for a record. */
function counted(entries: readonly { path: string; count: number }[], records?: number): string {
  return entries
    .map(({ path, count }) => (records === undefined ? path : `${path} (${count}/${records})`))
    .join(', ');
}

/** The line a finding prints. */
export function lineOf(finding: CallFinding): string {
  const head = `${finding.method} ${finding.path}  ${finding.status ?? '---'}`;
  const parts: string[] = [];
  switch (finding.verdict) {
    case 'readable':
      parts.push('readable');
      break;
    case 'partly': {
      const { count, ids } = finding.skipped ?? { count: 0, ids: [] };
      parts.push(
        `READABLE WITH ${count} of ${finding.records ?? '?'} records left out${ids.length ? ` (${ids.join(', ')})` : ''}`,
      );
      break;
    }
    case 'unreadable':
      parts.push(`NOT READABLE: ${finding.reason ?? ''}`);
      break;
    case 'refused':
      parts.push('refused to this account (403), not a failure of the backend');
      break;
    case 'not-tried':
      parts.push(`not tried: ${finding.reason ?? ''}`);
      break;
  }
  const records = finding.page ? finding.records : undefined;
  if (finding.page) {
    parts.push(`${finding.records ?? 0} record${finding.records === 1 ? '' : 's'}`);
    parts.push(
      finding.page.present
        ? `page present${finding.page.totalElements === undefined ? '' : ` (totalElements ${finding.page.totalElements})`}`
        : 'no page',
    );
  }
  const departures = finding.departures;
  if (departures) {
    const labels: [keyof CountedDepartures, string][] = [
      ['missing', 'missing'],
      ['mistyped', 'mistyped'],
      ['nulls', 'null'],
      ['unknown', 'unknown'],
      ['embedded', 'embedded'],
      ['linked', 'linked'],
    ];
    for (const [key, label] of labels) {
      if (departures[key].length) parts.push(`${label}: ${counted(departures[key], records)}`);
    }
  }
  parts.push(...finding.notes);
  if (finding.cors) {
    parts.push(
      finding.cors.allowed ? 'CORS allowed' : `CORS REFUSED: ${finding.cors.problems.join(', ')}`,
    );
  }
  return `${head}  ${parts.join('; ')}`;
}

/** The last line: the counts and the exit code. */
export function summaryLine(summary: ProbeSummary, exitCode: number): string {
  const readable = summary.readable + summary.partly;
  return [
    `Summary: ${readable} readable${summary.partly ? ` (${summary.partly} with records left out)` : ''}`,
    `${summary.unreadable} not readable`,
    `${summary.refused} refused to this account (403)`,
    `${summary.notTried} not tried; exit ${exitCode}`,
  ].join(', ');
}
