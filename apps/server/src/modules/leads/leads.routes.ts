import {
  createLeadRequest,
  deleteWithPasswordRequest,
  leadTableInclude,
  moveLeadRequest,
  type LeadChangedPayload,
  optionalPasswordRequest,
  updateLeadRequest,
} from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { passwordCaller } from '../auth/own-password';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { getLeadDashboard } from './leads.dashboard';
import { boardRouteAccess, openPipelineBoard } from '../boards/pipeline-board';
import { moveLead } from './leads.board';
import { convertLead, createLead, deleteLead, deleteLeads, getLead, restoreLead, updateLead } from './leads.service';
import { deletedLeadsAsked, leadTable } from './leads.table';
import { recordId } from '@haligi/shared';
import { tableQuery } from '@haligi/shared';
import { boardQuery } from '@haligi/shared';
import { idParams } from '../../http/openapi';
import { tableRoute } from '../../http/openapi';
const tags = ['Leads'];

const access = { scope: 'LEADS_ACCESS' };
const leadIdQuery = z.object({ id: recordId() });

/** Leads: the dialog, the lead page, the table, the board and conversion (docs/api/sales-pipeline.md). */
export const leadsRoutes: ModuleRoutes = (app, { realtime }) => {
  /** Tells the company's open boards and lists (lead-changed) after a change was saved. */
  const pushed = <T>(auth: { account: { id: number }; tenant: { companyId: number } }, change: Omit<LeadChangedPayload, 'by'>, answer: T) => {
    realtime.leadChanged(auth.tenant.companyId, { ...change, by: { accountId: auth.account.id } });
    return answer;
  };

  app.post('/lead', { config: access, schema: { tags, summary: 'Create a lead', body: createLeadRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const answer = await createLead(auth.tenant, auth.account.id, parseInput(createLeadRequest, request.body));
    return reply.status(201).send(pushed(auth, { action: 'created', leadId: answer.data.id, boardKey: answer.data.leadBoardStage }, answer));
  });

  app.patch('/lead', { config: access, schema: { tags, summary: 'Change a lead (the fields sent; each change in its timeline)', body: updateLeadRequest } }, async (request) => {
    const auth = requireAuth(request);
    const answer = await updateLead(auth.tenant, auth.account.id, parseInput(updateLeadRequest, request.body));
    return pushed(auth, { action: 'updated', leadId: answer.data.id, boardKey: answer.data.leadBoardStage }, answer);
  });

  app.put('/lead', { config: access, schema: tableRoute('Leads', 'Table of leads (include=documents adds their documents)', { querystring: tableQuery.extend(leadTableInclude.shape) }) }, async (request) => {
    const { include } = parseInput(leadTableInclude, { include: (request.query as { include?: unknown } | undefined)?.include });
    const source = leadTable(requireAuth(request).tenant, { withDocuments: include === 'documents', deleted: deletedLeadsAsked(request.body) });
    return answerTable(source, request.body, request.query);
  });

  app.get('/lead', { config: access, schema: { tags, summary: 'A lead', querystring: leadIdQuery } }, async (request) => getLead(requireAuth(request).tenant, parseInput(leadIdQuery, request.query).id));

  app.delete('/lead/:id', { config: { ...access, confirmsPassword: true }, schema: { tags, summary: 'Delete a lead', params: idParams, body: optionalPasswordRequest } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam((request.params as { id: string }).id);
    const answer = await deleteLead(auth.tenant, passwordCaller(request, auth.account.id), id, parseInput(optionalPasswordRequest, request.body ?? undefined)?.password);
    return pushed(auth, { action: 'deleted', leadId: id }, answer);
  });

  app.delete('/lead', { config: { ...access, confirmsPassword: true }, schema: { tags, summary: 'Delete several leads (password required)', body: deleteWithPasswordRequest } }, async (request) => {
    const auth = requireAuth(request);
    const answer = await deleteLeads(auth.tenant, passwordCaller(request, auth.account.id), parseInput(deleteWithPasswordRequest, request.body));
    return pushed(auth, { action: 'deleted', leadId: null }, answer);
  });

  app.put(
    '/lead/restore/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Restore a deleted lead',
        description: "A deleted lead of the caller's company comes back at the top of its stage column. Answers {message}.",
        params: idParams,
      },
    },
    async (request) => restoreLead(requireAuth(request).tenant, idParam((request.params as { id: string }).id)),
  );

  app.put('/lead/board', { config: boardRouteAccess('lead'), schema: { tags, summary: "The lead board: each stage's first page, or one stage's page", querystring: boardQuery } }, async (request) => openPipelineBoard(requireAuth(request), request.query, 'lead'));

  app.patch('/lead/move', { config: access, schema: { tags, summary: 'Move a lead card to a stage and position', body: moveLeadRequest } }, async (request) => {
    const auth = requireAuth(request);
    const answer = await moveLead(auth.tenant, auth.account.id, parseInput(moveLeadRequest, request.body));
    return pushed(auth, { action: 'moved', leadId: answer.data.id, boardKey: answer.data.boardKey }, answer);
  });

  app.post('/lead/:id/convert', { config: access, schema: { tags, summary: 'Convert a won lead into a project', params: idParams } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam((request.params as { id: string }).id);
    return pushed(auth, { action: 'converted', leadId: id, boardKey: 'closed-won' }, await convertLead(auth.tenant, auth.account.id, id));
  });

  app.get('/lead/dashboard', { config: access, schema: { tags, summary: 'Lead dashboard sums' } }, async (request) => getLeadDashboard(requireAuth(request).tenant));
};
