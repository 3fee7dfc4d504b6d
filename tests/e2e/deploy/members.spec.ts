import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AMANDINE, fillDonor } from '../pages/calendar-purchase';
import { LoginPage } from '../pages/login-page';
import { OUT } from './deployment';
import { MEMBER, PASSWORD, PERSON_NAME, SELLER } from './fakes';
import { expect, test } from './fixtures';

/**
 * What members and sellers do on the deployment: sign-in, the tour across two phones, and the
 * installable app (its service worker, offline, a new version). Any CSP violation or page error
 * fails the test.
 */

const TOUR_STUB = 77;

test('sign-in reaches the home screen through the backend, and the session is kept', async ({
  page,
  backend,
}) => {
  await page.goto('/#/');
  await new LoginPage(page).signIn(MEMBER.username, PASSWORD);
  await expect(
    page.getByRole('heading', { name: "Bienvenue dans l'espace membres" }),
  ).toBeVisible();
  expect(backend.calls).toContain('POST /auth/signin');
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBe(MEMBER.token);
});

test("the seller's tour shows a donor's payment made on another phone within 10 s", async ({
  page: seller,
  newPhone,
  backend,
}) => {
  await seller.goto('/#/tournee');
  await new LoginPage(seller).signIn(SELLER.username, PASSWORD);
  await seller.getByLabel('Numéro de souche').fill(String(TOUR_STUB));
  await seller.getByRole('button', { name: 'Afficher' }).click();
  await expect(seller.getByText(/^Aucune commande pour cette souche/)).toBeVisible();

  // The donor scans the seller's QR code: the purchase, the stub filled in.
  const donor = await (await newPhone()).newPage();
  await donor.goto(`/calendrier?souche=${TOUR_STUB}`);
  await expect(donor.getByLabel('Numéro de souche', { exact: true })).toHaveValue(
    String(TOUR_STUB),
  );
  await fillDonor(donor, AMANDINE);
  await donor.getByRole('button', { name: '20 €' }).click();
  await donor.getByLabel(/Je ne suis pas un robot/).check();
  await donor.getByRole('button', { name: 'Payer', exact: true }).click();
  await donor.waitForFunction(() =>
    window.__stripeCalls?.some((entry) => entry.call === 'redirectToCheckout'),
  );
  // Stripe tells the backend the payment went through.
  backend.markPaid(TOUR_STUB);

  const row = seller
    .getByRole('list', { name: 'Commandes de la souche' })
    .getByRole('listitem')
    // The donor by first name and initial: all the tour shows of them.
    .filter({ hasText: 'Amandine D.' });
  await expect(row.filter({ hasText: 'Payée' })).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText('20,00');
});

test("the installable app: a member's service worker, the card offline, 'Mettre à jour'", async ({
  page,
  context,
  backend,
}) => {
  const cardTitle = page.getByRole('heading', { name: 'Ma carte de membre' });
  const card = page.getByRole('article', { name: 'Carte de membre' });
  const cardQr = card.getByRole('img', { name: 'QR code de vérification de la carte' });
  await page.goto('/#/carte');
  await new LoginPage(page).signIn(MEMBER.username, PASSWORD);
  await expect(card.getByText(PERSON_NAME)).toBeVisible();

  await test.step('a signed-in person gets the service worker', async () => {
    const registered = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? ''),
        new Promise<string>((done) => setTimeout(() => done(''), 10_000)),
      ]),
    );
    expect(registered).toMatch(/\/sw\.js$/);
  });

  await test.step('without network, the page and the member card open from the worker', async () => {
    // One visit with the worker in control: what the card needs is kept.
    await page.reload();
    await expect(cardQr).toBeVisible();
    await context.setOffline(true);
    backend.offline = true;
    try {
      await page.reload();
      await expect(cardTitle).toBeVisible();
      await expect(
        page.getByText(/^Hors ligne : carte enregistrée sur cet appareil le /),
      ).toBeVisible();
      await expect(cardQr).toBeVisible();
      // The worker keeps the calendar purchase's own page at both its addresses, and the
      // login's page: each as the server gave it, with its screen painted at build time.
      const kept = await page.evaluate(() =>
        Promise.all(
          ['/calendrier', '/calendrier/', '/'].map((address) =>
            fetch(address).then((response) => response.text()),
          ),
        ),
      );
      expect(kept[0]).toContain('<div id="root" data-prerendered="calendar">');
      expect(kept[1]).toContain('<div id="root" data-prerendered="calendar">');
      expect(kept[2]).toContain('<div id="root" data-prerendered="login">');
      // Signed in, the page's painted screen gives way to the app's own drawing.
      await page.goto('/calendrier');
      await expect(
        page.getByRole('heading', { name: /^Achat du Calendrier \d{4}$/ }),
      ).toBeVisible();
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
      await page.goto('/#/carte');
      await expect(cardQr).toBeVisible();
    } finally {
      backend.offline = false;
      await context.setOffline(false);
    }
  });

  await test.step("a new version is offered with 'Mettre à jour', which reloads onto it", async () => {
    // A new deployment: the worker's script changes on the server.
    const swFile = join(OUT, 'sw.js');
    writeFileSync(swFile, `${readFileSync(swFile, 'utf8')}\n// ${Date.now()}\n`);
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    const update = page.getByRole('button', { name: 'Mettre à jour' });
    await expect(update).toBeVisible();
    await Promise.all([page.waitForEvent('load'), update.click()]);
    await expect(cardTitle).toBeVisible();
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker
          .getRegistration()
          .then((registration) => Boolean(registration?.waiting)),
      ),
    ).toBe(false);
  });
});
