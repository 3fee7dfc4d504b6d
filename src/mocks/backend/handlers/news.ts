import { HttpResponse, http } from 'msw';
import type { News } from '@/api/types';
import { canManageNews, canWriteNews } from '@/lib/permissions';
import { deleteHandler, readHandlers } from '@/mocks/backend/read-handlers';
import { db, nextId, save } from '@/mocks/backend/db';
import { pageOf } from '@/mocks/backend/paging';
import { badRequest, created, forbidden, readJson, url } from '@/mocks/backend/responses';
import { withAuth, withRecord } from '@/mocks/backend/with-auth';

const newestFirst = (items: readonly News[]) =>
  [...items].sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));

/** The public list leaves the text out (a cached item is completed on demand). */
const lightNews = ({ text: _text, ...rest }: News) => rest;

const NEWS = { list: () => db().news, what: 'Information' };

export const newsHandlers = [
  http.get(url('/news/light'), ({ request }) =>
    HttpResponse.json(pageOf(newestFirst(db().news).map(lightNews), request)),
  ),
  ...readHandlers('/news', { list: () => db().news, what: 'Information' }, newestFirst),

  /** @assumed */
  http.post(
    url('/news'),
    withAuth(async ({ request, auth }) => {
      const body = await readJson<News>(request);
      if (!String(body.title ?? '').trim() || !String(body.text ?? '').trim()) {
        return badRequest('Titre et texte requis');
      }
      const commission = body.commission || null;
      if (!canWriteNews(auth.grants, commission)) return forbidden();
      const item: News = {
        id: nextId(),
        title: String(body.title).trim(),
        text: String(body.text),
        date: body.date || new Date().toISOString().slice(0, 10),
        commission,
      };
      return created(db().news, item);
    }, canManageNews),
  ),

  /** @assumed */
  http.patch(
    url('/news/:id'),
    withRecord(NEWS, async ({ request, auth, record: item }) => {
      if (!canManageNews(auth.grants)) return forbidden();
      const patch = await readJson<News>(request);
      const commission = patch.commission === undefined ? item.commission : patch.commission;
      if (!canWriteNews(auth.grants, item.commission) || !canWriteNews(auth.grants, commission))
        return forbidden();
      if (patch.title !== undefined) item.title = String(patch.title);
      if (patch.text !== undefined) item.text = String(patch.text);
      if (patch.date) item.date = patch.date;
      item.commission = commission || null;
      save();
      return HttpResponse.json(item);
    }),
  ),

  /** @assumed */
  deleteHandler(
    '/news',
    NEWS,
    ({ grants }, item) => canManageNews(grants) && canWriteNews(grants, item.commission),
  ),
];
