import {
  addDays,
  computeAttendanceDay,
  eachDate,
  manilaInstant,
  punchWindows,
  type AttendanceChanges,
  type AttendanceDayValues,
  type AttendanceFiling,
  type AttendancePlan,
  type AttendanceShift,
} from '@haligi/shared';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceAdjustments, attendanceDays, employees, filings, holidays, leaveTypes, timekeepingRawLogs } from '../../db/schema';
import { loadDayPlans, type ShiftRow } from '../schedules/schedule-resolver';

/** Which holiday wins when two fall on one day for an employee. */
const HOLIDAY_RANK: Record<string, number> = { REGULAR: 3, SPECIAL_NON_WORKING: 2, SPECIAL_WORKING: 1 };
const CHUNK = 5000;
/** Rows per upsert statement: 20 columns each, well under PostgreSQL's 65,535 parameters. */
const UPSERT_ROWS = 5000;
/** The computed columns of attendance_days (what a recomputation may change). */
const VALUE_COLUMNS = [
  'shift_id', 'scheduled_start', 'scheduled_end', 'time_in', 'time_out', 'worked_minutes', 'late_minutes', 'undertime_minutes',
  'overtime_candidate_minutes', 'overtime_approved_minutes', 'night_minutes', 'is_absent', 'is_rest_day', 'holiday_type',
  'leave_days', 'leave_type_code', 'official_business_minutes', 'flags', 'is_adjusted',
];
const INSERT_COLUMNS = ['company_id', 'employee_id', 'date', ...VALUE_COLUMNS, 'computed_at'];

export interface ComputeInput {
  from: string;
  to: string;
  /** Only these employees (of the company); all employees when absent. */
  employeeIds?: readonly number[];
  now?: Date;
}

const asShift = (row: ShiftRow): AttendanceShift => ({
  id: row.id,
  startTime: row.startTime,
  endTime: row.endTime,
  breaks: row.breaks ?? [],
  graceMinutes: row.graceMinutes,
  isFlexible: row.isFlexible,
  requiredMinutes: row.requiredMinutes,
});

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Computes the attendance days of a company's employees from `from` to `to` (decision 0050) and
 * writes them into `attendance_days` (rewritten every time). Loads in a few set queries whatever
 * the number of employees: employees, day plans, holidays, raw punches (the range padded a day on
 * each side for night shifts), approved filings and approved adjustments. Days before hiring or
 * after separation are not written.
 */
export async function computeAttendance(db: Db, companyId: number, input: ComputeInput): Promise<{ days: number }> {
  const { from, to } = input;
  if (from > to || (input.employeeIds && input.employeeIds.length === 0)) return { days: 0 };
  const now = input.now ?? new Date();
  const people = await db
    .select({ id: employees.id, branchId: employees.branchId, biometricId: employees.biometricId, hiredAt: employees.hiredAt, separatedAt: employees.separatedAt })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.isDeleted, false), input.employeeIds ? inArray(employees.id, [...new Set(input.employeeIds)]) : undefined));
  if (people.length === 0) return { days: 0 };
  const ids = people.map((p) => p.id);
  const padFrom = addDays(from, -1);
  const padTo = addDays(to, 1);

  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  const bioOwner = new Map<string, number>();
  for (const p of people) if (p.biometricId) bioOwner.set(p.biometricId, p.id);

  const [plans, holidayRows] = await Promise.all([
    loadDayPlans(db, companyId, ids, padFrom, padTo),
    db
      .select({ date: holidays.date, type: holidays.type, scope: holidays.scope, branchId: holidays.branchId })
      .from(holidays)
      .where(and(eq(holidays.companyId, companyId), eq(holidays.isDeleted, false), gte(holidays.date, from), lte(holidays.date, to))),
  ]);

  const punchesOf = new Map<number, number[]>();
  const filingsOf = new Map<number, AttendanceFiling[]>();
  const adjustmentsOf = new Map<number, { date: string; changes: AttendanceChanges }[]>();
  const rangeStart = manilaInstant(padFrom, '00:00');
  const rangeEnd = manilaInstant(padTo, '00:00', 1);
  for (const chunk of chunks) {
    const inChunk = new Set(chunk);
    const bios = people.filter((p) => p.biometricId && inChunk.has(p.id)).map((p) => p.biometricId!);
    const [logs, filingRows, adjustmentRows] = await Promise.all([
      db
        .select({ employeeId: timekeepingRawLogs.employeeId, biometricId: timekeepingRawLogs.biometricId, punchedAt: timekeepingRawLogs.punchedAt })
        .from(timekeepingRawLogs)
        .where(
          and(
            eq(timekeepingRawLogs.companyId, companyId),
            gte(timekeepingRawLogs.punchedAt, rangeStart),
            lte(timekeepingRawLogs.punchedAt, rangeEnd),
            or(inArray(timekeepingRawLogs.employeeId, chunk), bios.length ? and(isNull(timekeepingRawLogs.employeeId), inArray(timekeepingRawLogs.biometricId, bios)) : undefined),
          ),
        ),
      db
        .select({
          employeeId: filings.employeeId,
          type: filings.type,
          dateFrom: filings.dateFrom,
          dateTo: filings.dateTo,
          startTime: filings.startTime,
          endTime: filings.endTime,
          isHalfDay: filings.isHalfDay,
          minutes: filings.minutes,
          leaveTypeCode: leaveTypes.code,
          timeIn: filings.timeIn,
          timeOut: filings.timeOut,
        })
        .from(filings)
        .leftJoin(leaveTypes, eq(leaveTypes.id, filings.leaveTypeId))
        .where(and(eq(filings.companyId, companyId), eq(filings.status, 'APPROVED'), inArray(filings.employeeId, chunk), lte(filings.dateFrom, to), gte(filings.dateTo, from))),
      db
        .select({ employeeId: attendanceAdjustments.employeeId, date: attendanceAdjustments.date, changes: attendanceAdjustments.changes })
        .from(attendanceAdjustments)
        .where(
          and(
            eq(attendanceAdjustments.companyId, companyId),
            eq(attendanceAdjustments.status, 'APPROVED'),
            inArray(attendanceAdjustments.employeeId, chunk),
            gte(attendanceAdjustments.date, from),
            lte(attendanceAdjustments.date, to),
          ),
        )
        .orderBy(asc(attendanceAdjustments.decidedAt), asc(attendanceAdjustments.id)),
    ]);
    for (const log of logs) {
      const owner = log.employeeId ?? bioOwner.get(log.biometricId);
      if (owner !== undefined) push(punchesOf, owner, log.punchedAt.getTime());
    }
    for (const f of filingRows) push(filingsOf, f.employeeId, f);
    for (const a of adjustmentRows) push(adjustmentsOf, a.employeeId, { date: a.date, changes: a.changes as AttendanceChanges });
  }

  const holidaysOn = new Map<string, { type: string; scope: string; branchId: number | null }[]>();
  for (const h of holidayRows) push(holidaysOn, h.date, h);
  const holidayFor = (date: string, branchId: number | null) => {
    let best: string | null = null;
    for (const h of holidaysOn.get(date) ?? []) {
      if (h.scope === 'LOCAL' && h.branchId !== branchId) continue;
      if (best === null || (HOLIDAY_RANK[h.type] ?? 0) > (HOLIDAY_RANK[best] ?? 0)) best = h.type;
    }
    return best;
  };

  const paddedDates = eachDate(padFrom, padTo);
  const rows: (AttendanceDayValues & { employeeId: number })[] = [];
  for (const person of people) {
    const byDate = plans.plans.get(person.id);
    const planOf = (date: string): AttendancePlan => {
      const plan = byDate?.get(date);
      if (!plan || plan.kind === 'NONE') return { kind: 'NONE' };
      if (plan.kind === 'REST_DAY') return { kind: 'REST_DAY' };
      const shift = plans.shifts.get(plan.shiftId);
      return shift ? { kind: 'SHIFT', shift: asShift(shift) } : { kind: 'NONE' };
    };
    const dayPlans = paddedDates.map((date) => ({ date, plan: planOf(date) }));
    const windows = punchWindows(dayPlans.map(({ date, plan }) => ({ date, shift: plan.kind === 'SHIFT' ? plan.shift : null })));
    const punches = (punchesOf.get(person.id) ?? []).sort((a, b) => a - b);
    const personFilings = filingsOf.get(person.id) ?? [];
    const personAdjustments = adjustmentsOf.get(person.id) ?? [];
    let cursor = 0;
    for (let i = 0; i < windows.length; i++) {
      const { date, from: wFrom, to: wTo } = windows[i];
      const start = wFrom.getTime();
      const end = wTo.getTime();
      while (cursor < punches.length && punches[cursor] < start) cursor++;
      const dayPunches: Date[] = [];
      let j = cursor;
      while (j < punches.length && punches[j] < end) dayPunches.push(new Date(punches[j++]));
      cursor = j;
      if (date < from || date > to) continue;
      if (person.hiredAt && date < person.hiredAt) continue;
      if (person.separatedAt && date > person.separatedAt) continue;
      const values = computeAttendanceDay({
        date,
        plan: dayPlans[i].plan,
        punches: dayPunches,
        holidayType: holidayFor(date, person.branchId),
        filings: personFilings,
        adjustments: personAdjustments.filter((a) => a.date === date).map((a) => a.changes),
        now,
      });
      rows.push({ ...values, employeeId: person.id });
    }
  }

  // One statement per slice: the rows travel as one JSON parameter read by json_populate_recordset
  // (a few parameters instead of 20 per row), and a day whose values did not change is not
  // rewritten (its computed_at is when its values last changed).
  const computedAt = new Date().toISOString();
  for (let i = 0; i < rows.length; i += UPSERT_ROWS) {
    const slice = rows.slice(i, i + UPSERT_ROWS).map((r) => ({
      company_id: companyId,
      employee_id: r.employeeId,
      date: r.date,
      shift_id: r.shiftId,
      scheduled_start: r.scheduledStart?.toISOString() ?? null,
      scheduled_end: r.scheduledEnd?.toISOString() ?? null,
      time_in: r.timeIn?.toISOString() ?? null,
      time_out: r.timeOut?.toISOString() ?? null,
      worked_minutes: r.workedMinutes,
      late_minutes: r.lateMinutes,
      undertime_minutes: r.undertimeMinutes,
      overtime_candidate_minutes: r.overtimeCandidateMinutes,
      overtime_approved_minutes: r.overtimeApprovedMinutes,
      night_minutes: r.nightMinutes,
      is_absent: r.isAbsent,
      is_rest_day: r.isRestDay,
      holiday_type: r.holidayType,
      leave_days: r.leaveDays,
      leave_type_code: r.leaveTypeCode,
      official_business_minutes: r.officialBusinessMinutes,
      flags: r.flags,
      is_adjusted: r.isAdjusted,
      computed_at: computedAt,
    }));
    await db.execute(sql`
      insert into attendance_days (${sql.raw(INSERT_COLUMNS.join(', '))})
      select ${sql.raw(INSERT_COLUMNS.join(', '))} from json_populate_recordset(null::attendance_days, ${JSON.stringify(slice)}::json)
      on conflict (employee_id, date) do update set ${sql.raw(VALUE_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '))}, computed_at = excluded.computed_at
      where (${sql.raw(VALUE_COLUMNS.map((c) => `attendance_days.${c}`).join(', '))}) is distinct from (${sql.raw(VALUE_COLUMNS.map((c) => `excluded.${c}`).join(', '))})`);
  }
  return { days: rows.length };
}

