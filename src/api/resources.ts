import { editedCollection } from './edited-collection';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBaseUrl } from '@/config/env';
import { UPLOAD_TIMEOUT_MS, api, fetchFile } from './client';
import { imageQuery } from './image-query';
import { fetchAllPages, rsql } from './list';
import { parseAnswer } from './parse';
import { parseList } from './parse-list';
import { type ReadList, recordsOf } from './read-list';
import {
  type Due,
  type Resource,
  type ResourceDraft,
  dueSchema,
  resourceBody,
  resourceSchema,
} from './schemas/resource';

/** GET /resources/cotisation?token=: the dues to pay (404: nothing left to pay). */
export async function fetchDues(token: string): Promise<ReadList<Due>> {
  const response = await api.get<unknown>('/resources/cotisation', { params: { token } });
  return recordsOf(parseList(dueSchema, response.data, 'GET /resources/cotisation'));
}

/**
 * A due's image for the payment link's holder: GET /resources/{id}/file?token= with the link's
 * one-use token, an <img> address. Never with the session's token: a signed-in member's
 * pictures come from `fetchResourceImage`.
 */
export function duesImageUrl(id: number, linkToken: string): string {
  return `${apiBaseUrl}/resources/${id}/file?token=${encodeURIComponent(linkToken)}`;
}

/** GET /resources/{id}/file with the bearer (binary client): a resource's image as a Blob. */
export function fetchResourceImage(id: number): Promise<Blob> {
  return fetchFile(`/resources/${id}/file`);
}

/** GET /resources?search=commission=={technicalName}: a commission's resources, every page. */
export function fetchCommissionResources(technicalName: string): Promise<Resource[]> {
  return fetchAllPages(
    '/resources',
    resourceSchema,
    { sort: 'name,asc', search: rsql({ commission: technicalName }) },
    200,
  );
}

/** GET /resources/{id} */
export async function fetchResource(id: number): Promise<Resource> {
  const response = await api.get<unknown>(`/resources/${id}`);
  return parseAnswer(resourceSchema, response.data);
}

export type { ResourceDraft };

/**
 * @assumed POST /resources/{id}/file — the resource's image as `multipart/form-data`, field
 * `file` (JPEG, PNG, WebP or GIF, 10 Mo at most); it replaces the image before, if any.
 */
export async function uploadResourceImage(id: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  await api.post(`/resources/${id}/file`, form, { timeout: UPLOAD_TIMEOUT_MS });
}

export const resourceKeys = {
  all: ['resources'] as const,
  ofCommission: (technicalName: string) => ['resources', { commission: technicalName }] as const,
  detail: (id: number) => ['resources', id] as const,
  /** The cart's check of its resources, read afresh each time (never from the cache). */
  check: (ids: readonly number[], dated: readonly number[]) =>
    ['resources', 'check', ids, dated] as const,
  /** Kept apart from `all`: saving a resource never fetches every image again. */
  image: (id: number) => ['resource-image', id] as const,
};

/** A resource's image, as members see it on its card and administrators in its form. */
export const resourceImageQuery = (id: number) =>
  imageQuery(resourceKeys.image(id), () => fetchResourceImage(id));

export const commissionResourcesQuery = (technicalName: string) =>
  queryOptions({
    queryKey: resourceKeys.ofCommission(technicalName),
    queryFn: () => fetchCommissionResources(technicalName),
  });

export const resourceQuery = (id: number) =>
  queryOptions({ queryKey: resourceKeys.detail(id), queryFn: () => fetchResource(id) });

/**
 * The administration's writes of resources, the lists of resources read again after each:
 * - @assumed POST /resources `{name, description, price, billingPeriod, commission}`.
 * - @assumed PATCH /resources/{id}
 * - @assumed DELETE /resources/{id}
 */
export const {
  useCreate: useCreateResource,
  useUpdate: useUpdateResource,
  useDelete: useDeleteResource,
} = editedCollection('/resources', resourceKeys.all, resourceBody, resourceSchema);

/** Replaces a resource's image; members and the editor show the new one, not the cached one. */
export function useUploadResourceImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadResourceImage(id, file),
    // Awaited: the success is told once the new picture is the one served.
    onSuccess: (_answer, { id }) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.image(id) }),
  });
}
