import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartReservation } from '../api/types';

interface CartState {
  reservations: CartReservation[];
  /** The recap panel 'Dernier élément ajouté au panier'. */
  recapOpen: boolean;
  add: (reservation: CartReservation) => void;
  remove: (index: number) => void;
  clear: () => void;
  toggleRecap: () => void;
  closeRecap: () => void;
}

/** The cart survives a reload under the localStorage key `cart` (CONTRACT §4). */
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
        set({ reservations: [] });
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
      merge: (persisted, current) => {
        const reservations = (persisted as { reservations?: unknown } | undefined)?.reservations;
        return Array.isArray(reservations)
          ? { ...current, reservations: reservations as CartReservation[] }
          : current;
      },
    },
  ),
);
