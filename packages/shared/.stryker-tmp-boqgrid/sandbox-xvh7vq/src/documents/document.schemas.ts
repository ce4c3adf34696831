// @ts-nocheck
import { z } from 'zod';
import { MAX_RECORD_ID, numberFrom, text } from '../validation';

/** What a document attached to a lead or project is; each kind has a badge colour. */
export const DOCUMENT_KINDS = [
  { key: 'PROPOSAL', label: 'Proposal', color: 'violet' },
  { key: 'PRESENTATION', label: 'Presentation', color: 'indigo' },
  { key: 'CONTRACT', label: 'Contract', color: 'orange' },
  { key: 'OTHER', label: 'Other', color: 'gray' },
] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['key'];
export const DOCUMENT_KIND_KEYS = DOCUMENT_KINDS.map((k) => k.key) as readonly DocumentKind[];

export const DOCUMENT_MESSAGES = {
  attached: 'Document attached successfully',
  removed: 'Document removed successfully',
} as const;

/**
 * POST /lead/{id}/documents and /project/{id}/documents: a file already uploaded through
 * POST /file-upload/upload-document. A missing or blank title becomes the file's original name.
 */
export const attachDocumentRequest = z.object({
  fileId: numberFrom(z.number({ message: 'must be a file id' }).int('must be a file id').positive('must be a file id').max(MAX_RECORD_ID, 'must be a file id')),
  kind: z.enum(DOCUMENT_KIND_KEYS as unknown as [DocumentKind, ...DocumentKind[]], { message: `must be one of ${DOCUMENT_KIND_KEYS.join(', ')}` }),
  title: text().trim().max(200, 'must be at most 200 characters').nullable().optional(),
});
export type AttachDocumentRequest = z.infer<typeof attachDocumentRequest>;

/** PUT /lead?include=documents: each row also carries its documents (one extra query per page). */
export const leadTableInclude = z.object({ include: z.enum(['documents'], { message: 'can only be documents' }).optional() });
