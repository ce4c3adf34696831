import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ITEM_IMPORT_COLUMNS, itemImportRow, MAX_IMPORT_ROWS, type ImportProgressPayload } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, eq, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { items, jobs } from '../../db/schema';
import { Tenant } from '../../db/tenant';
import { badRequest, HttpError, notFound, unprocessable } from '../../http/errors';
import type { JobContext } from '../jobs/queue';
import { resolveUnit, takenSkus, unknownUnitMessage } from './items.repository';

/** The queue job that saves an import's valid rows. */
export const IMPORT_JOB = 'items.import';
/** A previewed import waits in the jobs table in this state (the queue never claims it) until committed. */
export const IMPORT_PREVIEW_STATE = 'PREVIEW';
/** Rows saved per transaction; a progress push follows each batch. */
export const IMPORT_BATCH_SIZE = 100;
/** Previews never committed are dropped after this long. */
const PREVIEW_TTL_HOURS = 24;

type ImportKey = (typeof ITEM_IMPORT_COLUMNS)[number]['key'];
const NUMERIC_KEYS = new Set<ImportKey>(['size', 'estimatedBuyingPrice', 'sellingPrice', 'minimumStockLevel', 'maximumStockLevel']);
const HEADER_OF = Object.fromEntries(ITEM_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<ImportKey, string>;
/** Header text (any case) -> field: the export's headers, the field names and a few common spellings. */
const FIELD_OF_HEADER = new Map<string, ImportKey>([
  ...ITEM_IMPORT_COLUMNS.map((c) => [c.header.toLowerCase(), c.key] as const),
  ...ITEM_IMPORT_COLUMNS.map((c) => [c.key.toLowerCase(), c.key] as const),
  ['name', 'name'],
  ['unit', 'uom'],
  ['estimated buying price', 'estimatedBuyingPrice'],
  ['minimum stock level', 'minimumStockLevel'],
  ['maximum stock level', 'maximumStockLevel'],
]);

type Cell = string | number | null;

/** A saved row, ready to insert (money and quantities as decimal text). */
export interface ImportRowValues {
  row: number;
  name: string;
  sku: string;
  description: string;
  uom: string;
  size: string;
  estimatedBuyingPrice: string;
  sellingPrice: string;
  minimumStockLevel: string;
  maximumStockLevel: string;
  tags: string[];
}

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

/** What a spreadsheet cell holds, as text or a number (rich text, links and formulas read as shown). */
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

/** The first sheet of an .xlsx or a .csv file. */
async function readSheet(buffer: Buffer, kind: 'xlsx' | 'csv'): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (kind === 'xlsx') await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    // Cells stay as typed: the default CSV reading turns SKUs like 2024-01 into dates.
    else await workbook.csv.read(Readable.from(buffer), { map: (value: unknown) => value, parserOptions: { trim: true } });
  } catch {
    throw badRequest([`fileData: the file could not be read as ${kind === 'xlsx' ? 'an Excel workbook (.xlsx)' : 'CSV'}`]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(['fileData: the file has no sheet']);
  return sheet;
}

export interface PreviewRow {
  row: number;
  data: Record<string, unknown>;
  errors: string[];
}

/** The file type from its name or content type: .xlsx or .csv, else 415. */
export function importKind(fileName: string, mimeType: string): 'xlsx' | 'csv' {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xlsx') || mimeType === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  if (name.endsWith('.csv') || mimeType === 'text/csv') return 'csv';
  throw new HttpError(415, 'Upload the items as an Excel workbook (.xlsx) or a CSV file (.csv)');
}

/** Reads and checks every row; nothing is saved to the catalogue. */
async function previewRows(db: Db, tenant: Tenant, sheet: ExcelJS.Worksheet) {
  const headerRow = sheet.getRow(1);
  const columns = new Map<number, ImportKey>();
  headerRow.eachCell({ includeEmpty: false }, (cell, column) => {
    const key = FIELD_OF_HEADER.get(normalizeHeader(cellValue(cell.value)));
    if (key && ![...columns.values()].includes(key)) columns.set(column, key);
  });
  const missing = (['sku', 'name'] as const).filter((key) => ![...columns.values()].includes(key));
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
  if (raw.length === 0) throw badRequest(['fileData: the file has no item rows']);

  const results: (PreviewRow & { values?: ImportRowValues })[] = [];
  for (const { row, input } of raw) {
    const candidate: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if (value === null) continue;
      if (NUMERIC_KEYS.has(key as ImportKey)) candidate[key] = typeof value === 'string' ? value.replace(/[₱,\s]/g, '') : value;
      else candidate[key] = String(value);
    }
    const parsed = itemImportRow.safeParse(candidate);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => `${HEADER_OF[issue.path[0] as ImportKey] ?? String(issue.path[0] ?? 'Row')}: ${issue.message}`);
      results.push({ row, data: input, errors });
      continue;
    }
    const v = parsed.data;
    const uom = await resolveUnit(db, v.uom);
    if (!uom) {
      results.push({ row, data: input, errors: [`${HEADER_OF.uom}: ${unknownUnitMessage(v.uom)}`] });
      continue;
    }
    const values: ImportRowValues = {
      row,
      name: v.name,
      sku: v.sku,
      description: v.description,
      uom,
      size: new Decimal(v.size).toFixed(),
      estimatedBuyingPrice: new Decimal(v.estimatedBuyingPrice).toFixed(2),
      sellingPrice: new Decimal(v.sellingPrice).toFixed(2),
      minimumStockLevel: new Decimal(v.minimumStockLevel).toFixed(),
      maximumStockLevel: new Decimal(v.maximumStockLevel).toFixed(),
      tags: [...new Set(v.tags)],
    };
    const { row: _row, ...data } = values;
    results.push({ row, data, errors: [], values });
  }

  // A SKU twice in the file: the first row keeps it. One the company already has: every such row.
  const firstRowOfSku = new Map<string, number>();
  for (const result of results) {
    const sku = typeof result.data.sku === 'string' || typeof result.data.sku === 'number' ? String(result.data.sku).trim() : '';
    if (!sku) continue;
    const first = firstRowOfSku.get(sku.toLowerCase());
    if (first === undefined) firstRowOfSku.set(sku.toLowerCase(), result.row);
    else result.errors.push(`SKU ${sku} is repeated in the file (row ${first})`);
  }
  const skus = results.filter((r) => r.values).map((r) => r.values!.sku);
  const taken = new Set<string>();
  for (let i = 0; i < skus.length; i += 1000) {
    for (const sku of await takenSkus(db, tenant, skus.slice(i, i + 1000))) taken.add(sku.toLowerCase());
  }
  for (const result of results) {
    if (result.values && taken.has(result.values.sku.toLowerCase())) result.errors.push(`SKU ${result.values.sku} already exists`);
  }
  return results;
}

export class ItemImports {
  constructor(private context: AppContext) {
    context.queue.register(IMPORT_JOB, (job, progress) => this.run(job, progress));
  }

  /** `POST /items/import/preview`: every row with its problems; the valid ones wait server side under `importId`. */
  async preview(tenant: Tenant, accountId: number, file: { buffer: Buffer; fileName: string; mimeType: string }) {
    const sheet = await readSheet(file.buffer, importKind(file.fileName, file.mimeType));
    const results = await previewRows(tenant.db, tenant, sheet);
    const valid = results.filter((r) => r.errors.length === 0).map((r) => r.values!);
    const importId = randomUUID();
    const payload: ImportPayload = {
      importId,
      accountId,
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
        and(
          eq(jobs.name, IMPORT_JOB),
          eq(jobs.companyId, tenant.companyId),
          eq(jobs.state, IMPORT_PREVIEW_STATE),
          lt(jobs.createdAt, new Date(Date.now() - PREVIEW_TTL_HOURS * 3600_000)),
        ),
      );
    await db.insert(jobs).values({
      name: IMPORT_JOB,
      companyId: tenant.companyId,
      state: IMPORT_PREVIEW_STATE,
      payload: payload as unknown as Record<string, unknown>,
      maxAttempts: 3,
    });
    return {
      importId,
      total: payload.total,
      validCount: payload.validCount,
      errorCount: payload.errorCount,
      rows: results.map(({ row, data, errors }) => ({ row, data, errors })),
    };
  }

  /** `POST /items/import/commit`: queues the save; progress arrives as `import-progress` pushes. */
  async commit(tenant: Tenant, accountId: number, importId: string) {
    const { db, queue } = this.context;
    const ofThisImport = and(eq(jobs.name, IMPORT_JOB), eq(jobs.companyId, tenant.companyId), sql`${jobs.payload}->>'importId' = ${importId}`);
    const [found] = await db
      .select({ id: jobs.id, state: jobs.state, validCount: sql<number>`(${jobs.payload}->>'validCount')::int` })
      .from(jobs)
      .where(ofThisImport);
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
   * The job: saves the rows in batches, each batch with its checkpoint (rows done so far) in one
   * transaction that also renews the job's lease, so a reclaimed import resumes from the last
   * committed batch, and an attempt that lost its lease commits nothing.
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
      const batch = payload.rows.slice(processed, processed + IMPORT_BATCH_SIZE);
      const saved = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await context.holdLease(tx);
        // A SKU saved since the preview is skipped (counted as failed), never duplicated.
        const inserted = await tx
          .insert(items)
          .values(batch.map(({ row: _row, ...values }) => tenant.values({ ...values, createdById: payload.accountId })))
          .onConflictDoNothing()
          .returning({ id: items.id });
        const next = { processed: processed + batch.length, created: created + inserted.length, failed: failed + batch.length - inserted.length };
        await tx
          .update(jobs)
          .set({ payload: sql`${jobs.payload} || ${JSON.stringify({ progress: next })}::jsonb` })
          .where(eq(jobs.id, job.id));
        return next;
      });
      ({ processed, created, failed } = saved);
      await context.progress(push());
      const pause = this.context.config.importBatchPauseMs;
      if (pause > 0 && processed < total) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
