import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { EMPLOYEE_IMPORT_COLUMNS, employeeImportRow, MAX_IMPORT_ROWS, type EmployeeRequest, type ImportProgressPayload } from '@haligi/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { branches, departments, employees, jobs } from '../../db/schema';
import { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { badRequest, HttpError, notFound, unprocessable } from '../../http/errors';
import type { JobContext } from '../jobs/queue';
import { branchLimit } from '@haligi/shared';
import { EmployeesService } from './employees.service';

/** The queue job that saves an import's valid rows (decision 0047: the items import, row for row). */
export const EMPLOYEE_IMPORT_JOB = 'employees.import';
export const IMPORT_PREVIEW_STATE = 'PREVIEW';
/** Rows saved per transaction; a progress push follows each batch. */
export const EMPLOYEE_IMPORT_BATCH_SIZE = 50;
const PREVIEW_TTL_HOURS = 24;

type ImportKey = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['key'];
const HEADER_OF = Object.fromEntries(EMPLOYEE_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<ImportKey, string>;
const FIELD_OF_HEADER = new Map<string, ImportKey>([
  ...EMPLOYEE_IMPORT_COLUMNS.map((c) => [c.header.toLowerCase(), c.key] as const),
  ...EMPLOYEE_IMPORT_COLUMNS.map((c) => [c.key.toLowerCase(), c.key] as const),
  ['employee number', 'employeeNo'],
  ['sss', 'sssNo'],
  ['philhealth', 'philhealthNo'],
  ['pag-ibig', 'pagibigNo'],
  ['hire date', 'hiredAt'],
  ['date hired', 'hiredAt'],
  ['status', 'employmentStatus'],
]);

type Cell = string | number | null;
/** A saved row, ready to insert. */
type ImportRowValues = EmployeeRequest & { row: number; branchId: number | null; departmentId: number | null };

interface ImportPayload {
  importId: string;
  accountId: number;
  fileName: string;
  total: number;
  validCount: number;
  errorCount: number;
  rows: ImportRowValues[];
  progress?: { processed: number; created: number; failed: number };
}

function cellValue(value: ExcelJS.CellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(value.richText.map((r) => r.text).join(''));
    if ('formula' in value || 'sharedFormula' in value) return cellValue((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in value) return cellValue((value as ExcelJS.CellHyperlinkValue).text);
  }
  return null;
}

const normalizeHeader = (text: Cell) => String(text ?? '').replace(/^\uFEFF/, '').trim().replace(/\s+/g, ' ').toLowerCase();

async function readSheet(buffer: Buffer, kind: 'xlsx' | 'csv'): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (kind === 'xlsx') await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    else await workbook.csv.read(Readable.from(buffer), { map: (value: unknown) => value, parserOptions: { trim: true } });
  } catch {
    throw badRequest([`fileData: the file could not be read as ${kind === 'xlsx' ? 'an Excel workbook (.xlsx)' : 'CSV'}`]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(['fileData: the file has no sheet']);
  return sheet;
}

export function employeeImportKind(fileName: string, mimeType: string): 'xlsx' | 'csv' {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx') || mimeType === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  if (name.endsWith('.csv') || mimeType === 'text/csv') return 'csv';
  throw new HttpError(415, 'Upload the employees as an Excel workbook (.xlsx) or a CSV file (.csv)');
}

/** The import template: the header row and one example row. */
export async function employeeImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EMPLOYEE_IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    employeeNo: '',
    lastName: 'Dela Cruz',
    firstName: 'Juan',
    middleName: 'Santos',
    gender: 'MALE',
    birthDate: '1990-05-14',
    mobile: '0917 123 4567',
    sssNo: '34-1234567-8',
    philhealthNo: '12-345678901-2',
    pagibigNo: '1234-5678-9012',
    tin: '123-456-789',
    employmentStatus: 'PROBATIONARY',
    hiredAt: '2026-01-05',
    position: 'Mason',
    branch: '',
    department: '',
    rateType: 'DAILY',
    rate: 695,
    biometricId: '',
  });
  sheet.getColumn('sssNo').numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type PreviewRow = { row: number; data: Record<string, unknown>; errors: string[]; values?: ImportRowValues };

async function previewRows(db: Db, tenant: Tenant, auth: Pick<AuthContext, 'account'>, sheet: ExcelJS.Worksheet) {
  const columns = new Map<number, ImportKey>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    const key = FIELD_OF_HEADER.get(normalizeHeader(cellValue(cell.value)));
    if (key && ![...columns.values()].includes(key)) columns.set(column, key);
  });
  const missing = (['lastName', 'firstName'] as const).filter((key) => ![...columns.values()].includes(key));
  if (missing.length) throw badRequest(missing.map((key) => `fileData: the file has no "${HEADER_OF[key]}" column`));

  const raw: { row: number; input: Record<string, Cell> }[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const input: Record<string, Cell> = {};
    let filled = false;
    for (const [column, key] of columns) {
      const value = cellValue(row.getCell(column).value);
      input[key] = value;
      if (value !== null) filled = true;
    }
    if (!filled) continue;
    if (raw.length >= MAX_IMPORT_ROWS) throw badRequest([`fileData: at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows can be imported at once`]);
    raw.push({ row: r, input });
  }
  if (raw.length === 0) throw badRequest(['fileData: the file has no employee rows']);

  const branchRows = await db.select({ id: branches.id, name: branches.name }).from(branches).where(tenant.where(branches, eq(branches.isDeleted, false)));
  const departmentRows = await db.select({ id: departments.id, name: departments.name }).from(departments).where(tenant.where(departments, eq(departments.isDeleted, false)));
  const branchByName = new Map(branchRows.map((b) => [b.name.trim().toLowerCase(), b.id]));
  const departmentByName = new Map(departmentRows.map((d) => [d.name.trim().toLowerCase(), d.id]));
  const limit = branchLimit(auth.account.role, auth.account.branchId);

  const results: PreviewRow[] = [];
  for (const { row, input } of raw) {
    const candidate: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === null) continue;
      candidate[key] = key === 'rate' && typeof value === 'string' ? value.replace(/[₱,\s]/g, '') : key === 'rate' ? value : String(value);
    }
    const parsed = employeeImportRow.safeParse(candidate);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => {
        const key = issue.path[0] as ImportKey;
        // A government number's own message names it already ("SSS number must have 10 digits").
        return ['sssNo', 'philhealthNo', 'pagibigNo', 'tin'].includes(key) ? issue.message : `${HEADER_OF[key] ?? String(key ?? 'Row')}: ${issue.message}`;
      });
      results.push({ row, data: input, errors });
      continue;
    }
    const { branch, department, ...fields } = parsed.data;
    const errors: string[] = [];
    let branchId: number | null = branch ? (branchByName.get(branch.toLowerCase()) ?? null) : null;
    if (branch && branchId === null) errors.push(`Branch: there is no branch named ${branch}`);
    if (limit.kind === 'branch') {
      if (!branch) branchId = limit.branchId;
      else if (branchId !== null && branchId !== limit.branchId) errors.push('Branch: you can only import employees of your own branch');
    }
    const departmentId = department ? (departmentByName.get(department.toLowerCase()) ?? null) : null;
    if (department && departmentId === null) errors.push(`Department: there is no department named ${department}`);
    const values: ImportRowValues = { ...(fields as EmployeeRequest), row, branchId, departmentId };
    const { row: _row, ...data } = values;
    results.push({ row, data: { ...data, branch, department }, errors, values: errors.length ? undefined : values });
  }

  // Employee numbers and biometric ids: the first row keeps a repeated one; one the company already has refuses the row.
  const firstOf = (key: 'employeeNo' | 'biometricId', label: string) => {
    const seen = new Map<string, number>();
    for (const result of results) {
      const value = result.data[key];
      if (value === null || value === undefined || value === '') continue;
      const text = String(value).trim().toLowerCase();
      const first = seen.get(text);
      if (first === undefined) seen.set(text, result.row);
      else result.errors.push(`${label} ${String(value)} is repeated in the file (row ${first})`);
    }
  };
  firstOf('employeeNo', 'Employee No');
  firstOf('biometricId', 'Biometric ID');
  const service = new EmployeesService();
  const valid = results.filter((r) => r.values);
  const biometric = await service.takenBiometricIds(tenant, valid.map((r) => r.values!.biometricId).filter((v): v is string => !!v));
  const numbers = valid.map((r) => r.values!.employeeNo).filter((v): v is string => !!v);
  const takenNumbers = new Set(
    numbers.length ? (await db.select({ no: employees.employeeNo }).from(employees).where(tenant.where(employees, sql`${employees.employeeNo} in ${numbers}`))).map((r) => r.no) : [],
  );
  for (const result of valid) {
    const v = result.values!;
    if (v.biometricId && biometric.has(v.biometricId)) result.errors.push(`Biometric ID ${v.biometricId} is already used by ${biometric.get(v.biometricId)}`);
    if (v.employeeNo && takenNumbers.has(v.employeeNo)) result.errors.push(`Employee number ${v.employeeNo} is already used`);
  }
  return results;
}

export class EmployeeImports {
  private service = new EmployeesService();
  constructor(private context: AppContext) {
    context.queue.register(EMPLOYEE_IMPORT_JOB, (job, progress) => this.run(job, progress));
  }

  /** `POST /employee/import/preview`: every row with its problems; nothing is saved. */
  async preview(auth: Pick<AuthContext, 'account' | 'tenant'>, file: { buffer: Buffer; fileName: string; mimeType: string }) {
    const { tenant, account } = auth;
    const sheet = await readSheet(file.buffer, employeeImportKind(file.fileName, file.mimeType));
    const results = await previewRows(tenant.db, tenant, auth, sheet);
    const valid = results.filter((r) => r.errors.length === 0).map((r) => r.values!);
    const importId = randomUUID();
    const payload: ImportPayload = {
      importId,
      accountId: account.id,
      fileName: file.fileName.slice(0, 255),
      total: results.length,
      validCount: valid.length,
      errorCount: results.length - valid.length,
      rows: valid,
    };
    const { db } = this.context;
    await db
      .delete(jobs)
      .where(
        and(eq(jobs.name, EMPLOYEE_IMPORT_JOB), eq(jobs.companyId, tenant.companyId), eq(jobs.state, IMPORT_PREVIEW_STATE), lt(jobs.createdAt, new Date(Date.now() - PREVIEW_TTL_HOURS * 3600_000))),
      );
    await db.insert(jobs).values({ name: EMPLOYEE_IMPORT_JOB, companyId: tenant.companyId, state: IMPORT_PREVIEW_STATE, payload: payload as unknown as Record<string, unknown>, maxAttempts: 3 });
    return { importId, total: payload.total, validCount: payload.validCount, errorCount: payload.errorCount, rows: results.map(({ row, data, errors }) => ({ row, data, errors })) };
  }

  /** `POST /employee/import/commit`: queues the save; progress arrives as `import-progress` pushes. */
  async commit(tenant: Tenant, accountId: number, importId: string) {
    const { db, queue } = this.context;
    const ofThisImport = and(eq(jobs.name, EMPLOYEE_IMPORT_JOB), eq(jobs.companyId, tenant.companyId), sql`${jobs.payload}->>'importId' = ${importId}`);
    const [found] = await db.select({ id: jobs.id, state: jobs.state, validCount: sql<number>`(${jobs.payload}->>'validCount')::int` }).from(jobs).where(ofThisImport);
    if (!found) throw notFound('Import');
    if (found.state !== IMPORT_PREVIEW_STATE) throw new HttpError(409, 'This import was already committed');
    if (!found.validCount) throw unprocessable('The file has no valid rows to import');
    const [queued] = await db
      .update(jobs)
      .set({ state: 'QUEUED', runAt: new Date(), payload: sql`${jobs.payload} || ${JSON.stringify({ accountId })}::jsonb` })
      .where(and(ofThisImport, eq(jobs.state, IMPORT_PREVIEW_STATE)))
      .returning({ id: jobs.id });
    if (!queued) throw new HttpError(409, 'This import was already committed');
    queue.nudge();
    return { importId, jobId: queued.id };
  }

  /**
   * Saves the rows in batches, each with its checkpoint in one transaction that renews the lease. A
   * row whose biometric id or number was taken since the preview is skipped (counted as failed).
   */
  private async run(job: typeof jobs.$inferSelect, context: JobContext) {
    const payload = job.payload as unknown as ImportPayload;
    if (!job.companyId) throw new Error('An import job needs its company');
    const { db, realtime } = this.context;
    const tenant = new Tenant(db, job.companyId);
    const total = payload.rows.length;
    let { processed, created, failed } = payload.progress ?? { processed: 0, created: 0, failed: 0 };
    const push = () => {
      const percent = total === 0 ? 100 : Math.floor((processed * 100) / total);
      const event: ImportProgressPayload = { importId: payload.importId, jobId: job.id, processed, total, percent, done: processed >= total, created, failed };
      realtime.importProgress(payload.accountId, event);
      return percent;
    };
    if (processed >= total) {
      push();
      return;
    }
    while (processed < total) {
      const batch = payload.rows.slice(processed, processed + EMPLOYEE_IMPORT_BATCH_SIZE);
      const saved = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await context.holdLease(tx);
        const scoped = tenant.on(tx);
        let ok = 0;
        for (const { row: _row, ...values } of batch) {
          try {
            await tx.transaction(async (inner) => {
              await this.service.insert(inner as unknown as Db, scoped, payload.accountId, values);
            });
            ok++;
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
          }
        }
        const next = { processed: processed + batch.length, created: created + ok, failed: failed + batch.length - ok };
        await tx.update(jobs).set({ payload: sql`${jobs.payload} || ${JSON.stringify({ progress: next })}::jsonb` }).where(eq(jobs.id, job.id));
        return next;
      });
      ({ processed, created, failed } = saved);
      await context.progress(push());
      const pause = this.context.config.importBatchPauseMs;
      if (pause > 0 && processed < total) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
