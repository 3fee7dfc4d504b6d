import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  expect,
} from '@playwright/test';
import { FAULT_DRILL_KEY, type FaultDrill } from '../../../src/mocks/faults/fault-rules';
import {
  type Answer,
  FAULTS,
  FAULTS_OF,
  type Fault,
  type FaultRule,
  LEGEND,
  type Outcome,
  SHORT,
  type Text,
  matches,
} from '../../unit/faults/outcomes';
import { type DemoAccount, LoginPage } from './login-page';
import { settled } from './settled';

export type { Fault, Outcome };
export {
  SKIPPED_SAID,
  byFault,
  done,
  errorState,
  logged,
  message,
  quiet,
} from '../../unit/faults/outcomes';

/**
 * The fault matrix in the browser: each call of its rows, driven into each fault by the
 * embedded backend's fault drill (src/mocks/faults/fault-rules.ts), must end in what its row expects,
 * with the screen alive, its buttons usable and its input kept. What a row expects is written
 * as in the Vitest matrix (tests/unit/faults/outcomes.ts).
 */

/** Every call of the drill's page times out after this (the app's own client, shortened). */
export const DRILL_TIMEOUT_MS = 2_000;

/** A call of a screen: one row of the matrix. */
export interface CallRow {
  /** The call as printed: `POST /auth/signin`. */
  call: string;
  /** The requests the fault goes to (src/mocks/faults/fault-rules.ts `FaultRule`). */
  request: { method: string; path: string };
  /** The screen, as printed. */
  screen: string;
  /** Who is signed in (none: a visitor). */
  as?: DemoAccount;
  answer: Answer;
  /** Where the screen is: an address after the origin, or found once by the page (a mail's link). */
  address: string | ((page: Page) => Promise<string>);
  /** Faults served all along (not counted): the state a call is reachable from. */
  given?: FaultRule[];
  /** After the screen is open (no fault yet): waits for it and fills the input. */
  setup?: (page: Page) => Promise<void>;
  /** The action that makes the call; none: the call comes with opening the screen. */
  act?: (page: Page) => Promise<void>;
  expect: (fault: Fault) => Outcome;
  /** Fails when the input typed in `setup` is gone. */
  kept?: (page: Page) => Promise<void>;
  /** The control that must be usable again: enabled, not busy. */
  control?: (page: Page) => Locator;
}

export interface CellResult {
  row: CallRow;
  fault: Fault;
  expected: Outcome;
  /** The outcome reached, or what went wrong. */
  problems: string[];
  ms: number;
}

export interface RowResult {
  row: CallRow;
  cells: CellResult[];
  /** A failure outside the cells (the screen could not be opened). */
  error?: string;
  ms: number;
}

const STALE = 'data-fault-stale';
const ALERTS = '[role="alert"]';

/** Runs before the app on each load: a drill with no fault yet and the short time-out. */
function installDrill({ key, timeoutMs }: { key: string; timeoutMs: number }): void {
  if (localStorage.getItem(key) === null) {
    localStorage.setItem(key, JSON.stringify({ timeoutMs, rules: [] }));
  }
}

async function setRules(page: Page, rules: FaultRule[]): Promise<void> {
  await page.evaluate(
    ([key, next, timeoutMs]) => {
      const drill: FaultDrill = { timeoutMs, rules: next };
      localStorage.setItem(key, JSON.stringify(drill));
    },
    [FAULT_DRILL_KEY, rules, DRILL_TIMEOUT_MS] as const,
  );
}

async function hitsOf(page: Page, rule: FaultRule): Promise<number> {
  return page.evaluate(
    ([key, wanted]) => {
      const drill = JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<FaultDrill>;
      const found = drill.rules?.find(
        (candidate) =>
          candidate.method === wanted.method &&
          candidate.path === wanted.path &&
          candidate.fault === wanted.fault,
      );
      return found?.hits ?? 0;
    },
    [FAULT_DRILL_KEY, rule] as const,
  );
}

/** Opens `address` afresh: a full load, as a visitor arriving there. */
async function openFresh(page: Page, address: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(address);
    return;
  }
  // The address changes without the app seeing it: the reload starts there.
  await page.evaluate((target) => history.replaceState(null, '', target), address);
  await page.reload();
}

/** Toasts go (they queue one at a time), and what is on view is marked as before the cell. */
async function clearStage(page: Page): Promise<void> {
  await page.evaluate(
    ([alerts, mark]) => {
      // A click closes a toast: the next one queues behind it otherwise.
      document.querySelectorAll<HTMLElement>('.Toastify__toast').forEach((toast) => toast.click());
      document
        .querySelectorAll(`${alerts}, [role="status"]`)
        .forEach((element) => element.setAttribute(mark, ''));
    },
    [ALERTS, STALE] as const,
  );
}

/** An alert that appeared during the cell, holding `text`. */
function freshAlert(page: Page, text: Text): Locator {
  return page.locator(`${ALERTS}:not([${STALE}])`).filter({ hasText: text }).first();
}

function textOf(text: Text): string {
  return typeof text === 'string' ? `'${text}'` : String(text);
}

/** What the page shows, for a cell that did not end as expected. */
async function describeStage(page: Page): Promise<string> {
  return page.evaluate((mark) => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
    const texts = (selector: string) =>
      Array.from(document.querySelectorAll(selector))
        .filter(visible)
        .map((element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 90))
        .filter(Boolean);
    const fresh = texts(`[role="alert"]:not([${mark}])`);
    const headings = texts('h1');
    return `headings ${JSON.stringify(headings)}, new alerts ${JSON.stringify(fresh)}`;
  }, STALE);
}

interface Watch {
  errors: string[];
  logs: string[];
}

function watch(page: Page): Watch {
  const seen: Watch = { errors: [], logs: [] };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (entry) => {
    // The browser's own line for each failed request is not the app's log.
    if (entry.type() === 'error' && !entry.text().startsWith('Failed to load resource')) {
      seen.logs.push(entry.text());
    }
  });
  return seen;
}

/** Whether `check` comes true within `ms`, polled by Playwright's own `expect.poll`. */
async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  return expect
    .poll(check, { timeout: ms })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
}

/** How long a cell may take to end: a time-out, then TanStack Query's retry and its pause. */
const SETTLE_MS = 2 * DRILL_TIMEOUT_MS + 1_000 + 6_000;

/** Waits for `expected`; answers what is wrong (nothing when it came). */
async function reach(
  page: Page,
  seen: Watch,
  logsBefore: number,
  expected: Outcome,
  hit: () => Promise<boolean>,
): Promise<string[]> {
  const { kind, text } = expected;
  if (kind === 'message' || kind === 'done' || kind === 'error state') {
    const alert = kind === 'done' ? page.getByText(text).first() : freshAlert(page, text);
    const shown = await alert
      .waitFor({ timeout: SETTLE_MS })
      .then(() => true)
      .catch(() => false);
    if (!shown) return [`expected ${kind} ${textOf(text)}; ${await describeStage(page)}`];
    if (kind === 'error state') {
      const retry = alert.getByRole('button', { name: 'Réessayer' }).first();
      if (!(await retry.isVisible())) return [`error state ${textOf(text)} without Réessayer`];
    }
    return [];
  }
  if (kind === 'log') {
    const logged = await waitFor(
      async () => seen.logs.slice(logsBefore).some((line) => matches(line, text)),
      SETTLE_MS,
    );
    if (!logged) {
      return [
        `expected a log ${textOf(text)}; logs ${JSON.stringify(seen.logs.slice(logsBefore))}`,
      ];
    }
  } else if (!(await waitFor(hit, SETTLE_MS))) {
    return ['the call was not made'];
  } else {
    const shown = await page
      .getByText(text)
      .first()
      .waitFor({ timeout: SETTLE_MS })
      .then(() => true)
      .catch(() => false);
    if (!shown) return [`expected ${textOf(text)} on view; ${await describeStage(page)}`];
    // Once the call has failed, nothing more may come: a late message would not be quiet.
    await settled(page);
  }
  const said = await page.locator(`${ALERTS}:not([${STALE}])`).allTextContents();
  return said.length ? [`silent load said ${JSON.stringify(said)}`] : [];
}

/** What must hold after every cell: a drawn screen, no uncaught error, nothing left spinning. */
async function aliveChecks(page: Page, row: CallRow): Promise<string[]> {
  const problems: string[] = [];
  const text = (
    await page
      .locator('#root')
      .innerText()
      .catch(() => '')
  ).trim();
  if (!text) problems.push('blank screen');
  if (await page.getByRole('heading', { name: 'Une erreur est survenue' }).isVisible()) {
    problems.push("the route's error panel (the screen crashed)");
  }
  const busy = page.locator('[aria-busy="true"]:visible, .spinner-border:visible');
  // What the page loads besides the faulted call may still be on its way: it must end.
  if (!(await waitFor(async () => (await busy.count()) === 0, SETTLE_MS))) {
    problems.push(`${await busy.count()} element(s) left busy or spinning`);
  }
  if (row.control) {
    const control = row.control(page);
    if (!(await control.isVisible())) problems.push('its button is gone');
    else if (!(await control.isEnabled())) problems.push('its button is left disabled');
  }
  if (row.kept) {
    await row.kept(page).catch((error: unknown) => {
      problems.push(`input lost: ${reason(error)}`);
    });
  }
  return problems;
}

/** Signed-in storage per account, made once (a sign-in through the login screen). */
class Sessions {
  private readonly states = new Map<DemoAccount, ReturnType<BrowserContext['storageState']>>();

  constructor(private readonly browser: Browser) {}

  storageFor(account: DemoAccount) {
    let state = this.states.get(account);
    if (!state) {
      state = this.signIn(account);
      this.states.set(account, state);
    }
    return state;
  }

  private async signIn(account: DemoAccount) {
    // No drill here: the sign-in runs with the app's own time-out.
    const context = await this.browser.newContext({ reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.open();
      await login.signInAs(account);
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
}

/** The `Réessayer` of the error state that shows `text`. */
function retryOf(page: Page, text: Text): Locator {
  return page
    .locator(ALERTS)
    .filter({ hasText: text })
    .getByRole('button', { name: 'Réessayer' })
    .first();
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

/**
 * One row, each fault in turn, on one page. A form keeps its input from cell to cell (it is
 * opened again only after a cell that left it). A load is made by opening the screen afresh,
 * or, after an error state, by its `Réessayer`: the same call from the same screen, at a
 * fraction of the cost; the last error state must then bring the screen back.
 */
async function runRow(lane: Lane, row: CallRow): Promise<RowResult> {
  const started = Date.now();
  const context = await lane.contextFor(row.as);
  const result: RowResult = { row, cells: [], ms: 0 };
  const page = await context.newPage();
  try {
    const seen = watch(page);
    const given = row.given ?? [];
    let address: string;
    if (typeof row.address === 'string') {
      address = row.address;
      // A light file of the origin, so that the rules are in place before the app's first load.
      await page.goto('/mockServiceWorker.js');
    } else {
      await page.goto('/#/');
      address = await row.address(page);
    }
    await setRules(page, given);
    let opened = false;
    /** The error state the last cell left, whose Réessayer makes the next call. */
    let retry: Locator | null = null;
    for (const fault of FAULTS_OF[row.answer]) {
      const cellStarted = Date.now();
      const expected = row.expect(fault);
      const rule: FaultRule = { ...row.request, fault };
      const problems: string[] = [];
      try {
        if (row.act && !opened) {
          await setRules(page, given);
          await openFresh(page, address);
          await row.setup?.(page);
          opened = true;
        }
        await clearStage(page);
        await setRules(page, [rule, ...given]);
        const errorsBefore = seen.errors.length;
        const logsBefore = seen.logs.length;
        if (row.act) await row.act(page);
        else if (retry) await retry.click();
        else await openFresh(page, address);
        retry = null;
        const hit = async () => (await hitsOf(page, rule)) > 0;
        problems.push(...(await reach(page, seen, logsBefore, expected, hit)));
        if (!(await hit())) problems.push('the call was not made');
        await setRules(page, given);
        problems.push(...seen.errors.slice(errorsBefore).map((error) => `uncaught: ${error}`));
        if (expected.kind === 'done') opened = false;
        else problems.push(...(await aliveChecks(page, row)));
        if (expected.kind === 'error state' && !problems.length && !row.act) {
          retry = retryOf(page, expected.text);
        }
      } catch (error) {
        problems.push(`stopped: ${reason(error)}`);
      }
      if (problems.length) {
        opened = false;
        retry = null;
      }
      result.cells.push({ row, fault, expected, problems, ms: Date.now() - cellStarted });
    }
    if (retry) {
      // The backend answers again: Réessayer brings the screen back.
      const last = result.cells[result.cells.length - 1];
      await retry.click();
      const gone = await page
        .locator(ALERTS)
        .filter({ hasText: last.expected.text })
        .waitFor({ state: 'detached', timeout: SETTLE_MS })
        .then(() => true)
        .catch(() => false);
      if (!gone) last.problems.push('Réessayer did not bring the screen back');
    }
  } catch (error) {
    result.error = reason(error);
  } finally {
    await page.close();
    result.ms = Date.now() - started;
  }
  return result;
}

/**
 * A lane drives one page at a time, in a context per account that it keeps from row to row (the
 * demo's service worker is installed once): each row opens its screen afresh in a new page.
 */
class Lane {
  private readonly contexts = new Map<DemoAccount | 'visitor', Promise<BrowserContext>>();

  constructor(
    private readonly browser: Browser,
    private readonly sessions: Sessions,
  ) {}

  contextFor(account: DemoAccount | undefined): Promise<BrowserContext> {
    const key = account ?? 'visitor';
    let context = this.contexts.get(key);
    if (!context) {
      context = this.open(account);
      this.contexts.set(key, context);
    }
    return context;
  }

  private async open(account: DemoAccount | undefined): Promise<BrowserContext> {
    const context = await this.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      storageState: account ? await this.sessions.storageFor(account) : undefined,
    });
    // A control that never comes fails its cell, not the whole matrix's time.
    context.setDefaultTimeout(SETTLE_MS + 5_000);
    await context.addInitScript(installDrill, {
      key: FAULT_DRILL_KEY,
      timeoutMs: DRILL_TIMEOUT_MS,
    });
    return context;
  }

  async close(): Promise<void> {
    for (const context of this.contexts.values()) await (await context).close();
  }
}

/** Runs every row, `lanes` pages at a time. */
export async function runMatrix(
  browser: Browser,
  rows: readonly CallRow[],
  lanes: number,
  onRow?: (result: RowResult) => void,
): Promise<RowResult[]> {
  const sessions = new Sessions(browser);
  const results: RowResult[] = new Array(rows.length);
  let next = 0;
  const run = async () => {
    const lane = new Lane(browser, sessions);
    try {
      while (next < rows.length) {
        const index = next;
        next += 1;
        results[index] = await runRow(lane, rows[index]);
        onRow?.(results[index]);
      }
    } finally {
      await lane.close();
    }
  };
  await Promise.all(Array.from({ length: lanes }, run));
  return results;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** The matrix as text: call × fault → outcome, then the counts and what failed. */
export function formatMatrix(results: readonly RowResult[]): string {
  const header = ['call', 'screen', ...FAULTS];
  const lines = results.map(({ row, cells, error }) => [
    row.call,
    row.screen,
    ...FAULTS.map((fault) => {
      const cell = cells.find((candidate) => candidate.fault === fault);
      if (!cell) return error ? 'ERROR' : '—';
      return cell.problems.length ? 'FAIL' : SHORT[cell.expected.kind];
    }),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (line: string[]) =>
    line.map((cell, column) => pad(cell, widths[column])).join(' │ ');
  const cells = results.flatMap((result) => result.cells);
  const failed = cells.filter((cell) => cell.problems.length);
  const counts = new Map<string, number>();
  for (const cell of cells) {
    const key = cell.problems.length ? 'FAIL' : SHORT[cell.expected.kind];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [
    `Fault matrix: ${results.length} calls × ${FAULTS.length} faults, ${cells.length} cells (— : the fault means nothing for that answer)`,
    format(header),
    widths.map((width) => '─'.repeat(width)).join('─┼─'),
    ...lines.map(format),
    '',
    `Outcomes: ${[...counts].map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
    LEGEND,
    ...results
      .filter((result) => result.error)
      .map((result) => `ERROR ${result.row.call} (${result.row.screen}): ${result.error}`),
    ...failed.map(
      (cell) =>
        `FAIL ${cell.row.call} (${cell.row.screen}) × ${cell.fault}: ${cell.problems.join('; ')}`,
    ),
  ].join('\n');
}
