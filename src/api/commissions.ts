import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sortByName } from '@/lib/format';
import { api, readEmbedded, readRecord } from './client';
import type { Commission } from './types';

const PAGE_SIZE = 25;

/** What a commission must carry to be listed and opened. */
const COMMISSION_FIELDS = ['id', 'name', 'technicalName'];

/** Missing list fields default to empty lists and an empty object. */
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
  return readEmbedded<Commission>(response.data, COMMISSION_FIELDS).map(normalizeCommission);
}

/** GET commissions?search=technicalName=={name}: the first match. */
export async function fetchCommissionByName(technicalName: string): Promise<Commission | null> {
  const response = await api.get('/commissions', {
    params: { search: `technicalName==${technicalName}` },
  });
  const first = readEmbedded<Commission>(response.data, COMMISSION_FIELDS)[0];
  return first ? normalizeCommission(first) : null;
}

/** GET commissions/{id} */
export async function fetchCommission(id: number): Promise<Commission> {
  const response = await api.get<Commission>(`/commissions/${id}`);
  return normalizeCommission(readRecord<Commission>(response.data, COMMISSION_FIELDS));
}

/** What a commission's administrators change in `Paramètres`. */
export type CommissionSettings = Pick<
  Commission,
  'name' | 'description' | 'active' | 'authorizedSubscribers' | 'emailConfiguration'
>;

/** @assumed PATCH /commissions/{id} — the commission's settings; answers the commission. */
export async function updateCommission(
  id: number,
  settings: CommissionSettings,
): Promise<Commission> {
  const response = await api.patch<Commission>(`/commissions/${id}`, settings);
  return normalizeCommission({ ...response.data, id });
}

export const commissionKeys = {
  all: ['commissions'] as const,
  list: ['commissions', 'list'] as const,
  byName: (technicalName: string) => ['commissions', 'name', technicalName] as const,
  detail: (id: number) => ['commissions', 'one', id] as const,
  /** The commission a screen of its administration names, which must exist. */
  administered: (technicalName: string) => ['commissions', 'administered', technicalName] as const,
};

const NOT_FOUND = 'Commission introuvable';

/** The commission of `/management/commissions/reservations/{name}`: an unknown name fails. */
export const administeredCommissionQuery = (technicalName: string) =>
  queryOptions({
    queryKey: commissionKeys.administered(technicalName),
    queryFn: async () => {
      const found = await fetchCommissionByName(technicalName);
      if (!found) throw new Error(NOT_FOUND);
      return found;
    },
  });

/**
 * The commission of `/management/commissions/{id}/{name}`: the address names it twice, and both
 * must agree (the access rule reads the name).
 */
export const commissionSettingsQuery = (id: number, technicalName: string) =>
  queryOptions({
    queryKey: commissionKeys.detail(id),
    queryFn: async () => {
      const found = await fetchCommission(id);
      if (found.technicalName !== technicalName) throw new Error(NOT_FOUND);
      return found;
    },
  });

/**
 * The commissions the menus and screens share: asked once after sign-in (the fast load of 25),
 * sorted by name with French collation, kept until an administrator changes one. Only menus
 * and pages read it: a failure is logged, and each screen says what it lacks.
 */
export const commissionsQuery = () =>
  queryOptions({
    queryKey: commissionKeys.list,
    queryFn: async () => sortByName(await fetchCommissions()),
    meta: { failure: 'Chargement des commissions impossible' },
    staleTime: Infinity,
  });

const NONE: readonly Commission[] = [];

/** The list of `commissionsQuery`: empty until it arrives, with its state and a way to retry. */
export function useCommissionList() {
  const query = useQuery(commissionsQuery());
  return {
    list: query.data ?? NONE,
    status: query.isError
      ? ('error' as const)
      : query.isPending
        ? ('loading' as const)
        : ('ready' as const),
    reload: () => void query.refetch(),
  };
}

/**
 * One commission with its description, by technical name: the list's item when it carries the
 * description (no call), else `GET commissions?search=technicalName==`, the list's item standing
 * in while it comes and should the backend know no more of it.
 */
export const commissionByNameQuery = (technicalName: string, listed?: Commission) =>
  queryOptions({
    queryKey: commissionKeys.byName(technicalName),
    queryFn: async () => (await fetchCommissionByName(technicalName)) ?? listed ?? null,
    initialData: listed?.description ? listed : undefined,
    placeholderData: listed,
  });

/** Saves a commission's settings; the commission as answered is kept, the others read again. */
export function useUpdateCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, settings }: { id: number; settings: CommissionSettings }) =>
      updateCommission(id, settings),
    onSuccess: async (saved, { id }) => {
      queryClient.setQueryData(commissionKeys.detail(id), saved);
      await queryClient.invalidateQueries({ queryKey: commissionKeys.all });
    },
  });
}
