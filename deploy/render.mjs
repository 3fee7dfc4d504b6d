// Writes the nginx configuration of a deployment from deploy/nginx.conf and
// deploy/security-headers.conf, with the backend's origin in the Content-Security-Policy taken
// from the same variables as the build (VITE_API_PROTOCOL, VITE_API_ADDRESS, VITE_API_PORT: the
// environment, then the .env files of the mode, then the defaults of src/config/env.ts).
//
//   node deploy/render.mjs [--out deploy/out] [--root /var/www/amicale] [--listen 80]
//                          [--server-name _] [--mode production]
//
// The output has the layout of /etc/nginx: copy it there (sites-available/amicale.conf, then
// link it from sites-enabled/; snippets/amicale-security-headers.conf).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');

/** The defaults of src/config/env.ts (CONTRACT §1). */
const DEFAULTS = { protocol: 'https:', address: '192.168.1.20', port: '8080' };

/** The backend's origin as the app computes it (src/api/client.ts): `new URL(apiBaseUrl).origin`. */
export function apiOriginOf(env) {
  const pick = (name, fallback) => (env[name]?.trim() ? env[name].trim() : fallback);
  const protocol = pick('VITE_API_PROTOCOL', DEFAULTS.protocol);
  const address = pick('VITE_API_ADDRESS', DEFAULTS.address);
  const port = pick('VITE_API_PORT', DEFAULTS.port);
  return new URL(`${protocol}//${address}:${port}/`).origin;
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
  root = '/var/www/amicale',
  listen = '80',
  serverName = '_',
}) {
  const values = { API_ORIGIN: apiOrigin, ROOT: root, LISTEN: listen, SERVER_NAME: serverName };
  for (const [name, value] of Object.entries(values)) {
    if (!value || /[\s;{}"'\\]/.test(value)) throw new Error(`${name}: unusable value "${value}"`);
  }
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
    const apiOrigin = apiOriginOf(buildEnv(option('--mode', 'production')));
    const files = renderDeployConfig({
      outDir: resolve(option('--out', join(HERE, 'out'))),
      apiOrigin,
      root: option('--root', undefined),
      listen: option('--listen', undefined),
      serverName: option('--server-name', undefined),
    });
    console.log(`Backend origin in connect-src: ${apiOrigin}`);
    for (const path of Object.values(files)) console.log(`Wrote ${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
