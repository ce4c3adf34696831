import { useQuery } from '@tanstack/react-query';
import type { DocumentKind } from '@haligi/shared';
import { api } from '../../lib/api';
import { useServerAction, type ActionAnswer } from '../../lib/use-server-action';
import { activitiesQueryKey } from '../activity-timeline';

/** A document of GET /lead/{id}/documents or /project/{id}/documents. */
export interface RecordDocument {
  id: number;
  kind: DocumentKind;
  title: string;
  file: { id: number; url: string; name: string; originalName: string; mimeType: string; size: number };
  uploadedBy: { id: number; name: string } | null;
  createdAt: string;
}

/** A document as a table row carries it (PUT /lead?include=documents). */
export interface DocumentLink {
  id: number;
  kind: DocumentKind;
  title: string;
  url: string;
  originalName: string;
}

export interface AttachDocumentBody {
  fileId: number;
  kind: DocumentKind;
  title?: string | null;
}

/** `recordUrl` is `/lead/{id}` or `/project/{id}`. */
export const documentsQueryKey = (recordUrl: string) => ['documents', recordUrl] as const;

/** What attaching or removing a document makes stale: the list, the timeline and the stage tabs. */
const staleAfterChange = (recordUrl: string) => [documentsQueryKey(recordUrl), activitiesQueryKey(`${recordUrl}/activities`), ['table', '/lead']] as const;

export function useRecordDocuments(recordUrl: string) {
  return useQuery({
    queryKey: documentsQueryKey(recordUrl),
    queryFn: ({ signal }) => api<RecordDocument[]>('GET', `${recordUrl}/documents`, { signal }),
    staleTime: 0,
  });
}

/** POST {recordUrl}/documents: 'Document attached successfully' once the server saved it. */
export function useAttachDocument(recordUrl: string) {
  return useServerAction((body: AttachDocumentBody) => api<ActionAnswer<RecordDocument>>('POST', `${recordUrl}/documents`, { body }), {
    invalidates: staleAfterChange(recordUrl),
  });
}

/** DELETE {recordUrl}/documents/{documentId}. */
export function useRemoveDocument(recordUrl: string) {
  return useServerAction((documentId: number) => api<ActionAnswer>('DELETE', `${recordUrl}/documents/${documentId}`), {
    invalidates: staleAfterChange(recordUrl),
  });
}
