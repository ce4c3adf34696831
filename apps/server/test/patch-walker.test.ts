import { randomBytes } from 'node:crypto';
import {
  isClearable,
  updateAccountRequest,
  updateBoqSettingsRequest,
  updateClientRequest,
  updateLeadRequest,
  updateOrganizationRequest,
  updatePersonRequest,
  updateProfileRequest,
  updateProjectRequest,
  updateRoleGroupRequest,
  updateRoleRequest,
  updateSupplierRequest,
  updateTaskRequest,
  moveMeetingRequest,
  updateUserLevelRequest,
  updateWarehouseRequest,
  updateEquipmentRequest,
  updateDeviceRequest,
  updateBranchRequest,
  updateDepartmentRequest,
  updateEmployeeRequest,
  updateHolidayRequest,
  updateScheduleRequest,
  updateShiftRequest,
  updateTeamRequest,
  updatePlanRequest,
  updatePlanMemberRequest,
  updateCutoffRequest,
  updatePayrollGroupRequest,
  updateCompanyProfileRequest,
  updateEmailConfigRequest,
  updateDeveloperCompanyRequest,
  updateDefaultRoleRequest,
  updateDefaultUserLevelRequest,
  updateSchoolYearRequest,
  updateGradeLevelRequest,
  updateSectionRequest,
  updateCourseRequest,
  updateStudentRequest,
  updateGuardianRequest,
  updateEnrollmentRequest,
  updateGateRequest,
  updateSchoolDeviceRequest,
} from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calendarEvents } from '../src/db/schema';
import { accounts, billOfQuantities, clients, companies, equipment, files, organizations, people, projects, psgcBarangays, psgcMunicipalities, psgcProvinces, roleGroups, roles, suppliers, tasks, userLevels, warehouses } from '../src/db/schema';
import { loadPsgc } from '../src/modules/locations/psgc.loader';
import { branches, departments, employees, holidays, scheduleDays, schedules, shifts, teams, timekeepingDevices } from '../src/db/schema';
import { payrollPlanMembers, payrollPlans } from '../src/db/schema';
import { payrollCutoffs, payrollGroups } from '../src/db/schema';
import { emailConfigs } from '../src/db/schema';
import { defaultRoles, defaultUserLevels } from '../src/db/schema';
import { courses, enrollments, gradeLevels, guardians, schoolYears, sections, students } from '../src/db/schema';
import { schoolDevices, schoolGates } from '../src/db/schema';
import { jobSchedules } from '../src/db/schema';
import { schedulePatchSchema } from '@haligi/shared';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

/**
 * Walks every PATCH route the app registers under /api (and the PUT routes of PATCH_LIKE_PUTS). The rule for all of them: a field left out
 * keeps its stored value, `null` clears a field that may be cleared, and `null` on any other field
 * is a 400 that changes nothing. Each route is tried against a record with every field set, one
 * field at a time, comparing the whole stored row. A PATCH route the walker does not know fails the
 * first test, and so does a field a route's schema accepts that its case does not try.
 */

type Row = Record<string, unknown>;

interface FieldCase {
  /** A valid value different from the one the record is created with. */
  next: unknown;
  /** The columns the field writes, when not just the column of the same name. */
  columns?: string[];
  /**
   * A field that may be cleared in general, but not on the record the case makes: `null` answers this
   * 422 (the business rule, word for word) and changes nothing.
   */
  clearRefused?: string;
}

interface PatchCase {
  /** The schema the route parses its body with. */
  schema: z.ZodObject;
  /** A PUT that follows the PATCH rule (its key in PATCH_LIKE_PUTS); PATCH otherwise. */
  method?: 'PUT';
  /** Makes a record with every field set; answers its id. */
  create(): Promise<number>;
  /** The PATCH path and whether the id travels in the body ({id, ...}) rather than the path. */
  path(id: number): string;
  idInBody: boolean;
  /** The stored row. */
  read(id: number): Promise<Row>;
  /** Every field of the schema but id, in the order they are patched. */
  fields: Record<string, FieldCase>;
  /** Fields of the schema that are not patched alone, and why. */
  fixed?: Record<string, string>;
  /** Who patches, when not the company's full-access admin (developer routes). */
  /** Who patches, when not the company's full-access admin (a developer for developer routes). */
  token?: () => string;
}

/** PUT routes that change only the fields they are given, walked like the PATCH routes. */
const PATCH_LIKE_PUTS = ['PUT /api/email-config'];

/** Board moves: an action with its own rules and history (decision 0011), not an edit of the record's fields. */
const EXEMPT: Record<string, string> = {
  'PATCH /api/project/move': 'a board move: places a card (column and position), not a field edit',
  'PATCH /api/lead/move': 'a board move: places a card (column and position), not a field edit',
};

let server: TestServer;
let admin: TestUser;
/** A developer of the admin's company (developer routes, decision 0070). */
let developer: TestUser;
/** The developer the schedule case patches as (made when it first creates). */
let scheduleDeveloper: TestUser;
const refs = {} as {
  clients: [number, number];
  locations: [number, number];
  files: [{ id: number; name: string }, { id: number; name: string }];
  projects: [number, number];
  roleGroups: [number, number];
  userLevels: [number, number];
  roles: [number, number];
  organizations: [number, number];
  owners: [number, number];
};

const tag = () => randomBytes(3).toString('hex');

async function created(path: string, body: unknown): Promise<number> {
  const answer = await call(server, 'POST', path, { token: admin.token, body });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
  return (answer.body.data?.id ?? answer.body.id) as number;
}

async function rowOf(table: any, id: number): Promise<Row> {
  const [row] = await server.context.db.select().from(table).where(eq(table.id, id));
  expect(row, `row ${id}`).toBeTruthy();
  return row as Row;
}

const logo = (file: { id: number; name: string }) => ({ id: file.id, url: `/api/file-upload/files/${file.name}`, originalName: 'logo.png', name: file.name });

/** Two PNG uploads of the admin's company (real files: the profile keeps the logo's bytes). */
let companyLogoIds: number[] = [];
async function companyLogos() {
  if (!companyLogoIds.length) {
    for (const shade of [0x10, 0x20]) {
      const form = new FormData();
      form.append('fileData', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, shade])], { type: 'image/png' }), `logo-${shade}.png`);
      const response = await fetch(`${server.url}/api/file-upload/upload-document`, { method: 'POST', headers: { token: admin.token }, body: form });
      expect(response.status).toBe(201);
      companyLogoIds.push(((await response.json()) as { id: number }).id);
    }
  }
  return companyLogoIds;
}

/** Two gates of the admin's company for the school device case (made when it first creates). */
let deviceGates: number[] = [];
async function twoGates() {
  if (!deviceGates.length) for (const name of ['North', 'South']) deviceGates.push(await created('/school/gate', { name: `${name} ${tag()}` }));
  return deviceGates;
}

/** Two branches of the admin's company for the timekeeping device case (made when it first creates). */
let deviceBranches: number[] = [];
async function twoBranches() {
  if (!deviceBranches.length) {
    const rows = await server.context.db.insert(branches).values([{ companyId: admin.companyId, name: 'Makati' }, { companyId: admin.companyId, name: 'Cebu' }]).returning({ id: branches.id });
    deviceBranches = rows.map((r) => r.id);
  }
  return deviceBranches;
}

/** The lead the meeting case schedules on (made when it first creates). */
let meetingLead: number | undefined;

/** Two shifts of the admin's company for the schedule case (made when it first creates). */
let weekShifts: number[] = [];
async function twoShifts() {
  if (!weekShifts.length) {
    for (const [name, startTime, endTime] of [['Day', '08:00', '17:00'], ['Night', '20:00', '05:00']]) weekShifts.push(await created('/shift', { name: `${name} ${tag()}`, startTime, endTime }));
  }
  return weekShifts;
}

/** A schedule row with its week (`days`, weekday order) as one more column. */
async function scheduleRow(id: number): Promise<Row> {
  const row = await rowOf(schedules, id);
  const days = await server.context.db.select({ weekday: scheduleDays.weekday, shiftId: scheduleDays.shiftId }).from(scheduleDays).where(eq(scheduleDays.scheduleId, id));
  return { ...row, days: days.sort((a, b) => a.weekday - b.weekday) };
}

/** The accounts an employee case links (each employee its own: an account belongs to one live employee). */
let nextEmployeeAccount = 0;
const freshAccount = async () => (await createUser(server, { companyId: admin.companyId })).accountId;
let employeeDepartments: number[] = [];

/** School fixtures (issue 18): two years, two grade levels, two sections of year 0 / grade 0, a second adviser. */
const school = { years: [] as number[], grades: [] as number[], sections: [] as number[], adviser: 0, lrn: 300000000000 };
async function schoolFixtures() {
  if (!school.years.length) {
    school.years = [
      await created('/school/school-year', { name: `SY ${tag()}`, startDate: '2026-06-08', endDate: '2027-04-09' }),
      await created('/school/school-year', { name: `SY ${tag()}`, startDate: '2027-06-07', endDate: '2028-04-07' }),
    ];
    school.grades = [await created('/school/grade-level', { name: `Grade 7 ${tag()}` }), await created('/school/grade-level', { name: `Grade 8 ${tag()}` })];
    school.sections = [
      await created('/school/section', { name: `Rizal ${tag()}`, schoolYearId: school.years[0], gradeLevelId: school.grades[0] }),
      await created('/school/section', { name: `Mabini ${tag()}`, schoolYearId: school.years[0], gradeLevelId: school.grades[0] }),
    ];
    school.adviser = await freshAccount();
  }
  return school;
}
const nextLrn = () => String(++school.lrn);

const CASES: Record<string, PatchCase> = {
  'PATCH /api/employee': {
    schema: updateEmployeeRequest,
    path: () => '/employee',
    idInBody: true,
    create: async () => {
      const [branchId] = await twoBranches();
      if (!employeeDepartments.length) employeeDepartments = [await created('/department', { name: `Field ${tag()}` }), await created('/department', { name: `Office ${tag()}` })];
      nextEmployeeAccount = await freshAccount();
      return created('/employee', {
        employeeNo: `E-${tag()}`,
        firstName: 'Ligaya',
        middleName: 'Mendoza',
        lastName: 'Dela Cruz',
        suffix: 'Jr.',
        gender: 'FEMALE',
        birthDate: '1990-05-01',
        civilStatus: 'SINGLE',
        mobile: '0917 123 4567',
        email: 'ligaya@bayanihan.ph',
        address: 'Makati',
        sssNo: '34-1234567-8',
        philhealthNo: '12-345678901-2',
        pagibigNo: '1234-5678-9012',
        tin: '123-456-789',
        employmentStatus: 'REGULAR',
        hiredAt: '2020-01-06',
        regularizedAt: '2020-07-06',
        position: 'Mason',
        branchId,
        departmentId: employeeDepartments[0],
        rateType: 'DAILY',
        rate: 695,
        isMinimumWageEarner: true,
        bankName: 'BDO',
        bankAccountNo: '0012345678',
        biometricId: `B${tag()}`,
        accountId: await freshAccount(),
      });
    },
    read: (id) => rowOf(employees, id),
    fields: {
      employeeNo: {
        get next() {
          return `E-NEXT-${tag()}`;
        },
      },
      firstName: { next: 'Ligaya Rose' },
      middleName: { next: 'Santos' },
      lastName: { next: 'Reyes' },
      suffix: { next: 'III' },
      gender: { next: 'MALE' },
      birthDate: { next: '1991-02-14' },
      civilStatus: { next: 'MARRIED' },
      mobile: { next: '0918 765 4321' },
      email: { next: 'ligaya.reyes@bayanihan.ph' },
      address: { next: 'Cebu City' },
      sssNo: { next: '3498765432' },
      philhealthNo: { next: '219876543210' },
      pagibigNo: { next: '9876-5432-1098' },
      tin: { next: '987654321000' },
      employmentStatus: { next: 'CONTRACTUAL' },
      hiredAt: { next: '2019-11-04' },
      regularizedAt: { next: '2020-05-04' },
      position: { next: 'Foreman' },
      branchId: {
        get next() {
          return deviceBranches[1];
        },
      },
      departmentId: {
        get next() {
          return employeeDepartments[1];
        },
      },
      isMinimumWageEarner: { next: false },
      bankName: { next: 'Landbank' },
      bankAccountNo: { next: '9988776655' },
      biometricId: {
        get next() {
          return `N${tag()}`;
        },
      },
      accountId: {
        get next() {
          return nextEmployeeAccount;
        },
      },
    },
    fixed: {
      separatedAt: 'only a RESIGNED or TERMINATED employee has one, so it changes with the status (hris.test.ts)',
    },
  },
  'PATCH /api/developer/schedules': {
    schema: schedulePatchSchema,
    path: () => '/developer/schedules',
    idInBody: true,
    token: () => scheduleDeveloper.token,
    create: async () => {
      scheduleDeveloper ??= await createUser(server, { isDeveloper: true });
      const answer = await call(server, 'POST', '/developer/schedules', {
        token: scheduleDeveloper.token,
        body: { name: `Nightly ${tag()}`, cron: '0 2 * * *', script: 'recompute-stock-levels', parameters: { dryRun: true } },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as number;
    },
    read: (id) => rowOf(jobSchedules, id),
    fields: {
      name: { next: 'Weekly counts' },
      cron: { next: '30 9 * * 1', columns: ['cron', 'nextRunAt'] },
      // The stored parameters are the script's checked ones: a new script fills its own defaults.
      script: { next: 'recompute-record-counts', columns: ['script', 'parameters'] },
      parameters: { next: { dryRun: false } },
      isPaused: { next: true, columns: ['isPaused', 'nextRunAt'] },
    },
  },
  'PATCH /api/department': {
    schema: updateDepartmentRequest,
    path: () => '/department',
    idInBody: true,
    create: () => created('/department', { name: `Masonry ${tag()}` }),
    read: (id) => rowOf(departments, id),
    fields: {
      name: {
        get next() {
          return `Carpentry ${tag()}`;
        },
      },
    },
  },
  'PATCH /api/team': {
    schema: updateTeamRequest,
    path: () => '/team',
    idInBody: true,
    create: async () => created('/team', { name: `Crew ${tag()}`, description: 'Tower works', branchId: (await twoBranches())[0] }),
    read: (id) => rowOf(teams, id),
    fields: {
      name: { next: 'Crew renamed' },
      description: { next: 'Podium works' },
      branchId: {
        get next() {
          return deviceBranches[1];
        },
      },
    },
  },
  'PATCH /api/school/school-year': {
    schema: updateSchoolYearRequest,
    path: () => '/school/school-year',
    idInBody: true,
    create: () => created('/school/school-year', { name: `SY ${tag()}`, startDate: '2030-06-03', endDate: '2031-04-04', isActive: true }),
    read: (id) => rowOf(schoolYears, id),
    fields: { name: { next: '2030-2031 renamed' }, startDate: { next: '2030-06-10' }, endDate: { next: '2031-04-11' }, isActive: { next: false } },
  },
  'PATCH /api/school/grade-level': {
    schema: updateGradeLevelRequest,
    path: () => '/school/grade-level',
    idInBody: true,
    create: () => created('/school/grade-level', { name: `Grade 9 ${tag()}`, sortOrder: 9 }),
    read: (id) => rowOf(gradeLevels, id),
    fields: { name: { next: 'Grade Nine' }, sortOrder: { next: 19 } },
  },
  'PATCH /api/school/section': {
    schema: updateSectionRequest,
    path: () => '/school/section',
    idInBody: true,
    create: async () => {
      const f = await schoolFixtures();
      return created('/school/section', { name: `Luna ${tag()}`, schoolYearId: f.years[0], gradeLevelId: f.grades[0], adviserAccountId: admin.accountId, capacity: 35 });
    },
    read: (id) => rowOf(sections, id),
    fields: {
      name: { next: 'Luna renamed' },
      schoolYearId: {
        get next() {
          return school.years[1];
        },
      },
      gradeLevelId: {
        get next() {
          return school.grades[1];
        },
      },
      adviserAccountId: {
        get next() {
          return school.adviser;
        },
      },
      capacity: { next: 45 },
    },
  },
  'PATCH /api/school/course': {
    schema: updateCourseRequest,
    path: () => '/school/course',
    idInBody: true,
    create: async () => created('/school/course', { code: `SCI-${tag()}`, name: 'Science 7', gradeLevelId: (await schoolFixtures()).grades[0], learningArea: 'SCIENCE' }),
    read: (id) => rowOf(courses, id),
    fields: {
      code: { next: 'SCI7-B' },
      name: { next: 'Integrated Science 7' },
      gradeLevelId: {
        get next() {
          return school.grades[1];
        },
      },
      learningArea: { next: 'MATH' },
    },
  },
  'PATCH /api/school/student': {
    schema: updateStudentRequest,
    path: () => '/school/student',
    idInBody: true,
    create: async () => {
      await schoolFixtures();
      const [photo] = await companyLogos();
      return created('/school/student', {
        firstName: 'Ligaya',
        middleName: 'Mendoza',
        lastName: 'Dela Cruz',
        suffix: 'Jr.',
        lrn: nextLrn(),
        cardNumber: `C-${tag()}`,
        birthDate: '2013-05-01',
        sex: 'FEMALE',
        address: 'Makati',
        photoFileId: photo,
      });
    },
    read: (id) => rowOf(students, id),
    fields: {
      firstName: { next: 'Ligaya Rose' },
      middleName: { next: 'Santos' },
      lastName: { next: 'Reyes' },
      suffix: { next: 'III' },
      lrn: {
        get next() {
          return nextLrn();
        },
      },
      cardNumber: {
        get next() {
          return `N-${tag()}`;
        },
      },
      birthDate: { next: '2013-06-02' },
      sex: { next: 'MALE' },
      address: { next: 'Cebu City' },
      photoFileId: {
        get next() {
          return companyLogoIds[1];
        },
      },
    },
  },
  'PATCH /api/school/guardian': {
    schema: updateGuardianRequest,
    path: () => '/school/guardian',
    idInBody: true,
    create: () => created('/school/guardian', { name: 'Maria Cruz', email: 'maria@example.ph', mobile: '09171234567', notifyBy: 'email', language: 'en', cardNumber: `G-${tag()}` }),
    read: (id) => rowOf(guardians, id),
    fields: {
      name: { next: 'Maria Santos' },
      email: { next: 'santos@example.ph' },
      mobile: { next: '09181234567' },
      notifyBy: { next: 'sms' },
      language: { next: 'fil' },
      cardNumber: {
        get next() {
          return `GN-${tag()}`;
        },
      },
    },
  },
  'PATCH /api/school/enrollment': {
    schema: updateEnrollmentRequest,
    path: () => '/school/enrollment',
    idInBody: true,
    create: async () => {
      const f = await schoolFixtures();
      const studentId = await created('/school/student', { firstName: 'Enrolled', lastName: 'Learner', lrn: nextLrn() });
      return created('/school/enrollment', { studentId, schoolYearId: f.years[0], gradeLevelId: f.grades[0], sectionId: f.sections[0], status: 'ENROLLED', enrolledOn: '2026-06-01' });
    },
    read: (id) => rowOf(enrollments, id),
    fields: {
      sectionId: {
        get next() {
          return school.sections[1];
        },
      },
      status: { next: 'DROPPED' },
      enrolledOn: { next: '2026-06-15' },
    },
    fixed: {
      gradeLevelId: "changes with the section (a section is of one grade level: the section's own rule, school-records.test.ts)",
    },
  },
  'PATCH /api/branch': {
    schema: updateBranchRequest,
    path: () => '/branch',
    idInBody: true,
    create: () => created('/branch', { name: `Davao ${tag()}`, address: 'J.P. Laurel Avenue' }),
    read: (id) => rowOf(branches, id),
    fields: { name: { next: 'Davao renamed' }, address: { next: 'C.M. Recto Street' } },
  },
  'PATCH /api/shift': {
    schema: updateShiftRequest,
    path: () => '/shift',
    idInBody: true,
    // A flexible shift: its requiredMinutes is its own (a fixed shift's is computed from its times).
    create: () =>
      created('/shift', { name: `Flex ${tag()}`, startTime: '07:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 10, isFlexible: true, requiredMinutes: 480, color: 'teal' }),
    read: (id) => rowOf(shifts, id),
    fields: {
      name: { next: 'Flex renamed' },
      startTime: { next: '06:30' },
      endTime: { next: '17:30' },
      breaks: { next: [{ start: '11:30', end: '12:30' }] },
      graceMinutes: { next: 15 },
      color: { next: 'grape' },
      requiredMinutes: { next: 420, clearRefused: 'requiredMinutes: a flexible shift needs the minutes of work it asks for' },
      // A shift no longer flexible asks for the minutes its times give (17:30 − 06:30 less the hour's break).
      isFlexible: { next: false, columns: ['isFlexible', 'requiredMinutes'] },
    },
  },
  'PATCH /api/schedule': {
    schema: updateScheduleRequest,
    path: () => '/schedule',
    idInBody: true,
    create: async () => {
      const [day] = await twoShifts();
      return created('/schedule', { name: `Week ${tag()}`, description: 'Mon–Fri', days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, shiftId: day })) });
    },
    read: scheduleRow,
    fields: {
      name: { next: 'Week renamed' },
      description: { next: 'Mon–Sat' },
      days: {
        get next() {
          return [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, shiftId: weekShifts[1] }));
        },
      },
    },
  },
  'PATCH /api/holiday': {
    schema: updateHolidayRequest,
    path: () => '/holiday',
    idInBody: true,
    // A local holiday: it has a branch to change (a national one has none).
    create: async () => created('/holiday', { name: `Fiesta ${tag()}`, date: '2026-06-24', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: (await twoBranches())[0], source: 'City ordinance' }),
    read: (id) => rowOf(holidays, id),
    fields: {
      name: { next: 'Fiesta renamed' },
      date: { next: '2026-06-25' },
      type: { next: 'SPECIAL_WORKING' },
      source: { next: 'Proclamation' },
      branchId: {
        get next() {
          return deviceBranches[1];
        },
        clearRefused: 'branchId: a local holiday needs its branch',
      },
      // Turning a local holiday national drops its branch.
      scope: { next: 'NATIONAL', columns: ['scope', 'branchId'] },
    },
  },
  'PATCH /api/payroll/plan': {
    schema: updatePlanRequest,
    path: () => '/payroll/plan',
    idInBody: true,
    // A de minimis allowance: every allowance field set.
    create: async () =>
      created('/payroll/plan', { kind: 'ALLOWANCE', code: `RICE${tag()}`, name: 'Rice subsidy', method: 'FIXED', amount: 1000, cutoffRule: 'EVERY', isTaxable: false, monthlyExemptLimit: 2000, isInFundSalary: true, isActive: true }),
    read: (id) => rowOf(payrollPlans, id),
    fields: {
      code: { next: 'RICE-B' },
      name: { next: 'Rice allowance' },
      method: { next: 'PER_DAY' },
      amount: { next: '1500.50' },
      cutoffRule: { next: 'LAST' },
      monthlyExemptLimit: { next: '2500.00' },
      isInFundSalary: { next: false },
      isActive: { next: false },
      // Made taxable, a de minimis allowance drops its limit.
      isTaxable: { next: true, columns: ['isTaxable', 'monthlyExemptLimit'] },
    },
    fixed: {
      isPreTax: 'only a deduction is taken before tax (payroll-plans.test.ts patches a deduction)',
      daysPerYear: 'only a service incentive leave plan has days a year (payroll-plans.test.ts patches one)',
    },
  },
  'PATCH /api/payroll/plan/member': {
    schema: updatePlanMemberRequest,
    path: () => '/payroll/plan/member',
    idInBody: true,
    // A loan: every member field set.
    create: async () => {
      const planId = await created('/payroll/plan', { kind: 'DEDUCTION', code: `LOAN${tag()}`, name: 'Salary loan', method: 'LOAN' });
      const [employee] = await server.context.db.insert(employees).values({ companyId: admin.companyId, employeeNo: `PL-${tag()}`, firstName: 'Ana', lastName: 'Reyes' }).returning({ id: employees.id });
      return created('/payroll/plan/member', { planId, employeeId: employee.id, amount: 100, principal: 10000, amortization: 500, startDate: '2026-01-01', endDate: '2026-12-31', note: 'Salary loan' });
    },
    read: (id) => rowOf(payrollPlanMembers, id),
    fields: {
      amount: { next: '200.00' },
      amortization: { next: '750.00' },
      startDate: { next: '2026-02-01' },
      endDate: { next: '2027-06-30' },
      note: { next: 'Restructured' },
    },
  },
  'PATCH /api/payroll/group': {
    schema: updatePayrollGroupRequest,
    path: () => '/payroll/group',
    idInBody: true,
    create: async () => created('/payroll/group', { name: `Payroll ${tag()}`, frequency: 'SEMI_MONTHLY', workingDaysPerYear: 261, cutoffStartDay: 1, payDayOffset: 5, contributionSplit: 'HALF' }),
    read: (id) => rowOf(payrollGroups, id),
    fields: {
      name: { next: `Payroll renamed ${tag()}` },
      frequency: { next: 'MONTHLY' },
      workingDaysPerYear: { next: 313 },
      cutoffStartDay: { next: 26 },
      payDayOffset: { next: 3 },
      contributionSplit: { next: 'SECOND' },
    },
  },
  'PATCH /api/payroll/cutoff': {
    schema: updateCutoffRequest,
    path: () => '/payroll/cutoff',
    idInBody: true,
    create: async () => {
      const groupId = await created('/payroll/group', { name: `Cutoffs ${tag()}` });
      return created('/payroll/cutoff', { payrollGroupId: groupId, periodStart: '2026-11-01', periodEnd: '2026-11-15', payDate: '2026-11-20', includeThirteenthMonth: false, includeSilConversion: false, isLastOfMonth: false });
    },
    read: (id) => rowOf(payrollCutoffs, id),
    fields: {
      payDate: { next: '2026-11-21' },
      includeThirteenthMonth: { next: true },
      includeSilConversion: { next: true },
      isLastOfMonth: { next: true },
    },
  },
  'PATCH /api/timekeeping/device/:id': {
    schema: updateDeviceRequest,
    path: (id) => `/timekeeping/device/${id}`,
    idInBody: false,
    create: async () => created('/timekeeping/device', { serialNumber: `PW${tag()}`, name: 'Gate', branchId: (await twoBranches())[0] }),
    read: (id) => rowOf(timekeepingDevices, id),
    fields: {
      name: { next: 'Back gate' },
      branchId: {
        get next() {
          return deviceBranches[1];
        },
      },
    },
  },
  'PATCH /api/school/gate/:id': {
    schema: updateGateRequest,
    path: (id) => `/school/gate/${id}`,
    idInBody: false,
    create: async () => created('/school/gate', { name: `Gate ${tag()}` }),
    read: (id) => rowOf(schoolGates, id),
    fields: { name: { next: 'Back gate' } },
  },
  'PATCH /api/school/device/:id': {
    schema: updateSchoolDeviceRequest,
    path: (id) => `/school/device/${id}`,
    idInBody: false,
    create: async () => created('/school/device', { gateId: (await twoGates())[0], name: 'Reader', serialNumber: `PWS${tag()}` }),
    read: (id) => rowOf(schoolDevices, id),
    fields: {
      gateId: {
        get next() {
          return deviceGates[1];
        },
      },
      name: { next: 'Turnstile' },
      serialNumber: { next: `PWS${tag()}X` },
    },
  },
  'PATCH /api/project': {
    schema: updateProjectRequest,
    path: () => '/project',
    idInBody: true,
    create: () =>
      created('/project', {
        name: `Tower ${tag()}`,
        description: 'Twelve floors',
        budget: 1500000.5,
        startDate: '2026-01-05',
        endDate: '2026-12-20',
        status: 'ACTIVE',
        clientId: refs.clients[0],
        locationId: refs.locations[0],
        downpaymentAmount: 15,
        retentionAmount: 10,
      }),
    read: (id) => rowOf(projects, id),
    fields: {
      name: { next: 'Tower renamed' },
      description: { next: 'Fourteen floors' },
      budget: { next: 2000000 },
      startDate: { next: '2026-02-01' },
      endDate: { next: '2027-01-31' },
      status: { next: 'ON_HOLD' },
      clientId: { next: 0 },
      locationId: { next: 0 },
      downpaymentAmount: { next: 20 },
      retentionAmount: { next: 5 },
    },
  },
  'PATCH /api/lead': {
    schema: updateLeadRequest,
    path: () => '/lead',
    idInBody: true,
    create: () =>
      created('/lead', {
        name: `Warehouse ${tag()}`,
        description: 'Design and build',
        startDate: '2026-11-21',
        endDate: '2026-12-21',
        clientId: refs.clients[0],
        locationId: refs.locations[0],
        downpaymentAmount: 10,
        retentionAmount: 5,
        winProbability: 'HIGH',
        leadSource: 'Referral',
        leadType: 'Design and Build',
        abc: 1500000,
        mmr: 1000,
        initialCosting: 900000.5,
        contactDetails: 'Engr. Cruz 0917 123 4567',
        relationshipOwnerId: refs.owners[0],
      }),
    read: (id) => rowOf(projects, id),
    fields: {
      name: { next: 'Warehouse renamed' },
      description: { next: 'Build only' },
      startDate: { next: '2026-11-25' },
      endDate: { next: '2027-01-15' },
      clientId: { next: 0 },
      locationId: { next: 0 },
      downpaymentAmount: { next: 20 },
      retentionAmount: { next: 7.5 },
      winProbability: { next: 'LOW' },
      leadSource: { next: 'Walk-in' },
      leadType: { next: 'Supply only', columns: ['leadTypeId'] },
      abc: { next: 1750000, columns: ['abc', 'budget'] },
      mmr: { next: 2000 },
      initialCosting: { next: 1000000 },
      contactDetails: { next: 'Arch. Reyes 0918 000 0000' },
      relationshipOwnerId: { next: 0 },
    },
    fixed: {
      budget: 'a lead’s budget is its ABC (patched with abc)',
      status: 'always LEAD',
      isLead: 'always true',
    },
  },
  'PATCH /api/task': {
    schema: updateTaskRequest,
    path: () => '/task',
    idInBody: true,
    create: () => created('/task', { title: `Call ${tag()}`, description: 'About the quotation', dueDate: '2026-12-01', assigneeId: refs.owners[0] }),
    read: (id) => rowOf(tasks, id),
    fields: {
      title: { next: 'Call again' },
      description: { next: 'About the contract' },
      dueDate: { next: '2026-12-15' },
      assigneeId: { next: 0 },
    },
  },
  'PATCH /api/calendar/meeting': {
    schema: moveMeetingRequest,
    path: () => '/calendar/meeting',
    idInBody: true,
    create: async () => {
      meetingLead ??= (await server.context.db.insert(projects).values({ companyId: admin.companyId, isLead: true, name: `Lead ${tag()}`, status: 'LEAD', boardKey: 'won', boardPosition: 7 }).returning())[0].id;
      return created(`/lead/${meetingLead}/meeting`, { title: `Site visit ${tag()}`, startsAt: '2026-12-03T10:00:00+08:00', endsAt: '2026-12-03T11:00:00+08:00', place: 'Makati', description: 'Plans', attendees: 'client@example.com' });
    },
    read: (id) => rowOf(calendarEvents, id),
    fields: {
      // A move raises the invitation's sequence (decision 0065).
      startsAt: { next: new Date('2026-12-03T01:00:00Z').toISOString(), columns: ['startsAt', 'sequence'] },
      endsAt: { next: new Date('2026-12-03T04:00:00Z').toISOString(), columns: ['endsAt', 'sequence'] },
    },
  },
  'PATCH /api/warehouse': {
    schema: updateWarehouseRequest,
    path: () => '/warehouse',
    idInBody: true,
    create: () =>
      created('/warehouse', { kind: 'PROJECT', name: `Site store ${tag()}`, description: 'Ground floor', address: 'Lot 4', locationId: refs.locations[0], projectId: refs.projects[0] }),
    read: (id) => rowOf(warehouses, id),
    fields: {
      name: { next: 'Site store renamed' },
      description: { next: 'Second floor' },
      address: { next: 'Lot 5' },
      locationId: { next: 0 },
      projectId: { next: 0 },
      // A warehouse leaving the PROJECT kind leaves its project (decided in the warehouses module).
      kind: { next: 'COMPANY', columns: ['kind', 'projectId'] },
    },
  },
  'PATCH /api/role/:id': {
    schema: updateRoleRequest,
    path: (id) => `/role/${id}`,
    idInBody: false,
    create: () => created('/role', { name: `Clerk ${tag()}`, scopeList: ['LEADS_ACCESS'], isFullAccess: false, roleGroupId: refs.roleGroups[0] }),
    read: (id) => rowOf(roles, id),
    fields: {
      name: { next: 'Senior clerk' },
      scopeList: { next: ['PROJECT_ACCESS', 'LEADS_ACCESS'] },
      isFullAccess: { next: true },
      roleGroupId: { next: 0 },
    },
  },
  'PATCH /api/role-group/:id': {
    schema: updateRoleGroupRequest,
    path: (id) => `/role-group/${id}`,
    idInBody: false,
    create: () => created('/role-group', { name: `Estimators ${tag()}`, description: 'Cost people' }),
    read: (id) => rowOf(roleGroups, id),
    fields: { name: { next: 'Estimators renamed' }, description: { next: 'Quantity people' } },
  },
  'PATCH /api/user-level/:id': {
    schema: updateUserLevelRequest,
    path: (id) => `/user-level/${id}`,
    idInBody: false,
    create: () => created('/user-level', { name: `Senior ${tag()}`, level: 3, description: 'Three years' }),
    read: (id) => rowOf(userLevels, id),
    fields: { name: { next: 'Principal' }, level: { next: 5 }, description: { next: 'Five years' } },
  },
  'PATCH /api/client': {
    schema: updateClientRequest,
    path: () => '/client',
    idInBody: true,
    create: () =>
      created('/client', { name: `Client ${tag()}`, contactNumber: '0917 000 0000', email: 'a@client.ph', locationId: refs.locations[0], clientLogo: logo(refs.files[0]) }),
    read: (id) => rowOf(clients, id),
    fields: {
      name: { next: 'Client renamed' },
      contactNumber: { next: '0918 111 1111' },
      email: { next: 'b@client.ph' },
      locationId: { next: 0 },
      clientLogo: { next: null, columns: ['logo'] },
    },
  },
  'PATCH /api/organization': {
    schema: updateOrganizationRequest,
    path: () => '/organization',
    idInBody: true,
    create: () =>
      created('/organization', {
        name: `Org ${tag()}`,
        industry: 'Construction',
        website: 'https://org.ph',
        email: 'hello@org.ph',
        contactNumber: '02 8888 0000',
        clientId: refs.clients[0],
        locationId: refs.locations[0],
      }),
    read: (id) => rowOf(organizations, id),
    fields: {
      name: { next: 'Org renamed' },
      industry: { next: 'Real estate' },
      website: { next: 'https://org2.ph' },
      email: { next: 'sales@org.ph' },
      contactNumber: { next: '02 8888 1111' },
      clientId: { next: 0 },
      locationId: { next: 0 },
    },
  },
  'PATCH /api/person': {
    schema: updatePersonRequest,
    path: () => '/person',
    idInBody: true,
    create: () =>
      created('/person', {
        firstName: 'Maria',
        lastName: 'Santos',
        position: 'Engineer',
        email: 'maria@org.ph',
        contactNumber: '0917 222 2222',
        organizationId: refs.organizations[0],
        clientId: refs.clients[0],
      }),
    read: (id) => rowOf(people, id),
    fields: {
      firstName: { next: 'Ana' },
      lastName: { next: 'Reyes' },
      position: { next: 'Architect' },
      email: { next: 'ana@org.ph' },
      contactNumber: { next: '0917 333 3333' },
      organizationId: { next: 0 },
      clientId: { next: 0 },
    },
  },
  'PATCH /api/supplier': {
    schema: updateSupplierRequest,
    path: () => '/supplier',
    idInBody: true,
    create: () =>
      created('/supplier', {
        name: `Hardware ${tag()}`,
        contactPerson: 'Buyer',
        contactNumber: '0917 444 4444',
        email: 'buy@hardware.ph',
        address: 'Rizal Avenue',
        locationId: refs.locations[0],
        tin: '123-456-789',
        paymentTerms: '30 days',
        ewtAtc: 'WC158',
      }),
    read: (id) => rowOf(suppliers, id),
    fields: {
      name: { next: 'Hardware renamed' },
      contactPerson: { next: 'Owner' },
      contactNumber: { next: '0917 555 5555' },
      email: { next: 'sales@hardware.ph' },
      address: { next: 'Taft Avenue' },
      locationId: { next: 0 },
      tin: { next: '987-654-321' },
      paymentTerms: { next: 'COD' },
      ewtAtc: { next: 'WC120' },
    },
  },
  'PATCH /api/equipment': {
    schema: updateEquipmentRequest,
    path: () => '/equipment',
    idInBody: true,
    create: () =>
      created('/equipment', {
        code: `EX-${tag()}`,
        name: 'Excavator',
        type: 'Excavator',
        status: 'IN_USE',
        projectId: refs.projects[0],
        meterType: 'HOURS',
        meterReading: 100,
        plateNumber: 'NAB 1234',
        serialNumber: 'SN-1',
        acquisitionCost: 1000000,
        acquiredAt: '2025-01-15',
      }),
    read: (id) => rowOf(equipment, id),
    fields: {
      code: { next: `EX-NEXT-${tag()}` },
      name: { next: 'Backhoe' },
      type: { next: 'Backhoe' },
      status: { next: 'AVAILABLE' },
      projectId: { next: 0 },
      meterType: { next: 'KILOMETERS' },
      meterReading: { next: 250.5 },
      plateNumber: { next: 'NCD 5678' },
      serialNumber: { next: 'SN-2' },
      acquisitionCost: { next: 1250000.5 },
      acquiredAt: { next: '2025-03-01' },
    },
    fixed: { warehouseId: 'a unit is at a project or a warehouse, not both: a move names both fields (equipment.test.ts)' },
  },
  'PATCH /api/boq/:id/settings': {
    schema: updateBoqSettingsRequest,
    path: (id) => `/boq/${id}/settings`,
    idInBody: false,
    create: async () => {
      const projectId = await created('/project', { name: `Quoted ${tag()}`, budget: 1 });
      const [boq] = await server.context.db.select({ id: billOfQuantities.id }).from(billOfQuantities).where(eq(billOfQuantities.projectId, projectId));
      const set = await call(server, 'PATCH', `/boq/${boq.id}/settings`, { token: admin.token, body: { ocmPercentage: 10, contingencyPercentage: 5, quotationTerms: 'Net 30' } });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      return boq.id;
    },
    read: (id) => rowOf(billOfQuantities, id),
    fields: { ocmPercentage: { next: 12.5 }, contingencyPercentage: { next: 7 }, quotationTerms: { next: 'Net 15' } },
  },
  // Developer section (decision 0070): whitelabel fields and suspension of another company.
  'PATCH /api/developer/company': {
    schema: updateDeveloperCompanyRequest,
    token: () => developer.token,
    path: () => '/developer/company',
    idInBody: true,
    create: async () => {
      const answer = await call(server, 'POST', '/developer/company', {
        token: developer.token,
        body: { name: `Walked ${tag()}`, address: 'Cebu City', tin: '123456789000', brandColor: '#0b7285', adminEmail: `walked-${tag()}@example.ph` },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as number;
    },
    read: (id) => rowOf(companies, id),
    fields: {
      name: { next: 'Walked and Sons' },
      address: { next: 'Davao City' },
      tin: { next: '987654321' },
      brandColor: { next: '#c92a2a', columns: ['brandColor'] },
      isSuspended: { next: true, columns: ['isSuspended', 'suspendedAt'] },
    },
  },
  'PATCH /api/developer/default-role': {
    schema: updateDefaultRoleRequest,
    token: () => developer.token,
    path: () => '/developer/default-role',
    idInBody: true,
    create: async () => {
      const answer = await call(server, 'POST', '/developer/default-role', { token: developer.token, body: { name: `Template ${tag()}`, scopeList: ['LEADS_ACCESS'], isFullAccess: false } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as number;
    },
    read: (id) => rowOf(defaultRoles, id),
    fields: { name: { next: 'Foreman' }, scopeList: { next: ['CALENDAR_ACCESS'] }, isFullAccess: { next: true } },
  },
  'PATCH /api/developer/default-user-level': {
    schema: updateDefaultUserLevelRequest,
    token: () => developer.token,
    path: () => '/developer/default-user-level',
    idInBody: true,
    create: async () => {
      const answer = await call(server, 'POST', '/developer/default-user-level', { token: developer.token, body: { name: `Level ${tag()}`, level: 2, description: 'Crew' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.id as number;
    },
    read: (id) => rowOf(defaultUserLevels, id),
    fields: { name: { next: 'Lead hand' }, level: { next: 5 }, description: { next: 'Leads a crew' } },
  },
  'PATCH /api/company/profile': {
    schema: updateCompanyProfileRequest,
    path: () => '/company/profile',
    idInBody: false,
    create: async () => {
      const logos = await companyLogos();
      const answer = await call(server, 'PATCH', '/company/profile', {
        token: admin.token,
        body: { name: 'Bayanihan Builders', address: 'Kalayaan Ave', tin: '123-456-789-000', brandColor: '#0b7285', logoFileId: logos[0] },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return admin.companyId;
    },
    read: (id) => rowOf(companies, id),
    fields: {
      name: { next: 'Bayanihan Builders and Sons' },
      address: { next: 'Quezon Ave' },
      tin: { next: '987654321' },
      brandColor: { next: '#c92a2a', columns: ['brandColor'] },
      // The logo's bytes are kept beside its upload for the PDFs.
      logoFileId: {
        get next() {
          return companyLogoIds[1];
        },
        columns: ['logoFileId', 'logoImage'],
      },
    },
  },
  'PUT /api/email-config': {
    schema: updateEmailConfigRequest,
    method: 'PUT',
    path: () => '/email-config',
    idInBody: false,
    // One per member: the admin's is made again for each test.
    create: async () => {
      await call(server, 'DELETE', '/email-config', { token: admin.token });
      return created('/email-config', {
        fromName: 'Ana Santos',
        fromEmail: 'ana@haligi.test',
        smtpHost: 'smtp.haligi.test',
        smtpPort: 465,
        smtpSecure: true,
        smtpUser: 'ana@haligi.test',
        smtpPassword: 'smtp-secret',
        imapHost: 'imap.haligi.test',
        imapPort: 993,
        imapSecure: true,
        imapUser: 'ana@haligi.test',
        imapPassword: 'imap-secret',
      });
    },
    read: (id) => rowOf(emailConfigs, id),
    fields: {
      fromName: { next: 'Ana S.' },
      fromEmail: { next: 'sales@haligi.test' },
      smtpHost: { next: 'mail.haligi.test' },
      smtpPort: { next: 587 },
      smtpSecure: { next: false },
      smtpUser: { next: 'sales@haligi.test' },
      smtpPassword: { next: 'another-secret', columns: ['smtpPasswordSealed'] },
      imapHost: { next: 'mail.haligi.test' },
      imapPort: { next: 143 },
      imapSecure: { next: false },
      imapUser: { next: 'sales@haligi.test' },
      imapPassword: { next: 'another-secret', columns: ['imapPasswordSealed'] },
    },
  },
  'PATCH /api/account/profile': {
    schema: updateProfileRequest,
    path: () => '/account/profile',
    idInBody: false,
    create: async () => admin.accountId,
    read: (id) => rowOf(accounts, id),
    fields: { firstName: { next: 'Josefa' }, lastName: { next: 'Llanes' } },
  },
  'PATCH /api/account/:id': {
    schema: updateAccountRequest,
    path: (id) => `/account/${id}`,
    idInBody: false,
    create: async () => {
      const member = await createUser(server, { companyId: admin.companyId });
      const [branchId] = await twoBranches();
      await server.context.db.update(accounts).set({ roleId: refs.roles[0], userLevelId: refs.userLevels[0], branchId }).where(eq(accounts.id, member.accountId));
      return member.accountId;
    },
    read: (id) => rowOf(accounts, id),
    fields: {
      roleId: { next: 0 },
      userLevelId: { next: 0 },
      branchId: {
        get next() {
          return deviceBranches[1];
        },
      },
    },
  },
};

/** References resolved once the company's records exist (the second of each pair is the "next" value). */
function resolveNextReferences() {
  const second: Record<string, number> = {
    clientId: refs.clients[1],
    locationId: refs.locations[1],
    projectId: refs.projects[1],
    roleGroupId: refs.roleGroups[1],
    organizationId: refs.organizations[1],
    relationshipOwnerId: refs.owners[1],
    assigneeId: refs.owners[1],
    roleId: refs.roles[1],
    userLevelId: refs.userLevels[1],
  };
  for (const patchCase of Object.values(CASES)) {
    for (const [field, fieldCase] of Object.entries(patchCase.fields)) if (field in second) fieldCase.next = second[field];
  }
  CASES['PATCH /api/client'].fields.clientLogo.next = logo(refs.files[1]);
}

const requestFor = (patchCase: PatchCase, id: number, body: Row) => ({
  path: patchCase.path(id),
  body: patchCase.idInBody ? { id, ...body } : body,
});

async function patch(patchCase: PatchCase, id: number, body: Row) {
  const request = requestFor(patchCase, id, body);
  return call(server, patchCase.method ?? 'PATCH', request.path, { token: patchCase.token?.() ?? admin.token, body: request.body });
}

/** The columns that differ between two readings of a row (updatedAt aside). */
function changedColumns(before: Row, after: Row): string[] {
  return Object.keys(before).filter((column) => column !== 'updatedAt' && JSON.stringify(before[column]) !== JSON.stringify(after[column]));
}

async function placeIds(): Promise<[number, number]> {
  const [place] = await server.context.db
    .select({ regionId: psgcProvinces.regionId, provinceId: psgcProvinces.id, municipalityId: psgcMunicipalities.id, barangayId: psgcBarangays.id })
    .from(psgcBarangays)
    .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, psgcBarangays.municipalityId))
    .innerJoin(psgcProvinces, eq(psgcProvinces.id, psgcMunicipalities.provinceId))
    .where(and(eq(psgcMunicipalities.name, 'City of Makati'), eq(psgcBarangays.name, 'San Lorenzo')));
  const ids: number[] = [];
  for (const name of ['Makati Site', 'Makati Yard']) ids.push(await created('/location', { name, ...place, zipCode: '1223', street: 'Ayala Avenue' }));
  return [ids[0], ids[1]];
}

beforeAll(async () => {
  server = await startTestServer();
  await loadPsgc(server.context.db);
  admin = await createUser(server, { isFullAccess: true });
  developer = await createUser(server, { companyId: admin.companyId, isFullAccess: true, isDeveloper: true });
  const owner = await createUser(server, { companyId: admin.companyId });
  refs.owners = [admin.accountId, owner.accountId];
  refs.locations = await placeIds();
  const fileRows = await server.context.db
    .insert(files)
    .values([1, 2].map((n) => ({ companyId: admin.companyId, name: `${randomBytes(16).toString('hex')}.png`, originalName: `logo-${n}.png`, mimeType: 'image/png', size: 10 })))
    .returning();
  refs.files = [fileRows[0], fileRows[1]];
  const client = (name: string) => created('/client', { name, contactNumber: '0917 000 0000', email: `${name.toLowerCase()}@client.ph`, locationId: refs.locations[0] });
  refs.clients = [await client('Alpha'), await client('Bravo')];
  refs.projects = [await created('/project', { name: 'Project one', budget: 1 }), await created('/project', { name: 'Project two', budget: 1 })];
  refs.roleGroups = [await created('/role-group', { name: 'Group one' }), await created('/role-group', { name: 'Group two' })];
  refs.userLevels = [await created('/user-level', { name: 'Level one', level: 1 }), await created('/user-level', { name: 'Level two', level: 2 })];
  refs.roles = [await created('/role', { name: 'Role one', scopeList: [] }), await created('/role', { name: 'Role two', scopeList: [] })];
  refs.organizations = [await created('/organization', { name: 'Org one' }), await created('/organization', { name: 'Org two' })];
  resolveNextReferences();
});
afterAll(async () => server?.stop());

describe('every PATCH route keeps what it is not told to change', () => {
  it('knows every PATCH route the app registers, and every field each route accepts', () => {
    const registered = server.routes.map((route) => `${route.method} ${route.url}`).filter((key) => key.startsWith('PATCH ') || PATCH_LIKE_PUTS.includes(key));
    const known = [...Object.keys(CASES), ...Object.keys(EXEMPT)];
    expect(registered.filter((key) => !known.includes(key)), 'new PATCH routes: add them to CASES (or EXEMPT with the reason)').toEqual([]);
    expect(known.filter((key) => !registered.includes(key)), 'cases for routes the app no longer registers').toEqual([]);
    for (const [key, patchCase] of Object.entries(CASES)) {
      const accepted = Object.keys(patchCase.schema.shape).filter((field) => field !== 'id');
      const tried = [...Object.keys(patchCase.fields), ...Object.keys(patchCase.fixed ?? {})];
      expect(accepted.filter((field) => !tried.includes(field)), `${key}: fields the walker does not try`).toEqual([]);
    }
  });

  for (const [key, patchCase] of Object.entries(CASES)) {
    describe(key, () => {
      it('one field at a time: that field changes, every other stored column stays', async () => {
        const id = await patchCase.create();
        for (const [field, fieldCase] of Object.entries(patchCase.fields)) {
          const before = await patchCase.read(id);
          const answer = await patch(patchCase, id, { [field]: fieldCase.next });
          expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(200);
          const changed = changedColumns(before, await patchCase.read(id));
          const allowed = fieldCase.columns ?? [field];
          expect(changed.length, `${field} changed nothing`).toBeGreaterThan(0);
          expect(changed.filter((column) => !allowed.includes(column)), `patching ${field} changed other columns`).toEqual([]);
        }
      });

      it('an empty patch changes nothing', async () => {
        const id = await patchCase.create();
        const before = await patchCase.read(id);
        const answer = await patch(patchCase, id, {});
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(changedColumns(before, await patchCase.read(id))).toEqual([]);
      });

      it('null clears a field that may be cleared; on any other field it is a 400 that changes nothing', async () => {
        const id = await patchCase.create();
        for (const field of Object.keys(patchCase.fields)) {
          const before = await patchCase.read(id);
          const answer = await patch(patchCase, id, { [field]: null });
          const after = await patchCase.read(id);
          const column = (patchCase.fields[field].columns ?? [field])[0];
          const refused = patchCase.fields[field].clearRefused;
          if (refused) {
            expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(422);
            expect(answer.body.message).toBe(refused);
            expect(changedColumns(before, after), `${field}: a refused null changed the row`).toEqual([]);
          } else if (isClearable(patchCase.schema.shape[field] as z.ZodType)) {
            expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(200);
            expect(after[column], `${field} cleared`).toBeNull();
            expect(changedColumns(before, after).filter((c) => c !== column && !(patchCase.fields[field].columns ?? []).includes(c))).toEqual([]);
          } else {
            expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(400);
            expect(answer.body.message).toEqual([`${field}: cannot be cleared`]);
            expect(changedColumns(before, after), `${field}: a refused null changed the row`).toEqual([]);
          }
        }
      });
    });
  }
});

describe('the exempt routes', () => {
  it('are the board moves, each with its reason', () => {
    expect(Object.keys(EXEMPT).sort()).toEqual(['PATCH /api/lead/move', 'PATCH /api/project/move']);
    for (const reason of Object.values(EXEMPT)) expect(reason).toMatch(/board move/);
  });
});
