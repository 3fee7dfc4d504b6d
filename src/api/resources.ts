import { apiBaseUrl } from '../config/env';
import { api, readEmbedded } from './client';
import { fetchList, rsql } from './list';
import type { Resource } from './types';

/** GET /resources/cotisation?token=: the dues to pay (404: nothing left to pay). */
export async function fetchDues(token: string): Promise<Resource[]> {
  const response = await api.get('/resources/cotisation', { params: { token } });
  return readEmbedded<Resource>(response.data);
}

/** The image of a resource: GET /resources/{id}/file?token=. */
export function resourceImageUrl(id: number, token: string): string {
  return `${apiBaseUrl}/resources/${id}/file?token=${encodeURIComponent(token)}`;
}

/** GET /resources?search=commission=={technicalName}: a commission's resources (CONTRACT §8). */
export async function fetchCommissionResources(technicalName: string): Promise<Resource[]> {
  const list = await fetchList<Resource>('/resources', {
    size: 200,
    sort: 'name,asc',
    search: rsql({ commission: technicalName }),
  });
  return list.data;
}

/** GET /resources/{id} */
export async function fetchResource(id: number): Promise<Resource> {
  const response = await api.get<Resource>(`/resources/${id}`);
  return response.data;
}
