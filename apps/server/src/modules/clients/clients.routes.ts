import { createClientRequest, leadTypeRequest, updateClientRequest, WIN_PROBABILITIES } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { ClientsService } from './clients.service';
import { LeadTypesService } from './lead-types.service';

/** Clients serve leads and projects alike: either scope lets the caller in. */
const CLIENT_ACCESS = { scope: ['LEADS_ACCESS', 'PROJECT_ACCESS'] } as const;
const LEADS = { scope: 'LEADS_ACCESS' } as const;

type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };

export const clientsRoutes: ModuleRoutes = (app) => {
  const clientsService = new ClientsService();
  const leadTypesService = new LeadTypesService();

  app.post('/client', { config: CLIENT_ACCESS }, async (request, reply) =>
    reply.status(201).send(await clientsService.create(requireAuth(request).tenant, parseInput(createClientRequest, request.body))),
  );
  app.patch('/client', { config: CLIENT_ACCESS }, async (request) =>
    clientsService.update(requireAuth(request).tenant, parseInput(updateClientRequest, request.body)),
  );
  app.put('/client', { config: CLIENT_ACCESS }, async (request) =>
    answerTable(clientsService.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.get<IdQuery>('/client', { config: CLIENT_ACCESS }, async (request) =>
    clientsService.find(requireAuth(request).tenant, idParam(request.query.id)),
  );
  app.delete<IdParams>('/client/:id', { config: CLIENT_ACCESS }, async (request) =>
    clientsService.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/client-list', { config: CLIENT_ACCESS }, async (request) => clientsService.selectList(requireAuth(request).tenant));

  app.get('/select-box/lead-type-list', { config: CLIENT_ACCESS }, async (request) => leadTypesService.selectList(requireAuth(request).tenant));
  app.post('/lead-type', { config: LEADS }, async (request, reply) =>
    reply.status(201).send(await leadTypesService.create(requireAuth(request).tenant, parseInput(leadTypeRequest, request.body))),
  );

  app.get('/select-box/win-probability-list', { config: CLIENT_ACCESS }, async () => WIN_PROBABILITIES.map((p) => ({ label: p.label, value: p.key })));
};
