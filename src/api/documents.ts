import { queryOptions } from '@tanstack/react-query';
import { fetchFile } from './client';
import { fetchAllPages } from './list';
import { type DocumentFile, documentSchema } from './schemas/library';

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
