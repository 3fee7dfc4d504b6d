// What scripts/size.mjs and scripts/lighthouse.mjs share: the two production builds they compare
// (the app with VITE_MOCK_API=false, and the bare stack of this folder, built in the same run with
// the same Vite), a static server that serves a build as a deployment does, and the session
// token a faked backend answers (scripts/size.mjs, scripts/deploy-check.mjs).
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = join(ROOT, 'node_modules/.bin/vite');

function vite(args, env = {}) {
  const build = spawnSync(VITE, ['build', '--logLevel', 'warn', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

/** The app's production build (a real backend: no mock code), into `outDir`. */
export function buildApp(outDir) {
  vite(['--outDir', resolve(ROOT, outDir), '--emptyOutDir'], { VITE_MOCK_API: 'false' });
}

/** The bare reference page of this folder, built by the project's Vite, into `outDir`. */
export function buildBare(outDir) {
  vite([
    '--config',
    join(ROOT, 'scripts/bare-stack/build-config.mjs'),
    '--outDir',
    resolve(ROOT, outDir),
  ]);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

/**
 * Serves `dir` on 127.0.0.1:`port` as deploy/nginx would: gzip for text, a year of immutable cache
 * for the hashed `/assets/*`, `no-cache` for index.html and the other files, index.html for any
 * address that is not a file (the addresses outside the hash).
 */
export function serveStatic(dir, port) {
  const root = resolve(ROOT, dir);
  const gzipped = new Map();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    // The app's API on its own origin (a build without VITE_API_ADDRESS): a loopback backend
    // that holds nothing but a card, so that a measured page waits on no host off this machine.
    // A card's check answers as a householder at the door would see it: a valid member who sells.
    if (/^\/[^/]+\/v1\/cards\/[^/]+$/.test(pathname)) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          firstName: 'Camille',
          lastInitial: 'D',
          valid: true,
          calendarSeller: true,
          year: new Date().getFullYear(),
        }),
      );
      return;
    }
    if (/^\/[^/]+\/v1\//.test(pathname)) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end('{"message":"Aucune donnée sur ce serveur de mesure"}');
      return;
    }
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    // A folder's page (the app's /calendrier, painted at build time) as deploy/nginx.conf serves
    // it, else the app's page.
    const page = join(file, 'index.html');
    if (existsSync(file) && statSync(file).isDirectory() && existsSync(page)) file = page;
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const ext = extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let body = readFileSync(file);
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
      body = gzipped.get(file);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolveServer({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

/** A JWT the app can read (`exp` in an hour) for `email`; its signature is the backend's business. */
export function fakeJwt(email) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: email, exp })}.c2lnbmF0dXJl`;
}

/** `seconds` since `start` (a `performance.now()`), for the run time each script prints. */
export const elapsed = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
