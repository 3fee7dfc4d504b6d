import { HttpResponse, http } from 'msw';
import { canManageGeneral } from '@/lib/permissions';
import { db, save } from '@/mocks/db';
import { badRequest, url } from '@/mocks/responses';
import { withAuth } from '@/mocks/with-auth';

export const siteConfigurationHandlers = [
  http.get(
    url('/siteconfiguration/rgpd'),
    () => new HttpResponse(db().rgpd, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  ),

  /** @assumed The general administrators replace the text (HTML sent as `text/html`). */
  http.put(
    url('/siteconfiguration/rgpd'),
    withAuth(async ({ request }) => {
      const html = await request.text();
      if (!html.trim()) return badRequest('Le texte ne peut pas être vide');
      db().rgpd = html;
      save();
      return new HttpResponse(null, { status: 204 });
    }, canManageGeneral),
  ),
];
