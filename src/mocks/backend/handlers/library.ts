import { HttpResponse, http } from 'msw';
import { DOCUMENT_TYPE_REFUSED, isAllowedDocument } from '@/lib/documents';
import { canManageGeneral, canManagePhotos } from '@/lib/permissions';
import { deleteHandler, readHandlers } from '@/mocks/backend/read-handlers';
import { db, nextId, save } from '@/mocks/backend/db';
import { pageOf } from '@/mocks/backend/paging';
import { albumBody, documentRenameBody, partnerBody } from '@/api/schemas/library';
import { badRequest, created, problem, url, withBody } from '@/mocks/backend/responses';
import {
  type MockDocument,
  type MockPhoto,
  documentPdf,
  photoImage,
} from '@/mocks/backend/seed-library';
import { type AuthContext, withAuth, withRecord } from '@/mocks/backend/with-auth';
import type { PartnerDraft } from '@/api/schemas/library';

const newestFirst = <T extends { date: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.date.localeCompare(a.date));

const ALBUM = { list: () => db().albums, what: 'Album' };
const PHOTO = { list: () => db().photos, what: 'Photo' };
const DOCUMENT = { list: () => db().documents, what: 'Document' };
const PARTNER = { list: () => db().partners, what: 'Partenaire' };
const photosManager = (auth: AuthContext) => canManagePhotos(auth.grants);
const generalManager = (auth: AuthContext) => canManageGeneral(auth.grants);

/** The largest file the backend takes: 10 Mo. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The images an album takes. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Uploaded files, kept in memory beside their record: a photo or a PDF would soon fill the
 * localStorage the demo keeps its store in. A record read back after a reload (a new object)
 * has no bytes here and gets the generated picture or PDF; a reset drops them with the store.
 */
interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}
const uploaded = new WeakMap<MockPhoto | MockDocument, StoredFile>();

/** The file of a multipart body's `file` field, or the answer that refuses the request. */
export async function readUpload(
  request: Request,
  allowedTypes?: readonly string[],
): Promise<{ form: FormData; file: File } | Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return badRequest('Corps multipart/form-data attendu');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') return badRequest('Champ « file » manquant');
  if (file.size > MAX_UPLOAD_BYTES) return problem(413, 'Fichier trop volumineux (10 Mo au plus)');
  if (allowedTypes && !allowedTypes.includes(file.type)) {
    return problem(415, 'Seules les images JPEG, PNG, WebP et GIF sont acceptées');
  }
  return { form, file };
}

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name;

const fileResponse = (stored: StoredFile, headers: Record<string, string> = {}) =>
  new HttpResponse(stored.bytes, { headers: { 'Content-Type': stored.type, ...headers } });

/** An `https://` address, or none: nothing else leaves the app from a partner's card. */
function partnerUrl(value: unknown): string | null | Response {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) {
    return badRequest('Lien : une adresse https:// est attendue');
  }
  return value;
}

/** A partner's fields as its body gives them: a name and an `https://` link or none, else a 400. */
function partnerFields(body: PartnerDraft) {
  if (!body.name.trim()) return badRequest('Nom obligatoire');
  const link = partnerUrl(body.url);
  if (link instanceof Response) return link;
  return { name: body.name.trim(), description: body.description, url: link };
}

/**
 * @assumed The members' photos, documents and partners: read by any member,
 * written by the administrators of `Photos` (albums, photos) and of `Générale` (documents,
 * partners).
 */
export const libraryHandlers = [
  http.get(
    url('/albums'),
    withAuth(({ request }) => HttpResponse.json(pageOf(newestFirst(db().albums), request))),
  ),
  http.get(
    url('/albums/:id/photos'),
    withRecord(ALBUM, ({ request, record }) =>
      HttpResponse.json(
        pageOf(
          db()
            .photos.filter((photo) => photo.albumId === record.id)
            .map(({ id, name }) => ({ id, name })),
          request,
        ),
      ),
    ),
  ),
  http.get(
    url('/photos/:id/file'),
    withRecord(PHOTO, ({ record }) => {
      const cache = { 'Cache-Control': 'private, max-age=3600' };
      const stored = uploaded.get(record);
      if (stored) return fileResponse(stored, cache);
      return new HttpResponse(photoImage(record), {
        headers: { 'Content-Type': 'image/svg+xml', ...cache },
      });
    }),
  ),
  http.post(
    url('/albums'),
    withAuth(
      withBody(albumBody, ({ body }) => {
        if (!body.name.trim()) return badRequest('Nom obligatoire');
        const album = {
          id: nextId(),
          name: body.name.trim(),
          date: body.date || new Date().toISOString().slice(0, 10),
        };
        return created(db().albums, album);
      }),
      canManagePhotos,
    ),
  ),
  deleteHandler('/albums', ALBUM, photosManager, (album) => {
    db().photos = db().photos.filter((photo) => photo.albumId !== album.id);
  }),
  http.post(
    url('/albums/:id/photos'),
    withRecord(
      ALBUM,
      async ({ request, record }) => {
        const upload = await readUpload(request, PHOTO_TYPES);
        if (upload instanceof Response) return upload;
        const { file } = upload;
        const id = nextId();
        const photo: MockPhoto = {
          id,
          albumId: record.id,
          name: withoutExtension(file.name),
          hue: (id * 47) % 360,
        };
        uploaded.set(photo, { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type });
        return created(db().photos, photo, ({ id, name }) => ({ id, name }));
      },
      (auth) => canManagePhotos(auth.grants),
    ),
  ),
  deleteHandler('/photos', PHOTO, photosManager),

  http.get(
    url('/documents'),
    withAuth(({ request }) =>
      HttpResponse.json(
        pageOf(
          newestFirst(db().documents).map(({ body: _body, ...document }) => document),
          request,
        ),
      ),
    ),
  ),
  http.get(
    url('/documents/:id/file'),
    withRecord(DOCUMENT, ({ record }) => {
      const disposition = {
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(record.name)}`,
      };
      const stored = uploaded.get(record);
      if (stored) return fileResponse(stored, disposition);
      return new HttpResponse(documentPdf(record), {
        headers: { 'Content-Type': record.contentType, ...disposition },
      });
    }),
  ),
  http.post(
    url('/documents'),
    withAuth(async ({ request }) => {
      const upload = await readUpload(request);
      if (upload instanceof Response) return upload;
      const { form, file } = upload;
      if (!isAllowedDocument(file)) return problem(415, DOCUMENT_TYPE_REFUSED);
      const given = form.get('name');
      const name = (typeof given === 'string' && given.trim()) || file.name;
      const document: MockDocument = {
        id: nextId(),
        name,
        date: new Date().toISOString().slice(0, 10),
        contentType: file.type || 'application/octet-stream',
        body: name,
      };
      uploaded.set(document, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        type: document.contentType,
      });
      return created(db().documents, document, ({ body: _body, ...answer }) => answer);
    }, canManageGeneral),
  ),
  http.patch(
    url('/documents/:id'),
    withRecord(
      DOCUMENT,
      withBody(documentRenameBody, ({ body, record }) => {
        if (!body.name.trim()) return badRequest('Nom obligatoire');
        record.name = body.name.trim();
        save();
        const { body: _body, ...answer } = record;
        return HttpResponse.json(answer);
      }),
      generalManager,
    ),
  ),
  deleteHandler('/documents', DOCUMENT, generalManager),

  ...readHandlers('/partners', PARTNER),
  http.post(
    url('/partners'),
    withAuth(
      withBody(partnerBody, ({ body }) => {
        const fields = partnerFields(body);
        if (fields instanceof Response) return fields;
        return created(db().partners, { id: nextId(), ...fields });
      }),
      canManageGeneral,
    ),
  ),
  http.patch(
    url('/partners/:id'),
    withRecord(
      PARTNER,
      withBody(partnerBody, ({ body, record }) => {
        const fields = partnerFields(body);
        if (fields instanceof Response) return fields;
        Object.assign(record, fields);
        save();
        return HttpResponse.json(record);
      }),
      generalManager,
    ),
  ),
  deleteHandler('/partners', PARTNER, generalManager),
];
