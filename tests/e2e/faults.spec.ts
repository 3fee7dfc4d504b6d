import { expect, test } from '@playwright/test';
import { FAULT_ROWS } from './fault-rows';
import { formatMatrix, runMatrix } from './pages/fault-matrix';

/**
 * The browser's smoke of the fault matrix (every fault through Chromium's network, and the calls
 * only a browser makes): `node scripts/e2e.mjs tests/e2e/faults.spec.ts` prints it. FAULT_ONLY=text
 * runs the rows whose call or screen holds `text` (`/regex` for a pattern); FAULT_TIMES=1 prints
 * each cell's time; FAULT_LANES=n drives n pages at once. The whole matrix, every call of every
 * screen, runs in Vitest: tests/unit/faults.
 */
const LANES = Number(process.env.FAULT_LANES) || 3;

test('the smoke rows, in every fault, end as their rows say: the screen alive, its buttons usable, its input kept', async ({
  browser,
}, testInfo) => {
  // About half a minute (27 cells, three pages at once); a loaded machine takes longer.
  test.setTimeout(300_000);
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
