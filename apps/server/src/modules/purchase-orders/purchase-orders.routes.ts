import { cancelDocumentRequest, purchaseOrderPayload, PURCHASING_MESSAGES, supplierPricesQuery } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { suppliers } from '../../db/schema';
import { loadLetterhead } from '../../lib/letterhead';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { fileAnswer, idParams, idQuery, messageAnswer } from '../../http/openapi';
import { idParam } from '../../http/table';
import { registerApprovalHandler } from '../approvals/approval-engine';
import { projectPurchasing } from './project-purchasing';
import { renderPurchaseOrderPdf } from './purchase-order-pdf';
import { cancelOrder, createOrder, orderDetail, purchaseOrderApprovals, supplierPrices } from './purchase-orders.service';

const TAG = 'Purchase orders';
/** Only purchasing creates and cancels orders. */
const ORDERS = { scope: ['ASSET_PURCHASING_ORDER_ACCESS'] } as const;
/** An order is read by purchasing, its approvers, receiving and deliveries. */
/** One order and its PDF: purchasing, receiving, deliveries, and the treasury's payables that pay it. */
const ORDER_READS = {
  scope: ['ASSET_PURCHASING_ORDER_ACCESS', 'ASSET_PURCHASING_ORDER_APPROVE_ACCESS', 'ASSET_RECEIVING_ACCESS', 'ASSET_DELIVERIES_PENDING_ACCESS', 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS', 'TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS'],
} as const;
type IdParams = { Params: { id: string } };

export const purchaseOrdersRoutes: ModuleRoutes = (app, { db }) => {
  registerApprovalHandler('PURCHASE_ORDER', purchaseOrderApprovals);
  const actorOf = (account: { id: number; firstName: string; lastName: string }) => ({ id: account.id, name: `${account.firstName} ${account.lastName}`.trim() });

  app.post('/purchase-order', { config: ORDERS, schema: { tags: [TAG], summary: 'Order approved request lines from one supplier; submitted to the order workflow', body: purchaseOrderPayload } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await createOrder(db, tenant, actorOf(account), parseInput(purchaseOrderPayload, request.body)));
  });
  app.get('/purchase-order', { config: ORDER_READS, schema: { tags: [TAG], summary: 'One purchase order with its lines, VAT, paid and balance', querystring: idQuery } }, async (request) => {
    const { tenant } = requireAuth(request);
    return { data: await orderDetail(db, tenant, parseInput(idQuery, request.query).id) };
  });
  app.get('/purchase-order/supplier-prices', { config: ORDERS, schema: { tags: [TAG], summary: "Each supplier's last price of an item, with its price history", querystring: supplierPricesQuery } }, async (request) => {
    const { tenant } = requireAuth(request);
    return supplierPrices(db, tenant, parseInput(supplierPricesQuery, request.query).itemId);
  });
  app.get<IdParams>('/purchase-order/:id/pdf', { config: ORDER_READS, schema: { tags: [TAG], summary: 'A purchase order as PDF, with the company details', params: idParams, response: fileAnswer('application/pdf', 'The purchase order') } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const order = await orderDetail(db, tenant, idParam(request.params.id));
    const [supplier] = order.supplier
      ? await db.select({ name: suppliers.name, address: suppliers.address, contactPerson: suppliers.contactPerson, contactNumber: suppliers.contactNumber, tin: suppliers.tin }).from(suppliers).where(tenant.byId(suppliers, order.supplier.id))
      : [];
    const pdf = await renderPurchaseOrderPdf(order, { company: await loadLetterhead(db, tenant.companyId), supplier: supplier ?? null });
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${order.code}.pdf"`).send(pdf);
  });
  app.post<IdParams>('/purchase-order/:id/cancel', { config: ORDERS, schema: { tags: [TAG], summary: 'Cancel an order with nothing received or in delivery; its quantities are given back', params: idParams, body: cancelDocumentRequest, response: { 200: messageAnswer } } }, async (request) => {
    const { tenant } = requireAuth(request);
    const id = idParam(request.params.id);
    const { reason } = parseInput(cancelDocumentRequest, request.body ?? {});
    await cancelOrder(db, tenant, id, reason);
    return { message: PURCHASING_MESSAGES.orderCanceled };
  });
  app.get<IdParams>('/project/:id/purchasing', { config: { scope: ['PROJECT_ACCESS'] }, schema: { tags: [TAG], summary: "A project's BOQ lines traced through requests, orders and receipts", params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    return projectPurchasing(db, tenant, idParam(request.params.id));
  });
};
