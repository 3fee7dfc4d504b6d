import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { rsql } from './list';
import { bodyOf, parseAnswer, writtenRecord } from './parse';
import { parseList } from './parse-list';
import { type ReadList, keepMarks, recordsOf, skippedOf } from './read-list';
import {
  type Commission,
  type CommissionSettings,
  commissionSchema,
  commissionSettingsBody,
} from './schemas/commission';
import { sortByName } from './french-order';

export type { CommissionSettings };

/** Commission lists are read 25 at a time (docs/calls.md); one beyond them is read by its name. */
const PAGE_SIZE = 25;

/** GET commissions?size=25 (signed in): the list the menus and screens share. */
export async function fetchCommissions(): Promise<ReadList<Commission>> {
  const response = await api.get<unknown>('/commissions', { params: { size: PAGE_SIZE } });
  return recordsOf(parseList(commissionSchema, response.data, 'GET /commissions'));
}

/** GET commissions?search=technicalName=={name}: the first match, the name quoted. */
export async function fetchCommissionByName(technicalName: string): Promise<Commission | null> {
  const response = await api.get<unknown>('/commissions', {
    params: { search: rsql({ technicalName }) },
  });
  return parseList(commissionSchema, response.data, 'GET /commissions?search=').data[0] ?? null;
}

/** GET commissions/{id} */
export async function fetchCommission(id: number): Promise<Commission> {
  const response = await api.get<unknown>(`/commissions/${id}`);
  return parseAnswer(commissionSchema, response.data);
}

/**
 * @assumed PATCH /commissions/{id} — the settings `Paramètres` edits (`commissionSettingsBody`),
 * nothing it only read; answers the commission, or nothing the app can read (the save went
 * through: the commission is read again).
 */
export async function updateCommission(
  id: number,
  settings: CommissionSettings,
): Promise<Commission | null> {
  const body = bodyOf(commissionSettingsBody, settings);
  const response = await api.patch<unknown>(`/commissions/${id}`, body);
  return writtenRecord(commissionSchema, response.data);
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
    queryFn: async () => {
      const commissions = await fetchCommissions();
      return keepMarks(commissions, sortByName(commissions));
    },
    meta: { failure: 'Chargement des commissions impossible' },
    staleTime: Infinity,
  });

const NONE: readonly Commission[] = [];

/**
 * One commission by technical name, for a page that needs its access rule: the shared list's item,
 * else, once the list is in without it (a commission beyond its first 25), the backend's answer
 * to its name. `commission` is null when the backend knows no such commission.
 */
export function useCommissionNamed(technicalName: string | null | undefined) {
  const { list, status, reload } = useCommissionList();
  const listed = technicalName
    ? list.find((commission) => commission.technicalName === technicalName)
    : undefined;
  const byName = useQuery({
    queryKey: commissionKeys.byName(technicalName ?? ''),
    queryFn: () => fetchCommissionByName(technicalName ?? ''),
    enabled: Boolean(technicalName) && !listed && status === 'ready',
  });
  if (!technicalName) return { commission: null, status: 'ready' as const, reload };
  if (listed) return { commission: listed, status: 'ready' as const, reload };
  if (status !== 'ready') return { commission: null, status, reload };
  if (byName.isError) {
    return { commission: null, status: 'error' as const, reload: () => void byName.refetch() };
  }
  if (byName.isPending) return { commission: null, status: 'loading' as const, reload };
  return { commission: byName.data, status: 'ready' as const, reload };
}

/** The list of `commissionsQuery`: empty until it arrives, with its state and a way to retry. */
export function useCommissionList() {
  const query = useQuery(commissionsQuery());
  return {
    list: query.data ?? NONE,
    /** The commissions the app could not read, left out of `list`. */
    skipped: skippedOf(query.data),
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
      if (saved) queryClient.setQueryData(commissionKeys.detail(id), saved);
      await queryClient.invalidateQueries({ queryKey: commissionKeys.all });
    },
  });
}
