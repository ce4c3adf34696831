/**
 * Employee (201 file) rules, issue 14 "HRIS and teams" (decision 0047): Philippine government
 * numbers and the employment dates. Pure functions: the server, the import and the web form share them.
 */
import { digitsOf, groupDigits } from '../format/digits';

export type GovernmentNumberKind = 'sss' | 'philhealth' | 'pagibig' | 'tin';

interface GovernmentNumberRule {
  /** What the messages call it. */
  name: string;
  /** Accepted digit counts. */
  lengths: readonly number[];
  /** Group sizes of the shown form, for each accepted length. */
  groups: Record<number, readonly number[]>;
}

export const GOVERNMENT_NUMBERS: Record<GovernmentNumberKind, GovernmentNumberRule> = {
  sss: { name: 'SSS number', lengths: [10], groups: { 10: [2, 7, 1] } },
  philhealth: { name: 'PhilHealth number', lengths: [12], groups: { 12: [2, 9, 1] } },
  pagibig: { name: 'Pag-IBIG MID number', lengths: [12], groups: { 12: [4, 4, 4] } },
  tin: { name: 'TIN', lengths: [9, 12], groups: { 9: [3, 3, 3], 12: [3, 3, 3, 3] } },
};

/** The field of each number on the employee record. */
export const GOVERNMENT_NUMBER_FIELDS = { sssNo: 'sss', philhealthNo: 'philhealth', pagibigNo: 'pagibig', tin: 'tin' } as const;

/** The digits of a number typed with or without dashes and spaces ("34-1234567-8" -> "3412345678"). */
export const governmentDigits = digitsOf;

/**
 * The problem with a government number as typed, in plain words, or null when it is fine. Empty is
 * fine (not every employee has every number yet). Only digits, dashes and spaces are accepted.
 */
export function governmentNumberProblem(kind: GovernmentNumberKind, value: string): string | null {
  const rule = GOVERNMENT_NUMBERS[kind];
  const digits = governmentDigits(value);
  if (digits === '') return null;
  const lengths = rule.lengths.join(' or ');
  if (!/^\d+$/.test(digits)) return `${rule.name} must have only digits, dashes and spaces`;
  if (!rule.lengths.includes(digits.length)) return `${rule.name} must have ${lengths} digits`;
  return null;
}

/** A stored number as people write it: SSS ##-#######-#, PhilHealth ##-#########-#, Pag-IBIG ####-####-####, TIN ###-###-###[-###]. Anything else as stored. */
export const formatGovernmentNumber = (kind: GovernmentNumberKind, digits: string): string => groupDigits(digits, GOVERNMENT_NUMBERS[kind].groups[digits.length]);

export const SEPARATED_EMPLOYMENT: readonly string[] = ['RESIGNED', 'TERMINATED'];

export const EMPLOYEE_DATE_MESSAGES = {
  separatedOnlyWhenLeft: 'Separation date is only for a resigned or terminated employee',
  separatedRequired: 'Separation date is required for a resigned or terminated employee',
  regularizedBeforeHired: 'Regularization date cannot be before the hire date',
  separatedBeforeHired: 'Separation date cannot be before the hire date',
  birthAfterHired: 'Birth date must be before the hire date',
} as const;

export interface EmploymentDates {
  employmentStatus: string;
  birthDate?: string | null;
  hiredAt?: string | null;
  regularizedAt?: string | null;
  separatedAt?: string | null;
}

/**
 * Every problem with an employee's dates (YYYY-MM-DD text compares as dates), as `[field, message]`:
 * a separation date only, and always, for RESIGNED or TERMINATED; regularization and separation
 * not before hiring; the birth date before hiring.
 */
export function employmentDateProblems(e: EmploymentDates): [field: string, message: string][] {
  const problems: [string, string][] = [];
  const separated = SEPARATED_EMPLOYMENT.includes(e.employmentStatus);
  if (e.separatedAt && !separated) problems.push(['separatedAt', EMPLOYEE_DATE_MESSAGES.separatedOnlyWhenLeft]);
  if (!e.separatedAt && separated) problems.push(['separatedAt', EMPLOYEE_DATE_MESSAGES.separatedRequired]);
  if (e.hiredAt && e.regularizedAt && e.regularizedAt < e.hiredAt) problems.push(['regularizedAt', EMPLOYEE_DATE_MESSAGES.regularizedBeforeHired]);
  if (e.hiredAt && e.separatedAt && e.separatedAt < e.hiredAt) problems.push(['separatedAt', EMPLOYEE_DATE_MESSAGES.separatedBeforeHired]);
  if (e.hiredAt && e.birthDate && e.birthDate >= e.hiredAt) problems.push(['birthDate', EMPLOYEE_DATE_MESSAGES.birthAfterHired]);
  return problems;
}

/** "Dela Cruz, Ligaya M." style display name. */
export function employeeName(e: { firstName: string; middleName?: string | null; lastName: string; suffix?: string | null }): string {
  const middle = e.middleName?.trim() ? ` ${e.middleName.trim()[0]}.` : '';
  const suffix = e.suffix?.trim() ? ` ${e.suffix.trim()}` : '';
  return `${e.lastName}, ${e.firstName}${middle}${suffix}`;
}

/**
 * The rate an employee has on `today`: the newest row effective on or before it (the latest
 * effectiveFrom, then the latest id), or null when none is in effect yet.
 */
export function currentRate<R extends { id: number; effectiveFrom: string }>(rows: readonly R[], today: string): R | null {
  let best: R | null = null;
  for (const row of rows) {
    if (row.effectiveFrom > today) continue;
    if (!best || row.effectiveFrom > best.effectiveFrom || (row.effectiveFrom === best.effectiveFrom && row.id > best.id)) best = row;
  }
  return best;
}

export const EMPLOYEE_MESSAGES = {
  created: 'Employee created successfully',
  updated: 'Employee updated successfully',
  deleted: 'Employee deleted successfully',
  rateSaved: 'Rate saved successfully',
  documentAdded: 'Document added successfully',
  documentRemoved: 'Document removed successfully',
  biometricTaken: (biometricId: string, name: string) => `Biometric ID ${biometricId} is already used by ${name}`,
  accountTaken: (name: string) => `This user account is already linked to ${name}`,
  employeeNoTaken: (no: string) => `Employee number ${no} is already used`,
  otherBranch: 'You can only keep employees of your own branch',
  noBranch: 'Your account has no branch: ask an administrator to set it',
} as const;

export const DEPARTMENT_MESSAGES = {
  created: 'Department created successfully',
  updated: 'Department updated successfully',
  deleted: 'Department deleted successfully',
  duplicate: (name: string) => `Department ${name} already exists`,
  inUse: 'Department still has employees',
} as const;

export const TEAM_MESSAGES = {
  created: 'Team created successfully',
  updated: 'Team updated successfully',
  deleted: 'Team deleted successfully',
  membersSaved: 'Team members saved successfully',
  memberRemoved: 'Member removed successfully',
  inOtherTeam: (name: string, team: string) => `${name} is already in team ${team}; move them explicitly`,
} as const;

export const BRANCH_MESSAGES = {
  created: 'Branch created successfully',
  updated: 'Branch updated successfully',
  deleted: 'Branch deleted successfully',
  inUseByEmployees: (n: number) => `Branch still has ${n} employee${n === 1 ? '' : 's'}`,
  inUseByDevices: (n: number) => `Branch still has ${n} timekeeping device${n === 1 ? '' : 's'}`,
} as const;
