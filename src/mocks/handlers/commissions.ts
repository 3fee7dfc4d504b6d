import { HttpResponse, http } from 'msw';
import type { Commission } from '../../api/types';
import { db } from '../db';
import { pageOf } from '../paging';
import { findOr404, url } from '../responses';
import { withAuth } from '../with-auth';

/** The public light list leaves out what only the full record carries. */
function lightCommission({
  description: _description,
  administrators: _administrators,
  emailConfiguration: _emailConfiguration,
  ...rest
}: Commission) {
  return rest;
}

export const commissionHandlers = [
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
      const commission = findOr404(db().commissions, params.id, 'Commission');
      return commission instanceof Response ? commission : HttpResponse.json(commission);
    }),
  ),
];
