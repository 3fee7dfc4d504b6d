// Writes the nginx configuration of a deployment from deploy/nginx.conf and
// deploy/security-headers.conf, with the backend's origin in the Content-Security-Policy taken
// from the same variables as the build (VITE_API_PROTOCOL, VITE_API_ADDRESS, VITE_API_PORT: the
// environment, then the .env files of the mode, then the defaults of src/config/env.ts).
//
//   node deploy/render.mjs [--out deploy/out] [--root /var/www/amicale] [--listen 443]
//                          [--listen-http 80] [--server-name _] [--certificate PEM]
//                          [--certificate-key PEM] [--backend http://host:port] [--mode production]
//
// HTTPS is served on --listen with the certificate (default: certbot's files for --server-name),
// plain HTTP on --listen-http only redirects to it. --backend adds the reverse proxy of
// /{product}/v1 that a build calling its own origin (no VITE_API_ADDRESS) needs.
//
// The output has the layout of /etc/nginx: copy it there (sites-available/amicale.conf, then
// link it from sites-enabled/; snippets/amicale-security-headers.conf).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');

/** The defaults of src/config/env.ts: no address means the app's own origin. */
const DEFAULTS = { protocol: 'https:', port: '8080', product: 'amicale' };

const pick = (env, name, fallback) => (env[name]?.trim() ? env[name].trim() : fallback);

/**
 * The backend's origin as the app computes it (src/config/env.ts), or '' when the build calls its
 * own origin (no VITE_API_ADDRESS), which the CSP's 'self' already allows.
 */
export function apiOriginOf(env) {
  const address = pick(env, 'VITE_API_ADDRESS', '');
  if (!address) return '';
  const protocol = pick(env, 'VITE_API_PROTOCOL', DEFAULTS.protocol);
  const port = pick(env, 'VITE_API_PORT', DEFAULTS.port);
  return new URL(`${protocol}//${address}:${port}/`).origin;
}

/** The API's path on the app's origin: `/{product}/v1/`. */
export const apiPathOf = (env) => `/${pick(env, 'VITE_PRODUCT', DEFAULTS.product)}/v1/`;

/** The reverse proxy of the API's path to `backend` (an origin: `http://backend.internal:8080`). */
function backendLocation(apiPath, backend) {
  return [
    `    # The API, on the app's own origin: passed as it is to the backend.`,
    `    location ^~ ${apiPath} {`,
    `        proxy_pass ${backend};`,
    `        proxy_set_header Host $host;`,
    `        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`,
    `        proxy_set_header X-Forwarded-Proto $scheme;`,
    `        client_max_body_size 12m;`,
    `    }`,
    '',
  ].join('\n');
}

/** What a build of `mode` reads: the process environment over the mode's .env files (as Vite). */
export function buildEnv(mode = 'production') {
  return { ...loadEnv(mode, ROOT, 'VITE_'), ...process.env };
}

/** The template with its placeholders filled in; comment lines, which name them, stay as they are. */
const fill = (template, values) =>
  template
    .split('\n')
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line.replace(/__([A-Z_]+)__/g, (placeholder, name) => {
            if (!(name in values)) throw new Error(`${placeholder}: no value for this placeholder`);
            return values[name];
          }),
    )
    .join('\n');

/**
 * Renders the two files into `outDir` ({sites-available,snippets}/…) and returns their paths.
 * Every value is checked: a space or a `;` would change the meaning of the nginx file.
 */
export function renderDeployConfig({
  outDir,
  apiOrigin,
  apiPath = `/${DEFAULTS.product}/v1/`,
  backend = '',
  root = '/var/www/amicale',
  listen = '443',
  listenHttp = '80',
  serverName = '_',
  certificate = `/etc/letsencrypt/live/${serverName}/fullchain.pem`,
  certificateKey = `/etc/letsencrypt/live/${serverName}/privkey.pem`,
}) {
  if (!apiOrigin && !backend) {
    throw new Error(
      'The build calls its own origin (no VITE_API_ADDRESS): give --backend http://host:port, the backend the API path is passed to.',
    );
  }
  const httpsPort = listen.split(':').at(-1);
  const values = {
    ROOT: root,
    LISTEN: listen,
    LISTEN_HTTP: listenHttp,
    SERVER_NAME: serverName,
    CERTIFICATE: certificate,
    CERTIFICATE_KEY: certificateKey,
  };
  for (const [name, value] of Object.entries({ ...values, API_PATH: apiPath })) {
    if (!value || /[\s;{}"'\\]/.test(value)) throw new Error(`${name}: unusable value "${value}"`);
  }
  for (const [name, value] of Object.entries({ API_ORIGIN: apiOrigin, BACKEND: backend })) {
    if (value && !/^https?:\/\/[\w.:[\]-]+$/.test(value)) {
      throw new Error(`${name}: unusable value "${value}" (an origin: http://host:port)`);
    }
  }
  Object.assign(values, {
    API_ORIGIN: apiOrigin,
    HTTPS_PORT: httpsPort === '443' ? '' : `:${httpsPort}`,
    BACKEND_LOCATION: backend ? backendLocation(apiPath, backend) : '',
  });
  const files = {
    server: join(outDir, 'sites-available/amicale.conf'),
    headers: join(outDir, 'snippets/amicale-security-headers.conf'),
  };
  const sources = { server: 'nginx.conf', headers: 'security-headers.conf' };
  for (const [key, path] of Object.entries(files)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, fill(readFileSync(join(HERE, sources[key]), 'utf8'), values));
  }
  return files;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
  };
  try {
    const env = buildEnv(option('--mode', 'production'));
    const apiOrigin = apiOriginOf(env);
    const files = renderDeployConfig({
      outDir: resolve(option('--out', join(HERE, 'out'))),
      apiOrigin,
      apiPath: apiPathOf(env),
      backend: option('--backend', undefined),
      root: option('--root', undefined),
      listen: option('--listen', undefined),
      listenHttp: option('--listen-http', undefined),
      serverName: option('--server-name', undefined),
      certificate: option('--certificate', undefined),
      certificateKey: option('--certificate-key', undefined),
    });
    console.log(`Backend origin in connect-src: ${apiOrigin || "the app's own ('self')"}`);
    for (const path of Object.values(files)) console.log(`Wrote ${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
