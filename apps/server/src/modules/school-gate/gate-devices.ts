import { createHash, randomBytes } from 'node:crypto';
import { PUSH, schoolDeviceConnection, type SchoolDeviceConnection } from '@haligi/shared';
import type { AppContext } from '../../context';

/** The header an HTTP reader sends its licence key in (issue 18). */
export const DEVICE_KEY_HEADER = 'x-device-key';

/** A licence key: 32 URL-safe characters (24 random bytes), shown once; only its SHA-256 is kept. */
export const newLicenceKey = () => randomBytes(24).toString('base64url');
export const hashLicenceKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** How long a key's or serial's lookup is trusted in this process (a change elsewhere shows within this). */
const LOOKUP_CACHE_MS = 5_000;
/** A device's lastSeenAt is written and pushed at most this often (readers tap many times a second at 7 AM). */
export const GATE_DEVICE_TOUCH_MS = 10_000;

/** An active gate device as the tap path needs it. */
export interface GateDevice {
  id: number;
  companyId: number;
  gateId: number;
  name: string;
  gateName: string;
  serialNumber: string | null;
  attlogStamp: string;
}

export interface SchoolDeviceUpdatedPayload {
  deviceId: number;
  gateId: number | null;
  lastSeenAt: string | null;
  connection: SchoolDeviceConnection;
  action: 'seen' | 'created' | 'updated' | 'activated' | 'deactivated' | 'deleted' | 'key-regenerated';
}

export interface SchoolTapPayload {
  logId: number;
  deviceId: number;
  gateId: number;
  personType: 'student' | 'guardian';
  action: 'check_in' | 'check_out';
  schoolDate: string;
  tappedAt: string;
}

const emitTo = (context: Pick<AppContext, 'realtime'>, companyId: number, event: string, payload: unknown) => {
  if (context.realtime.closing) return;
  (context.realtime.io.to(`company:${companyId}`) as unknown as { emit(event: string, payload: unknown): void }).emit(event, payload);
};

/** `school-device-updated` to the company room: no names, the device screen reads the row back. */
export const pushSchoolDevice = (context: Pick<AppContext, 'realtime'>, companyId: number, payload: SchoolDeviceUpdatedPayload) =>
  emitTo(context, companyId, PUSH.schoolDeviceUpdated, payload);

/** `school-tap` to the company room when a tap is stored: no names, an open log reloads. */
export const pushSchoolTap = (context: Pick<AppContext, 'realtime'>, companyId: number, payload: SchoolTapPayload) => emitTo(context, companyId, PUSH.schoolTap, payload);

const SELECT_DEVICE = `select d.id, d.company_id as "companyId", d.gate_id as "gateId", d.name, g.name as "gateName",
    d.serial_number as "serialNumber", d.attlog_stamp as "attlogStamp"
  from school_devices d join school_gates g on g.id = d.gate_id
  where d.is_active and not d.is_deleted and not g.is_deleted`;

/**
 * Active gate devices by licence key hash or push serial, cached briefly in this process; `forget`
 * after any change here. Contacts are written and pushed at most once per GATE_DEVICE_TOUCH_MS.
 */
export class GateDeviceDirectory {
  private byKey = new Map<string, { device: GateDevice | null; until: number }>();
  private bySerial = new Map<string, { device: GateDevice | null; until: number }>();
  private touched = new Map<number, number>();

  constructor(private context: Pick<AppContext, 'database' | 'realtime'>) {}

  private async lookup(cache: Map<string, { device: GateDevice | null; until: number }>, key: string, condition: string): Promise<GateDevice | null> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.device;
    const [row] = await this.context.database.query<GateDevice>(`${SELECT_DEVICE} and ${condition}`, [key]);
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { device: row ?? null, until: now + LOOKUP_CACHE_MS });
    return row ?? null;
  }

  /** The active device holding this licence key, or null. */
  byLicenceKey(key: string): Promise<GateDevice | null> {
    return this.lookup(this.byKey, hashLicenceKey(key), 'd.licence_key_hash = $1');
  }

  /** The active device registered with this push serial, or null. */
  bySerialNumber(serial: string): Promise<GateDevice | null> {
    return this.lookup(this.bySerial, serial, 'd.serial_number = $1');
  }

  /** Forget every cached lookup (a device was changed, deactivated, deleted or given a new key). */
  forget() {
    this.byKey.clear();
    this.bySerial.clear();
  }

  /** A contact (tap, poll, upload): lastSeenAt and IP written and `school-device-updated` pushed, throttled. */
  async touch(device: GateDevice, ip: string, extra: { stamp?: string } = {}) {
    const now = Date.now();
    const stampChanged = extra.stamp !== undefined && extra.stamp !== device.attlogStamp;
    if (now - (this.touched.get(device.id) ?? 0) < GATE_DEVICE_TOUCH_MS && !stampChanged) return;
    this.touched.set(device.id, now);
    if (this.touched.size > 10_000) this.touched.clear();
    if (stampChanged) device.attlogStamp = extra.stamp!;
    const seen = new Date(now);
    await this.context.database.query(`update school_devices set last_seen_at = $2, last_ip = $3, attlog_stamp = coalesce($4, attlog_stamp) where id = $1`, [
      device.id,
      seen.toISOString(),
      ip.slice(0, 64),
      stampChanged ? extra.stamp : null,
    ]);
    pushSchoolDevice(this.context, device.companyId, { deviceId: device.id, gateId: device.gateId, lastSeenAt: seen.toISOString(), connection: schoolDeviceConnection(seen, seen), action: 'seen' });
  }

  /** Next contact writes again (after a change of the device, so the screen is current). */
  untouch(deviceId: number) {
    this.touched.delete(deviceId);
  }
}
