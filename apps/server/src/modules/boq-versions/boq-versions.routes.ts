import { boqVersionRequest, quotationFileName, recordId, updateBoqSettingsRequest } from '@haligi/shared';
import type { FastifySchema } from 'fastify';
import { z, type ZodType } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParam } from '../../http/table';
import { buildBoqWorkbook, exportFileName, XLSX_TYPE } from './boq-export';
import { renderQuotationPdf } from './boq-quotation-pdf';
import { loadQuotation, readBoqSettings, updateBoqSettings } from './boq-quotation.service';
import { readBoqData } from './boq-versions.repository';
import { createVersion, diffVersions, listVersions, markSubmittedToClient } from './boq-versions.service';
import { fileAnswer } from '../../http/openapi';
import { idParams } from '../../http/openapi';
const projectQuery = z.object({ projectId: recordId() });
const diffQuery = z.object({ fromId: recordId(), toId: recordId() });
const tags = ['BOQ'];

const PROJECTS = { scope: 'PROJECT_ACCESS' } as const;
type IdParams = { Params: { id: string } };
const boqIdParams = z.object({ id: recordId() });
/**
 * The `schema` of these routes documents them (OpenAPI); the handlers parse their input with the
 * shared schemas (`parseInput`, plain-words messages), so Fastify does not validate with it.
 */
const documentedOnly = () => (data: unknown) => ({ value: data });
const documented = (schema: { tags: string[]; summary: string; params?: ZodType; body?: ZodType }) => schema as FastifySchema;

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
  /** The BOQ's quotation settings (OCM, contingency, terms) and the summary they give (decision 0036). */
  app.get<IdParams>(
    '/boq/:id/settings',
    { config: PROJECTS, schema: documented({ tags, summary: 'BOQ quotation settings and summary lines', params: boqIdParams }), validatorCompiler: documentedOnly },
    async (request) => readBoqSettings(requireAuth(request).tenant, idParam(request.params.id)),
  );
  /** Sets the named settings; refused on a LOCKED or read-only BOQ (409). */
  app.patch<IdParams>(
    '/boq/:id/settings',
    {
      config: PROJECTS,
      schema: documented({ tags, summary: 'Set a BOQ’s OCM and contingency percentages and quotation terms', params: boqIdParams, body: updateBoqSettingsRequest }),
      validatorCompiler: documentedOnly,
    },
    async (request) => {
      const { tenant, account } = requireAuth(request);
      const id = idParam(request.params.id);
      return updateBoqSettings(tenant, account.id, id, parseInput(updateBoqSettingsRequest, request.body ?? {}));
    },
  );
  /** The printable quotation of the BOQ (A4 PDF); gives the BOQ its quotation number the first time. */
  app.get<IdParams>(
    '/boq/:id/quotation.pdf',
    { config: PROJECTS, schema: documented({ tags, summary: 'The BOQ’s quotation as a PDF', params: boqIdParams }), validatorCompiler: documentedOnly },
    async (request, reply) => {
      const { tenant, account } = requireAuth(request);
      const data = await loadQuotation(tenant, idParam(request.params.id), { name: account.name, role: account.role.name });
      const pdf = await renderQuotationPdf(data);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${quotationFileName(data.number, data.boq)}"`).send(pdf);
    },
  );
};
