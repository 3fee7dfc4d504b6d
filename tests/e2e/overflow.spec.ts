import { expect, test } from '@playwright/test';
import { VIEWPORTS, withPage } from './pages/screen-walk';

/** A phone's window. */
const PHONE = VIEWPORTS.find(({ width }) => width === 390) ?? VIEWPORTS[0];

// The walks at 320 px, at 1280 px and with the text at 200 % are a11y.spec.ts's.
test('at 390 px, the demo mailbox button covers no field of the calendar purchase form', async ({
  browser,
}) => {
  await withPage(browser, PHONE, async (page) => {
    await page.goto('/#/calendrier');
    await expect(page.getByRole('heading', { name: /Achat du Calendrier/ })).toBeVisible();
    const mailbox = await page.getByRole('button', { name: /^Boîte mail \(démo\)/ }).boundingBox();
    if (!mailbox) throw new Error("Le bouton 'Boîte mail (démo)' n'est pas affiché");
    const controls = await page.locator('form').locator('input, select, textarea, button').all();
    expect(controls.length).toBeGreaterThan(0);
    const covered: string[] = [];
    for (const control of controls) {
      const box = await control.boundingBox();
      const intersects =
        box !== null &&
        box.x < mailbox.x + mailbox.width &&
        mailbox.x < box.x + box.width &&
        box.y < mailbox.y + mailbox.height &&
        mailbox.y < box.y + box.height;
      if (intersects) covered.push(await control.evaluate((element) => element.outerHTML));
    }
    expect(covered, "form controls under 'Boîte mail (démo)'").toEqual([]);
  });
});
