import { editedCollection } from './edited-collection';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { fetchAllPages, fetchList, rsql } from './list';
import { parseAnswer } from './parse';
import { type ReadList, recordsOf } from './read-list';
import { type News, type NewsDraft, newsBody, newsSchema } from './schemas/news';

/** GET /news?sort=date,desc&size=: the latest news, newest first, as the home shows them. */
export async function fetchLatestNews(size: number): Promise<ReadList<News>> {
  return recordsOf(await fetchList('/news', newsSchema, { sort: 'date,desc', size }));
}

/** GET news/{id} */
export async function fetchNewsItem(id: number): Promise<News> {
  const response = await api.get<unknown>(`/news/${id}`);
  return parseAnswer(newsSchema, response.data);
}

/** GET /news?search=commission=={technicalName}: a commission's news, newest first, every page. */
export function fetchCommissionNews(technicalName: string): Promise<News[]> {
  return fetchAllPages('/news', newsSchema, {
    sort: 'date,desc',
    search: rsql({ commission: technicalName }),
  });
}

export type { NewsDraft };

/** GET /news?sort=date,desc: every news item (every page), newest first, for the administration. */
export function fetchAllNews(): Promise<News[]> {
  return fetchAllPages('/news', newsSchema, { sort: 'date,desc' }, 200);
}

export const newsKeys = {
  all: ['news'] as const,
  latest: (size: number) => ['news', 'latest', size] as const,
  ofCommission: (technicalName: string) => ['news', { commission: technicalName }] as const,
  administration: ['news', 'administration'] as const,
  detail: (id: number) => ['news', 'one', id] as const,
};

export const commissionNewsQuery = (technicalName: string) =>
  queryOptions({
    queryKey: newsKeys.ofCommission(technicalName),
    queryFn: () => fetchCommissionNews(technicalName),
  });

export const allNewsQuery = () =>
  queryOptions({ queryKey: newsKeys.administration, queryFn: fetchAllNews });

/** The latest news, asked of the backend newest first (a list's own order is not the date's). */
export const latestNewsQuery = (size: number) =>
  queryOptions({ queryKey: newsKeys.latest(size), queryFn: () => fetchLatestNews(size) });

/**
 * A news item's full text, asked only when the list's item came without it (`Lire la suite`).
 * A failure is logged and leaves the item as the list gave it.
 */
export const newsItemQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: () => fetchNewsItem(id),
    meta: { failure: `Chargement de l'élément ${id} impossible` },
    retry: false,
  });

/**
 * The administration's writes of news, every list of news read again after each:
 * - @assumed POST /news `{title, text, commission}`: answers the news item.
 * - @assumed PATCH /news/{id} `{title, text, commission}`: answers the news item.
 * - @assumed DELETE /news/{id}
 */
export const {
  useCreate: useCreateNews,
  useUpdate: useUpdateNews,
  useDelete: useDeleteNews,
} = editedCollection('/news', newsKeys.all, newsBody, newsSchema);
