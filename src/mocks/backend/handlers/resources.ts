import { HttpResponse, type PathParams, http } from 'msw';
import { type ResourceDraft, resourceBody } from '@/api/schemas/resource';
import { canAdministerCommission, canManageGeneral } from '@/lib/permissions';
import { db, nextId, save } from '@/mocks/backend/db';
import { PHOTO_TYPES, readUpload } from './library';
import { verify } from '@/mocks/backend/jwt';
import { onePage, pageOf } from '@/mocks/backend/paging';
import { PAYMENT_OR_RENEWAL, duesToPay, escapeHtml } from '@/mocks/backend/persons';
import {
  badRequest,
  created,
  findOr404,
  forbidden,
  notFound,
  url,
  withBody,
} from '@/mocks/backend/responses';
import { queryToken } from '@/mocks/backend/tokens';
import type { MockResource } from '@/mocks/backend/types';
import { type AuthContext, withAuth, withRecord, withToken } from '@/mocks/backend/with-auth';
import { deleteHandler } from '@/mocks/backend/read-handlers';

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

/**
 * Images uploaded by an administrator, in memory beside their resource (as the album photos):
 * after a reload the resource shows its generated picture again.
 */
const uploadedImages = new WeakMap<
  MockResource,
  { bytes: Uint8Array<ArrayBuffer>; type: string }
>();

function serveImage({ params }: { params: PathParams }) {
  const resource = findOr404(db().resources, params.id, 'Image');
  if (resource instanceof Response) return resource;
  const uploaded = uploadedImages.get(resource);
  if (uploaded) {
    return new HttpResponse(uploaded.bytes, {
      headers: { 'Content-Type': uploaded.type, 'Cache-Control': 'private, no-cache' },
    });
  }
  return new HttpResponse(resourceImage(resource), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' },
  });
}

const imageForMember = withAuth(serveImage);
const imageForDuesToken = withToken(serveImage, PAYMENT_OR_RENEWAL);

const RESOURCE = { list: () => db().resources, what: 'Ressource' };

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

  // A signed-in member's picture comes with the bearer; an address carries only the one-use token
  // of a payment or renewal link (a dues picture), never a session token.
  http.get(url('/resources/:id/file'), (info) => {
    const token = queryToken(info.request);
    if (!token) return imageForMember(info);
    if (verify(token, ['session'])) return forbidden('Jeton de session refusé dans une adresse');
    return imageForDuesToken(info);
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
    withRecord(RESOURCE, ({ record }) => HttpResponse.json(publicResource(record))),
  ),

  /** @assumed A commission's administrators add a resource to it. */
  http.post(
    url('/resources'),
    withAuth(
      withBody(resourceBody, ({ body, auth }) => {
        const commission = body.commission;
        if (!commission || !db().commissions.some((entry) => entry.technicalName === commission)) {
          return badRequest('Commission inconnue');
        }
        if (!canAdministerCommission(auth.grants, { technicalName: commission })) {
          return forbidden();
        }
        const problemText = resourceProblem(body);
        if (problemText) return badRequest(problemText);
        const resource: MockResource = {
          id: nextId(),
          name: body.name.trim(),
          description: body.description,
          price: body.price,
          billingPeriod: body.billingPeriod,
          commission,
          ...(body.quantity ? { quantity: body.quantity } : {}),
        };
        return created(db().resources, resource, publicResource);
      }),
    ),
  ),

  /** @assumed */
  http.patch(
    url('/resources/:id'),
    withRecord(
      RESOURCE,
      withBody(resourceBody, ({ body: patch, record: resource }) => {
        // A resource stays in its commission.
        if (patch.commission !== resource.commission) {
          return badRequest('Commission non modifiable');
        }
        const problemText = resourceProblem(patch);
        if (problemText) return badRequest(problemText);
        resource.name = patch.name.trim();
        resource.description = patch.description;
        resource.price = patch.price;
        resource.billingPeriod = patch.billingPeriod;
        if (patch.quantity) resource.quantity = patch.quantity;
        else delete resource.quantity;
        save();
        return HttpResponse.json(publicResource(resource));
      }),
      mayEdit,
    ),
  ),

  /** @assumed POST /resources/{id}/file: the resource's image, field `file`. */
  http.post(
    url('/resources/:id/file'),
    withRecord(
      RESOURCE,
      async ({ request, record: resource }) => {
        const upload = await readUpload(request, PHOTO_TYPES);
        if (upload instanceof Response) return upload;
        uploadedImages.set(resource, {
          bytes: new Uint8Array(await upload.file.arrayBuffer()),
          type: upload.file.type,
        });
        return new HttpResponse(null, { status: 204 });
      },
      mayEdit,
    ),
  ),

  /** @assumed */
  deleteHandler('/resources', RESOURCE, mayEdit),
];

/** Dues are the general administrators'; other resources their commission's administrators'. */
function mayEdit({ grants }: AuthContext, resource: MockResource): boolean {
  if (resource.isDue) return canManageGeneral(grants);
  return canAdministerCommission(grants, { technicalName: resource.commission ?? '' });
}

function resourceProblem(resource: ResourceDraft): string | null {
  if (!String(resource.name ?? '').trim()) return 'Le nom est obligatoire';
  const price = Number(resource.price);
  if (!Number.isFinite(price) || price < 0) return 'Prix invalide';
  if (!['DAY', 'ITEM_DAY', 'YEAR', 'ITEM'].includes(String(resource.billingPeriod))) {
    return 'Période de facturation invalide';
  }
  return null;
}
