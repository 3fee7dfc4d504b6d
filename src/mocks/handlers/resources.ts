import { HttpResponse, http } from 'msw';
import { canManageGeneral } from '../../lib/permissions';
import { db, type MockResource } from '../db';
import { verify } from '../jwt';
import { onePage, pageOf } from '../paging';
import { duesToPay, escapeHtml } from '../persons';
import { forbidden, notFound, unauthorized, url } from '../responses';
import { checkToken, queryToken } from '../tokens';
import { authenticate, withAuth } from '../with-auth';

const findResource = (id: unknown) =>
  db().resources.find((candidate) => candidate.id === Number(id));

/** What a resource carries over the wire: not the store's bookkeeping of dues. */
function publicResource({
  isDue: _isDue,
  dueFor: _dueFor,
  dueSubscription: _dueSubscription,
  coversYear: _coversYear,
  ...rest
}: MockResource) {
  return rest;
}

/** A small generated picture of the resource (the real backend serves an uploaded file). */
function resourceImage(resource: MockResource): string {
  const words = resource.name.split(' ');
  const lines = [words.slice(0, 3).join(' '), words.slice(3).join(' ')].filter(Boolean);
  const text = lines
    .map(
      (line, index) =>
        `<text x="160" y="${96 + index * 26}" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${escapeHtml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" role="img" aria-label="${escapeHtml(resource.name)}"><rect width="320" height="180" rx="14" fill="#9b1c1c"/><circle cx="160" cy="46" r="20" fill="#f8c630"/>${text}</svg>`;
}

export const resourceHandlers = [
  http.get(url('/resources/cotisation'), ({ request }) => {
    const check = checkToken(queryToken(request), ['payment', 'renewal']);
    if (check.status !== 'valid') return forbidden('Token invalide ou expiré');
    const dues = duesToPay(check.person);
    return dues.length
      ? HttpResponse.json(onePage(dues.map(publicResource)))
      : notFound('Cotisation');
  }),

  http.get(url('/resources/:id/file'), ({ params, request }) => {
    const token = queryToken(request);
    if (token) {
      const claims = verify(token);
      const accepted =
        claims?.purpose === 'session' ||
        checkToken(token, ['payment', 'renewal']).status === 'valid';
      if (!accepted) return forbidden('Token invalide ou expiré');
    } else if ('refusal' in authenticate(request)) {
      return unauthorized();
    }
    const resource = findResource(params.id);
    if (!resource) return notFound('Image');
    return new HttpResponse(resourceImage(resource), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' },
    });
  }),

  http.get(
    url('/resources'),
    withAuth(({ request, auth }) => {
      // Dues are bought through the adhesion flow; only general administrators list them here.
      const visible = canManageGeneral(auth.grants)
        ? db().resources
        : db().resources.filter((resource) => !resource.isDue);
      return HttpResponse.json(pageOf(visible.map(publicResource), request));
    }),
  ),

  http.get(
    url('/resources/:id'),
    withAuth(({ params }) => {
      const resource = findResource(params.id);
      return resource ? HttpResponse.json(publicResource(resource)) : notFound('Ressource');
    }),
  ),
];
