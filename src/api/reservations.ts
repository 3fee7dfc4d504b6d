import { queryOptions } from '@tanstack/react-query';
import { readRecords } from './client';
import { fetchAllPages, rsql } from './list';
import type { Reservation } from './types';

/**
 * GET /reservations?search=resource.commission=={technicalName}: a commission's reservations,
 * every page of them.
 */
export async function fetchCommissionReservations(technicalName: string): Promise<Reservation[]> {
  const all = await fetchAllPages<Reservation>('/reservations', {
    sort: 'startDate,asc',
    search: rsql({ 'resource.commission': technicalName }),
  });
  // The month view and the list place each booking by its resource and quantity.
  return readRecords<Reservation>(all, ['id', 'resource.name', 'quantity']);
}

/**
 * GET /reservations?search=resource.id=={id}: a resource's reservations, every page, to count the
 * units booked each day (who booked is not needed, and may not be given).
 */
export async function fetchResourceReservations(resourceId: number): Promise<Reservation[]> {
  const all = await fetchAllPages<Reservation>('/reservations', {
    search: rsql({ 'resource.id': resourceId }),
  });
  return readRecords<Reservation>(all, ['id', 'quantity']);
}

export const reservationKeys = {
  all: ['reservations'] as const,
  ofCommission: (technicalName: string) => ['reservations', { commission: technicalName }] as const,
  ofResource: (resourceId: number) => ['reservations', { resource: resourceId }] as const,
};

export const commissionReservationsQuery = (technicalName: string) =>
  queryOptions({
    queryKey: reservationKeys.ofCommission(technicalName),
    queryFn: () => fetchCommissionReservations(technicalName),
  });

export const resourceReservationsQuery = (resourceId: number) =>
  queryOptions({
    queryKey: reservationKeys.ofResource(resourceId),
    queryFn: () => fetchResourceReservations(resourceId),
  });
