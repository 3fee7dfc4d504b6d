import { create } from 'zustand';
import { fetchCommission, fetchCommissions } from '../api/commissions';
import type { Commission } from '../api/types';
import { sortByName } from '../lib/format';
import { logFailure } from '../lib/log';
import { type DetailCache, emptyCache, loadDetail } from './detail-cache';
import { onUserStateReset } from './user-state';

interface CommissionsState extends DetailCache<Commission> {
  /** All commissions, sorted by name with French collation. */
  list: Commission[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Fast load after sign-in: GET commissions?size=25. */
  load: (light?: boolean) => Promise<void>;
  /** The full version, fetched only when the cached one lacks its description. */
  loadOne: (id: number) => Promise<Commission>;
  reset: () => void;
}

const hasDescription = (commission: Commission) => Boolean(commission.description);

export const useCommissions = create<CommissionsState>()((set, get) => ({
  ...emptyCache<Commission>(),
  list: [],
  status: 'idle',

  async load(light = false) {
    set({ status: 'loading' });
    try {
      const list = sortByName(await fetchCommissions(light));
      const byId = { ...get().byId };
      for (const commission of list) {
        if (!byId[commission.id] || !hasDescription(byId[commission.id]))
          byId[commission.id] = commission;
      }
      set({ list, byId, status: 'ready' });
    } catch (error) {
      logFailure('Chargement des commissions impossible', error);
      set({ status: 'error' });
    }
  },

  loadOne(id) {
    return loadDetail(id, hasDescription, fetchCommission, get, (cache) => set(cache));
  },

  reset() {
    set({ ...emptyCache<Commission>(), list: [], status: 'idle' });
  },
}));

onUserStateReset(() => useCommissions.getState().reset());
