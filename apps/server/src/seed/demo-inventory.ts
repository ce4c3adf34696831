import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addDays, formatDate, orderLineMoney, PURCHASE_ORDER_CODE_PREFIX } from '@haligi/shared';
import { accounts, items, projects, purchaseOrderLines, purchaseOrders, suppliers, warehouses } from '../db/schema';
import { Tenant } from '../db/tenant';
import { postTransfer, recordPurchaseOrderPayment } from '../modules/inventory/inventory.service';
import { post, type LedgerLineInput } from '../modules/inventory/ledger';
import { nextDocumentCode } from '../modules/inventory/sequences';
import { receivePurchaseOrder } from '../modules/receiving/receiving.service';
import { createProjectWarehouse } from '../modules/warehouses/warehouses.service';
import { postFundEntry } from '../modules/treasury/fund-ledger';
import { createDemoFundAccounts } from './demo-treasury';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_WAREHOUSES = [
  {
    kind: 'COMPANY',
    name: 'Makati Central Warehouse',
    description: 'Main stockyard and covered storage for Metro Manila projects',
    address: '2306 Chino Roces Avenue Extension, Barangay Magallanes, Makati City, Metro Manila 1232',
  },
  {
    kind: 'COMPANY',
    name: 'Cebu Warehouse',
    description: 'Visayas stock for the Cebu branch',
    address: 'M.C. Briones Street, Barangay Tipolo, Mandaue City, Cebu 6014',
  },
  {
    kind: 'TEMPORARY',
    name: 'BGC Staging Yard',
    description: 'Temporary laydown area beside the Bonifacio Global City sites',
    address: '32nd Street corner 9th Avenue, Bonifacio Global City, Taguig City, Metro Manila 1634',
  },
] as const;

/** Opening stock per unit of measure, before the per-item spread. */
const OPENING_BY_UOM: Record<string, number> = {
  bag: 240,
  'cu.m': 30,
  pc: 600,
  sheet: 120,
  length: 90,
  kg: 150,
  roll: 12,
  box: 60,
  pack: 40,
  gal: 24,
  tube: 48,
  pair: 30,
  lm: 300,
};

/**
 * The demo company's warehouses and stock: Makati (main) and Cebu company warehouses, a temporary
 * staging yard in BGC, and a warehouse for every project without one. Stock moves only through
 * the ledger: opening balances 60 days ago, then purchase orders from the demo suppliers (one
 * half paid, so its receipt shows a Balance Due), transfers, an issuance and an adjustment.
 * Only items that exist are stocked (the items seed runs first); nothing happens without them.
 */
export async function createDemoInventory(db: Db, companyId: number): Promise<void> {
  const tenant = new Tenant(db, companyId);
  const [keeper] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.email, 'warehouse@bayanihan.ph')));
  const processedById = keeper?.id ?? null;

  const created = await db
    .insert(warehouses)
    .values(DEMO_WAREHOUSES.map((w) => tenant.values({ ...w, createdById: processedById })))
    .returning({ id: warehouses.id, name: warehouses.name });
  const [makati, cebu, staging] = created.map((w) => w.id);

  const homeless = await db
    .select({ id: projects.id, name: projects.name, locationId: projects.locationId })
    .from(projects)
    .leftJoin(warehouses, eq(warehouses.projectId, projects.id))
    .where(and(eq(projects.companyId, companyId), eq(projects.isLead, false), eq(projects.isDeleted, false), isNull(warehouses.id)));
  for (const project of homeless) await createProjectWarehouse(db, tenant, project, processedById);

  // Stockable items: live, and not a parent of variations.
  const stockable = await db
    .select({ id: items.id, name: items.name, uom: items.uom, price: items.estimatedBuyingPrice })
    .from(items)
    .where(tenant.where(items, eq(items.isDeleted, false), or(isNotNull(items.parentId), eq(items.variationCount, 0))))
    .orderBy(asc(items.id));
  if (stockable.length === 0) return;
  const byName = new Map(stockable.map((item) => [item.name, item]));
  const now = Date.now();
  const at = (daysAgo: number, hour = 9) => new Date(now - daysAgo * DAY + (hour - 12) * 60 * 60 * 1000);
  /** Lines for the named items that exist; quantities as given, rate their buying price unless given. */
  const lines = (wanted: [name: string, quantity: number, rate?: string][]): LedgerLineInput[] =>
    wanted.flatMap(([name, quantity, rate]) => {
      const item = byName.get(name);
      return item ? [{ itemId: item.id, quantity, rate: rate ?? item.price }] : [];
    });

  // Opening balances: everything in Makati, the first 14 items in Cebu at a third.
  const opening = stockable.map((item, index) => ({
    itemId: item.id,
    quantity: new Decimal(OPENING_BY_UOM[item.uom] ?? 50).times(1 + (index % 3) * 0.5).round(),
    rate: item.price,
  }));
  await post(db, tenant, { type: 'OPENING_BALANCE', warehouseId: makati, lines: opening, reference: 'Inventory count', memo: 'Opening balance from the year-end count', processedById, at: at(60, 8) });
  await post(db, tenant, {
    type: 'OPENING_BALANCE',
    warehouseId: cebu,
    lines: opening.slice(0, 14).map((line) => ({ ...line, quantity: line.quantity.dividedBy(3).round() })),
    reference: 'Inventory count',
    memo: 'Opening balance from the year-end count',
    processedById,
    at: at(60, 10),
  });

  const funds = await createDemoFundAccounts(db, tenant, processedById, at(60, 8));
  /** Paid before requests for payment were kept: the bank's PAYMENT entry and the order's payment. */
  const payFromBank = async (order: { purchaseOrderId: number; purchaseOrderCode: string }, amount: Decimal.Value, when: Date) => {
    const bank = funds.get('BDO Current Account')!;
    await postFundEntry(db, tenant, { fundAccountId: bank.id, kind: 'PAYMENT', amount: new Decimal(amount).negated(), memo: `Payment for ${order.purchaseOrderCode}`, accountId: processedById, at: when });
    await recordPurchaseOrderPayment(db, tenant, { purchaseOrderId: order.purchaseOrderId, fundAccount: bank, amount, accountId: processedById, at: when });
  };
  const supplierIds = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.companyId, companyId), eq(suppliers.isDeleted, false), inArray(suppliers.name, ['Bagong Lakas Hardware – Quezon Ave', 'Sugbu Builders Supply – Mandaue'])));
  const manila = supplierIds.find((s) => s.name.startsWith('Bagong Lakas'));
  const visayas = supplierIds.find((s) => s.name.startsWith('Sugbu'));

  if (manila) {
    const received = lines([
      ['Portland Cement Type 1 40kg', 200, '262.00'],
      ['Concrete Hollow Block 4"', 2000, '15.50'],
      ['Tie Wire #16', 80, '94.00'],
    ]);
    if (received.length) {
      const order = await orderAndReceive(db, tenant, { warehouseId: makati, supplierId: manila.id, lines: received, reference: 'DR-24117', memo: 'Delivered by the supplier truck, unloaded at bay 2', processedById, at: at(45, 14) });
      const half = new Decimal(order.total).dividedBy(2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      await payFromBank(order, half, at(40, 11));
    }
  }
  if (visayas) {
    const received = lines([
      ['Masonry Cement 40kg', 120, '236.00'],
      ['Marine Plywood 1/2" 4x8', 60],
    ]);
    if (received.length) {
      const order = await orderAndReceive(db, tenant, { warehouseId: cebu, supplierId: visayas.id, lines: received, reference: 'SI-0581', memo: '', processedById, at: at(30, 10) });
      await payFromBank(order, order.total, at(28, 15));
    }
  }

  const toCebu = lines([['Marine Plywood 3/4" 4x8', 40], ['Tie Wire #16', 50]]);
  if (toCebu.length) await postTransfer(db, tenant, { fromWarehouseId: makati, toWarehouseId: cebu, lines: toCebu, reference: 'TR-0012', memo: 'Shipped by RoRo, Manila to Cebu', processedById, at: at(20, 9) });
  const toStaging = lines([['Portland Cement Type 1 40kg', 60], ['Gravel 3/4"', 5], ['Washed Sand', 5]]);
  if (toStaging.length) await postTransfer(db, tenant, { fromWarehouseId: makati, toWarehouseId: staging, lines: toStaging, reference: 'TR-0013', memo: 'For the slab pour next week', processedById, at: at(14, 7) });
  const issued = lines([['Portland Cement Type 1 40kg', 45], ['Gravel 3/4"', 4], ['Washed Sand', 4]]);
  if (issued.length) await post(db, tenant, { type: 'ISSUANCE', warehouseId: staging, lines: issued, reference: 'MIS-0208', memo: '3rd floor slab pour', processedById, at: at(7, 6) });
  const damaged = lines([['Marine Plywood 3/4" 4x8', 2]]);
  if (damaged.length) await post(db, tenant, { type: 'ADJUSTMENT_OUT', warehouseId: makati, lines: damaged, reference: 'ADJ-0031', memo: 'Water-damaged sheets written off', processedById, at: at(3, 16) });
}

/** An approved purchase order for the lines (VAT-inclusive prices), received in full into its warehouse. */
async function orderAndReceive(
  db: Db,
  tenant: Tenant,
  input: { warehouseId: number; supplierId: number; lines: LedgerLineInput[]; reference: string; memo: string; processedById: number | null; at: Date },
) {
  const code = await nextDocumentCode(db, tenant, PURCHASE_ORDER_CODE_PREFIX);
  const money = input.lines.map((line) => orderLineMoney(line.quantity, line.rate ?? 0));
  const total = money.reduce((sum, line) => sum.plus(line.amount), new Decimal(0)).toFixed(2);
  const vatAmount = money.reduce((sum, line) => sum.plus(line.vat), new Decimal(0)).toFixed(2);
  const ordered = new Date(input.at.getTime() - 3 * DAY);
  const [order] = await db
    .insert(purchaseOrders)
    .values(tenant.values({ code, supplierId: input.supplierId, warehouseId: input.warehouseId, status: 'APPROVED', total, vatAmount, dueDate: addDays(formatDate(input.at), 30), createdById: input.processedById, createdAt: ordered, updatedAt: ordered }))
    .returning({ id: purchaseOrders.id });
  const names = await db.select({ id: items.id, name: items.name }).from(items).where(tenant.where(items, inArray(items.id, input.lines.map((line) => line.itemId))));
  const lines = await db
    .insert(purchaseOrderLines)
    .values(
      input.lines.map((line, index) =>
        tenant.values({
          purchaseOrderId: order.id,
          itemId: line.itemId,
          itemName: names.find((item) => item.id === line.itemId)?.name ?? '',
          quantity: new Decimal(line.quantity).toFixed(4),
          unitPrice: new Decimal(line.rate ?? 0).toFixed(2),
          amount: money[index].amount,
          vatAmount: money[index].vat,
        }),
      ),
    )
    .returning({ id: purchaseOrderLines.id, quantity: purchaseOrderLines.quantity });
  const receipt = await receivePurchaseOrder(db, tenant, { id: input.processedById, name: '' }, order.id, {
    warehouseId: input.warehouseId,
    lines: lines.map((line) => ({ purchaseOrderLineId: line.id, quantity: line.quantity })),
    reference: input.reference,
    memo: input.memo,
    at: input.at,
  });
  return { ...receipt, purchaseOrderId: order.id, purchaseOrderCode: code, total };
}
