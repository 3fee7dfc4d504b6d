import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages, rsql } from './list';
import { skippedOf } from './read-list';
import { commissionResourcesQuery } from './resources';
import type { Resource } from './schemas/resource';
import { type Reservation, reservationSchema } from './schemas/reservation';

/**
 * GET /reservations?search=resource.commission=={technicalName}: a commission's reservations,
 * every page of them. Each names its resource embedded or by link (`resourceId`): the screens
 * find it among the commission's resources.
 */
export function fetchCommissionReservations(technicalName: string): Promise<Reservation[]> {
  return fetchAllPages('/reservations', reservationSchema, {
    sort: 'startDate,asc',
    search: rsql({ 'resource.commission': technicalName }),
  });
}

/**
 * GET /reservations?search=resource.id=={id}: a resource's reservations, every page, to count the
 * units booked each day (who booked is not needed, and may not be given).
 */
export function fetchResourceReservations(resourceId: number): Promise<Reservation[]> {
  return fetchAllPages('/reservations', reservationSchema, {
    search: rsql({ 'resource.id': resourceId }),
  });
}

export const reservationKeys = {
  all: ['reservations'] as const,
  ofCommission: (technicalName: string) => ['reservations', { commission: technicalName }] as const,
  ofResource: (resourceId: number) => ['reservations', { resource: resourceId }] as const,
};

/** A commission's reservations, with its resources that they name (embedded or by link). */
export interface CommissionReservations {
  reservations: Reservation[];
  resources: Resource[];
  /** The reservations the app could not read, left out. */
  skipped: number;
}

export const commissionReservationsQuery = (technicalName: string) =>
  queryOptions({
    queryKey: reservationKeys.ofCommission(technicalName),
    queryFn: async ({ client }): Promise<CommissionReservations> => {
      const [reservations, resources] = await Promise.all([
        fetchCommissionReservations(technicalName),
        client.fetchQuery(commissionResourcesQuery(technicalName)),
      ]);
      return { reservations, resources, skipped: skippedOf(reservations) };
    },
  });

export const resourceReservationsQuery = (resourceId: number) =>
  queryOptions({
    queryKey: reservationKeys.ofResource(resourceId),
    queryFn: () => fetchResourceReservations(resourceId),
  });
