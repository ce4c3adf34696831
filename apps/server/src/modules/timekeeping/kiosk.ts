import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { kioskPunchRequest, toManilaIso } from '@haligi/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { badRequest, HttpError, parseInput, unauthorized, unprocessable } from '../../http/errors';
import { MAX_UPLOAD_BYTES } from '../files/files.routes';
import { hashKioskKey } from './devices.service';
import { ingestPunches, pushDeviceUpdated } from './ingest';

/** The header a kiosk phone sends its key in (set up once from the device screen, kept in the phone's storage). */
export const KIOSK_KEY_HEADER = 'x-kiosk-key';
export const KIOSK_MESSAGES = {
  badKey: 'This kiosk is not set up or its key was replaced. Ask an administrator to set it up again.',
  keyRequired: `${KIOSK_KEY_HEADER}: is required (set up this phone as a kiosk from the devices screen)`,
  unknownEmployee: (id: string) => `No employee has biometric ID ${id}`,
  photoRequired: 'photo: a photo is required',
  photoType: 'photo: the photo must be a JPEG, PNG or WebP image',
  punched: 'Punch recorded',
} as const;
const PHOTO_TYPES: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

interface Kiosk {
  id: number;
  companyId: number;
  serialNumber: string;
  name: string;
  companyName: string;
}

/** The phone kiosk of /preview/timekeeping (decision 0049). */
export class KioskService {
  constructor(private context: AppContext) {}

  /** The kiosk whose key the request carries, or 401. */
  async kioskOf(request: FastifyRequest): Promise<Kiosk> {
    const key = request.headers[KIOSK_KEY_HEADER];
    // No key at all is a malformed request (the page always sends it once set up); a wrong one is 401.
    if (key === undefined || key === '') throw badRequest([KIOSK_MESSAGES.keyRequired]);
    if (typeof key !== 'string' || key.length < 16 || key.length > 200) throw unauthorized(KIOSK_MESSAGES.badKey);
    const [kiosk] = await this.context.database.query<Kiosk>(
      `select d.id, d.company_id as "companyId", d.serial_number as "serialNumber", d.name, c.name as "companyName"
       from timekeeping_devices d join companies c on c.id = d.company_id
       where d.kiosk_key_hash = $1 and d.kind = 'KIOSK' and d.is_deleted = false`,
      [hashKioskKey(key)],
    );
    if (!kiosk) throw unauthorized(KIOSK_MESSAGES.badKey);
    return kiosk;
  }

  async describe(request: FastifyRequest) {
    const kiosk = await this.kioskOf(request);
    await this.touch(kiosk, request.ip);
    return { data: { name: kiosk.name, serialNumber: kiosk.serialNumber, companyName: kiosk.companyName } };
  }

  private async touch(kiosk: Kiosk, ip: string) {
    const now = new Date();
    await this.context.database.query(`update timekeeping_devices set last_seen_at = $2, last_ip = $3 where id = $1`, [kiosk.id, now.toISOString(), ip.slice(0, 64)]);
    pushDeviceUpdated(this.context, kiosk.companyId, { deviceId: kiosk.id, serialNumber: kiosk.serialNumber, lastSeenAt: now.toISOString(), lastIp: ip, punches: 0 });
  }

  /** POST /timekeeping/kiosk/punch (multipart biometricId + photo): stored with source KIOSK and the photo file. */
  async punch(request: FastifyRequest) {
    const kiosk = await this.kioskOf(request);
    if (!request.isMultipart()) throw badRequest(['send biometricId and photo as multipart/form-data']);
    const fields: Record<string, string> = {};
    let photo: { buffer: Buffer; mimeType: string } | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || photo) {
          part.file.resume();
          continue;
        }
        let buffer: Buffer;
        try {
          buffer = await part.toBuffer();
        } catch {
          throw new HttpError(413, `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
        }
        if (part.file.truncated) throw new HttpError(413, `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
        photo = { buffer, mimeType: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    const { biometricId } = parseInput(kioskPunchRequest, fields);
    if (!photo || photo.buffer.length === 0) throw badRequest([KIOSK_MESSAGES.photoRequired]);
    const extension = PHOTO_TYPES[photo.mimeType];
    if (!extension) throw badRequest([KIOSK_MESSAGES.photoType]);
    const [employee] = await this.context.database.query<{ id: number; name: string }>(
      `select id, first_name || ' ' || last_name as name from employees where company_id = $1 and biometric_id = $2 and is_deleted = false`,
      [kiosk.companyId, biometricId],
    );
    if (!employee) throw unprocessable(KIOSK_MESSAGES.unknownEmployee(biometricId));

    const name = `${randomBytes(16).toString('hex')}${extension}`;
    const uploadDir = join(this.context.config.dataDir, 'uploads');
    await mkdir(uploadDir, { recursive: true });
    await writeFile(join(uploadDir, name), photo.buffer);
    const punchedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await this.context.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({ companyId: kiosk.companyId, name, originalName: `kiosk-${biometricId}-${toManilaIso(punchedAt).slice(0, 19).replace(/[:T]/g, '-')}${extension}`, mimeType: photo.mimeType, size: photo.buffer.length })
        .returning({ id: files.id });
      await ingestPunches(tx as never, { companyId: kiosk.companyId, deviceId: kiosk.id, deviceSerial: kiosk.serialNumber, source: 'KIOSK' }, [
        { biometricId, punchedAt, status: 0, verify: 0, workCode: '', photoFileId: file.id },
      ]);
    });
    await this.touch(kiosk, request.ip);
    return { data: { biometricId, employee: { id: employee.id, name: employee.name }, punchedAt: toManilaIso(punchedAt) }, message: KIOSK_MESSAGES.punched };
  }
}
