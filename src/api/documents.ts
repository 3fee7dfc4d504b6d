import { queryOptions } from '@tanstack/react-query';
import { fetchFile, readRecords } from './client';
import { fetchList } from './list';
import type { DocumentFile } from './types';

/** @assumed GET /documents — the members' documents, newest first. */
export async function fetchDocuments(): Promise<DocumentFile[]> {
  const { data } = await fetchList<DocumentFile>('/documents', { size: 200, sort: 'date,desc' });
  return readRecords<DocumentFile>(data, ['id', 'name', 'date']);
}

/** @assumed GET /documents/{id}/file — the file, through the binary client (bearer). */
export async function fetchDocumentFile(documentId: number): Promise<Blob> {
  return fetchFile(`/documents/${documentId}/file`);
}

export const documentKeys = { all: ['documents'] as const };

export const documentsQuery = () =>
  queryOptions({ queryKey: documentKeys.all, queryFn: fetchDocuments });
