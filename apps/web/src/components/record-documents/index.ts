export { DocumentsCard, type DocumentsCardProps } from './documents-card';
export { AttachDocumentDialog, type AttachDocumentDialogProps } from './attach-document-dialog';
export { DocumentKindBadge, documentKindLabel } from './document-kind-badge';
export { documentsQueryKey, useAttachDocument, useRecordDocuments, useRemoveDocument, type DocumentLink, type RecordDocument } from './documents-api';
