import { ITEM_READ_SCOPES, updateWarehouseRequest, WAREHOUSE_SCOPES, warehouseRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { recordId, text } from '@haligi/shared';
import { z } from 'zod';
import { WarehousesService } from './warehouses.service';

/** Writes: any warehouse scope at the door; the service checks the scope of the warehouse's kind. */
const WAREHOUSE_WRITE = { scope: WAREHOUSE_SCOPES } as const;
/** Reads: also the catalogue scopes (the item information tabs show stock per warehouse). */
export const WAREHOUSE_READ = { scope: [...WAREHOUSE_SCOPES, ...ITEM_READ_SCOPES] } as const;

type IdParams = { Params: { id: string } };
const tags = ['Warehouses'];
const TAG = 'Warehouses';
const warehouseListQuery = z.object({ kind: text().optional(), projectId: recordId().optional() });

export const warehousesRoutes: ModuleRoutes = (app) => {
  const service = new WarehousesService();

  app.post('/warehouse', { config: WAREHOUSE_WRITE, schema: { tags, summary: 'Create a warehouse', body: warehouseRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.create(tenant, account, parseInput(warehouseRequest, request.body)));
  });
  app.patch('/warehouse', { config: WAREHOUSE_WRITE, schema: { tags, summary: 'Change a warehouse (the fields sent)', body: updateWarehouseRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return service.update(tenant, account, parseInput(updateWarehouseRequest, request.body));
  });
  app.get<{ Querystring: { id?: string } }>('/warehouse', { config: WAREHOUSE_READ, schema: { tags, summary: 'A warehouse with its stock', querystring: idQuery } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return service.read(tenant, account, idParam(request.query.id), ITEM_READ_SCOPES);
  });
  app.delete<IdParams>('/warehouse/:id', { config: WAREHOUSE_WRITE, schema: { tags, summary: 'Delete an empty warehouse', params: idParams } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return service.remove(tenant, account, idParam(request.params.id));
  });
  app.put('/warehouse', { config: WAREHOUSE_READ, schema: tableRoute(TAG, 'Table of warehouses') }, async (request) => answerTable(service.table(requireAuth(request).tenant), request.body, request.query));
  app.get<{ Querystring: { kind?: string; projectId?: string } }>('/select-box/warehouse-list', { config: WAREHOUSE_READ, schema: selectListRoute(TAG, 'Warehouses, of a kind or a project', { querystring: warehouseListQuery }) }, async (request) => {
    const { kind, projectId } = request.query;
    return service.selectList(requireAuth(request).tenant, { kind: kind || undefined, projectId: projectId ? idParam(projectId) : undefined });
  });
};
