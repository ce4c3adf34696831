import { attachDocumentRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParam } from '../../http/table';
import { idParams } from '../../http/openapi';
import { recordId } from '@haligi/shared';
import { z } from 'zod';
import { findPipelineRecord } from '../activities/activities.service';
import { attachDocument, listDocuments, removeDocument } from './documents.service';

/** Leads answer to LEADS_ACCESS, projects to PROJECT_ACCESS; the handlers are the same. */
const RECORDS = [
  { path: '/lead', isLead: true, config: { scope: 'LEADS_ACCESS' }, record: 'lead' },
  { path: '/project', isLead: false, config: { scope: 'PROJECT_ACCESS' }, record: 'project' },
] as const;

type IdParams = { Params: { id: string } };
type DocumentParams = { Params: { id: string; documentId: string } };
const tags = ['Documents'];
const documentParams = z.object({ id: recordId(), documentId: recordId() });

/** Documents attached to a lead or project (docs/api/sales-pipeline.md). */
export const documentsRoutes: ModuleRoutes = (app) => {
  for (const { path, isLead, config, record } of RECORDS) {
    app.get<IdParams>(`${path}/:id/documents`, { config, schema: { tags, summary: `Documents attached to a ${record}`, params: idParams } }, async (request) =>
      listDocuments(requireAuth(request).tenant, idParam(request.params.id), isLead),
    );

    // Another company's record is not found before the body is read: 404, not 400.
    app.post<IdParams>(`${path}/:id/documents`, { config, schema: { tags, summary: `Attach an uploaded file to a ${record}`, params: idParams, body: attachDocumentRequest } }, async (request, reply) => {
      const { tenant, account } = requireAuth(request);
      const id = idParam(request.params.id);
      await findPipelineRecord(tenant, id, isLead);
      return reply.status(201).send(await attachDocument(tenant, account.id, id, isLead, parseInput(attachDocumentRequest, request.body)));
    });

    app.delete<DocumentParams>(`${path}/:id/documents/:documentId`, { config, schema: { tags, summary: `Remove a document from a ${record}`, params: documentParams } }, async (request) => {
      const { tenant, account } = requireAuth(request);
      return removeDocument(tenant, account.id, idParam(request.params.id), isLead, idParam(request.params.documentId));
    });
  }
};
