import {
  createLeadRequest,
  deleteWithPasswordRequest,
  leadStageKey,
  leadTableInclude,
  tableQuery,
  moveBoardRequest,
  optionalPasswordRequest,
  updateLeadRequest,
} from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { passwordCaller } from '../auth/own-password';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, tableRoute } from '../../http/openapi';
import { boardQuery } from '@haligi/shared';
import { getLeadDashboard } from './leads.dashboard';
import { boardRouteAccess, openPipelineBoard } from '../boards/pipeline-board';
import { moveLead } from './leads.board';
import { convertLead, createLead, deleteLead, deleteLeads, getLead, updateLead } from './leads.service';
import { leadTable } from './leads.table';
import { recordId } from '@haligi/shared';

const access = { scope: 'LEADS_ACCESS' };
const leadIdQuery = z.object({ id: recordId() });
const moveLeadRequest = moveBoardRequest.safeExtend({ boardKey: leadStageKey });
const tags = ['Leads'];

/** Leads: the dialog, the lead page, the table, the board and conversion (docs/api/sales-pipeline.md). */
export const leadsRoutes: ModuleRoutes = (app) => {
  app.post('/lead', { config: access, schema: { tags, summary: 'Create a lead', body: createLeadRequest } }, async (request, reply) => {
    const { account, tenant } = requireAuth(request);
    return reply.status(201).send(await createLead(tenant, account.id, parseInput(createLeadRequest, request.body)));
  });

  app.patch('/lead', { config: access, schema: { tags, summary: 'Change a lead (the fields sent; each change in its timeline)', body: updateLeadRequest } }, async (request) => {
    const { account, tenant } = requireAuth(request);
    return updateLead(tenant, account.id, parseInput(updateLeadRequest, request.body));
  });

  app.put('/lead', { config: access, schema: tableRoute('Leads', 'Table of leads (include=documents adds their documents)', { querystring: tableQuery.extend(leadTableInclude.shape) }) }, async (request) => {
    const { include } = parseInput(leadTableInclude, { include: (request.query as { include?: unknown } | undefined)?.include });
    return answerTable(leadTable(requireAuth(request).tenant, { withDocuments: include === 'documents' }), request.body, request.query);
  });

  app.get('/lead', { config: access, schema: { tags, summary: 'A lead', querystring: leadIdQuery } }, async (request) => getLead(requireAuth(request).tenant, parseInput(leadIdQuery, request.query).id));

  app.delete('/lead/:id', { config: { ...access, confirmsPassword: true }, schema: { tags, summary: 'Delete a lead', params: idParams, body: optionalPasswordRequest } }, async (request) => {
    const { account, tenant } = requireAuth(request);
    const id = idParam((request.params as { id: string }).id);
    return deleteLead(tenant, passwordCaller(request, account.id), id, parseInput(optionalPasswordRequest, request.body ?? undefined)?.password);
  });

  app.delete('/lead', { config: { ...access, confirmsPassword: true }, schema: { tags, summary: 'Delete several leads (password required)', body: deleteWithPasswordRequest } }, async (request) => {
    const { account, tenant } = requireAuth(request);
    return deleteLeads(tenant, passwordCaller(request, account.id), parseInput(deleteWithPasswordRequest, request.body));
  });

  app.put('/lead/board', { config: boardRouteAccess('lead'), schema: { tags, summary: "The lead board: each stage's first page, or one stage's page", querystring: boardQuery } }, async (request) => openPipelineBoard(requireAuth(request), request.query, 'lead'));

  app.patch('/lead/move', { config: access, schema: { tags, summary: 'Move a lead card to a stage and position', body: moveLeadRequest } }, async (request) => {
    const { account, tenant } = requireAuth(request);
    return moveLead(tenant, account.id, parseInput(moveLeadRequest, request.body));
  });

  app.post('/lead/:id/convert', { config: access, schema: { tags, summary: 'Convert a won lead into a project', params: idParams } }, async (request) => {
    const { account, tenant } = requireAuth(request);
    return convertLead(tenant, account.id, idParam((request.params as { id: string }).id));
  });

  app.get('/lead/dashboard', { config: access, schema: { tags, summary: 'Lead dashboard sums' } }, async (request) => getLeadDashboard(requireAuth(request).tenant));
};
