import type { RequestHandler } from 'msw';
import { jacksonLayer } from './jackson';
import { strictBodies } from './strict-bodies';

/**
 * The embedded backend in the order a request meets it: the strict bodies (a body its call does
 * not take is refused before anything runs), then the Jackson layer (jackson.ts, which asks
 * `handlers` for the real answer and writes it as `BackendOptions` say), then `handlers` (what
 * the layer lets through). A fault drill (src/mocks/faults/fault-handler.ts) goes before all of
 * them and reads its real answers from this chain, so that a fault or a shape is made from what
 * this backend writes, nulls and links included: a variant of a Jackson backend's answer, as a
 * real one would serve it, and a write under a shape rule still has its body checked.
 */
export function backendChain(handlers: readonly RequestHandler[]): RequestHandler[] {
  return [strictBodies, jacksonLayer(handlers), ...handlers];
}
