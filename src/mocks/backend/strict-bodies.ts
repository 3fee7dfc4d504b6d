import { http } from 'msw';
import { callOf, strayKeys } from '@/api/schemas/calls';
import { apiBaseUrl } from '@/config/env';
import { badRequest } from './responses';

const basePath = new URL(apiBaseUrl).pathname.replace(/\/$/, '');

/**
 * The bodies the embedded backend refused for a key their call does not take, since the last
 * look: a test that sends one fails (tests/setup.ts takes them after each test).
 */
const strayBodies: string[] = [];

/** The stray-key refusals since the last call, forgotten once read. */
export function takeRefusedBodies(): string[] {
  return strayBodies.splice(0);
}

/** What is wrong with `body` for its call, in the backend's words, or null. */
export function bodyRefusal(
  method: string,
  path: string,
  body: unknown,
): { message: string; stray: boolean } | null {
  const schema = callOf(method, path)?.body;
  if (!schema) return null;
  const read = schema.safeParse(body);
  if (!read.success) {
    const issue = read.error.issues[0];
    const field = issue?.path.map(String).join('.') ?? '';
    return {
      message: field ? `Champ invalide : ${field}` : 'Corps de requête invalide',
      stray: false,
    };
  }
  const stray = strayKeys(body, read.data);
  return stray.length ? { message: `Champ non attendu : ${stray.join(', ')}`, stray: true } : null;
}

/**
 * As strict as the contract (docs/calls.md#the-embedded-backend): every JSON body is read by the
 * request schema of its call (src/api/schemas/calls.ts) before any handler sees it; a body that
 * does not fit, or holds a key the call does not take, is a 400 that names it. Goes before the
 * handlers; a body that fits falls through to them.
 */
export const strictBodies = http.all(`${apiBaseUrl}/*`, async ({ request }) => {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/json/i.test(type)) return undefined;
  const path = new URL(request.url).pathname.slice(basePath.length);
  if (!callOf(request.method, path)?.body) return undefined;
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return badRequest('Corps JSON illisible');
  }
  const refusal = bodyRefusal(request.method, path, body);
  if (!refusal) return undefined;
  if (refusal.stray) strayBodies.push(`${request.method} ${path}: ${refusal.message}`);
  return badRequest(refusal.message);
});
