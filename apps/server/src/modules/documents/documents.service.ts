import { DOCUMENT_MESSAGES, type AttachDocumentRequest, type DocumentKind } from '@haligi/shared';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { accounts, files, projectDocuments } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { recordActivity } from '../activities/activity-log';
import { findPipelineRecord } from '../activities/activities.service';
import { accountName } from '../boards/board.repository';
import { fileLinkSigner } from '../files/file-links';

/** The live documents of the caller's company matching the condition, newest first, as the API answers them. */
async function selectDocuments(tenant: Tenant, condition: SQL) {
  const rows = await tenant.db
    .select({
      id: projectDocuments.id,
      kind: projectDocuments.kind,
      title: projectDocuments.title,
      createdAt: projectDocuments.createdAt,
      file: { id: files.id, name: files.name, originalName: files.originalName, mimeType: files.mimeType, size: files.size },
      uploaderId: accounts.id,
      uploaderName: accountName,
    })
    .from(projectDocuments)
    .innerJoin(files, eq(files.id, projectDocuments.fileId))
    .leftJoin(accounts, eq(accounts.id, projectDocuments.uploadedById))
    .where(tenant.where(projectDocuments, eq(projectDocuments.isDeleted, false), condition))
    .orderBy(desc(projectDocuments.createdAt), desc(projectDocuments.id));
  const signed = await fileLinkSigner(tenant.db);
  return rows.map(({ file, uploaderId, uploaderName, ...document }) => ({
    id: document.id,
    kind: document.kind as DocumentKind,
    title: document.title,
    file: { id: file.id, url: signed(file.name), name: file.name, originalName: file.originalName, mimeType: file.mimeType, size: file.size },
    uploadedBy: uploaderId ? { id: uploaderId, name: uploaderName } : null,
    createdAt: document.createdAt,
  }));
}

/** GET /lead/{id}/documents and /project/{id}/documents: the record's live documents, newest first. */
export async function listDocuments(tenant: Tenant, recordId: number, isLead: boolean) {
  await findPipelineRecord(tenant, recordId, isLead);
  return selectDocuments(tenant, eq(projectDocuments.projectId, recordId));
}

/**
 * POST /lead/{id}/documents and /project/{id}/documents: attaches a file of the caller's company
 * (another company's file is not found) and writes a DOCUMENT activity, in one transaction.
 */
export async function attachDocument(tenant: Tenant, accountId: number, recordId: number, isLead: boolean, input: AttachDocumentRequest) {
  await findPipelineRecord(tenant, recordId, isLead);
  const [file] = await tenant.db.select({ id: files.id, originalName: files.originalName }).from(files).where(tenant.byId(files, input.fileId));
  if (!file) throw notFound('File');
  const title = input.title?.trim() || file.originalName;
  const id = await tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const [document] = await tx
      .insert(projectDocuments)
      .values(scoped.values({ projectId: recordId, fileId: file.id, kind: input.kind, title, uploadedById: accountId }))
      .returning({ id: projectDocuments.id });
    await recordActivity(tx, scoped, {
      projectId: recordId,
      kind: 'DOCUMENT',
      message: `Document attached: ${title}`,
      data: { documentId: document.id, fileId: file.id, kind: input.kind, title },
      accountId,
    });
    return document.id;
  });
  const [document] = await selectDocuments(tenant, eq(projectDocuments.id, id));
  return { data: document, message: DOCUMENT_MESSAGES.attached };
}

/** DELETE /lead/{id}/documents/{documentId} (and /project/...): soft delete and a DOCUMENT activity. */
export async function removeDocument(tenant: Tenant, accountId: number, recordId: number, isLead: boolean, documentId: number) {
  await findPipelineRecord(tenant, recordId, isLead);
  await tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const [document] = await tx
      .update(projectDocuments)
      .set({ isDeleted: true })
      .where(scoped.where(projectDocuments, eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, recordId), eq(projectDocuments.isDeleted, false)))
      .returning({ id: projectDocuments.id, kind: projectDocuments.kind, title: projectDocuments.title, fileId: projectDocuments.fileId });
    if (!document) throw notFound('Document');
    await recordActivity(tx, scoped, {
      projectId: recordId,
      kind: 'DOCUMENT',
      message: `Document removed: ${document.title}`,
      data: { documentId: document.id, fileId: document.fileId, kind: document.kind, title: document.title, removed: true },
      accountId,
    });
  });
  return { message: DOCUMENT_MESSAGES.removed };
}

export interface DocumentLink {
  id: number;
  kind: DocumentKind;
  title: string;
  url: string;
  originalName: string;
}

/** The live documents of these leads or projects in one query, by record id (table rows; no query per row). */
export async function documentLinksOf(tenant: Tenant, recordIds: number[]): Promise<Map<number, DocumentLink[]>> {
  const byRecord = new Map<number, DocumentLink[]>();
  if (!recordIds.length) return byRecord;
  const rows = await tenant.db
    .select({
      recordId: projectDocuments.projectId,
      id: projectDocuments.id,
      kind: projectDocuments.kind,
      title: projectDocuments.title,
      name: files.name,
      originalName: files.originalName,
    })
    .from(projectDocuments)
    .innerJoin(files, eq(files.id, projectDocuments.fileId))
    .where(tenant.where(projectDocuments, inArray(projectDocuments.projectId, recordIds), eq(projectDocuments.isDeleted, false)))
    .orderBy(desc(projectDocuments.createdAt), desc(projectDocuments.id));
  const signed = await fileLinkSigner(tenant.db);
  for (const { recordId, name, ...row } of rows) {
    const list = byRecord.get(recordId) ?? [];
    list.push({ id: row.id, kind: row.kind as DocumentKind, title: row.title, url: signed(name), originalName: row.originalName });
    byRecord.set(recordId, list);
  }
  return byRecord;
}
