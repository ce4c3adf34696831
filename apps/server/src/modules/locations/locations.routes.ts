import { createLocationRequest, WAREHOUSE_SCOPES } from '@haligi/shared';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { badRequest, parseInput } from '../../http/errors';
import { answerTable, idParam, filterId } from '../../http/table';
import { idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { recordId } from '@haligi/shared';
import { z } from 'zod';
import { LocationsService } from './locations.service';
import { listBarangays, listMunicipalities, listProvinces, listRegions } from './psgc.repository';

/** Locations serve leads and projects alike: either scope lets the caller in. */
export const LOCATION_ACCESS = { scope: ['LEADS_ACCESS', 'PROJECT_ACCESS'] } as const;
/** The saved addresses are also picked in the warehouse dialog. */
const LOCATION_LIST = { scope: [...LOCATION_ACCESS.scope, ...WAREHOUSE_SCOPES] } as const;

type Query = { Querystring: Record<string, string | undefined> };
const tags = ['Locations'];
const TAG = 'Locations';
const parentQuery = (name: string) => z.object({ [name]: recordId() });

/** The parent id a cascade list needs, from the query string; missing or bad is a 400. */
function parentId(request: FastifyRequest<Query>, name: string): number {
  const value = request.query[name];
  if (value === undefined || value === '') throw badRequest([`${name}: is required`]);
  return filterId(name, value, '');
}

export const locationsRoutes: ModuleRoutes = (app) => {
  const service = new LocationsService();

  app.get('/select-box/location-region-list', { config: LOCATION_ACCESS, schema: selectListRoute(TAG, 'PSGC regions') }, async (request) => listRegions(requireAuth(request).tenant.db));
  app.get<Query>('/select-box/location-province-list', { config: LOCATION_ACCESS, schema: selectListRoute(TAG, 'PSGC provinces of a region', { querystring: parentQuery('regionId') }) }, async (request) =>
    listProvinces(requireAuth(request).tenant.db, parentId(request, 'regionId')),
  );
  app.get<Query>('/select-box/location-municipality-list', { config: LOCATION_ACCESS, schema: selectListRoute(TAG, 'PSGC cities and municipalities of a province', { querystring: parentQuery('provinceId') }) }, async (request) =>
    listMunicipalities(requireAuth(request).tenant.db, parentId(request, 'provinceId')),
  );
  app.get<Query>('/select-box/location-barangay-list', { config: LOCATION_ACCESS, schema: selectListRoute(TAG, 'PSGC barangays of a city or municipality', { querystring: parentQuery('municipalityId') }) }, async (request) =>
    listBarangays(requireAuth(request).tenant.db, parentId(request, 'municipalityId')),
  );
  app.get('/select-box/location-list', { config: LOCATION_LIST, schema: selectListRoute(TAG, "The company's saved addresses") }, async (request) => service.selectList(requireAuth(request).tenant));

  app.post('/location', { config: LOCATION_ACCESS, schema: { tags, summary: 'Save an address (region > province > city > barangay checked)', body: createLocationRequest } }, async (request, reply) =>
    reply.status(201).send(await service.create(requireAuth(request).tenant, parseInput(createLocationRequest, request.body))),
  );
  app.put('/location', { config: LOCATION_ACCESS, schema: tableRoute(TAG, 'Table of saved addresses') }, async (request) =>
    answerTable(service.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.get<Query>('/location', { config: LOCATION_ACCESS, schema: { tags, summary: 'A saved address', querystring: idQuery } }, async (request) =>
    service.find(requireAuth(request).tenant, idParam(request.query.id)),
  );
};
