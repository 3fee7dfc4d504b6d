import { HttpResponse, type RequestHandler, delay, getResponse, http } from 'msw';
import { apiBaseUrl } from '@/config/env';
import {
  FAULT_DRILL_KEY,
  type Fault,
  type FaultRule,
  SHAPES,
  type Shape,
  WRITE_ANSWERS,
  type WriteAnswer,
  readFaultDrill,
  ruleMatches,
} from './fault-rules';
import { reshape, shortPaged, writeAnswer } from './shape-variants';
import { problem } from '@/mocks/backend/responses';

const basePath = new URL(apiBaseUrl).pathname.replace(/\/$/, '');

/** What a proxy or a misrouted address answers in place of the API. */
export const HTML_PAGE =
  '<!doctype html><html lang="en"><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

/** A record cut down to its `id` (none if it had none). */
function bare(record: unknown): Record<string, unknown> {
  const id = (record as { id?: unknown } | null)?.id;
  return id === undefined ? {} : { id };
}

/** The real answer, reshaped by `change` when it is JSON (anything else goes through as is). */
async function reshaped(
  handlers: readonly RequestHandler[],
  request: Request,
  change: (body: Record<string, unknown>) => unknown,
): Promise<Response> {
  const real = await getResponse([...handlers], request.clone());
  if (!real) return problem(404, 'Aucune réponse');
  if (!real.headers.get('Content-Type')?.includes('json')) return real;
  const body: unknown = await real.json();
  if (!body || typeof body !== 'object' || Array.isArray(body)) return real;
  return HttpResponse.json(change(body as Record<string, unknown>) as Record<string, unknown>, {
    status: real.status,
  });
}

function withoutEmbedded({ _embedded: _dropped, ...rest }: Record<string, unknown>) {
  return rest;
}

function withBareRecords(body: Record<string, unknown>) {
  const embedded = body._embedded as { data?: unknown } | undefined;
  if (embedded && Array.isArray(embedded.data)) {
    return { ...body, _embedded: { ...embedded, data: embedded.data.map(bare) } };
  }
  return bare(body);
}

const isShape = (fault: Fault | Shape): fault is Shape =>
  (SHAPES as readonly string[]).includes(fault);
const isWriteAnswer = (shape: Shape): shape is WriteAnswer =>
  (WRITE_ANSWERS as readonly string[]).includes(shape);

async function answer(
  fault: Fault | Shape,
  request: Request,
  handlers: readonly RequestHandler[],
): Promise<Response> {
  if (isShape(fault)) {
    const path = new URL(request.url).pathname.slice(basePath.length);
    if (isWriteAnswer(fault)) {
      // The write is done by the backend (its store changes), then answered another way.
      const real = await getResponse([...handlers], request.clone());
      return real ? writeAnswer(fault, request, path, real) : problem(404, 'Aucune réponse');
    }
    const asked = fault === 'no-page' ? shortPaged(request) : request;
    return reshaped(handlers, asked, (body) => reshape(fault, request.method, path, body));
  }
  switch (fault) {
    case '500':
      return problem(500, 'Erreur interne du serveur');
    case '404':
      return problem(404, 'Ressource introuvable');
    case '403':
      return problem(403, 'Accès interdit');
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'html':
      return new HttpResponse(HTML_PAGE, {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    case 'no-embedded':
      return reshaped(handlers, request, withoutEmbedded);
    case 'missing-fields':
      return reshaped(handlers, request, withBareRecords);
  }
}

/** Counts a hit on `rule` in the stored drill, so that a test can tell the fault was served. */
function countHit(rule: FaultRule): void {
  const drill = readFaultDrill(localStorage);
  const stored = drill?.rules.find(
    (candidate) =>
      candidate.method === rule.method &&
      candidate.path === rule.path &&
      candidate.fault === rule.fault,
  );
  if (!drill || !stored) return;
  stored.hits = (stored.hits ?? 0) + 1;
  localStorage.setItem(FAULT_DRILL_KEY, JSON.stringify(drill));
}

/**
 * Demo only: answers a call with the fault of the first stored rule that covers it, and lets
 * every other call through to `handlers` (a resolver that returns nothing falls through); a call
 * a slow rule covers waits its `ms` first, whatever answers it. It
 * goes before them; `handlers` also give the real answers the malformed bodies start from: the
 * backend's whole chain (src/mocks/backend/chain.ts), so that a fault or a shape is made from
 * the answer the backend writes, its Jackson options applied, and a write's body is checked.
 */
export function faultHandler(handlers: readonly RequestHandler[]): RequestHandler {
  return http.all(`${apiBaseUrl}/*`, ({ request }) => {
    const drill = readFaultDrill(localStorage);
    const url = new URL(request.url);
    const rule = drill?.rules.find((candidate) =>
      ruleMatches(candidate, request.method, url, basePath),
    );
    const slow = drill?.slow?.find((candidate) =>
      ruleMatches(candidate, request.method, url, basePath),
    );
    if (!rule && !slow) return undefined;
    return (async () => {
      if (slow) await delay(slow.ms);
      if (!rule) return undefined;
      countHit(rule);
      return answer(rule.fault, request, handlers);
    })();
  });
}
