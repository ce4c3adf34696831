import {
  PAYMENT_ABOVE_BALANCE_MESSAGE,
  PURCHASE_ORDER_CODE_PREFIX,
  type AccountInformation,
  type inventorySettingsRequest,
  type purchaseOrderPaymentRequest,
  type stockAdjustmentRequest,
  type stockIssueRequest,
  type stockReceiveRequest,
  type stockTransferRequest,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, purchaseOrderPayments, purchaseOrders, suppliers, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound, unprocessable } from '../../http/errors';
import { recordSupplierPrice } from '../suppliers/suppliers.service';
import { assertWarehouseKindAccess } from '../warehouses/warehouses.service';
import { linkReceipts, post, type LedgerLineInput, type PostedReceipt } from './ledger';
import { findReceipt } from './receipts.service';
import { nextDocumentCode } from './sequences';

type Adjustment = z.infer<typeof stockAdjustmentRequest>;
type Transfer = z.infer<typeof stockTransferRequest>;
type Issue = z.infer<typeof stockIssueRequest>;
type Receive = z.infer<typeof stockReceiveRequest>;
type Settings = z.infer<typeof inventorySettingsRequest>;
type Payment = z.infer<typeof purchaseOrderPaymentRequest>;

export const INVENTORY_MESSAGES = {
  adjusted: 'Stock adjusted successfully',
  transferred: 'Stock transferred successfully',
  issued: 'Stock issued successfully',
  received: 'Stock received successfully',
  settingsSaved: 'Inventory settings saved successfully',
  paymentRecorded: 'Payment recorded successfully',
} as const;

/** Payload numbers become exact decimals once, here: zod has checked their places. */
const toLines = (items: { itemId: number; quantity: number; rate: number; description: string }[]): LedgerLineInput[] =>
  items.map((line) => ({ itemId: line.itemId, quantity: new Decimal(line.quantity), rate: new Decimal(line.rate), description: line.description }));

/**
 * Stock movements through the ledger, each in one transaction. The warehouses named must be the
 * company's (404) and the caller must hold the scope of each one's kind (403).
 */
export class InventoryService {
  private async assertWarehouses(tenant: Tenant, account: AccountInformation, ids: number[]) {
    const rows = await tenant.db
      .select({ id: warehouses.id, kind: warehouses.kind })
      .from(warehouses)
      .where(tenant.where(warehouses, inArray(warehouses.id, ids), eq(warehouses.isDeleted, false)));
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound('Warehouse');
      assertWarehouseKindAccess(account, row.kind);
    }
  }

  private transaction<T>(tenant: Tenant, work: (tx: Db, scoped: Tenant) => Promise<T>): Promise<T> {
    return tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      return work(tx, tenant.on(tx));
    });
  }

  async adjust(tenant: Tenant, account: AccountInformation, input: Adjustment) {
    await this.assertWarehouses(tenant, account, [input.warehouseId]);
    const id = await this.transaction(tenant, async (tx, scoped) => {
      const receipt = await post(tx, scoped, {
        type: input.direction === 'ADD' ? 'ADJUSTMENT_IN' : 'ADJUSTMENT_OUT',
        warehouseId: input.warehouseId,
        lines: toLines(input.items),
        reference: input.reference,
        memo: input.memo,
        processedById: account.id,
      });
      return receipt.id;
    });
    return { data: await findReceipt(tenant.db, tenant, id), message: INVENTORY_MESSAGES.adjusted };
  }

  /** Two receipts, TRANSFER_OUT of the source and TRANSFER_IN of the destination, pointing at each other. */
  async transfer(tenant: Tenant, account: AccountInformation, input: Transfer) {
    await this.assertWarehouses(tenant, account, [input.fromWarehouseId, input.toWarehouseId]);
    const { outId, inId } = await this.transaction(tenant, async (tx, scoped) => {
      const { out, into } = await postTransfer(tx, scoped, {
        fromWarehouseId: input.fromWarehouseId,
        toWarehouseId: input.toWarehouseId,
        lines: toLines(input.items),
        reference: input.reference,
        memo: input.memo,
        processedById: account.id,
      });
      return { outId: out.id, inId: into.id };
    });
    return {
      data: { out: await findReceipt(tenant.db, tenant, outId), in: await findReceipt(tenant.db, tenant, inId) },
      message: INVENTORY_MESSAGES.transferred,
    };
  }

  async issue(tenant: Tenant, account: AccountInformation, input: Issue) {
    await this.assertWarehouses(tenant, account, [input.warehouseId]);
    const id = await this.transaction(tenant, async (tx, scoped) => {
      const receipt = await post(tx, scoped, {
        type: 'ISSUANCE',
        warehouseId: input.warehouseId,
        lines: toLines(input.items),
        reference: input.reference,
        memo: input.memo,
        processedById: account.id,
      });
      return receipt.id;
    });
    return { data: await findReceipt(tenant.db, tenant, id), message: INVENTORY_MESSAGES.issued };
  }

  /** Stock received from a supplier: see postPurchaseReceipt. */
  async receive(tenant: Tenant, account: AccountInformation, input: Receive) {
    await this.assertWarehouses(tenant, account, [input.warehouseId]);
    const [supplier] = await tenant.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(tenant.where(suppliers, eq(suppliers.id, input.supplierId), eq(suppliers.isDeleted, false)));
    if (!supplier) throw notFound('Supplier');
    const id = await this.transaction(tenant, async (tx, scoped) => {
      const receipt = await postPurchaseReceipt(tx, scoped, {
        warehouseId: input.warehouseId,
        supplierId: supplier.id,
        lines: toLines(input.items),
        reference: input.reference,
        memo: input.memo,
        processedById: account.id,
      });
      return receipt.id;
    });
    return { data: await findReceipt(tenant.db, tenant, id), message: INVENTORY_MESSAGES.received };
  }

  async settings(tenant: Tenant) {
    const [company] = await tenant.db.select({ allowNegativeStock: companies.allowNegativeStock }).from(companies).where(eq(companies.id, tenant.companyId));
    if (!company) throw notFound('Company');
    return company;
  }

  async saveSettings(tenant: Tenant, input: Settings) {
    await tenant.db.update(companies).set({ allowNegativeStock: input.allowNegativeStock }).where(eq(companies.id, tenant.companyId));
    return { data: await this.settings(tenant), message: INVENTORY_MESSAGES.settingsSaved };
  }

  async pay(tenant: Tenant, account: AccountInformation, input: Payment) {
    const data = await this.transaction(tenant, (tx, scoped) =>
      recordPurchaseOrderPayment(tx, scoped, { purchaseOrderId: input.purchaseOrderId, fundAccountName: input.fundAccountName, amount: new Decimal(input.amount), accountId: account.id }),
    );
    return { data, message: INVENTORY_MESSAGES.paymentRecorded };
  }
}

/** A transfer inside the caller's transaction: TRANSFER_OUT of the source, TRANSFER_IN of the destination, linked both ways. */
export async function postTransfer(
  tx: Db,
  scoped: Tenant,
  input: { fromWarehouseId: number; toWarehouseId: number; lines: LedgerLineInput[]; reference?: string; memo?: string; processedById: number | null; at?: Date },
): Promise<{ out: PostedReceipt; into: PostedReceipt }> {
  const common = { lines: input.lines, reference: input.reference, memo: input.memo, processedById: input.processedById, at: input.at };
  const out = await post(tx, scoped, { ...common, type: 'TRANSFER_OUT', warehouseId: input.fromWarehouseId });
  const into = await post(tx, scoped, { ...common, type: 'TRANSFER_IN', warehouseId: input.toWarehouseId, relatedReceiptId: out.id });
  await linkReceipts(tx, scoped, out.id, into.id);
  return { out, into };
}

/**
 * Stock received from a supplier, inside the caller's transaction: a purchase order (PO-000001,
 * total Σ quantity × rate, status DELIVERED) and its PURCHASE_ORDER receipt. Each item's rate
 * becomes the supplier's price when it differs (kept in the price history); a line without a
 * rate (0) leaves the price alone. The caller has checked the supplier is the company's.
 */
export async function postPurchaseReceipt(
  tx: Db,
  scoped: Tenant,
  input: { warehouseId: number; supplierId: number; lines: LedgerLineInput[]; reference?: string; memo?: string; processedById: number | null; at?: Date },
): Promise<PostedReceipt & { purchaseOrderId: number }> {
  const code = await nextDocumentCode(tx, scoped, PURCHASE_ORDER_CODE_PREFIX);
  const [warehouse] = await tx.select({ projectId: warehouses.projectId }).from(warehouses).where(scoped.byId(warehouses, input.warehouseId));
  const at = input.at ?? new Date();
  const [order] = await tx
    .insert(purchaseOrders)
    .values(
      scoped.values({
        code,
        supplierId: input.supplierId,
        warehouseId: input.warehouseId,
        projectId: warehouse?.projectId ?? null,
        status: 'DELIVERED',
        memo: input.memo ?? '',
        createdById: input.processedById,
        createdAt: at,
        updatedAt: at,
      }),
    )
    .returning({ id: purchaseOrders.id });
  const receipt = await post(tx, scoped, {
    type: 'PURCHASE_ORDER',
    warehouseId: input.warehouseId,
    lines: input.lines,
    reference: input.reference,
    memo: input.memo,
    supplierId: input.supplierId,
    purchaseOrderId: order.id,
    processedById: input.processedById,
    at,
  });
  await tx.update(purchaseOrders).set({ total: receipt.total }).where(scoped.byId(purchaseOrders, order.id));
  // The last rate given for an item is its price.
  const rates = new Map<number, Decimal>();
  for (const line of input.lines) {
    const rate = new Decimal(line.rate ?? 0);
    if (rate.greaterThan(0)) rates.set(line.itemId, rate);
  }
  for (const [itemId, rate] of rates) {
    await recordSupplierPrice(tx, scoped, { supplierId: input.supplierId, itemId, price: rate.toFixed(2), accountId: input.processedById, at });
  }
  return { ...receipt, purchaseOrderId: order.id };
}

/** A payment against a purchase order; the order row is locked so concurrent payments never exceed the balance (422). */
export async function recordPurchaseOrderPayment(
  tx: Db,
  scoped: Tenant,
  input: { purchaseOrderId: number; fundAccountName: string; amount: Decimal.Value; accountId: number | null; at?: Date },
) {
  const [order] = await tx
    .select({ id: purchaseOrders.id, code: purchaseOrders.code, total: purchaseOrders.total, paidAmount: purchaseOrders.paidAmount })
    .from(purchaseOrders)
    .where(scoped.byId(purchaseOrders, input.purchaseOrderId))
    .for('update');
  if (!order) throw notFound('Purchase order');
  const amount = new Decimal(input.amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const balance = new Decimal(order.total).minus(order.paidAmount);
  if (amount.greaterThan(balance)) throw unprocessable(PAYMENT_ABOVE_BALANCE_MESSAGE);
  const paidAmount = new Decimal(order.paidAmount).plus(amount).toFixed(2);
  const [payment] = await tx
    .insert(purchaseOrderPayments)
    .values(
      scoped.values({
        purchaseOrderId: order.id,
        fundAccountName: input.fundAccountName,
        amount: amount.toFixed(2),
        createdById: input.accountId,
        ...(input.at ? { createdAt: input.at } : {}),
      }),
    )
    .returning();
  await tx.update(purchaseOrders).set({ paidAmount }).where(scoped.byId(purchaseOrders, order.id));
  return {
    id: payment.id,
    fundAccount: { name: payment.fundAccountName },
    createdAt: payment.createdAt,
    amount: payment.amount,
    purchaseOrder: { id: order.id, code: order.code, total: order.total, paidAmount, balance: new Decimal(order.total).minus(paidAmount).toFixed(2) },
  };
}
