import { z } from 'zod';
import { isoDate, pesoAmount } from '../leads/lead.schemas';
import { patchSchemaOf } from '../records/patch';
import { recordId, text } from '../validation';
import { EMPLOYMENT_STATUS, RATE_TYPE } from './manpower.constants';
import { governmentDigits, governmentNumberProblem, type GovernmentNumberKind } from './employee.rules';

const id = recordId();
const trimmed = (max: number) => text().trim().max(max);

/** A government number typed with or without dashes and spaces; kept as digits. Empty is allowed. */
export const governmentNumber = (kind: GovernmentNumberKind) =>
  text()
    .trim()
    .max(30)
    .superRefine((value, context) => {
      const problem = governmentNumberProblem(kind, value);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    })
    .transform(governmentDigits);

export const GENDER_KEYS = ['MALE', 'FEMALE'] as const;
export const CIVIL_STATUS_KEYS = ['SINGLE', 'MARRIED', 'WIDOWED', 'SEPARATED'] as const;
const oneOf = <K extends readonly [string, ...string[]]>(keys: K) => z.enum(keys, { error: `must be one of ${keys.join(', ')}` });

/** A biometric id: the PIN the terminals know (digits and letters, up to 24). */
export const biometricId = text()
  .trim()
  .max(24)
  .refine((v) => /^[A-Za-z0-9]*$/.test(v), 'must have only letters and digits')
  .transform((v) => (v === '' ? null : v));

/** POST /employee. `rateType`/`rate` start the rate history (effective from the hire date or today). */
export const employeeRequest = z.object({
  employeeNo: trimmed(30).optional(),
  firstName: text().trim().min(1, 'is required').max(100),
  middleName: trimmed(100).optional().default(''),
  lastName: text().trim().min(1, 'is required').max(100),
  suffix: trimmed(20).optional().default(''),
  gender: oneOf(GENDER_KEYS).nullable().optional(),
  birthDate: isoDate.nullable().optional(),
  civilStatus: oneOf(CIVIL_STATUS_KEYS).nullable().optional(),
  mobile: trimmed(30).optional().default(''),
  email: z.union([z.literal(''), text().trim().max(200).pipe(z.email('must be an email address'))]).optional().default(''),
  address: trimmed(500).optional().default(''),
  sssNo: governmentNumber('sss').optional().default(''),
  philhealthNo: governmentNumber('philhealth').optional().default(''),
  pagibigNo: governmentNumber('pagibig').optional().default(''),
  tin: governmentNumber('tin').optional().default(''),
  employmentStatus: oneOf(EMPLOYMENT_STATUS.keys as unknown as readonly [string, ...string[]]).optional().default('PROBATIONARY'),
  hiredAt: isoDate.nullable().optional(),
  regularizedAt: isoDate.nullable().optional(),
  separatedAt: isoDate.nullable().optional(),
  position: trimmed(100).optional().default(''),
  branchId: id.nullable().optional(),
  departmentId: id.nullable().optional(),
  rateType: oneOf(RATE_TYPE.keys as unknown as readonly [string, ...string[]]).optional().default('DAILY'),
  rate: pesoAmount.optional().default(0),
  isMinimumWageEarner: z.boolean().optional().default(false),
  bankName: trimmed(100).optional().default(''),
  bankAccountNo: trimmed(40).optional().default(''),
  biometricId: biometricId.nullable().optional(),
  accountId: id.nullable().optional(),
});
export type EmployeeRequest = z.infer<typeof employeeRequest>;

/** PATCH /employee: the id and the fields to change. The rate changes only through POST /employee/{id}/rate. */
export const updateEmployeeRequest = patchSchemaOf(employeeRequest.omit({ rateType: true, rate: true })).extend({ id });
export type UpdateEmployeeRequest = z.infer<typeof updateEmployeeRequest>;

/** POST /employee/{id}/rate: a row of the rate history. */
export const employeeRateRequest = z.object({
  rateType: oneOf(RATE_TYPE.keys as unknown as readonly [string, ...string[]]),
  rate: pesoAmount,
  effectiveFrom: isoDate,
  note: trimmed(500).optional().default(''),
});
export type EmployeeRateRequest = z.infer<typeof employeeRateRequest>;

/** POST /employee/{id}/document: a file uploaded through the files module. */
export const employeeDocumentRequest = z.object({ fileId: id, title: text().trim().min(1, 'is required').max(200) });
export const employeeDocumentParams = z.object({ id, documentId: id });

/** POST /department, PATCH /department. */
export const departmentRequest = z.object({ name: text().trim().min(1, 'is required').max(100) });
export const updateDepartmentRequest = patchSchemaOf(departmentRequest).extend({ id });

/** POST /team, PATCH /team. */
export const teamRequest = z.object({
  name: text().trim().min(1, 'is required').max(100),
  description: trimmed(500).optional().default(''),
  branchId: id.nullable().optional(),
});
export const updateTeamRequest = patchSchemaOf(teamRequest).extend({ id });
/**
 * POST /team/{id}/members: adds (or updates the leader flag of) employees. An employee in another
 * team is refused (409) unless `move` is true, which takes them out of it.
 */
export const teamMembersRequest = z.object({
  members: z.array(z.object({ employeeId: id, isLeader: z.boolean().optional().default(false) })).min(1, 'needs at least one item').max(500),
  move: z.boolean().optional().default(false),
});
export const teamMemberParams = z.object({ id, employeeId: id });

/** POST /branch, PATCH /branch. */
export const branchRequest = z.object({ name: text().trim().min(1, 'is required').max(100), address: trimmed(500).optional().default('') });
export const updateBranchRequest = patchSchemaOf(branchRequest).extend({ id });

/** Import file columns, in order (the template's headers). */
export const EMPLOYEE_IMPORT_COLUMNS = [
  { key: 'employeeNo', header: 'Employee No' },
  { key: 'lastName', header: 'Last Name' },
  { key: 'firstName', header: 'First Name' },
  { key: 'middleName', header: 'Middle Name' },
  { key: 'suffix', header: 'Suffix' },
  { key: 'gender', header: 'Gender' },
  { key: 'birthDate', header: 'Birth Date' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'email', header: 'Email' },
  { key: 'address', header: 'Address' },
  { key: 'sssNo', header: 'SSS No' },
  { key: 'philhealthNo', header: 'PhilHealth No' },
  { key: 'pagibigNo', header: 'Pag-IBIG MID' },
  { key: 'tin', header: 'TIN' },
  { key: 'employmentStatus', header: 'Employment Status' },
  { key: 'hiredAt', header: 'Hired' },
  { key: 'position', header: 'Position' },
  { key: 'branch', header: 'Branch' },
  { key: 'department', header: 'Department' },
  { key: 'rateType', header: 'Rate Type' },
  { key: 'rate', header: 'Rate' },
  { key: 'biometricId', header: 'Biometric ID' },
] as const;

/** One row of an employee import file: the create fields, branch and department by name. */
export const employeeImportRow = employeeRequest
  .omit({ branchId: true, departmentId: true, accountId: true, regularizedAt: true, separatedAt: true, civilStatus: true })
  .extend({
    gender: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v), oneOf(GENDER_KEYS).optional()),
    employmentStatus: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/[\s-]+/g, '_') || undefined : v),
      oneOf(EMPLOYMENT_STATUS.keys as unknown as readonly [string, ...string[]]).optional().default('PROBATIONARY'),
    ),
    rateType: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
      oneOf(RATE_TYPE.keys as unknown as readonly [string, ...string[]]).optional().default('DAILY'),
    ),
    branch: trimmed(100).optional().default(''),
    department: trimmed(100).optional().default(''),
  });
