import { organizationRequest, personRequest, updateOrganizationRequest, updatePersonRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, selectListRoute, tableRoute } from '../../http/openapi';
import { OrganizationsService } from './organizations.service';
import { PeopleService } from './people.service';

const LEADS = { scope: 'LEADS_ACCESS' } as const;

type IdParams = { Params: { id: string } };
const tags = ['Organizations'];
const TAG = 'Organizations';

export const organizationsRoutes: ModuleRoutes = (app) => {
  const organizationsService = new OrganizationsService();
  const peopleService = new PeopleService();

  app.post('/organization', { config: LEADS, schema: { tags, summary: 'Create an organisation', body: organizationRequest } }, async (request, reply) =>
    reply.status(201).send(await organizationsService.create(requireAuth(request).tenant, parseInput(organizationRequest, request.body))),
  );
  app.patch('/organization', { config: LEADS, schema: { tags, summary: 'Change an organisation (the fields sent)', body: updateOrganizationRequest } }, async (request) =>
    organizationsService.update(requireAuth(request).tenant, parseInput(updateOrganizationRequest, request.body)),
  );
  app.put('/organization', { config: LEADS, schema: tableRoute(TAG, 'Table of organisations') }, async (request) =>
    answerTable(organizationsService.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.delete<IdParams>('/organization/:id', { config: LEADS, schema: { tags, summary: 'Delete an organisation', params: idParams } }, async (request) =>
    organizationsService.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/organization-list', { config: LEADS, schema: selectListRoute(TAG, 'Organisations of the company') }, async (request) => organizationsService.selectList(requireAuth(request).tenant));

  app.post('/person', { config: LEADS, schema: { tags, summary: 'Create a contact person', body: personRequest } }, async (request, reply) =>
    reply.status(201).send(await peopleService.create(requireAuth(request).tenant, parseInput(personRequest, request.body))),
  );
  app.patch('/person', { config: LEADS, schema: { tags, summary: 'Change a contact person (the fields sent)', body: updatePersonRequest } }, async (request) =>
    peopleService.update(requireAuth(request).tenant, parseInput(updatePersonRequest, request.body)),
  );
  app.put('/person', { config: LEADS, schema: tableRoute(TAG, 'Table of contact persons') }, async (request) =>
    answerTable(peopleService.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.delete<IdParams>('/person/:id', { config: LEADS, schema: { tags, summary: 'Delete a contact person', params: idParams } }, async (request) =>
    peopleService.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
};
