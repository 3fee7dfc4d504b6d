import { expect, test } from '@playwright/test';
import { FAULT_ROWS, WITHOUT_ROWS } from './fault-rows';
import { formatMatrix, runMatrix } from './pages/fault-matrix';
import { MODALS, SCREENS } from './screens';

/**
 * The fault matrix of issue 8: `node scripts/e2e.mjs tests/e2e/faults.spec.ts` prints it.
 * FAULT_ONLY=text runs the rows whose call or screen holds `text` (`/regex` for a pattern); FAULT_TIMES=1 prints each
 * cell's time; FAULT_LANES=n drives n pages at once.
 */
const LANES = Number(process.env.FAULT_LANES) || 5;

test('every call of the demo, in every fault, ends as its row says: the screen alive, its buttons usable, its input kept', async ({
  browser,
}, testInfo) => {
  // 3.5 to 4.5 minutes on a two-core machine busy with other work (267 cells, five pages at once).
  test.setTimeout(900_000);
  const only = process.env.FAULT_ONLY;
  const rows = only
    ? FAULT_ROWS.filter((row) =>
        only.startsWith('/')
          ? new RegExp(only.slice(1)).test(`${row.call} ${row.screen}`)
          : `${row.call} ${row.screen}`.includes(only),
      )
    : FAULT_ROWS;
  const results = await runMatrix(browser, rows, LANES, (row) => {
    const failed = row.cells.filter((cell) => cell.problems.length);
    console.log(
      `${failed.length || row.error ? '✗' : '✓'} ${row.row.call} (${row.row.screen}) ${(row.ms / 1000).toFixed(1)} s${row.error ? ` ERROR ${row.error}` : ''}`,
    );
    for (const cell of failed) console.log(`    ${cell.fault}: ${cell.problems.join('; ')}`);
    if (process.env.FAULT_TIMES) {
      console.log(
        `    ${row.cells.map((cell) => `${cell.fault} ${(cell.ms / 1000).toFixed(1)}`).join(', ')}`,
      );
    }
  });
  const matrix = formatMatrix(results);
  console.log(matrix);
  await testInfo.attach('fault-matrix.txt', { body: matrix, contentType: 'text/plain' });
  const failures = matrix.split('\n').filter((line) => /^(FAIL|ERROR) /.test(line));
  expect(failures, 'cells that did not end as their row expects').toEqual([]);
});

test('every screen and dialog of screens.ts has its calls in the matrix, or says why not', () => {
  const covered = (name: string) =>
    FAULT_ROWS.some((row) => row.screen === name || row.screen.startsWith(`${name} (`));
  const missing = [...SCREENS, ...MODALS]
    .filter((entry) => !covered(entry.name) && !(entry.name in WITHOUT_ROWS))
    .map((entry) => entry.name);
  expect(
    missing,
    'screens without rows in tests/e2e/fault-rows.ts (add their calls, or say why in WITHOUT_ROWS)',
  ).toEqual([]);
});
