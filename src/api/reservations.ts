import { fetchList, rsql } from './list';
import type { Reservation } from './types';

/**
 * GET /reservations?search=resource.commission=={technicalName}: a commission's reservations
 * (SPEC §7), every page of them.
 */
export async function fetchCommissionReservations(technicalName: string): Promise<Reservation[]> {
  const size = 500;
  const all: Reservation[] = [];
  for (let page = 0; ; page += 1) {
    const { data, total } = await fetchList<Reservation>('/reservations', {
      page,
      size,
      sort: 'startDate,asc',
      search: rsql({ 'resource.commission': technicalName }),
    });
    all.push(...data);
    if (data.length < size || all.length >= total) return all;
  }
}
