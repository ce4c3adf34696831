import {
  OPEN_PAYMENT_REQUEST_STATUSES,
  PAYABLE_ORDER_STATUSES,
  PAYMENT_REQUEST_CODE_PREFIX,
  PAYMENT_REQUEST_STATUS_LABELS,
  expandedWithholding,
  PURCHASE_ORDER_STATUS_LIST,
  requestableBalance,
  TREASURY_MESSAGES,
  type PaymentRequestRequest,
  type PaymentRequestStatus,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, fundAccounts, paymentRequests, purchaseOrders, suppliers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { cancelApproval, registerApprovalHandler, submitForApproval, type Actor } from '../approvals/approval-engine';
import { accountName } from '../boards/board.repository';
import { inTransaction } from '../equipment/equipment.repository';
import { recordPurchaseOrderPayment } from '../inventory/inventory.service';
import { nextDocumentCode } from '../inventory/sequences';
import { postFundEntry } from './fund-ledger';

const DOCUMENT_TYPE = 'PAYMENT_REQUEST' as const;
const payer = alias(accounts, 'payer');

const selectRequest = (db: Db) =>
  db
    .select({
      id: paymentRequests.id,
      code: paymentRequests.code,
      status: paymentRequests.status,
      statusReason: paymentRequests.statusReason,
      amount: paymentRequests.amount,
      memo: paymentRequests.memo,
      billReference: paymentRequests.billReference,
      withheldTax: paymentRequests.withheldTax,
      dueDate: paymentRequests.dueDate,
      purchaseOrderId: purchaseOrders.id,
      purchaseOrderCode: purchaseOrders.code,
      purchaseOrderTotal: purchaseOrders.total,
      purchaseOrderPaid: purchaseOrders.paidAmount,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      requestedById: paymentRequests.requestedById,
      requestedByName: accountName,
      fundAccountId: fundAccounts.id,
      fundAccountName: fundAccounts.name,
      paidAt: paymentRequests.paidAt,
      paidByName: sql<string | null>`(${payer.firstName} || ' ' || ${payer.lastName})`,
      createdAt: paymentRequests.createdAt,
    })
    .from(paymentRequests)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, paymentRequests.purchaseOrderId))
    .leftJoin(suppliers, eq(suppliers.id, paymentRequests.supplierId))
    .leftJoin(accounts, eq(accounts.id, paymentRequests.requestedById))
    .leftJoin(fundAccounts, eq(fundAccounts.id, paymentRequests.fundAccountId))
    .leftJoin(payer, eq(payer.id, paymentRequests.paidById));

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequest>['execute']>>[number];

/** `{id, code, status, statusLabel, statusReason, amount, memo, dueDate, purchaseOrder, supplier, requestedBy, fundAccount, paidAt, paidBy, createdAt}` */
const toRequestAnswer = (row: RequestRow) => ({
  id: row.id,
  code: row.code,
  status: row.status as PaymentRequestStatus,
  statusLabel: PAYMENT_REQUEST_STATUS_LABELS[row.status as PaymentRequestStatus] ?? row.status,
  statusReason: row.statusReason,
  amount: row.amount,
  memo: row.memo,
  billReference: row.billReference,
  withheldTax: row.withheldTax,
  dueDate: row.dueDate,
  purchaseOrder:
    row.purchaseOrderId !== null
      ? { id: row.purchaseOrderId, code: row.purchaseOrderCode ?? '', total: row.purchaseOrderTotal, balance: new Decimal(row.purchaseOrderTotal ?? 0).minus(row.purchaseOrderPaid ?? 0).toFixed(2) }
      : null,
  supplier: row.supplierId !== null ? { id: row.supplierId, name: row.supplierName ?? '' } : null,
  requestedBy: row.requestedById !== null ? { id: row.requestedById, name: row.requestedByName } : null,
  fundAccount: row.fundAccountId !== null ? { id: row.fundAccountId, name: row.fundAccountName ?? '' } : null,
  paidAt: row.paidAt,
  paidBy: row.paidByName,
  createdAt: row.createdAt,
});

async function lockRequest(tx: Db, tenant: Tenant, id: number) {
  const [row] = await tx.select().from(paymentRequests).where(tenant.byId(paymentRequests, id)).for('update');
  if (!row) throw notFound('Request for payment');
  return row;
}

async function lockOrder(tx: Db, tenant: Tenant, id: number) {
  const [order] = await tx
    .select({ id: purchaseOrders.id, code: purchaseOrders.code, status: purchaseOrders.status, total: purchaseOrders.total, paidAmount: purchaseOrders.paidAmount, supplierId: purchaseOrders.supplierId, dueDate: purchaseOrders.dueDate })
    .from(purchaseOrders)
    .where(tenant.byId(purchaseOrders, id))
    .for('update');
  if (!order) throw notFound('Purchase order');
  return order;
}

const orderStatusLabel = (status: string) => PURCHASE_ORDER_STATUS_LIST.find((s) => s.key === status)?.label.toLowerCase() ?? status;
const requestStatusLabel = (status: string) => PAYMENT_REQUEST_STATUS_LABELS[status as PaymentRequestStatus]?.toLowerCase() ?? status;

/** What the open requests of an order (waiting or approved, unpaid) hold, other than `exceptId`. */
async function openRequestsTotal(tx: Db, tenant: Tenant, purchaseOrderId: number, exceptId?: number) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRequests.amount}), 0)::text` })
    .from(paymentRequests)
    .where(
      tenant.where(
        paymentRequests,
        eq(paymentRequests.purchaseOrderId, purchaseOrderId),
        inArray(paymentRequests.status, [...OPEN_PAYMENT_REQUEST_STATUSES]),
        exceptId !== undefined ? sql`${paymentRequests.id} <> ${exceptId}` : undefined,
      ),
    );
  return row.total;
}

/**
 * The order's requests can never add up to more than its balance: checked under the order's row
 * lock, so two requests racing for one balance are served one after the other.
 */
async function assertWithinBalance(tx: Db, tenant: Tenant, order: Awaited<ReturnType<typeof lockOrder>>, amount: Decimal, exceptId?: number) {
  const available = requestableBalance(order, await openRequestsTotal(tx, tenant, order.id, exceptId));
  if (amount.greaterThan(available)) throw unprocessable(TREASURY_MESSAGES.requestAboveBalance(available.toFixed(2)));
}

/** The request's approval ends: its status follows (inside the deciding transaction). */
export function registerPaymentRequestApprovals() {
  const settle = async (tx: Db, tenant: Tenant, id: number, status: PaymentRequestStatus, reason: string | null) => {
    await tx
      .update(paymentRequests)
      .set({ status, statusReason: reason })
      .where(tenant.where(paymentRequests, eq(paymentRequests.id, id), eq(paymentRequests.status, 'FOR_APPROVAL')));
  };
  registerApprovalHandler(DOCUMENT_TYPE, {
    onApproved: (tx, tenant, id) => settle(tx, tenant, id, 'APPROVED', null),
    onRejected: (tx, tenant, id, reason) => settle(tx, tenant, id, 'REJECTED', reason),
    onReturned: (tx, tenant, id, reason) => settle(tx, tenant, id, 'RETURNED', reason),
  });
}

export class PaymentRequestsService {
  async find(tenant: Tenant, id: number) {
    const [row] = await selectRequest(tenant.db).where(tenant.where(paymentRequests, eq(paymentRequests.id, id)));
    if (!row) throw notFound('Request for payment');
    return toRequestAnswer(row);
  }

  /**
   * POST /treasury/payment-request: RFP-000001 against an order (within its balance), or a
   * supplier's bill without an order; submitted to PAYMENT_REQUEST.
   */
  async create(tenant: Tenant, actor: Actor, input: PaymentRequestRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      const amount = new Decimal(input.amount);
      let supplierId: number | null;
      let dueDate: string | null;
      let purchaseOrderId: number | null = null;
      if (input.purchaseOrderId !== undefined) {
        const order = await lockOrder(tx, scoped, input.purchaseOrderId);
        if (!PAYABLE_ORDER_STATUSES.includes(order.status)) throw conflict(TREASURY_MESSAGES.orderNotPayable(orderStatusLabel(order.status)));
        await assertWithinBalance(tx, scoped, order, amount);
        ({ supplierId, dueDate } = order);
        purchaseOrderId = order.id;
      } else {
        const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(scoped.where(suppliers, eq(suppliers.id, input.supplierId!), eq(suppliers.isDeleted, false)));
        if (!supplier) throw notFound('Supplier');
        supplierId = supplier.id;
        dueDate = input.dueDate ?? null;
      }
      const code = await nextDocumentCode(tx, scoped, PAYMENT_REQUEST_CODE_PREFIX);
      const [created] = await tx
        .insert(paymentRequests)
        .values(scoped.values({ code, purchaseOrderId, supplierId, billReference: input.billReference, amount: amount.toFixed(2), memo: input.memo, dueDate, requestedById: actor.id }))
        .returning({ id: paymentRequests.id });
      const submitted = await submitForApproval(tx, scoped, { documentType: DOCUMENT_TYPE, documentId: created.id, documentCode: code, amount: amount.toFixed(2), requestedById: actor.id });
      if (submitted.status === 'APPROVED') await tx.update(paymentRequests).set({ status: 'APPROVED' }).where(scoped.byId(paymentRequests, created.id));
      return created.id;
    });
    return { data: await this.find(tenant, id), message: TREASURY_MESSAGES.paymentRequestCreated };
  }

  /** POST /treasury/payment-request/{id}/submit: a returned request goes to approval again (the balance checked again). */
  async resubmit(tenant: Tenant, actor: Actor, id: number) {
    await inTransaction(tenant, async (tx, scoped) => {
      const request = await lockRequest(tx, scoped, id);
      if (request.status !== 'RETURNED') throw conflict(TREASURY_MESSAGES.notResubmittable);
      if (request.purchaseOrderId !== null) {
        const order = await lockOrder(tx, scoped, request.purchaseOrderId);
        await assertWithinBalance(tx, scoped, order, new Decimal(request.amount), id);
      }
      const submitted = await submitForApproval(tx, scoped, { documentType: DOCUMENT_TYPE, documentId: id, documentCode: request.code, amount: request.amount, requestedById: actor.id });
      await tx.update(paymentRequests).set({ status: submitted.status === 'APPROVED' ? 'APPROVED' : 'FOR_APPROVAL', statusReason: null }).where(scoped.byId(paymentRequests, id));
    });
    return { data: await this.find(tenant, id), message: TREASURY_MESSAGES.resubmitted };
  }

  /**
   * POST /treasury/payment-request/{id}/pay: only an APPROVED request (409 otherwise). Locks, in
   * this order, the request, its order and the fund account; the fund account's PAYMENT entry, the
   * order's payment and paid amount, and the request's PAID status are written together or not at all.
   */
  async pay(tenant: Tenant, actor: Actor, id: number, fundAccountId: number) {
    const paid = await inTransaction(tenant, async (tx, scoped) => {
      const request = await lockRequest(tx, scoped, id);
      if (request.status !== 'APPROVED') throw conflict(TREASURY_MESSAGES.notPayable(requestStatusLabel(request.status)));
      const amount = new Decimal(request.amount);
      const order = request.purchaseOrderId !== null ? await lockOrder(tx, scoped, request.purchaseOrderId) : null;
      // Purchasing may have canceled the order since the request was approved.
      if (order && !PAYABLE_ORDER_STATUSES.includes(order.status)) throw conflict(TREASURY_MESSAGES.orderNotPayable(orderStatusLabel(order.status)));
      if (order && amount.greaterThan(new Decimal(order.total).minus(order.paidAmount))) {
        throw unprocessable(TREASURY_MESSAGES.requestAboveBalance(new Decimal(order.total).minus(order.paidAmount).toFixed(2)));
      }
      // A supplier under expanded withholding gets the amount less the tax, which the company remits (BIR Form 2307).
      const supplierId = order?.supplierId ?? request.supplierId;
      const [supplier] = supplierId ? await tx.select({ ewtAtc: suppliers.ewtAtc }).from(suppliers).where(eq(suppliers.id, supplierId)) : [];
      const withholding = supplier?.ewtAtc ? expandedWithholding(amount, supplier.ewtAtc) : null;
      const { account } = await postFundEntry(tx, scoped, {
        fundAccountId,
        kind: 'PAYMENT',
        amount: new Decimal(withholding?.net ?? amount).negated(),
        memo: `${request.code} for ${order ? order.code : `bill ${request.billReference}`}${withholding ? ` (EWT ${withholding.atc} ₱${withholding.withheld} withheld)` : ''}`,
        reference: { type: DOCUMENT_TYPE, id: request.id, code: request.code },
        accountId: actor.id,
      });
      const now = new Date();
      const payment = order
        ? (await recordPurchaseOrderPayment(tx, scoped, { purchaseOrderId: order.id, fundAccount: account, paymentRequestId: request.id, amount, withholding, accountId: actor.id, at: now })).id
        : null;
      await tx
        .update(paymentRequests)
        .set({ status: 'PAID', paidAt: now, paidById: actor.id, fundAccountId: account.id, ewtAtc: withholding?.atc ?? null, taxBase: withholding?.taxBase ?? null, withheldTax: withholding?.withheld ?? '0' })
        .where(scoped.byId(paymentRequests, id));
      return { payment, withholding };
    });
    const request = await this.find(tenant, id);
    const { payment: paymentId, withholding } = paid;
    return {
      data: {
        id: paymentId,
        paymentRequest: { id: request.id, code: request.code, status: request.status },
        fundAccount: request.fundAccount,
        amount: request.amount,
        withheldTax: withholding?.withheld ?? '0.00',
        ewtAtc: withholding?.atc ?? null,
        netPaid: withholding?.net ?? request.amount,
        paidAt: request.paidAt,
        purchaseOrder: request.purchaseOrder,
      },
      message: TREASURY_MESSAGES.paid,
    };
  }

  /** POST /treasury/payment-request/{id}/cancel: before it is paid; its open approval ends. */
  async cancel(tenant: Tenant, id: number, reason: string) {
    await inTransaction(tenant, async (tx, scoped) => {
      const request = await lockRequest(tx, scoped, id);
      if (!['FOR_APPROVAL', 'APPROVED', 'RETURNED'].includes(request.status)) throw conflict(TREASURY_MESSAGES.notCancelable(requestStatusLabel(request.status)));
      await cancelApproval(tx, scoped, DOCUMENT_TYPE, id);
      await tx.update(paymentRequests).set({ status: 'CANCELED', statusReason: reason }).where(scoped.byId(paymentRequests, id));
    });
    return { data: await this.find(tenant, id), message: TREASURY_MESSAGES.canceled };
  }

  /** PUT /treasury/payment-request: filters status, purchaseOrderId, supplierId; search code, order code, supplier, memo. */
  table(tenant: Tenant): TableSource<ReturnType<typeof toRequestAnswer>> {
    return {
      sortable: { code: paymentRequests.code, status: paymentRequests.status, amount: paymentRequests.amount, createdAt: paymentRequests.createdAt, dueDate: paymentRequests.dueDate, paidAt: paymentRequests.paidAt },
      searchable: { code: paymentRequests.code, purchaseOrder: purchaseOrders.code, supplier: suppliers.name, memo: paymentRequests.memo },
      filters: {
        status: (value) => eq(paymentRequests.status, value),
        purchaseOrderId: (value) => eq(paymentRequests.purchaseOrderId, filterId('purchaseOrderId', value)),
        supplierId: (value) => eq(paymentRequests.supplierId, filterId('supplierId', value)),
      },
      baseWhere: tenant.where(paymentRequests),
      idColumn: paymentRequests.id,
      list: async (where, orderBy, limit, offset) => (await selectRequest(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toRequestAnswer),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(paymentRequests)
            .leftJoin(purchaseOrders, eq(purchaseOrders.id, paymentRequests.purchaseOrderId))
            .leftJoin(suppliers, eq(suppliers.id, paymentRequests.supplierId))
            .where(where)
        )[0].n,
    };
  }
}
