import { schoolDeviceConnection, type GateRequest, type SchoolDeviceRequest } from '@haligi/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { schoolDevices, schoolGates, timekeepingDeviceRequests } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { isUniqueViolation } from '../auth/auth.service';
import { newLicenceKey, hashLicenceKey, pushSchoolDevice, type GateDeviceDirectory, type SchoolDeviceUpdatedPayload } from './gate-devices';

export const GATE_MESSAGES = {
  gateCreated: 'Gate created',
  gateUpdated: 'Gate updated',
  gateDeleted: 'Gate deleted',
  gateHasDevices: 'This gate still has devices: move or delete them first',
  noGate: 'gateId: no such gate in your company',
  deviceCreated: 'Device created: copy its licence key now, it is shown only once',
  deviceUpdated: 'Device updated',
  deviceDeleted: 'Device deleted',
  activated: 'Device activated',
  deactivated: 'Device deactivated: its taps are refused until it is activated again',
  keyRegenerated: 'New licence key issued: copy it now, it is shown only once; the old key no longer works',
  serialTaken: (serial: string) => `A device with serial number ${serial} is already registered`,
} as const;

const gateRow = (db: Db) =>
  db
    .select({
      id: schoolGates.id,
      name: schoolGates.name,
      deviceCount: sql<number>`(select count(*)::int from school_devices d where d.gate_id = "school_gates"."id" and not d.is_deleted)`,
      createdAt: schoolGates.createdAt,
      updatedAt: schoolGates.updatedAt,
    })
    .from(schoolGates);

type GateRow = Awaited<ReturnType<ReturnType<typeof gateRow>['execute']>>[number];
const toGate = (row: GateRow) => ({ id: row.id, name: row.name, deviceCount: Number(row.deviceCount), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

const deviceRow = (db: Db) =>
  db
    .select({
      id: schoolDevices.id,
      name: schoolDevices.name,
      gateId: schoolDevices.gateId,
      gateName: schoolGates.name,
      serialNumber: schoolDevices.serialNumber,
      isActive: schoolDevices.isActive,
      lastSeenAt: schoolDevices.lastSeenAt,
      lastIp: schoolDevices.lastIp,
      createdAt: schoolDevices.createdAt,
      updatedAt: schoolDevices.updatedAt,
    })
    .from(schoolDevices)
    .innerJoin(schoolGates, eq(schoolGates.id, schoolDevices.gateId));

type DeviceRow = Awaited<ReturnType<ReturnType<typeof deviceRow>['execute']>>[number];

/** A device licence as the API answers it (never its key); connection by the shared rule. */
export function toSchoolDevice(row: DeviceRow, now = new Date()) {
  return {
    id: row.id,
    name: row.name,
    gate: { id: row.gateId, name: row.gateName },
    serialNumber: row.serialNumber,
    isActive: row.isActive,
    lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
    lastIp: row.lastIp,
    connection: schoolDeviceConnection(row.lastSeenAt, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type SchoolDeviceAnswer = ReturnType<typeof toSchoolDevice>;

/** The condition "heard from within the online window", in SQL (the connection filter). */
const onlineSql = sql`${schoolDevices.lastSeenAt} > now() - make_interval(secs => 120)`;

/** Gates and the device licences at them (issue 18, docs/api/school-gate.md). */
export class SchoolGateService {
  constructor(
    private context: Pick<AppContext, 'realtime'>,
    private directory: GateDeviceDirectory,
  ) {}

  private liveGate = (tenant: Tenant, ...more: (ReturnType<typeof eq> | undefined)[]) => tenant.where(schoolGates, eq(schoolGates.isDeleted, false), ...more);
  private liveDevice = (tenant: Tenant, ...more: (ReturnType<typeof eq> | undefined)[]) => tenant.where(schoolDevices, eq(schoolDevices.isDeleted, false), ...more);

  async gate(tenant: Tenant, id: number) {
    const [row] = await gateRow(tenant.db).where(this.liveGate(tenant, eq(schoolGates.id, id)));
    if (!row) throw notFound('Gate');
    return toGate(row);
  }

  async createGate(tenant: Tenant, input: GateRequest) {
    const [row] = await tenant.db.insert(schoolGates).values(tenant.values({ name: input.name })).returning({ id: schoolGates.id, name: schoolGates.name });
    return { data: { id: row.id, name: row.name }, message: GATE_MESSAGES.gateCreated };
  }

  async updateGate(tenant: Tenant, id: number, input: Partial<GateRequest>) {
    await this.gate(tenant, id);
    if (input.name !== undefined) await tenant.db.update(schoolGates).set({ name: input.name, updatedAt: new Date() }).where(this.liveGate(tenant, eq(schoolGates.id, id)));
    this.directory.forget();
    return { data: await this.gate(tenant, id), message: GATE_MESSAGES.gateUpdated };
  }

  /** DELETE /school/gate/{id}: kept, marked deleted; refused (409) while live devices are at it. */
  async deleteGate(tenant: Tenant, id: number) {
    const gate = await this.gate(tenant, id);
    if (gate.deviceCount > 0) throw conflict(GATE_MESSAGES.gateHasDevices);
    await tenant.db.update(schoolGates).set({ isDeleted: true, updatedAt: new Date() }).where(this.liveGate(tenant, eq(schoolGates.id, id)));
    return { message: GATE_MESSAGES.gateDeleted };
  }

  gateTable(tenant: Tenant): TableSource<ReturnType<typeof toGate>> {
    return {
      sortable: { name: schoolGates.name, createdAt: schoolGates.createdAt },
      searchable: { name: schoolGates.name },
      baseWhere: this.liveGate(tenant),
      idColumn: schoolGates.id,
      list: async (where, orderBy, limit, offset) => (await gateRow(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toGate),
      count: async (where) => (await tenant.db.select({ n: count() }).from(schoolGates).where(where))[0].n,
    };
  }

  gateList(tenant: Tenant) {
    return tenant.db.select({ label: schoolGates.name, value: schoolGates.id }).from(schoolGates).where(this.liveGate(tenant)).orderBy(asc(schoolGates.name), asc(schoolGates.id));
  }

  async device(tenant: Tenant, id: number) {
    const [row] = await deviceRow(tenant.db).where(this.liveDevice(tenant, eq(schoolDevices.id, id)));
    if (!row) throw notFound('Device');
    return toSchoolDevice(row);
  }

  private async checkGate(tenant: Tenant, gateId: number) {
    const [gate] = await tenant.db.select({ id: schoolGates.id }).from(schoolGates).where(this.liveGate(tenant, eq(schoolGates.id, gateId)));
    if (!gate) throw badRequest([GATE_MESSAGES.noGate]);
  }

  /** A push serial must not be registered to any live device, school or timekeeping, in any company. */
  private async checkSerial(db: Db, serial: string, exceptId?: number) {
    const [taken] = await db.execute(sql`
      select 1 from school_devices where serial_number = ${serial} and not is_deleted and id <> ${exceptId ?? 0}
      union all select 1 from timekeeping_devices where serial_number = ${serial} and not is_deleted limit 1`).then((r) => (r as unknown as { rows: unknown[] }).rows);
    if (taken) throw conflict(GATE_MESSAGES.serialTaken(serial));
  }

  private push(tenant: Tenant, device: SchoolDeviceAnswer, action: SchoolDeviceUpdatedPayload['action']) {
    this.directory.forget();
    this.directory.untouch(device.id);
    pushSchoolDevice(this.context, tenant.companyId, { deviceId: device.id, gateId: device.gate.id, lastSeenAt: device.lastSeenAt, connection: device.connection, action });
  }

  /** POST /school/device: a licence at a gate; the key answered once, only its SHA-256 kept. */
  async createDevice(tenant: Tenant, input: SchoolDeviceRequest) {
    await this.checkGate(tenant, input.gateId);
    const licenceKey = newLicenceKey();
    let id: number;
    try {
      id = await tenant.db.transaction(async (tx) => {
        if (input.serialNumber) await this.checkSerial(tx as unknown as Db, input.serialNumber);
        const [row] = await tx
          .insert(schoolDevices)
          .values(tenant.values({ gateId: input.gateId, name: input.name, serialNumber: input.serialNumber ?? null, licenceKeyHash: hashLicenceKey(licenceKey) }))
          .returning({ id: schoolDevices.id });
        // A serial that knocked on the push protocol before is adopted: its pending request goes.
        if (input.serialNumber) await tx.delete(timekeepingDeviceRequests).where(eq(timekeepingDeviceRequests.serialNumber, input.serialNumber));
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error) && input.serialNumber) throw conflict(GATE_MESSAGES.serialTaken(input.serialNumber));
      throw error;
    }
    const device = await this.device(tenant, id);
    this.push(tenant, device, 'created');
    return { data: { ...device, licenceKey }, message: GATE_MESSAGES.deviceCreated };
  }

  /** PATCH /school/device/{id}: name, gate and push serial (null clears it), the fields sent. */
  async updateDevice(tenant: Tenant, id: number, input: Partial<SchoolDeviceRequest>) {
    const current = await this.device(tenant, id);
    if (input.gateId !== undefined) await this.checkGate(tenant, input.gateId);
    const changes: Partial<typeof schoolDevices.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.gateId !== undefined) changes.gateId = input.gateId;
    if (input.serialNumber !== undefined && input.serialNumber !== current.serialNumber) {
      changes.serialNumber = input.serialNumber;
      changes.attlogStamp = '0';
    }
    if (Object.keys(changes).length) {
      try {
        await tenant.db.transaction(async (tx) => {
          if (changes.serialNumber) await this.checkSerial(tx as unknown as Db, changes.serialNumber, id);
          await tx.update(schoolDevices).set({ ...changes, updatedAt: new Date() }).where(this.liveDevice(tenant, eq(schoolDevices.id, id)));
          if (changes.serialNumber) await tx.delete(timekeepingDeviceRequests).where(eq(timekeepingDeviceRequests.serialNumber, changes.serialNumber));
        });
      } catch (error) {
        if (isUniqueViolation(error) && changes.serialNumber) throw conflict(GATE_MESSAGES.serialTaken(changes.serialNumber));
        throw error;
      }
    }
    const device = await this.device(tenant, id);
    this.push(tenant, device, 'updated');
    return { data: device, message: GATE_MESSAGES.deviceUpdated };
  }

  async setActive(tenant: Tenant, id: number, isActive: boolean) {
    await this.device(tenant, id);
    await tenant.db.update(schoolDevices).set({ isActive, updatedAt: new Date() }).where(this.liveDevice(tenant, eq(schoolDevices.id, id)));
    const device = await this.device(tenant, id);
    this.push(tenant, device, isActive ? 'activated' : 'deactivated');
    return { data: device, message: isActive ? GATE_MESSAGES.activated : GATE_MESSAGES.deactivated };
  }

  /** POST /school/device/{id}/licence-key: a new key (the old one stops working), answered once. */
  async regenerateKey(tenant: Tenant, id: number) {
    await this.device(tenant, id);
    const licenceKey = newLicenceKey();
    await tenant.db.update(schoolDevices).set({ licenceKeyHash: hashLicenceKey(licenceKey), updatedAt: new Date() }).where(this.liveDevice(tenant, eq(schoolDevices.id, id)));
    const device = await this.device(tenant, id);
    this.push(tenant, device, 'key-regenerated');
    return { data: { id, licenceKey }, message: GATE_MESSAGES.keyRegenerated };
  }

  /** DELETE /school/device/{id}: kept (its logs point at it), marked deleted; its key and serial stop working. */
  async deleteDevice(tenant: Tenant, id: number) {
    const device = await this.device(tenant, id);
    await tenant.db.update(schoolDevices).set({ isDeleted: true, isActive: false, updatedAt: new Date() }).where(this.liveDevice(tenant, eq(schoolDevices.id, id)));
    this.push(tenant, device, 'deleted');
    return { message: GATE_MESSAGES.deviceDeleted };
  }

  deviceTable(tenant: Tenant): TableSource<SchoolDeviceAnswer> {
    return {
      sortable: { name: schoolDevices.name, gate: schoolGates.name, serialNumber: schoolDevices.serialNumber, lastSeenAt: schoolDevices.lastSeenAt, createdAt: schoolDevices.createdAt },
      searchable: { name: schoolDevices.name, serialNumber: schoolDevices.serialNumber },
      filters: {
        gateId: (value) => eq(schoolDevices.gateId, filterId('gateId', value)),
        isActive: (value) => {
          if (value !== 'true' && value !== 'false') throw badRequest(['filters: isActive must be true or false']);
          return eq(schoolDevices.isActive, value === 'true');
        },
        connection: (value) => {
          if (value === 'online') return onlineSql;
          if (value === 'offline') return sql`not coalesce(${onlineSql}, false)`;
          throw badRequest(['filters: connection must be online or offline']);
        },
      },
      baseWhere: this.liveDevice(tenant),
      idColumn: schoolDevices.id,
      list: async (where, orderBy, limit, offset) => {
        const now = new Date();
        return (await deviceRow(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((row) => toSchoolDevice(row, now));
      },
      count: async (where) => (await tenant.db.select({ n: count() }).from(schoolDevices).innerJoin(schoolGates, eq(schoolGates.id, schoolDevices.gateId)).where(where))[0].n,
    };
  }

  /** The attendance log's Device filter: every device of the company, deleted ones too (their logs remain). */
  deviceList(tenant: Tenant) {
    return tenant.db
      .select({ label: sql<string>`${schoolDevices.name} || ' (' || ${schoolGates.name} || ')' || case when ${schoolDevices.isDeleted} then ' — deleted' else '' end`, value: schoolDevices.id })
      .from(schoolDevices)
      .innerJoin(schoolGates, eq(schoolGates.id, schoolDevices.gateId))
      .where(and(eq(schoolDevices.companyId, tenant.companyId)))
      .orderBy(asc(schoolDevices.isDeleted), asc(schoolDevices.name), asc(schoolDevices.id));
  }
}
