import { HttpResponse, http } from 'msw';
import { newsBody } from '@/api/schemas/news';
import { canManageNews, canWriteNews } from '@/lib/permissions';
import { deleteHandler, readHandlers } from '@/mocks/backend/read-handlers';
import { db, nextId, save } from '@/mocks/backend/db';
import { pageOf } from '@/mocks/backend/paging';
import { badRequest, created, forbidden, readBody, url } from '@/mocks/backend/responses';
import type { MockNews } from '@/mocks/backend/types';
import { withAuth, withRecord } from '@/mocks/backend/with-auth';

const newestFirst = (items: readonly MockNews[]) =>
  [...items].sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));

/** The public list leaves the text out (a cached item is completed on demand). */
const lightNews = ({ text: _text, ...rest }: MockNews) => rest;

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
      const body = await readBody(request, newsBody);
      if (body instanceof Response) return body;
      if (!body.title.trim() || !body.text.trim()) return badRequest('Titre et texte requis');
      const commission = body.commission || null;
      if (!canWriteNews(auth.grants, commission)) return forbidden();
      // What the request's schema writes, as it came; the backend dates it.
      const item: MockNews = {
        ...body,
        id: nextId(),
        title: body.title.trim(),
        date: new Date().toISOString().slice(0, 10),
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
      const patch = await readBody(request, newsBody);
      if (patch instanceof Response) return patch;
      const commission = patch.commission;
      if (!canWriteNews(auth.grants, item.commission) || !canWriteNews(auth.grants, commission))
        return forbidden();
      Object.assign(item, patch, { commission: commission || null });
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
