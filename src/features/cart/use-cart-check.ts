import { useQuery } from '@tanstack/react-query';
import { cartCheckQuery } from '@/api/cart-check';
import type { CartReservation } from '@/api/types';
import { useCart } from '@/stores/cart';

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
    ...cartCheckQuery(ids, dated, (resources) => {
      const repriced = useCart.getState().refresh(resources);
      if (repriced.length) onRepriced(repriced);
      return repriced;
    }),
    enabled: ids.length > 0,
  });
}
