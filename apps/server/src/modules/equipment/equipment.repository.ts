import { desc, eq, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { accounts, equipment, equipmentEvents, projects, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { accountName } from '../boards/board.repository';

/** Runs work in one transaction with the tenant bound to it: a refused call changes nothing. */
export function inTransaction<T>(tenant: Tenant, work: (tx: Db, scoped: Tenant) => Promise<T>): Promise<T> {
  return tenant.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    return work(tx, tenant.on(tx));
  });
}

export const liveEquipment = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => tenant.where(equipment, eq(equipment.isDeleted, false), ...conditions);

export const selectEquipment = (db: Db) =>
  db
    .select({
      id: equipment.id,
      code: equipment.code,
      name: equipment.name,
      type: equipment.type,
      status: equipment.status,
      projectId: equipment.projectId,
      projectName: projects.name,
      warehouseId: equipment.warehouseId,
      warehouseName: warehouses.name,
      meterType: equipment.meterType,
      meterReading: equipment.meterReading,
      plateNumber: equipment.plateNumber,
      serialNumber: equipment.serialNumber,
      acquisitionCost: equipment.acquisitionCost,
      acquiredAt: equipment.acquiredAt,
      createdAt: equipment.createdAt,
      updatedAt: equipment.updatedAt,
    })
    .from(equipment)
    .leftJoin(projects, eq(projects.id, equipment.projectId))
    .leftJoin(warehouses, eq(warehouses.id, equipment.warehouseId));

type EquipmentRow = Awaited<ReturnType<ReturnType<typeof selectEquipment>['execute']>>[number];

/** `{id, code, name, type, status, project: {id, name}|null, warehouse: {id, name}|null, meterType, meterReading, plateNumber, serialNumber, acquisitionCost, acquiredAt, createdAt, updatedAt}` */
export const toEquipmentAnswer = ({ projectId, projectName, warehouseId, warehouseName, ...row }: EquipmentRow) => ({
  ...row,
  project: projectId !== null ? { id: projectId, name: projectName ?? '' } : null,
  warehouse: warehouseId !== null ? { id: warehouseId, name: warehouseName ?? '' } : null,
});

/** One line of a unit's history, in the caller's transaction. */
export async function recordEvent(
  tx: Db,
  tenant: Tenant,
  event: { equipmentId: number; kind: string; note: string; meterReading?: string | null; accountId: number | null },
) {
  await tx.insert(equipmentEvents).values(
    tenant.values({ equipmentId: event.equipmentId, kind: event.kind, note: event.note, meterReading: event.meterReading ?? null, accountId: event.accountId }),
  );
}

/** A unit's history, newest first. */
export async function historyOf(db: Db, tenant: Tenant, equipmentId: number) {
  const rows = await db
    .select({
      id: equipmentEvents.id,
      kind: equipmentEvents.kind,
      note: equipmentEvents.note,
      meterReading: equipmentEvents.meterReading,
      createdAt: equipmentEvents.createdAt,
      accountId: accounts.id,
      accountName,
    })
    .from(equipmentEvents)
    .leftJoin(accounts, eq(accounts.id, equipmentEvents.accountId))
    .where(tenant.where(equipmentEvents, eq(equipmentEvents.equipmentId, equipmentId)))
    .orderBy(desc(equipmentEvents.createdAt), desc(equipmentEvents.id));
  return rows.map(({ accountId, accountName: name, ...row }) => ({ ...row, by: accountId !== null ? { id: accountId, name } : null }));
}

/** The unit locked for the rest of the transaction (404 when not a live unit of the company). */
export async function lockEquipment(tx: Db, tenant: Tenant, id: number) {
  const [row] = await tx.select().from(equipment).where(liveEquipment(tenant, eq(equipment.id, id))).for('update');
  return row;
}

