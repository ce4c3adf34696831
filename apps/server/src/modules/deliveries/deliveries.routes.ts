import {
  createDeliveryRequest,
  deliveryCancelRequest,
  DELIVERY_MESSAGES,
  DELIVERY_STATUS_LIST,
  DELIVERY_TERMS_LIST,
  deliveryReceiveRequest,
  deliveryStageRequest,
  openOrdersQuery,
  TRUCK_LOAD_STAGE_LIST,
} from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth, type AuthContext } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { registerApprovalHandler } from '../approvals/approval-engine';
import { deliveriesTable, findDelivery, openOrders } from './deliveries.read';
import { DeliveriesService } from './deliveries.service';

/** Any of the four delivery screens reads deliveries. */
const READ = { scope: ['ASSET_DELIVERIES_PENDING_ACCESS', 'ASSET_DELIVERIES_TRUCK_LOAD_ACCESS', 'ASSET_DELIVERIES_DONE_ACCESS', 'ASSET_DELIVERIES_CANCELED_ACCESS'] } as const;
/** Pending (create, cancel, submit) and Truck Load (stages, receive, cancel) change them. */
const WRITE = { scope: ['ASSET_DELIVERIES_PENDING_ACCESS', 'ASSET_DELIVERIES_TRUCK_LOAD_ACCESS'] } as const;
const TAG = 'Deliveries';
type IdParams = { Params: { id: string } };

const actorOf = (auth: AuthContext) => ({ id: auth.account.id, name: `${auth.account.firstName} ${auth.account.lastName}`.trim() });
const optionsOf = (list: readonly { key: string; label: string }[]) => list.map((option) => ({ value: option.key, label: option.label }));

/** Deliveries of approved orders and transfers between warehouses (docs/api/deliveries.md, decision 0041). */
export const deliveriesRoutes: ModuleRoutes = (app, { db }) => {
  const service = new DeliveriesService();
  registerApprovalHandler('DELIVERY', {
    onApproved: (tx, tenant, id, by) => service.onApproved(tx, tenant, id, by),
    onRejected: (tx, tenant, id, reason, by) => service.onRejected(tx, tenant, id, reason, by),
    onReturned: (tx, tenant, id, reason, by) => service.onReturned(tx, tenant, id, reason, by),
  });
  const answer = async (auth: AuthContext, id: number, message: string) => ({ data: await findDelivery(db, auth.tenant, id), message });

  app.post('/delivery', { config: WRITE, schema: { tags: [TAG], summary: "Create a delivery of an approved order's lines, or a transfer between warehouses", body: createDeliveryRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const id = await service.create(auth.tenant, actorOf(auth), parseInput(createDeliveryRequest, request.body));
    return reply.status(201).send(await answer(auth, id, DELIVERY_MESSAGES.created));
  });

  app.put('/delivery', { config: READ, schema: tableRoute(TAG, 'Table of deliveries (filters status, stage, kind, approvalStatus, purchaseOrderId)') }, async (request) =>
    answerTable(deliveriesTable(requireAuth(request).tenant), request.body, request.query),
  );

  app.get('/delivery', { config: READ, schema: { tags: [TAG], summary: 'A delivery with its lines, events and approval status', querystring: idQuery } }, async (request) => {
    const auth = requireAuth(request);
    return { data: await findDelivery(db, auth.tenant, parseInput(idQuery, request.query).id) };
  });

  app.get('/delivery/open-orders', { config: WRITE, schema: { tags: [TAG], summary: 'Approved orders with lines still to deliver (the "From purchase order" picker)', querystring: openOrdersQuery } }, async (request) => {
    const auth = requireAuth(request);
    return openOrders(db, auth.tenant, parseInput(openOrdersQuery, request.query).search);
  });

  app.post<IdParams>('/delivery/:id/stage', { config: WRITE, schema: { tags: [TAG], summary: "Move the truck to its next stage (LOADING, DISPATCHED, ARRIVED)", params: idParams, body: deliveryStageRequest } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    await service.advanceStage(auth.tenant, actorOf(auth), id, parseInput(deliveryStageRequest, request.body).stage);
    return answer(auth, id, DELIVERY_MESSAGES.stageChanged);
  });

  app.post<IdParams>('/delivery/:id/receive', { config: WRITE, schema: { tags: [TAG], summary: 'Receive an arrived delivery: posts the stock receipt and marks it DONE', params: idParams, body: deliveryReceiveRequest } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    await service.receive(auth.tenant, auth.account, id, parseInput(deliveryReceiveRequest, request.body ?? undefined));
    return answer(auth, id, DELIVERY_MESSAGES.received);
  });

  app.post<IdParams>('/delivery/:id/cancel', { config: WRITE, schema: { tags: [TAG], summary: 'Cancel a delivery not yet received, with a reason', params: idParams, body: deliveryCancelRequest } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    await service.cancel(auth.tenant, actorOf(auth), id, parseInput(deliveryCancelRequest, request.body ?? {}).reason);
    return answer(auth, id, DELIVERY_MESSAGES.canceled);
  });

  app.post<IdParams>('/delivery/:id/submit', { config: WRITE, schema: { tags: [TAG], summary: 'Submit a delivery returned for changes to approval again', params: idParams } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    await service.resubmit(auth.tenant, actorOf(auth), id);
    return answer(auth, id, DELIVERY_MESSAGES.submitted);
  });

  app.get('/select-box/delivery-terms-list', { config: READ, schema: selectListRoute(TAG, 'Delivery terms') }, async () => optionsOf(DELIVERY_TERMS_LIST));
  app.get('/select-box/delivery-status-list', { config: READ, schema: selectListRoute(TAG, 'Delivery statuses') }, async () => optionsOf(DELIVERY_STATUS_LIST));
  app.get('/select-box/truck-load-stage-list', { config: READ, schema: selectListRoute(TAG, 'Truck load stages, in order') }, async () => optionsOf(TRUCK_LOAD_STAGE_LIST));
};
