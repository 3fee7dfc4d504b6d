import { queryOptions } from '@tanstack/react-query';
import { UPLOAD_TIMEOUT_MS, api, fetchFile } from './client';
import { imageQuery } from './image-query';
import { fetchAllPages } from './list';
import { bodyOf, type Created, createdRecord, writtenRecord } from './parse';
import { useRefreshingMutation } from './refreshing-mutation';
import {
  type Album,
  type AlbumDraft,
  type Photo,
  albumBody,
  albumSchema,
  photoSchema,
} from './schemas/library';

export type { AlbumDraft } from './schemas/library';

/** @assumed GET /albums — the photo albums, newest first. */
export function fetchAlbums(): Promise<Album[]> {
  return fetchAllPages('/albums', albumSchema, { sort: 'date,desc' }, 200);
}

/** @assumed GET /albums/{id}/photos — the photos of one album. */
export function fetchAlbumPhotos(albumId: number): Promise<Photo[]> {
  return fetchAllPages(`/albums/${albumId}/photos`, photoSchema);
}

/** @assumed GET /photos/{id}/file — a photo's image, through the binary client (bearer). */
export async function fetchPhotoFile(photoId: number): Promise<Blob> {
  return fetchFile(`/photos/${photoId}/file`);
}

/** The query keys of albums, their photos and the photos' images. */
export const albumKeys = {
  all: ['albums'] as const,
  photos: (albumId: number) => ['albums', albumId, 'photos'] as const,
  /** Kept apart from `all`: refreshing the albums never fetches an image again. */
  photoFile: (photoId: number) => ['photo-file', photoId] as const,
};

/** A photo's image: the members' album, the viewer and the administration share it. */
export const photoFileQuery = (photoId: number) =>
  imageQuery(albumKeys.photoFile(photoId), () => fetchPhotoFile(photoId));

export const albumsQuery = () => queryOptions({ queryKey: albumKeys.all, queryFn: fetchAlbums });

export const albumPhotosQuery = (albumId: number) =>
  queryOptions({ queryKey: albumKeys.photos(albumId), queryFn: () => fetchAlbumPhotos(albumId) });

/**
 * @assumed POST /albums `{name, date}`: answers the album (or, as every 2xx may, only its address
 * or nothing: the albums are read again).
 */
export async function createAlbum(draft: AlbumDraft): Promise<Created<Album>> {
  return createdRecord(albumSchema, await api.post<unknown>('/albums', bodyOf(albumBody, draft)));
}

/** @assumed DELETE /albums/{id} — the album and its photos. */
export async function deleteAlbum(id: number): Promise<void> {
  await api.delete(`/albums/${id}`);
}

/**
 * @assumed POST /albums/{id}/photos — one image as `multipart/form-data`, field `file`; answers
 * `{id, name}`, or whatever 2xx (the album's photos are read again). `onProgress` gets the share
 * sent so far, from 0 to 1.
 */
export async function uploadPhoto(
  albumId: number,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<Photo | null> {
  const form = new FormData();
  form.append('file', file);
  const response = await api.post<unknown>(`/albums/${albumId}/photos`, form, {
    // A phone on a slow line may take more than the default 20 s for a 10 Mo photo.
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (onProgress && total > 0) onProgress(Math.min(1, event.loaded / total));
    },
  });
  return writtenRecord(photoSchema, response.data);
}

/** @assumed DELETE /photos/{id} */
export async function deletePhoto(id: number): Promise<void> {
  await api.delete(`/photos/${id}`);
}

/** Creates an album; the albums are read again (the members' `Photos` too). */
export const useCreateAlbum = () => useRefreshingMutation(createAlbum, albumKeys.all);

/** Deletes an album and its photos; the albums are read again. */
export const useDeleteAlbum = () => useRefreshingMutation(deleteAlbum, albumKeys.all);

/** Deletes a photo of `albumId`; that album's photos are read again. */
export const useDeletePhoto = (albumId: number) =>
  useRefreshingMutation(deletePhoto, albumKeys.photos(albumId));

/** Sends a photo to `albumId`; that album's photos are read again as each one arrives. */
export const useUploadPhoto = (albumId: number) =>
  useRefreshingMutation(
    ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadPhoto(albumId, file, onProgress),
    albumKeys.photos(albumId),
  );
