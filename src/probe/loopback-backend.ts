import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { apiBaseUrl } from '@/config/env';
import { backendChain } from '@/mocks/backend/chain';
import { handlers } from '@/mocks/backend/handlers';

/**
 * The embedded backend over real HTTP on 127.0.0.1 (an ephemeral port), for the probe's tests and
 * its README sample: each request becomes a WHATWG `Request` on the handlers' own base
 * (`apiBaseUrl`) and is answered by msw's `getResponse` through the same chain as the unit tests'
 * (src/mocks/backend/chain.ts: the strict bodies first, then the Jackson layer `setBackendOptions`
 * switches), with CORS headers for `origin`. `change` lets a test turn an answer into one a real backend might give.
 * Test code: nothing of the app imports it.
 */

export interface LoopbackOptions {
  /** The origin CORS headers allow; none: no CORS header at all. */
  origin?: string;
  /** The paths (under the API base, `/users`) answered without CORS headers. */
  noCorsOn?: (path: string) => boolean;
  /** The answer to give instead of the handlers' (`undefined`: theirs). */
  change?: (path: string, request: Request, answer: Response) => Promise<Response | undefined>;
}

export interface Loopback {
  /** `http://127.0.0.1:{port}{base path}`: the probe's `--api`. */
  api: string;
  /** Each request as `METHOD /path?query`, in order. */
  seen: string[];
  close: () => Promise<void>;
}

const basePath = new URL(apiBaseUrl).pathname.replace(/\/$/, '');
const chain = backendChain(handlers);

async function bodyOf(incoming: IncomingMessage): Promise<Buffer | undefined> {
  if (incoming.method === 'GET' || incoming.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startLoopback(options: LoopbackOptions = {}): Promise<Loopback> {
  const seen: string[] = [];

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const address = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const path = address.pathname.startsWith(basePath)
      ? address.pathname.slice(basePath.length)
      : address.pathname;
    seen.push(`${incoming.method} ${path}${address.search}`);
    const cors: Record<string, string> =
      options.origin && !options.noCorsOn?.(path)
        ? {
            'Access-Control-Allow-Origin': options.origin,
            'Access-Control-Allow-Headers': 'authorization, content-type',
            'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
            Vary: 'Origin',
          }
        : {};
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const body = await bodyOf(incoming);
    const request = new Request(`${apiBaseUrl}${path}${address.search}`, {
      method: incoming.method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    const handled =
      (await getResponse(chain, request.clone())) ??
      Response.json({ status: 404, message: 'Pas de tel appel' }, { status: 404 });
    const given = (await options.change?.(path, request, handled)) ?? handled;
    const out: Record<string, string> = { ...cors };
    given.headers.forEach((value, name) => {
      out[name] = value;
    });
    delete out['content-length'];
    const text = Buffer.from(await given.arrayBuffer());
    outgoing.writeHead(given.status, out).end(text);
  }

  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing).catch((error: unknown) => {
      outgoing.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: `http://127.0.0.1:${port}${basePath}`,
    seen,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
