import {
  ISSUE_BOQ_LINE_MESSAGE,
  PAYMENT_ABOVE_BALANCE_MESSAGE,
  type AccountInformation,
  type inventorySettingsRequest,
  type stockAdjustmentRequest,
  type stockIssueRequest,
  type stockReceiveRequest,
  type stockTransferRequest,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { billOfQuantities, boqItems, companies, projects, purchaseOrderPayments, purchaseOrders, suppliers, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound, unprocessable } from '../../http/errors';
import { recordSupplierPrice } from '../suppliers/suppliers.service';
import { assertWarehouseKindAccess } from '../warehouses/warehouses.service';
import { linkReceipts, post, type LedgerLineInput, type PostedReceipt } from './ledger';
import { findReceipt } from './receipts.service';

type Adjustment = z.infer<typeof stockAdjustmentRequest>;
type Transfer = z.infer<typeof stockTransferRequest>;
type Issue = z.infer<typeof stockIssueRequest>;
type Receive = z.infer<typeof stockReceiveRequest>;
type Settings = z.infer<typeof inventorySettingsRequest>;

export const INVENTORY_MESSAGES = {
  adjusted: 'Stock adjusted successfully',
  transferred: 'Stock transferred successfully',
  issued: 'Stock issued successfully',
  received: 'Stock received successfully',
  settingsSaved: 'Inventory settings saved successfully',
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

  /**
   * An issue, optionally charged to a project (the company's, not a lead: 404) and per line to an
   * item line of that project's latest BOQ (highest revision) named by its key (422 otherwise).
   * The lines' cost_total (minus the moving average taken) is the project's material cost.
   */
  async issue(tenant: Tenant, account: AccountInformation, input: Issue) {
    await this.assertWarehouses(tenant, account, [input.warehouseId]);
    const id = await this.transaction(tenant, async (tx, scoped) => {
      const boqLines = new Map<string, number>();
      if (input.projectId != null) {
        const [project] = await tx
          .select({ id: projects.id })
          .from(projects)
          .where(scoped.where(projects, eq(projects.id, input.projectId), eq(projects.isLead, false), eq(projects.isDeleted, false)));
        if (!project) throw notFound('Project');
        const keys = [...new Set(input.items.map((line) => line.boqKey).filter((key): key is string => !!key))];
        if (keys.length) {
          const [boq] = await tx
            .select({ id: billOfQuantities.id })
            .from(billOfQuantities)
            .where(scoped.where(billOfQuantities, eq(billOfQuantities.projectId, project.id)))
            .orderBy(desc(billOfQuantities.revision), desc(billOfQuantities.id))
            .limit(1);
          const rows = boq
            ? await tx
                .select({ id: boqItems.id, key: boqItems.key })
                .from(boqItems)
                .where(scoped.where(boqItems, eq(boqItems.boqId, boq.id), inArray(boqItems.key, keys), eq(boqItems.type, 'ITEM')))
            : [];
          for (const row of rows) boqLines.set(row.key, row.id);
          const missing = keys.find((key) => !boqLines.has(key));
          if (missing) throw unprocessable(ISSUE_BOQ_LINE_MESSAGE(missing));
        }
      }
      const receipt = await post(tx, scoped, {
        type: 'ISSUANCE',
        warehouseId: input.warehouseId,
        projectId: input.projectId ?? null,
        lines: toLines(input.items).map((line, index) => ({ ...line, boqItemId: input.items[index].boqKey ? boqLines.get(input.items[index].boqKey!)! : null })),
        reference: input.reference,
        memo: input.memo,
        processedById: account.id,
      });
      return receipt.id;
    });
    return { data: await findReceipt(tenant.db, tenant, id), message: INVENTORY_MESSAGES.issued };
  }

  /** Stock received without an order: see postStockReceived. */
  async receive(tenant: Tenant, account: AccountInformation, input: Receive) {
    await this.assertWarehouses(tenant, account, [input.warehouseId]);
    let supplierId: number | null = null;
    if (input.supplierId != null) {
      const [supplier] = await tenant.db
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(tenant.where(suppliers, eq(suppliers.id, input.supplierId), eq(suppliers.isDeleted, false)));
      if (!supplier) throw notFound('Supplier');
      supplierId = supplier.id;
    }
    const id = await this.transaction(tenant, async (tx, scoped) => {
      const receipt = await postStockReceived(tx, scoped, {
        warehouseId: input.warehouseId,
        supplierId,
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
}

/**
 * A transfer inside the caller's transaction: TRANSFER_OUT of the source, TRANSFER_IN of the
 * destination, linked both ways; the destination receives the value the source gave up.
 */
export async function postTransfer(
  tx: Db,
  scoped: Tenant,
  input: { fromWarehouseId: number; toWarehouseId: number; lines: LedgerLineInput[]; reference?: string; memo?: string; processedById: number | null; at?: Date },
): Promise<{ out: PostedReceipt; into: PostedReceipt }> {
  const common = { lines: input.lines, reference: input.reference, memo: input.memo, processedById: input.processedById, at: input.at };
  const out = await post(tx, scoped, { ...common, type: 'TRANSFER_OUT', warehouseId: input.fromWarehouseId });
  // The value moves with the goods, at the source's moving average.
  const lines = input.lines.map((line, index) => ({ ...line, cost: out.lineCosts[index].negated() }));
  const into = await post(tx, scoped, { ...common, lines, type: 'TRANSFER_IN', warehouseId: input.toWarehouseId, relatedReceiptId: out.id });
  await linkReceipts(tx, scoped, out.id, into.id);
  return { out, into };
}

/**
 * Stock received without a purchase order (a donation, a return from site), inside the caller's
 * transaction: one STOCK_RECEIVED receipt, no order and no balance owed (only purchasing creates
 * those). With a supplier, each item's rate becomes the supplier's price when it differs (kept
 * in the price history); a line without a rate (0) leaves the price alone. The caller has
 * checked the supplier is the company's.
 */
export async function postStockReceived(
  tx: Db,
  scoped: Tenant,
  input: { warehouseId: number; supplierId: number | null; lines: LedgerLineInput[]; reference?: string; memo?: string; processedById: number | null; at?: Date },
): Promise<PostedReceipt> {
  const at = input.at ?? new Date();
  const receipt = await post(tx, scoped, {
    type: 'STOCK_RECEIVED',
    warehouseId: input.warehouseId,
    lines: input.lines,
    reference: input.reference,
    memo: input.memo,
    supplierId: input.supplierId,
    processedById: input.processedById,
    at,
  });
  if (input.supplierId !== null) {
    // The last rate given for an item is its price.
    const rates = new Map<number, Decimal>();
    for (const line of input.lines) {
      const rate = new Decimal(line.rate ?? 0);
      if (rate.greaterThan(0)) rates.set(line.itemId, rate);
    }
    for (const [itemId, rate] of rates) {
      await recordSupplierPrice(tx, scoped, { supplierId: input.supplierId, itemId, price: rate.toFixed(2), accountId: input.processedById, at });
    }
  }
  return receipt;
}

/**
 * A payment against a purchase order inside the caller's transaction, after the money left its
 * fund account (treasury's `postFundEntry`): the order row is locked so concurrent payments never
 * exceed the balance (422).
 */
export async function recordPurchaseOrderPayment(
  tx: Db,
  scoped: Tenant,
  input: {
    purchaseOrderId: number;
    fundAccount: { id: number; name: string };
    paymentRequestId?: number | null;
    /** What the order is credited with: what left the fund account plus any tax withheld. */
    amount: Decimal.Value;
    withholding?: { atc: string; taxBase: string; withheld: string } | null;
    accountId: number | null;
    at?: Date;
  },
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
        fundAccountName: input.fundAccount.name,
        fundAccountId: input.fundAccount.id,
        paymentRequestId: input.paymentRequestId ?? null,
        amount: amount.toFixed(2),
        ewtAtc: input.withholding?.atc ?? null,
        taxBase: input.withholding?.taxBase ?? null,
        withheldTax: input.withholding?.withheld ?? '0',
        createdById: input.accountId,
        ...(input.at ? { createdAt: input.at } : {}),
      }),
    )
    .returning();
  await tx.update(purchaseOrders).set({ paidAmount }).where(scoped.byId(purchaseOrders, order.id));
  return {
    id: payment.id,
    fundAccount: { id: input.fundAccount.id, name: payment.fundAccountName },
    createdAt: payment.createdAt,
    amount: payment.amount,
    purchaseOrder: { id: order.id, code: order.code, total: order.total, paidAmount, balance: new Decimal(order.total).minus(paidAmount).toFixed(2) },
  };
}
