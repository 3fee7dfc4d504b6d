import { apiBaseUrl } from '../config/env';
import { api, readEmbedded } from './client';
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
