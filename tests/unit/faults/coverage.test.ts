// The browser tests' screen list, as text: the file drives a browser and cannot run here.
import screensSource from '../../e2e/screens.ts?raw';
import { HTML_WRITE_ANSWER, WRITE_ANSWERS } from '@/mocks/faults/fault-rules';
import { ADMIN_ROWS } from './admin-rows';
import { shapesOf, takesWriteAnswers, writeAnswersOf } from './cells';
import { MEMBER_ROWS } from './member-rows';
import { PUBLIC_ROWS } from './public-rows';

/**
 * The screens and dialogs the browser tests walk (tests/e2e/screens.ts) without rows of their
 * own in the matrix, and why. A screen is covered by the rows whose `screen` is its name, or its
 * name and a precision in brackets.
 */
const WITHOUT_ROWS: Record<string, string> = {
  'calendar code': 'no call: the QR code is drawn from the address',
  'refused administration (member)': 'no call: refused before anything is requested',
  'home (member)': "the home of 'home', for another role",
  'home (commission administrator)': "the home of 'home', for another role",
  'home (persons administrator)': "the home of 'home', for another role",
  'order payment return': 'no call: the payment result is in the address',
  'unknown address': 'no call',
  'cart recap': 'no call: the cart is kept in the browser',
  'user menu': 'no call of its own (the name is the row home (user menu))',
  'photo viewer': "its images are the album's GET /photos/{id}/file (row photos (album))",
  'contact, filled (captcha shown)': 'the row contact',
  'data protection (calendar purchase)': 'the same call as the row data protection',
  'demo mailbox': 'the demo’s own panel: it reads the embedded backend, not the API',
  'demo mailbox (signed in)': 'the demo’s own panel: it reads the embedded backend, not the API',
  'persons administration (persons admin)':
    "the calls of 'persons administration', for another role",
  'calendar receipt offered': 'no call: the receipt is made from what the tab kept',
  'erasure request': 'the row own account (erasure request)',
  'e-mails to copy by hand (clipboard refused)': 'the row persons administration (e-mails)',
  'accessibility statement': 'no call: the statement is written in the app',
  'commissions menu': 'the call of the row home (menus): the menu lists what it read',
  'commission reservations, month with a conflict':
    "the call of 'commission reservations', another commission",
};

/** The names of screens.ts's entries. */
function walkedScreens(): string[] {
  // An entry's name opens its object (`{ name: '…'`) or its line (`    name: '…',`); the
  // `name` of a locator inside an entry's steps (`getByRole('button', { name: … })`) is not one.
  const entries = /(?:^\s*\{ name|^ {4}name): '((?:[^'\\]|\\.)*)'/gm;
  return [...screensSource.matchAll(entries)].map(([, name]) => name.replace(/\\'/g, "'"));
}

describe('the fault matrix', () => {
  const rows = [...PUBLIC_ROWS, ...MEMBER_ROWS, ...ADMIN_ROWS];

  it('has the calls of every screen and dialog the browser tests walk, or says why not', () => {
    const names = walkedScreens();
    expect(names.length).toBeGreaterThan(40);
    const covered = (name: string) =>
      rows.some((row) => row.screen === name || row.screen.startsWith(`${name} (`));
    const missing = names.filter((name) => !covered(name) && !(name in WITHOUT_ROWS));
    expect(missing, 'screens without rows (add their calls, or say why in WITHOUT_ROWS)').toEqual(
      [],
    );
  });

  it('names no screen that the browser tests no longer walk', () => {
    const names = new Set(walkedScreens());
    expect(Object.keys(WITHOUT_ROWS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('answers every write whose answer the screen does not need with each other 2xx', () => {
    const writes = rows.filter((row) => row.request.method !== 'GET');
    // The sign-in's token, the validation's token and Stripe's session: the screen needs them.
    expect(writes.filter((row) => !takesWriteAnswers(row)).map((row) => row.call)).toEqual([
      'POST /auth/signin',
      'POST /commands/calendar',
      'POST /auth/validate?token=',
      'POST /commands/adhesion?token=',
      'POST /commands',
    ]);
    for (const row of writes.filter(takesWriteAnswers)) {
      // The data-protection text, HTML by design, may also answer the HTML it stored.
      const answers = row.answer === 'html' ? [...WRITE_ANSWERS, HTML_WRITE_ANSWER] : WRITE_ANSWERS;
      expect(writeAnswersOf(row), row.call).toEqual([...answers]);
      expect(row.succeeds, `${row.call} (${row.screen}) says what its success shows`).toBeDefined();
    }
  });

  it('serves each list one odd record, and every record its nulls and its ids by link', () => {
    for (const row of rows) {
      const shapes = shapesOf(row);
      if (row.answer === 'list') expect(shapes, row.call).toContain('one-odd-record');
      if (shapes.length)
        expect(shapes, row.call).toEqual(expect.arrayContaining(['nulls', 'ids-by-link']));
      if (row.request.method !== 'GET') expect(shapes, row.call).not.toContain('one-odd-record');
    }
  });
});
