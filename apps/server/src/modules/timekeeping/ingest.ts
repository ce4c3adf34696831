import type { DevicePunch, PunchSource } from '@haligi/shared';
import { PUSH } from '@haligi/shared';
import type { AppContext } from '../../context';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

/** A registered device as the protocol needs it (the device cache holds these). */
export interface KnownDevice {
  id: number;
  companyId: number;
  serialNumber: string;
  attlogStamp: string;
  kind: string;
}

/** Rows per INSERT statement: the values travel as six arrays, so the size is not bound by the 65,535 parameters. */
export const INGEST_CHUNK = 5000;
/** How long a serial's lookup is trusted in this process (a registration elsewhere shows within this). */
const DEVICE_CACHE_MS = 15_000;
/** A device's lastSeenAt is written and pushed at most this often (terminals poll every few seconds). */
export const DEVICE_TOUCH_MS = 10_000;

/**
 * One multi-row statement: the punches as arrays, unnested, each biometric id matched to the
 * company's live employee in the same statement (a left join on the unique biometric index), stored
 * once by the unique key (`ON CONFLICT DO NOTHING`). Answers the rows inserted.
 */
function insertStatement(
  target: { companyId: number; deviceId: number | null; deviceSerial: string; source: PunchSource },
  chunk: readonly (DevicePunch & { photoFileId?: number | null })[],
) {
  const param = (values: unknown[]) => sql.param(values);
  return sql`with v as (
      select * from unnest(${param(chunk.map((p) => p.biometricId))}::text[], ${param(chunk.map((p) => p.punchedAt.toISOString()))}::timestamptz[],
        ${param(chunk.map((p) => p.status))}::int2[], ${param(chunk.map((p) => p.verify))}::int2[], ${param(chunk.map((p) => p.workCode))}::text[],
        ${param(chunk.map((p) => p.photoFileId ?? null))}::int[]) as v(biometric_id, punched_at, status, verify, work_code, photo_file_id)
    ), inserted as (
      insert into timekeeping_raw_logs (company_id, device_id, device_serial, biometric_id, punched_at, status, verify, work_code, source, employee_id, photo_file_id)
      select ${target.companyId}::int, ${target.deviceId}::int, ${target.deviceSerial}::text, v.biometric_id, v.punched_at, v.status, v.verify, v.work_code, ${target.source}::text, e.id, v.photo_file_id
      from v
      left join employees e on e.company_id = ${target.companyId}::int and e.biometric_id = v.biometric_id and e.is_deleted = false
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from inserted`;
}

/** Stores punches raw, exactly once (on `db` or a transaction); answers how many were new (the rest were already stored). */
export async function ingestPunches(
  db: Db,
  target: { companyId: number; deviceId: number | null; deviceSerial: string; source: PunchSource },
  punches: readonly (DevicePunch & { photoFileId?: number | null })[],
): Promise<{ inserted: number; duplicates: number }> {
  let inserted = 0;
  for (let start = 0; start < punches.length; start += INGEST_CHUNK) {
    const result = (await db.execute(insertStatement(target, punches.slice(start, start + INGEST_CHUNK)))) as unknown as { rows: { n: number }[] };
    inserted += Number(result.rows[0].n);
  }
  return { inserted, duplicates: punches.length - inserted };
}

/**
 * Registered devices by serial, cached briefly in this process (a handful of terminals poll every
 * few seconds each); `forget` after a register, change or delete here.
 */
export class DeviceDirectory {
  private cache = new Map<string, { device: KnownDevice | null; until: number }>();
  private touched = new Map<number, number>();

  constructor(private context: Pick<AppContext, 'database' | 'realtime'>) {}

  async find(serial: string): Promise<KnownDevice | null> {
    const now = Date.now();
    const hit = this.cache.get(serial);
    if (hit && hit.until > now) return hit.device;
    const [row] = await this.context.database.query<KnownDevice>(
      `select id, company_id as "companyId", serial_number as "serialNumber", attlog_stamp as "attlogStamp", kind
       from timekeeping_devices where serial_number = $1 and is_deleted = false`,
      [serial],
    );
    const device = row ?? null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(serial, { device, until: now + DEVICE_CACHE_MS });
    return device;
  }

  forget(serial?: string) {
    if (serial === undefined) this.cache.clear();
    else this.cache.delete(serial);
  }

  /**
   * A contact: lastSeenAt and lastIp (and the ATTLOG stamp when sent) written, and
   * `timekeeping-device-updated` pushed to the owning company, at most once per DEVICE_TOUCH_MS per
   * device unless a stamp or punches make it worth it.
   */
  async touch(device: KnownDevice, ip: string, extra: { stamp?: string; punches?: number } = {}) {
    const now = Date.now();
    const last = this.touched.get(device.id) ?? 0;
    const stampChanged = extra.stamp !== undefined && extra.stamp !== device.attlogStamp;
    if (now - last < DEVICE_TOUCH_MS && !stampChanged) return;
    this.touched.set(device.id, now);
    const lastSeenAt = new Date(now);
    if (stampChanged) device.attlogStamp = extra.stamp!;
    await this.context.database.query(
      `update timekeeping_devices set last_seen_at = $2, last_ip = $3, attlog_stamp = coalesce($4, attlog_stamp) where id = $1`,
      [device.id, lastSeenAt.toISOString(), ip.slice(0, 64), stampChanged ? extra.stamp : null],
    );
    pushDeviceUpdated(this.context, device.companyId, { deviceId: device.id, serialNumber: device.serialNumber, lastSeenAt: lastSeenAt.toISOString(), lastIp: ip, punches: extra.punches ?? 0 });
  }

  /** An unknown serial knocked: the one thing kept (hits, last seen, IP). */
  async recordRequest(serial: string, ip: string) {
    await this.context.database.query(
      `insert into timekeeping_device_requests (serial_number, last_ip) values ($1, $2)
       on conflict (serial_number) do update set hits = timekeeping_device_requests.hits + 1, last_seen_at = now(), last_ip = excluded.last_ip`,
      [serial, ip.slice(0, 64)],
    );
  }
}

export interface DeviceUpdatedPayload {
  deviceId: number | null;
  serialNumber: string;
  lastSeenAt: string | null;
  lastIp: string;
  /** Punches newly stored by the contact (0 for polls). */
  punches: number;
  action?: 'seen' | 'registered' | 'updated' | 'deleted' | 'requested';
}

export function pushDeviceUpdated(context: Pick<AppContext, 'realtime'>, companyId: number, payload: DeviceUpdatedPayload) {
  if (context.realtime.closing) return;
  (context.realtime.io.to(`company:${companyId}`) as unknown as { emit(event: string, payload: unknown): void }).emit(PUSH.timekeepingDeviceUpdated, { action: 'seen', ...payload });
}
