import { fetchFile } from './client';
import { fetchList } from './list';
import type { Album, Photo } from './types';

/** @assumed GET /albums: the photo albums, newest first. */
export async function fetchAlbums(): Promise<Album[]> {
  return (await fetchList<Album>('/albums', { size: 200, sort: 'date,desc' })).data;
}

/** @assumed GET /albums/{id}/photos: the photos of one album. */
export async function fetchAlbumPhotos(albumId: number): Promise<Photo[]> {
  return (await fetchList<Photo>(`/albums/${albumId}/photos`, { size: 500 })).data;
}

/** @assumed GET /photos/{id}/file: a photo's image, through the binary client (bearer). */
export async function fetchPhotoFile(photoId: number): Promise<Blob> {
  return fetchFile(`/photos/${photoId}/file`);
}
