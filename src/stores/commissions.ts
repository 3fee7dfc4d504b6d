import { create } from 'zustand';
import { fetchCommission, fetchCommissionByName, fetchCommissions } from '@/api/commissions';
import type { Commission } from '@/api/types';
import { sortByName } from '@/lib/format';
import { logFailure } from '@/lib/log';
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
  /**
   * The same by technical name (`commissions?search=technicalName=={name}`, first element):
   * null when the backend knows no such commission.
   */
  loadByName: (technicalName: string) => Promise<Commission | null>;
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

  async loadByName(technicalName) {
    const cached = Object.values(get().byId).find(
      (commission) => commission.technicalName === technicalName,
    );
    if (cached && hasDescription(cached)) return cached;
    const full = await fetchCommissionByName(technicalName);
    if (full) set({ byId: { ...get().byId, [full.id]: full } });
    return full ?? cached ?? null;
  },

  reset() {
    set({ ...emptyCache<Commission>(), list: [], status: 'idle' });
  },
}));

onUserStateReset(() => useCommissions.getState().reset());
