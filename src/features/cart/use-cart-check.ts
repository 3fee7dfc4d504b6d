import { useQuery } from '@tanstack/react-query';
import { statusOf } from '@/api/client';
import { fetchResourceReservations } from '@/api/reservations';
import { fetchResource, resourceKeys } from '@/api/resources';
import type { CartReservation } from '@/api/types';
import type { ResourceNow } from '@/lib/cart-check';
import { useCart } from '@/stores/cart';

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
 * The cart read again against the backend: each line's resource (`GET /resources/{id}`) and,
 * for the resources that count their units, their reservations. Read each time the cart is
 * opened (never from a cache), and again before ordering. New prices go into the cart at once
 * (the cart charges what it shows), and `onRepriced` hears which.
 */
export function useCartCheck(
  lines: readonly CartReservation[],
  onRepriced: (names: string[]) => void,
) {
  const ids = [...new Set(lines.map((line) => line.resource.id))].sort((a, b) => a - b);
  const dated = [
    ...new Set(lines.filter((line) => line.startDate).map((line) => line.resource.id)),
  ];
  dated.sort((a, b) => a - b);
  return useQuery({
    queryKey: resourceKeys.check(ids, dated),
    queryFn: async (): Promise<CartCheck> => {
      const now = new Map(
        await Promise.all(
          ids.map(async (id) => [id, await readResourceNow(id, dated.includes(id))] as const),
        ),
      );
      const resources = [...now.values()].flatMap((read) => (read.resource ? [read.resource] : []));
      const repriced = useCart.getState().refresh(resources);
      if (repriced.length) onRepriced(repriced);
      return { now, repriced };
    },
    enabled: ids.length > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
