import { createLocationRequest, WAREHOUSE_SCOPES } from '@haligi/shared';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { badRequest, parseInput } from '../../http/errors';
import { answerTable, idParam, filterId } from '../../http/table';
import { LocationsService } from './locations.service';
import { listBarangays, listMunicipalities, listProvinces, listRegions } from './psgc.repository';

/** Locations serve leads and projects alike: either scope lets the caller in. */
export const LOCATION_ACCESS = { scope: ['LEADS_ACCESS', 'PROJECT_ACCESS'] } as const;
/** The saved addresses are also picked in the warehouse dialog. */
const LOCATION_LIST = { scope: [...LOCATION_ACCESS.scope, ...WAREHOUSE_SCOPES] } as const;

type Query = { Querystring: Record<string, string | undefined> };

/** The parent id a cascade list needs, from the query string; missing or bad is a 400. */
function parentId(request: FastifyRequest<Query>, name: string): number {
  const value = request.query[name];
  if (value === undefined || value === '') throw badRequest([`${name}: is required`]);
  return filterId(name, value, '');
}

export const locationsRoutes: ModuleRoutes = (app) => {
  const service = new LocationsService();

  app.get('/select-box/location-region-list', { config: LOCATION_ACCESS }, async (request) => listRegions(requireAuth(request).tenant.db));
  app.get<Query>('/select-box/location-province-list', { config: LOCATION_ACCESS }, async (request) =>
    listProvinces(requireAuth(request).tenant.db, parentId(request, 'regionId')),
  );
  app.get<Query>('/select-box/location-municipality-list', { config: LOCATION_ACCESS }, async (request) =>
    listMunicipalities(requireAuth(request).tenant.db, parentId(request, 'provinceId')),
  );
  app.get<Query>('/select-box/location-barangay-list', { config: LOCATION_ACCESS }, async (request) =>
    listBarangays(requireAuth(request).tenant.db, parentId(request, 'municipalityId')),
  );
  app.get('/select-box/location-list', { config: LOCATION_LIST }, async (request) => service.selectList(requireAuth(request).tenant));

  app.post('/location', { config: LOCATION_ACCESS }, async (request, reply) =>
    reply.status(201).send(await service.create(requireAuth(request).tenant, parseInput(createLocationRequest, request.body))),
  );
  app.put('/location', { config: LOCATION_ACCESS }, async (request) =>
    answerTable(service.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.get<Query>('/location', { config: LOCATION_ACCESS }, async (request) =>
    service.find(requireAuth(request).tenant, idParam(request.query.id)),
  );
};
