import { type Page, expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';

/** The API calls the page makes (the demo's service worker answers them), as `METHOD path?query`. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const at = url.pathname.indexOf('/v1/');
    if (at === -1 || request.resourceType() === 'document') return;
    // The session token of image addresses is no business of a log.
    if (url.searchParams.has('token')) url.searchParams.set('token', '…');
    calls.push(`${request.method()} ${url.pathname.slice(at + 3)}${url.search}`);
  });
  return calls;
}

function duplicates(calls: readonly string[]): string[] {
  return calls.filter((call, index) => calls.indexOf(call) !== index);
}

test('each resource is fetched once from sign-in to a settled home, and on a commission page', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  const calls = recordCalls(page);
  await login.signInAs('member');
  await expect(page.getByRole('heading', { name: 'Assemblée générale' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  console.log(`sign-in → home: ${calls.length} calls\n  ${calls.join('\n  ')}`);
  expect(duplicates(calls)).toEqual([]);
  expect(calls).toEqual(
    expect.arrayContaining(['POST /auth/signin', expect.stringMatching(/^GET \/commissions/)]),
  );

  calls.length = 0;
  await page.goto('/#/commission/sport');
  await expect(page.getByRole('heading', { level: 1, name: 'Sport' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Réserver Sweat de l’amicale' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  console.log(`commission page: ${calls.length} calls\n  ${calls.join('\n  ')}`);
  expect(duplicates(calls)).toEqual([]);
});

test('a request to an address off this machine fails here, at the loopback proxy', async ({
  page,
}) => {
  // `.invalid` is never a real host: were the proxy missing, only a name look-up would fail.
  const error = await page.goto('http://hors-machine.invalid/').then(
    () => null,
    (reason: unknown) => String(reason),
  );
  // The browser sent it to the proxy at 127.0.0.1:9, where nothing listens, not to the network.
  expect(error).toContain('net::ERR_PROXY_CONNECTION_FAILED');
});
