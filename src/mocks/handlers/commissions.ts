import { HttpResponse, http } from 'msw';
import type { Commission } from '../../api/types';
import { readHandlers } from '../read-handlers';
import { db } from '../db';
import { pageOf } from '../paging';
import { url } from '../responses';

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
  ...readHandlers('/commissions', { list: () => db().commissions, what: 'Commission' }),
];
