/**
 * Leave credits (issue 14, decision 0051). A balance is the sum of an employee's `leave_ledger`
 * rows for a leave type and year; days are exact to the hundredth (numeric(6,2)), summed here in
 * hundredths so no float creeps in.
 */
export const SIL_CODE = 'SIL';
/** Labor Code art. 95: five days with pay a year, once the employee has rendered a year of service. */
export const SIL_DAYS_PER_YEAR = '5.00';

/** Who may grant and adjust leave credits, grant SIL and cancel an approved leave. */
export const LEAVE_ADMIN_SCOPES = ['MANPOWER_SERVICE_INCENTIVE_LEAVE_ACCESS', 'MANPOWER_HRIS_ACCESS', 'MANPOWER_FILING_APPROVE_ACCESS'] as const;

export const LEAVE_LEDGER_KIND = {
  GRANT: 'GRANT',
  USE: 'USE',
  ADJUST: 'ADJUST',
  REVERSAL: 'REVERSAL',
} as const;
export type LeaveLedgerKind = keyof typeof LEAVE_LEDGER_KIND;

export const LEAVE_MESSAGES = {
  credited: 'Leave credits recorded',
  silGranted: (granted: number, year: number) =>
    granted === 0 ? `Every eligible employee already has their ${year} SIL` : `SIL granted to ${granted} ${granted === 1 ? 'employee' : 'employees'} for ${year}`,
  belowZero: (leaveCode: string, daysLeft: string) => `days: the ${leaveCode} balance would fall below zero (${Number(daysLeft)} left)`,
} as const;

/** Days text ("2.50", "-1") to hundredths (250, -100). */
export function toHundredths(days: string | number): number {
  return Math.round(Number(days) * 100);
}

/** Hundredths to days text with two decimals: 250 -> "2.50", -50 -> "-0.50". */
export function fromHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The exact sum of days texts. */
export function sumDays(values: readonly (string | number)[]): string {
  return fromHundredths(values.reduce<number>((total, value) => total + toHundredths(value), 0));
}

/** The date one year after `hiredAt` (29 February's anniversary is 1 March). */
export function firstServiceAnniversary(hiredAt: string): string {
  const year = Number(hiredAt.slice(0, 4)) + 1;
  const monthDay = hiredAt.slice(5);
  const candidate = `${year}-${monthDay}`;
  const parsed = new Date(`${candidate}T00:00:00Z`);
  return parsed.toISOString().slice(0, 10) === candidate ? candidate : `${year}-03-01`;
}

/**
 * Whether an employee earns the year's SIL (art. 95): hired, not separated before the year, and a
 * year of service completed on or before `asOf` (the grant day) within the year. An employee who
 * completes their year later in the year gets it when HR grants again after that day.
 */
export function silEligible(employee: { hiredAt: string | null; separatedAt?: string | null }, year: number, asOf: string): boolean {
  if (!employee.hiredAt) return false;
  if (employee.separatedAt && employee.separatedAt < `${year}-01-01`) return false;
  const yearEnd = `${year}-12-31`;
  const until = asOf < yearEnd ? asOf : yearEnd;
  return firstServiceAnniversary(employee.hiredAt) <= until;
}

export interface LeaveBalanceRow {
  leaveTypeId: number;
  code: string;
  name: string;
  isPaid: boolean;
  /** Ledger sum for the year. */
  balance: string;
  /** Days held by pending leave filings of the year. */
  pending: string;
  /** balance - pending: what a new filing may use. */
  available: string;
}

/** A balance row from its ledger and pending sums. */
export function leaveBalanceOf(type: { id: number; code: string; name: string; isPaid: boolean }, ledgerDays: readonly string[], pendingDays: readonly string[]): LeaveBalanceRow {
  const balance = sumDays(ledgerDays);
  const pending = sumDays(pendingDays);
  return {
    leaveTypeId: type.id,
    code: type.code,
    name: type.name,
    isPaid: type.isPaid,
    balance,
    pending,
    available: fromHundredths(toHundredths(balance) - toHundredths(pending)),
  };
}
