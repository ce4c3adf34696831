import type { HolidayScope, HolidayType } from './manpower.constants';

/**
 * Holidays (issue 14, decision 0048). Each company holds its own rows; the current year's
 * proclamation is copied into every company.
 */
export const HOLIDAY_MESSAGES = {
  created: 'Holiday created',
  updated: 'Holiday updated',
  deleted: 'Holiday deleted',
  duplicate: (name: string, date: string) => `${name} is already a holiday on ${date}`,
  localNeedsBranch: 'branchId: a local holiday needs its branch',
  nationalHasNoBranch: 'branchId: a national holiday applies to every branch; leave the branch empty',
  rangeTooLong: 'to: at most 366 days at a time',
} as const;

export interface ProclaimedHoliday {
  date: string;
  name: string;
  type: HolidayType;
  source: string;
}

const PROC_1006 = 'Proclamation No. 1006, s. 2025';

/**
 * 2026 (decision 0048): Proclamation No. 1006, s. 2025 (signed 3 September 2025), Eid'l Fitr declared
 * by the Palace on 12 March 2026, Eid'l Adha by Proclamation No. 1264 (21 May 2026).
 */
export const PROCLAIMED_HOLIDAYS_2026: readonly ProclaimedHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day", type: 'REGULAR', source: PROC_1006 },
  { date: '2026-02-17', name: 'Chinese New Year', type: 'SPECIAL_NON_WORKING', source: PROC_1006 },
  { date: '2026-02-25', name: 'EDSA People Power Revolution Anniversary', type: 'SPECIAL_WORKING', source: PROC_1006 },
  { date: '2026-03-20', name: "Eid'l Fitr", type: 'REGULAR', source: 'Declared by Malacañang on 12 March 2026 (RA 9177)' },
  { date: '2026-04-02', name: 'Maundy Thursday', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-04-03', name: 'Good Friday', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-04-04', name: 'Black Saturday', type: 'SPECIAL_NON_WORKING', source: PROC_1006 },
  { date: '2026-04-09', name: 'Araw ng Kagitingan', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-05-01', name: 'Labor Day', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-05-27', name: "Eid'l Adha", type: 'REGULAR', source: 'Proclamation No. 1264, s. 2026' },
  { date: '2026-06-12', name: 'Independence Day', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-08-21', name: 'Ninoy Aquino Day', type: 'SPECIAL_NON_WORKING', source: PROC_1006 },
  { date: '2026-08-31', name: 'National Heroes Day', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-11-01', name: "All Saints' Day", type: 'SPECIAL_NON_WORKING', source: PROC_1006 },
  { date: '2026-11-02', name: "All Souls' Day", type: 'SPECIAL_NON_WORKING', source: PROC_1006 },
  { date: '2026-11-30', name: 'Bonifacio Day', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-12-08', name: 'Feast of the Immaculate Conception of Mary', type: 'SPECIAL_NON_WORKING', source: PROC_1006 },
  { date: '2026-12-24', name: 'Christmas Eve', type: 'SPECIAL_NON_WORKING', source: PROC_1006 },
  { date: '2026-12-25', name: 'Christmas Day', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-12-30', name: 'Rizal Day', type: 'REGULAR', source: PROC_1006 },
  { date: '2026-12-31', name: 'Last Day of the Year', type: 'SPECIAL_NON_WORKING', source: PROC_1006 },
];

/** The branch rule: a LOCAL holiday names one branch, a NATIONAL one none. The problem, or null. */
export function holidayBranchProblem(scope: HolidayScope, branchId: number | null | undefined): string | null {
  if (scope === 'LOCAL' && branchId == null) return HOLIDAY_MESSAGES.localNeedsBranch;
  if (scope === 'NATIONAL' && branchId != null) return HOLIDAY_MESSAGES.nationalHasNoBranch;
  return null;
}

/** Whether a holiday applies to a branch: a national one everywhere, a local one only to its branch. */
export function holidayApplies(holiday: { scope: string; branchId: number | null }, branchId: number | null | undefined): boolean {
  if (holiday.scope === 'NATIONAL') return true;
  return branchId != null && holiday.branchId === branchId;
}

/** Whether a holiday is a day off (REGULAR and SPECIAL_NON_WORKING; a special working day is a normal day). */
export const isDayOff = (type: string) => type === 'REGULAR' || type === 'SPECIAL_NON_WORKING';
