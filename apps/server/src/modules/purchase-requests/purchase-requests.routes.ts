import { cancelDocumentRequest, openRequestLinesQuery, purchaseRequestPayload, PURCHASING_MESSAGES } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, idQuery, messageAnswer, selectListRoute, tableRoute } from '../../http/openapi';
import { cancelRequest, registerPurchaseRequestApprovals, resubmitRequest } from './purchase-request.lifecycle';
import { PurchaseRequestsService } from './purchase-requests.service';

/** Purchase requests are made from a project's BOQ (PROJECT_ACCESS) or by purchasing. */
const PURCHASE_REQUESTS = { scope: ['ASSET_PURCHASING_REQUEST_ACCESS', 'PROJECT_ACCESS'] } as const;
/** One request is also read by its approvers and by purchasing ordering from it. */
const REQUEST_READS = { scope: [...PURCHASE_REQUESTS.scope, 'ASSET_PURCHASING_REQUEST_APPROVE_ACCESS', 'ASSET_PURCHASING_ORDER_ACCESS'] } as const;
/** Request lines to order from: purchasing's order screen. */
const ORDERING = { scope: ['ASSET_PURCHASING_ORDER_ACCESS'] } as const;
const TAG = 'Purchase requests';
type IdParams = { Params: { id: string } };

export const purchaseRequestsRoutes: ModuleRoutes = (app, context) => {
  const service = new PurchaseRequestsService(context);
  registerPurchaseRequestApprovals(context.realtime);

  app.post('/purchase-order/request', { config: PURCHASE_REQUESTS, schema: { tags: [TAG], summary: 'Request items (of a BOQ) for purchase; submitted to approval', body: purchaseRequestPayload } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.create(tenant, { id: account.id, name: `${account.firstName} ${account.lastName}`.trim() }, parseInput(purchaseRequestPayload, request.body)));
  });
  app.put('/purchase-order/request', { config: PURCHASE_REQUESTS, schema: tableRoute(TAG, 'Table of purchase requests with their lines') }, async (request) =>
    answerTable(service.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.get('/purchase-order/request', { config: REQUEST_READS, schema: { tags: [TAG], summary: 'One purchase request with its lines, ordered and remaining quantities', querystring: idQuery } }, async (request) => {
    const { id } = parseInput(idQuery, request.query);
    return service.detail(requireAuth(request).tenant, id);
  });
  app.get('/purchase-order/request/open-lines', { config: ORDERING, schema: { tags: [TAG], summary: 'Approved request lines still needing quantity', querystring: openRequestLinesQuery } }, async (request) =>
    service.openLines(requireAuth(request).tenant, parseInput(openRequestLinesQuery, request.query)),
  );
  app.post<IdParams>('/purchase-order/request/:id/cancel', { config: PURCHASE_REQUESTS, schema: { tags: [TAG], summary: 'Cancel a request with nothing ordered; its BOQ quantities are given back', params: idParams, body: cancelDocumentRequest, response: { 200: messageAnswer } } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    const { reason } = parseInput(cancelDocumentRequest, request.body ?? {});
    await cancelRequest(context.db, context.realtime, auth.tenant, auth.account, id, reason);
    return { message: PURCHASING_MESSAGES.requestCanceled };
  });
  app.post<IdParams>('/purchase-order/request/:id/submit', { config: PURCHASE_REQUESTS, schema: { tags: [TAG], summary: 'Submit a draft (returned) request to approval again', params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const auth = requireAuth(request);
    await resubmitRequest(context.db, auth.tenant, auth.account, idParam(request.params.id));
    return { message: PURCHASING_MESSAGES.requestSubmitted };
  });
  app.get('/select-box/project-list', { config: PURCHASE_REQUESTS, schema: selectListRoute(TAG, 'Projects with their warehouse') }, async (request) => service.projectList(requireAuth(request).tenant));
};
