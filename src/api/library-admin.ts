import { editedCollection } from './edited-collection';
import { useRefreshingMutation } from './refreshing-mutation';
import { albumKeys } from './albums';
import { UPLOAD_TIMEOUT_MS, api } from './client';
import { documentKeys } from './documents';
import { partnerKeys } from './partners';
import { bodyOf, parseAnswer } from './parse';
import {
  type Album,
  type AlbumDraft,
  type DocumentFile,
  type Photo,
  albumBody,
  albumSchema,
  documentRenameBody,
  documentSchema,
  partnerBody,
  partnerSchema,
  photoSchema,
} from './schemas/library';

/**
 * The administration of the members' library: albums and their photos
 * (`/management/photos`), documents and partners (`Générale`). The members' reads stay in
 * albums.ts, documents.ts and partners.ts.
 */

export type { AlbumDraft, PartnerDraft } from './schemas/library';

/** @assumed POST /albums `{name, date}`: answers the album. */
export async function createAlbum(draft: AlbumDraft): Promise<Album> {
  const response = await api.post<unknown>('/albums', bodyOf(albumBody, draft));
  return parseAnswer(albumSchema, response.data);
}

/** @assumed DELETE /albums/{id} — the album and its photos. */
export async function deleteAlbum(id: number): Promise<void> {
  await api.delete(`/albums/${id}`);
}

/**
 * @assumed POST /albums/{id}/photos — one image as `multipart/form-data`, field `file`; answers
 * `{id, name}`. `onProgress` gets the share sent so far, from 0 to 1.
 */
export async function uploadPhoto(
  albumId: number,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<Photo> {
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
  return parseAnswer(photoSchema, response.data);
}

/** @assumed DELETE /photos/{id} */
export async function deletePhoto(id: number): Promise<void> {
  await api.delete(`/photos/${id}`);
}

/** @assumed POST /documents: `multipart/form-data` with `file` and `name`; answers the document. */
export async function uploadDocument(file: File, name: string): Promise<DocumentFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('name', name);
  const response = await api.post<unknown>('/documents', form, { timeout: UPLOAD_TIMEOUT_MS });
  return parseAnswer(documentSchema, response.data);
}

/** @assumed PATCH /documents/{id} `{name}`: renames a document; answers it. */
export async function renameDocument(id: number, name: string): Promise<DocumentFile> {
  const response = await api.patch<unknown>(
    `/documents/${id}`,
    bodyOf(documentRenameBody, { name }),
  );
  return parseAnswer(documentSchema, response.data);
}

/** @assumed DELETE /documents/{id} */
export async function deleteDocument(id: number): Promise<void> {
  await api.delete(`/documents/${id}`);
}

/** Creates an album; the albums are read again (the members' `Photos` too). */
export const useCreateAlbum = () => useRefreshingMutation(createAlbum, albumKeys.all);

/** Deletes an album and its photos; the albums are read again. */
export const useDeleteAlbum = () => useRefreshingMutation(deleteAlbum, albumKeys.all);

/** Deletes a photo of `albumId`; that album's photos are read again. */
export const useDeletePhoto = (albumId: number) =>
  useRefreshingMutation(deletePhoto, albumKeys.photos(albumId));

/** Publishes a document; the documents are read again (the members' `Documents` too). */
export const useUploadDocument = () =>
  useRefreshingMutation(
    ({ file, name }: { file: File; name: string }) => uploadDocument(file, name),
    documentKeys.all,
  );

/** Renames a document; the documents are read again. */
export const useRenameDocument = () =>
  useRefreshingMutation(
    ({ id, name }: { id: number; name: string }) => renameDocument(id, name),
    documentKeys.all,
  );

/** Deletes a document; the documents are read again. */
export const useDeleteDocument = () => useRefreshingMutation(deleteDocument, documentKeys.all);

/**
 * The administration's writes of partners, the partners read again after each (the members'
 * `Partenaires` too):
 * - @assumed POST /partners `{name, description, url}`: answers the partner.
 * - @assumed PATCH /partners/{id} `{name, description, url}`: answers the partner.
 * - @assumed DELETE /partners/{id}
 */
export const {
  useCreate: useCreatePartner,
  useUpdate: useUpdatePartner,
  useDelete: useDeletePartner,
} = editedCollection('/partners', partnerKeys.all, partnerBody, partnerSchema);

/** Sends a photo to `albumId`; that album's photos are read again as each one arrives. */
export const useUploadPhoto = (albumId: number) =>
  useRefreshingMutation(
    ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadPhoto(albumId, file, onProgress),
    albumKeys.photos(albumId),
  );
