/**
 * Manpower (issue 14, decision 0046): the value sets every manpower module shares. Labels are what
 * badges, selects and filters show.
 */
const labelled = <K extends string>(entries: readonly (readonly [K, string, string])[]) => ({
  keys: entries.map(([key]) => key) as K[],
  list: entries.map(([key, label, color]) => ({ key, label, color })),
  label: Object.fromEntries(entries.map(([key, label]) => [key, label])) as Record<K, string>,
});

export const EMPLOYMENT_STATUS = labelled([
  ['PROBATIONARY', 'Probationary', 'yellow'],
  ['REGULAR', 'Regular', 'green'],
  ['CONTRACTUAL', 'Contractual', 'blue'],
  ['PROJECT_BASED', 'Project-based', 'cyan'],
  ['RESIGNED', 'Resigned', 'gray'],
  ['TERMINATED', 'Terminated', 'red'],
] as const);
export type EmploymentStatus = (typeof EMPLOYMENT_STATUS.keys)[number];
/** Statuses of people no longer employed: not scheduled, not expected at work. */
export const SEPARATED_STATUSES: readonly EmploymentStatus[] = ['RESIGNED', 'TERMINATED'];

export const RATE_TYPE = labelled([
  ['MONTHLY', 'Monthly', 'blue'],
  ['DAILY', 'Daily', 'teal'],
  ['HOURLY', 'Hourly', 'grape'],
] as const);
export type RateType = (typeof RATE_TYPE.keys)[number];

export const HOLIDAY_TYPE = labelled([
  ['REGULAR', 'Regular holiday', 'red'],
  ['SPECIAL_NON_WORKING', 'Special non-working day', 'orange'],
  ['SPECIAL_WORKING', 'Special working day', 'yellow'],
] as const);
export type HolidayType = (typeof HOLIDAY_TYPE.keys)[number];

export const HOLIDAY_SCOPE = labelled([
  ['NATIONAL', 'National', 'blue'],
  ['LOCAL', 'Local (one branch)', 'grape'],
] as const);
export type HolidayScope = (typeof HOLIDAY_SCOPE.keys)[number];

/** Filing kinds (spec part 1 section 1: filings; issue 14). */
export const FILING_TYPE = labelled([
  ['LEAVE', 'Leave', 'blue'],
  ['OVERTIME', 'Overtime', 'grape'],
  ['OFFICIAL_BUSINESS', 'Official business', 'cyan'],
  ['SCHEDULE_ADJUSTMENT', 'Schedule adjustment', 'teal'],
  ['ATTENDANCE_CORRECTION', 'Attendance correction', 'orange'],
] as const);
export type FilingType = (typeof FILING_TYPE.keys)[number];

/** Filing and task statuses (DECISIONS.md "Status sets"). */
export const FILING_STATUS = labelled([
  ['PENDING', 'Pending', 'yellow'],
  ['APPROVED', 'Approved', 'green'],
  ['REJECTED', 'Rejected', 'red'],
  ['CANCELED', 'Canceled', 'gray'],
] as const);
export type FilingStatus = (typeof FILING_STATUS.keys)[number];

/** Leave types every company starts with; SIL is the Labor Code's 5 days (art. 95) after a year of service. */
export const DEFAULT_LEAVE_TYPES = [
  { code: 'SIL', name: 'Service incentive leave', isPaid: true, daysPerYear: '5' },
  { code: 'VL', name: 'Vacation leave', isPaid: true, daysPerYear: '0' },
  { code: 'SL', name: 'Sick leave', isPaid: true, daysPerYear: '0' },
  { code: 'ML', name: 'Maternity leave (RA 11210)', isPaid: true, daysPerYear: '0' },
  { code: 'PL', name: 'Paternity leave (RA 8187)', isPaid: true, daysPerYear: '0' },
  { code: 'SPL', name: 'Solo parent leave (RA 11861)', isPaid: true, daysPerYear: '0' },
  { code: 'LWOP', name: 'Leave without pay', isPaid: false, daysPerYear: '0' },
] as const;

/** Where a raw punch came from. */
export const PUNCH_SOURCE = labelled([
  ['DEVICE', 'Device', 'blue'],
  ['IMPORT', 'Imported file', 'grape'],
  ['KIOSK', 'Kiosk', 'teal'],
] as const);
export type PunchSource = (typeof PUNCH_SOURCE.keys)[number];

/** A terminal is online when it was heard from within this many seconds (they poll every 30 s or so). */
export const DEVICE_ONLINE_SECONDS = 120;

export const DEVICE_CONNECTION = labelled([
  ['ONLINE', 'Online', 'green'],
  ['OFFLINE', 'Offline', 'gray'],
  ['NEVER', 'Never connected', 'yellow'],
] as const);
export type DeviceConnection = (typeof DEVICE_CONNECTION.keys)[number];

export function deviceConnection(lastSeenAt: string | Date | null, now: Date = new Date()): DeviceConnection {
  if (!lastSeenAt) return 'NEVER';
  const seen = typeof lastSeenAt === 'string' ? new Date(lastSeenAt) : lastSeenAt;
  return now.getTime() - seen.getTime() <= DEVICE_ONLINE_SECONDS * 1000 ? 'ONLINE' : 'OFFLINE';
}

/** Timekeeping happens in Philippine time; a day is the Asia/Manila calendar day (UTC+8, no DST). */
export const MANILA_OFFSET_MINUTES = 8 * 60;
export const MANILA_TIME_ZONE = 'Asia/Manila';

/** Time keeping accepts either scope (spec part 1 section 6); BY_BRANCH limits to the user's branch. */
export const TIME_KEEPING_SCOPES = ['MANPOWER_TIME_KEEPING_ACCESS_ALL', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] as const;

/**
 * Which branch's employees a user sees in manpower screens: `{kind: 'all'}` for developers,
 * full access, or the ALL scope; `{kind: 'branch', branchId}` for a role holding only the
 * BY_BRANCH scope (a user with no branch then sees no employee: `branchId` null). Every manpower
 * list and record of an employee applies it on the server.
 */
export type BranchLimit = { kind: 'all' } | { kind: 'branch'; branchId: number | null };

export function branchLimit(
  role: { isDeveloper?: boolean | null; isFullAccess?: boolean | null; scopeList?: unknown } | null | undefined,
  accountBranchId: number | null | undefined,
): BranchLimit {
  if (!role) return { kind: 'branch', branchId: null };
  if (role.isDeveloper || role.isFullAccess) return { kind: 'all' };
  const held = Array.isArray(role.scopeList) ? (role.scopeList as unknown[]) : [];
  if (held.includes('MANPOWER_TIME_KEEPING_ACCESS_ALL')) return { kind: 'all' };
  if (held.includes('MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH')) return { kind: 'branch', branchId: accountBranchId ?? null };
  return { kind: 'all' };
}
