import {
  equipmentStatusLabel,
  issuedPartCost,
  JOB_ORDER_CODE_PREFIX,
  JOB_ORDER_MESSAGES,
  jobOrderCancelable,
  jobOrderOpenForWork,
  jobOrderStatusLabel,
  laborAmount,
  statusAfterRepair,
  type JobOrderIssueRequest,
  type JobOrderRequest,
} from '@haligi/shared';
import { loadLetterhead } from '../../lib/letterhead';
import Decimal from 'decimal.js';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, equipment, itemReceiptLines, itemReceipts, items, jobOrderLabor, jobOrders, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { cancelApproval, registerApprovalHandler, submitForApproval, type Actor } from '../approvals/approval-engine';
import { accountName } from '../boards/board.repository';
import { post } from '../inventory/ledger';
import { nextDocumentCode } from '../inventory/sequences';
import { inTransaction, lockEquipment, recordEvent } from './equipment.repository';
import { renderJobOrderPdf } from './job-order-pdf';
import { assertStockItem, setMeter } from './equipment.service';

const DOCUMENT_TYPE = 'JOB_ORDER' as const;

const selectJobOrder = (db: Db) =>
  db
    .select({
      id: jobOrders.id,
      code: jobOrders.code,
      status: jobOrders.status,
      statusReason: jobOrders.statusReason,
      description: jobOrders.description,
      equipmentId: equipment.id,
      equipmentCode: equipment.code,
      equipmentName: equipment.name,
      meterType: equipment.meterType,
      equipmentMeterReading: equipment.meterReading,
      warehouseId: jobOrders.warehouseId,
      warehouseName: warehouses.name,
      estimatedCost: jobOrders.estimatedCost,
      partsCost: sql<string>`round(${jobOrders.partsCost}, 2)::text`,
      laborCost: jobOrders.laborCost,
      total: sql<string>`round(${jobOrders.partsCost} + ${jobOrders.laborCost}, 2)::text`,
      meterReading: jobOrders.meterReading,
      requestedById: accounts.id,
      requestedByName: accountName,
      createdAt: jobOrders.createdAt,
      completedAt: jobOrders.completedAt,
    })
    .from(jobOrders)
    .innerJoin(equipment, eq(equipment.id, jobOrders.equipmentId))
    .leftJoin(warehouses, eq(warehouses.id, jobOrders.warehouseId))
    .leftJoin(accounts, eq(accounts.id, jobOrders.requestedById));

type JobOrderRow = Awaited<ReturnType<ReturnType<typeof selectJobOrder>['execute']>>[number];

/** `{id, code, status, statusReason, description, equipment: {id, code, name, meterType, meterReading}, warehouse, estimatedCost, partsCost, laborCost, total, meterReading, requestedBy, createdAt, completedAt}` */
const toJobOrderAnswer = (row: JobOrderRow) => ({
  id: row.id,
  code: row.code,
  status: row.status,
  statusReason: row.statusReason,
  description: row.description,
  equipment: { id: row.equipmentId, code: row.equipmentCode, name: row.equipmentName, meterType: row.meterType, meterReading: row.equipmentMeterReading },
  warehouse: row.warehouseId !== null ? { id: row.warehouseId, name: row.warehouseName ?? '' } : null,
  estimatedCost: row.estimatedCost,
  partsCost: row.partsCost,
  laborCost: row.laborCost,
  total: row.total,
  meterReading: row.meterReading,
  requestedBy: row.requestedById !== null ? { id: row.requestedById, name: row.requestedByName } : null,
  createdAt: row.createdAt,
  completedAt: row.completedAt,
});

async function lockJobOrder(tx: Db, tenant: Tenant, id: number) {
  const [row] = await tx.select().from(jobOrders).where(tenant.byId(jobOrders, id)).for('update');
  if (!row) throw notFound('Job order');
  return row;
}

/** The job order's approval ends: its status follows (inside the deciding transaction). */
export function registerJobOrderApprovals() {
  const settle = async (tx: Db, tenant: Tenant, id: number, status: string, reason: string | null, by: Actor) => {
    const [row] = await tx
      .update(jobOrders)
      .set({ status, statusReason: reason })
      .where(tenant.where(jobOrders, eq(jobOrders.id, id), eq(jobOrders.status, 'FOR_APPROVAL')))
      .returning({ code: jobOrders.code, equipmentId: jobOrders.equipmentId });
    if (!row) return;
    const note = `${row.code} ${jobOrderStatusLabel(status).toLowerCase()}${reason ? `: ${reason}` : ''}`;
    await recordEvent(tx, tenant, { equipmentId: row.equipmentId, kind: 'JOB_ORDER', note, accountId: by.id });
  };
  registerApprovalHandler(DOCUMENT_TYPE, {
    onApproved: (tx, tenant, id, by) => settle(tx, tenant, id, 'APPROVED', null, by),
    onRejected: (tx, tenant, id, reason, by) => settle(tx, tenant, id, 'REJECTED', reason, by),
    onReturned: (tx, tenant, id, reason, by) => settle(tx, tenant, id, 'RETURNED', reason, by),
  });
}

export class JobOrdersService {
  async find(tenant: Tenant, id: number) {
    const [row] = await selectJobOrder(tenant.db).where(tenant.where(jobOrders, eq(jobOrders.id, id)));
    if (!row) throw notFound('Job order');
    return toJobOrderAnswer(row);
  }

  /** GET /job-order?id=: the job order with the parts issued, the labour and the totals. */
  async detail(tenant: Tenant, id: number) {
    const jobOrder = await this.find(tenant, id);
    const [partRows, laborRows] = await Promise.all([
      tenant.db
        .select({
          id: itemReceiptLines.id,
          receiptId: itemReceipts.id,
          receiptCode: itemReceipts.code,
          warehouseId: itemReceipts.warehouseId,
          warehouseName: warehouses.name,
          itemId: items.id,
          itemName: items.name,
          sku: items.sku,
          uom: items.uom,
          quantity: itemReceiptLines.quantity,
          rate: itemReceiptLines.rate,
          total: itemReceiptLines.total,
          costTotal: itemReceiptLines.costTotal,
          createdAt: itemReceiptLines.createdAt,
        })
        .from(itemReceiptLines)
        .innerJoin(itemReceipts, eq(itemReceipts.id, itemReceiptLines.receiptId))
        .innerJoin(items, eq(items.id, itemReceiptLines.itemId))
        .innerJoin(warehouses, eq(warehouses.id, itemReceipts.warehouseId))
        .where(and(eq(itemReceipts.companyId, tenant.companyId), eq(itemReceipts.jobOrderId, id)))
        .orderBy(asc(itemReceiptLines.createdAt), asc(itemReceiptLines.id)),
      tenant.db
        .select({ id: jobOrderLabor.id, description: jobOrderLabor.description, hours: jobOrderLabor.hours, rate: jobOrderLabor.rate, amount: jobOrderLabor.amount, createdAt: jobOrderLabor.createdAt })
        .from(jobOrderLabor)
        .where(tenant.where(jobOrderLabor, eq(jobOrderLabor.jobOrderId, id)))
        .orderBy(asc(jobOrderLabor.createdAt), asc(jobOrderLabor.id)),
    ]);
    const partsIssued = partRows.map(({ costTotal, total, warehouseId, warehouseName, ...row }) => ({
      ...row,
      warehouse: { id: warehouseId, name: warehouseName },
      cost: issuedPartCost({ quantity: row.quantity, ledgerCost: costTotal, estimatedBuyingPrice: row.rate }),
    }));
    return { data: { ...jobOrder, partsIssued, labor: laborRows } };
  }

  /** GET /job-order/{id}/pdf: the printable sheet. */
  async pdf(tenant: Tenant, id: number) {
    const { data } = await this.detail(tenant, id);
    return { code: data.code, pdf: await renderJobOrderPdf({ ...data, company: await loadLetterhead(tenant.db, tenant.companyId) }) };
  }

  /** POST /job-order: JO-000001, submitted to the JOB_ORDER workflow at its estimated cost. */
  async create(tenant: Tenant, accountId: number, input: JobOrderRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      const unit = await lockEquipment(tx, scoped, input.equipmentId);
      if (!unit) throw notFound('Equipment');
      if (unit.status === 'RETIRED') throw unprocessable(JOB_ORDER_MESSAGES.retiredUnit);
      if (input.warehouseId) await assertWarehouse(tx, scoped, input.warehouseId);
      const code = await nextDocumentCode(tx, scoped, JOB_ORDER_CODE_PREFIX);
      const estimatedCost = new Decimal(input.estimatedCost).toFixed(2);
      const [created] = await tx
        .insert(jobOrders)
        .values(scoped.values({ code, equipmentId: unit.id, description: input.description, warehouseId: input.warehouseId ?? null, estimatedCost, requestedById: accountId, createdById: accountId }))
        .returning({ id: jobOrders.id });
      const submitted = await submitForApproval(tx, scoped, { documentType: DOCUMENT_TYPE, documentId: created.id, documentCode: code, amount: estimatedCost, requestedById: accountId });
      const status = submitted.status === 'APPROVED' ? 'APPROVED' : 'FOR_APPROVAL';
      await tx.update(jobOrders).set({ status }).where(scoped.byId(jobOrders, created.id));
      await recordEvent(tx, scoped, { equipmentId: unit.id, kind: 'JOB_ORDER', note: `${code} opened: ${input.description}`, accountId });
      return created.id;
    });
    return { data: await this.find(tenant, id), message: JOB_ORDER_MESSAGES.created };
  }

  /** POST /job-order/{id}/submit: a returned job order goes to approval again. */
  async submit(tenant: Tenant, accountId: number, id: number) {
    await inTransaction(tenant, async (tx, scoped) => {
      const jo = await lockJobOrder(tx, scoped, id);
      if (jo.status !== 'RETURNED') throw conflict(JOB_ORDER_MESSAGES.notSubmittable);
      const submitted = await submitForApproval(tx, scoped, { documentType: DOCUMENT_TYPE, documentId: id, documentCode: jo.code, amount: jo.estimatedCost, requestedById: accountId });
      await tx.update(jobOrders).set({ status: submitted.status === 'APPROVED' ? 'APPROVED' : 'FOR_APPROVAL', statusReason: null }).where(scoped.byId(jobOrders, id));
    });
    return { data: await this.find(tenant, id), message: JOB_ORDER_MESSAGES.submitted };
  }

  /**
   * POST /job-order/{id}/issue-parts: one ISSUANCE receipt through the ledger (refused when short
   * of stock), charged to the job order; the job order is IN_PROGRESS and the unit UNDER_REPAIR.
   */
  async issueParts(tenant: Tenant, accountId: number, id: number, input: JobOrderIssueRequest) {
    const receipt = await inTransaction(tenant, async (tx, scoped) => {
      const jo = await lockJobOrder(tx, scoped, id);
      if (!jobOrderOpenForWork(jo.status)) throw conflict(JOB_ORDER_MESSAGES.notIssuable(jobOrderStatusLabel(jo.status)));
      const unit = await lockEquipment(tx, scoped, jo.equipmentId);
      if (!unit) throw notFound('Equipment');
      for (const itemId of new Set(input.lines.map((l) => l.itemId))) await assertStockItem(tx, scoped, itemId);
      const itemIds = [...new Set(input.lines.map((l) => l.itemId))];
      const prices = new Map(
        (await tx.select({ id: items.id, price: items.estimatedBuyingPrice }).from(items).where(scoped.where(items, inArray(items.id, itemIds)))).map((r) => [r.id, r.price]),
      );
      const posted = await post(tx, scoped, {
        type: 'ISSUANCE',
        warehouseId: input.warehouseId,
        // The item's estimated buying price is the line's rate: the cost when the stock carries no value.
        lines: input.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity, rate: prices.get(line.itemId) ?? '0', description: `${jo.code} ${unit.code}` })),
        reference: jo.code,
        memo: `Parts for ${jo.code}: ${unit.code} ${unit.name}`,
        jobOrderId: id,
        processedById: accountId,
      });
      const lines = await tx
        .select({ quantity: itemReceiptLines.quantity, rate: itemReceiptLines.rate, costTotal: itemReceiptLines.costTotal })
        .from(itemReceiptLines)
        .where(and(eq(itemReceiptLines.companyId, tenant.companyId), eq(itemReceiptLines.receiptId, posted.id)));
      const cost = lines.reduce((sum, l) => sum.plus(issuedPartCost({ quantity: l.quantity, ledgerCost: l.costTotal, estimatedBuyingPrice: l.rate })), new Decimal(0));
      await tx
        .update(jobOrders)
        .set({ status: 'IN_PROGRESS', partsCost: new Decimal(jo.partsCost).plus(cost).toFixed(4), warehouseId: jo.warehouseId ?? input.warehouseId })
        .where(scoped.byId(jobOrders, id));
      if (jo.status !== 'IN_PROGRESS') await recordEvent(tx, scoped, { equipmentId: unit.id, kind: 'JOB_ORDER', note: `${jo.code} in progress`, accountId });
      if (unit.status !== 'UNDER_REPAIR') {
        await tx.update(equipment).set({ status: 'UNDER_REPAIR' }).where(scoped.byId(equipment, unit.id));
        await recordEvent(tx, scoped, { equipmentId: unit.id, kind: 'STATUS', note: `${equipmentStatusLabel(unit.status)} → ${equipmentStatusLabel('UNDER_REPAIR')} (${jo.code})`, accountId });
      }
      return posted;
    });
    return { data: { ...(await this.detail(tenant, id)).data, receipt: { id: receipt.id, code: receipt.code } }, message: JOB_ORDER_MESSAGES.partsIssued };
  }

  /** POST /job-order/{id}/labor: amount = round2(hours x rate), added to the labour cost. */
  async addLabor(tenant: Tenant, accountId: number, id: number, input: { description: string; hours: number; rate: number }) {
    await inTransaction(tenant, async (tx, scoped) => {
      const jo = await lockJobOrder(tx, scoped, id);
      if (!jobOrderOpenForWork(jo.status)) throw conflict(JOB_ORDER_MESSAGES.notLaborable(jobOrderStatusLabel(jo.status)));
      const amount = laborAmount(input.hours, input.rate);
      await tx.insert(jobOrderLabor).values(
        scoped.values({ jobOrderId: id, description: input.description, hours: new Decimal(input.hours).toFixed(4), rate: new Decimal(input.rate).toFixed(2), amount, createdById: accountId }),
      );
      await tx.update(jobOrders).set({ laborCost: new Decimal(jo.laborCost).plus(amount).toFixed(2) }).where(scoped.byId(jobOrders, id));
    });
    return { data: (await this.detail(tenant, id)).data, message: JOB_ORDER_MESSAGES.laborAdded };
  }

  /** POST /job-order/{id}/complete: DONE; the unit is back to AVAILABLE (IN_USE when at a project). */
  async complete(tenant: Tenant, accountId: number, id: number, input: { meterReading?: number }) {
    await inTransaction(tenant, async (tx, scoped) => {
      const jo = await lockJobOrder(tx, scoped, id);
      if (!jobOrderOpenForWork(jo.status)) throw conflict(JOB_ORDER_MESSAGES.notCompletable(jobOrderStatusLabel(jo.status)));
      const unit = await lockEquipment(tx, scoped, jo.equipmentId);
      if (!unit) throw notFound('Equipment');
      if (input.meterReading !== undefined) await setMeter(tx, scoped, unit, input.meterReading, accountId, jo.code);
      await tx
        .update(jobOrders)
        .set({ status: 'DONE', completedAt: new Date(), meterReading: input.meterReading !== undefined ? new Decimal(input.meterReading).toFixed(4) : null })
        .where(scoped.byId(jobOrders, id));
      await recordEvent(tx, scoped, { equipmentId: unit.id, kind: 'JOB_ORDER', note: `${jo.code} done`, accountId });
      const next = statusAfterRepair(unit);
      if (unit.status !== 'RETIRED' && unit.status !== next) {
        await tx.update(equipment).set({ status: next }).where(scoped.byId(equipment, unit.id));
        await recordEvent(tx, scoped, { equipmentId: unit.id, kind: 'STATUS', note: `${equipmentStatusLabel(unit.status)} → ${equipmentStatusLabel(next)} (${jo.code})`, accountId });
      }
    });
    return { data: (await this.detail(tenant, id)).data, message: JOB_ORDER_MESSAGES.completed };
  }

  /** POST /job-order/{id}/cancel: before any part is issued; its open approval ends. */
  async cancel(tenant: Tenant, accountId: number, id: number, reason: string) {
    await inTransaction(tenant, async (tx, scoped) => {
      const jo = await lockJobOrder(tx, scoped, id);
      if (jo.status === 'IN_PROGRESS') throw conflict(JOB_ORDER_MESSAGES.partsIssuedNoCancel);
      if (!jobOrderCancelable(jo.status)) throw conflict(JOB_ORDER_MESSAGES.notCancelable(jobOrderStatusLabel(jo.status)));
      await cancelApproval(tx, scoped, DOCUMENT_TYPE, id);
      await tx.update(jobOrders).set({ status: 'CANCELED', statusReason: reason }).where(scoped.byId(jobOrders, id));
      await recordEvent(tx, scoped, { equipmentId: jo.equipmentId, kind: 'JOB_ORDER', note: `${jo.code} canceled: ${reason}`, accountId });
    });
    return { data: await this.find(tenant, id), message: JOB_ORDER_MESSAGES.canceled };
  }

  /** PUT /job-order: filters status, equipmentId; search code, description, unit code or name. */
  table(tenant: Tenant): TableSource<ReturnType<typeof toJobOrderAnswer>> {
    return {
      sortable: { code: jobOrders.code, status: jobOrders.status, createdAt: jobOrders.createdAt, completedAt: jobOrders.completedAt, estimatedCost: jobOrders.estimatedCost },
      searchable: { code: jobOrders.code, description: jobOrders.description, equipment: equipment.code, equipmentName: equipment.name },
      filters: {
        status: (value) => eq(jobOrders.status, value),
        equipmentId: (value) => eq(jobOrders.equipmentId, filterId('equipmentId', value)),
      },
      baseWhere: tenant.where(jobOrders),
      idColumn: jobOrders.id,
      list: async (where, orderBy, limit, offset) => (await selectJobOrder(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toJobOrderAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(jobOrders).innerJoin(equipment, eq(equipment.id, jobOrders.equipmentId)).where(where))[0].n,
    };
  }
}

async function assertWarehouse(tx: Db, tenant: Tenant, id: number) {
  const [w] = await tx.select({ id: warehouses.id }).from(warehouses).where(tenant.where(warehouses, eq(warehouses.id, id), eq(warehouses.isDeleted, false)));
  if (!w) throw notFound('Warehouse');
}

