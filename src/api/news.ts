import { api, readEmbedded } from './client';
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
