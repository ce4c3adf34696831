import { receiptType, type ItemImpact } from '@haligi/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, companies, itemReceiptLines, itemReceipts, items, paymentRequests, purchaseOrderPayments, purchaseOrders, suppliers, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { accountName } from '../boards/board.repository';

const partner = alias(itemReceipts, 'partner_receipt');

/** The receipt dialog's answer (GET /item-receipts?id=), also the `data` of every movement. */
export interface ReceiptAnswer {
  itemReceiptInfo: {
    id: number;
    code: string;
    type: { key: string; itemImpact: ItemImpact };
    processedBy: { id: number; name: string } | null;
    createdAt: Date;
    memo: string;
    reference: string;
    totalPayableAmount: string;
    warehouse: { id: number; name: string; address: string };
    supplier: { id: number; name: string } | null;
    partnerReceipt: { id: number; code: string } | null;
    purchaseOrder: { id: number; code: string; total: string; paidAmount: string; balance: string } | null;
  };
  itemReceiptType: { label: string };
  company: { name: string; address: string };
  itemReceiptItemList: {
    itemId: number;
    itemName: string;
    itemSku: string;
    itemDescription: string;
    quantity: string;
    itemRate: string;
    unitPrice: string;
    total: string;
    itemImpact: ItemImpact;
  }[];
}

/** The receipt with its lines, company block, partner receipt and purchase order balance; 404 when not the company's. */
export async function findReceipt(db: Db, tenant: Tenant, id: number): Promise<ReceiptAnswer> {
  const [row] = await db
    .select({
      id: itemReceipts.id,
      code: itemReceipts.code,
      type: itemReceipts.type,
      createdAt: itemReceipts.createdAt,
      memo: itemReceipts.memo,
      reference: itemReceipts.reference,
      totalPayableAmount: itemReceipts.totalPayableAmount,
      processedById: accounts.id,
      processedByName: accountName,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      warehouseAddress: warehouses.address,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      partnerId: partner.id,
      partnerCode: partner.code,
      purchaseOrderId: purchaseOrders.id,
      purchaseOrderCode: purchaseOrders.code,
      purchaseOrderTotal: purchaseOrders.total,
      purchaseOrderPaid: purchaseOrders.paidAmount,
      purchaseOrderBalance: sql<string>`(${purchaseOrders.total} - ${purchaseOrders.paidAmount})::numeric(18,2)::text`,
      companyName: companies.name,
      companyAddress: companies.address,
    })
    .from(itemReceipts)
    .innerJoin(companies, eq(companies.id, itemReceipts.companyId))
    .innerJoin(warehouses, eq(warehouses.id, itemReceipts.warehouseId))
    .leftJoin(accounts, eq(accounts.id, itemReceipts.processedById))
    .leftJoin(suppliers, eq(suppliers.id, itemReceipts.supplierId))
    .leftJoin(partner, eq(partner.id, itemReceipts.relatedReceiptId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, itemReceipts.purchaseOrderId))
    .where(tenant.byId(itemReceipts, id));
  if (!row) throw notFound('Item receipt');
  const type = receiptType(row.type);
  const itemImpact: ItemImpact = type?.itemImpact ?? 'ADDING';
  const lines = await db
    .select({
      itemId: items.id,
      itemName: items.name,
      itemSku: items.sku,
      lineDescription: itemReceiptLines.description,
      itemDescription: items.description,
      quantity: itemReceiptLines.quantity,
      rate: itemReceiptLines.rate,
      total: itemReceiptLines.total,
    })
    .from(itemReceiptLines)
    .innerJoin(items, eq(items.id, itemReceiptLines.itemId))
    .where(eq(itemReceiptLines.receiptId, row.id))
    .orderBy(asc(itemReceiptLines.id));
  return {
    itemReceiptInfo: {
      id: row.id,
      code: row.code,
      type: { key: row.type, itemImpact },
      processedBy: row.processedById !== null ? { id: row.processedById, name: row.processedByName } : null,
      createdAt: row.createdAt,
      memo: row.memo,
      reference: row.reference,
      totalPayableAmount: row.totalPayableAmount,
      warehouse: { id: row.warehouseId, name: row.warehouseName, address: row.warehouseAddress },
      supplier: row.supplierId !== null && row.supplierName !== null ? { id: row.supplierId, name: row.supplierName } : null,
      partnerReceipt: row.partnerId !== null && row.partnerCode !== null ? { id: row.partnerId, code: row.partnerCode } : null,
      purchaseOrder:
        row.purchaseOrderId !== null
          ? { id: row.purchaseOrderId, code: row.purchaseOrderCode!, total: row.purchaseOrderTotal!, paidAmount: row.purchaseOrderPaid!, balance: row.purchaseOrderBalance }
          : null,
    },
    itemReceiptType: { label: type?.label ?? row.type },
    company: { name: row.companyName, address: row.companyAddress },
    itemReceiptItemList: lines.map((line) => ({
      itemId: line.itemId,
      itemName: line.itemName,
      itemSku: line.itemSku,
      itemDescription: line.lineDescription || line.itemDescription,
      quantity: line.quantity,
      itemRate: line.rate,
      unitPrice: line.rate,
      total: line.total,
      itemImpact,
    })),
  };
}

/**
 * A purchase order's payments, oldest first: `[{id, fundAccount: {id, name}, createdAt, amount,
 * withheldTax, ewtAtc, paymentRequest: {id, code} | null, paidBy: {id, name} | null}]` (amount: what the
 * order is credited with, the tax withheld included) (the fund account's name as it
 * was when paid; payments from before treasury have a name and no id).
 */
export async function paymentHistory(db: Db, tenant: Tenant, purchaseOrderId: number) {
  const [order] = await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(tenant.byId(purchaseOrders, purchaseOrderId));
  if (!order) throw notFound('Purchase order');
  const rows = await db
    .select({
      id: purchaseOrderPayments.id,
      fundAccountId: purchaseOrderPayments.fundAccountId,
      fundAccountName: purchaseOrderPayments.fundAccountName,
      createdAt: purchaseOrderPayments.createdAt,
      amount: purchaseOrderPayments.amount,
      withheldTax: purchaseOrderPayments.withheldTax,
      ewtAtc: purchaseOrderPayments.ewtAtc,
      requestId: paymentRequests.id,
      requestCode: paymentRequests.code,
      paidById: accounts.id,
      paidByName: accountName,
    })
    .from(purchaseOrderPayments)
    .leftJoin(paymentRequests, eq(paymentRequests.id, purchaseOrderPayments.paymentRequestId))
    .leftJoin(accounts, eq(accounts.id, purchaseOrderPayments.createdById))
    .where(tenant.where(purchaseOrderPayments, eq(purchaseOrderPayments.purchaseOrderId, purchaseOrderId)))
    .orderBy(asc(purchaseOrderPayments.createdAt), asc(purchaseOrderPayments.id));
  return rows.map((row) => ({
    id: row.id,
    fundAccount: { id: row.fundAccountId, name: row.fundAccountName },
    createdAt: row.createdAt,
    amount: row.amount,
    withheldTax: row.withheldTax,
    ewtAtc: row.ewtAtc,
    paymentRequest: row.requestId !== null ? { id: row.requestId, code: row.requestCode ?? '' } : null,
    paidBy: row.paidById !== null ? { id: row.paidById, name: row.paidByName } : null,
  }));
}
