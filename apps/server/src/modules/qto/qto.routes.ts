import { qtoChangeRequest, qtoSubmitRequest, text } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { Tenant } from '../../db/tenant';
import { parseInput } from '../../http/errors';
import { idParam } from '../../http/table';
import { broadcastBoqData } from '../boq/boq.repository';
import { onBoqRowsChanged } from './boq-rows-changed';
import { QtoService } from './qto.service';

const PROJECTS = { scope: 'PROJECT_ACCESS' } as const;
const searchQuery = z.object({ key: text().min(1, 'is required'), search: text().max(200).optional().default('') });
const selectionQuery = z.object({ id: text().min(1, 'is required') });

/** Quantity take-off of a BOQ line (docs/api/boq.md, decision 0016). */
export const qtoRoutes: ModuleRoutes = (app, context) => {
  const service = new QtoService();

  // An approved take-off or a purchase request changed BOQ rows outside the room: the room gets
  // the whole BOQ again (BOQ_DATA, as after a lock), across processes through the Redis adapter.
  const stop = onBoqRowsChanged((change) =>
    broadcastBoqData(context.realtime, context.db, new Tenant(context.db, change.companyId), change.boqId),
  );
  app.addHook('onClose', async () => {
    stop();
  });

  app.get('/boq/quantity-take-off', { config: PROJECTS }, async (request) => {
    const { key, search } = parseInput(searchQuery, request.query);
    return service.search(requireAuth(request).tenant, key, search);
  });
  app.get('/boq/quantity-take-off/selection', { config: PROJECTS }, async (request) =>
    service.selection(requireAuth(request).tenant, parseInput(selectionQuery, request.query).id),
  );
  app.post('/boq/quantity-take-off', { config: PROJECTS }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return service.change(tenant, account.id, parseInput(qtoChangeRequest, request.body));
  });
  app.put('/boq/quantity-take-off/submit', { config: PROJECTS }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return service.submit(tenant, account.id, parseInput(qtoSubmitRequest, request.body).key);
  });
  app.delete<{ Querystring: { id?: string } }>('/boq/quantity-take-off', { config: PROJECTS }, async (request) =>
    service.remove(requireAuth(request).tenant, idParam(request.query.id)),
  );
};
