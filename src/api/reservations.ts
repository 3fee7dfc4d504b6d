import { fetchAllPages, rsql } from './list';
import type { Reservation } from './types';

/**
 * GET /reservations?search=resource.commission=={technicalName}: a commission's reservations
 * (SPEC §7), every page of them.
 */
export function fetchCommissionReservations(technicalName: string): Promise<Reservation[]> {
  return fetchAllPages<Reservation>('/reservations', {
    sort: 'startDate,asc',
    search: rsql({ 'resource.commission': technicalName }),
  });
}
