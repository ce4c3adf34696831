import { randomUUID } from 'node:crypto';
import {
  importGuardianOf,
  manilaDate,
  MAX_IMPORT_ROWS,
  repeatedValues,
  sectionHasRoom,
  STUDENT_IMPORT_COLUMNS,
  studentImportRow,
  type ImportProgressPayload,
  type StudentImportKey,
} from '@haligi/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { enrollments, gradeLevels, guardians, jobs, schoolYears, sections, students } from '../../db/schema';
import { Tenant } from '../../db/tenant';
import { badRequest, HttpError, notFound, unprocessable } from '../../http/errors';
import type { JobContext } from '../jobs/queue';
import { SchoolStudentsService } from './school-students.service';

/** The queue job that saves a students import's valid rows (the employees import, row for row). */
export const STUDENT_IMPORT_JOB = 'school.students.import';
const PREVIEW_STATE = 'PREVIEW';
const BATCH_SIZE = 50;
const PREVIEW_TTL_HOURS = 24;

const HEADER_OF = Object.fromEntries(STUDENT_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<StudentImportKey, string>;
const FIELD_OF_HEADER = new Map<string, StudentImportKey>([
  ...STUDENT_IMPORT_COLUMNS.map((c) => [c.header.toLowerCase(), c.key] as const),
  ...STUDENT_IMPORT_COLUMNS.map((c) => [c.key.toLowerCase(), c.key] as const),
  ['card', 'cardNumber'],
  ['rfid', 'cardNumber'],
  ['guardian name', 'guardianName'],
  ['gender', 'sex'],
  ['grade', 'gradeLevel'],
]);

type Cell = string | number | null;
interface ImportValues {
  row: number;
  lrn: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  sex: 'MALE' | 'FEMALE' | null;
  birthDate: string | null;
  cardNumber: string | null;
  guardian: { name: string; mobile: string; email: string; notifyBy: 'email' | 'sms' } | null;
  enroll: { schoolYearId: number; gradeLevelId: number; sectionId: number | null } | null;
}
interface ImportPayload {
  importId: string;
  accountId: number;
  fileName: string;
  total: number;
  validCount: number;
  errorCount: number;
  rows: ImportValues[];
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

async function readSheet(buffer: Buffer, fileName: string, mimeType: string) {
  const xlsx = fileName.toLowerCase().endsWith('.xlsx') || mimeType === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (!xlsx) throw new HttpError(415, 'Upload the students as an Excel workbook (.xlsx)');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(['fileData: the file could not be read as an Excel workbook (.xlsx)']);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(['fileData: the file has no sheet']);
  return sheet;
}

/** The import template: the export's header row and one example row. */
export async function studentImportTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STUDENT_IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length + 4), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    lrn: '136512345678', lastName: 'Dela Cruz', firstName: 'Juan', middleName: 'Santos', suffix: '', sex: 'Male', birthDate: '2013-05-14',
    gradeLevel: 'Grade 7', section: 'Rizal', cardNumber: '0004521987', guardianName: 'Maria Dela Cruz', guardianMobile: '09171234567', guardianEmail: 'maria@example.com',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type PreviewRow = { row: number; data: Record<string, unknown>; errors: string[]; values?: ImportValues };

async function previewRows(db: Db, tenant: Tenant, sheet: ExcelJS.Worksheet): Promise<PreviewRow[]> {
  const columns = new Map<number, StudentImportKey>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    const key = FIELD_OF_HEADER.get(normalizeHeader(cellValue(cell.value)));
    if (key && ![...columns.values()].includes(key)) columns.set(column, key);
  });
  const missing = (['lrn', 'lastName', 'firstName'] as const).filter((key) => ![...columns.values()].includes(key));
  if (missing.length) throw badRequest(missing.map((key) => `fileData: the file has no "${HEADER_OF[key]}" column`));

  const raw: { row: number; input: Record<string, Cell> }[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const input: Record<string, Cell> = {};
    let filled = false;
    for (const [column, key] of columns) {
      const value = cellValue(sheet.getRow(r).getCell(column).value);
      input[key] = value;
      if (value !== null) filled = true;
    }
    if (!filled) continue;
    if (raw.length >= MAX_IMPORT_ROWS) throw badRequest([`fileData: at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows can be imported at once`]);
    raw.push({ row: r, input });
  }
  if (raw.length === 0) throw badRequest(['fileData: the file has no student rows']);

  const [activeYear] = await db.select({ id: schoolYears.id, name: schoolYears.name }).from(schoolYears).where(tenant.where(schoolYears, eq(schoolYears.isActive, true), eq(schoolYears.isDeleted, false)));
  const gradeRows = await db.select({ id: gradeLevels.id, name: gradeLevels.name }).from(gradeLevels).where(tenant.where(gradeLevels, eq(gradeLevels.isDeleted, false)));
  const gradeByName = new Map(gradeRows.map((g) => [g.name.trim().toLowerCase(), g.id]));
  const sectionRows = activeYear
    ? await db
        .select({
          id: sections.id,
          name: sections.name,
          gradeLevelId: sections.gradeLevelId,
          capacity: sections.capacity,
          taken: sql<number>`(select count(*)::int from ${enrollments} e where e.section_id = ${sections.id} and e.status = 'ENROLLED')`,
        })
        .from(sections)
        .where(tenant.where(sections, eq(sections.isDeleted, false), eq(sections.schoolYearId, activeYear.id)))
    : [];
  const seats = new Map(sectionRows.map((s) => [s.id, s.taken]));

  const results: PreviewRow[] = [];
  for (const { row, input } of raw) {
    const candidate: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) if (value !== null) candidate[key] = String(value);
    const parsed = studentImportRow.safeParse(candidate);
    if (!parsed.success) {
      results.push({ row, data: input, errors: parsed.error.issues.map((issue) => `${HEADER_OF[issue.path[0] as StudentImportKey] ?? 'Row'}: ${issue.message}`) });
      continue;
    }
    const p = parsed.data;
    const errors: string[] = [];
    let enroll: ImportValues['enroll'] = null;
    if (p.gradeLevel || p.section) {
      const gradeLevelId = p.gradeLevel ? (gradeByName.get(p.gradeLevel.toLowerCase()) ?? null) : null;
      if (!activeYear) errors.push('Grade Level: there is no active school year to enroll in');
      else if (!p.gradeLevel) errors.push('Grade Level: is required with a section');
      else if (gradeLevelId === null) errors.push(`Grade Level: there is no grade level named ${p.gradeLevel}`);
      else {
        let sectionId: number | null = null;
        if (p.section) {
          const section = sectionRows.find((s) => s.gradeLevelId === gradeLevelId && s.name.trim().toLowerCase() === p.section.toLowerCase());
          if (!section) errors.push(`Section: ${p.gradeLevel} has no section named ${p.section} in ${activeYear.name}`);
          else if (!sectionHasRoom(seats.get(section.id) ?? 0, section.capacity)) errors.push(`Section: ${section.name} is full (${section.capacity} seats)`);
          else {
            seats.set(section.id, (seats.get(section.id) ?? 0) + 1);
            sectionId = section.id;
          }
        }
        enroll = { schoolYearId: activeYear.id, gradeLevelId, sectionId };
      }
    }
    const values: ImportValues = {
      row,
      lrn: p.lrn,
      firstName: p.firstName,
      middleName: p.middleName,
      lastName: p.lastName,
      suffix: p.suffix,
      sex: p.sex ?? null,
      birthDate: p.birthDate ?? null,
      cardNumber: p.cardNumber ?? null,
      guardian: importGuardianOf(p),
      enroll,
    };
    results.push({ row, data: { ...input, lrn: p.lrn }, errors, values: errors.length ? undefined : values });
  }

  for (const [index, first] of repeatedValues(results.map((r) => (r.data.lrn == null ? null : String(r.data.lrn))))) {
    results[index].errors.push(`LRN ${String(results[index].data.lrn)} is repeated in the file (row ${results[first].row})`);
    results[index].values = undefined;
  }
  for (const [index, first] of repeatedValues(results.map((r) => (r.data.cardNumber == null ? null : String(r.data.cardNumber))))) {
    results[index].errors.push(`Card Number ${String(results[index].data.cardNumber)} is repeated in the file (row ${results[first].row})`);
    results[index].values = undefined;
  }
  const valid = results.filter((r) => r.values);
  const lrns = valid.map((r) => r.values!.lrn);
  const cards = valid.map((r) => r.values!.cardNumber).filter((c): c is string => !!c);
  const takenLrns = new Set(
    lrns.length ? (await db.select({ lrn: students.lrn }).from(students).where(tenant.where(students, eq(students.isDeleted, false), inArray(students.lrn, lrns)))).map((r) => r.lrn) : [],
  );
  const takenCards = new Set(
    cards.length
      ? [
          ...(await db.select({ c: students.cardNumber }).from(students).where(tenant.where(students, eq(students.isDeleted, false), inArray(students.cardNumber, cards)))).map((r) => r.c),
          ...(await db.select({ c: guardians.cardNumber }).from(guardians).where(tenant.where(guardians, eq(guardians.isDeleted, false), inArray(guardians.cardNumber, cards)))).map((r) => r.c),
        ]
      : [],
  );
  for (const result of valid) {
    const v = result.values!;
    if (takenLrns.has(v.lrn)) result.errors.push(`LRN ${v.lrn} already belongs to another student`);
    if (v.cardNumber && takenCards.has(v.cardNumber)) result.errors.push(`Card Number ${v.cardNumber} is already assigned to another student or guardian`);
    if (result.errors.length) result.values = undefined;
  }
  return results;
}

export class StudentImports {
  private service = new SchoolStudentsService();
  constructor(private context: AppContext) {
    context.queue.register(STUDENT_IMPORT_JOB, (job, progress) => this.run(job, progress));
  }

  /** `POST /school/student/import/preview`: every row with its problems; nothing is saved. */
  async preview(tenant: Tenant, accountId: number, file: { buffer: Buffer; fileName: string; mimeType: string }) {
    const sheet = await readSheet(file.buffer, file.fileName, file.mimeType);
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
    await db.delete(jobs).where(and(eq(jobs.name, STUDENT_IMPORT_JOB), eq(jobs.companyId, tenant.companyId), eq(jobs.state, PREVIEW_STATE), lt(jobs.createdAt, new Date(Date.now() - PREVIEW_TTL_HOURS * 3600_000))));
    await db.insert(jobs).values({ name: STUDENT_IMPORT_JOB, companyId: tenant.companyId, state: PREVIEW_STATE, payload: payload as unknown as Record<string, unknown>, maxAttempts: 3 });
    return { importId, total: payload.total, validCount: payload.validCount, errorCount: payload.errorCount, rows: results.map(({ row, data, errors }) => ({ row, data, errors })) };
  }

  /** `POST /school/student/import/commit`: queues the save; progress arrives as `import-progress` pushes. */
  async commit(tenant: Tenant, accountId: number, importId: string) {
    const { db, queue } = this.context;
    const ofThisImport = and(eq(jobs.name, STUDENT_IMPORT_JOB), eq(jobs.companyId, tenant.companyId), sql`${jobs.payload}->>'importId' = ${importId}`);
    const [found] = await db.select({ id: jobs.id, state: jobs.state, validCount: sql<number>`(${jobs.payload}->>'validCount')::int` }).from(jobs).where(ofThisImport);
    if (!found) throw notFound('Import');
    if (found.state !== PREVIEW_STATE) throw new HttpError(409, 'This import was already committed');
    if (!found.validCount) throw unprocessable('The file has no valid rows to import');
    const [queued] = await db
      .update(jobs)
      .set({ state: 'QUEUED', runAt: new Date(), payload: sql`${jobs.payload} || ${JSON.stringify({ accountId })}::jsonb` })
      .where(and(ofThisImport, eq(jobs.state, PREVIEW_STATE)))
      .returning({ id: jobs.id });
    if (!queued) throw new HttpError(409, 'This import was already committed');
    queue.nudge();
    return { importId, jobId: queued.id };
  }

  /** Saves the rows in batches; a row whose LRN, card or seat was taken since the preview is skipped (failed). */
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
      const batch = payload.rows.slice(processed, processed + BATCH_SIZE);
      const saved = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await context.holdLease(tx);
        const scoped = tenant.on(tx);
        let ok = 0;
        for (const { row: _row, guardian, enroll, ...fields } of batch) {
          try {
            await tx.transaction(async (inner) => {
              const innerDb = inner as unknown as Db;
              const studentId = await this.service.insert(innerDb, scoped.on(innerDb), {
                ...fields,
                address: '',
                photoFileId: null,
                guardians: guardian ? [{ ...guardian, language: 'en', cardNumber: null, relationship: '' }] : [],
              });
              if (enroll) await this.service.insertEnrollment(innerDb, scoped.on(innerDb), { studentId, ...enroll, status: 'ENROLLED', enrolledOn: manilaDate(new Date()) });
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
    }
  }
}
