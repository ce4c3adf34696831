import { describe, expect, it } from 'vitest';
import {
  currentRate,
  EMPLOYEE_DATE_MESSAGES,
  employeeName,
  employmentDateProblems,
  formatGovernmentNumber,
  governmentDigits,
  governmentNumberProblem,
} from './employee.rules';
import { employeeRequest, employeeImportRow, updateEmployeeRequest } from './employee.schemas';

describe('government numbers', () => {
  it('accepts digits with or without dashes and spaces', () => {
    expect(governmentDigits('34-1234567-8')).toBe('3412345678');
    expect(governmentDigits(' 12 3456 ')).toBe('123456');
    expect(governmentNumberProblem('sss', '34-1234567-8')).toBeNull();
    expect(governmentNumberProblem('sss', '3412345678')).toBeNull();
    expect(governmentNumberProblem('sss', '')).toBeNull();
    expect(governmentNumberProblem('sss', ' - ')).toBeNull();
  });
  it('SSS has 10 digits', () => {
    expect(governmentNumberProblem('sss', '341234567')).toBe('SSS number must have 10 digits');
    expect(governmentNumberProblem('sss', '34123456789')).toBe('SSS number must have 10 digits');
    expect(governmentNumberProblem('sss', '34-12345A7-8')).toBe('SSS number must have only digits, dashes and spaces');
  });
  it('PhilHealth has 12 digits', () => {
    expect(governmentNumberProblem('philhealth', '12-345678901-2')).toBeNull();
    expect(governmentNumberProblem('philhealth', '12345678901')).toBe('PhilHealth number must have 12 digits');
    expect(governmentNumberProblem('philhealth', '1234567890123')).toBe('PhilHealth number must have 12 digits');
  });
  it('Pag-IBIG MID has 12 digits', () => {
    expect(governmentNumberProblem('pagibig', '1234-5678-9012')).toBeNull();
    expect(governmentNumberProblem('pagibig', '1234-5678-901')).toBe('Pag-IBIG MID number must have 12 digits');
  });
  it('TIN has 9 or 12 digits', () => {
    expect(governmentNumberProblem('tin', '123-456-789')).toBeNull();
    expect(governmentNumberProblem('tin', '123-456-789-000')).toBeNull();
    expect(governmentNumberProblem('tin', '1234567890')).toBe('TIN must have 9 or 12 digits');
    expect(governmentNumberProblem('tin', '12345678')).toBe('TIN must have 9 or 12 digits');
    expect(governmentNumberProblem('tin', '1234567890123')).toBe('TIN must have 9 or 12 digits');
  });
  it('shows the stored digits in their usual form', () => {
    expect(formatGovernmentNumber('sss', '3412345678')).toBe('34-1234567-8');
    expect(formatGovernmentNumber('philhealth', '123456789012')).toBe('12-345678901-2');
    expect(formatGovernmentNumber('pagibig', '123456789012')).toBe('1234-5678-9012');
    expect(formatGovernmentNumber('tin', '123456789')).toBe('123-456-789');
    expect(formatGovernmentNumber('tin', '123456789000')).toBe('123-456-789-000');
    expect(formatGovernmentNumber('tin', '1234')).toBe('1234');
    expect(formatGovernmentNumber('sss', '')).toBe('');
    expect(formatGovernmentNumber('sss', '34123456AB')).toBe('34123456AB');
  });
  it('the schema stores digits and lists every problem', () => {
    const ok = employeeRequest.parse({ firstName: 'A', lastName: 'B', sssNo: '34-1234567-8', tin: '123 456 789' });
    expect(ok.sssNo).toBe('3412345678');
    expect(ok.tin).toBe('123456789');
    expect(ok.philhealthNo).toBe('');
    const bad = employeeRequest.safeParse({ firstName: 'A', lastName: 'B', sssNo: '123', philhealthNo: '1', pagibigNo: '2', tin: '3' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'sssNo: SSS number must have 10 digits',
      'philhealthNo: PhilHealth number must have 12 digits',
      'pagibigNo: Pag-IBIG MID number must have 12 digits',
      'tin: TIN must have 9 or 12 digits',
    ]);
  });
  it('a PATCH names only what it changes and never the rate', () => {
    const parsed = updateEmployeeRequest.parse({ id: 3, position: 'Foreman' });
    expect(Object.entries(parsed).filter(([, v]) => v !== undefined)).toEqual([
      ['position', 'Foreman'],
      ['id', 3],
    ]);
    expect(updateEmployeeRequest.safeParse({ id: 3, rate: 500 }).success).toBe(true);
    expect('rate' in updateEmployeeRequest.parse({ id: 3, rate: 500 })).toBe(false);
  });
  it('import rows read statuses and rate types as people write them', () => {
    const row = employeeImportRow.parse({ firstName: 'A', lastName: 'B', employmentStatus: 'project based', rateType: 'monthly', gender: 'female' });
    expect(row.employmentStatus).toBe('PROJECT_BASED');
    expect(row.rateType).toBe('MONTHLY');
    expect(row.gender).toBe('FEMALE');
    expect(employeeImportRow.parse({ firstName: 'A', lastName: 'B' }).employmentStatus).toBe('PROBATIONARY');
  });
});

describe('employment dates', () => {
  const base = { employmentStatus: 'REGULAR', hiredAt: '2024-01-10' };
  it('accepts consistent dates', () => {
    expect(employmentDateProblems({ ...base, regularizedAt: '2024-01-10', birthDate: '1990-01-01' })).toEqual([]);
    expect(employmentDateProblems({ employmentStatus: 'RESIGNED', hiredAt: '2024-01-10', separatedAt: '2024-01-10' })).toEqual([]);
    expect(employmentDateProblems({ employmentStatus: 'TERMINATED', separatedAt: '2024-01-10' })).toEqual([]);
    expect(employmentDateProblems({ employmentStatus: 'PROBATIONARY' })).toEqual([]);
  });
  it('separatedAt only, and always, for RESIGNED or TERMINATED', () => {
    expect(employmentDateProblems({ ...base, separatedAt: '2025-01-01' })).toEqual([['separatedAt', EMPLOYEE_DATE_MESSAGES.separatedOnlyWhenLeft]]);
    expect(employmentDateProblems({ employmentStatus: 'RESIGNED' })).toEqual([['separatedAt', EMPLOYEE_DATE_MESSAGES.separatedRequired]]);
    expect(employmentDateProblems({ employmentStatus: 'TERMINATED' })).toEqual([['separatedAt', EMPLOYEE_DATE_MESSAGES.separatedRequired]]);
    expect(EMPLOYEE_DATE_MESSAGES.separatedOnlyWhenLeft).toBe('Separation date is only for a resigned or terminated employee');
  });
  it('regularizedAt and separatedAt not before hiredAt (same day is fine)', () => {
    expect(employmentDateProblems({ ...base, regularizedAt: '2024-01-09' })).toEqual([['regularizedAt', 'Regularization date cannot be before the hire date']]);
    expect(employmentDateProblems({ employmentStatus: 'RESIGNED', hiredAt: '2024-01-10', separatedAt: '2024-01-09' })).toEqual([
      ['separatedAt', 'Separation date cannot be before the hire date'],
    ]);
  });
  it('birth date before hiring', () => {
    expect(employmentDateProblems({ ...base, birthDate: '2024-01-10' })).toEqual([['birthDate', 'Birth date must be before the hire date']]);
    expect(employmentDateProblems({ ...base, birthDate: '2024-01-09' })).toEqual([]);
  });
});

describe('names and rates', () => {
  it('names an employee last name first', () => {
    expect(employeeName({ firstName: 'Ligaya', middleName: 'Santos', lastName: 'Dela Cruz', suffix: '' })).toBe('Dela Cruz, Ligaya S.');
    expect(employeeName({ firstName: 'Jose', lastName: 'Rizal', suffix: 'Jr.' })).toBe('Rizal, Jose Jr.');
    expect(employeeName({ firstName: 'Jose', middleName: '  ', lastName: 'Rizal' })).toBe('Rizal, Jose');
  });
  it('the current rate is the newest row in effect', () => {
    const rows = [
      { id: 1, effectiveFrom: '2024-01-01', rate: '500' },
      { id: 2, effectiveFrom: '2025-01-01', rate: '600' },
      { id: 3, effectiveFrom: '2025-01-01', rate: '610' },
      { id: 4, effectiveFrom: '2026-01-02', rate: '700' },
    ];
    expect(currentRate(rows, '2025-12-31')?.rate).toBe('610');
    expect(currentRate(rows, '2026-01-02')?.rate).toBe('700');
    expect(currentRate(rows, '2026-01-01')?.rate).toBe('610');
    expect(currentRate(rows, '2024-01-01')?.rate).toBe('500');
    expect(currentRate(rows, '2023-12-31')).toBeNull();
    expect(currentRate([rows[2], rows[1]], '2025-06-01')?.id).toBe(3);
  });
});
