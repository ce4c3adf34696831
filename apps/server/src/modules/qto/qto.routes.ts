import { qtoChangeRequest, qtoSubmitRequest } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParam } from '../../http/table';
import { QtoService } from './qto.service';

const PROJECTS = { scope: 'PROJECT_ACCESS' } as const;
const searchQuery = z.object({ key: z.string().min(1, 'is required'), search: z.string().max(200).optional().default('') });
const selectionQuery = z.object({ id: z.string().min(1, 'is required') });

/** Quantity take-off of a BOQ line (docs/api/boq.md, decision 0016). */
export const qtoRoutes: ModuleRoutes = (app) => {
  const service = new QtoService();

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
