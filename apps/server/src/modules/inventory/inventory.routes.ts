import {
  inventorySettingsRequest,
  ITEM_READ_SCOPES,
  stockAdjustmentRequest,
  stockIssueRequest,
  stockReceiveRequest,
  stockTransferRequest,
  WAREHOUSE_SCOPES,
} from '@haligi/shared';
import { loadLetterhead } from '../../lib/letterhead';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerPreparedTable, answerTable, idParam } from '../../http/table';
import { fileAnswer, idParams, idQuery, tableRoute } from '../../http/openapi';
import { recordId } from '@haligi/shared';
import { z } from 'zod';
import { InventoryService } from './inventory.service';
import { receiptsTable, stockTable, transactionsTable } from './inventory.tables';
import { renderReceiptPdf } from './receipt-pdf';
import { findReceipt, paymentHistory } from './receipts.service';

/** Movements and settings: any warehouse scope (the service checks each warehouse's kind). */
const MOVEMENTS = { scope: WAREHOUSE_SCOPES } as const;
/** Stock, ledger and receipt reads: any warehouse scope or a catalogue read scope. */
const READS = { scope: [...WAREHOUSE_SCOPES, ...ITEM_READ_SCOPES] } as const;
/** Payment history: as the reads, and the treasury's payables (the orders and the requests for payment). */
const PAYMENT_HISTORY = { scope: [...WAREHOUSE_SCOPES, ...ITEM_READ_SCOPES, 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS', 'TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS'] } as const;
const tags = ['Inventory'];
const TAG = 'Inventory';
const purchaseOrderQuery = z.object({ purchaseOrderId: recordId() });

export const inventoryRoutes: ModuleRoutes = (app) => {
  const service = new InventoryService();

  app.post('/inventory/adjustment', { config: MOVEMENTS, schema: { tags, summary: 'Adjust stock in a warehouse (a ledger receipt)', body: stockAdjustmentRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.adjust(tenant, account, parseInput(stockAdjustmentRequest, request.body)));
  });
  app.post('/inventory/transfer', { config: MOVEMENTS, schema: { tags, summary: 'Transfer stock between warehouses', body: stockTransferRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.transfer(tenant, account, parseInput(stockTransferRequest, request.body)));
  });
  app.post('/inventory/issue', { config: MOVEMENTS, schema: { tags, summary: 'Issue stock out of a warehouse, optionally charged to a project and its BOQ lines', body: stockIssueRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.issue(tenant, account, parseInput(stockIssueRequest, request.body)));
  });
  app.post('/inventory/receive', { config: MOVEMENTS, schema: { tags, summary: 'Receive stock without a purchase order (a donation, a return from site)', body: stockReceiveRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.receive(tenant, account, parseInput(stockReceiveRequest, request.body)));
  });
  app.get('/inventory/settings', { config: MOVEMENTS, schema: { tags, summary: "The company's inventory settings" } }, async (request) => service.settings(requireAuth(request).tenant));
  app.put('/inventory/settings', { config: MOVEMENTS, schema: { tags, summary: "Save the company's inventory settings", body: inventorySettingsRequest } }, async (request) =>
    service.saveSettings(requireAuth(request).tenant, parseInput(inventorySettingsRequest, request.body)),
  );

  app.put('/inventory', { config: READS, schema: tableRoute(TAG, 'Table of stock per item and warehouse') }, async (request) => answerPreparedTable(requireAuth(request).tenant, stockTable, request.body, request.query));
  app.put('/inventory/transactions', { config: READS, schema: tableRoute(TAG, 'Table of stock ledger lines') }, async (request) =>
    answerTable(transactionsTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.put('/item-receipts', { config: READS, schema: tableRoute(TAG, 'Table of item receipts') }, async (request) => answerTable(receiptsTable(requireAuth(request).tenant), request.body, request.query));
  app.get<{ Querystring: { id?: string } }>('/item-receipts', { config: READS, schema: { tags, summary: 'An item receipt with its lines', querystring: idQuery } }, async (request) => {
    const { tenant } = requireAuth(request);
    return findReceipt(tenant.db, tenant, idParam(request.query.id));
  });
  app.get<{ Params: { id: string } }>('/item-receipts/:id/pdf', { config: READS, schema: { tags, summary: 'An item receipt as PDF', params: idParams, response: fileAnswer('application/pdf', 'The receipt') } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const receipt = await findReceipt(tenant.db, tenant, idParam(request.params.id));
    const order = receipt.itemReceiptInfo.purchaseOrder;
    const payments = order ? await paymentHistory(tenant.db, tenant, order.id) : [];
    const pdf = await renderReceiptPdf({ ...receipt, company: await loadLetterhead(tenant.db, tenant.companyId) }, payments);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${receipt.itemReceiptInfo.code}.pdf"`)
      .send(pdf);
  });

  app.get<{ Querystring: { purchaseOrderId?: string } }>('/purchase-order/payment-history', { config: PAYMENT_HISTORY, schema: { tags, summary: 'Payments made on a purchase order', querystring: purchaseOrderQuery } }, async (request) => {
    const { tenant } = requireAuth(request);
    return paymentHistory(tenant.db, tenant, idParam(request.query.purchaseOrderId));
  });
};
