import { recordId } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { tableRoute } from '../../http/openapi';
import { answerPreparedTable } from '../../http/table';
import { purchaseOrderTable } from './purchase-orders.table';
import { supplierOpenBalance } from './supplier-open-balance';

/** The orders table: purchasing, and the treasury's payables. */
const ORDER_READS = { scope: ['ASSET_PURCHASING_ORDER_ACCESS', 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS'] } as const;
/** A supplier's open balance: the order screens and the supplier screens of purchasing and payables. */
const BALANCE_READS = {
  scope: ['ASSET_PURCHASING_ORDER_ACCESS', 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS', 'ASSET_PURCHASING_SUPPLIERS_ACCESS', 'TREASURY_PAYABLES_SUPPLIERS_ACCESS'],
} as const;

const supplierQuery = z.object({ supplierId: recordId() });
const openBalanceAnswer = z.object({
  supplier: z.object({ id: z.number(), name: z.string() }),
  openOrders: z.number().describe('Orders not CANCELED, REJECTED or CLOSED'),
  total: z.string().describe('Sum of their totals, exact to the centavo ("1234.50")'),
  paid: z.string().describe('Sum of what was paid on them'),
  balance: z.string().describe('total - paid'),
});

export const purchaseOrderTableRoutes: ModuleRoutes = (app) => {
  app.put(
    '/purchase-order',
    {
      config: ORDER_READS,
      schema: tableRoute('Purchase orders', 'Table of purchase orders: filters status, supplierId, warehouseId; search by code or supplier'),
    },
    async (request) => answerPreparedTable(requireAuth(request).tenant, purchaseOrderTable, request.body, request.query),
  );
  app.get<{ Querystring: { supplierId?: string } }>(
    '/supplier/open-balance',
    {
      config: BALANCE_READS,
      schema: { tags: ['Purchase orders'], summary: "What the company owes a supplier on its open orders", querystring: supplierQuery, response: { 200: openBalanceAnswer } },
    },
    async (request) => {
      const { tenant } = requireAuth(request);
      return supplierOpenBalance(tenant, parseInput(supplierQuery, request.query).supplierId);
    },
  );
};
