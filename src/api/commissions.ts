import { api, readEmbedded } from './client';
import type { Commission } from './types';

const PAGE_SIZE = 25;

/** Missing list fields default to empty lists and an empty object (SPEC §3). */
export function normalizeCommission(raw: Partial<Commission> & { id: number }): Commission {
  return {
    name: '',
    technicalName: '',
    active: false,
    ...raw,
    authorizedSubscribers: raw.authorizedSubscribers ?? [],
    administrators: raw.administrators ?? [],
    emailConfiguration: raw.emailConfiguration ?? {},
  };
}

/** GET commissions?size=25 (signed in) or commissions/light?size=25 (public). */
export async function fetchCommissions(light = false): Promise<Commission[]> {
  const response = await api.get(light ? '/commissions/light' : '/commissions', {
    params: { size: PAGE_SIZE },
  });
  return readEmbedded<Commission>(response.data).map(normalizeCommission);
}

/** GET commissions?search=technicalName=={name}: the first match. */
export async function fetchCommissionByName(technicalName: string): Promise<Commission | null> {
  const response = await api.get('/commissions', {
    params: { search: `technicalName==${technicalName}` },
  });
  const first = readEmbedded<Commission>(response.data)[0];
  return first ? normalizeCommission(first) : null;
}

/** GET commissions/{id} */
export async function fetchCommission(id: number): Promise<Commission> {
  const response = await api.get<Commission>(`/commissions/${id}`);
  return normalizeCommission(response.data);
}
