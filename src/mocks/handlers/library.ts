import { HttpResponse, http } from 'msw';
import { canManageGeneral, canManagePhotos } from '../../lib/permissions';
import { readHandlers } from '../read-handlers';
import { db, nextId, save } from '../db';
import { pageOf } from '../paging';
import { badRequest, forbidden, readJson, url } from '../responses';
import { documentPdf, photoImage } from '../seed-library';
import { withAuth, withRecord } from '../with-auth';

const newestFirst = <T extends { date: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.date.localeCompare(a.date));

const ALBUM = { list: () => db().albums, what: 'Album' };
const PHOTO = { list: () => db().photos, what: 'Photo' };
const DOCUMENT = { list: () => db().documents, what: 'Document' };

/** @assumed The members' photos, documents and partners (CONTRACT §8), for any member. */
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
    withRecord(
      PHOTO,
      ({ record }) =>
        new HttpResponse(photoImage(record), {
          headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=3600' },
        }),
    ),
  ),
  http.post(
    url('/albums'),
    withAuth(async ({ request }) => {
      const body = await readJson<{ name: string; date: string }>(request);
      if (!body.name?.trim()) return badRequest('Nom obligatoire');
      const album = {
        id: nextId(),
        name: body.name.trim(),
        date: body.date || new Date().toISOString().slice(0, 10),
      };
      db().albums.push(album);
      save();
      return HttpResponse.json(album, { status: 201 });
    }, canManagePhotos),
  ),
  http.delete(
    url('/albums/:id'),
    withRecord(ALBUM, ({ auth, record }) => {
      if (!canManagePhotos(auth.grants)) return forbidden();
      db().albums.splice(db().albums.indexOf(record), 1);
      db().photos = db().photos.filter((photo) => photo.albumId !== record.id);
      save();
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.delete(
    url('/photos/:id'),
    withRecord(PHOTO, ({ auth, record }) => {
      if (!canManagePhotos(auth.grants)) return forbidden();
      db().photos.splice(db().photos.indexOf(record), 1);
      save();
      return new HttpResponse(null, { status: 204 });
    }),
  ),

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
    withRecord(
      DOCUMENT,
      ({ record }) =>
        new HttpResponse(documentPdf(record), {
          headers: {
            'Content-Type': record.contentType,
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(record.name)}`,
          },
        }),
    ),
  ),

  ...readHandlers('/partners', { list: () => db().partners, what: 'Partenaire' }),
  http.post(
    url('/partners'),
    withAuth(async ({ request }) => {
      const body = await readJson<{ name: string; description: string; url: string }>(request);
      if (!body.name?.trim()) return badRequest('Nom obligatoire');
      const partner = {
        id: nextId(),
        name: body.name.trim(),
        description: body.description ?? '',
        url: body.url || null,
      };
      db().partners.push(partner);
      save();
      return HttpResponse.json(partner, { status: 201 });
    }, canManageGeneral),
  ),
];
