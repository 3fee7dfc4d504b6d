import { HttpResponse, http } from 'msw';
import { commissionSettingsBody } from '@/api/schemas/commission';
import { readHandlers } from '@/mocks/backend/read-handlers';
import { canAdministerCommission } from '@/lib/permissions';
import { db, save } from '@/mocks/backend/db';
import { pageOf } from '@/mocks/backend/paging';
import { badRequest, url, withBody } from '@/mocks/backend/responses';
import type { MockCommission } from '@/mocks/backend/types';
import { withRecord } from '@/mocks/backend/with-auth';

/** The public light list leaves out what only the full record carries. */
function lightCommission({
  description: _description,
  administrators: _administrators,
  emailConfiguration: _emailConfiguration,
  ...rest
}: MockCommission) {
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
    withRecord(
      COMMISSION,
      withBody(commissionSettingsBody, ({ body: patch, record: commission }) => {
        if (!patch.name.trim()) return badRequest('Le nom est obligatoire');
        // Each field of the request's schema as it came, the name trimmed; the settings send
        // what they edit of the e-mail configuration: the rest of it stays.
        const { emailConfiguration, ...settings } = patch;
        Object.assign(commission, settings, { name: patch.name.trim() });
        commission.emailConfiguration = { ...commission.emailConfiguration, ...emailConfiguration };
        save();
        return HttpResponse.json(commission);
      }),
      (auth, commission) => canAdministerCommission(auth.grants, commission),
    ),
  ),
];
