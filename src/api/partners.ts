import { queryOptions } from '@tanstack/react-query';
import { readRecords } from './client';
import { fetchList } from './list';
import type { Partner } from './types';

/** @assumed GET /partners — the association's partners. */
export async function fetchPartners(): Promise<Partner[]> {
  const { data } = await fetchList<Partner>('/partners', { size: 200, sort: 'name,asc' });
  return readRecords<Partner>(data, ['id', 'name']);
}

export const partnerKeys = { all: ['partners'] as const };

export const partnersQuery = () =>
  queryOptions({ queryKey: partnerKeys.all, queryFn: fetchPartners });
