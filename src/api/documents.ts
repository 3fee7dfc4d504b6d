import { queryOptions } from '@tanstack/react-query';
import { UPLOAD_TIMEOUT_MS, api, fetchFile } from './client';
import { fetchAllPages } from './list';
import { bodyOf, writtenRecord } from './parse';
import { useRefreshingMutation } from './refreshing-mutation';
import { type DocumentFile, documentRenameBody, documentSchema } from './schemas/library';

/** @assumed GET /documents — the members' documents, newest first. */
export function fetchDocuments(): Promise<DocumentFile[]> {
  return fetchAllPages('/documents', documentSchema, { sort: 'date,desc' }, 200);
}

/** @assumed GET /documents/{id}/file — the file, through the binary client (bearer). */
export async function fetchDocumentFile(documentId: number): Promise<Blob> {
  return fetchFile(`/documents/${documentId}/file`);
}

export const documentKeys = { all: ['documents'] as const };

export const documentsQuery = () =>
  queryOptions({ queryKey: documentKeys.all, queryFn: fetchDocuments });

/**
 * @assumed POST /documents: `multipart/form-data` with `file` and `name`; answers the document,
 * or whatever 2xx (the documents are read again).
 */
export async function uploadDocument(file: File, name: string): Promise<DocumentFile | null> {
  const form = new FormData();
  form.append('file', file);
  form.append('name', name);
  const response = await api.post<unknown>('/documents', form, { timeout: UPLOAD_TIMEOUT_MS });
  return writtenRecord(documentSchema, response.data);
}

/** @assumed PATCH /documents/{id} `{name}`: renames a document; answers it, or whatever 2xx. */
export async function renameDocument(id: number, name: string): Promise<DocumentFile | null> {
  const response = await api.patch<unknown>(
    `/documents/${id}`,
    bodyOf(documentRenameBody, { name }),
  );
  return writtenRecord(documentSchema, response.data);
}

/** @assumed DELETE /documents/{id} */
export async function deleteDocument(id: number): Promise<void> {
  await api.delete(`/documents/${id}`);
}

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
