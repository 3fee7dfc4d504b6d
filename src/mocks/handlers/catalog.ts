import { HttpResponse, http } from 'msw';
import type { News } from '../../api/types';
import { canManageNews } from '../../lib/permissions';
import { db, nextId, save } from '../db';
import { pageOf } from '../paging';
import { notFound, withAuth } from '../with-auth';
import { readJson, url } from './shared';
import { personFromToken } from './users';

/** The light list leaves out what only the full record carries. */
const lightCommission = ({
  description: _d,
  administrators: _a,
  emailConfiguration: _e,
  ...rest
}: ReturnType<typeof db>['commissions'][number]) => rest;
const lightNews = ({ text: _text, ...rest }: News) => rest;

function dueImage(name: string): string {
  const label = name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="140" viewBox="0 0 240 140"><rect width="240" height="140" rx="12" fill="#a4161a"/><text x="120" y="78" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

export const catalogHandlers = [
  http.get(url('/commissions/light'), ({ request }) =>
    HttpResponse.json(pageOf(db().commissions.map(lightCommission), request)),
  ),
  http.get(
    url('/commissions'),
    withAuth(({ request }) => HttpResponse.json(pageOf(db().commissions, request))),
  ),
  http.get(
    url('/commissions/:id'),
    withAuth(({ params }) => {
      const commission = db().commissions.find((candidate) => candidate.id === Number(params.id));
      return commission ? HttpResponse.json(commission) : notFound('Commission');
    }),
  ),

  http.get(url('/news/light'), ({ request }) =>
    HttpResponse.json(pageOf(db().news.map(lightNews), request)),
  ),
  http.get(
    url('/news'),
    withAuth(({ request }) => HttpResponse.json(pageOf(db().news, request))),
  ),
  http.get(
    url('/news/:id'),
    withAuth(({ params }) => {
      const item = db().news.find((candidate) => candidate.id === Number(params.id));
      return item ? HttpResponse.json(item) : notFound('Information');
    }),
  ),
  /** @assumed */
  http.post(
    url('/news'),
    withAuth(async ({ request }) => {
      const body = await readJson<News>(request);
      if (!body.title || !body.text)
        return HttpResponse.json({ message: 'Titre et texte requis' }, { status: 400 });
      const item: News = {
        id: nextId(),
        title: body.title,
        text: body.text,
        date: new Date().toISOString().slice(0, 10),
        commission: body.commission ?? null,
      };
      db().news.unshift(item);
      save();
      return HttpResponse.json(item, { status: 201 });
    }, canManageNews),
  ),
  /** @assumed */
  http.patch(
    url('/news/:id'),
    withAuth(async ({ params, request }) => {
      const item = db().news.find((candidate) => candidate.id === Number(params.id));
      if (!item) return notFound('Information');
      Object.assign(item, await readJson<News>(request), { id: item.id });
      save();
      return HttpResponse.json(item);
    }, canManageNews),
  ),
  /** @assumed */
  http.delete(
    url('/news/:id'),
    withAuth(({ params }) => {
      const index = db().news.findIndex((candidate) => candidate.id === Number(params.id));
      if (index < 0) return notFound('Information');
      db().news.splice(index, 1);
      save();
      return new HttpResponse(null, { status: 204 });
    }, canManageNews),
  ),

  http.get(url('/resources/cotisation'), ({ request }) => {
    const person = personFromToken(request, ['payment', 'renewal']);
    if (!person) return HttpResponse.json({ message: 'Token invalide' }, { status: 403 });
    const currentYear = new Date().getFullYear();
    if (Number(person.accountValidity.slice(0, 4)) > currentYear) return notFound('Cotisation');
    const dues = db().resources.filter(
      (resource) =>
        resource.isDue &&
        (resource.dueFor === person.membertype ||
          (resource.dueFor === null && person.subscriptions.includes('UDSP'))),
    );
    return HttpResponse.json({
      _embedded: { data: dues },
      page: { size: dues.length, totalElements: dues.length, totalPages: 1, number: 0 },
    });
  }),
  http.get(url('/resources/:id/file'), ({ params, request }) => {
    const resource = db().resources.find((candidate) => candidate.id === Number(params.id));
    if (!resource) return notFound('Image');
    const hasToken = Boolean(
      new URL(request.url).searchParams.get('token') || request.headers.get('Authorization'),
    );
    if (!hasToken)
      return HttpResponse.json({ message: 'Authentification requise' }, { status: 401 });
    return new HttpResponse(dueImage(resource.name), {
      headers: { 'Content-Type': 'image/svg+xml' },
    });
  }),
  http.get(
    url('/resources'),
    withAuth(({ request }) =>
      HttpResponse.json(
        pageOf(
          db().resources.filter((resource) => !resource.isDue),
          request,
        ),
      ),
    ),
  ),
  http.get(
    url('/resources/:id'),
    withAuth(({ params }) => {
      const resource = db().resources.find((candidate) => candidate.id === Number(params.id));
      return resource ? HttpResponse.json(resource) : notFound('Ressource');
    }),
  ),

  http.get(
    url('/reservations'),
    withAuth(({ request, auth }) => {
      const mine = db().reservations.filter(
        (reservation) => reservation.person?.id === auth.person.id,
      );
      return HttpResponse.json(pageOf(mine, request));
    }),
  ),
  http.get(
    url('/reservations/:id'),
    withAuth(({ params }) => {
      const reservation = db().reservations.find((candidate) => candidate.id === Number(params.id));
      return reservation ? HttpResponse.json(reservation) : notFound('Réservation');
    }),
  ),
];
