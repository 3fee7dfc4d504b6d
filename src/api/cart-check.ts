import { queryOptions } from '@tanstack/react-query';
import { statusOf } from './answers';
import { fetchCommissionByName } from './commissions';
import { fetchResourceReservations } from './reservations';
import { fetchResource, resourceKeys } from './resources';
import type { Reservation, Resource } from './types';

/** What the backend says of a cart line's resource now: null when it is gone (404). */
export interface ResourceNow {
  resource: Resource | null;
  /** Its reservations, when it counts its units and the cart books it by the day. */
  reservations: Pick<Reservation, 'quantity' | 'startDate' | 'endDate' | 'status'>[];
  /**
   * Its commission closed to members now (`active: false`), read afresh by its technical name as
   * the commission's page reads it, wherever it stands in the list of commissions.
   */
  commissionClosed?: boolean;
}

export interface CartCheck {
  now: Map<number, ResourceNow>;
  /** The resources whose new price this reading put into the cart. */
  repriced: string[];
}

/** A line's resource now: gone (404) is an answer, any other failure fails the whole check. */
async function readResourceNow(id: number, dated: boolean): Promise<ResourceNow> {
  try {
    const resource = await fetchResource(id);
    const reservations = dated && resource.quantity ? await fetchResourceReservations(id) : [];
    return { resource, reservations };
  } catch (error) {
    if (statusOf(error) === 404) return { resource: null, reservations: [] };
    throw error;
  }
}

/**
 * Whether each commission the resources name is closed to members now, each read once by its
 * technical name (wherever it stands in the list of commissions); one not found is not closed.
 */
async function closedCommissions(resources: readonly Resource[]): Promise<Set<string>> {
  const names = [...new Set(resources.flatMap((resource) => resource.commission ?? []))];
  const read = await Promise.all(names.map((name) => fetchCommissionByName(name)));
  return new Set(
    read.flatMap((commission) => (commission?.active === false ? [commission.technicalName] : [])),
  );
}

/**
 * The cart's resources read afresh (`ids`, sorted; `dated`: those whose lines have days, whose
 * reservations are read too), never from the cache; `reprice` puts the new prices into the cart
 * and says which resources it repriced.
 */
export const cartCheckQuery = (
  ids: readonly number[],
  dated: readonly number[],
  reprice: (resources: Resource[]) => string[],
) =>
  queryOptions({
    queryKey: resourceKeys.check(ids, dated),
    queryFn: async (): Promise<CartCheck> => {
      const now = new Map(
        await Promise.all(
          ids.map(async (id) => [id, await readResourceNow(id, dated.includes(id))] as const),
        ),
      );
      const resources = [...now.values()].flatMap((read) => (read.resource ? [read.resource] : []));
      const closed = await closedCommissions(resources);
      for (const read of now.values()) {
        read.commissionClosed = Boolean(
          read.resource?.commission && closed.has(read.resource.commission),
        );
      }
      return { now, repriced: reprice(resources) };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
