import {
  createLeadRequest,
  deleteWithPasswordRequest,
  leadStageKey,
  leadTableInclude,
  moveBoardRequest,
  optionalPasswordRequest,
  updateLeadRequest,
} from '@haligi/shared';
import type { FastifySchema } from 'fastify';
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

const access = { scope: 'LEADS_ACCESS' };
const leadIdQuery = z.object({ id: recordId() });
const moveLeadRequest = moveBoardRequest.safeExtend({ boardKey: leadStageKey });

/** Leads: the dialog, the lead page, the table, the board and conversion (docs/api/sales-pipeline.md). */
export const leadsRoutes: ModuleRoutes = (app) => {
  app.post('/lead', { config: access }, async (request, reply) => {
    const { account, tenant } = requireAuth(request);
    return reply.status(201).send(await createLead(tenant, account.id, parseInput(createLeadRequest, request.body)));
  });

  app.patch('/lead', { config: access }, async (request) => {
    const { account, tenant } = requireAuth(request);
    return updateLead(tenant, account.id, parseInput(updateLeadRequest, request.body));
  });

  app.put('/lead', { config: access }, async (request) => {
    const { include } = parseInput(leadTableInclude, { include: (request.query as { include?: unknown } | undefined)?.include });
    const source = leadTable(requireAuth(request).tenant, { withDocuments: include === 'documents', deleted: deletedLeadsAsked(request.body) });
    return answerTable(source, request.body, request.query);
  });

  app.get('/lead', { config: access }, async (request) => getLead(requireAuth(request).tenant, parseInput(leadIdQuery, request.query).id));

  app.delete('/lead/:id', { config: { ...access, confirmsPassword: true } }, async (request) => {
    const { account, tenant } = requireAuth(request);
    const id = idParam((request.params as { id: string }).id);
    return deleteLead(tenant, passwordCaller(request, account.id), id, parseInput(optionalPasswordRequest, request.body ?? undefined)?.password);
  });

  app.delete('/lead', { config: { ...access, confirmsPassword: true } }, async (request) => {
    const { account, tenant } = requireAuth(request);
    return deleteLeads(tenant, passwordCaller(request, account.id), parseInput(deleteWithPasswordRequest, request.body));
  });

  app.put(
    '/lead/restore/:id',
    {
      config: access,
      // Documentation only (tags, summary): the handler parses its input itself.
      schema: {
        tags: ['leads'],
        summary: 'Restore a deleted lead',
        description: "A deleted lead of the caller's company comes back at the top of its stage column. Answers {message}.",
      } as FastifySchema,
    },
    async (request) => restoreLead(requireAuth(request).tenant, idParam((request.params as { id: string }).id)),
  );

  app.put('/lead/board', { config: boardRouteAccess('lead') }, async (request) => openPipelineBoard(requireAuth(request), request.query, 'lead'));

  app.patch('/lead/move', { config: access }, async (request) => {
    const { account, tenant } = requireAuth(request);
    return moveLead(tenant, account.id, parseInput(moveLeadRequest, request.body));
  });

  app.post('/lead/:id/convert', { config: access }, async (request) => {
    const { account, tenant } = requireAuth(request);
    return convertLead(tenant, account.id, idParam((request.params as { id: string }).id));
  });

  app.get('/lead/dashboard', { config: access }, async (request) => getLeadDashboard(requireAuth(request).tenant));
};
