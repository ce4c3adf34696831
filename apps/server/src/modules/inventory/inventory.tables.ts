import { COUNTERS, counterOf } from '../../db/record-counts';
import { averageCost, RECEIPT_TYPE_KEYS, receiptType, type ItemImpact } from '@haligi/shared';
import { asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { accounts, itemReceiptLines, itemReceipts, items, purchaseOrders, stockLevels, suppliers, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import type { PreparedTableSource, TableSource } from '../../http/table';
import { accountName } from '../boards/board.repository';
import { parseWarehouseKind } from '../warehouses/warehouses.service';
import { filterId } from '../../http/table';

/** A filter value naming a record by id: a positive whole number, anything else a 400. */
const positiveId = (key: string) => (value: string) => filterId(key, value);
const idFilter = (key: string, column: AnyColumn | SQL) => (value: string) => sql`${column} = ${positiveId(key)(value)}`;
const typeFilter = (column: AnyColumn) => (value: string) => {
  if (!(RECEIPT_TYPE_KEYS as readonly string[]).includes(value)) throw badRequest([`filters: type must be one of ${RECEIPT_TYPE_KEYS.join(', ')}`]);
  return eq(column, value) as SQL;
};
const typeOf = (key: string) => {
  const type = receiptType(key);
  return { typeLabel: type?.label ?? key, itemImpact: (type?.itemImpact ?? 'ADDING') as ItemImpact };
};
const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/**
 * PUT /inventory: stock per warehouse and item, read from `stock_levels` (the balance rows), never
 * from the ledger. Filters itemId (the item information tab), warehouseId (a warehouse's stock),
 * kind; search item name or SKU, or warehouse. Each row has its value and moving average cost
 * (value / quantity, 0 when none is held). Prepared per shape: it is read on every item's
 * information dialog.
 */
export const stockTable: PreparedTableSource<Record<string, unknown>, StockRaw> = {
  name: 'stock',
  sortable: {
    warehouse: warehouses.name,
    kind: warehouses.kind,
    item: items.name,
    name: items.name,
    sku: items.sku,
    quantity: stockLevels.quantity,
    value: stockLevels.value,
    updatedAt: stockLevels.updatedAt,
    createdAt: stockLevels.updatedAt,
  },
  searchable: { name: items.name, sku: items.sku, warehouse: warehouses.name },
  filters: {
    itemId: { where: (value) => sql`${stockLevels.itemId} = ${value}`, value: positiveId('itemId') },
    warehouseId: { where: (value) => sql`${stockLevels.warehouseId} = ${value}`, value: positiveId('warehouseId') },
    kind: { where: (value) => sql`${warehouses.kind} = ${value}`, value: parseWarehouseKind },
  },
  baseWhere: sql`${stockLevels.companyId} = ${sql.placeholder('companyId')} and ${warehouses.isDeleted} = false`,
  // With the two columns below it, (warehouse, item) is unique: pages never overlap.
  idColumn: stockLevels.warehouseId,
  listQuery: (db, where, orderBy) =>
    db
      .select(stockColumns)
      .from(stockLevels)
      .innerJoin(warehouses, eq(warehouses.id, stockLevels.warehouseId))
      .innerJoin(items, eq(items.id, stockLevels.itemId))
      .where(where)
      .orderBy(...orderBy, asc(stockLevels.itemId))
      .$dynamic(),
  countQuery: (db, where) =>
    db
      .select({ n: count() })
      .from(stockLevels)
      .innerJoin(warehouses, eq(warehouses.id, stockLevels.warehouseId))
      .innerJoin(items, eq(items.id, stockLevels.itemId))
      .where(where),
  toRow: (row) => ({
    id: `${row.warehouseId}-${row.itemId}`,
    warehouse: { id: row.warehouseId, name: row.warehouseName, kind: row.kind },
    item: { id: row.itemId, name: row.itemName, sku: row.sku, uom: row.uom },
    quantity: row.quantity,
    value: row.value,
    averageCost: averageCost(row).toFixed(4),
    updatedAt: row.updatedAt,
  }),
};
const stockColumns = {
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  kind: warehouses.kind,
  itemId: items.id,
  itemName: items.name,
  sku: items.sku,
  uom: items.uom,
  quantity: stockLevels.quantity,
  value: stockLevels.value,
  updatedAt: stockLevels.updatedAt,
};
type StockRaw = { [K in keyof typeof stockColumns]: (typeof stockColumns)[K]['_']['data'] };

// Searches on the receipt or the item as correlated subqueries: the count then reads the lines alone.
const lineReceiptCode = sql`(select ${itemReceipts.code} from ${itemReceipts} where ${itemReceipts.id} = ${itemReceiptLines.receiptId})`;
const lineItemName = sql`(select ${items.name} from ${items} where ${items.id} = ${itemReceiptLines.itemId})`;
const lineItemSku = sql`(select ${items.sku} from ${items} where ${items.id} = ${itemReceiptLines.itemId})`;

/**
 * PUT /inventory/transactions: the ledger lines, newest first. Filtered by itemId it walks the
 * (company_id, item_id, created_at) index; filters type, warehouseId, receiptId, purchaseOrderId.
 */
export function transactionsTable(tenant: Tenant): TableSource<Record<string, unknown>> {
  const { db } = tenant;
  return {
    sortable: {
      createdAt: itemReceiptLines.createdAt,
      quantity: itemReceiptLines.quantity,
      signedQuantity: itemReceiptLines.signedQuantity,
      rate: itemReceiptLines.rate,
      total: itemReceiptLines.total,
    },
    searchable: { code: lineReceiptCode, name: lineItemName, sku: lineItemSku },
    filters: {
      itemId: idFilter('itemId', itemReceiptLines.itemId),
      warehouseId: idFilter('warehouseId', itemReceiptLines.warehouseId),
      receiptId: idFilter('receiptId', itemReceiptLines.receiptId),
      purchaseOrderId: idFilter('purchaseOrderId', sql`(select ${itemReceipts.purchaseOrderId} from ${itemReceipts} where ${itemReceipts.id} = ${itemReceiptLines.receiptId})`),
      type: typeFilter(itemReceiptLines.type),
    },
    baseWhere: eq(itemReceiptLines.companyId, tenant.companyId) as SQL,
    idColumn: itemReceiptLines.id,
    list: async (where, orderBy, limit, offset) => {
      const rows = await db
        .select({
          id: itemReceiptLines.id,
          receiptId: itemReceipts.id,
          code: itemReceipts.code,
          type: itemReceiptLines.type,
          itemId: items.id,
          itemName: items.name,
          sku: items.sku,
          warehouseId: warehouses.id,
          warehouseName: warehouses.name,
          quantity: itemReceiptLines.quantity,
          signedQuantity: itemReceiptLines.signedQuantity,
          rate: itemReceiptLines.rate,
          total: itemReceiptLines.total,
          description: itemReceiptLines.description,
          supplierId: suppliers.id,
          supplierName: suppliers.name,
          purchaseOrderId: purchaseOrders.id,
          purchaseOrderCode: purchaseOrders.code,
          processedById: accounts.id,
          processedByName: accountName,
          createdAt: itemReceiptLines.createdAt,
        })
        .from(itemReceiptLines)
        .innerJoin(itemReceipts, eq(itemReceipts.id, itemReceiptLines.receiptId))
        .innerJoin(items, eq(items.id, itemReceiptLines.itemId))
        .innerJoin(warehouses, eq(warehouses.id, itemReceiptLines.warehouseId))
        .leftJoin(suppliers, eq(suppliers.id, itemReceipts.supplierId))
        .leftJoin(purchaseOrders, eq(purchaseOrders.id, itemReceipts.purchaseOrderId))
        .leftJoin(accounts, eq(accounts.id, itemReceipts.processedById))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        receiptId: row.receiptId,
        code: row.code,
        type: row.type,
        ...typeOf(row.type),
        item: { id: row.itemId, name: row.itemName, sku: row.sku },
        warehouse: { id: row.warehouseId, name: row.warehouseName },
        quantity: row.quantity,
        signedQuantity: row.signedQuantity,
        rate: row.rate,
        total: row.total,
        description: row.description,
        supplier: named(row.supplierId, row.supplierName),
        purchaseOrder: row.purchaseOrderId !== null && row.purchaseOrderCode !== null ? { id: row.purchaseOrderId, code: row.purchaseOrderCode } : null,
        processedBy: named(row.processedById, row.processedByName),
        createdAt: row.createdAt,
      }));
    },
    count: async (where) => (await db.select({ n: count() }).from(itemReceiptLines).where(where))[0].n,
    countAll: counterOf(tenant, COUNTERS.ledgerLines),
  };
}

/** PUT /item-receipts: the receipts, newest first; filters type, warehouseId, supplierId, purchaseOrderId, itemId. */
export function receiptsTable(tenant: Tenant): TableSource<Record<string, unknown>> {
  const { db } = tenant;
  return {
    sortable: {
      createdAt: itemReceipts.createdAt,
      code: itemReceipts.code,
      type: itemReceipts.type,
      totalPayableAmount: itemReceipts.totalPayableAmount,
    },
    searchable: { code: itemReceipts.code, reference: itemReceipts.reference },
    filters: {
      type: typeFilter(itemReceipts.type),
      warehouseId: idFilter('warehouseId', itemReceipts.warehouseId),
      supplierId: idFilter('supplierId', itemReceipts.supplierId),
      purchaseOrderId: idFilter('purchaseOrderId', itemReceipts.purchaseOrderId),
      itemId: (value) => {
        const condition = idFilter('itemId', itemReceiptLines.itemId)(value);
        return sql`exists (select 1 from ${itemReceiptLines} where ${itemReceiptLines.receiptId} = ${itemReceipts.id} and ${condition})`;
      },
    },
    baseWhere: eq(itemReceipts.companyId, tenant.companyId) as SQL,
    idColumn: itemReceipts.id,
    list: async (where, orderBy, limit, offset) => {
      const rows = await db
        .select({
          id: itemReceipts.id,
          code: itemReceipts.code,
          type: itemReceipts.type,
          warehouseId: warehouses.id,
          warehouseName: warehouses.name,
          supplierId: suppliers.id,
          supplierName: suppliers.name,
          purchaseOrderId: purchaseOrders.id,
          purchaseOrderCode: purchaseOrders.code,
          relatedReceiptId: itemReceipts.relatedReceiptId,
          reference: itemReceipts.reference,
          memo: itemReceipts.memo,
          totalPayableAmount: itemReceipts.totalPayableAmount,
          processedById: accounts.id,
          processedByName: accountName,
          lineCount: sql<number>`(select count(*)::int from ${itemReceiptLines} where ${itemReceiptLines.receiptId} = ${itemReceipts.id})`,
          createdAt: itemReceipts.createdAt,
        })
        .from(itemReceipts)
        .innerJoin(warehouses, eq(warehouses.id, itemReceipts.warehouseId))
        .leftJoin(suppliers, eq(suppliers.id, itemReceipts.supplierId))
        .leftJoin(purchaseOrders, eq(purchaseOrders.id, itemReceipts.purchaseOrderId))
        .leftJoin(accounts, eq(accounts.id, itemReceipts.processedById))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        type: row.type,
        ...typeOf(row.type),
        warehouse: { id: row.warehouseId, name: row.warehouseName },
        supplier: named(row.supplierId, row.supplierName),
        purchaseOrder: row.purchaseOrderId !== null && row.purchaseOrderCode !== null ? { id: row.purchaseOrderId, code: row.purchaseOrderCode } : null,
        relatedReceiptId: row.relatedReceiptId,
        reference: row.reference,
        memo: row.memo,
        totalPayableAmount: row.totalPayableAmount,
        lineCount: row.lineCount,
        processedBy: named(row.processedById, row.processedByName),
        createdAt: row.createdAt,
      }));
    },
    count: async (where) => (await db.select({ n: count() }).from(itemReceipts).where(where))[0].n,
    countAll: counterOf(tenant, COUNTERS.receipts),
  };
}
