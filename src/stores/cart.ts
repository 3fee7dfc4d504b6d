import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartReservation, Resource } from '@/api/types';
import { resourceChanged } from '@/lib/cart-check';
import { onUserStateReset } from '@/platform/user-state';

interface CartState {
  reservations: CartReservation[];
  /** The recap panel 'Dernier élément ajouté au panier'. */
  recapOpen: boolean;
  add: (reservation: CartReservation) => void;
  remove: (index: number) => void;
  clear: () => void;
  /**
   * Puts the resources as the backend describes them now into the lines that book them, and
   * answers the names whose price changed: the cart charges what it shows.
   */
  refresh: (resources: readonly Resource[]) => string[];
  toggleRecap: () => void;
  closeRecap: () => void;
}

const isDate = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** A stored reservation is kept only if it has the shape the cart and its prices rely on. */
export function isCartReservation(value: unknown): value is CartReservation {
  if (!value || typeof value !== 'object') return false;
  const { resource, quantity, startDate, endDate } = value as Record<string, unknown>;
  if (!resource || typeof resource !== 'object') return false;
  const { id, name, price } = resource as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof name === 'string' &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity > 0 &&
    isDate(startDate) &&
    isDate(endDate)
  );
}

/** The cart survives a reload under the localStorage key `cart`. */
export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      reservations: [],
      recapOpen: false,
      add(reservation) {
        set({ reservations: [...get().reservations, reservation], recapOpen: true });
      },
      remove(index) {
        set({ reservations: get().reservations.filter((_, position) => position !== index) });
      },
      clear() {
        set({ reservations: [], recapOpen: false });
      },
      refresh(resources) {
        const byId = new Map(resources.map((resource) => [resource.id, resource]));
        const repriced = new Set<string>();
        let changed = false;
        const reservations = get().reservations.map((line) => {
          const now = byId.get(line.resource.id);
          if (!now || !resourceChanged(line, now)) return line;
          changed = true;
          // Its price or its period: either changes what the line costs, and is said.
          if (
            now.price !== line.resource.price ||
            now.billingPeriod !== line.resource.billingPeriod
          )
            repriced.add(now.name);
          return { ...line, resource: { ...line.resource, ...now } };
        });
        if (changed) set({ reservations });
        return [...repriced];
      },
      toggleRecap() {
        set({ recapOpen: !get().recapOpen });
      },
      closeRecap() {
        set({ recapOpen: false });
      },
    }),
    {
      name: 'cart',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ reservations: state.reservations }),
      // A cart of another shape (an older version, a hand edit, garbage) is dropped at start.
      merge: (persisted, current) => {
        const reservations = (persisted as { reservations?: unknown } | undefined)?.reservations;
        return Array.isArray(reservations) && reservations.every(isCartReservation)
          ? { ...current, reservations }
          : current;
      },
      migrate: () => ({ reservations: [] }),
    },
  ),
);

// Somebody else signed in on another tab: this tab takes their cart from storage, not ours.
onUserStateReset(({ keepStorage }) => {
  if (!keepStorage) {
    useCart.getState().clear();
    return;
  }
  useCart.setState({ reservations: [], recapOpen: false }, false);
  void useCart.persist.rehydrate();
});
