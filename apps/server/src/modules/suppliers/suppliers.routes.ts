import { ITEM_READ_SCOPES, supplierItemPriceRequest, supplierRequest, updateSupplierRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable, idParam } from '../../http/table';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { SuppliersService } from './suppliers.service';

const SUPPLIERS = { scope: 'ASSET_PURCHASING_SUPPLIERS_ACCESS' } as const;
const TREASURY_SUPPLIER_SCOPES = ['TREASURY_PAYABLES_SUPPLIERS_ACCESS', 'TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS', 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS'];
/** Supplier reads the item information dialog shows (price per supplier) also open to item readers. */
const SUPPLIER_READS = { scope: [...new Set(['ASSET_PURCHASING_SUPPLIERS_ACCESS', ...ITEM_READ_SCOPES, ...TREASURY_SUPPLIER_SCOPES])] } as const;
/** The suppliers table and one supplier: purchasing's screen, and the treasury's payables (statements, BIR Form 2307). */
const SUPPLIER_TABLE = { scope: ['ASSET_PURCHASING_SUPPLIERS_ACCESS', ...TREASURY_SUPPLIER_SCOPES] } as const;

type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };
const tags = ['Suppliers'];
const TAG = 'Suppliers';

export const suppliersRoutes: ModuleRoutes = (app) => {
  const service = new SuppliersService();

  app.post('/supplier', { config: SUPPLIERS, schema: { tags, summary: 'Create a supplier', body: supplierRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.create(tenant, account.id, parseInput(supplierRequest, request.body)));
  });
  app.patch('/supplier', { config: SUPPLIERS, schema: { tags, summary: 'Change a supplier (the fields sent)', body: updateSupplierRequest } }, async (request) =>
    service.update(requireAuth(request).tenant, parseInput(updateSupplierRequest, request.body)),
  );
  app.get<IdQuery>('/supplier', { config: SUPPLIER_TABLE, schema: { tags, summary: 'A supplier', querystring: idQuery } }, async (request) => service.find(requireAuth(request).tenant, idParam(request.query.id)));
  app.delete<IdParams>('/supplier/:id', { config: SUPPLIERS, schema: { tags, summary: 'Delete a supplier (kept, marked deleted)', params: idParams } }, async (request) =>
    service.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.put('/supplier', { config: SUPPLIER_TABLE, schema: tableRoute(TAG, 'Table of suppliers') }, async (request) => answerTable(service.table(requireAuth(request).tenant), request.body, request.query));
  app.get('/select-box/supplier-list', { config: SUPPLIER_READS, schema: selectListRoute(TAG, 'Suppliers of the company') }, async (request) => service.selectList(requireAuth(request).tenant));

  app.post('/supplier/item-price', { config: SUPPLIERS, schema: { tags, summary: "Set a supplier's price for an item (the change is kept)", body: supplierItemPriceRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return service.setItemPrice(tenant, account.id, parseInput(supplierItemPriceRequest, request.body));
  });
  app.put('/supplier/items-table', { config: SUPPLIER_READS, schema: tableRoute(TAG, 'Table of supplier prices per item') }, async (request) =>
    answerTable(service.itemsTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.put('/supplier/price-update-table', { config: SUPPLIER_READS, schema: tableRoute(TAG, 'Table of supplier price changes') }, async (request) =>
    answerTable(service.priceUpdateTable(requireAuth(request).tenant), request.body, request.query),
  );
};
