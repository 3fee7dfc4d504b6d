import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './list';
import { type Partner, partnerSchema } from './schemas/library';

/** @assumed GET /partners — the association's partners. */
export function fetchPartners(): Promise<Partner[]> {
  return fetchAllPages('/partners', partnerSchema, { sort: 'name,asc' }, 200);
}

export const partnerKeys = { all: ['partners'] as const };

export const partnersQuery = () =>
  queryOptions({ queryKey: partnerKeys.all, queryFn: fetchPartners });
