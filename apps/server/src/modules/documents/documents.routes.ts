import { attachDocumentRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParam } from '../../http/table';
import { findPipelineRecord } from '../activities/activities.service';
import { attachDocument, listDocuments, removeDocument } from './documents.service';

/** Leads answer to LEADS_ACCESS, projects to PROJECT_ACCESS; the handlers are the same. */
const RECORDS = [
  { path: '/lead', isLead: true, config: { scope: 'LEADS_ACCESS' } },
  { path: '/project', isLead: false, config: { scope: 'PROJECT_ACCESS' } },
] as const;

type IdParams = { Params: { id: string } };
type DocumentParams = { Params: { id: string; documentId: string } };

/** Documents attached to a lead or project (docs/api/sales-pipeline.md). */
export const documentsRoutes: ModuleRoutes = (app) => {
  for (const { path, isLead, config } of RECORDS) {
    app.get<IdParams>(`${path}/:id/documents`, { config }, async (request) =>
      listDocuments(requireAuth(request).tenant, idParam(request.params.id), isLead),
    );

    // Another company's record is not found before the body is read: 404, not 400.
    app.post<IdParams>(`${path}/:id/documents`, { config }, async (request, reply) => {
      const { tenant, account } = requireAuth(request);
      const id = idParam(request.params.id);
      await findPipelineRecord(tenant, id, isLead);
      return reply.status(201).send(await attachDocument(tenant, account.id, id, isLead, parseInput(attachDocumentRequest, request.body)));
    });

    app.delete<DocumentParams>(`${path}/:id/documents/:documentId`, { config }, async (request) => {
      const { tenant, account } = requireAuth(request);
      return removeDocument(tenant, account.id, idParam(request.params.id), isLead, idParam(request.params.documentId));
    });
  }
};
