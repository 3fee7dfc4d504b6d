import { HttpResponse, http } from 'msw';
import { canManageGeneral } from '@/lib/permissions';
import { db, save } from '@/mocks/backend/db';
import { badRequest, url } from '@/mocks/backend/responses';
import { withAuth } from '@/mocks/backend/with-auth';

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
