import { expect, test } from '@playwright/test';
import { TYPING_PAUSE_MS } from '../../src/components/use-paused-input';
import { PersonsList } from './pages/admin-lists';
import { openSignedInAs } from './pages/login-page';

/** The embedded backend's store, as the demo keeps it in the browser. */
const STORE = 'amicale-demo-db';
const PERSONS = 5000;

/**
 * The persons administration with 5,000 persons in the embedded backend: the first page and a
 * search come back whole and right. Their times are printed, not asserted (a shared machine is
 * noisy): `npm run bench` shows them.
 */
test('the persons table stays quick with 5,000 persons', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedInAs(page, 'admin');
  const total = await page.evaluate(
    ({ key, count }) => {
      const state = JSON.parse(localStorage.getItem(key) ?? 'null') as {
        persons: { id: number; email: string; lastName: string; firstName: string }[];
        nextId: number;
      } | null;
      if (!state) throw new Error('No demo store to grow');
      const models = state.persons.filter((person) => person.id >= 200);
      for (let index = state.persons.length; index < count; index += 1) {
        const model = models[index % models.length];
        const id = 10_000 + index;
        state.persons.push({
          ...model,
          id,
          lastName: `${model.lastName} ${index}`,
          email: `membre${index}@exemple.fr`,
        });
      }
      state.nextId = Math.max(state.nextId, 10_000 + count);
      localStorage.setItem(key, JSON.stringify(state));
      return state.persons.length;
    },
    { key: STORE, count: PERSONS },
  );
  expect(total).toBe(PERSONS);

  // The embedded backend reads its store when the page starts.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Paul Durand' })).toBeVisible();
  const persons = new PersonsList(page);
  // Timed in the page, frame by frame (Playwright's own retries poll too coarsely to time).
  const rowsAre = (count: number) =>
    page.waitForFunction(
      (expected) =>
        document.querySelectorAll('.table-responsive table tbody tr').length === expected,
      count,
      { polling: 'raf' },
    );
  let started = Date.now();
  // When the table's own call leaves: what comes before is the screen's code arriving.
  let asked = 0;
  const onRequest = (request: { url: () => string }) => {
    if (!asked && /\/users\?sort=/.test(request.url())) asked = Date.now();
  };
  page.on('request', onRequest);
  await page.goto(PersonsList.hash);
  await rowsAre(25);
  const shown = Date.now();
  page.off('request', onRequest);
  const opened = shown - started;
  const firstPage = shown - (asked || started);
  await expect(persons.rows).toHaveCount(25);
  await expect(page.getByText(`${PERSONS} personnes`)).toBeVisible();

  started = Date.now();
  await persons.search.fill('membre4321@');
  await rowsAre(1);
  const searched = Date.now() - started;
  await expect(persons.rows).toHaveCount(1);
  await expect(persons.table).toContainText('membre4321@exemple.fr');

  console.log(
    `Persons at scale (${PERSONS}): screen opened in ${opened} ms (its code loaded included), ` +
      `first page ${firstPage} ms (from its call to its rows), ` +
      `search ${searched - TYPING_PAUSE_MS} ms (after the ${TYPING_PAUSE_MS} ms typing pause)`,
  );
});
