import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { numberFrom, recordId, text, whenFieldsPass } from '../validation';
import { ADJUSTABLE_FIELDS } from './attendance.rules';

/** The longest range one attendance read covers (a month and a half: any cutoff). */
export const MAX_ATTENDANCE_RANGE_DAYS = 62;

export const ATTENDANCE_MESSAGES = {
  rangeOrder: 'The end date must be on or after the start date',
  rangeTooLong: `A range covers at most ${MAX_ATTENDANCE_RANGE_DAYS} days`,
  noChanges: 'Name at least one field to change',
  pendingExists: 'This day already has an adjustment waiting for approval',
  notPending: 'Only a pending adjustment can be canceled',
  notYours: 'Only the person who asked can cancel this adjustment',
  futureDay: 'A day that has not come yet cannot be adjusted',
  adjustmentSent: 'Adjustment sent for approval',
  adjustmentApplied: 'Adjustment applied',
} as const;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const withRange = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ from: isoDate, to: isoDate, ...shape })
    .refine((v) => (v as { to: string }).to >= (v as { from: string }).from, { message: ATTENDANCE_MESSAGES.rangeOrder, path: ['to'], when: whenFieldsPass('from', 'to') })
    .refine((v) => {
      const { from, to } = v as { from: string; to: string };
      return to < from || daysBetween(from, to) + 1 <= MAX_ATTENDANCE_RANGE_DAYS;
    }, { message: ATTENDANCE_MESSAGES.rangeTooLong, path: ['to'], when: whenFieldsPass('from', 'to') });

/** GET /attendance/team?teamId=&from=&to= */
export const teamAttendanceQuery = withRange({ teamId: recordId() });
export type TeamAttendanceQuery = z.infer<typeof teamAttendanceQuery>;

/** GET /attendance/summary and /attendance/summary.xlsx */
export const attendanceSummaryQuery = withRange({
  branchId: recordId().optional(),
  teamId: recordId().optional(),
  search: text().max(100).optional(),
});
export type AttendanceSummaryQuery = z.infer<typeof attendanceSummaryQuery>;

/** GET /attendance/employee?employeeId=&from=&to= */
export const employeeAttendanceQuery = withRange({ employeeId: recordId() });
export type EmployeeAttendanceQuery = z.infer<typeof employeeAttendanceQuery>;

/** GET /attendance/day?employeeId=&date= */
export const attendanceDayQuery = z.object({ employeeId: recordId(), date: isoDate });

const minutes = numberFrom(z.number().int('must be a whole number').min(0, 'must be at least 0').max(24 * 60 * 2, 'must be at most 2880'));
const instant = z.union([
  z.null(),
  text()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), 'must be a date and time with its offset (ISO 8601)'),
]);

export const attendanceChangesSchema = z
  .object({
    timeIn: instant.optional(),
    timeOut: instant.optional(),
    workedMinutes: minutes.optional(),
    lateMinutes: minutes.optional(),
    undertimeMinutes: minutes.optional(),
    overtimeApprovedMinutes: minutes.optional(),
    nightMinutes: minutes.optional(),
    isAbsent: z.boolean().optional(),
  })
  .strict();

/** POST /attendance/adjustment */
export const attendanceAdjustmentRequest = z
  .object({
    employeeId: recordId(),
    date: isoDate,
    changes: attendanceChangesSchema,
    reason: text().trim().min(1, 'is required').max(1000, 'must be at most 1000 characters'),
  })
  .refine((v) => ADJUSTABLE_FIELDS.some((f) => (v.changes as Record<string, unknown>)[f] !== undefined), {
    message: ATTENDANCE_MESSAGES.noChanges,
    path: ['changes'],
    when: whenFieldsPass('changes'),
  });
export type AttendanceAdjustmentRequest = z.infer<typeof attendanceAdjustmentRequest>;

/** GET /manpower/dashboard?date= */
export const manpowerDashboardQuery = z.object({ date: isoDate.optional() });
