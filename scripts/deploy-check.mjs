// npm run test:deploy: the deployment of deploy/nginx.conf, proven in a browser.
//
// Builds the app for a real backend (VITE_MOCK_API=false) into dist-deploy/ with a reCAPTCHA site
// key, a Stripe publishable key and a backend on another origin, renders deploy/nginx.conf for that
// origin (deploy/render.mjs), serves the build with Debian's nginx as the current user on a free
// port over HTTPS (a self-signed certificate made for the run) with its HTTP port beside it, then:
// - checks HTTPS: the HTTP port answers every address with a permanent redirect to its HTTPS twin,
//   every HTTPS response carries Strict-Transport-Security, and /amicale/v1/ is passed to the
//   backend by the reverse proxy (--backend: a small server of this script on the loopback);
// - checks the headers: the Content-Security-Policy and the other security headers on the page,
//   an asset and a 404; a year of immutable cache for /assets/*, no-cache for the page and the
//   addresses outside the hash; gzip; a missing asset is a 404, not the page;
// - drives Chromium with the backend, Stripe.js and reCAPTCHA faked by page.route (the page's CSP
//   comes from nginx, so it applies to them as to the real ones): sign-in up to the home screen,
//   the privacy modal with its text, the calendar purchase up to Stripe's redirectToCheckout with
//   the backend's session id, an address outside the hash, a lazy chunk that fails to load
//   (the route's error panel, then 'Recharger la page' once the chunk is back), and the
//   installable app: the service worker a signed-in person gets, the member card reloaded with
//   the context offline, and a new deployment's worker offered with 'Mettre à jour';
// - fails on any CSP violation (securitypolicyviolation events, recorded by an init script, and
//   console messages), any Permissions-Policy error and any uncaught page error. A deliberate
//   violation at the end proves the recorder hears them.
// Options: --no-build (reuse dist-deploy/), --keep (leave dist-deploy/ and nginx's files).
// Launches Chromium: run it alone, `flock /tmp/browser.lock npm run test:deploy`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { STAY_ON_MACHINE, findChromium } from './find-chromium.mjs';
import { fakeJwt } from './bare-stack/measure-kit.mjs';

const started = performance.now();
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = resolve(ROOT, 'dist-deploy');
const args = process.argv.slice(2);
const WAIT_MS = 10_000;

// The backend: an origin of its own that nothing listens on, answered by page.route.
const API_ORIGIN = 'http://127.0.0.1:58080';
const API_PATH = '/amicale/v1';
// Fake but well-formed: a reCAPTCHA site key is 40 characters, a Stripe key pk_test_….
const RECAPTCHA_SITE_KEY = '6LdDeployCheckFakeSiteKey000000000000000'.slice(0, 40);
const STRIPE_KEY = 'pk_test_51DeployCheckFakePublishableKey0000000000000000';
const STRIPE_SESSION = 'cs_test_a1DeployCheckSession';
const CAPTCHA_TOKEN = 'deploy-check-recaptcha-token';
const PRIVACY_TEXT = 'Vos données servent uniquement à la gestion de votre don.';
const PROBE = 'https://csp-probe.invalid/';

const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Every check, in order: [ok, what, detail]. */
const results = [];
const check = (ok, what, detail = '') => {
  results.push([Boolean(ok), what, detail]);
  return Boolean(ok);
};

function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path)) ?? null;
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The run's self-signed certificate (PEM), trusted by `get` and nothing else. */
let certificatePem = '';

/** A raw GET (no transparent decompression): status, headers, body bytes. */
function get(origin, path, headers = {}) {
  const { hostname, port, protocol } = new URL(origin);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const options = { hostname, port, path, headers, ca: certificatePem || undefined };
    const call = request(options, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on('error', fail);
    call.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Build, configuration, nginx

const nginx = findNginx();
if (!nginx) {
  console.error(
    "nginx not found. Install Debian's nginx (sudo apt-get update && sudo apt-get install -y nginx), or set NGINX_PATH.",
  );
  process.exit(1);
}
let chromiumPath;
try {
  chromiumPath = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const buildEnv = { ...process.env };
delete buildEnv.VITE_BASE_PATH;
Object.assign(buildEnv, {
  VITE_MOCK_API: 'false',
  VITE_API_PROTOCOL: new URL(API_ORIGIN).protocol,
  VITE_API_ADDRESS: new URL(API_ORIGIN).hostname,
  VITE_API_PORT: new URL(API_ORIGIN).port,
  VITE_PRODUCT: 'amicale',
  VITE_RECAPTCHA_SITE_KEY: RECAPTCHA_SITE_KEY,
  VITE_STRIPE_PUBLIC_KEY: STRIPE_KEY,
});
if (!args.includes('--no-build')) {
  const build = spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, env: buildEnv, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const built = `built in ${elapsed()}`;

const port = await freePort();
const httpPort = await freePort();
const APP = `https://127.0.0.1:${port}`;
const PLAIN = `http://127.0.0.1:${httpPort}`;
const prefix = mkdtempSync(join(tmpdir(), 'amicale-nginx-'));

// A certificate for 127.0.0.1, made for this run only (a day), as certbot's would be in production.
const certificate = join(prefix, 'certificate.pem');
const certificateKey = join(prefix, 'certificate-key.pem');
const openssl = spawnSync(
  'openssl',
  [
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
    ['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    ['-keyout', certificateKey, '-out', certificate],
  ].flat(),
  { encoding: 'utf8' },
);
if (openssl.status !== 0) {
  console.error(
    `openssl could not make the test certificate (sudo apt-get install openssl):\n${openssl.stderr ?? openssl.error}`,
  );
  process.exit(1);
}
certificatePem = readFileSync(certificate, 'utf8');

// The backend behind the reverse proxy: answers who it is and how the request reached it.
const backendCalls = [];
const backend = createHttpServer((incoming, response) => {
  backendCalls.push(incoming.url);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      backend: 'deploy-check',
      path: incoming.url,
      forwardedProto: incoming.headers['x-forwarded-proto'] ?? null,
    }),
  );
});
await new Promise((done) => backend.listen(0, '127.0.0.1', done));
const BACKEND = `http://127.0.0.1:${backend.address().port}`;
const render = spawnSync(
  process.execPath,
  [
    join(ROOT, 'deploy/render.mjs'),
    ['--out', prefix],
    ['--root', OUT],
    ['--listen', `127.0.0.1:${port}`],
    ['--listen-http', `127.0.0.1:${httpPort}`],
    ['--server-name', 'localhost'],
    ['--certificate', certificate],
    ['--certificate-key', certificateKey],
    ['--backend', BACKEND],
  ].flat(),
  { cwd: ROOT, env: buildEnv, encoding: 'utf8' },
);
if (render.status !== 0) {
  console.error(`deploy/render.mjs failed:\n${render.stdout}${render.stderr}`);
  process.exit(1);
}

// The main file around the rendered server block, as /etc/nginx/nginx.conf is around
// sites-enabled/: relative includes resolve from this file's folder (the prefix).
const mimeTypes = ['/etc/nginx/mime.types', join(nginx, '../../conf/mime.types')].find(existsSync);
const temp = (name) => `${name}_temp_path ${join(prefix, name)};`;
writeFileSync(
  join(prefix, 'nginx.conf'),
  [
    'daemon off;',
    'worker_processes 1;',
    // As root (a CI container), the workers would otherwise become nobody, who may not read the build.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 128; }',
    'http {',
    mimeTypes
      ? `include ${mimeTypes};`
      : 'types { text/html html; text/css css; application/javascript js; image/svg+xml svg; image/png png; application/json json; text/plain txt; }',
    'default_type application/octet-stream;',
    `access_log ${join(prefix, 'access.log')};`,
    'sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    'include sites-available/amicale.conf;',
    '}',
  ].join('\n'),
);
const nginxArgs = [
  '-p',
  `${prefix}/`,
  '-c',
  join(prefix, 'nginx.conf'),
  '-e',
  join(prefix, 'error.log'),
];
const syntax = spawnSync(nginx, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
if (syntax.status !== 0) {
  console.error(`nginx -t refused the configuration:\n${syntax.stderr}`);
  process.exit(1);
}
const server = spawn(nginx, nginxArgs, { detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
const stop = () => {
  backend.close();
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already stopped.
  }
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130));
}
for (const deadline = Date.now() + WAIT_MS; ;) {
  try {
    if ((await get(APP, '/')).status === 200) break;
  } catch {
    // Not up yet.
  }
  if (Date.now() > deadline || server.exitCode !== null) {
    console.error(
      `nginx did not answer on ${APP}:\n${readFileSync(join(prefix, 'error.log'), 'utf8')}`,
    );
    process.exit(1);
  }
  await new Promise((done) => setTimeout(done, 100));
}

// ---------------------------------------------------------------------------------------------
// Headers

/** The Content-Security-Policy as {directive: [sources]}. */
const parseCsp = (value = '') =>
  Object.fromEntries(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

function checkSecurityHeaders(label, headers) {
  const csp = parseCsp(headers['content-security-policy']);
  const scripts = csp['script-src'] ?? csp['default-src'] ?? [];
  check(
    csp['default-src']?.join(' ') === "'self'" &&
      scripts.includes("'self'") &&
      !scripts.some((source) => /unsafe-(inline|eval)|^\*$|^https?:$|^data:$/.test(source)) &&
      csp['connect-src']?.includes(API_ORIGIN) &&
      // The resources' and dues' pictures are <img> addresses on the backend.
      csp['img-src']?.includes(API_ORIGIN) &&
      csp['frame-ancestors']?.join(' ') === "'none'" &&
      csp['form-action']?.join(' ') === "'self'" &&
      csp['object-src']?.join(' ') === "'none'" &&
      csp['base-uri']?.join(' ') === "'self'",
    `${label}: strict Content-Security-Policy with the backend ${API_ORIGIN} in connect-src and img-src`,
    headers['content-security-policy'] ? '' : 'missing',
  );
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  check(
    hsts && Number(hsts[1]) >= 180 * 24 * 3600,
    `${label}: Strict-Transport-Security for at least 180 days`,
    headers['strict-transport-security'] ?? 'missing',
  );
  check(
    headers['x-content-type-options'] === 'nosniff',
    `${label}: X-Content-Type-Options nosniff`,
  );
  check(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(
      headers['referrer-policy'] ?? '',
    ),
    `${label}: Referrer-Policy`,
    headers['referrer-policy'] ?? 'missing',
  );
  check(
    /camera=\(\)/.test(headers['permissions-policy'] ?? ''),
    `${label}: Permissions-Policy`,
    headers['permissions-policy'] ?? 'missing',
  );
}

const isAppPage = (response) =>
  response.status === 200 &&
  /^text\/html/.test(response.headers['content-type'] ?? '') &&
  response.body.toString('utf8').includes('<div id="root">');

// Plain HTTP: a permanent redirect to the same address over HTTPS, and nothing else.
for (const address of ['/', '/calendrier?souche=12', '/assets/nope.js']) {
  const response = await get(PLAIN, address);
  check(
    response.status === 301 && response.headers.location === `${APP}${address}`,
    `HTTP ${address}: 301 to ${APP}${address}`,
    `${response.status} ${response.headers.location ?? ''}`,
  );
}

// The API on the app's own origin: the reverse proxy passes it to the backend as it is.
const proxied = await get(APP, '/amicale/v1/siteconfiguration/rgpd?x=1');
const proxiedBody = (() => {
  try {
    return JSON.parse(proxied.body.toString('utf8'));
  } catch {
    return {};
  }
})();
check(
  proxied.status === 200 &&
    proxiedBody.backend === 'deploy-check' &&
    proxiedBody.path === '/amicale/v1/siteconfiguration/rgpd?x=1' &&
    proxiedBody.forwardedProto === 'https',
  'GET /amicale/v1/…: passed to the backend (--backend), path and query kept, X-Forwarded-Proto https',
  `${proxied.status} ${proxied.body.toString('utf8').slice(0, 120)}`,
);

const page = await get(APP, '/');
check(isAppPage(page), 'GET / is the app (text/html)');
check(
  page.headers['cache-control'] === 'no-cache',
  'GET / is no-cache',
  page.headers['cache-control'],
);
checkSecurityHeaders('GET /', page.headers);
checkSecurityHeaders('GET /', (await get(APP, '/', { 'Accept-Encoding': 'gzip' })).headers);

const outsideHash = [
  '/calendrier',
  '/calendrier/code/X',
  '/validateorsubscribe?token=T',
  '/renewsubscription?token=T&userid=1',
  '/?token=T',
];
for (const address of outsideHash) {
  const response = await get(APP, address);
  check(
    isAppPage(response) &&
      response.headers['cache-control'] === 'no-cache' &&
      Boolean(response.headers['content-security-policy']),
    `GET ${address}: the app, no-cache, with the CSP (SPA fallback)`,
    `${response.status} ${response.headers['cache-control'] ?? ''}`,
  );
}

const indexHtml = readFileSync(join(OUT, 'index.html'), 'utf8');
const script = indexHtml.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
const stylesheet = indexHtml.match(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/)?.[1];
check(
  script?.startsWith('/assets/') && stylesheet?.startsWith('/assets/'),
  'index.html names its assets',
);
check(!/<script(?![^>]*\ssrc=)[^>]*>/.test(indexHtml), 'index.html has no inline script');
const asset = await get(APP, script);
check(
  asset.status === 200 && /javascript/.test(asset.headers['content-type'] ?? ''),
  `GET ${script}: 200, JavaScript`,
  `${asset.status} ${asset.headers['content-type']}`,
);
check(
  /\bmax-age=31536000\b/.test(asset.headers['cache-control'] ?? '') &&
    /\bimmutable\b/.test(asset.headers['cache-control'] ?? ''),
  `GET ${script}: a year, immutable`,
  asset.headers['cache-control'],
);
checkSecurityHeaders(`GET ${script}`, asset.headers);
for (const path of [script, stylesheet, '/manifest.webmanifest', '/favicon.svg']) {
  const response = await get(APP, path, { 'Accept-Encoding': 'gzip' });
  check(
    response.headers['content-encoding'] === 'gzip' &&
      /Accept-Encoding/i.test(response.headers.vary ?? ''),
    `GET ${path} with Accept-Encoding: gzip is gzipped (Vary: Accept-Encoding)`,
    response.headers['content-encoding'] ?? 'not compressed',
  );
}
const manifest = await get(APP, '/manifest.webmanifest');
check(
  /^application\/manifest\+json/.test(manifest.headers['content-type'] ?? '') &&
    /max-age=\d+/.test(manifest.headers['cache-control'] ?? ''),
  'GET /manifest.webmanifest: application/manifest+json, cached for a while',
  `${manifest.headers['content-type']}; ${manifest.headers['cache-control']}`,
);
const icon = await get(APP, '/icon-192.png');
check(
  icon.status === 200 && /max-age=\d+/.test(icon.headers['cache-control'] ?? ''),
  'GET /icon-192.png: cached for a while',
  icon.headers['cache-control'],
);
checkSecurityHeaders('GET /icon-192.png', icon.headers);
const missing = await get(APP, '/assets/nope.js');
check(
  missing.status === 404 &&
    !missing.body.toString('utf8').includes('<div id="root">') &&
    !/immutable/.test(missing.headers['cache-control'] ?? ''),
  'GET /assets/nope.js: a real 404 (not the page, not cached for a year)',
  `${missing.status} ${missing.headers['cache-control'] ?? ''}`,
);
checkSecurityHeaders('GET /assets/nope.js (404)', missing.headers);

// ---------------------------------------------------------------------------------------------
// The browser: the backend, Stripe.js and reCAPTCHA faked, the CSP nginx sends

const SIGN_IN = {
  username: 'membre@amicale.fr',
  userId: 7,
  token: fakeJwt('membre@amicale.fr'),
  subscriptions: ['AMICALE'],
  roles: [],
  accountValidity: '2099-12-31',
};
const PERSON = {
  id: 7,
  firstName: 'Marie',
  lastName: 'Martin',
  email: 'membre@amicale.fr',
  membertype: 'SPV',
  subscriptions: ['AMICALE'],
  roles: [],
  emailValidated: true,
  validated: true,
  accountValidity: '2099-12-31',
};
// A firefighter on the tour: any role of the calendar commission.
const SELLER = {
  ...SIGN_IN,
  username: 'vendeur@amicale.fr',
  userId: 8,
  token: fakeJwt('vendeur@amicale.fr'),
  roles: ['calendrier_USER'],
};
const TOUR_STUB = 77;
const CARD = { code: 'DeployCheckCardCode0000000000000000000000000000', expires: '2099-12-31' };

// Stripe.js as @stripe/stripe-js/pure loads it (https://js.stripe.com/basil/stripe.js): its
// controller frame and a call to Stripe's API, as the real one makes, then redirectToCheckout
// recorded instead of leaving the page.
const FAKE_STRIPE = `(() => {
  window.__stripeCalls = [];
  function Stripe(key) {
    window.__stripeCalls.push({ call: 'Stripe', key });
    const frame = document.createElement('iframe');
    frame.name = '__privateStripeController';
    frame.title = 'Stripe';
    frame.hidden = true;
    frame.src = 'https://js.stripe.com/v3/controller-deploy-check.html';
    document.body.append(frame);
    return {
      _registerWrapper() {},
      async redirectToCheckout(options) {
        await fetch('https://api.stripe.com/v1/payment_pages/' + options.sessionId + '/init', { method: 'POST' });
        window.__stripeCalls.push({ call: 'redirectToCheckout', sessionId: options.sessionId });
        return new Promise(() => {});
      },
    };
  }
  Stripe.version = 'basil';
  window.Stripe = Stripe;
})();`;

// reCAPTCHA's api.js as react-google-recaptcha loads it (?onload=onloadcallback&render=explicit):
// the widget's markup as the real one writes it (style attributes, the anchor frame), a checkbox
// standing for the box inside the frame, and the onload callback called asynchronously.
const FAKE_RECAPTCHA = `(() => {
  const boxes = [];
  window.grecaptcha = {
    render(container, params) {
      const id = boxes.length;
      container.innerHTML = '<div style="width: 304px; height: 78px;"><div><iframe title="reCAPTCHA" width="304" height="78" role="presentation" src="https://www.google.com/recaptcha/api2/anchor?k=' + encodeURIComponent(params.sitekey) + '"></iframe></div><textarea id="g-recaptcha-response-' + id + '" class="g-recaptcha-response" style="width: 250px; height: 40px; display: none;"></textarea></div>';
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => {
        if (box.checked) params.callback && params.callback(${JSON.stringify(CAPTCHA_TOKEN)});
        else params['expired-callback'] && params['expired-callback']();
      });
      label.append(box, ' Je ne suis pas un robot (reCAPTCHA simulé)');
      container.append(label);
      boxes.push({ box, sitekey: params.sitekey });
      return id;
    },
    reset(id = 0) { if (boxes[id]) boxes[id].box.checked = false; },
    getResponse(id = 0) { return boxes[id] && boxes[id].box.checked ? ${JSON.stringify(CAPTCHA_TOKEN)} : ''; },
    execute() {},
  };
  window.__recaptchaSiteKeys = () => boxes.map((entry) => entry.sitekey);
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) setTimeout(() => window[onload] && window[onload](), 0);
})();`;

const violations = [];
const cspConsole = [];
const pageErrors = [];
const strayRequests = new Set();
const apiCalls = [];
let calendarOrder = null;
// The calendar orders the faked backend holds, shared by every context (every phone).
const calendarOrders = [];
// The device without network: the faked backend is out of reach too.
let offline = false;

const cors = {
  'access-control-allow-origin': APP,
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

async function fakeBackend(route) {
  const call = route.request();
  if (offline) return route.abort('internetdisconnected');
  if (call.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const url = new URL(call.url());
  const path = url.pathname.startsWith(API_PATH)
    ? url.pathname.slice(API_PATH.length)
    : url.pathname;
  apiCalls.push(`${call.method()} ${path}${url.search}`);
  const json = (body, status = 200) =>
    route.fulfill({
      status,
      headers: { ...cors, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if (call.method() === 'POST' && path === '/auth/signin') {
    const { username, password } = call.postDataJSON() ?? {};
    const account = [SIGN_IN, SELLER].find((candidate) => candidate.username === username);
    return account && password === 'Secret2026!'
      ? json(account)
      : json({ message: 'Identifiants incorrects' }, 401);
  }
  if (call.method() === 'POST' && path === '/commands/calendar') {
    calendarOrder = call.postDataJSON();
    calendarOrders.push({
      id: calendarOrders.length + 1,
      externalIdentifier: `DEPLOY-TOUR-${calendarOrders.length + 1}`,
      person: calendarOrder.person,
      amount: calendarOrder.amount,
      stubNumber: calendarOrder.stubNumber,
      date: new Date().toISOString(),
      paymentStatus: 'PENDING',
    });
    return json({ stripeSessionId: STRIPE_SESSION });
  }
  const stub = /^stubNumber==(\d+)$/.exec(url.searchParams.get('search') ?? '');
  if (call.method() === 'GET' && path === '/commands/calendar' && stub) {
    const orders = calendarOrders.filter((order) => order.stubNumber === Number(stub[1]));
    return json({
      _embedded: { data: orders },
      page: { size: 500, totalElements: orders.length, totalPages: 1, number: 0 },
    });
  }
  if (call.method() === 'GET' && path === '/siteconfiguration/rgpd') {
    return route.fulfill({
      headers: { ...cors, 'content-type': 'text/html; charset=utf-8' },
      body: `<h2>Protection des données</h2><p>${PRIVACY_TEXT}</p>`,
    });
  }
  if (call.method() === 'GET' && /^\/users\/\d+$/.test(path)) return json(PERSON);
  if (call.method() === 'GET' && /^\/users\/\d+\/card$/.test(path)) return json(CARD);
  if (call.method() === 'GET') {
    return json({
      _embedded: { data: [] },
      page: { size: 20, totalElements: 0, totalPages: 0, number: 0 },
    });
  }
  return json({ message: 'not faked' }, 404);
}

async function fakeThirdParty(route) {
  const url = new URL(route.request().url());
  if (url.href.startsWith('https://www.google.com/recaptcha/api.js')) {
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA });
  }
  if (url.href.startsWith('https://js.stripe.com/') && url.pathname.endsWith('.js')) {
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE });
  }
  if (url.host === 'api.stripe.com') {
    return route.fulfill({
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: '{}',
    });
  }
  // The frames of reCAPTCHA and Stripe: an empty document.
  return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>frame</title>' });
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  // The run's self-signed certificate taken as valid: a service worker registers only on an
  // origin whose certificate the browser accepts, as a real deployment's is.
  args: [...STAY_ON_MACHINE, '--ignore-certificate-errors'],
});
/**
 * A browser context as a phone on the deployment: the CSP recorder, the backend, Stripe.js and
 * reCAPTCHA faked, anything else aborted and reported. The tour's check opens a second one: the
 * donor's phone beside the seller's.
 */
async function newPhone() {
  const made = await browser.newContext({
    // The run's self-signed certificate: the browser's checks of it are not what is tested here.
    ignoreHTTPSErrors: true,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  await made.exposeBinding('__reportCspViolation', (_source, violation) =>
    violations.push(violation),
  );
  await made.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const violation = {
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
          page: location.href,
        };
        window.__cspViolations.push(violation);
        window.__reportCspViolation?.(violation);
      },
      true,
    );
  });
  // Later routes win: anything that is not the app nor faked is aborted and reported.
  await made.route(
    (url) => url.origin !== APP,
    (route) => {
      strayRequests.add(new URL(route.request().url()).origin);
      return route.abort();
    },
  );
  await made.route(
    (url) =>
      ['https://www.google.com', 'https://js.stripe.com', 'https://api.stripe.com'].includes(
        url.origin,
      ),
    fakeThirdParty,
  );
  await made.route((url) => url.origin === API_ORIGIN, fakeBackend);
  return made;
}

const context = await newPhone();

/** A page that reports its uncaught errors and its console's CSP and Permissions-Policy messages. */
async function openPage(on = context) {
  const tab = await on.newPage();
  tab.on('pageerror', (error) => pageErrors.push(`${tab.url()}: ${error.message}`));
  tab.on('console', (message) => {
    const text = message.text();
    if (
      /Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(text) &&
      !text.includes(PROBE)
    ) {
      cspConsole.push(`${message.type()}: ${text}`);
    }
  });
  return tab;
}

/** Runs one browser scenario; a failure is a failed check with the page's visible text. */
async function scenario(name, run) {
  const tab = await openPage();
  try {
    await run(tab);
  } catch (error) {
    const text = await tab
      .locator('body')
      .innerText({ timeout: 1000 })
      .catch(() => '');
    check(
      false,
      name,
      `${error.message.split('\n')[0]}\n      page: ${text.replace(/\s+/g, ' ').slice(0, 300)}`,
    );
  } finally {
    await tab.close();
  }
}

const visible = (locator) => locator.waitFor({ state: 'visible', timeout: WAIT_MS });
const heading = (tab, name) => tab.getByRole('heading', { name });

try {
  await scenario('sign-in', async (tab) => {
    await tab.goto(`${APP}/`);
    await tab.getByLabel('E-mail', { exact: true }).fill(SIGN_IN.username);
    await tab.getByLabel('Mot de passe', { exact: true }).fill('Secret2026!');
    await tab.getByRole('button', { name: 'Se connecter' }).click();
    await visible(heading(tab, "Bienvenue dans l'espace membres"));
    check(
      apiCalls.includes('POST /auth/signin') &&
        (await tab.evaluate(() => localStorage.getItem('jwtToken'))) === SIGN_IN.token,
      'sign-in: POST /auth/signin on the backend, the home screen shown, the session kept',
    );

    await tab.getByRole('button', { name: 'Données Personnelles' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Données Personnelles' });
    await visible(dialog.getByText(PRIVACY_TEXT));
    check(
      apiCalls.includes('GET /siteconfiguration/rgpd'),
      "privacy: 'Données Personnelles' opens the modal with the backend's text",
    );
  });

  await scenario('calendar purchase', async (tab) => {
    await tab.goto(`${APP}/#/calendrier`);
    const donor = [
      ['Nom', 'Lemoine'],
      ['Prénom', 'Alice'],
      ['E-mail', 'alice.lemoine@exemple.fr'],
      ['Numéro', '12'],
      ['Rue', 'rue de Fougères'],
      ['Code postal', '35700'],
      ['Ville', 'Rennes'],
      ['Numéro de souche', '4321'],
    ];
    for (const [label, value] of donor) await tab.getByLabel(label, { exact: true }).fill(value);
    await tab.getByRole('button', { name: '20 €' }).click();
    const captcha = tab.getByLabel(/Je ne suis pas un robot/);
    await visible(captcha);
    await captcha.check();
    await tab.getByRole('button', { name: 'Payer', exact: true }).click();
    await tab.waitForFunction(
      () => window.__stripeCalls?.some((entry) => entry.call === 'redirectToCheckout'),
      null,
      { timeout: WAIT_MS },
    );
    const stripeCalls = await tab.evaluate(() => window.__stripeCalls);
    const siteKeys = await tab.evaluate(() => window.__recaptchaSiteKeys?.() ?? []);
    check(
      siteKeys.includes(RECAPTCHA_SITE_KEY) &&
        calendarOrder?.recaptcha === CAPTCHA_TOKEN &&
        calendarOrder?.amount === 20 &&
        calendarOrder?.successRedirect === `${APP}/#/calendrier/code/`,
      'calendar: POST /commands/calendar with the captcha token, the amount and the return address',
      JSON.stringify(calendarOrder),
    );
    check(
      stripeCalls.some((entry) => entry.call === 'Stripe' && entry.key === STRIPE_KEY) &&
        stripeCalls.some(
          (entry) => entry.call === 'redirectToCheckout' && entry.sessionId === STRIPE_SESSION,
        ),
      "calendar: Stripe.js loaded with the key, redirectToCheckout with the backend's session id",
      JSON.stringify(stripeCalls),
    );
  });

  const codeChunk = readdirSync(join(OUT, 'assets')).find((file) =>
    /^calendar-code-screen-[\w-]+\.js$/.test(file),
  );
  await scenario('a lazy chunk that fails', async (tab) => {
    if (!check(codeChunk, 'the calendar code screen is a lazy chunk of its own', codeChunk)) return;
    const chunk = `${APP}/assets/${codeChunk}`;
    // A chunk the signed-in person's service worker keeps would not fail: this is a visitor's tab.
    await tab.goto(`${APP}/robots.txt`);
    await tab.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
      }
    });
    await tab.route(chunk, (route) => route.abort());
    await tab.goto(`${APP}/#/calendrier/code/DEPLOY-42`);
    await visible(heading(tab, 'Une erreur est survenue'));
    const reload = tab.getByRole('button', { name: 'Recharger la page' });
    check(
      (await reload.isVisible()) && (await tab.getByText("n'a pas pu être chargée").isVisible()),
      "a lazy chunk that fails: the route's error panel with 'Recharger la page', not a blank page",
    );
    await tab.unroute(chunk);
    await reload.click();
    await visible(heading(tab, /^Code Calendrier \d{4}$/));
    check(true, "a lazy chunk that fails: once it is back, 'Recharger la page' shows the screen");
  });

  await scenario('an address outside the hash', async (tab) => {
    await tab.goto(`${APP}/calendrier/code/DEPLOY-43`);
    await visible(heading(tab, /^Code Calendrier \d{4}$/));
    check(
      (await tab.getByText('DEPLOY-43').count()) > 0,
      '/calendrier/code/DEPLOY-43 (outside the hash) opens the code screen',
    );
  });

  await scenario('the calendar tour on two phones', async () => {
    const sellerPhone = await newPhone();
    const donorPhone = await newPhone();
    try {
      const seller = await openPage(sellerPhone);
      await seller.goto(`${APP}/#/tournee`);
      await seller.getByLabel('E-mail', { exact: true }).fill(SELLER.username);
      await seller.getByLabel('Mot de passe', { exact: true }).fill('Secret2026!');
      await seller.getByRole('button', { name: 'Se connecter' }).click();
      await visible(seller.getByLabel('Numéro de souche'));
      await seller.getByLabel('Numéro de souche').fill(String(TOUR_STUB));
      await seller.getByRole('button', { name: 'Afficher' }).click();
      await visible(seller.getByText(/^Aucune commande pour cette souche/));

      // The donor scans the seller's QR code: the purchase, the stub filled in.
      const donor = await openPage(donorPhone);
      await donor.goto(`${APP}/calendrier?souche=${TOUR_STUB}`);
      const stubField = donor.getByLabel('Numéro de souche', { exact: true });
      await visible(stubField);
      check(
        (await stubField.inputValue()) === String(TOUR_STUB),
        "the tour's QR code address opens the purchase with the stub filled in",
      );
      const details = [
        ['Nom', 'Donatrice'],
        ['Prénom', 'Amandine'],
        ['E-mail', 'amandine@exemple.fr'],
        ['Numéro', '4'],
        ['Rue', 'rue de Paris'],
        ['Code postal', '35000'],
        ['Ville', 'Rennes'],
      ];
      for (const [label, value] of details) {
        await donor.getByLabel(label, { exact: true }).fill(value);
      }
      await donor.getByRole('button', { name: '20 €' }).click();
      const captcha = donor.getByLabel(/Je ne suis pas un robot/);
      await visible(captcha);
      await captcha.check();
      await donor.getByRole('button', { name: 'Payer', exact: true }).click();
      await donor.waitForFunction(
        () => window.__stripeCalls?.some((entry) => entry.call === 'redirectToCheckout'),
        null,
        { timeout: WAIT_MS },
      );
      // Stripe tells the backend the payment went through.
      const paid = calendarOrders.find((order) => order.stubNumber === TOUR_STUB);
      if (paid) paid.paymentStatus = 'PAID';

      const row = seller
        .getByRole('list', { name: 'Commandes de la souche' })
        .getByRole('listitem')
        // The donor by first name and initial: all the tour shows of them.
        .filter({ hasText: 'Amandine D.' });
      await row.filter({ hasText: 'Payée' }).waitFor({ state: 'visible', timeout: 10_000 });
      check(
        (await row.innerText()).includes('20,00'),
        "the seller's tour shows the donor's payment, made on another phone, within 10 s",
      );
    } finally {
      await sellerPhone.close();
      await donorPhone.close();
    }
  });

  await scenario('the installable app', async (tab) => {
    const cardTitle = heading(tab, 'Ma carte de membre');
    const card = tab.getByRole('article', { name: 'Carte de membre' });
    // Signed in (the session of the sign-in scenario): the app registers its service worker.
    await tab.goto(`${APP}/#/carte`);
    await visible(card.getByText('Marie Martin'));
    const registered = await tab.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? ''),
        new Promise((done) => setTimeout(() => done(''), 10_000)),
      ]),
    );
    if (
      !check(
        registered.endsWith('/sw.js'),
        'a signed-in person gets the service worker',
        registered,
      )
    )
      return;
    // One visit with the worker in control: what the card needs is kept.
    await tab.reload();
    await visible(card.getByRole('img', { name: 'QR code de vérification de la carte' }));
    await context.setOffline(true);
    offline = true;
    try {
      await tab.reload();
      await visible(cardTitle);
      await visible(tab.getByText(/^Hors ligne : carte enregistrée sur cet appareil le /));
      await visible(card.getByRole('img', { name: 'QR code de vérification de la carte' }));
      check(true, 'without network, the page and the member card open from the service worker');
    } finally {
      offline = false;
      await context.setOffline(false);
    }
    // A new deployment: the worker's script changes; the open tab is offered the new version.
    const swFile = join(OUT, 'sw.js');
    writeFileSync(swFile, `${readFileSync(swFile, 'utf8')}\n// ${Date.now()}\n`);
    await tab.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    const update = tab.getByRole('button', { name: 'Mettre à jour' });
    await visible(update);
    await Promise.all([tab.waitForEvent('load', { timeout: WAIT_MS }), update.click()]);
    await visible(cardTitle);
    const waiting = await tab.evaluate(() =>
      navigator.serviceWorker
        .getRegistration()
        .then((registration) => Boolean(registration?.waiting)),
    );
    check(!waiting, "a new version is offered with 'Mettre à jour', which reloads onto it");
    await tab.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.unregister()),
    );
  });

  await scenario('the violation recorder', async (tab) => {
    await tab.goto(`${APP}/#/calendrier`);
    await visible(heading(tab, /^Achat du Calendrier \d{4}$/));
    await tab.evaluate((probe) => fetch(probe).catch(() => null), PROBE);
    await tab.waitForFunction(
      (probe) => window.__cspViolations.some((entry) => entry.blocked.startsWith(probe)),
      PROBE,
      { timeout: WAIT_MS },
    );
    check(
      true,
      'the recorder hears a violation (a fetch to another origin, blocked by connect-src)',
    );
  });
} finally {
  await browser.close();
}

const heard = violations.filter((entry) => !entry.blocked?.startsWith(PROBE));
check(
  heard.length === 0,
  'no CSP violation (securitypolicyviolation events)',
  heard.map((entry) => JSON.stringify(entry)).join('\n      '),
);
check(
  cspConsole.length === 0,
  'no CSP or Permissions-Policy message in the console',
  cspConsole.join('\n      '),
);
check(pageErrors.length === 0, 'no uncaught error in the page', pageErrors.join('\n      '));

// ---------------------------------------------------------------------------------------------
// Report

// nginx is gone (its workers too) before the build it served is removed.
const exited = new Promise((done) => server.once('exit', done));
stop();
await Promise.race([exited, new Promise((done) => setTimeout(done, 3000))]);
const csp = page.headers['content-security-policy'];
console.log(`\nnpm run test:deploy: ${nginx} serving ${OUT} on ${APP} (${built})`);
console.log(`Content-Security-Policy: ${csp}\n`);
for (const [ok, what, detail] of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}${!ok && detail ? `\n      ${detail}` : ''}`);
}
console.log(`\nBackend calls answered: ${[...new Set(apiCalls)].join(', ')}`);
if (strayRequests.size)
  console.log(`Aborted (neither the app nor faked): ${[...strayRequests].join(', ')}`);
const failed = results.filter(([ok]) => !ok).length;
console.log(`\n${results.length - failed}/${results.length} checks passed, ${elapsed()}.`);
if (!args.includes('--keep')) {
  rmSync(OUT, { recursive: true, force: true });
  rmSync(prefix, { recursive: true, force: true });
} else {
  console.log(`Kept ${OUT} and nginx's files in ${prefix}.`);
}
process.exit(failed ? 1 : 0);
