import { getConfig, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { App } from '@/app/app';
import { queryClient } from '@/app/query-client';
import { api, binaryApi } from '@/api/client';
import { lightDefaults } from '@/api/light-client';
import { DEMO_ACCOUNTS } from '@/mocks/backend/demo-accounts';
import { faultHandler } from '@/mocks/faults/fault-handler';
import {
  type BodyShape,
  FAULT_DRILL_KEY,
  type FaultDrill,
  type Shape,
  WRITE_ANSWERS,
  HTML_WRITE_ANSWER,
  type WriteAnswer,
  readFaultDrill,
  ruleMatches,
} from '@/mocks/faults/fault-rules';
import { ODD_ID, writeAnswersApply } from '@/mocks/faults/shape-variants';
import { callOf } from '@/api/schemas/calls';
import { apiBaseUrl } from '@/config/env';
import { backend, server } from '@/mocks/backend/node';
import { useSession } from '@/stores/session';
import {
  type StoredSession,
  readStoredSession,
  writeStoredSession,
} from '@/stores/session-storage';
import {
  type Answer,
  FAULTS_OF,
  type Fault,
  type FaultRule,
  type Outcome,
  SKIPPED_SAID,
  type Text,
  logged,
  matches,
  message as messageOutcome,
  quiet as quietOutcome,
} from './outcomes';

/**
 * The fault matrix, cell by cell, on the whole app in jsdom: each row is a call a screen makes;
 * each of its faults (src/mocks/faults/fault-rules.ts) is served by the embedded backend's own fault
 * drill, and the cell checks what the user then sees, as the browser's matrix did, at a
 * fraction of its cost. The browser keeps a smoke of it (tests/e2e/faults.spec.ts).
 */

export type Account = keyof typeof DEMO_ACCOUNTS;

export interface UnitRow {
  /** The call as printed: `POST /auth/signin`. */
  call: string;
  /** The requests the fault goes to (src/mocks/faults/fault-rules.ts `FaultRule`). */
  request: { method: string; path: string };
  /** The screen, as printed (tests/e2e/screens.ts names). */
  screen: string;
  /** Who is signed in (none: a visitor). */
  as?: Account;
  answer: Answer;
  /** The hash route the screen is at, or how to find it (a link of the demo's mailbox). */
  path: string | (() => string | Promise<string>);
  /** Faults served all along (not counted): the state a call is reachable from. */
  given?: FaultRule[];
  /** After the screen is open (no fault yet): waits for it and fills the input. */
  setup?: (user: UserEvent) => Promise<void>;
  /** The action that makes the call; none: the call comes with opening the screen. */
  act?: (user: UserEvent) => Promise<void>;
  expect: (fault: Fault) => Outcome;
  /** Throws when the input typed in `setup` is gone. */
  kept?: () => void;
  /** The control that must be usable again: enabled, not busy. */
  control?: () => HTMLElement;
  /**
   * What the screen shows with every legal answer of its call (the shape matrix), beside never
   * failing: its key words, when the row's screen has some.
   */
  shows?: Text | ((shape: Shape) => Text | undefined);
  /**
   * A write's row: what the screen shows once the write succeeded (its toast, or the state it
   * comes to), whatever 2xx answered it (the shape matrix's write answers). Each text must show.
   */
  succeeds?: Text | readonly Text[];
}

/**
 * The light client's time-out in a `timeout` cell (the app's own path, shortened). It is the
 * page's: the screen's other light calls have it too, and must be answered within it.
 */
const CELL_TIMEOUT_MS = 200;
/**
 * The faulted axios call's time-out in a `timeout` cell. That call alone has it, and it never
 * answers: the length only sets when the failure comes. Its timer starts as axios hands the
 * request to fetch, and the request reaches the drill, which counts it, within that same task:
 * no timer can fire before, however busy the machine.
 */
const FAULTED_CALL_TIMEOUT_MS = 20;
/** The API's base path (`/amicale/v1`), which the drill's rules follow. */
const API_PATH = new URL(apiBaseUrl).pathname.replace(/\/$/, '');
/** How long a cell may take to end: a time-out, the retry, another time-out. */
const SETTLE_MS = 4 * CELL_TIMEOUT_MS + 2_000;
/**
 * How often a wait that reads no page (the drill's hits, the console) looks again: what it waits
 * for changes nothing on the page, so no page change wakes it up earlier.
 */
const CHEAP_POLL_MS = 5;

function setRules(rules: FaultRule[]): void {
  const drill: FaultDrill = { rules };
  localStorage.setItem(FAULT_DRILL_KEY, JSON.stringify(drill));
}

function hits(rule: FaultRule): number {
  const stored = readFaultDrill(localStorage)?.rules.find(
    (candidate) =>
      candidate.method === rule.method &&
      candidate.path === rule.path &&
      candidate.fault === rule.fault,
  );
  return stored?.hits ?? 0;
}

const textOf = (text: Text) => (typeof text === 'string' ? `'${text}'` : String(text));

/**
 * The roles that say an outcome: an error state is an alert; a message is a toast or an alert,
 * said as an alert (a failure) or as a status (a result, such as "nothing to pay").
 */
const SAID_AS = { message: ['alert', 'status'], 'error state': ['alert'] } as const;

function saidWith(
  text: Text,
  stale: ReadonlySet<Element>,
  kind: keyof typeof SAID_AS,
): HTMLElement[] {
  const roles = SAID_AS[kind];
  // The role query weighs each element's visibility up its ancestors: it is only asked once an
  // element that may have the role (the elements it starts from) holds the text.
  const candidates = document.body.querySelectorAll(
    roles.map((role) => `[role~="${role}"]`).join(', '),
  );
  if (!Array.from(candidates).some((element) => matches(element.textContent ?? '', text))) {
    return [];
  }
  return roles
    .flatMap((role) => screen.queryAllByRole(role))
    .filter((said) => !stale.has(said) && matches(said.textContent ?? '', text));
}

function shows(text: Text): boolean {
  // An element's text is a part of the page's: words the page lacks, no element holds.
  const onPage = typeof text !== 'string' || (document.body.textContent ?? '').includes(text);
  return (
    (onPage &&
      screen.queryAllByText((_content, element) => {
        if (!element) return false;
        // The innermost element holding the text (not each of its ancestors).
        const own = element.textContent ?? '';
        if (!matches(own, text)) return false;
        return !Array.from(element.children).some((child) =>
          matches(child.textContent ?? '', text),
        );
      }).length > 0) ||
    screen.queryAllByDisplayValue(text).length > 0
  );
}

function stage(): string {
  const headings = screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent);
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent?.slice(0, 90));
  return `headings ${JSON.stringify(headings)}, alerts ${JSON.stringify(alerts)}`;
}

async function reach(
  expected: Outcome,
  stale: ReadonlySet<Element>,
  logs: readonly string[],
  rule: FaultRule,
): Promise<HTMLElement | null> {
  const { kind, text } = expected;
  const options = { timeout: SETTLE_MS, onTimeout: (error: Error) => error };
  if (kind === 'message' || kind === 'error state') {
    await waitFor(
      () => {
        if (!saidWith(text, stale, kind).length)
          throw new Error(`expected ${kind} ${textOf(text)}`);
      },
      {
        timeout: SETTLE_MS,
        // The page as it is when the wait gives up, read once rather than at every look.
        onTimeout: (error: Error) => new Error(`${error.message}; ${stage()}`),
      },
    );
    const alert = saidWith(text, stale, kind)[0];
    if (kind === 'error state') {
      return within(alert).getByRole('button', { name: 'Réessayer' });
    }
    return null;
  }
  if (kind === 'log') {
    await waitFor(
      () => {
        if (!logs.some((line) => matches(line, text))) {
          throw new Error(`expected a log ${textOf(text)}; logs ${JSON.stringify(logs)}`);
        }
      },
      { ...options, interval: CHEAP_POLL_MS },
    );
  } else {
    // The call first (hits only grow while the cell runs), then what the screen shows of it.
    await waitFor(
      () => {
        if (!hits(rule)) throw new Error('the call was not made');
      },
      { ...options, interval: CHEAP_POLL_MS },
    );
    await waitFor(
      () => {
        if (!hits(rule)) throw new Error('the call was not made');
        if (!shows(text)) throw new Error(`expected ${textOf(text)} on view`);
      },
      {
        timeout: SETTLE_MS,
        onTimeout: (error: Error) => new Error(`${error.message}; ${stage()}`),
      },
    );
  }
  if (kind !== 'done') {
    // Once the call has failed, nothing more may come: a late message would not be quiet.
    await quiet();
    const said = screen
      .queryAllByRole('alert')
      .filter((alert) => !stale.has(alert))
      .map((alert) => alert.textContent);
    expect(said, 'a silent failure said something').toEqual([]);
  }
  return null;
}

/** What must hold after every cell: a drawn screen, no crash, nothing left spinning. */
async function alive(row: UnitRow): Promise<void> {
  await settled();
  if (row.control) {
    const control = row.control();
    expect(control, 'its button is left disabled').toBeEnabled();
  }
  row.kept?.();
}

/** A drawn screen, no crash, nothing left spinning. */
/**
 * Every call the screen started has ended and been drawn: no query nor write left running, no
 * spinner. What a late answer would say is on view by then.
 */
async function quiet(): Promise<void> {
  await waitFor(
    () => {
      expect(queryClient.isFetching() + queryClient.isMutating(), 'a call still running').toBe(0);
      expect(document.querySelectorAll('[aria-busy="true"], .spinner-border')).toHaveLength(0);
    },
    { timeout: SETTLE_MS },
  );
}

async function settled(): Promise<void> {
  expect(document.body.textContent?.trim(), 'blank screen').toBeTruthy();
  expect(
    screen.queryByRole('heading', { name: 'Une erreur est survenue' }),
    "the route's error panel (the screen crashed)",
  ).toBeNull();
  // What the page loads besides the faulted call may still be on its way: it must end.
  await waitFor(
    () => expect(document.querySelectorAll('[aria-busy="true"], .spinner-border')).toHaveLength(0),
    { timeout: SETTLE_MS },
  );
}

/**
 * Each account's session as the app stored it at its first sign-in: the backend keeps nothing of
 * a session token, which stays good across its resets.
 */
const storedSessions = new Map<Account, StoredSession>();

/**
 * Signed in as `account`: through the sign-in call the first time, then with the session the app
 * stored then, which the app restores as it opens (a page reloaded while signed in).
 */
async function signIn(account: Account): Promise<void> {
  const stored = storedSessions.get(account);
  if (stored) {
    writeStoredSession(stored);
    useSession.getState().restore();
    return;
  }
  const { email, password } = DEMO_ACCOUNTS[account];
  await useSession.getState().login(email, password);
  const session = readStoredSession();
  if (session) storedSessions.set(account, session);
}

/**
 * `row`'s screen opened afresh, signed in as it says, and its call made with `rule` served: at
 * once, or by the row's action after its setup. Answers the alerts already on screen then.
 */
async function openWith(
  row: UnitRow,
  rule: FaultRule,
  user: UserEvent,
): Promise<ReadonlySet<Element>> {
  server.use(faultHandler(backend));
  const given = row.given ?? [];
  setRules(given);
  if (row.as) await signIn(row.as);
  window.location.hash = `#${typeof row.path === 'string' ? row.path : await row.path()}`;
  if (!row.act) setRules([rule, ...given]);
  render(<App />);
  if (!row.act) return new Set();
  await row.setup?.(user);
  const stale = new Set([...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')]);
  setRules([rule, ...given]);
  await row.act(user);
  return stale;
}

/**
 * The user, without a pause between the events of a keystroke or a click: React draws each event
 * as it is dispatched (Testing Library wraps it in act), and each call ends with a task's wait.
 */
const newUser = () => userEvent.setup({ delay: null });

/**
 * What a list whose every record is cut down to its id (`missing-fields`) ends as, unless its row
 * says otherwise: no record could be read, so none is shown and the screen says how many it left
 * out where it would say a failure (its notice, or its export's message), or logs them where it
 * would log one (docs/rules.md#reading-a-real-backend).
 */
function expectedOf(row: UnitRow, fault: Fault): Outcome {
  const expected = row.expect(fault);
  const failure = row.expect('500');
  if (row.answer !== 'list' || fault !== 'missing-fields' || expected !== failure) return expected;
  switch (failure.kind) {
    case 'error state':
      return quietOutcome(SKIPPED_SAID);
    case 'message':
      return messageOutcome(SKIPPED_SAID);
    case 'log':
      return logged(ODD_RECORD_LOGGED);
    default:
      return expected;
  }
}

/** One cell: `row`'s call answered with `fault`, from the screen opened afresh. */
export async function runCell(row: UnitRow, fault: Fault): Promise<void> {
  const user = newUser();
  const logs: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logs.push(args.map(String).join(' '));
  });
  const clients = [api, binaryApi];
  const saved = clients.map(({ defaults }) => ({ ...defaults }));
  const defaults = queryClient.getDefaultOptions();
  const lightTimeout = lightDefaults.timeout;
  const rule: FaultRule = { ...row.request, fault };
  const interceptors: [typeof api, number][] = [];
  try {
    if (fault === 'timeout') {
      lightDefaults.timeout = CELL_TIMEOUT_MS;
      for (const client of clients) {
        // jsdom's XMLHttpRequest, as MSW wraps it, never times out an unanswered call; the fetch
        // adapter does (the same AxiosError ECONNABORTED the browser's time-out gives).
        client.defaults.adapter = 'fetch';
        // Only the call the fault holds times out early: the screen's other calls keep theirs,
        // however long a busy machine takes to answer them.
        interceptors.push([
          client,
          client.interceptors.request.use((config) => {
            const address = new URL(client.getUri(config), apiBaseUrl);
            if (ruleMatches(rule, config.method ?? 'get', address, API_PATH)) {
              config.timeout = FAULTED_CALL_TIMEOUT_MS;
            }
            return config;
          }),
        ]);
      }
    }
    // TanStack Query's one retry comes at once: the same path, without its second of pause.
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
    const stale = await openWith(row, rule, user);
    const expected = expectedOf(row, fault);
    const retry = await reach(expected, stale, logs, rule);
    expect(hits(rule), 'the call was not made').toBeGreaterThan(0);
    setRules(row.given ?? []);
    if (expected.kind !== 'done') await alive(row);
    if (retry) {
      // The backend answers again: Réessayer brings the screen back.
      await user.click(retry);
      await waitFor(
        () => expect(saidWith(expected.text, new Set(), 'error state')).toHaveLength(0),
        {
          timeout: SETTLE_MS,
        },
      );
    }
  } finally {
    lightDefaults.timeout = lightTimeout;
    spy.mockRestore();
    for (const [client, id] of interceptors) client.interceptors.request.eject(id);
    clients.forEach((client, index) => {
      client.defaults.adapter = saved[index].adapter;
    });
    queryClient.setDefaultOptions(defaults);
  }
}

/** The calls whose answers carry lists of words (`roles`, `subscriptions`…). */
const WORDS_CALLS = /^(POST \/auth\/signin|GET \/users(\/\{id\})?($|[ ?])|GET \/commissions)/;

const isWrite = (row: UnitRow) => row.request.method !== 'GET';

/**
 * A write row whose answer may be every 2xx: a write whose answer the screen does not need (the
 * sign-in's, the validation's and Stripe's are needed: shape-variants.ts `writeAnswersApply`).
 */
export function takesWriteAnswers(row: UnitRow): boolean {
  if (!isWrite(row) || !['record', 'unread', 'html'].includes(row.answer)) return false;
  return writeAnswersApply(row.request.method, row.request.path.split('?')[0]);
}

/** The legal shapes of a row's answer that mean something for it (see shape-variants.ts). */
export function shapesOf(row: UnitRow): BodyShape[] {
  if (row.answer !== 'list' && row.answer !== 'record') return [];
  const path = row.request.path.split('?')[0];
  if (!callOf(row.request.method, path)?.answer) return [];
  const shapes: BodyShape[] = ['minimal', 'nulls', 'ids-by-link'];
  if (row.answer === 'list') shapes.push('no-page', 'empty', 'one-odd-record');
  if (WORDS_CALLS.test(row.call)) shapes.push('words');
  return shapes;
}

/** The other 2xx answers of a write row (`takesWriteAnswers`), none for the others. */
export const writeAnswersOf = (row: UnitRow): WriteAnswer[] => {
  if (!takesWriteAnswers(row)) return [];
  return row.answer === 'html' ? [...WRITE_ANSWERS, HTML_WRITE_ANSWER] : [...WRITE_ANSWERS];
};

/**
 * What the failure log holds of the odd record a screen that says nothing (a menu, a cache) left
 * out: the words, or its id.
 */
const ODD_RECORD_LOGGED = new RegExp(`pas pu être lu|\\b${ODD_ID}\\b`);

/**
 * `row`'s screen opened with `rule` served, once its call is made and every call has ended: the
 * console's errors since it opened, and the row's outcome of a failure.
 */
async function openSettled(
  row: UnitRow,
  rule: FaultRule,
  user: UserEvent,
  logs: string[],
): Promise<{ stale: ReadonlySet<Element>; failure: Outcome }> {
  const failure = row.expect('500');
  const stale = await openWith(row, rule, user);
  await waitFor(() => expect(hits(rule), 'the call was not made').toBeGreaterThan(0), {
    timeout: SETTLE_MS,
    interval: CHEAP_POLL_MS,
  });
  // The call went through: the screen may have moved on (signed in, paid), its button gone.
  await settled();
  // A failure said late: every call has ended and been drawn before the screen is read.
  await quiet();
  if (failure.kind === 'message' || failure.kind === 'error state') {
    expect(saidWith(failure.text, new Set(), failure.kind), `the row's failure was said`).toEqual(
      [],
    );
  }
  expect(
    logs.filter(
      (line) =>
        (/Réponse inutilisable/.test(line) ||
          (failure.kind === 'log' && matches(line, failure.text))) &&
        // The odd record a list left out is logged, as it must be: not a failure of the call.
        !(rule.fault === 'one-odd-record' && ODD_RECORD_LOGGED.test(line)),
    ),
    'a failure was logged',
  ).toEqual([]);
  return { stale, failure };
}

/** Console errors gathered while `run` runs, then the console as it was. */
async function withLogs(run: (logs: string[]) => Promise<void>): Promise<void> {
  const logs: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logs.push(args.map(String).join(' '));
  });
  try {
    await run(logs);
  } finally {
    spy.mockRestore();
  }
}

/**
 * One cell of the shape matrix: `row`'s call answered with a legal `shape` of its real answer.
 * The screen must read it as it reads the real one: its call made, no failure said nor logged
 * (the row's own failure, an unusable answer), no crash, nothing left spinning, and what the row
 * `shows`. With one odd record in a list, it also says it left one out (or, where the row's
 * failures are only logged, logs it).
 */
export function runShapeCell(row: UnitRow, shape: BodyShape): Promise<void> {
  return withLogs(async (logs) => {
    const rule: FaultRule = { ...row.request, fault: shape };
    const { failure } = await openSettled(row, rule, newUser(), logs);
    if (shape === 'one-odd-record') {
      if (failure.kind === 'log') {
        await waitFor(
          () =>
            expect(
              logs.some((line) => ODD_RECORD_LOGGED.test(line)),
              `expected a log ${String(ODD_RECORD_LOGGED)}; logs ${JSON.stringify(logs)}`,
            ).toBe(true),
          { timeout: SETTLE_MS, interval: CHEAP_POLL_MS },
        );
      } else {
        await waitFor(
          () => expect(shows(SKIPPED_SAID), `expected ${textOf(SKIPPED_SAID)} on view`).toBe(true),
          {
            timeout: SETTLE_MS,
            onTimeout: (error: Error) => new Error(`${error.message}; ${stage()}`),
          },
        );
      }
    }
    // An empty list shows its empty state, not the row's words.
    const wanted = typeof row.shows === 'function' ? row.shows(shape) : row.shows;
    if (wanted !== undefined && shape !== 'empty') {
      await waitFor(() => expect(shows(wanted), `expected ${textOf(wanted)} on view`).toBe(true), {
        timeout: SETTLE_MS,
      });
    }
  });
}

/**
 * `query` with Testing Library's own switch on, the one its `waitFor` turns on between tries: a
 * query that finds nothing says so without listing every role on the page. Listing them took a
 * fifth of a shape file's time, for an error this file catches and drops.
 */
function withoutRoleListing<T>(query: () => T): T {
  // Not in Testing Library's types: the switch is its own, internal.
  const config = getConfig() as ReturnType<typeof getConfig> & {
    _disableExpensiveErrorDiagnostics?: boolean;
  };
  const before = config._disableExpensiveErrorDiagnostics;
  config._disableExpensiveErrorDiagnostics = true;
  try {
    return query();
  } finally {
    config._disableExpensiveErrorDiagnostics = before;
  }
}

/** `row`'s control, when the screen still has it (a write's success may close its dialog). */
function controlLeft(row: UnitRow): HTMLElement | null {
  try {
    return withoutRoleListing(() => row.control?.() ?? null);
  } catch {
    return null;
  }
}

/**
 * One write answer: `row`'s write done by the backend, then answered `answer` (another legal
 * 2xx). The screen says what the row `succeeds` says, no failure, and its button works again.
 */
export function runWriteAnswerCell(row: UnitRow, answer: WriteAnswer): Promise<void> {
  return withLogs(async (logs) => {
    const rule: FaultRule = { ...row.request, fault: answer };
    const { stale } = await openSettled(row, rule, newUser(), logs);
    const wanted: readonly Text[] =
      row.succeeds === undefined
        ? []
        : typeof row.succeeds === 'string' || row.succeeds instanceof RegExp
          ? [row.succeeds]
          : row.succeeds;
    expect(wanted, `the row says what its success shows (succeeds)`).not.toEqual([]);
    for (const text of wanted) {
      await waitFor(() => expect(shows(text), `expected ${textOf(text)} on view`).toBe(true), {
        timeout: SETTLE_MS,
        onTimeout: (error: Error) => new Error(`${error.message}; ${stage()}`),
      });
    }
    const failures = screen
      .queryAllByRole('alert')
      .filter((alert) => !stale.has(alert))
      .map((alert) => alert.textContent ?? '')
      .filter((said) => !wanted.some((text) => matches(said, text)));
    expect(failures, 'a failure was said about a write the backend did').toEqual([]);
    const control = controlLeft(row);
    if (control) {
      expect(control, 'its button is left disabled').toBeEnabled();
      expect(control).not.toHaveAttribute('aria-busy', 'true');
    }
  });
}

/**
 * The rows' shape matrix: one test per legal shape of each row's answer, and one per other 2xx
 * answer of each write.
 */
export function describeShapes(rows: readonly UnitRow[]): void {
  for (const row of rows) {
    const shapes = shapesOf(row);
    const answers = writeAnswersOf(row);
    if (!shapes.length && !answers.length) continue;
    describe(`${row.call} (${row.screen})`, () => {
      if (shapes.length) {
        it.each(shapes)('answered %s: the screen reads it', (shape) => runShapeCell(row, shape));
      }
      if (answers.length) {
        it.each(answers)('answered %s: the write succeeds', (answer) =>
          runWriteAnswerCell(row, answer),
        );
      }
    });
  }
}

/** The rows, each a `describe` with one test per fault that means something for its answer. */
export function describeRows(rows: readonly UnitRow[]): void {
  for (const row of rows) {
    describe(`${row.call} (${row.screen})`, () => {
      it.each(FAULTS_OF[row.answer])('× %s ends as its row says', (fault) => runCell(row, fault));
    });
  }
}
