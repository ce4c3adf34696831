import { organizationRequest, personRequest, updateOrganizationRequest, updatePersonRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { OrganizationsService } from './organizations.service';
import { PeopleService } from './people.service';

const LEADS = { scope: 'LEADS_ACCESS' } as const;

type IdParams = { Params: { id: string } };

export const organizationsRoutes: ModuleRoutes = (app) => {
  const organizationsService = new OrganizationsService();
  const peopleService = new PeopleService();

  app.post('/organization', { config: LEADS }, async (request, reply) =>
    reply.status(201).send(await organizationsService.create(requireAuth(request).tenant, parseInput(organizationRequest, request.body))),
  );
  app.patch('/organization', { config: LEADS }, async (request) =>
    organizationsService.update(requireAuth(request).tenant, parseInput(updateOrganizationRequest, request.body)),
  );
  app.put('/organization', { config: LEADS }, async (request) =>
    answerTable(organizationsService.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.delete<IdParams>('/organization/:id', { config: LEADS }, async (request) =>
    organizationsService.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/organization-list', { config: LEADS }, async (request) => organizationsService.selectList(requireAuth(request).tenant));

  app.post('/person', { config: LEADS }, async (request, reply) =>
    reply.status(201).send(await peopleService.create(requireAuth(request).tenant, parseInput(personRequest, request.body))),
  );
  app.patch('/person', { config: LEADS }, async (request) =>
    peopleService.update(requireAuth(request).tenant, parseInput(updatePersonRequest, request.body)),
  );
  app.put('/person', { config: LEADS }, async (request) =>
    answerTable(peopleService.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.delete<IdParams>('/person/:id', { config: LEADS }, async (request) =>
    peopleService.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
};
