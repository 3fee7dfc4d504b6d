import { HttpResponse, type PathParams, http } from 'msw';
import { canManageGeneral } from '../../lib/permissions';
import { db } from '../db';
import { verify } from '../jwt';
import { onePage, pageOf } from '../paging';
import { PAYMENT_OR_RENEWAL, duesToPay, escapeHtml } from '../persons';
import { findOr404, notFound, url } from '../responses';
import { queryToken } from '../tokens';
import type { MockResource } from '../types';
import { withAuth, withToken } from '../with-auth';

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

function serveImage({ params }: { params: PathParams }) {
  const resource = findOr404(db().resources, params.id, 'Image');
  if (resource instanceof Response) return resource;
  return new HttpResponse(resourceImage(resource), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' },
  });
}

const imageForMember = withAuth(serveImage);
const imageForDuesToken = withToken(serveImage, PAYMENT_OR_RENEWAL);

export const resourceHandlers = [
  http.get(
    url('/resources/cotisation'),
    withToken(({ holder }) => {
      const dues = duesToPay(holder.person);
      return dues.length
        ? HttpResponse.json(onePage(dues.map(publicResource)))
        : notFound('Cotisation');
    }, PAYMENT_OR_RENEWAL),
  ),

  // An <img> cannot send a bearer: the address carries the dues token, or a member's session token.
  http.get(url('/resources/:id/file'), (info) => {
    const token = queryToken(info.request);
    if (!token) return imageForMember(info);
    return verify(token, ['session']) ? serveImage(info) : imageForDuesToken(info);
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
      const resource = findOr404(db().resources, params.id, 'Ressource');
      return resource instanceof Response ? resource : HttpResponse.json(publicResource(resource));
    }),
  ),
];
