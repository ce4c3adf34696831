import { boqVersionRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParam } from '../../http/table';
import { fileAnswer, idParams } from '../../http/openapi';
import { recordId } from '@haligi/shared';
import { z } from 'zod';
import { buildBoqWorkbook, exportFileName, XLSX_TYPE } from './boq-export';
import { readBoqData } from './boq-versions.repository';
import { createVersion, diffVersions, listVersions, markSubmittedToClient } from './boq-versions.service';

const PROJECTS = { scope: 'PROJECT_ACCESS' } as const;
type IdParams = { Params: { id: string } };
const tags = ['BOQ'];
const projectQuery = z.object({ projectId: recordId() });
const diffQuery = z.object({ fromId: recordId(), toId: recordId() });

/** BOQ versions, the read-only preview and the Excel export (docs/api/boq.md, "REST"). */
export const boqVersionsRoutes: ModuleRoutes = (app, context) => {
  app.get<{ Querystring: { projectId?: string } }>('/boq/version', { config: PROJECTS, schema: { tags, summary: "A project's BOQ versions", querystring: projectQuery } }, async (request) => ({
    data: await listVersions(requireAuth(request).tenant, idParam(request.query.projectId)),
  }));
  app.post('/boq/version', { config: PROJECTS, schema: { tags, summary: 'Create a BOQ version, copied from another', body: boqVersionRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await createVersion(context.realtime, tenant, account.id, parseInput(boqVersionRequest, request.body)));
  });
  app.get<{ Querystring: { fromId?: string; toId?: string } }>('/boq/version/diff', { config: PROJECTS, schema: { tags, summary: 'What changed between two BOQ versions', querystring: diffQuery } }, async (request) =>
    diffVersions(requireAuth(request).tenant, idParam(request.query.fromId), idParam(request.query.toId)),
  );
  /** Marks a revision "submitted to client": frozen from then on (decision 0020). */
  app.post<IdParams>('/boq/:id/submitted-to-client', { config: PROJECTS, schema: { tags, summary: 'Mark a BOQ version submitted to the client (frozen from then on)', params: idParams } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return markSubmittedToClient(context.realtime, tenant, account.id, idParam(request.params.id));
  });
  /** Read-only BOQ_DATA of any version (preview, the export dialog); no room, no lock. */
  app.get<IdParams>('/boq/:id/preview', { config: PROJECTS, schema: { tags, summary: 'Any BOQ version, read-only', params: idParams } }, async (request) => (await readBoqData(requireAuth(request).tenant, idParam(request.params.id))).body);
  app.get<IdParams>('/boq/:id/export.xlsx', { config: PROJECTS, schema: { tags, summary: 'A BOQ version as .xlsx', params: idParams, response: fileAnswer(XLSX_TYPE, 'The BOQ workbook') } }, async (request, reply) => {
    const { boq, computed } = await readBoqData(requireAuth(request).tenant, idParam(request.params.id));
    const file = await buildBoqWorkbook(boq, computed);
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${exportFileName(boq)}"`).send(file);
  });
};
