/**
 * The demo's fault drill (`tests/e2e/faults.spec.ts`): rules kept in localStorage that
 * make the embedded backend answer a chosen call with a fault instead of its real answer.
 * Written here without MSW, so that the browser tests share the rule format and the matching.
 */

/**
 * Where the drill is kept: `{ timeoutMs?, rules, slow?, pageSize? }` as JSON. Absent: the demo
 * works as usual.
 */
export const FAULT_DRILL_KEY = 'amicale-demo-faults';

export const FAULTS = [
  '500',
  '404',
  '403',
  'network',
  'timeout',
  'html',
  'no-embedded',
  'missing-fields',
] as const;

/**
 * `500`, `404`, `403`: that status with a Spring-like problem body; `network`: a network error;
 * `timeout`: no answer at all; `html`: a 200 carrying an HTML page (a proxy's or the SPA's);
 * `no-embedded`: the real answer without its `_embedded`; `missing-fields`: the real answer with
 * each record cut down to its `id`.
 */
export type Fault = (typeof FAULTS)[number];

/**
 * Answers the contract allows that the embedded backend does not give by itself: the shape
 * matrix's (src/mocks/faults/shape-variants.ts says what each is). The body shapes reshape the
 * real answer's JSON; the write answers replace a write's answer once the write is done.
 */
export const BODY_SHAPES = [
  'minimal',
  'no-page',
  'words',
  'empty',
  'nulls',
  'ids-by-link',
  'one-odd-record',
] as const;
export type BodyShape = (typeof BODY_SHAPES)[number];

/** The other 2xx answers a write may get (docs/calls.md#writing): each a shape of its own. */
export const WRITE_ANSWERS = [
  '200-text',
  '200-empty-object',
  '200-no-body',
  '201-location',
  '204',
] as const;
/**
 * A write whose answer is HTML by design (the data-protection text) may also answer `200` with
 * the text it stored, as `text/html`: for any other write, such a page is a proxy's (a fault).
 */
export const HTML_WRITE_ANSWER = '200-html';
export type WriteAnswer = (typeof WRITE_ANSWERS)[number] | typeof HTML_WRITE_ANSWER;

export const SHAPES = [...BODY_SHAPES, ...WRITE_ANSWERS, HTML_WRITE_ANSWER] as const;
export type Shape = (typeof SHAPES)[number];

export interface FaultRule {
  /** `GET`, `POST`… or `*` for any. */
  method: string;
  /**
   * The path after `/{product}/v1`: `:name` stands for one segment, a final `*` for the rest.
   * An optional query lists what the request's must hold: `k=v`, `k=v*` (a prefix), or `k`.
   * `/commissions?size=25`, `/commands?search=person.id*`, `/users/:id/unsecure`.
   */
  path: string;
  fault: Fault | Shape;
  /** How many requests this rule answered (the drill counts, so a test knows it was hit). */
  hits?: number;
}

/**
 * A slow backend: the calls it covers (`method` and `path` as a fault rule's) are answered as
 * usual, or with the fault of a rule, `ms` later; each page of a list is one such call, so that a
 * read of every page takes its time (tests/e2e/progress.spec.ts).
 */
export interface SlowRule {
  method: string;
  path: string;
  ms: number;
}

export interface FaultDrill {
  /** A shorter time-out for every call of the page (the client's is 20 s), set at start. */
  timeoutMs?: number;
  rules: FaultRule[];
  /** Calls answered late. */
  slow?: SlowRule[];
  /** At most this many records a page (the embedded backend's `maxPageSize`), set at start. */
  pageSize?: number;
}

function isRule(value: unknown): value is FaultRule {
  const rule = value as Partial<FaultRule> | null;
  return (
    typeof rule?.method === 'string' &&
    typeof rule.path === 'string' &&
    ([...FAULTS, ...SHAPES] as readonly string[]).includes(rule.fault as string)
  );
}

function isSlow(value: unknown): value is SlowRule {
  const slow = value as Partial<SlowRule> | null;
  return (
    typeof slow?.method === 'string' &&
    typeof slow.path === 'string' &&
    typeof slow.ms === 'number' &&
    slow.ms >= 0
  );
}

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/** The drill in `storage`, or null when there is none (or it cannot be read). */
export function readFaultDrill(storage: Pick<Storage, 'getItem'>): FaultDrill | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(FAULT_DRILL_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { timeoutMs, rules, slow, pageSize } = parsed as Partial<FaultDrill>;
  return {
    timeoutMs: positive(timeoutMs),
    rules: Array.isArray(rules) ? rules.filter(isRule) : [],
    slow: Array.isArray(slow) ? slow.filter(isSlow) : undefined,
    pageSize: positive(pageSize),
  };
}

function pathMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) return true;
    const part = actual[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment !== decodeURIComponent(part)) return false;
  }
  return wanted.length === actual.length;
}

function queryMatches(pattern: string, query: URLSearchParams): boolean {
  for (const condition of pattern.split('&').filter(Boolean)) {
    const [key, expected] = condition.split(/=(.*)/s, 2);
    const values = query.getAll(key);
    if (values.length === 0) return false;
    if (expected === undefined) continue;
    const prefix = expected.endsWith('*');
    const text = prefix ? expected.slice(0, -1) : expected;
    if (!values.some((value) => (prefix ? value.startsWith(text) : value === text))) return false;
  }
  return true;
}

/** Whether `rule` covers a request of `method` on `url`, whose API path follows `basePath`. */
export function ruleMatches(
  rule: Pick<FaultRule, 'method' | 'path'>,
  method: string,
  url: URL,
  basePath: string,
): boolean {
  if (rule.method !== '*' && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  if (!url.pathname.startsWith(`${basePath}/`)) return false;
  const [pathPattern, queryPattern = ''] = rule.path.split(/\?(.*)/s, 2);
  return (
    pathMatches(pathPattern, url.pathname.slice(basePath.length)) &&
    queryMatches(queryPattern, url.searchParams)
  );
}
