import { FAULTS, type Fault, type FaultRule } from '../../../src/mocks/faults/fault-rules';

/**
 * What the fault matrix expects of a call, shared by its two runners: the component-level one
 * (tests/unit/faults, every cell) and the browser's smoke (tests/e2e/faults.spec.ts). Each call a
 * screen makes, driven into each fault by the embedded backend's fault drill
 * (src/mocks/faults/fault-rules.ts), must end in what its row expects, with the screen alive, its
 * buttons usable and its input kept. See docs/architecture.md#tests.
 */

export type { Fault, FaultRule };
export { FAULTS };

/** What a call answers, so which malformed bodies mean something for it. */
export type Answer =
  /** A list in `_embedded.data`. */
  | 'list'
  /** One JSON record the app reads. */
  | 'record'
  /** A JSON answer the app does not read (2xx = done). */
  | 'unread'
  /** HTML by design (the data-protection text): an HTML body is a valid answer. */
  | 'html'
  /** A file: an image or a document. */
  | 'file';

export const FAULTS_OF: Record<Answer, readonly Fault[]> = {
  list: FAULTS,
  record: FAULTS.filter((fault) => fault !== 'no-embedded'),
  unread: ['500', '404', '403', 'network', 'timeout', 'html'],
  html: ['500', '404', '403', 'network', 'timeout'],
  file: ['500', '404', '403', 'network', 'timeout', 'html'],
};

export type Text = string | RegExp;

/**
 * What a screen says of the records it left out of a list, or of a total or an export
 * (docs/rules.md#reading-a-real-backend): `1 personne n'a pas pu être lue`,
 * `Export : 2 personnes illisibles non comptées.`
 */
export const SKIPPED_SAID = /n'(a|ont) pas pu être lue?s?|illisibles? non comptée?s?/;

/** How a cell may end. */
export type Outcome =
  /** The documented message (a toast or an alert) in place. */
  | { kind: 'message'; text: Text }
  /** The screen's (or section's) error state: the message and `Réessayer`, which works. */
  | { kind: 'error state'; text: Text }
  /** Nothing said to the user (a load that only feeds a menu or a cache): the app logs it. */
  | { kind: 'log'; text: Text }
  /** Nothing said nor logged: what the screen shows in place (an image left out, an empty list). */
  | { kind: 'quiet'; text: Text }
  /** The call counts as done (a 2xx whose answer is not read, or fields that had defaults). */
  | { kind: 'done'; text: Text };

export const message = (text: Text): Outcome => ({ kind: 'message', text });
export const errorState = (text: Text): Outcome => ({ kind: 'error state', text });
export const logged = (text: Text): Outcome => ({ kind: 'log', text });
export const quiet = (text: Text): Outcome => ({ kind: 'quiet', text });
export const done = (text: Text): Outcome => ({ kind: 'done', text });

/** The outcome of each fault: `others` for those not named. */
export function byFault(
  others: Outcome,
  named: Partial<Record<Fault, Outcome>> = {},
): (fault: Fault) => Outcome {
  return (fault) => named[fault] ?? others;
}

export function matches(text: string, wanted: Text): boolean {
  return typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text);
}

export const SHORT: Record<Outcome['kind'], string> = {
  message: 'message',
  'error state': 'retry',
  log: 'log',
  quiet: 'quiet',
  done: 'done',
};

export const LEGEND =
  'message: the documented message (docs/rules.md#messages) · retry: error state with Réessayer, which works · log: silent, logged · quiet: nothing to say, the screen shows what it can · done: counts as done';
