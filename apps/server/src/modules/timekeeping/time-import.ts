import { randomUUID } from 'node:crypto';
import { IMPORT_SERIAL, MAX_PUNCH_IMPORT_ROWS, parseDatFile, parsePunchRows, toManilaIso, type ImportProgressPayload, type PunchFileResult } from '@haligi/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import { readSheetRows } from '../../lib/spreadsheet';
import type { AppContext } from '../../context';
import { jobs } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, HttpError, notFound, unprocessable } from '../../http/errors';
import type { JobContext } from '../jobs/queue';
import { ingestPunches } from './ingest';

/** The queue job that stores an imported file's punches. */
export const PUNCH_IMPORT_JOB = 'timekeeping.import';
const PREVIEW_STATE = 'PREVIEW';
/** Punches stored per transaction; an `import-progress` push follows each batch. */
export const PUNCH_IMPORT_BATCH = 2000;
const PREVIEW_TTL_HOURS = 24;
/** Rows of the preview answer (the whole file is checked; the first ones are shown). */
const PREVIEW_ROWS = 100;

/** A punch as the job keeps it: [biometric id, ISO instant, status, verify, work code]. */
type StoredPunch = [string, string, number, number, string];
interface PunchImportPayload {
  importId: string;
  accountId: number;
  fileName: string;
  deviceId: number | null;
  deviceSerial: string;
  punches: StoredPunch[];
  progress?: { processed: number; created: number; duplicates: number };
}

export type PunchFileKind = 'dat' | 'csv' | 'xlsx';

/** .dat / .txt (the terminal's attendance file), .csv or .xlsx, by name or content type; else 415. */
export function punchFileKind(fileName: string, mimeType: string): PunchFileKind {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx') || mimeType === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  if (name.endsWith('.csv') || mimeType === 'text/csv') return 'csv';
  if (name.endsWith('.dat') || name.endsWith('.txt') || mimeType === 'text/plain') return 'dat';
  throw new HttpError(415, 'Upload the punches as the device attendance file (.dat), a CSV file (.csv) or an Excel workbook (.xlsx)');
}


/** Reads a file into punches and row problems (nothing stored). */
export async function readPunchFile(buffer: Buffer, kind: PunchFileKind): Promise<PunchFileResult> {
  if (kind === 'dat') return parseDatFile(buffer.toString('utf8'));
  const rows = await readSheetRows(buffer, kind);
  return parsePunchRows(rows);
}

export class PunchImports {
  constructor(private context: AppContext) {
    context.queue.register(PUNCH_IMPORT_JOB, (job, progress) => this.run(job, progress));
  }

  /** The device a file came from: a live serial of the company, or '' / IMPORT for no device. */
  private async deviceOf(tenant: Tenant, serial: string) {
    if (!serial || serial.toUpperCase() === IMPORT_SERIAL) return { deviceId: null, deviceSerial: IMPORT_SERIAL };
    const [device] = await this.context.database.query<{ id: number }>(
      `select id from timekeeping_devices where company_id = $1 and serial_number = $2 and is_deleted = false`,
      [tenant.companyId, serial],
    );
    if (!device) throw badRequest([`deviceSerial: no device ${serial} in your company`]);
    return { deviceId: device.id, deviceSerial: serial };
  }

  /**
   * POST /timekeeping/import/preview: every row checked, the problems, the date range, the
   * biometric ids no employee has, and how many punches are already stored; the punches wait under
   * `importId` until committed.
   */
  async preview(tenant: Tenant, accountId: number, file: { buffer: Buffer; fileName: string; mimeType: string }, serial: string) {
    const target = await this.deviceOf(tenant, serial);
    const result = await readPunchFile(file.buffer, punchFileKind(file.fileName, file.mimeType));
    if (result.punches.length > MAX_PUNCH_IMPORT_ROWS) throw badRequest([`fileData: at most ${MAX_PUNCH_IMPORT_ROWS.toLocaleString('en-US')} punches can be imported at once`]);
    if (!result.punches.length && !result.problems.length) throw badRequest(['fileData: the file has no punches']);
    const { database } = this.context;
    const ids = [...new Set(result.punches.map((p) => p.biometricId))];
    const known = new Set(
      (
        await database.query<{ biometricId: string }>(
          `select biometric_id as "biometricId" from employees where company_id = $1 and is_deleted = false and biometric_id = any($2::text[])`,
          [tenant.companyId, ids],
        )
      ).map((r) => r.biometricId),
    );
    const unknownBiometricIds = ids.filter((id) => !known.has(id)).sort();
    // Repeated inside the file, and already stored (same device serial, id and time): both skipped when committed.
    const unique = new Map<string, (typeof result.punches)[number]>();
    for (const p of result.punches) {
      const key = `${p.biometricId}|${p.punchedAt.getTime()}`;
      if (!unique.has(key)) unique.set(key, p);
    }
    const repeated = result.punches.length - unique.size;
    const distinct = [...unique.values()];
    const [stored] = distinct.length
      ? await database.query<{ n: number }>(
          `select count(*)::int as n from timekeeping_raw_logs r
           join unnest($3::text[], $4::timestamptz[]) as v(b, t) on r.biometric_id = v.b and r.punched_at = v.t
           where r.company_id = $1 and r.device_serial = $2`,
          [tenant.companyId, target.deviceSerial, distinct.map((p) => p.biometricId), distinct.map((p) => p.punchedAt.toISOString())],
        )
      : [{ n: 0 }];
    const importId = randomUUID();
    const payload: PunchImportPayload = {
      importId,
      accountId,
      fileName: file.fileName.slice(0, 255),
      ...target,
      punches: result.punches.map((p) => [p.biometricId, p.punchedAt.toISOString(), p.status, p.verify, p.workCode]),
    };
    const { db } = this.context;
    await db.delete(jobs).where(and(eq(jobs.name, PUNCH_IMPORT_JOB), eq(jobs.companyId, tenant.companyId), eq(jobs.state, PREVIEW_STATE), lt(jobs.createdAt, new Date(Date.now() - PREVIEW_TTL_HOURS * 3600_000))));
    await db.insert(jobs).values({ name: PUNCH_IMPORT_JOB, companyId: tenant.companyId, state: PREVIEW_STATE, payload: payload as unknown as Record<string, unknown>, maxAttempts: 3 });
    return {
      importId,
      fileName: payload.fileName,
      deviceSerial: target.deviceSerial,
      total: result.punches.length + result.problems.length,
      validCount: result.punches.length,
      errorCount: result.problems.length,
      duplicateCount: stored.n + repeated,
      range: result.range,
      unknownBiometricIds,
      problems: result.problems.slice(0, 1000),
      rows: result.punches.slice(0, PREVIEW_ROWS).map((p) => ({ row: p.row, biometricId: p.biometricId, punchedAt: toManilaIso(p.punchedAt), status: p.status, known: known.has(p.biometricId) })),
    };
  }

  /** POST /timekeeping/import/commit: queued; `import-progress` pushes to the committer. */
  async commit(tenant: Tenant, accountId: number, importId: string) {
    const { db, queue } = this.context;
    const ofThis = and(eq(jobs.name, PUNCH_IMPORT_JOB), eq(jobs.companyId, tenant.companyId), sql`${jobs.payload}->>'importId' = ${importId}`);
    const [found] = await db.select({ id: jobs.id, state: jobs.state, n: sql<number>`jsonb_array_length(${jobs.payload}->'punches')` }).from(jobs).where(ofThis);
    if (!found) throw notFound('Import');
    if (found.state !== PREVIEW_STATE) throw new HttpError(409, 'This import was already committed');
    if (!found.n) throw unprocessable('The file has no valid punches to import');
    const [queued] = await db
      .update(jobs)
      .set({ state: 'QUEUED', runAt: new Date(), payload: sql`${jobs.payload} || ${JSON.stringify({ accountId })}::jsonb` })
      .where(and(ofThis, eq(jobs.state, PREVIEW_STATE)))
      .returning({ id: jobs.id });
    if (!queued) throw new HttpError(409, 'This import was already committed');
    queue.nudge();
    return { importId, jobId: queued.id };
  }

  /** Stores the punches in batches, each with its checkpoint; duplicates are skipped and counted. */
  private async run(job: typeof jobs.$inferSelect, context: JobContext) {
    const payload = job.payload as unknown as PunchImportPayload;
    if (!job.companyId) throw new Error('An import job needs its company');
    const { db, realtime } = this.context;
    const total = payload.punches.length;
    let { processed, created, duplicates } = payload.progress ?? { processed: 0, created: 0, duplicates: 0 };
    const push = () => {
      const percent = total === 0 ? 100 : Math.floor((processed * 100) / total);
      const event: ImportProgressPayload & { duplicates: number; kind: 'punches' } = { importId: payload.importId, jobId: job.id, processed, total, percent, done: processed >= total, created, failed: duplicates, duplicates, kind: 'punches' };
      realtime.importProgress(payload.accountId, event);
      return percent;
    };
    if (processed >= total) {
      push();
      return;
    }
    while (processed < total) {
      const batch = payload.punches.slice(processed, processed + PUNCH_IMPORT_BATCH);
      const next = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as typeof db;
        await context.holdLease(tx);
        const { inserted } = await ingestPunches(
          tx,
          { companyId: job.companyId!, deviceId: payload.deviceId, deviceSerial: payload.deviceSerial, source: 'IMPORT' },
          batch.map(([biometricId, at, status, verify, workCode]) => ({ biometricId, punchedAt: new Date(at), status, verify, workCode })),
        );
        const progress = { processed: processed + batch.length, created: created + inserted, duplicates: duplicates + batch.length - inserted };
        await tx.update(jobs).set({ payload: sql`${jobs.payload} || ${JSON.stringify({ progress })}::jsonb` }).where(eq(jobs.id, job.id));
        return progress;
      });
      ({ processed, created, duplicates } = next);
      await context.progress(push());
    }
  }
}
