import {
  EQUIPMENT_MESSAGES,
  equipmentStatusLabel,
  isDraftItem,
  jobOrderOpen,
  meterReadingAllowed,
  meterUnit,
  namedFields,
  placementValid,
  type EquipmentRequest,
  type UpdateEquipmentRequest,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { equipment, equipmentParts, items, jobOrders, projects, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { assertCompanyRecord } from '../clients/company-records';
import { readableQuantity } from '../inventory/ledger';
import { historyOf, inTransaction, liveEquipment, lockEquipment, recordEvent, selectEquipment, toEquipmentAnswer } from './equipment.repository';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
};

/** The place a unit is at, as its history says it: "Project Tower A", "Warehouse Central", "no assignment". */
async function placeText(db: Db, tenant: Tenant, placement: { projectId: number | null; warehouseId: number | null }) {
  if (placement.projectId !== null) {
    const [p] = await db.select({ name: projects.name }).from(projects).where(tenant.byId(projects, placement.projectId));
    return `project ${p?.name ?? placement.projectId}`;
  }
  if (placement.warehouseId !== null) {
    const [w] = await db.select({ name: warehouses.name }).from(warehouses).where(tenant.byId(warehouses, placement.warehouseId));
    return `warehouse ${w?.name ?? placement.warehouseId}`;
  }
  return 'no assignment';
}

async function assertPlacement(tenant: Tenant, placement: { projectId: number | null; warehouseId: number | null }) {
  if (!placementValid(placement)) throw unprocessable(EQUIPMENT_MESSAGES.projectOrWarehouse);
  if (placement.projectId !== null) {
    const [p] = await tenant.db
      .select({ id: projects.id })
      .from(projects)
      .where(tenant.where(projects, eq(projects.id, placement.projectId), eq(projects.isDeleted, false), eq(projects.isLead, false)));
    if (!p) throw unprocessable('The chosen project does not exist');
  }
  await assertCompanyRecord(tenant, warehouses, placement.warehouseId, 'warehouse');
}

const reading = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(4).toFixed(4);

const parts = alias(items, 'part_item');

export class EquipmentService {
  async find(tenant: Tenant, id: number) {
    const [row] = await selectEquipment(tenant.db).where(liveEquipment(tenant, eq(equipment.id, id)));
    if (!row) throw notFound('Equipment');
    return toEquipmentAnswer(row);
  }

  /** GET /equipment?id=: the unit with its spare parts, job orders and history. */
  async detail(tenant: Tenant, id: number) {
    const unit = await this.find(tenant, id);
    const [partRows, jobOrderRows, history] = await Promise.all([
      this.partsOf(tenant, id),
      tenant.db
        .select({
          id: jobOrders.id,
          code: jobOrders.code,
          status: jobOrders.status,
          statusReason: jobOrders.statusReason,
          description: jobOrders.description,
          partsCost: jobOrders.partsCost,
          laborCost: jobOrders.laborCost,
          total: sql<string>`round(${jobOrders.partsCost} + ${jobOrders.laborCost}, 2)::text`,
          createdAt: jobOrders.createdAt,
          completedAt: jobOrders.completedAt,
        })
        .from(jobOrders)
        .where(tenant.where(jobOrders, eq(jobOrders.equipmentId, id)))
        .orderBy(desc(jobOrders.createdAt), desc(jobOrders.id)),
      historyOf(tenant.db, tenant, id),
    ]);
    return { data: { ...unit, parts: partRows, jobOrders: jobOrderRows, history } };
  }

  private async partsOf(tenant: Tenant, equipmentId: number) {
    return tenant.db
      .select({ id: equipmentParts.id, itemId: parts.id, name: parts.name, sku: parts.sku, uom: parts.uom, stock: parts.stockCount, note: equipmentParts.note, createdAt: equipmentParts.createdAt })
      .from(equipmentParts)
      .innerJoin(parts, eq(parts.id, equipmentParts.itemId))
      .where(tenant.where(equipmentParts, eq(equipmentParts.equipmentId, equipmentId)))
      .orderBy(asc(parts.name), asc(parts.id));
  }

  async create(tenant: Tenant, accountId: number, input: EquipmentRequest) {
    const placement = { projectId: input.projectId ?? null, warehouseId: input.warehouseId ?? null };
    await assertPlacement(tenant, placement);
    const id = await inTransaction(tenant, async (tx, scoped) => {
      const [taken] = await tx.select({ id: equipment.id }).from(equipment).where(scoped.where(equipment, eq(equipment.code, input.code)));
      if (taken) throw conflict(EQUIPMENT_MESSAGES.duplicateCode(input.code));
      let created: { id: number };
      try {
        [created] = await tx
          .insert(equipment)
          .values(
            scoped.values({
              ...input,
              ...placement,
              meterReading: reading(input.meterReading),
              acquisitionCost: new Decimal(input.acquisitionCost).toFixed(2),
              acquiredAt: input.acquiredAt ?? null,
              createdById: accountId,
            }),
          )
          .returning({ id: equipment.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EQUIPMENT_MESSAGES.duplicateCode(input.code));
        throw error;
      }
      const where = await placeText(tx, scoped, placement);
      await recordEvent(tx, scoped, {
        equipmentId: created.id,
        kind: 'REGISTERED',
        note: `Registered ${equipmentStatusLabel(input.status)} at ${where}`,
        meterReading: reading(input.meterReading),
        accountId,
      });
      return created.id;
    });
    return { data: await this.find(tenant, id), message: EQUIPMENT_MESSAGES.created };
  }

  /** PATCH /equipment: the fields named; assignment, status and meter changes go to the unit's history. */
  async update(tenant: Tenant, accountId: number, input: UpdateEquipmentRequest) {
    const { id, ...fields } = input;
    const named = namedFields(fields);
    await inTransaction(tenant, async (tx, scoped) => {
      const current = await lockEquipment(tx, scoped, id);
      if (!current) throw notFound('Equipment');
      const placement = {
        projectId: named.projectId !== undefined ? named.projectId : current.projectId,
        warehouseId: named.warehouseId !== undefined ? named.warehouseId : current.warehouseId,
      };
      await assertPlacement(scoped, placement);
      if (named.code !== undefined && named.code !== current.code) {
        const [taken] = await tx.select({ id: equipment.id }).from(equipment).where(scoped.where(equipment, eq(equipment.code, named.code)));
        if (taken) throw conflict(EQUIPMENT_MESSAGES.duplicateCode(named.code));
      }
      if (named.meterReading !== undefined && !meterReadingAllowed(current.meterReading, named.meterReading)) {
        throw unprocessable(EQUIPMENT_MESSAGES.meterBackwards(readableQuantity(current.meterReading)));
      }
      const { meterReading, acquisitionCost, ...rest } = named;
      const columns = {
        ...rest,
        ...(meterReading !== undefined ? { meterReading: reading(meterReading) } : {}),
        ...(acquisitionCost !== undefined ? { acquisitionCost: new Decimal(acquisitionCost).toFixed(2) } : {}),
      };
      if (Object.keys(columns).length === 0) return;
      try {
        await tx.update(equipment).set(columns).where(scoped.byId(equipment, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EQUIPMENT_MESSAGES.duplicateCode(named.code ?? current.code));
        throw error;
      }
      if (placement.projectId !== current.projectId || placement.warehouseId !== current.warehouseId) {
        await recordEvent(tx, scoped, { equipmentId: id, kind: 'ASSIGNED', note: `Assigned to ${await placeText(tx, scoped, placement)}`, accountId });
      }
      if (named.status !== undefined && named.status !== current.status) {
        await recordEvent(tx, scoped, { equipmentId: id, kind: 'STATUS', note: `${equipmentStatusLabel(current.status)} → ${equipmentStatusLabel(named.status)}`, accountId });
      }
      if (meterReading !== undefined && !new Decimal(meterReading).equals(current.meterReading)) {
        await recordEvent(tx, scoped, { equipmentId: id, kind: 'METER', note: `Meter ${readableQuantity(meterReading)} ${meterUnit(named.meterType ?? current.meterType)}`, meterReading: reading(meterReading), accountId });
      }
    });
    return { data: await this.find(tenant, id), message: EQUIPMENT_MESSAGES.updated };
  }

  /** POST /equipment/{id}/meter: a new reading, never below the current one. */
  async recordMeter(tenant: Tenant, accountId: number, id: number, input: { reading: number; note: string }) {
    await inTransaction(tenant, async (tx, scoped) => {
      const current = await lockEquipment(tx, scoped, id);
      if (!current) throw notFound('Equipment');
      await setMeter(tx, scoped, current, input.reading, accountId, input.note);
    });
    return { data: await this.find(tenant, id), message: EQUIPMENT_MESSAGES.meterSaved };
  }

  /** DELETE /equipment/{id}: marked deleted; refused while a job order is open. */
  async remove(tenant: Tenant, id: number) {
    await inTransaction(tenant, async (tx, scoped) => {
      const current = await lockEquipment(tx, scoped, id);
      if (!current) throw notFound('Equipment');
      const open = await tx.select({ status: jobOrders.status }).from(jobOrders).where(scoped.where(jobOrders, eq(jobOrders.equipmentId, id)));
      if (open.some((jo) => jobOrderOpen(jo.status))) throw conflict(EQUIPMENT_MESSAGES.deleteOpenJobOrder);
      await tx.update(equipment).set({ isDeleted: true }).where(scoped.byId(equipment, id));
    });
    return { message: EQUIPMENT_MESSAGES.deleted };
  }

  /** Live projects (not leads), by name. */
  projectList(tenant: Tenant) {
    return tenant.db
      .select({ label: projects.name, value: projects.id })
      .from(projects)
      .where(tenant.where(projects, eq(projects.isDeleted, false), eq(projects.isLead, false)))
      .orderBy(asc(projects.name), asc(projects.id));
  }

  selectList(tenant: Tenant) {
    return tenant.db
      .select({ label: sql<string>`${equipment.code} || ' — ' || ${equipment.name}`, value: equipment.id })
      .from(equipment)
      .where(liveEquipment(tenant))
      .orderBy(asc(equipment.code), asc(equipment.id));
  }

  /** PUT /equipment: live units; filters status, type, projectId; search code, name, plate number. */
  table(tenant: Tenant): TableSource<ReturnType<typeof toEquipmentAnswer>> {
    return {
      sortable: { code: equipment.code, name: equipment.name, type: equipment.type, status: equipment.status, meterReading: equipment.meterReading, createdAt: equipment.createdAt, updatedAt: equipment.updatedAt },
      searchable: { code: equipment.code, name: equipment.name, plateNumber: equipment.plateNumber },
      filters: {
        status: (value) => eq(equipment.status, value),
        type: (value) => eq(equipment.type, value),
        projectId: (value) => eq(equipment.projectId, filterId('projectId', value)),
        warehouseId: (value) => eq(equipment.warehouseId, filterId('warehouseId', value)),
      },
      baseWhere: liveEquipment(tenant),
      idColumn: equipment.id,
      list: async (where, orderBy, limit, offset) => (await selectEquipment(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toEquipmentAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(equipment).where(where))[0].n,
    };
  }

  /** POST /equipment/{id}/parts: a published stock item (not a draft, not a parent of variations). */
  async addPart(tenant: Tenant, equipmentId: number, input: { itemId: number; note: string }) {
    await this.find(tenant, equipmentId);
    await assertStockItem(tenant.db, tenant, input.itemId);
    const [added] = await tenant.db
      .insert(equipmentParts)
      .values(tenant.values({ equipmentId, itemId: input.itemId, note: input.note }))
      .onConflictDoNothing({ target: [equipmentParts.equipmentId, equipmentParts.itemId] })
      .returning({ id: equipmentParts.id });
    if (!added) throw conflict(EQUIPMENT_MESSAGES.partExists);
    return { data: await this.partsOf(tenant, equipmentId), message: EQUIPMENT_MESSAGES.partAdded };
  }

  async removePart(tenant: Tenant, equipmentId: number, itemId: number) {
    await this.find(tenant, equipmentId);
    const removed = await tenant.db
      .delete(equipmentParts)
      .where(tenant.where(equipmentParts, eq(equipmentParts.equipmentId, equipmentId), eq(equipmentParts.itemId, itemId)))
      .returning({ id: equipmentParts.id });
    if (!removed.length) throw notFound('Spare part');
    return { data: await this.partsOf(tenant, equipmentId), message: EQUIPMENT_MESSAGES.partRemoved };
  }

  /** PUT /equipment/parts: every unit's spare parts with the item's stock; filters equipmentId, itemId. */
  partsTable(tenant: Tenant): TableSource<ReturnType<typeof toPartRow>> {
    const source = () =>
      tenant.db
        .select({
          id: equipmentParts.id,
          note: equipmentParts.note,
          createdAt: equipmentParts.createdAt,
          equipmentId: equipment.id,
          equipmentCode: equipment.code,
          equipmentName: equipment.name,
          itemId: parts.id,
          itemName: parts.name,
          sku: parts.sku,
          uom: parts.uom,
          stock: parts.stockCount,
          minimumStockLevel: parts.minimumStockLevel,
        })
        .from(equipmentParts)
        .innerJoin(equipment, eq(equipment.id, equipmentParts.equipmentId))
        .innerJoin(parts, eq(parts.id, equipmentParts.itemId));
    return {
      sortable: { createdAt: equipmentParts.createdAt, equipment: equipment.code, item: parts.name, stock: parts.stockCount },
      searchable: { equipment: equipment.code, equipmentName: equipment.name, item: parts.name, sku: parts.sku },
      filters: {
        equipmentId: (value) => eq(equipmentParts.equipmentId, filterId('equipmentId', value)),
        itemId: (value) => eq(equipmentParts.itemId, filterId('itemId', value)),
      },
      baseWhere: tenant.where(equipmentParts, eq(equipment.isDeleted, false), eq(parts.isDeleted, false)),
      idColumn: equipmentParts.id,
      list: async (where, orderBy, limit, offset) => (await source().where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toPartRow),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(equipmentParts)
            .innerJoin(equipment, eq(equipment.id, equipmentParts.equipmentId))
            .innerJoin(parts, eq(parts.id, equipmentParts.itemId))
            .where(where)
        )[0].n,
    };
  }
}

/** `{id, equipment: {id, code, name}, item: {id, name, sku, uom}, stock, lowStock, note, createdAt}` */
function toPartRow(row: {
  id: number;
  note: string;
  createdAt: Date;
  equipmentId: number;
  equipmentCode: string;
  equipmentName: string;
  itemId: number;
  itemName: string;
  sku: string;
  uom: string;
  stock: string;
  minimumStockLevel: string;
}) {
  return {
    id: row.id,
    equipment: { id: row.equipmentId, code: row.equipmentCode, name: row.equipmentName },
    item: { id: row.itemId, name: row.itemName, sku: row.sku, uom: row.uom },
    stock: row.stock,
    lowStock: new Decimal(row.stock).lessThanOrEqualTo(row.minimumStockLevel) && new Decimal(row.minimumStockLevel).greaterThan(0),
    note: row.note,
    createdAt: row.createdAt,
  };
}

/** A spare part is a live, published stock item of the company: 404 when not the company's, 422 a draft or a parent. */
export async function assertStockItem(db: Db, tenant: Tenant, itemId: number) {
  const parent = alias(items, 'parent_item');
  const [item] = await db
    .select({ id: items.id, name: items.name, isDraft: items.isDraft, parentId: items.parentId, variationCount: items.variationCount, parentIsDraft: parent.isDraft })
    .from(items)
    .leftJoin(parent, and(eq(parent.id, items.parentId), eq(parent.companyId, items.companyId)))
    .where(tenant.where(items, eq(items.id, itemId), eq(items.isDeleted, false)));
  if (!item) throw notFound('Item');
  const draft = isDraftItem(item, item.parentIsDraft === null ? null : { isDraft: item.parentIsDraft });
  if (draft || (item.parentId === null && item.variationCount > 0)) throw unprocessable(EQUIPMENT_MESSAGES.stockItemOnly(item.name));
}

/** Sets a locked unit's meter (never down: 422) and writes the reading to its history. */
export async function setMeter(
  tx: Db,
  tenant: Tenant,
  current: { id: number; meterReading: string; meterType: string },
  next: Decimal.Value,
  accountId: number,
  note = '',
) {
  if (!meterReadingAllowed(current.meterReading, next)) throw unprocessable(EQUIPMENT_MESSAGES.meterBackwards(readableQuantity(current.meterReading)));
  await tx.update(equipment).set({ meterReading: reading(next) }).where(tenant.byId(equipment, current.id));
  const text = `Meter ${readableQuantity(next)} ${meterUnit(current.meterType)}`;
  await recordEvent(tx, tenant, { equipmentId: current.id, kind: 'METER', note: note ? `${text}: ${note}` : text, meterReading: reading(next), accountId });
}

