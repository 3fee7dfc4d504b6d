import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { API_ORIGIN, OUT, type RawResponse, get } from './deployment';
import { expect, test } from './fixtures';

/**
 * deploy/nginx.conf and deploy/security-headers.conf as a client meets them: HTTPS only, the
 * reverse proxy of the API, the headers of every response, the cache, the compression, and the
 * SPA fallback that stops at /assets/.
 */

/** The Content-Security-Policy as {directive: [sources]}. */
function parseCsp(value = ''): Record<string, string[] | undefined> {
  return Object.fromEntries(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Every header every HTTPS response carries, each checked on its own (soft). */
function expectSecurityHeaders(headers: IncomingHttpHeaders) {
  const header = headers['content-security-policy'];
  const policy = typeof header === 'string' ? header : undefined;
  expect.soft(policy, 'Content-Security-Policy').toBeDefined();
  const csp = parseCsp(policy);
  const scripts = csp['script-src'] ?? csp['default-src'] ?? [];
  expect.soft(csp['default-src'], "default-src 'self'").toEqual(["'self'"]);
  expect.soft(scripts, "script-src 'self'").toContain("'self'");
  expect
    .soft(
      scripts.filter((source) => /unsafe-(inline|eval)|^\*$|^https?:$|^data:$/.test(source)),
      'script-src: no inline script, no eval, no wildcard',
    )
    .toEqual([]);
  expect.soft(csp['connect-src'], 'connect-src: the backend').toContain(API_ORIGIN);
  // The resources' and dues' pictures are <img> addresses on the backend.
  expect.soft(csp['img-src'], 'img-src: the backend').toContain(API_ORIGIN);
  expect.soft(csp['frame-ancestors'], "frame-ancestors 'none'").toEqual(["'none'"]);
  expect.soft(csp['form-action'], "form-action 'self'").toEqual(["'self'"]);
  expect.soft(csp['object-src'], "object-src 'none'").toEqual(["'none'"]);
  expect.soft(csp['base-uri'], "base-uri 'self'").toEqual(["'self'"]);

  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  expect
    .soft(Number(hsts?.[1] ?? 0), 'Strict-Transport-Security: at least 180 days')
    .toBeGreaterThanOrEqual(180 * 24 * 3600);
  expect.soft(headers['x-content-type-options'], 'X-Content-Type-Options').toBe('nosniff');
  expect
    .soft(headers['referrer-policy'], 'Referrer-Policy')
    .toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect.soft(headers['permissions-policy'], 'Permissions-Policy').toMatch(/camera=\(\)/);
}

const text = (response: RawResponse) => response.body.toString('utf8');

/** The app's page: index.html with its root element, holding the login screen painted at build time. */
function expectAppPage(response: RawResponse, painted = 'login') {
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(text(response)).toContain(`<div id="root" data-prerendered="${painted}">`);
}

/** The scripts and stylesheet index.html names. */
function indexAssets() {
  const indexHtml = readFileSync(join(OUT, 'index.html'), 'utf8');
  return {
    indexHtml,
    // The app's script, asked for by the page's inline script (docs/architecture.md).
    script: /<meta name="app-script" content="([^"]+\.js)"/.exec(indexHtml)?.[1] ?? '',
    stylesheet: /<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/.exec(indexHtml)?.[1] ?? '',
  };
}

test.describe('HTTPS only', () => {
  for (const address of ['/', '/calendrier?souche=12', '/assets/nope.js']) {
    test(`HTTP ${address} answers a permanent redirect to its HTTPS twin`, async ({
      deployment,
    }) => {
      const response = await get(deployment.plain, address);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(`${deployment.app}${address}`);
    });
  }

  test('/amicale/v1/ is passed to the backend, path and query kept, X-Forwarded-Proto https', async ({
    deployment,
    ca,
  }) => {
    const received: { url?: string; forwardedProto?: string | string[] }[] = [];
    const backend = createServer((incoming, response) => {
      received.push({ url: incoming.url, forwardedProto: incoming.headers['x-forwarded-proto'] });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"backend":"deploy-check"}');
    });
    await new Promise<void>((done) => backend.listen(deployment.backendPort, '127.0.0.1', done));
    try {
      const proxied = await get(deployment.app, '/amicale/v1/siteconfiguration/rgpd?x=1', { ca });
      expect(proxied.status).toBe(200);
      expect(JSON.parse(text(proxied))).toEqual({ backend: 'deploy-check' });
      expect(received).toEqual([
        { url: '/amicale/v1/siteconfiguration/rgpd?x=1', forwardedProto: 'https' },
      ]);
    } finally {
      await new Promise((done) => backend.close(done));
    }
  });
});

test.describe('the page', () => {
  test('GET / is the app, no-cache, with the security headers', async ({ deployment, ca }) => {
    const page = await get(deployment.app, '/', { ca });
    expectAppPage(page);
    expect(page.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(page.headers);
  });

  test('GET / gzipped carries the security headers too', async ({ deployment, ca }) => {
    const page = await get(deployment.app, '/', { ca, headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expectSecurityHeaders(page.headers);
  });

  for (const address of ['/calendrier', '/calendrier/', '/calendrier?souche=12']) {
    test(`GET ${address} is the calendar purchase's own page, no-cache, with the security headers`, async ({
      deployment,
      ca,
    }) => {
      const response = await get(deployment.app, address, { ca });
      expectAppPage(response, 'calendar');
      expect(text(response)).toContain('Achat du Calendrier');
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response.headers);
    });
  }

  for (const address of [
    '/calendrier/code/X',
    '/validateorsubscribe?token=T',
    '/renewsubscription?token=T&userid=1',
    '/?token=T',
  ]) {
    test(`GET ${address} is the app, no-cache, with the CSP (SPA fallback)`, async ({
      deployment,
      ca,
    }) => {
      const response = await get(deployment.app, address, { ca });
      expectAppPage(response);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeTruthy();
    });
  }

  test('index.html names its assets; its one inline script is the one the CSP allows by its hash', async ({
    deployment,
    ca,
  }) => {
    const { indexHtml, script, stylesheet } = indexAssets();
    expect(script).toMatch(/^\/assets\//);
    expect(stylesheet).toMatch(/^\/assets\//);
    const inline = [...indexHtml.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0][1], 'utf8').digest('base64');
    const page = await get(deployment.app, '/', { ca });
    const scripts = parseCsp(String(page.headers['content-security-policy']))['script-src'];
    expect(scripts).toContain(`'sha256-${hash}'`);
  });
});

test.describe('assets', () => {
  test('a script of /assets/: JavaScript, a year, immutable, with the security headers', async ({
    deployment,
    ca,
  }) => {
    const asset = await get(deployment.app, indexAssets().script, { ca });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toMatch(/\bmax-age=31536000\b/);
    expect(asset.headers['cache-control']).toMatch(/\bimmutable\b/);
    expectSecurityHeaders(asset.headers);
  });

  test('scripts, stylesheets, the manifest and SVG are gzipped (Vary: Accept-Encoding)', async ({
    deployment,
    ca,
  }) => {
    const { script, stylesheet } = indexAssets();
    for (const path of [script, stylesheet, '/manifest.webmanifest', '/favicon.svg']) {
      const response = await get(deployment.app, path, {
        ca,
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect.soft(response.headers['content-encoding'], path).toBe('gzip');
      expect.soft(response.headers.vary, path).toMatch(/Accept-Encoding/i);
    }
  });

  test('the manifest: application/manifest+json, cached for a while', async ({
    deployment,
    ca,
  }) => {
    const manifest = await get(deployment.app, '/manifest.webmanifest', { ca });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  test('an icon: cached for a while, with the security headers', async ({ deployment, ca }) => {
    const icon = await get(deployment.app, '/icon-192.png', { ca });
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toMatch(/max-age=\d+/);
    expectSecurityHeaders(icon.headers);
  });

  test('a missing asset is a real 404 (not the page, not cached for a year), with the security headers', async ({
    deployment,
    ca,
  }) => {
    const missing = await get(deployment.app, '/assets/nope.js', { ca });
    expect(missing.status).toBe(404);
    expect(text(missing)).not.toContain('<div id="root">');
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    expectSecurityHeaders(missing.headers);
  });
});
