import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the deployment check's setup (serve-setup.ts) builds and starts, and what its tests and
 * teardown read back: nginx runs in a process of its own, so the state goes through a file.
 */

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The build for a real backend, served by nginx. */
export const OUT = join(ROOT, 'dist-deploy');
/** Where the setup leaves the running deployment for the tests and the teardown. */
export const STATE_FILE = join(ROOT, 'node_modules/.cache/deploy-check/deployment.json');

/** The backend: an origin of its own that nothing listens on, answered by `route`. */
export const API_ORIGIN = 'http://127.0.0.1:58080';
export const API_PATH = '/amicale/v1';
// Fake but well-formed: a reCAPTCHA site key is 40 characters, a Stripe key pk_test_….
export const RECAPTCHA_SITE_KEY = '6LdDeployCheckFakeSiteKey000000000000000';
export const STRIPE_KEY = 'pk_test_51DeployCheckFakePublishableKey0000000000000000';

/** The build's environment: the same values for `vite build` and deploy/render.mjs. */
export function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.VITE_BASE_PATH;
  const api = new URL(API_ORIGIN);
  return {
    ...env,
    VITE_MOCK_API: 'false',
    VITE_API_PROTOCOL: api.protocol,
    VITE_API_ADDRESS: api.hostname,
    VITE_API_PORT: api.port,
    VITE_PRODUCT: 'amicale',
    VITE_RECAPTCHA_SITE_KEY: RECAPTCHA_SITE_KEY,
    VITE_STRIPE_PUBLIC_KEY: STRIPE_KEY,
  };
}

export interface Deployment {
  /** The app over HTTPS: `https://127.0.0.1:{port}`. */
  app: string;
  /** The plain HTTP port, which only redirects: `http://127.0.0.1:{port}`. */
  plain: string;
  /** The port the reverse proxy passes /amicale/v1/ to: a test listens there while it needs it. */
  backendPort: number;
  /** nginx's prefix: the rendered configuration, the certificate, the logs. */
  prefix: string;
  /** The run's self-signed certificate (PEM file). */
  certificate: string;
  /** nginx's master process, leader of its process group. */
  nginxPid: number;
}

export function readDeployment(): Deployment | null {
  if (!existsSync(STATE_FILE)) return null;
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as Deployment;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A GET as it leaves a client, without transparent decompression: status, headers, body bytes.
 * HTTPS trusts the run's certificate and nothing else.
 */
export function get(
  origin: string,
  path: string,
  { headers = {}, ca }: { headers?: Record<string, string>; ca?: string } = {},
): Promise<RawResponse> {
  const { hostname, port, protocol } = new URL(origin);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const call = request({ hostname, port, path, headers, ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on('error', fail);
    call.end();
  });
}
