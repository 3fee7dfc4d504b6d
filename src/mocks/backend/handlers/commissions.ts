import { HttpResponse, http } from 'msw';
import type { Commission } from '@/api/types';
import { readHandlers } from '@/mocks/backend/read-handlers';
import { canAdministerCommission } from '@/lib/permissions';
import { db, save } from '@/mocks/backend/db';
import { pageOf } from '@/mocks/backend/paging';
import { badRequest, forbidden, readJson, url } from '@/mocks/backend/responses';
import { withRecord } from '@/mocks/backend/with-auth';

/** The public light list leaves out what only the full record carries. */
function lightCommission({
  description: _description,
  administrators: _administrators,
  emailConfiguration: _emailConfiguration,
  ...rest
}: Commission) {
  return rest;
}

const COMMISSION = { list: () => db().commissions, what: 'Commission' };

export const commissionHandlers = [
  http.get(url('/commissions/light'), ({ request }) =>
    HttpResponse.json(pageOf(db().commissions.map(lightCommission), request)),
  ),
  ...readHandlers('/commissions', COMMISSION),

  /** @assumed A commission's administrators change its settings (not its technical name). */
  http.patch(
    url('/commissions/:id'),
    withRecord(COMMISSION, async ({ request, auth, record: commission }) => {
      if (!canAdministerCommission(auth.grants, commission)) return forbidden();
      const patch = await readJson<Commission>(request);
      if (patch.name !== undefined) {
        if (!String(patch.name).trim()) return badRequest('Le nom est obligatoire');
        commission.name = String(patch.name).trim();
      }
      if (patch.description !== undefined) commission.description = patch.description;
      if (patch.active !== undefined) commission.active = Boolean(patch.active);
      if (Array.isArray(patch.authorizedSubscribers)) {
        commission.authorizedSubscribers = patch.authorizedSubscribers.map(String);
      }
      if (patch.emailConfiguration && typeof patch.emailConfiguration === 'object') {
        commission.emailConfiguration = { ...patch.emailConfiguration };
      }
      save();
      return HttpResponse.json(commission);
    }),
  ),
];
