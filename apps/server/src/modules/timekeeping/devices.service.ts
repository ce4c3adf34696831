import { createHash, randomBytes } from 'node:crypto';
import { deviceConnection, type DeviceRequest } from '@haligi/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { branches, timekeepingDeviceRequests, timekeepingDevices } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { isUniqueViolation } from '../auth/auth.service';
import { pushDeviceUpdated, type DeviceDirectory } from './ingest';

export const DEVICE_MESSAGES = {
  registered: 'Device registered',
  updated: 'Device updated',
  deleted: 'Device deleted',
  taken: (serial: string) => `A device with serial number ${serial} is already registered`,
  noBranch: 'branchId: no such branch in your company',
  notKiosk: 'Only a kiosk device has a kiosk key',
  keyIssued: 'Kiosk key issued: set it up on the phone now, it is shown only once',
} as const;

const selectDevices = (db: Db) =>
  db
    .select({
      id: timekeepingDevices.id,
      serialNumber: timekeepingDevices.serialNumber,
      name: timekeepingDevices.name,
      kind: timekeepingDevices.kind,
      branchId: timekeepingDevices.branchId,
      branchName: branches.name,
      lastSeenAt: timekeepingDevices.lastSeenAt,
      lastIp: timekeepingDevices.lastIp,
      attlogStamp: timekeepingDevices.attlogStamp,
      hasKioskKey: sql<boolean>`${timekeepingDevices.kioskKeyHash} is not null`,
      createdAt: timekeepingDevices.createdAt,
    })
    .from(timekeepingDevices)
    .leftJoin(branches, eq(branches.id, timekeepingDevices.branchId));

type DeviceRow = Awaited<ReturnType<ReturnType<typeof selectDevices>['execute']>>[number];

/** A device as the API answers it: connection worked out by the shared rule. */
export function toDeviceAnswer(row: DeviceRow, now = new Date()) {
  return {
    id: row.id,
    serialNumber: row.serialNumber,
    name: row.name,
    kind: row.kind,
    branch: row.branchId ? { id: row.branchId, name: row.branchName ?? '' } : null,
    lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
    lastIp: row.lastIp,
    connection: deviceConnection(row.lastSeenAt, now),
    attlogStamp: row.attlogStamp,
    hasKioskKey: row.hasKioskKey,
    createdAt: row.createdAt.toISOString(),
  };
}

export const hashKioskKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Terminals and kiosks of a company, the pending (unknown) serials, kiosk keys. */
export class DevicesService {
  constructor(
    private context: Pick<AppContext, 'realtime'>,
    private directory: DeviceDirectory,
  ) {}

  private live = (tenant: Tenant, ...more: Parameters<Tenant['where']>[1][]) => tenant.where(timekeepingDevices, eq(timekeepingDevices.isDeleted, false), ...more);

  async find(tenant: Tenant, id: number) {
    const [row] = await selectDevices(tenant.db).where(this.live(tenant, eq(timekeepingDevices.id, id)));
    if (!row) throw notFound('Device');
    return toDeviceAnswer(row);
  }

  private async checkBranch(tenant: Tenant, branchId: number | null | undefined) {
    if (branchId == null) return;
    const [branch] = await tenant.db.select({ id: branches.id }).from(branches).where(tenant.where(branches, eq(branches.id, branchId), eq(branches.isDeleted, false)));
    if (!branch) throw badRequest([DEVICE_MESSAGES.noBranch]);
  }

  /** POST /timekeeping/device: 409 when the serial is registered in any company; adopts its pending request. */
  async register(tenant: Tenant, input: DeviceRequest) {
    await this.checkBranch(tenant, input.branchId);
    let id: number;
    try {
      id = await tenant.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: timekeepingDevices.id })
          .from(timekeepingDevices)
          .where(and(eq(timekeepingDevices.serialNumber, input.serialNumber), eq(timekeepingDevices.isDeleted, false)));
        if (taken) throw conflict(DEVICE_MESSAGES.taken(input.serialNumber));
        const [created] = await tx
          .insert(timekeepingDevices)
          .values(tenant.values({ serialNumber: input.serialNumber, name: input.name, branchId: input.branchId ?? null, kind: input.kind }))
          .returning({ id: timekeepingDevices.id });
        // The serial that knocked is adopted: its pending entry goes.
        await tx.delete(timekeepingDeviceRequests).where(eq(timekeepingDeviceRequests.serialNumber, input.serialNumber));
        return created.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DEVICE_MESSAGES.taken(input.serialNumber));
      throw error;
    }
    this.directory.forget(input.serialNumber);
    const data = await this.find(tenant, id);
    pushDeviceUpdated(this.context, tenant.companyId, { deviceId: id, serialNumber: data.serialNumber, lastSeenAt: null, lastIp: '', punches: 0, action: 'registered' });
    return { data, message: DEVICE_MESSAGES.registered };
  }

  /** PATCH /timekeeping/device/{id}: the fields sent (name, branchId). */
  async update(tenant: Tenant, id: number, input: { name?: string; branchId?: number | null }) {
    const current = await this.find(tenant, id);
    if (input.branchId !== undefined) await this.checkBranch(tenant, input.branchId);
    const changes: Partial<typeof timekeepingDevices.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.branchId !== undefined) changes.branchId = input.branchId;
    if (Object.keys(changes).length) {
      await tenant.db.update(timekeepingDevices).set({ ...changes, updatedAt: new Date() }).where(this.live(tenant, eq(timekeepingDevices.id, id)));
    }
    pushDeviceUpdated(this.context, tenant.companyId, { deviceId: id, serialNumber: current.serialNumber, lastSeenAt: current.lastSeenAt, lastIp: current.lastIp, punches: 0, action: 'updated' });
    return { data: await this.find(tenant, id), message: DEVICE_MESSAGES.updated };
  }

  /** DELETE /timekeeping/device/{id}: kept, marked deleted; its serial is refused from then on (and may be registered again). */
  async remove(tenant: Tenant, id: number) {
    const current = await this.find(tenant, id);
    await tenant.db.update(timekeepingDevices).set({ isDeleted: true, kioskKeyHash: null, updatedAt: new Date() }).where(this.live(tenant, eq(timekeepingDevices.id, id)));
    this.directory.forget(current.serialNumber);
    pushDeviceUpdated(this.context, tenant.companyId, { deviceId: id, serialNumber: current.serialNumber, lastSeenAt: current.lastSeenAt, lastIp: current.lastIp, punches: 0, action: 'deleted' });
    return { message: DEVICE_MESSAGES.deleted };
  }

  /** POST /timekeeping/device/{id}/kiosk-key: a new key (the old one stops working), answered once, stored as its SHA-256. */
  async issueKioskKey(tenant: Tenant, id: number) {
    const device = await this.find(tenant, id);
    if (device.kind !== 'KIOSK') throw unprocessable(DEVICE_MESSAGES.notKiosk);
    const key = randomBytes(24).toString('base64url');
    await tenant.db.update(timekeepingDevices).set({ kioskKeyHash: hashKioskKey(key), updatedAt: new Date() }).where(this.live(tenant, eq(timekeepingDevices.id, id)));
    return { data: { key, setupPath: `/preview/timekeeping#key=${key}` }, message: DEVICE_MESSAGES.keyIssued };
  }

  /**
   * GET /timekeeping/device/requests: serials not registered anywhere that knocked, newest first.
   * Every company's device screen sees them (that is how one is accepted); the IP is not shown.
   */
  async pending(db: Db) {
    const rows = await db
      .select({ serialNumber: timekeepingDeviceRequests.serialNumber, firstSeenAt: timekeepingDeviceRequests.firstSeenAt, lastSeenAt: timekeepingDeviceRequests.lastSeenAt, hits: timekeepingDeviceRequests.hits })
      .from(timekeepingDeviceRequests)
      .where(sql`not exists (select 1 from timekeeping_devices d where d.serial_number = ${timekeepingDeviceRequests.serialNumber} and d.is_deleted = false)`)
      .orderBy(desc(timekeepingDeviceRequests.lastSeenAt))
      .limit(100);
    return rows.map((r) => ({ ...r, firstSeenAt: r.firstSeenAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString() }));
  }

  async selectList(tenant: Tenant) {
    return tenant.db
      .select({ label: sql<string>`${timekeepingDevices.name} || ' (' || ${timekeepingDevices.serialNumber} || ')'`, value: timekeepingDevices.serialNumber })
      .from(timekeepingDevices)
      .where(this.live(tenant))
      .orderBy(asc(timekeepingDevices.name));
  }

  table(tenant: Tenant): TableSource<ReturnType<typeof toDeviceAnswer>> {
    return {
      sortable: { name: timekeepingDevices.name, serialNumber: timekeepingDevices.serialNumber, lastSeenAt: timekeepingDevices.lastSeenAt, createdAt: timekeepingDevices.createdAt },
      searchable: { name: timekeepingDevices.name, serialNumber: timekeepingDevices.serialNumber },
      filters: { kind: (value) => eq(timekeepingDevices.kind, value) },
      baseWhere: this.live(tenant),
      idColumn: timekeepingDevices.id,
      list: async (where, orderBy, limit, offset) => {
        const now = new Date();
        return (await selectDevices(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((row) => toDeviceAnswer(row, now));
      },
      count: async (where) => (await tenant.db.select({ n: count() }).from(timekeepingDevices).where(where))[0].n,
    };
  }
}
