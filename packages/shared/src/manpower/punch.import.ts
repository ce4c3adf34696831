import { z } from 'zod';
import { patchSchemaOf } from '../records/patch';
import { recordId, text } from '../validation';
import { DEVICE_SERIAL, parseAttlogLine, parseManilaLocalTime, type DevicePunch } from './iclock.protocol';

/** The serial of punches imported from a file no registered device is named for. */
export const IMPORT_SERIAL = 'IMPORT';
/** Device kinds: a wall terminal speaking the push protocol, or a phone kiosk (/preview/timekeeping). */
export const DEVICE_KIND = ['TERMINAL', 'KIOSK'] as const;
export type DeviceKind = (typeof DEVICE_KIND)[number];
/** The most punches one import file may hold. */
export const MAX_PUNCH_IMPORT_ROWS = 500_000;

const id = recordId();
const serialNumber = text()
  .trim()
  .min(1, 'is required')
  .max(64)
  .regex(DEVICE_SERIAL, 'may hold only letters, digits, dash and underscore')
  .refine((value) => value.toUpperCase() !== IMPORT_SERIAL, `cannot be ${IMPORT_SERIAL} (kept for imported files)`);

/** POST /timekeeping/device */
export const deviceRequest = z.object({
  serialNumber,
  name: text().trim().min(1, 'is required').max(100),
  branchId: id.nullable().optional(),
  kind: z.enum(DEVICE_KIND, { error: `must be one of ${DEVICE_KIND.join(', ')}` }).optional().default('TERMINAL'),
});
/** PATCH /timekeeping/device/{id}: name and branch (the serial is the device's identity). */
export const updateDeviceRequest = patchSchemaOf(deviceRequest.pick({ name: true, branchId: true }));
export type DeviceRequest = z.infer<typeof deviceRequest>;

/** POST /timekeeping/import/commit */
export const punchImportCommitRequest = z.object({ importId: z.uuid('is not an import id') });
/** The device a file came from: a registered serial, or empty / IMPORT for "no device". */
export const punchImportQuery = z.object({ deviceSerial: text().trim().max(64).optional().default('') });

/** POST /timekeeping/kiosk/punch (multipart: biometricId, photo). */
export const kioskPunchRequest = z.object({
  biometricId: text().trim().min(1, 'is required').max(32).regex(/^[A-Za-z0-9_-]*$/, 'may hold only letters, digits, dash and underscore'),
});

export type Cell = string | number | Date | null | undefined;
export interface ImportedPunch extends DevicePunch {
  /** The file's line or row number (1-based). */
  row: number;
}
export interface PunchFileResult {
  punches: ImportedPunch[];
  problems: { row: number; message: string }[];
  /** The Philippine dates of the first and last punch, or null without punches. */
  range: { from: string; to: string } | null;
}

const HEADER_ALIASES: Record<'biometricId' | 'dateTime' | 'date' | 'time' | 'status' | 'verify' | 'workCode', string[]> = {
  biometricId: ['biometric id', 'biometricid', 'biometric', 'user id', 'userid', 'ac-no.', 'ac-no', 'ac no', 'no.', 'pin', 'enroll number', 'enrollnumber', 'id number', 'employee id'],
  dateTime: ['date/time', 'datetime', 'date time', 'punch time', 'punched at', 'check time', 'checktime', 'time stamp', 'timestamp'],
  date: ['date'],
  time: ['time'],
  status: ['status', 'state', 'punch state', 'check type'],
  verify: ['verify', 'verify type', 'verify code', 'verifycode'],
  workCode: ['work code', 'workcode'],
};
const normalize = (value: Cell) => String(value ?? '').replace(/^\uFEFF/, '').trim().replace(/\s+/g, ' ').toLowerCase();

/** A spreadsheet cell as local Manila text: a Date cell is read as its face value (Excel stores local time). */
function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  return String(value).trim();
}

/** Accepts `YYYY-MM-DD HH:mm[:ss]`, `YYYY/MM/DD …` and `MM/DD/YYYY h:mm[:ss] [AM|PM]` (what exports write). */
export function parseExportedTime(text: string): Date | null {
  const trimmed = text.trim();
  const iso = parseManilaLocalTime(trimmed.replace(/^(\d{4})\/(\d{1,2})\/(\d{1,2})/, (_, y, m, d) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`));
  if (iso) return iso;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(trimmed);
  if (!us) return null;
  let hour = Number(us[4]);
  const meridiem = us[7]?.toUpperCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  const pad = (n: number | string) => String(n).padStart(2, '0');
  return parseManilaLocalTime(`${us[3]}-${pad(us[1])}-${pad(us[2])} ${pad(hour)}:${us[5]}:${us[6] ?? '00'}`);
}

const manilaDay = (instant: Date) => new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

function withRange(punches: ImportedPunch[], problems: PunchFileResult['problems']): PunchFileResult {
  if (!punches.length) return { punches, problems, range: null };
  let min = punches[0].punchedAt.getTime();
  let max = min;
  for (const punch of punches) {
    const t = punch.punchedAt.getTime();
    if (t < min) min = t;
    if (t > max) max = t;
  }
  return { punches, problems, range: { from: manilaDay(new Date(min)), to: manilaDay(new Date(max)) } };
}

/** The ZKTeco .dat attendance file (`1001\t2026-11-23 07:58:12\t0\t1\t0\t0` per line). */
export function parseDatFile(body: string): PunchFileResult {
  const punches: ImportedPunch[] = [];
  const problems: PunchFileResult['problems'] = [];
  body.split(/\r?\n|\r/).forEach((line, index) => {
    if (line.trim() === '') return;
    // Some exports pad the id with spaces instead of a tab.
    const tokens = line.trim().split(/\s+/);
    const punch = parseAttlogLine(line.includes('\t') ? line.trim() : [tokens[0], `${tokens[1]} ${tokens[2]}`, ...tokens.slice(3)].join('\t'));
    if (punch) punches.push({ ...punch, row: index + 1 });
    else problems.push({ row: index + 1, message: 'is not a punch line (biometric id, tab, YYYY-MM-DD HH:mm:ss)' });
  });
  return withRange(punches, problems);
}

/**
 * Rows of a CSV or Excel export: the first row names the columns (biometric id and date/time, or
 * date and time; status, verify and work code optional). A file without a header row is read as
 * biometric id, date/time, status, verify, work code.
 */
export function parsePunchRows(rows: Cell[][]): PunchFileResult {
  const punches: ImportedPunch[] = [];
  const problems: PunchFileResult['problems'] = [];
  if (!rows.length) return { punches, problems: [{ row: 1, message: 'the file has no rows' }], range: null };
  const header = rows[0].map(normalize);
  const find = (key: keyof typeof HEADER_ALIASES) => header.findIndex((cell) => HEADER_ALIASES[key].includes(cell));
  let columns = { biometricId: find('biometricId'), dateTime: find('dateTime'), date: find('date'), time: find('time'), status: find('status'), verify: find('verify'), workCode: find('workCode') };
  let first = 1;
  if (columns.biometricId < 0) {
    // No header: the .dat order.
    if (parseExportedTime(cellText(rows[0][1])) === null) {
      return { punches, problems: [{ row: 1, message: 'the file has no "Biometric ID" column' }], range: null };
    }
    columns = { biometricId: 0, dateTime: 1, date: -1, time: -1, status: 2, verify: 3, workCode: 4 };
    first = 0;
  } else if (columns.dateTime < 0 && (columns.date < 0 || columns.time < 0)) {
    return { punches, problems: [{ row: 1, message: 'the file has no "Date/Time" column (or "Date" and "Time")' }], range: null };
  }
  for (let r = first; r < rows.length; r++) {
    const cells = rows[r];
    if (!cells || cells.every((cell) => cellText(cell) === '')) continue;
    const line = r + 1;
    const biometricId = cellText(cells[columns.biometricId]).replace(/\.0+$/, '');
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(biometricId)) {
      problems.push({ row: line, message: biometricId ? `Biometric ID "${biometricId.slice(0, 40)}" may hold only letters, digits, dash and underscore (at most 32)` : 'Biometric ID is required' });
      continue;
    }
    const timeText = columns.dateTime >= 0 ? cellText(cells[columns.dateTime]) : `${cellText(cells[columns.date]).slice(0, 10)} ${cellText(cells[columns.time]).slice(-8).trim()}`;
    const punchedAt = parseExportedTime(timeText);
    if (!punchedAt) {
      problems.push({ row: line, message: `Date/Time "${timeText.slice(0, 40)}" is not a date and time (YYYY-MM-DD HH:mm:ss)` });
      continue;
    }
    const code = (index: number) => {
      const value = index >= 0 ? cellText(cells[index]) : '';
      return /^\d{1,4}$/.test(value) ? Number(value) : 0;
    };
    punches.push({ row: line, biometricId, punchedAt, status: code(columns.status), verify: code(columns.verify), workCode: columns.workCode >= 0 ? cellText(cells[columns.workCode]).slice(0, 32) : '' });
  }
  return withRange(punches, problems);
}
