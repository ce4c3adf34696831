import { BOQ_SCOPES, hasPermission, qtoChangeRequest, qtoSubmitRequest, text } from '@haligi/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParam } from '../../http/table';
import { idQuery } from '../../http/openapi';
import { QtoService, type TakeOffActor } from './qto.service';

/** The caller as a take-off writer: the approval scope is checked on approval (decision 0020). */
function actorOf(request: FastifyRequest): TakeOffActor {
  const { account } = requireAuth(request);
  return { accountId: account.id, name: `${account.firstName} ${account.lastName}`.trim(), canApprove: hasPermission(account.role, BOQ_SCOPES.approveTakeOff) };
}

const PROJECTS = { scope: 'PROJECT_ACCESS' } as const;
const searchQuery = z.object({ key: text().min(1, 'is required'), search: text().max(200).optional().default('') });
const selectionQuery = z.object({ id: text().min(1, 'is required') });
const tags = ['Quantity take-off'];

/** Quantity take-off of a BOQ line (docs/api/boq.md, decision 0016). */
export const qtoRoutes: ModuleRoutes = (app, context) => {
  const service = new QtoService(context);

  app.get('/boq/quantity-take-off', { config: PROJECTS, schema: { tags, summary: 'Catalogue items to take off for a BOQ line', querystring: searchQuery } }, async (request) => {
    const { key, search } = parseInput(searchQuery, request.query);
    return service.search(requireAuth(request).tenant, key, search);
  });
  app.get('/boq/quantity-take-off/selection', { config: PROJECTS, schema: { tags, summary: "A BOQ line's take-off selection", querystring: selectionQuery } }, async (request) =>
    service.selection(requireAuth(request).tenant, parseInput(selectionQuery, request.query).id),
  );
  app.post('/boq/quantity-take-off', { config: PROJECTS, schema: { tags, summary: "Set an item's amount in a BOQ line's take-off", body: qtoChangeRequest } }, async (request) => {
    return service.change(requireAuth(request).tenant, actorOf(request), parseInput(qtoChangeRequest, request.body));
  });
  app.put('/boq/quantity-take-off/submit', { config: PROJECTS, schema: { tags, summary: "Submit a BOQ line's take-off for approval", body: qtoSubmitRequest } }, async (request) => {
    return service.submit(requireAuth(request).tenant, actorOf(request), parseInput(qtoSubmitRequest, request.body).key);
  });
  app.delete<{ Querystring: { id?: string } }>('/boq/quantity-take-off', { config: PROJECTS, schema: { tags, summary: 'Remove an item from a take-off', querystring: idQuery } }, async (request) =>
    service.remove(requireAuth(request).tenant, actorOf(request), idParam(request.query.id)),
  );
};
