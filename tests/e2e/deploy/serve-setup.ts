import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import {
  type Deployment,
  OUT,
  ROOT,
  STATE_FILE,
  buildEnv,
  get,
  readDeployment,
} from './deployment';
import { stopDeployment } from './stop-deployment';

/**
 * Builds the app for a real backend (VITE_MOCK_API=false) into dist-deploy/, renders
 * deploy/nginx.conf for it (deploy/render.mjs) and serves it with Debian's nginx as the current
 * user: HTTPS on a free port with a self-signed certificate made for the run, plain HTTP on
 * another. DEPLOY_NO_BUILD=1 reuses dist-deploy/; the teardown (stop-teardown.ts) stops nginx.
 */

const WAIT_MS = 10_000;

function findNginx(): string | null {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path)) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/**
 * A free port below the kernel's ephemeral range (32768 and up on Linux), for a server a test
 * starts only later: a port the kernel hands out (`listen(0)`) may be given meanwhile to an
 * outgoing connection (nginx's, the browser's), and the test's server would not start.
 */
async function laterPort(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (await portIsFree(port)) return port;
  }
  throw new Error('No free port between 20000 and 30000 for the test backend.');
}

/** The main file around the rendered server block, as /etc/nginx/nginx.conf is around it. */
function mainConfiguration(nginx: string, prefix: string): string {
  const mimeTypes = ['/etc/nginx/mime.types', join(nginx, '../../conf/mime.types')].find(
    existsSync,
  );
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  return [
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
    // Relative includes resolve from this file's folder, the prefix, as from /etc/nginx.
    'include sites-available/amicale.conf;',
    '}',
  ].join('\n');
}

setup('the app built for a real backend, served by nginx over HTTPS', async () => {
  // A run interrupted before its teardown left its nginx running: it goes first.
  const stale = readDeployment();
  if (stale) await stopDeployment(stale, { keepServerFiles: false, keepBuild: true });

  const nginx = findNginx();
  if (!nginx) {
    throw new Error(
      "nginx not found: install Debian's nginx (sudo apt-get install -y nginx) or set NGINX_PATH.",
    );
  }
  const env = buildEnv();

  if (!process.env.DEPLOY_NO_BUILD) {
    await setup.step('vite build into dist-deploy/', () => {
      const build = spawnSync(
        join(ROOT, 'node_modules/.bin/vite'),
        ['build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'],
        { cwd: ROOT, env, encoding: 'utf8' },
      );
      expect(build.status, `vite build failed:\n${build.stdout}${build.stderr}`).toBe(0);
    });
  }
  expect(existsSync(join(OUT, 'index.html')), `no build in ${OUT}`).toBe(true);

  const port = await freePort();
  const httpPort = await freePort();
  const backendPort = await laterPort();
  const prefix = mkdtempSync(join(tmpdir(), 'amicale-nginx-'));
  const certificate = join(prefix, 'certificate.pem');
  const certificateKey = join(prefix, 'certificate-key.pem');

  await setup.step('a certificate for 127.0.0.1, made for this run only', () => {
    const openssl = spawnSync(
      'openssl',
      [
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
        ['-keyout', certificateKey, '-out', certificate],
      ].flat(),
      { encoding: 'utf8' },
    );
    expect(
      openssl.status,
      `openssl could not make the certificate (sudo apt-get install openssl):\n${openssl.stderr}`,
    ).toBe(0);
  });

  await setup.step('deploy/render.mjs for the build and the loopback backend', () => {
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
        ['--backend', `http://127.0.0.1:${backendPort}`],
      ].flat(),
      { cwd: ROOT, env, encoding: 'utf8' },
    );
    expect(render.status, `deploy/render.mjs failed:\n${render.stdout}${render.stderr}`).toBe(0);
    writeFileSync(join(prefix, 'nginx.conf'), mainConfiguration(nginx, prefix));
  });

  const nginxArgs = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf')];
  nginxArgs.push('-e', join(prefix, 'error.log'));
  await setup.step('nginx -t accepts the configuration', () => {
    const syntax = spawnSync(nginx, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
    expect(syntax.status, `nginx -t refused the configuration:\n${syntax.stderr}`).toBe(0);
  });

  const deployment: Deployment = {
    app: `https://127.0.0.1:${port}`,
    plain: `http://127.0.0.1:${httpPort}`,
    backendPort,
    prefix,
    certificate,
    nginxPid: 0,
  };
  await setup.step('nginx answers over HTTPS', async () => {
    // A process group of its own: it outlives this worker, and the teardown stops it whole.
    const server = spawn(nginx, nginxArgs, { detached: true, stdio: 'ignore' });
    server.unref();
    deployment.nginxPid = server.pid ?? 0;
    mkdirSync(dirname(STATE_FILE), { recursive: true });
    writeFileSync(STATE_FILE, JSON.stringify(deployment, null, 2));
    const ca = readFileSync(certificate, 'utf8');
    await expect
      .poll(
        async () => {
          const page = await get(deployment.app, '/', { ca }).catch(() => null);
          if (page) return page.status;
          if (server.exitCode === null) return 'not up yet';
          return `nginx exited:\n${readFileSync(join(prefix, 'error.log'), 'utf8')}`;
        },
        { message: `nginx on ${deployment.app}`, timeout: WAIT_MS },
      )
      .toBe(200);
  });
});
