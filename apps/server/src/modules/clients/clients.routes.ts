import { createClientRequest, leadTypeRequest, updateClientRequest, WIN_PROBABILITIES } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { ClientsService } from './clients.service';
import { LeadTypesService } from './lead-types.service';

/** Clients serve leads and projects alike: either scope lets the caller in. */
const CLIENT_ACCESS = { scope: ['LEADS_ACCESS', 'PROJECT_ACCESS'] } as const;
/** The client list also serves the receivables' client statements. */
const CLIENT_LIST = { scope: ['LEADS_ACCESS', 'PROJECT_ACCESS', 'TREASURY_RECEIVABLES_CLIENT_ACCESS', 'TREASURY_RECEIVABLES'] } as const;
const LEADS = { scope: 'LEADS_ACCESS' } as const;

type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };
const tags = ['Clients'];
const TAG = 'Clients';

export const clientsRoutes: ModuleRoutes = (app) => {
  const clientsService = new ClientsService();
  const leadTypesService = new LeadTypesService();

  app.post('/client', { config: CLIENT_ACCESS, schema: { tags, summary: 'Create a client', body: createClientRequest } }, async (request, reply) =>
    reply.status(201).send(await clientsService.create(requireAuth(request).tenant, parseInput(createClientRequest, request.body))),
  );
  app.patch('/client', { config: CLIENT_ACCESS, schema: { tags, summary: 'Change a client (the fields sent)', body: updateClientRequest } }, async (request) =>
    clientsService.update(requireAuth(request).tenant, parseInput(updateClientRequest, request.body)),
  );
  app.put('/client', { config: CLIENT_ACCESS, schema: tableRoute(TAG, 'Table of clients') }, async (request) =>
    answerTable(clientsService.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.get<IdQuery>('/client', { config: CLIENT_ACCESS, schema: { tags, summary: 'A client', querystring: idQuery } }, async (request) =>
    clientsService.find(requireAuth(request).tenant, idParam(request.query.id)),
  );
  app.delete<IdParams>('/client/:id', { config: CLIENT_ACCESS, schema: { tags, summary: 'Delete a client (kept, marked deleted)', params: idParams } }, async (request) =>
    clientsService.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/client-list', { config: CLIENT_LIST, schema: selectListRoute(TAG, 'Clients of the company') }, async (request) => clientsService.selectList(requireAuth(request).tenant));

  app.get('/select-box/lead-type-list', { config: CLIENT_ACCESS, schema: selectListRoute(TAG, 'Lead types of the company') }, async (request) => leadTypesService.selectList(requireAuth(request).tenant));
  app.post('/lead-type', { config: LEADS, schema: { tags, summary: 'Add a lead type', body: leadTypeRequest } }, async (request, reply) =>
    reply.status(201).send(await leadTypesService.create(requireAuth(request).tenant, parseInput(leadTypeRequest, request.body))),
  );

  app.get('/select-box/win-probability-list', { config: CLIENT_ACCESS, schema: selectListRoute(TAG, 'The win probabilities a lead can have') }, async () => WIN_PROBABILITIES.map((p) => ({ label: p.label, value: p.key })));
};
