import { queryOptions } from '@tanstack/react-query';
import { fetchFile } from './client';
import { imageQuery } from './image-query';
import { fetchAllPages } from './list';
import { type Album, type Photo, albumSchema, photoSchema } from './schemas/library';

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
