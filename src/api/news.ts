import { api, readEmbedded } from './client';
import { fetchList, rsql } from './list';
import type { News } from './types';

/** GET news/light: the list without texts (public). */
export async function fetchNewsLight(): Promise<News[]> {
  const response = await api.get('/news/light');
  return readEmbedded<News>(response.data);
}

/** GET /news */
export async function fetchNews(): Promise<News[]> {
  const response = await api.get('/news');
  return readEmbedded<News>(response.data);
}

/** GET news/{id} */
export async function fetchNewsItem(id: number): Promise<News> {
  const response = await api.get<News>(`/news/${id}`);
  return response.data;
}

/** GET /news?search=commission=={technicalName}: a commission's news, newest first. */
export async function fetchCommissionNews(technicalName: string): Promise<News[]> {
  const list = await fetchList<News>('/news', {
    sort: 'date,desc',
    search: rsql({ commission: technicalName }),
  });
  return list.data;
}
