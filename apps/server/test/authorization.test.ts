import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/app';
import { accounts, branches, calendarEvents, emailOutbox, files, invitations, leadNotes, projectActivities, projectDocuments, projects, roleGroups, roles, sessions, tasks, userLevels } from '../src/db/schema';
import { clients, locations, organizations, people, psgcBarangays, psgcMunicipalities, psgcProvinces } from '../src/db/schema';
import { items, supplierItems, supplierPriceUpdates, suppliers } from '../src/db/schema';
import { billOfQuantities } from '../src/db/schema';
import { itemReceiptLines, itemReceipts, purchaseOrderLines, purchaseOrders, purchaseRequestLines, purchaseRequests, stockLevels, warehouses } from '../src/db/schema';
import { approvalDelegations, approvalSteps } from '../src/db/schema';
import { equipment, equipmentParts, jobOrders } from '../src/db/schema';
import { deliveries, deliveryEvents, deliveryLines } from '../src/db/schema';
import { employees, teamMembers, teams } from '../src/db/schema';
import { holidays, scheduleAssignments, scheduleDays, schedules, shiftOverrides, shifts } from '../src/db/schema';
import { departments } from '../src/db/schema';
import { timekeepingDevices, timekeepingRawLogs } from '../src/db/schema';
import { schoolAttendanceLogs, schoolDevices, schoolGates, schoolUnmatchedTaps } from '../src/db/schema';
import { filings } from '../src/db/schema';
import { jobs } from '../src/db/schema';
import { mailMessages } from '../src/db/schema';
import { payrollCutoffs, payrollGroups, payslips } from '../src/db/schema-payroll';
import { payrollPlanMembers, payrollPlans } from '../src/db/schema';
import { aiConversations } from '../src/db/schema';
import { bankStatementLines, bankStatements, billingCollections, fundAccounts, fundLedger, paymentRequests, pettyCashDisbursements, pettyCashLiquidations, projectBillings } from '../src/db/schema';
import { courses, enrollments, gradeLevels, guardians, schoolYears, sections, studentGuardians, students } from '../src/db/schema';
import { Tenant } from '../src/db/tenant';
import { submitForApproval } from '../src/modules/approvals/approval-engine';
import { loadPsgc } from '../src/modules/locations/psgc.loader';
import { call, createCompany, createUser, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from './helper';

/**
 * Walks every route the app registers under /api. Each route must appear in ROUTES below with the
 * access it is expected to have; a route the walker does not know fails the first test, so a new
 * route gets its authorization and tenant checks written when it is added.
 */

type Kind = 'public' | 'member' | 'scoped' | 'developer';
/** Company records a route may name by id or list. */
type RecordKind =
  | 'account' | 'inactiveAccount' | 'role' | 'roleGroup' | 'userLevel' | 'invitation' | 'branch' | 'company' | 'email' | 'project' | 'lead' | 'location' | 'client' | 'organization' | 'person'
  | 'supplier' | 'supplierItem' | 'supplierPriceUpdate' | 'warehouse' | 'itemReceipt' | 'itemReceiptLine' | 'item' | 'boq' | 'task' | 'approvalStep' | 'delegation'
  | 'purchaseRequest' | 'purchaseRequestLine' | 'purchaseOrder' | 'equipment' | 'equipmentPart' | 'jobOrder' | 'stockItem' | 'delivery'
  | 'employee' | 'team'
  | 'shift' | 'schedule' | 'scheduleAssignment' | 'holiday'
  | 'department'
  | 'timekeepingDevice' | 'timekeepingRawLog'
  | 'filing'
  | 'payslip' | 'postedCutoff' | 'payslipEmailJob'
  | 'payrollPlan' | 'planMember'
  | 'payrollGroup'
  | 'fundAccount' | 'fundEntry' | 'paymentRequest' | 'billing' | 'billingCollection' | 'disbursement' | 'liquidation' | 'bankStatement' | 'bankStatementLine'
  | 'aiConversation'
  | 'schoolYear' | 'gradeLevel' | 'section' | 'course' | 'student' | 'guardian' | 'enrollment'
  | 'mail'
  | 'schoolGate' | 'schoolDevice' | 'schoolAttendanceLog' | 'schoolUnmatchedTap';

interface RouteCase {
  kind: Kind;
  /** For a route with :id: which of company A's records company B aims it at. */
  target?: RecordKind;
  /** A valid body, so a missing tenant check would change A's record rather than fail validation. */
  body?: (b: Company) => unknown;
  /** A table (PUT) or list (GET) answering company records: which kind, so B never sees A's. */
  lists?: RecordKind;
  /** Why a route carries neither (developer routes read every company by design). */
  note?: string;
}

const TAKEN_OVER = 'Taken over by company B';

const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { kind: 'public' },
  'GET /api/openapi.json': { kind: 'public', note: 'the OpenAPI document; openapi.test.ts' },
  'POST /api/auth/signup': { kind: 'public' },
  'POST /api/auth/verify-email': { kind: 'public' },
  'POST /api/auth/resend-verification': { kind: 'public' },
  'POST /api/auth/login': { kind: 'public' },
  'POST /api/auth/forgot-password': { kind: 'public' },
  'POST /api/auth/reset-password': { kind: 'public' },
  'GET /api/auth/invite/:token': { kind: 'public' },
  'POST /api/auth/accept-invite': { kind: 'public' },
  'GET /api/file-upload/files/:name': { kind: 'public', note: 'a member of the owning company (token) or a signed link; files.test.ts' },

  'POST /api/auth/logout': { kind: 'member' },
  'GET /api/account/my_account': { kind: 'member' },
  'PATCH /api/account/profile': { kind: 'member' },
  'POST /api/account/change-password': { kind: 'member' },
  'POST /api/file-upload/upload-document': { kind: 'member' },
  'GET /api/dashboard/summary': { kind: 'member', note: 'each section by its scope, sums of the caller company only: dashboard.test.ts' },
  'GET /api/select-box/user-list': { kind: 'scoped', lists: 'account' },
  'GET /api/select-box/company-list': { kind: 'scoped', lists: 'company' },
  'GET /api/select-box/branch': { kind: 'scoped', lists: 'branch' },
  'GET /api/select-box/employee-list': { kind: 'scoped', lists: 'employee' },
  // HRIS (issue 14): employees, departments, teams, branches; the branch limit in hris.test.ts.
  'POST /api/employee': { kind: 'scoped' },
  'PATCH /api/employee': { kind: 'scoped', note: 'id in the body; tenancy in hris.test.ts' },
  'GET /api/employee': { kind: 'scoped', note: 'id in the query; tenancy in hris.test.ts' },
  'PUT /api/employee': { kind: 'scoped', lists: 'employee' },
  'DELETE /api/employee/:id': { kind: 'scoped', target: 'employee' },
  'POST /api/employee/:id/rate': { kind: 'scoped', target: 'employee', body: () => ({ rateType: 'DAILY', rate: 1, effectiveFrom: '2025-01-01' }) },
  'GET /api/employee/:id/rates': { kind: 'scoped', target: 'employee' },
  'POST /api/employee/:id/document': { kind: 'scoped', target: 'employee', body: (b) => ({ fileId: b.fileId, title: 'Taken over' }) },
  'GET /api/employee/:id/documents': { kind: 'scoped', target: 'employee' },
  'DELETE /api/employee/:id/document/:documentId': { kind: 'scoped', target: 'employee' },
  'GET /api/select-box/hris-account-list': { kind: 'scoped', lists: 'account' },
  'GET /api/employee/export': { kind: 'scoped', note: 'a file, not a list; tenancy in hris.test.ts' },
  'GET /api/employee/import/template': { kind: 'scoped', note: 'the same template for everyone' },
  'POST /api/employee/import/preview': { kind: 'scoped', note: "a file checked against the caller's own records; hris-import.test.ts" },
  'POST /api/employee/import/commit': { kind: 'scoped', note: 'importId in the body; tenancy in hris-import.test.ts' },
  'POST /api/department': { kind: 'scoped' },
  'PATCH /api/department': { kind: 'scoped', note: 'id in the body; tenancy in hris.test.ts' },
  'GET /api/department': { kind: 'scoped', note: 'id in the query; tenancy in hris.test.ts' },
  'PUT /api/department': { kind: 'scoped', lists: 'department' },
  'DELETE /api/department/:id': { kind: 'scoped', target: 'department' },
  'GET /api/select-box/departmentList': { kind: 'scoped', lists: 'department' },
  'POST /api/team': { kind: 'scoped' },
  'PATCH /api/team': { kind: 'scoped', note: 'id in the body; tenancy in hris.test.ts' },
  'GET /api/team': { kind: 'scoped', note: 'id in the query; tenancy in hris.test.ts' },
  'PUT /api/team': { kind: 'scoped', lists: 'team' },
  'DELETE /api/team/:id': { kind: 'scoped', target: 'team' },
  'POST /api/team/:id/members': { kind: 'scoped', target: 'team', body: (b) => ({ members: [{ employeeId: b.ids.employee }], move: true }) },
  'DELETE /api/team/:id/members/:employeeId': { kind: 'scoped', target: 'team' },
  // School records (issue 18): school-records.test.ts holds the rules and more tenancy.
  'POST /api/school/school-year': { kind: 'scoped' },
  'PATCH /api/school/school-year': { kind: 'scoped', note: 'id in the body; tenancy in school-records.test.ts' },
  'GET /api/school/school-year': { kind: 'scoped', note: 'id in the query; tenancy in school-records.test.ts' },
  'PUT /api/school/school-year': { kind: 'scoped', lists: 'schoolYear' },
  'DELETE /api/school/school-year/:id': { kind: 'scoped', target: 'schoolYear' },
  'POST /api/school/school-year/:id/activate': { kind: 'scoped', target: 'schoolYear' },
  'POST /api/school/grade-level': { kind: 'scoped' },
  'PATCH /api/school/grade-level': { kind: 'scoped', note: 'id in the body; tenancy in school-records.test.ts' },
  'GET /api/school/grade-level': { kind: 'scoped', note: 'id in the query; tenancy in school-records.test.ts' },
  'PUT /api/school/grade-level': { kind: 'scoped', lists: 'gradeLevel' },
  'DELETE /api/school/grade-level/:id': { kind: 'scoped', target: 'gradeLevel' },
  'POST /api/school/section': { kind: 'scoped' },
  'PATCH /api/school/section': { kind: 'scoped', note: 'id in the body; tenancy in school-records.test.ts' },
  'GET /api/school/section': { kind: 'scoped', note: 'id in the query; tenancy in school-records.test.ts' },
  'PUT /api/school/section': { kind: 'scoped', lists: 'section' },
  'DELETE /api/school/section/:id': { kind: 'scoped', target: 'section' },
  'POST /api/school/course': { kind: 'scoped' },
  'PATCH /api/school/course': { kind: 'scoped', note: 'id in the body; tenancy in school-records.test.ts' },
  'GET /api/school/course': { kind: 'scoped', note: 'id in the query; tenancy in school-records.test.ts' },
  'PUT /api/school/course': { kind: 'scoped', lists: 'course' },
  'DELETE /api/school/course/:id': { kind: 'scoped', target: 'course' },
  'POST /api/school/student': { kind: 'scoped' },
  'PATCH /api/school/student': { kind: 'scoped', note: 'id in the body; tenancy in school-records.test.ts' },
  'GET /api/school/student': { kind: 'scoped', note: 'id in the query; tenancy in school-records.test.ts' },
  'PUT /api/school/student': { kind: 'scoped', lists: 'student' },
  'DELETE /api/school/student/:id': { kind: 'scoped', target: 'student' },
  'POST /api/school/student/:id/restore': { kind: 'scoped', target: 'student' },
  'POST /api/school/student/:id/guardian': { kind: 'scoped', target: 'student', body: (b) => ({ guardianId: b.ids.guardian, relationship: 'Taken over' }) },
  'DELETE /api/school/student/:id/guardian/:guardianId': { kind: 'scoped', target: 'student' },
  'GET /api/school/student/export': { kind: 'scoped', note: 'a file, not a list; tenancy in school-records.test.ts' },
  'GET /api/school/student/import/template': { kind: 'scoped', note: 'the same template for everyone' },
  'POST /api/school/student/import/preview': { kind: 'scoped', note: "a file checked against the caller's own records; school-records.test.ts" },
  'POST /api/school/student/import/commit': { kind: 'scoped', note: 'importId in the body; tenancy in school-records.test.ts' },
  'POST /api/school/guardian': { kind: 'scoped' },
  'PATCH /api/school/guardian': { kind: 'scoped', note: 'id in the body; tenancy in school-records.test.ts' },
  'GET /api/school/guardian': { kind: 'scoped', note: 'id in the query; tenancy in school-records.test.ts' },
  'PUT /api/school/guardian': { kind: 'scoped', lists: 'guardian' },
  'DELETE /api/school/guardian/:id': { kind: 'scoped', target: 'guardian' },
  'POST /api/school/guardian/:id/restore': { kind: 'scoped', target: 'guardian' },
  'POST /api/school/enrollment': { kind: 'scoped' },
  'PATCH /api/school/enrollment': { kind: 'scoped', note: 'id in the body; tenancy in school-records.test.ts' },
  'GET /api/school/enrollment': { kind: 'scoped', note: 'id in the query; tenancy in school-records.test.ts' },
  'PUT /api/school/enrollment': { kind: 'scoped', lists: 'enrollment' },
  'DELETE /api/school/enrollment/:id': { kind: 'scoped', target: 'enrollment' },
  'GET /api/select-box/school/school-year-list': { kind: 'scoped', lists: 'schoolYear' },
  'GET /api/select-box/school/grade-level-list': { kind: 'scoped', lists: 'gradeLevel' },
  'GET /api/select-box/school/section-list': { kind: 'scoped', lists: 'section' },
  'GET /api/select-box/school/course-list': { kind: 'scoped', lists: 'course' },
  'GET /api/select-box/school/adviser-list': { kind: 'scoped', lists: 'account' },
  'GET /api/select-box/school/student-list': { kind: 'scoped', lists: 'student' },
  'GET /api/select-box/school/guardian-list': { kind: 'scoped', lists: 'guardian' },
  'POST /api/branch': { kind: 'scoped' },
  'PATCH /api/branch': { kind: 'scoped', note: 'id in the body; tenancy in hris.test.ts' },
  'GET /api/branch': { kind: 'scoped', note: 'id in the query; tenancy in hris.test.ts' },
  'PUT /api/branch': { kind: 'scoped', lists: 'branch' },
  'DELETE /api/branch/:id': { kind: 'scoped', target: 'branch' },
  'GET /api/select-box/branch-list': { kind: 'scoped', lists: 'branch' },
  'POST /api/timekeeping/device': { kind: 'scoped' },
  'PUT /api/timekeeping/device': { kind: 'scoped', lists: 'timekeepingDevice' },
  'GET /api/timekeeping/device/requests': { kind: 'scoped', note: 'unknown serials, no company owns them (the device screen accepts one); timekeeping.test.ts' },
  'GET /api/timekeeping/device/:id': { kind: 'scoped', target: 'timekeepingDevice' },
  'PATCH /api/timekeeping/device/:id': { kind: 'scoped', target: 'timekeepingDevice', body: () => ({ name: TAKEN_OVER }) },
  'DELETE /api/timekeeping/device/:id': { kind: 'scoped', target: 'timekeepingDevice' },
  'POST /api/timekeeping/device/:id/kiosk-key': { kind: 'scoped', target: 'timekeepingDevice' },
  'GET /api/select-box/timekeeping-device-list': { kind: 'scoped', note: 'values are serials, not ids; company-only in timekeeping.test.ts' },
  'GET /api/select-box/timekeeping-branch-list': { kind: 'scoped', lists: 'branch' },
  'PUT /api/timekeeping/raw-log': { kind: 'scoped', lists: 'timekeepingRawLog' },
  'POST /api/school/tap': { kind: 'public', note: 'the device licence key header (x-device-key); a key is one company\'s device; school-gate.test.ts' },
  'POST /api/school/gate': { kind: 'scoped' },
  'PUT /api/school/gate': { kind: 'scoped', lists: 'schoolGate' },
  'GET /api/school/gate/:id': { kind: 'scoped', target: 'schoolGate' },
  'PATCH /api/school/gate/:id': { kind: 'scoped', target: 'schoolGate', body: () => ({ name: TAKEN_OVER }) },
  'DELETE /api/school/gate/:id': { kind: 'scoped', target: 'schoolGate' },
  'GET /api/select-box/school/gate/list': { kind: 'scoped', lists: 'schoolGate' },
  'POST /api/school/device': { kind: 'scoped', note: 'another company\'s gate is refused (400); school-gate.test.ts' },
  'PUT /api/school/device': { kind: 'scoped', lists: 'schoolDevice' },
  'GET /api/school/device/:id': { kind: 'scoped', target: 'schoolDevice' },
  'PATCH /api/school/device/:id': { kind: 'scoped', target: 'schoolDevice', body: () => ({ name: TAKEN_OVER }) },
  'DELETE /api/school/device/:id': { kind: 'scoped', target: 'schoolDevice' },
  'POST /api/school/device/:id/activate': { kind: 'scoped', target: 'schoolDevice' },
  'POST /api/school/device/:id/deactivate': { kind: 'scoped', target: 'schoolDevice' },
  'POST /api/school/device/:id/licence-key': { kind: 'scoped', target: 'schoolDevice' },
  'GET /api/select-box/school/attendance/device/list': { kind: 'scoped', lists: 'schoolDevice' },
  'PUT /api/school/attendance': { kind: 'scoped', lists: 'schoolAttendanceLog' },
  'PUT /api/school/unmatched-tap': { kind: 'scoped', lists: 'schoolUnmatchedTap' },
  'POST /api/timekeeping/import/preview': { kind: 'scoped' },
  'POST /api/timekeeping/import/commit': { kind: 'scoped', note: 'importId in the body; another company\'s import is 404 in timekeeping.test.ts' },
  'GET /api/timekeeping/kiosk': { kind: 'public', note: 'the kiosk key header (x-kiosk-key); timekeeping.test.ts' },
  'POST /api/timekeeping/kiosk/punch': { kind: 'public', note: 'the kiosk key header (x-kiosk-key); timekeeping.test.ts' },
  'GET /api/select-box/team-list': { kind: 'scoped', lists: 'team' },
  'POST /api/shift': { kind: 'scoped' },
  'PATCH /api/shift': { kind: 'scoped', note: 'id in the body; tenancy in schedules.test.ts' },
  'GET /api/shift': { kind: 'scoped', note: 'id in the query; tenancy in schedules.test.ts' },
  'PUT /api/shift': { kind: 'scoped', lists: 'shift' },
  'DELETE /api/shift/:id': { kind: 'scoped', target: 'shift' },
  'GET /api/select-box/shift-list': { kind: 'scoped', lists: 'shift' },
  'POST /api/schedule': { kind: 'scoped' },
  'PATCH /api/schedule': { kind: 'scoped', note: 'id in the body; tenancy in schedules.test.ts' },
  'GET /api/schedule': { kind: 'scoped', note: 'id in the query; tenancy in schedules.test.ts' },
  'PUT /api/schedule': { kind: 'scoped', lists: 'schedule' },
  'DELETE /api/schedule/:id': { kind: 'scoped', target: 'schedule' },
  'GET /api/select-box/schedule-list': { kind: 'scoped', lists: 'schedule' },
  'POST /api/schedule-assignment': { kind: 'scoped', note: 'ids in the body; tenancy in schedules.test.ts' },
  'POST /api/schedule-assignment/:id/end': { kind: 'scoped', target: 'scheduleAssignment', body: () => ({ effectiveTo: '2099-12-31' }) },
  'GET /api/schedule-assignment': { kind: 'scoped', note: 'employeeId or teamId in the query; tenancy in schedules.test.ts' },
  'PUT /api/schedule-assignment': { kind: 'scoped', lists: 'scheduleAssignment' },
  'GET /api/shift-plan': { kind: 'scoped', note: 'teamId in the query; tenancy in schedules.test.ts' },
  'PUT /api/shift-override': { kind: 'scoped', note: 'employee and shift ids in the body; tenancy in schedules.test.ts' },
  'POST /api/payroll/plan': { kind: 'scoped' },
  'PATCH /api/payroll/plan': { kind: 'scoped', note: 'id in the body; tenancy in payroll-plans.test.ts' },
  'GET /api/payroll/plan': { kind: 'scoped', note: 'id in the query; tenancy in payroll-plans.test.ts' },
  'PUT /api/payroll/plan': { kind: 'scoped', lists: 'payrollPlan' },
  'DELETE /api/payroll/plan/:id': { kind: 'scoped', target: 'payrollPlan' },
  'POST /api/payroll/plan/member': { kind: 'scoped' },
  'POST /api/payroll/plan/member/bulk': { kind: 'scoped' },
  'PATCH /api/payroll/plan/member': { kind: 'scoped', note: 'id in the body; tenancy in payroll-plans.test.ts' },
  'GET /api/payroll/plan/member': { kind: 'scoped', note: 'id in the query; tenancy in payroll-plans.test.ts' },
  'PUT /api/payroll/plan/member': { kind: 'scoped', lists: 'planMember' },
  'POST /api/payroll/plan/member/:id/end': { kind: 'scoped', target: 'planMember', body: () => ({ endDate: '2026-12-31' }) },
  'GET /api/payroll/loan': { kind: 'scoped', note: 'member id in the query; tenancy in payroll-plans.test.ts' },
  'POST /api/payroll/loan/correction': { kind: 'scoped' },
  'POST /api/payroll/plan/sil-grant': { kind: 'scoped' },
  'POST /api/holiday': { kind: 'scoped' },
  'PATCH /api/holiday': { kind: 'scoped', note: 'id in the body; tenancy in holidays.test.ts' },
  'GET /api/holiday': { kind: 'scoped', note: 'id in the query; tenancy in holidays.test.ts' },
  'PUT /api/holiday': { kind: 'scoped', lists: 'holiday' },
  'DELETE /api/holiday/:id': { kind: 'scoped', target: 'holiday' },
  'GET /api/holiday/on': { kind: 'scoped', note: 'dates in the query; tenancy in holidays.test.ts' },
  'GET /api/calendar/events': { kind: 'scoped', note: "dates in the query; the caller's company and scopes only: calendar.test.ts" },
  'PATCH /api/calendar/meeting': { kind: 'scoped', note: "id in the body; another company's meeting is 404: calendar.test.ts" },
  'GET /api/attendance/team': { kind: 'scoped', note: 'team id in the query; tenancy and branch limit in attendance.test.ts' },
  'GET /api/attendance/day': { kind: 'scoped', note: 'employee id in the query; tenancy and branch limit in attendance.test.ts' },
  'GET /api/attendance/summary': { kind: 'scoped', note: 'employees of the caller company and branch only: attendance.test.ts' },
  'GET /api/attendance/summary/export': { kind: 'scoped', note: 'the summary as .xlsx: attendance.test.ts' },
  'GET /api/attendance/employee': { kind: 'scoped', note: 'employee id in the query; tenancy and branch limit in attendance.test.ts' },
  'POST /api/attendance/adjustment': { kind: 'scoped', note: 'employee id in the body; tenancy and branch limit in attendance.test.ts' },
  'GET /api/attendance/adjustment-list': { kind: 'scoped', note: 'adjustments of the caller company and branch only: attendance.test.ts' },
  'GET /api/select-box/attendance-branch-list': { kind: 'scoped', lists: 'branch' },
  'GET /api/manpower/dashboard': { kind: 'scoped', note: 'counts of the caller company only: attendance.test.ts' },
  // Filings (decision 0051): any member files for themselves; the rest is checked per record (filings.test.ts).
  'POST /api/filing': { kind: 'member' },
  'GET /api/filing': { kind: 'member', note: 'id in the query; tenancy and access in filings.test.ts' },
  'PUT /api/filing': { kind: 'member', lists: 'filing' },
  'POST /api/filing/:id/cancel': { kind: 'member', target: 'filing', body: () => ({ reason: TAKEN_OVER }) },
  'GET /api/leave/type': { kind: 'member', note: "the caller's company's leave types" },
  'GET /api/leave/balance': { kind: 'member', note: "the caller's own employee, or one within reach: filings.test.ts" },
  'POST /api/leave/credit': { kind: 'scoped' },
  'POST /api/leave/grant-sil': { kind: 'scoped' },
  'GET /api/discussion': { kind: 'member', note: 'subject in the query; access as its record: filings.test.ts' },
  'POST /api/discussion': { kind: 'member' },
  // Payroll groups, cutoffs and the run (decision 0055; payroll-run.test.ts checks figures and states).
  'POST /api/payroll/group': { kind: 'scoped' },
  'PATCH /api/payroll/group': { kind: 'scoped', note: 'id in the body; tenancy in payroll-run.test.ts' },
  'GET /api/payroll/group': { kind: 'scoped', note: 'id in the query; tenancy in payroll-run.test.ts' },
  'PUT /api/payroll/group': { kind: 'scoped', lists: 'payrollGroup' },
  'DELETE /api/payroll/group/:id': { kind: 'scoped', target: 'payrollGroup' },
  'GET /api/select-box/payroll-group': { kind: 'scoped', lists: 'payrollGroup' },
  'GET /api/payroll/group/:id/member': { kind: 'scoped', target: 'payrollGroup' },
  'POST /api/payroll/group/:id/member': { kind: 'scoped', target: 'payrollGroup', body: (b) => ({ employeeIds: [b.ids.employee] }) },
  'POST /api/payroll/group/:id/member/remove': { kind: 'scoped', target: 'payrollGroup', body: (b) => ({ employeeIds: [b.ids.employee] }) },
  'POST /api/payroll/cutoff/generate': { kind: 'scoped' },
  'POST /api/payroll/cutoff': { kind: 'scoped' },
  'PATCH /api/payroll/cutoff': { kind: 'scoped', note: 'id in the body; tenancy in payroll-run.test.ts' },
  'GET /api/payroll/cutoff': { kind: 'scoped', note: 'id in the query; tenancy in payroll-run.test.ts' },
  'PUT /api/payroll/cutoff': { kind: 'scoped', lists: 'postedCutoff' },
  'DELETE /api/payroll/cutoff/:id': { kind: 'scoped', target: 'postedCutoff' },
  'POST /api/payroll/cutoff/:id/run': { kind: 'scoped', target: 'postedCutoff' },
  'POST /api/payroll/cutoff/:id/post': { kind: 'scoped', target: 'postedCutoff' },
  'POST /api/payroll/cutoff/:id/employee/:employeeId/recompute': { kind: 'scoped', target: 'postedCutoff' },
  'GET /api/payroll/cutoff/:id/summary': { kind: 'scoped', target: 'postedCutoff' },
  'GET /api/payroll/cutoff/:id/unpaid': { kind: 'scoped', target: 'postedCutoff' },
  'PUT /api/payroll/cutoff/:id/payslip': { kind: 'scoped', target: 'postedCutoff', body: () => ({ searchKeyword: '', filters: [] }), note: 'the payslips of one cutoff of the caller company' },
  'GET /api/payroll/payslip': { kind: 'scoped', note: 'id in the query; tenancy in payroll-run.test.ts' },
  // Statutory tables and the calculators (decision 0054; statutory.test.ts checks another company's versions).
  'GET /api/payroll/statutory/sss': { kind: 'scoped', note: "the caller company's versions: statutory.test.ts" },
  'GET /api/payroll/statutory/philhealth': { kind: 'scoped', note: "the caller company's versions: statutory.test.ts" },
  'GET /api/payroll/statutory/pagibig': { kind: 'scoped', note: "the caller company's versions: statutory.test.ts" },
  'GET /api/payroll/statutory/tax': { kind: 'scoped', note: "the caller company's versions: statutory.test.ts" },
  'POST /api/payroll/statutory/sss': { kind: 'scoped' },
  'POST /api/payroll/statutory/philhealth': { kind: 'scoped' },
  'POST /api/payroll/statutory/pagibig': { kind: 'scoped' },
  'POST /api/payroll/statutory/tax': { kind: 'scoped' },
  'POST /api/payroll/statutory/contributions': { kind: 'scoped' },
  'POST /api/payroll/statutory/withholding-tax': { kind: 'scoped' },
  'POST /api/payroll/statutory/day-pay': { kind: 'scoped' },
  'POST /api/payroll/payslip-preview': { kind: 'scoped' },
  // Payroll outputs (decision 0057; payroll-outputs.test.ts checks figures, self-service and tenancy).
  'GET /api/payroll/payslip-center/cutoff-list': { kind: 'scoped', lists: 'postedCutoff' },
  'PUT /api/payroll/payslip': { kind: 'scoped', note: 'one cutoff of the caller company (filter cutoffId): payroll-outputs.test.ts' },
  'GET /api/payroll/payslip/:id/pdf': { kind: 'scoped', target: 'payslip' },
  'POST /api/payroll/cutoff/:id/email-payslips': { kind: 'scoped', target: 'postedCutoff' },
  'GET /api/payroll/email-job/:id': { kind: 'scoped', target: 'payslipEmailJob' },
  'GET /api/payroll/my-payslips': { kind: 'member', note: "the caller's own employee only: payroll-outputs.test.ts" },
  'PUT /api/payroll/my-payslips': { kind: 'member', note: "the caller's own employee only: payroll-outputs.test.ts" },
  'GET /api/payroll/my-payslips/:id/pdf': { kind: 'member', target: 'payslip' },
  'GET /api/payroll/report/register': { kind: 'scoped', note: 'cutoff id in the query; tenancy in payroll-outputs.test.ts' },
  'GET /api/payroll/report/bank-file': { kind: 'scoped', note: 'cutoff id in the query; tenancy in payroll-outputs.test.ts' },
  'GET /api/payroll/report/sss': { kind: 'scoped', note: 'posted payslips of the caller company: payroll-outputs.test.ts' },
  'GET /api/payroll/report/philhealth': { kind: 'scoped', note: 'posted payslips of the caller company: payroll-outputs.test.ts' },
  'GET /api/payroll/report/pagibig': { kind: 'scoped', note: 'posted payslips of the caller company: payroll-outputs.test.ts' },
  'GET /api/payroll/report/1601c': { kind: 'scoped', note: 'posted payslips of the caller company: payroll-outputs.test.ts' },
  'GET /api/payroll/report/2316': { kind: 'scoped', note: 'employee id in the query; tenancy in payroll-outputs.test.ts' },
  'GET /api/payroll/report/alphalist': { kind: 'scoped', note: 'posted payslips of the caller company: payroll-outputs.test.ts' },
  'POST /api/payroll/remittance': { kind: 'scoped' },
  'GET /api/hr-processing/government-payment-history/sss': { kind: 'scoped', note: 'the caller company only: payroll-outputs.test.ts' },
  'GET /api/hr-processing/government-payment-history/philhealth': { kind: 'scoped', note: 'the caller company only: payroll-outputs.test.ts' },
  'GET /api/hr-processing/government-payment-history/pagibig': { kind: 'scoped', note: 'the caller company only: payroll-outputs.test.ts' },
  'GET /api/hr-processing/government-payment-history/tax': { kind: 'scoped', note: 'the caller company only: payroll-outputs.test.ts' },
  'GET /api/manpower/dashboard/payroll': { kind: 'scoped', note: 'posted cutoffs of the caller company: payroll-outputs.test.ts' },
  'GET /api/select-box/role-list': { kind: 'scoped', lists: 'role' },
  'GET /api/select-box/role-group-list': { kind: 'scoped', lists: 'roleGroup' },
  'GET /api/select-box/user-level-list': { kind: 'scoped', lists: 'userLevel' },

  'PUT /api/account': { kind: 'scoped', lists: 'account' },
  'PUT /api/account/inactive': { kind: 'scoped', lists: 'inactiveAccount' },
  'PATCH /api/account/:id': { kind: 'scoped', target: 'account', body: (b) => ({ roleId: b.ids.role }) },
  'POST /api/account/:id/deactivate': { kind: 'scoped', target: 'account' },
  'POST /api/account/:id/reactivate': { kind: 'scoped', target: 'inactiveAccount' },
  'POST /api/invitation': { kind: 'scoped' },
  'PUT /api/invitation': { kind: 'scoped', lists: 'invitation' },
  'DELETE /api/invitation/:id': { kind: 'scoped', target: 'invitation' },
  'PUT /api/role': { kind: 'scoped', lists: 'role' },
  'GET /api/role/:id': { kind: 'scoped', target: 'role' },
  'POST /api/role': { kind: 'scoped' },
  'PATCH /api/role/:id': { kind: 'scoped', target: 'role', body: () => ({ name: TAKEN_OVER, scopeList: [], isFullAccess: true }) },
  'DELETE /api/role/:id': { kind: 'scoped', target: 'role' },
  'PUT /api/role-group': { kind: 'scoped', lists: 'roleGroup' },
  'POST /api/role-group': { kind: 'scoped' },
  'PATCH /api/role-group/:id': { kind: 'scoped', target: 'roleGroup', body: () => ({ name: TAKEN_OVER }) },
  'DELETE /api/role-group/:id': { kind: 'scoped', target: 'roleGroup' },
  'PUT /api/user-level': { kind: 'scoped', lists: 'userLevel' },
  'POST /api/user-level': { kind: 'scoped' },
  'PATCH /api/user-level/:id': { kind: 'scoped', target: 'userLevel', body: () => ({ name: TAKEN_OVER, level: 99 }) },
  'DELETE /api/user-level/:id': { kind: 'scoped', target: 'userLevel' },
  'GET /api/scope': { kind: 'scoped', note: 'counts only; checked in its own test' },
  'GET /api/settings/system-emails': { kind: 'scoped', lists: 'email' },

  'POST /api/project': { kind: 'scoped' },
  'PATCH /api/project': { kind: 'scoped', note: 'id in the body; tenancy in projects.test.ts' },
  'PUT /api/project': { kind: 'scoped', lists: 'project' },
  'GET /api/project': { kind: 'scoped', note: 'id in the query; tenancy in projects.test.ts' },
  'DELETE /api/project': { kind: 'scoped', note: 'ids in the body; tenancy in projects.test.ts' },
  'DELETE /api/project/:id': { kind: 'scoped', target: 'project', body: () => ({ password: TEST_PASSWORD }) },
  'GET /api/project/board': { kind: 'scoped', note: 'columns, not a list; tenancy in projects.test.ts' },
  'PATCH /api/project/move': { kind: 'scoped', note: 'id in the body; tenancy in projects.test.ts' },
  'GET /api/project/:id/activities': { kind: 'scoped', target: 'project' },
  'GET /api/lead/:id/activities': { kind: 'scoped', target: 'lead' },
  'POST /api/lead/:id/notes': { kind: 'scoped', target: 'lead', body: () => ({ text: TAKEN_OVER }), note: 'adds a note' },
  'GET /api/lead/:id/notes': { kind: 'scoped', target: 'lead', note: "lists a lead's notes (the lead is the target)" },
  'POST /api/lead/:id/meeting': {
    kind: 'scoped',
    target: 'lead',
    body: () => ({ title: TAKEN_OVER, startsAt: '2026-12-01T01:00:00Z', endsAt: '2026-12-01T02:00:00Z' }),
  },
  'POST /api/project/:id/meeting': {
    kind: 'scoped',
    target: 'project',
    body: () => ({ title: TAKEN_OVER, startsAt: '2026-12-01T01:00:00Z', endsAt: '2026-12-01T02:00:00Z' }),
  },
  'POST /api/lead/:id/task': { kind: 'scoped', target: 'lead', body: () => ({ title: TAKEN_OVER }) },
  'POST /api/project/:id/task': { kind: 'scoped', target: 'project', body: () => ({ title: TAKEN_OVER }) },
  'GET /api/lead/:id/tasks': { kind: 'scoped', target: 'lead' },
  'GET /api/task/mine': { kind: 'member', note: "the caller's own tasks: tasks.test.ts" },
  'GET /api/approval/pending': { kind: 'member', note: "the caller's own queue, worked out per step: approvals.test.ts" },
  // The AI assistant (decision 0066): a member's own conversations; another member's is 404 too (ai-assistant.test.ts).
  'GET /api/ai/status': { kind: 'member' },
  'GET /api/ai/conversation': { kind: 'member', lists: 'aiConversation' },
  'GET /api/ai/conversation/:id': { kind: 'member', target: 'aiConversation' },
  'POST /api/approval/:id/approve': { kind: 'member', target: 'approvalStep', body: () => ({ comment: TAKEN_OVER }) },
  'POST /api/approval/:id/reject': { kind: 'member', target: 'approvalStep', body: () => ({ reason: TAKEN_OVER }) },
  'POST /api/approval/:id/return': { kind: 'member', target: 'approvalStep', body: () => ({ reason: TAKEN_OVER }) },
  'GET /api/approval/trail': { kind: 'member', note: "the documentType and documentId travel in the query; another company's document answers []: approvals.test.ts" },
  'GET /api/approval/delegate-list': { kind: 'member', lists: 'account' },
  'GET /api/approval/workflow/list': { kind: 'scoped' },
  'GET /api/approval/workflow': { kind: 'scoped', note: 'the company comes from the session: approvals.test.ts' },
  'PUT /api/approval/workflow': { kind: 'scoped', note: "writes the caller's own company's workflow: approvals.test.ts" },
  'GET /api/approval/delegation': { kind: 'member', lists: 'delegation' },
  'POST /api/approval/delegation': { kind: 'member', note: 'a member of another company is a 404: approvals.test.ts' },
  'DELETE /api/approval/delegation/:id': { kind: 'member', target: 'delegation' },
  'POST /api/task': { kind: 'member' },
  'PATCH /api/task': { kind: 'member', note: "the id travels in the body; another company's task is 404: tasks.test.ts" },
  'POST /api/task/:id/complete': { kind: 'member', target: 'task', body: () => ({ done: true }) },
  'DELETE /api/task/:id': { kind: 'member', target: 'task' },
  'POST /api/lead/:id/email': { kind: 'scoped', target: 'lead', body: () => ({ to: 'taken@example.ph', subject: TAKEN_OVER, html: '<p>x</p>' }) },
  'GET /api/lead/:id/documents': { kind: 'scoped', target: 'lead' },
  'POST /api/lead/:id/documents': { kind: 'scoped', target: 'lead', body: (b) => ({ fileId: b.fileId, kind: 'CONTRACT', title: TAKEN_OVER }) },
  'DELETE /api/lead/:id/documents/:documentId': { kind: 'scoped', target: 'lead', note: "B's own lead with A's document: documents.test.ts" },
  'GET /api/project/:id/documents': { kind: 'scoped', target: 'project' },
  'POST /api/project/:id/documents': { kind: 'scoped', target: 'project', body: (b) => ({ fileId: b.fileId, kind: 'CONTRACT', title: TAKEN_OVER }) },
  'DELETE /api/project/:id/documents/:documentId': { kind: 'scoped', target: 'project', note: "B's own project with A's document: documents.test.ts" },

  'POST /api/lead': { kind: 'scoped' },
  'PATCH /api/lead': { kind: 'scoped', note: 'id in the body; tenancy in leads.test.ts' },
  'PUT /api/lead': { kind: 'scoped', lists: 'lead' },
  'GET /api/lead': { kind: 'scoped', note: 'id in the query; tenancy in leads.test.ts' },
  'DELETE /api/lead': { kind: 'scoped', note: 'ids in the body; tenancy in leads.test.ts' },
  'DELETE /api/lead/:id': { kind: 'scoped', target: 'lead', body: () => ({ password: TEST_PASSWORD }) },
  'PUT /api/lead/board': { kind: 'scoped', note: 'columns, not a list; tenancy in leads.test.ts' },
  'PATCH /api/lead/move': { kind: 'scoped', note: 'id in the body; tenancy in leads.test.ts' },
  'POST /api/lead/:id/convert': { kind: 'scoped', target: 'lead' },
  'PUT /api/lead/restore/:id': { kind: 'scoped', target: 'lead', note: 'restores one lead; a deleted lead of another company: lead-list.test.ts' },
  'GET /api/lead/dashboard': { kind: 'scoped', note: 'sums only; tenancy in leads.test.ts' },

  'GET /api/select-box/location-region-list': { kind: 'scoped', note: 'PSGC reference data, the same for every company' },
  'GET /api/select-box/location-province-list': { kind: 'scoped', note: 'PSGC reference data, the same for every company' },
  'GET /api/select-box/location-municipality-list': { kind: 'scoped', note: 'PSGC reference data, the same for every company' },
  'GET /api/select-box/location-barangay-list': { kind: 'scoped', note: 'PSGC reference data, the same for every company' },
  'GET /api/select-box/location-list': { kind: 'scoped', lists: 'location' },
  'POST /api/location': { kind: 'scoped' },
  'PUT /api/location': { kind: 'scoped', lists: 'location' },
  'GET /api/location': { kind: 'scoped', note: 'id in the query; tenancy in locations.test.ts' },
  'POST /api/client': { kind: 'scoped' },
  'PATCH /api/client': { kind: 'scoped', note: 'id in the body; tenancy in clients.test.ts' },
  'PUT /api/client': { kind: 'scoped', lists: 'client' },
  'GET /api/client': { kind: 'scoped', note: 'id in the query; tenancy in clients.test.ts' },
  'DELETE /api/client/:id': { kind: 'scoped', target: 'client' },
  'GET /api/select-box/client-list': { kind: 'scoped', lists: 'client' },
  'POST /api/organization': { kind: 'scoped' },
  'PATCH /api/organization': { kind: 'scoped', note: 'id in the body; tenancy in clients.test.ts' },
  'PUT /api/organization': { kind: 'scoped', lists: 'organization' },
  'DELETE /api/organization/:id': { kind: 'scoped', target: 'organization' },
  'GET /api/select-box/organization-list': { kind: 'scoped', lists: 'organization' },
  'POST /api/person': { kind: 'scoped' },
  'PATCH /api/person': { kind: 'scoped', note: 'id in the body; tenancy in clients.test.ts' },
  'PUT /api/person': { kind: 'scoped', lists: 'person' },
  'DELETE /api/person/:id': { kind: 'scoped', target: 'person' },
  'POST /api/lead-type': { kind: 'scoped' },
  'GET /api/select-box/lead-type-list': { kind: 'scoped', note: 'values are names; tenancy in clients.test.ts' },
  'GET /api/select-box/win-probability-list': { kind: 'scoped', note: 'a fixed list, the same for every company' },

  'POST /api/supplier': { kind: 'scoped' },
  'PATCH /api/supplier': { kind: 'scoped', note: 'id in the body; tenancy in suppliers.test.ts' },
  'GET /api/supplier': { kind: 'scoped', note: 'id in the query; tenancy in suppliers.test.ts' },
  'DELETE /api/supplier/:id': { kind: 'scoped', target: 'supplier' },
  'PUT /api/supplier': { kind: 'scoped', lists: 'supplier' },
  'GET /api/select-box/supplier-list': { kind: 'scoped', lists: 'supplier' },
  'POST /api/supplier/item-price': { kind: 'scoped', note: 'ids in the body; tenancy in suppliers.test.ts' },
  'PUT /api/supplier/items-table': { kind: 'scoped', lists: 'supplierItem' },
  'PUT /api/supplier/price-update-table': { kind: 'scoped', lists: 'supplierPriceUpdate' },

  'POST /api/warehouse': { kind: 'scoped' },
  'PATCH /api/warehouse': { kind: 'scoped', note: 'id in the body; tenancy in warehouses.test.ts' },
  'GET /api/warehouse': { kind: 'scoped', note: 'id in the query; tenancy in warehouses.test.ts' },
  'DELETE /api/warehouse/:id': { kind: 'scoped', target: 'warehouse' },
  'PUT /api/warehouse': { kind: 'scoped', lists: 'warehouse' },
  'GET /api/select-box/warehouse-list': { kind: 'scoped', lists: 'warehouse' },
  'POST /api/inventory/adjustment': { kind: 'scoped', note: 'ids in the body; tenancy in inventory.test.ts' },
  'POST /api/inventory/transfer': { kind: 'scoped', note: 'ids in the body; tenancy in inventory.test.ts' },
  'POST /api/inventory/issue': { kind: 'scoped', note: 'ids in the body; tenancy in inventory.test.ts' },
  'POST /api/inventory/receive': { kind: 'scoped', note: 'ids in the body; tenancy in inventory.test.ts' },
  'GET /api/inventory/settings': { kind: 'scoped', note: "the caller's own company flag" },
  'PUT /api/inventory/settings': { kind: 'scoped', note: "saves the caller's own company flag, not a table" },
  'PUT /api/inventory': { kind: 'scoped', note: 'rows are warehouse-item pairs; tenancy in inventory.test.ts' },
  'PUT /api/inventory/transactions': { kind: 'scoped', lists: 'itemReceiptLine' },
  'PUT /api/item-receipts': { kind: 'scoped', lists: 'itemReceipt' },
  'GET /api/item-receipts': { kind: 'scoped', note: 'id in the query; tenancy in receipts.test.ts' },
  'GET /api/item-receipts/:id/pdf': { kind: 'scoped', target: 'itemReceipt' },
  'GET /api/purchase-order/payment-history': { kind: 'scoped', note: 'id in the query; tenancy in receipts.test.ts' },
  'POST /api/treasury/fund-account': { kind: 'scoped', body: () => ({ name: TAKEN_OVER, kind: 'BANK' }), note: 'a new account of the caller company' },
  'GET /api/treasury/fund-account': { kind: 'scoped', note: 'id in the query; tenancy in treasury.test.ts' },
  'PUT /api/treasury/fund-account': { kind: 'scoped', lists: 'fundAccount' },
  'GET /api/select-box/fund-account-list': { kind: 'scoped', lists: 'fundAccount' },
  'POST /api/treasury/fund-account/:id/entry': { kind: 'scoped', target: 'fundAccount', body: () => ({ kind: 'DEPOSIT', amount: 1, memo: TAKEN_OVER }) },
  'PUT /api/treasury/fund-ledger': { kind: 'scoped', lists: 'fundEntry' },
  'POST /api/treasury/fund-ledger/:id/reverse': { kind: 'scoped', target: 'fundEntry', body: () => ({ reason: TAKEN_OVER }) },
  'GET /api/petty-cash/holder/current': { kind: 'member', note: "the caller's own fund only; treasury.test.ts" },
  'POST /api/treasury/payment-request': { kind: 'scoped', note: 'order id in the body; tenancy in treasury.test.ts' },
  'GET /api/treasury/payment-request': { kind: 'scoped', note: 'id in the query; tenancy in treasury.test.ts' },
  'PUT /api/treasury/payment-request': { kind: 'scoped', lists: 'paymentRequest' },
  'POST /api/treasury/payment-request/:id/pay': { kind: 'scoped', target: 'paymentRequest', body: (b) => ({ fundAccountId: b.ids.fundAccount }) },
  'POST /api/treasury/payment-request/:id/submit': { kind: 'scoped', target: 'paymentRequest' },
  'POST /api/treasury/payment-request/:id/cancel': { kind: 'scoped', target: 'paymentRequest', body: () => ({ reason: TAKEN_OVER }) },
  'GET /api/treasury/payables/aging': { kind: 'scoped', note: "sums of the caller company's orders only; treasury.test.ts" },
  'GET /api/treasury/payables/due': { kind: 'scoped', note: "the caller company's open orders only; treasury.test.ts" },
  'GET /api/treasury/supplier-statement': { kind: 'scoped', note: "supplierId in the query; another company's supplier is a 404: treasury.test.ts" },
  'GET /api/treasury/dashboard': { kind: 'scoped', note: "the caller company's accounts only; treasury.test.ts" },
  'POST /api/treasury/billing': { kind: 'scoped', note: 'project and BOQ ids in the body; tenancy in billings.test.ts' },
  'GET /api/treasury/billing': { kind: 'scoped', note: 'id in the query; tenancy in billings.test.ts' },
  'PUT /api/treasury/billing': { kind: 'scoped', lists: 'billing' },
  'GET /api/treasury/billing/:id/pdf': { kind: 'scoped', target: 'billing' },
  'POST /api/treasury/billing/:id/cancel': { kind: 'scoped', target: 'billing', body: () => ({ reason: TAKEN_OVER }) },
  'POST /api/treasury/billing/:id/collect': { kind: 'scoped', target: 'billing', body: (b) => ({ fundAccountId: b.ids.fundAccount, amount: 1 }) },
  'PUT /api/treasury/billing-collection': { kind: 'scoped', lists: 'billingCollection' },
  'GET /api/treasury/receivables/aging': { kind: 'scoped', note: "sums of the caller company's billings only; billings.test.ts" },
  'GET /api/treasury/receivables/monthly': { kind: 'scoped', note: "sums of the caller company's billings only; billings.test.ts" },
  'POST /api/petty-cash/disbursement': { kind: 'scoped', note: 'fund id in the body; tenancy in petty-cash.test.ts' },
  'GET /api/petty-cash/disbursement': { kind: 'scoped', note: 'id in the query; tenancy in petty-cash.test.ts' },
  'PUT /api/petty-cash/disbursement': { kind: 'scoped', lists: 'disbursement' },
  'POST /api/petty-cash/disbursement/:id/receipts': { kind: 'scoped', target: 'disbursement', body: (b) => ({ receiptFileIds: [b.fileId] }) },
  'POST /api/petty-cash/liquidation': { kind: 'scoped', note: 'ids in the body; tenancy in petty-cash.test.ts' },
  'GET /api/petty-cash/liquidation': { kind: 'scoped', note: 'id in the query; tenancy in petty-cash.test.ts' },
  'PUT /api/petty-cash/liquidation': { kind: 'scoped', lists: 'liquidation' },
  'POST /api/petty-cash/replenish': { kind: 'scoped', note: 'fund ids in the body; tenancy in petty-cash.test.ts' },
  'POST /api/treasury/bank-statement': { kind: 'scoped', note: 'fund account id in the query, a file upload; tenancy in bank-reconciliation.test.ts' },
  'GET /api/treasury/bank-statement': { kind: 'scoped', note: 'id in the query; tenancy in bank-reconciliation.test.ts' },
  'PUT /api/treasury/bank-statement': { kind: 'scoped', lists: 'bankStatement' },
  'POST /api/treasury/bank-statement/line/:id/match': { kind: 'scoped', target: 'bankStatementLine', body: (b) => ({ entryId: b.ids.fundEntry }) },
  'POST /api/treasury/bank-statement/line/:id/unmatch': { kind: 'scoped', target: 'bankStatementLine' },
  'GET /api/treasury/bir-2307': { kind: 'scoped', note: "supplierId in the query; another company's supplier is a 404: treasury.test.ts" },
  'GET /api/treasury/bir-2307/pdf': { kind: 'scoped', note: "supplierId in the query; another company's supplier is a 404: treasury.test.ts" },
  'GET /api/treasury/client-statement': { kind: 'scoped', note: "clientId in the query; another company's client is a 404: billings.test.ts" },
  'POST /api/purchase-order/:id/receive': {
    kind: 'scoped',
    target: 'purchaseOrder',
    body: (b) => ({ warehouseId: b.ids.warehouse, lines: [{ purchaseOrderLineId: 1, quantity: 1 }] }),
    note: "B's warehouse with A's order; tenancy of the lines in receiving.test.ts",
  },
  'PUT /api/purchase-order': { kind: 'scoped', lists: 'purchaseOrder' },
  'GET /api/supplier/open-balance': { kind: 'scoped', note: "supplierId in the query; another company's supplier is a 404: purchase-orders-table.test.ts" },
  'GET /api/boq/quantity-take-off': { kind: 'scoped', note: 'BOQ key in the query; tenancy in qto.test.ts' },
  'GET /api/boq/quantity-take-off/selection': { kind: 'scoped', note: 'BOQ key in the query; tenancy in qto.test.ts' },
  'POST /api/boq/quantity-take-off': { kind: 'scoped', note: 'BOQ key in the body; tenancy in qto.test.ts' },
  'PUT /api/boq/quantity-take-off/submit': { kind: 'scoped', note: 'BOQ key in the body; tenancy in qto.test.ts' },
  'DELETE /api/boq/quantity-take-off': { kind: 'scoped', note: 'id in the query; tenancy in qto.test.ts' },
  'POST /api/purchase-order/request': { kind: 'scoped', note: 'ids in the body; tenancy in purchase-requests.test.ts' },
  'PUT /api/purchase-order/request': { kind: 'scoped', note: 'purchase requests; tenancy in purchase-requests.test.ts' },
  'GET /api/select-box/project-list': { kind: 'scoped', lists: 'project' },
  'GET /api/purchase-order/request': { kind: 'scoped', note: 'id in the query; tenancy in purchase-orders.test.ts' },
  'GET /api/purchase-order/request/open-lines': { kind: 'scoped', lists: 'purchaseRequestLine' },
  'POST /api/purchase-order/request/:id/cancel': { kind: 'scoped', target: 'purchaseRequest', body: () => ({ reason: TAKEN_OVER }) },
  'POST /api/purchase-order/request/:id/submit': { kind: 'scoped', target: 'purchaseRequest' },
  'POST /api/purchase-order': { kind: 'scoped', note: 'ids in the body; tenancy in purchase-orders.test.ts' },
  'GET /api/purchase-order': { kind: 'scoped', note: 'id in the query; tenancy in purchase-orders.test.ts' },
  'GET /api/purchase-order/supplier-prices': { kind: 'scoped', note: "itemId in the query; another company's item is 404: purchase-orders.test.ts" },
  'GET /api/purchase-order/:id/pdf': { kind: 'scoped', target: 'purchaseOrder' },
  'POST /api/purchase-order/:id/cancel': { kind: 'scoped', target: 'purchaseOrder', body: () => ({ reason: TAKEN_OVER }) },
  'GET /api/project/:id/purchasing': { kind: 'scoped', target: 'project' },

  'POST /api/equipment': { kind: 'scoped' },
  'PATCH /api/equipment': { kind: 'scoped', note: 'id in the body; tenancy in equipment.test.ts' },
  'GET /api/equipment': { kind: 'scoped', note: 'id in the query; tenancy in equipment.test.ts' },
  'PUT /api/equipment': { kind: 'scoped', lists: 'equipment' },
  'DELETE /api/equipment/:id': { kind: 'scoped', target: 'equipment' },
  'POST /api/equipment/:id/meter': { kind: 'scoped', target: 'equipment', body: () => ({ reading: 999999 }) },
  'GET /api/select-box/equipment-list': { kind: 'scoped', lists: 'equipment' },
  'GET /api/select-box/equipment-project-list': { kind: 'scoped', lists: 'project' },
  'PUT /api/equipment/parts': { kind: 'scoped', lists: 'equipmentPart' },
  'POST /api/equipment/:id/parts': { kind: 'scoped', target: 'equipment', body: (b) => ({ itemId: b.ids.stockItem }) },
  'DELETE /api/equipment/:id/parts/:itemId': { kind: 'scoped', target: 'equipment', note: "A's unit with any item id: equipment.test.ts" },
  'POST /api/job-order': { kind: 'scoped', note: 'the unit id in the body; tenancy in equipment.test.ts' },
  'GET /api/job-order': { kind: 'scoped', note: 'id in the query; tenancy in equipment.test.ts' },
  'PUT /api/job-order': { kind: 'scoped', lists: 'jobOrder' },
  'GET /api/job-order/:id/pdf': { kind: 'scoped', target: 'jobOrder' },
  'POST /api/job-order/:id/submit': { kind: 'scoped', target: 'jobOrder' },
  'POST /api/job-order/:id/issue-parts': { kind: 'scoped', target: 'jobOrder', body: (b) => ({ warehouseId: b.ids.warehouse, lines: [{ itemId: b.ids.stockItem, quantity: 1 }] }) },
  'POST /api/job-order/:id/labor': { kind: 'scoped', target: 'jobOrder', body: () => ({ description: TAKEN_OVER, hours: 1, rate: 1 }) },
  'POST /api/job-order/:id/complete': { kind: 'scoped', target: 'jobOrder', body: () => ({}) },
  'POST /api/job-order/:id/cancel': { kind: 'scoped', target: 'jobOrder', body: () => ({ reason: TAKEN_OVER }) },

  'POST /api/items': { kind: 'scoped' },
  'POST /api/items/withVariants': { kind: 'scoped' },
  'POST /api/items/update-simple-item': { kind: 'scoped', note: 'id in the body; tenancy in items.test.ts' },
  'POST /api/items/update-variation-item/:id': {
    kind: 'scoped',
    target: 'item',
    body: () => ({
      name: TAKEN_OVER,
      sku: 'TAKEN-OVER',
      tiers: [{ key: 'Size', attributes: ['10mm'] }],
      variants: [{ name: `${TAKEN_OVER} 10mm`, sku: 'TAKEN-OVER-10MM', variation: { Size: '10mm' } }],
    }),
  },
  'GET /api/items/:id': { kind: 'scoped', target: 'item' },
  'GET /api/items/:id/qr.png': { kind: 'scoped', target: 'item' },
  'DELETE /api/items/:id': { kind: 'scoped', target: 'item' },
  'PUT /api/items/restore/:id': { kind: 'scoped', target: 'item', note: 'restores one item, not a table' },
  'PUT /api/item/restore/:id': { kind: 'scoped', target: 'item', note: 'restores one item, not a table' },
  'PUT /api/items/simpleView': { kind: 'scoped', lists: 'item' },
  'POST /api/items/simpleView': { kind: 'scoped', lists: 'item' },
  'PUT /api/items/advanceView': { kind: 'scoped', note: "a parent's variants; tenancy in items.test.ts" },
  'POST /api/items/get-variation-item': { kind: 'scoped', note: 'id in the body; tenancy in items.test.ts' },
  'GET /api/select-box/unit-of-measurement-list': { kind: 'scoped', note: 'units of measure, the same for every company' },
  'GET /api/select-box/item-list': { kind: 'scoped', lists: 'item' },
  'POST /api/items/import/preview': { kind: 'scoped', note: "a file checked against the caller's own SKUs; items-import.test.ts" },
  'POST /api/items/import/commit': { kind: 'scoped', note: 'importId in the body; tenancy in items-import.test.ts' },
  'GET /api/items/export': { kind: 'scoped', note: 'a file, not a list; tenancy in items-import.test.ts' },

  'GET /api/boq/version': { kind: 'scoped', note: 'projectId in the query; tenancy in boq-versions.test.ts' },
  'POST /api/boq/version': { kind: 'scoped', note: 'ids in the body; tenancy in boq-versions.test.ts' },
  'GET /api/boq/version/diff': { kind: 'scoped', note: 'ids in the query; tenancy in boq-versions.test.ts' },
  'GET /api/boq/:id': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/history': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/preview': { kind: 'scoped', target: 'boq' },
  'POST /api/boq/:id/submitted-to-client': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/export.xlsx': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/settings': { kind: 'scoped', target: 'boq' },
  'PATCH /api/boq/:id/settings': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/quotation.pdf': { kind: 'scoped', target: 'boq' },

  'GET /api/company/profile': { kind: 'member', note: "the caller's own company only; company-settings.test.ts" },
  'PATCH /api/company/profile': { kind: 'scoped', note: "the caller's own company only; company-settings.test.ts" },
  'GET /api/settings/about': { kind: 'scoped', note: 'the installation, no company records' },
  'GET /api/settings/mail-templates': { kind: 'scoped', note: "the caller's company's templates; company-settings.test.ts" },
  'POST /api/settings/mail-template': { kind: 'scoped', body: () => ({ key: 'one-time-code', subject: TAKEN_OVER, body: 'Your code is {{code}}' }), note: "key in the body; the caller's company's own copy" },
  'POST /api/settings/mail-template/reset': { kind: 'scoped', note: "key in the body; the caller's company's own copy" },
  'POST /api/otp/request': { kind: 'member', note: "a code for the caller's own account; company-settings.test.ts" },
  'POST /api/otp/verify': { kind: 'member', note: "the caller's own codes only; company-settings.test.ts" },
  'POST /api/otp/developer-promotion/request': { kind: 'scoped', note: 'the caller asks for themself; company-settings.test.ts' },
  'POST /api/otp/developer-promotion/verify': { kind: 'scoped', note: "the caller's own code only; company-settings.test.ts" },
  'GET /api/developer/system-emails': { kind: 'developer', note: 'every company by design' },
  'PUT /api/developer/company': { kind: 'developer', note: 'every company by design' },
  'PUT /api/developer/account': { kind: 'developer', note: 'every company by design' },
  'PUT /api/developer/jobs': { kind: 'developer', note: 'every company by design' },
  'POST /api/developer/jobs/:id/retry': { kind: 'developer', note: 'every company by design' },
  'GET /api/developer/database/tables': { kind: 'developer', note: 'every table by design; developer-data.test.ts' },
  'GET /api/developer/database/columns': { kind: 'developer', note: 'every table by design; developer-data.test.ts' },
  'PUT /api/developer/database/rows': { kind: 'developer', note: 'every company by design, secrets masked; developer-data.test.ts' },
  'PUT /api/developer/audit-log': { kind: 'developer', note: 'every company by design; developer-data.test.ts' },
  'GET /api/developer/audit-log/actors': { kind: 'developer', note: 'every company by design' },
  'GET /api/developer/audit-log/companies': { kind: 'developer', note: 'every company by design' },
  'GET /api/developer/audit-log/actions': { kind: 'developer', note: 'every company by design' },
  'GET /api/developer/audit-log/:id': { kind: 'developer', note: 'every company by design; developer-data.test.ts' },
  'GET /api/developer/migrations': { kind: 'developer', note: 'installation-wide; developer-data.test.ts' },
  'PUT /api/developer/seed-runs': { kind: 'developer', note: 'installation-wide; developer-data.test.ts' },
  'GET /api/developer/seed-steps': { kind: 'developer', note: 'installation-wide; developer-data.test.ts' },
  // Company management, user management, impersonation, default templates (decision 0070; developer-companies.test.ts).
  'GET /api/developer/company/:id': { kind: 'developer', note: 'every company by design' },
  'POST /api/developer/company': { kind: 'developer', note: 'every company by design' },
  'PATCH /api/developer/company': { kind: 'developer', note: 'every company by design' },
  'POST /api/developer/account/deactivate': { kind: 'developer', note: 'every company by design' },
  'POST /api/developer/account/reactivate': { kind: 'developer', note: 'every company by design' },
  'POST /api/developer/account/password-reset-mail': { kind: 'developer', note: 'every company by design' },
  'POST /api/developer/impersonation': { kind: 'developer', note: 'every company by design; developer-companies.test.ts' },
  'GET /api/impersonation': { kind: 'member', note: "the caller's own session only" },
  'POST /api/impersonation/end': { kind: 'member', note: "ends the caller's own impersonated session only; developer-companies.test.ts" },
  'PUT /api/developer/default-role': { kind: 'developer', note: 'installation-wide templates' },
  'GET /api/developer/default-role/:id': { kind: 'developer', note: 'installation-wide templates' },
  'POST /api/developer/default-role': { kind: 'developer', note: 'installation-wide templates' },
  'PATCH /api/developer/default-role': { kind: 'developer', note: 'installation-wide templates' },
  'POST /api/developer/default-role/apply': { kind: 'developer', note: 'installation-wide templates' },
  'PUT /api/developer/default-user-level': { kind: 'developer', note: 'installation-wide templates' },
  'GET /api/developer/default-user-level/:id': { kind: 'developer', note: 'installation-wide templates' },
  'POST /api/developer/default-user-level': { kind: 'developer', note: 'installation-wide templates' },
  'PATCH /api/developer/default-user-level': { kind: 'developer', note: 'installation-wide templates' },
  'POST /api/developer/default-user-level/apply': { kind: 'developer', note: 'installation-wide templates' },
  'GET /api/developer/jobs/counts': { kind: 'developer', note: 'every company by design' },
  'GET /api/developer/jobs/:id': { kind: 'developer', note: 'every company by design' },
  'POST /api/developer/jobs/:id/cancel': { kind: 'developer', note: 'every company by design' },
  'GET /api/developer/scripts': { kind: 'developer', note: 'the registered scripts; developer-tools.test.ts' },
  'POST /api/developer/scripts/:name/run': { kind: 'developer', note: 'every company by design; developer-tools.test.ts' },
  'PUT /api/developer/script-runs': { kind: 'developer', note: 'every company by design' },
  'GET /api/developer/script-runs/:id': { kind: 'developer', note: 'every company by design' },
  'PUT /api/developer/schedules': { kind: 'developer', note: 'installation-wide schedules' },
  'POST /api/developer/schedules/preview': { kind: 'developer', note: 'installation-wide schedules' },
  'GET /api/developer/schedules/:id': { kind: 'developer', note: 'installation-wide schedules' },
  'POST /api/developer/schedules': { kind: 'developer', note: 'installation-wide schedules' },
  'PATCH /api/developer/schedules': { kind: 'developer', note: 'installation-wide schedules' },
  'POST /api/developer/schedules/:id/pause': { kind: 'developer', note: 'installation-wide schedules' },
  'POST /api/developer/schedules/:id/resume': { kind: 'developer', note: 'installation-wide schedules' },
  'POST /api/developer/schedules/:id/run-now': { kind: 'developer', note: 'every company by design' },
  'POST /api/delivery': { kind: 'scoped' },
  'PUT /api/delivery': { kind: 'scoped', lists: 'delivery' },
  'GET /api/delivery': { kind: 'scoped', note: 'id in the query; tenancy in deliveries.test.ts' },
  'GET /api/delivery/open-orders': { kind: 'scoped', lists: 'purchaseOrder' },
  'POST /api/delivery/:id/stage': { kind: 'scoped', target: 'delivery', body: () => ({ stage: 'LOADING' }) },
  'POST /api/delivery/:id/receive': { kind: 'scoped', target: 'delivery', body: () => ({}) },
  'POST /api/delivery/:id/cancel': { kind: 'scoped', target: 'delivery', body: () => ({ reason: TAKEN_OVER }) },
  'POST /api/delivery/:id/submit': { kind: 'scoped', target: 'delivery' },
  'GET /api/select-box/delivery-terms-list': { kind: 'scoped', note: 'fixed options (shared constants), no company records' },
  'GET /api/select-box/delivery-status-list': { kind: 'scoped', note: 'fixed options (shared constants), no company records' },
  'GET /api/select-box/truck-load-stage-list': { kind: 'scoped', note: 'fixed options (shared constants), no company records' },
  // The member's own mailbox (issue 17, decision 0062): each call reads or writes the caller's own row only.
  'GET /api/email-config': { kind: 'scoped', note: "the caller's own settings only: email-config.test.ts" },
  'POST /api/email-config': { kind: 'scoped' },
  'PUT /api/email-config': { kind: 'scoped', note: "the caller's own settings only, not a table: email-config.test.ts" },
  'DELETE /api/email-config': { kind: 'scoped', note: "the caller's own settings only: email-config.test.ts" },
  'POST /api/email-config/test': { kind: 'scoped', note: "the given servers, or the caller's own saved passwords: email-config.test.ts" },
  'POST /api/email-config/test-saved': { kind: 'scoped', note: "the caller's own settings only: email-config.test.ts" },
  'GET /api/email-config/presets/:provider': { kind: 'scoped', target: 'account', note: "the provider is not a record: A's account id is an unknown provider (404); the same table for everyone" },
  'POST /api/email/send': { kind: 'scoped', note: "through the caller's own mailbox only: email-send.test.ts" },

  // The member's own mailbox (decision 0063): every call reads the caller's account only; mailbox.test.ts.
  'GET /api/email/verify': { kind: 'scoped', note: "the caller's own mailbox; mailbox.test.ts" },
  'POST /api/email/test': { kind: 'scoped', note: "a mail to the caller's own address; mailbox.test.ts" },
  'GET /api/email/folders': { kind: 'scoped', note: "the caller's own folders; mailbox.test.ts" },
  'GET /api/email/list': { kind: 'scoped', note: "the caller's own mails; another member's and company's: mailbox.test.ts" },
  'GET /api/email/unread-count': { kind: 'scoped', note: "the caller's own mails; mailbox.test.ts" },
  'POST /api/email/sync': { kind: 'scoped', note: "the caller's own mailbox; mailbox.test.ts" },
  'GET /api/email/sync': { kind: 'scoped', note: "the caller's own sync; mailbox.test.ts" },
  'GET /api/email/:id': { kind: 'scoped', target: 'mail' },
  'PUT /api/email/:id/read': { kind: 'scoped', target: 'mail', note: 'one mail, not a table' },
  'PUT /api/email/:id/unread': { kind: 'scoped', target: 'mail', note: 'one mail, not a table' },
  'PUT /api/email/:id/star': { kind: 'scoped', target: 'mail', note: 'one mail, not a table' },
  'PUT /api/email/:id/unstar': { kind: 'scoped', target: 'mail', note: 'one mail, not a table' },
  'PUT /api/email/:id/move': { kind: 'scoped', target: 'mail', body: () => ({ folder: 'Trash' }), note: 'one mail, not a table' },
  'DELETE /api/email/:id': { kind: 'scoped', target: 'mail' },
  'GET /api/email/:id/attachment/:index': { kind: 'scoped', target: 'mail', note: "the mail's owner only; the index is checked after the mail: mailbox.test.ts" },
  'GET /api/purchase-order/:id/activities': { kind: 'scoped', target: 'purchaseOrder' },
  // School attendance summary and grading (decision 0069): ids in the query or body, tenancy in school-grading.test.ts.
  'GET /api/school/settings': { kind: 'scoped', note: "the caller's own company's school day" },
  'PUT /api/school/settings': { kind: 'scoped', note: "saves the caller's own company's school day, not a table" },
  'GET /api/school/attendance/summary': { kind: 'scoped', note: "the caller's company's sections; school-grading.test.ts" },
  'GET /api/school/attendance/section': { kind: 'scoped', note: 'section id in the query; tenancy in school-grading.test.ts' },
  'GET /api/school/attendance/my-sections': { kind: 'scoped', note: "the caller's company's sections; school-grading.test.ts" },
  'POST /api/school/attendance/class': { kind: 'scoped', note: 'ids in the body; tenancy in school-grading.test.ts' },
  'GET /api/school/dashboard': { kind: 'scoped', note: "the caller's company's day; school-grading.test.ts" },
  'GET /api/school/grading/sections': { kind: 'scoped', note: "the caller's company's sections; school-grading.test.ts" },
  'POST /api/school/grading/class-record': { kind: 'scoped', note: 'ids in the body; tenancy in school-grading.test.ts' },
  'GET /api/school/grading/class-record': { kind: 'scoped', note: 'id in the query; tenancy in school-grading.test.ts' },
  'POST /api/school/grading/item': { kind: 'scoped', note: 'ids in the body; tenancy in school-grading.test.ts' },
  'DELETE /api/school/grading/item': { kind: 'scoped', note: 'id in the query; tenancy in school-grading.test.ts' },
  'POST /api/school/grading/scores': { kind: 'scoped', note: 'ids in the body; tenancy in school-grading.test.ts' },
  'GET /api/school/grading/report-card': { kind: 'scoped', note: 'ids in the query; tenancy in school-grading.test.ts' },
  'GET /api/school/grading/report-card/pdf': { kind: 'scoped', note: 'ids in the query; tenancy in school-grading.test.ts' },
};

const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const kindOf = (route: ApiRoute): Kind =>
  route.config.access === 'public' ? 'public' : route.config.access === 'developer' ? 'developer' : route.config.scope ? 'scoped' : 'member';
const apiPath = (url: string, id: number | string = 999999) => url.replace(/^\/api/, '').replace(/:\w+/g, String(id));
const firstScope = (route: ApiRoute) => [route.config.scope ?? []].flat()[0];

interface Company {
  admin: TestUser;
  companyId: number;
  tag: string;
  ids: Record<RecordKind, number>;
  /** An uploaded file of the company, attached to its lead and project. */
  fileId: number;
}

let server: TestServer;
let routes: ApiRoute[];
let a: Company;
let b: Company;
/** Users of a third company, so they never appear in A's or B's lists. */
let noScopes: TestUser;
let fullAccessNonDeveloper: TestUser;
let thirdCompanyId: number;

/** Region, province, city and barangay ids of San Lorenzo, City of Makati (PSGC is loaded in beforeAll). */
async function makatiPlace() {
  const [place] = await server.context.db
    .select({ regionId: psgcProvinces.regionId, provinceId: psgcProvinces.id, municipalityId: psgcMunicipalities.id, barangayId: psgcBarangays.id })
    .from(psgcBarangays)
    .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, psgcBarangays.municipalityId))
    .innerJoin(psgcProvinces, eq(psgcProvinces.id, psgcMunicipalities.provinceId))
    .where(and(eq(psgcMunicipalities.name, 'City of Makati'), eq(psgcBarangays.name, 'San Lorenzo')));
  return place;
}

/** One of every record a company keeps, made through the API by its full-access admin. */
async function seedCompany(tag: string): Promise<Company> {
  const admin = await createUser(server, { isFullAccess: true });
  const { companyId } = admin;
  const token = admin.token;
  const created = async (path: string, body: unknown) => {
    const answer = await call(server, 'POST', path, { token, body });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
    return answer.body.data.id as number;
  };
  const roleGroup = await created('/role-group', { name: `${tag} Estimators` });
  const userLevel = await created('/user-level', { name: `${tag} Senior`, level: 3 });
  const role = await created('/role', { name: `${tag} Clerk`, scopeList: ['SETTINGS_ROLE_GROUP_ACCESS'] });
  const invitation = await created('/invitation', { email: `${tag.toLowerCase()}-invitee-${randomBytes(3).toString('hex')}@example.ph`, roleId: role });
  const member = await createUser(server, { companyId, scopes: ['LEADS_ACCESS'] });
  const leaver = await createUser(server, { companyId });
  expect((await call(server, 'POST', `/account/${leaver.accountId}/deactivate`, { token })).status).toBe(200);
  const [branch] = await server.context.db.insert(branches).values({ companyId, name: `${tag} Makati branch` }).returning();
  const project = await created('/project', { name: `${tag} Tower`, budget: 1000 });
  const [lead] = await server.context.db
    .insert(projects)
    .values({ companyId, isLead: true, name: `${tag} lead`, status: 'LEAD', boardKey: 'opportunity' })
    .returning();
  const [email] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, companyId));
  expect(email, 'the invitation mail is in the outbox').toBeTruthy();
  const place = await makatiPlace();
  const locationAnswer = await call(server, 'POST', '/location', { token, body: { name: `${tag} Site`, ...place, zipCode: '1223', street: 'Ayala Avenue' } });
  expect(locationAnswer.status, JSON.stringify(locationAnswer.body)).toBe(201);
  const location = locationAnswer.body.id as number;
  const clientAnswer = await call(server, 'POST', '/client', { token, body: { name: `${tag} Client`, contactNumber: '0917 000 0000', email: `${tag.toLowerCase()}@client.ph`, locationId: location } });
  expect(clientAnswer.status, JSON.stringify(clientAnswer.body)).toBe(201);
  const client = clientAnswer.body.id as number;
  const organization = await created('/organization', { name: `${tag} Organization`, clientId: client, locationId: location });
  const person = await created('/person', { firstName: tag, lastName: 'Contact', organizationId: organization, clientId: client });
  const [file] = await server.context.db
    .insert(files)
    .values({ companyId, name: `${randomBytes(16).toString('hex')}.pdf`, originalName: `${tag} proposal.pdf`, mimeType: 'application/pdf', size: 1024 })
    .returning();
  await created(`/lead/${lead.id}/documents`, { fileId: file.id, kind: 'PROPOSAL' });
  const [task] = await server.context.db.insert(tasks).values({ companyId, projectId: lead.id, title: `${tag} follow-up`, dueDate: '2026-12-01' }).returning();
  await created(`/project/${project}/documents`, { fileId: file.id, kind: 'CONTRACT' });
  const supplier = await created('/supplier', { name: `${tag} Hardware Supply`, contactPerson: `${tag} Buyer`, email: `${tag.toLowerCase()}@supply.ph` });
  const [pricedItem] = await server.context.db
    .insert(items)
    .values({ companyId, name: `${tag} Supplier Cement`, sku: `${tag.toUpperCase()}-SUPPLIER-CEMENT` })
    .returning();
  for (const price of [250, 265.5]) {
    const answer = await call(server, 'POST', '/supplier/item-price', { token, body: { supplierId: supplier, itemId: pricedItem.id, price } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  const [supplierItem] = await server.context.db.select().from(supplierItems).where(eq(supplierItems.supplierId, supplier));
  const [priceUpdate] = await server.context.db.select().from(supplierPriceUpdates).where(eq(supplierPriceUpdates.supplierId, supplier));
  const item = await created('/items', { name: `${tag} Portland Cement 40kg`, sku: `${tag.toUpperCase()}-CEMENT-40`, uom: 'bag' });
  const warehouse = await created('/warehouse', { kind: 'COMPANY', name: `${tag} Central Warehouse` });
  const [stockedItem] = await server.context.db
    .insert(items)
    .values({ companyId, name: `${tag} Stocked Plywood`, sku: `${tag.toUpperCase()}-PLYWOOD` })
    .returning();
  const itemReceipt = await call(server, 'POST', '/inventory/adjustment', { token, body: { warehouseId: warehouse, direction: 'ADD', items: [{ itemId: stockedItem.id, quantity: 5 }] } });
  expect(itemReceipt.status, JSON.stringify(itemReceipt.body)).toBe(201);
  const [itemReceiptLine] = await server.context.db.select().from(itemReceiptLines).where(eq(itemReceiptLines.receiptId, itemReceipt.body.data.itemReceiptInfo.id));
  const unit = await created('/equipment', { code: `${tag.toUpperCase()}-EX-01`, name: `${tag} Excavator`, warehouseId: warehouse });
  const partAnswer = await call(server, 'POST', `/equipment/${unit}/parts`, { token, body: { itemId: stockedItem.id } });
  expect(partAnswer.status, JSON.stringify(partAnswer.body)).toBe(201);
  const jobOrder = await created('/job-order', { equipmentId: unit, description: `${tag} hose repair`, estimatedCost: 1000 });
  // An open approval step of a liquidation the member asked for (the admin, full access, may decide it).
  const submitted = await submitForApproval(server.context.db, new Tenant(server.context.db, companyId), { documentType: 'LIQUIDATION', documentId: 1, documentCode: `${tag}-LQ`, amount: '100.00', requestedById: member.accountId });
  const [approvalStep] = await server.context.db.select({ id: approvalSteps.id }).from(approvalSteps).where(eq(approvalSteps.approvalRequestId, submitted.approvalRequestId));
  // A purchase request (approved) with part of its line on a purchase order.
  const purchaseRequest = await created('/purchase-order/request', { projectId: project, warehouseId: warehouse, deliveryDate: '2026-12-01T00:00:00Z', items: [{ itemId: item, quantity: 5, rate: 100 }] });
  await server.context.db.update(purchaseRequests).set({ status: 'APPROVED' }).where(eq(purchaseRequests.id, purchaseRequest));
  const [purchaseRequestLine] = await server.context.db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.purchaseRequestId, purchaseRequest));
  const purchaseOrder = await created('/purchase-order', { supplierId: supplier, warehouseId: warehouse, deliveryDate: '2026-12-01T00:00:00Z', lines: [{ purchaseRequestLineId: purchaseRequestLine.id, quantity: 2, unitPrice: 100 }] });
  // An approved delivery of part of that order (ready to load).
  const [purchaseOrderLine] = await server.context.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrder));
  const delivery = await created('/delivery', {
    kind: 'PURCHASE_ORDER',
    purchaseOrderId: purchaseOrder,
    scheduledDate: '2026-12-01',
    driverName: `${tag} Driver`,
    lines: [{ purchaseOrderLineId: purchaseOrderLine.id, quantity: 1 }],
  });
  await server.context.db.update(deliveries).set({ approvalStatus: 'APPROVED' }).where(eq(deliveries.id, delivery));
  // Manpower (issue 14): an employee of the branch in a team.
  const [employee] = await server.context.db
    .insert(employees)
    .values({ companyId, employeeNo: `${tag}-EMP-1`, firstName: tag, lastName: 'Worker', branchId: branch.id, biometricId: '1001' })
    .returning();
  const [team] = await server.context.db.insert(teams).values({ companyId, name: `${tag} Crew`, branchId: branch.id }).returning();
  await server.context.db.insert(teamMembers).values({ companyId, teamId: team.id, employeeId: employee.id, isLeader: true });
  const shift = await created('/shift', { name: `${tag} Day shift`, startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }] });
  const schedule = await created('/schedule', { name: `${tag} Week`, days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, shiftId: shift })) });
  const scheduleAssignment = await created('/schedule-assignment', { scheduleId: schedule, employeeId: employee.id, effectiveFrom: '2026-01-05' });
  const holiday = await created('/holiday', { name: `${tag} Fiesta`, date: '2026-05-15', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: branch.id });
  await call(server, 'PUT', '/shift-override', { token, body: { employeeId: employee.id, date: '2026-01-10', kind: 'SHIFT', shiftId: shift } });
  const [department] = await server.context.db.insert(departments).values({ companyId, name: `${tag} Engineering` }).returning();
  const timekeepingDevice = await created('/timekeeping/device', { serialNumber: `${tag.toUpperCase()}SN${companyId}`, name: `${tag} Gate`, kind: 'KIOSK' });
  const [timekeepingRawLog] = await server.context.db
    .insert(timekeepingRawLogs)
    .values({ companyId, deviceId: timekeepingDevice, deviceSerial: `${tag.toUpperCase()}SN${companyId}`, biometricId: '1001', punchedAt: new Date('2026-11-23T00:00:00Z'), employeeId: employee.id })
    .returning();
  // School gates (issue 18): a gate, a device, a tap of today and an unknown card's tap.
  const schoolGate = await created('/school/gate', { name: `${tag} Main Gate` });
  const schoolDevice = await created('/school/device', { gateId: schoolGate, name: `${tag} Reader` });
  const [student] = await server.context.db.insert(students).values({ companyId, lrn: String(companyId).padStart(12, '0'), firstName: tag, lastName: 'Pupil', cardNumber: `${tag}-GATECARD` }).returning();
  const [schoolAttendanceLog] = await server.context.db
    .insert(schoolAttendanceLogs)
    .values({ companyId, personType: 'student', studentId: student.id, cardNumber: `${tag}-GATECARD`, action: 'check_in', tappedAt: new Date(), schoolDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10), gateId: schoolGate, deviceId: schoolDevice })
    .returning();
  const [schoolUnmatchedTap] = await server.context.db.insert(schoolUnmatchedTaps).values({ companyId, deviceId: schoolDevice, cardNumber: `${tag}-LOST`, tappedAt: new Date() }).returning();
  const [filing] = await server.context.db.insert(filings).values({ companyId, code: `FL-${tag}`, employeeId: employee.id, type: 'OVERTIME', dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: `${tag} overtime`, filedById: admin.accountId }).returning();
  // Payroll outputs (decision 0057): a posted cutoff with a payslip, and an emailing job.
  const [payrollGroup] = await server.context.db.insert(payrollGroups).values({ companyId, name: `${tag} Semi-monthly` }).returning();
  const [postedCutoff] = await server.context.db.insert(payrollCutoffs).values({ companyId, payrollGroupId: payrollGroup.id, code: `PC-${tag}`, periodStart: '2026-01-16', periodEnd: '2026-01-31', payDate: '2026-02-05', month: '2026-01', status: 'POSTED' }).returning();
  const [payslip] = await server.context.db.insert(payslips).values({ companyId, cutoffId: postedCutoff.id, employeeId: employee.id, runNo: 1, rateType: 'MONTHLY', rate: '20000.00', dailyRate: '919.54', hourlyRate: '114.9425', grossPay: '10000.00', netPay: '10000.00' }).returning();
  const [payslipEmailJob] = await server.context.db.insert(jobs).values({ companyId, name: 'payroll.email-payslips', payload: { cutoffId: postedCutoff.id, companyId }, state: 'COMPLETED' }).returning();
  const payrollPlan = await created('/payroll/plan', { kind: 'ALLOWANCE', code: `${tag}-RICE`, name: `${tag} Rice subsidy`, amount: 1000 });
  const planMember = await created('/payroll/plan/member', { planId: payrollPlan, employeeId: employee.id, startDate: '2026-01-01' });
  // Treasury (decision 0061): a bank account with its opening entry, a request for payment of an approved order.
  const fundAccount = await created('/treasury/fund-account', { name: `${tag} Bank`, kind: 'BANK', openingBalance: 1000 });
  const [fundEntry] = await server.context.db.select({ id: fundLedger.id }).from(fundLedger).where(eq(fundLedger.fundAccountId, fundAccount));
  const [payableOrder] = await server.context.db.insert(purchaseOrders).values({ companyId, code: `PO-${tag}-PAY`, supplierId: supplier, status: 'APPROVED', total: '500.00' }).returning();
  const paymentRequest = await created('/treasury/payment-request', { purchaseOrderId: payableOrder.id, amount: 100, memo: `${tag} first payment` });
  const [boqOfProject] = await server.context.db.select({ id: billOfQuantities.id }).from(billOfQuantities).where(eq(billOfQuantities.projectId, project));
  const money = { contractAmount: '1000.00', grossAccomplishment: '100.00', downpaymentRecoupment: '0', vat: '12.00', retention: '0', amountDue: '112.00', percentToDate: '10' };
  const [billing] = await server.context.db
    .insert(projectBillings)
    .values({ companyId, code: `PB-${tag}`, projectId: project, billOfQuantityId: boqOfProject.id, billingNo: 1, periodEnd: '2026-11-25', dueDate: '2026-12-25', status: 'APPROVED', ...money })
    .returning();
  const [billingCollection] = await server.context.db
    .insert(billingCollections)
    .values({ companyId, billingId: billing.id, fundAccountId: fundAccount, fundLedgerId: fundEntry.id, amount: '1.00', reference: `${tag} OR` })
    .returning();
  const [bankStatement] = await server.context.db
    .insert(bankStatements)
    .values({ companyId, fundAccountId: fundAccount, fileName: `${tag}-statement.csv`, periodStart: '2026-11-01', periodEnd: '2026-11-30' })
    .returning();
  const [bankStatementLine] = await server.context.db
    .insert(bankStatementLines)
    .values({ companyId, statementId: bankStatement.id, fundAccountId: fundAccount, rowNo: 2, date: '2026-11-02', description: `${tag} deposit`, amount: '1000.00', matchedEntryId: fundEntry.id })
    .returning();
  const [liquidation] = await server.context.db.insert(pettyCashLiquidations).values({ companyId, code: `LQ-${tag}`, fundAccountId: fundAccount, total: '1.00', memo: `${tag} liquidation` }).returning();
  const [disbursement] = await server.context.db
    .insert(pettyCashDisbursements)
    .values({ companyId, code: `PCV-${tag}`, fundAccountId: fundAccount, payee: `${tag} Payee`, description: `${tag} meals`, amount: '1.00', fundLedgerId: fundEntry.id })
    .returning();
  const [aiConversation] = await server.context.db.insert(aiConversations).values({ companyId, accountId: admin.accountId, title: `${tag} pipeline question` }).returning();
  // A mail in the admin's mailbox copy (decision 0063), naming the company's order.
  const [mail] = await server.context.db
    .insert(mailMessages)
    .values({ companyId, accountId: admin.accountId, folder: 'INBOX', uid: 1, uidValidity: 1, subject: `${tag} PO-${tag}-PAY`, fromAddress: `${tag.toLowerCase()}@supply.ph`, addresses: [`${tag.toLowerCase()}@supply.ph`] })
    .returning();
  // School records (issue 18).
  const schoolYear = await created('/school/school-year', { name: `${tag} 2026-2027`, startDate: '2026-06-08', endDate: '2027-04-09', isActive: true });
  const gradeLevel = await created('/school/grade-level', { name: `${tag} Grade 7`, sortOrder: 7 });
  const section = await created('/school/section', { name: `${tag} Rizal`, schoolYearId: schoolYear, gradeLevelId: gradeLevel, capacity: 40 });
  const course = await created('/school/course', { code: `${tag}-M7`, name: `${tag} Mathematics 7`, gradeLevelId: gradeLevel, learningArea: 'MATH' });
  const schoolStudent = await call(server, 'POST', '/school/student', {
    token,
    body: { firstName: tag, lastName: `${tag} Learner`, lrn: tag === 'Alpha' ? '100000000001' : '200000000002', cardNumber: `${tag}-CARD`, guardians: [{ name: `${tag} Guardian`, email: `${tag.toLowerCase()}@guardian.ph`, mobile: '09170000000', notifyBy: 'email' }] },
  });
  expect(schoolStudent.status, JSON.stringify(schoolStudent.body)).toBe(201);
  const enrollment = await created('/school/enrollment', { studentId: schoolStudent.body.data.id, schoolYearId: schoolYear, gradeLevelId: gradeLevel, sectionId: section });
  const delegation = await created('/approval/delegation', { toAccountId: member.accountId, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-02T00:00:00Z' });
  return {
    admin,
    companyId,
    tag,
    fileId: file.id,
    ids: {
      account: member.accountId,
      inactiveAccount: leaver.accountId,
      role,
      roleGroup,
      userLevel,
      invitation,
      branch: branch.id,
      company: companyId,
      email: email.id,
      project,
      lead: lead.id,
      location,
      client,
      organization,
      person,
      supplier,
      supplierItem: supplierItem.id,
      supplierPriceUpdate: priceUpdate.id,
      warehouse,
      itemReceipt: itemReceipt.body.data.itemReceiptInfo.id,
      itemReceiptLine: itemReceiptLine.id,
      item,
      task: task.id,
      approvalStep: approvalStep.id,
      delegation,
      equipment: unit,
      equipmentPart: partAnswer.body.data[0].id,
      jobOrder,
      stockItem: stockedItem.id,
      purchaseRequest,
      purchaseRequestLine: purchaseRequestLine.id,
      purchaseOrder,
      delivery,
      employee: employee.id,
      team: team.id,
      shift,
      schedule,
      scheduleAssignment,
      holiday,
      department: department.id,
      timekeepingDevice,
      timekeepingRawLog: timekeepingRawLog.id,
      filing: filing.id,
      payslip: payslip.id,
      payrollGroup: payrollGroup.id,
      postedCutoff: postedCutoff.id,
      payslipEmailJob: payslipEmailJob.id,
      payrollPlan,
      planMember,
      fundAccount,
      fundEntry: fundEntry.id,
      paymentRequest,
      billing: billing.id,
      disbursement: disbursement.id,
      bankStatement: bankStatement.id,
      bankStatementLine: bankStatementLine.id,
      aiConversation: aiConversation.id,
      liquidation: liquidation.id,
      billingCollection: billingCollection.id,
      mail: mail.id,
      schoolYear,
      gradeLevel,
      section,
      course,
      student: schoolStudent.body.data.id,
      guardian: schoolStudent.body.data.guardians[0].id,
      enrollment,
      schoolGate,
      schoolDevice,
      schoolAttendanceLog: schoolAttendanceLog.id,
      schoolUnmatchedTap: schoolUnmatchedTap.id,
      boq: (await server.context.db.select({ id: billOfQuantities.id }).from(billOfQuantities).where(eq(billOfQuantities.projectId, project)))[0].id,
    },
  };
}

/** A company's leads and projects and what hangs off them, whichever company a stray row was stamped with. */
async function pipelineOf(companyId: number) {
  const { db } = server.context;
  const projectRows = await db.select().from(projects).where(eq(projects.companyId, companyId));
  const ids = projectRows.map((r) => r.id);
  return {
    projects: projectRows,
    projectActivities: await db.select().from(projectActivities).where(inArray(projectActivities.projectId, ids)),
    leadNotes: await db.select().from(leadNotes).where(inArray(leadNotes.projectId, ids)),
    calendarEvents: await db.select().from(calendarEvents).where(inArray(calendarEvents.projectId, ids)),
    tasks: await db.select().from(tasks).where(inArray(tasks.projectId, ids)),
    projectDocuments: await db.select().from(projectDocuments).where(inArray(projectDocuments.projectId, ids)),
  };
}

/** Every row company A owns, to prove B's calls changed nothing. */
async function snapshot(company: Company) {
  const { db } = server.context;
  const accountRows = await db.select().from(accounts).where(eq(accounts.companyId, company.companyId));
  return {
    accounts: accountRows,
    sessions: await db.select().from(sessions).where(inArray(sessions.accountId, accountRows.map((r) => r.id))),
    roles: await db.select().from(roles).where(eq(roles.companyId, company.companyId)),
    roleGroups: await db.select().from(roleGroups).where(eq(roleGroups.companyId, company.companyId)),
    userLevels: await db.select().from(userLevels).where(eq(userLevels.companyId, company.companyId)),
    invitations: await db.select().from(invitations).where(eq(invitations.companyId, company.companyId)),
    ...(await pipelineOf(company.companyId)),
    locations: await db.select().from(locations).where(eq(locations.companyId, company.companyId)),
    clients: await db.select().from(clients).where(eq(clients.companyId, company.companyId)),
    organizations: await db.select().from(organizations).where(eq(organizations.companyId, company.companyId)),
    people: await db.select().from(people).where(eq(people.companyId, company.companyId)),
    suppliers: await db.select().from(suppliers).where(eq(suppliers.companyId, company.companyId)),
    supplierItems: await db.select().from(supplierItems).where(eq(supplierItems.companyId, company.companyId)),
    supplierPriceUpdates: await db.select().from(supplierPriceUpdates).where(eq(supplierPriceUpdates.companyId, company.companyId)),
    items: await db.select().from(items).where(eq(items.companyId, company.companyId)),
    warehouses: await db.select().from(warehouses).where(eq(warehouses.companyId, company.companyId)),
    stockLevels: await db.select().from(stockLevels).where(eq(stockLevels.companyId, company.companyId)),
    itemReceipts: await db.select().from(itemReceipts).where(eq(itemReceipts.companyId, company.companyId)),
    itemReceiptLines: await db.select().from(itemReceiptLines).where(eq(itemReceiptLines.companyId, company.companyId)),
    purchaseOrders: await db.select().from(purchaseOrders).where(eq(purchaseOrders.companyId, company.companyId)),
    equipment: await db.select().from(equipment).where(eq(equipment.companyId, company.companyId)),
    timekeepingDevices: await db.select().from(timekeepingDevices).where(eq(timekeepingDevices.companyId, company.companyId)),
    schoolGates: await db.select().from(schoolGates).where(eq(schoolGates.companyId, company.companyId)),
    schoolDevices: await db.select().from(schoolDevices).where(eq(schoolDevices.companyId, company.companyId)),
    equipmentParts: await db.select().from(equipmentParts).where(eq(equipmentParts.companyId, company.companyId)),
    jobOrders: await db.select().from(jobOrders).where(eq(jobOrders.companyId, company.companyId)),
    purchaseOrderLines: await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.companyId, company.companyId)),
    deliveries: await db.select().from(deliveries).where(eq(deliveries.companyId, company.companyId)),
    deliveryLines: await db.select().from(deliveryLines).where(eq(deliveryLines.companyId, company.companyId)),
    deliveryEvents: await db.select().from(deliveryEvents).where(eq(deliveryEvents.companyId, company.companyId)),
    purchaseRequests: await db.select().from(purchaseRequests).where(eq(purchaseRequests.companyId, company.companyId)),
    purchaseRequestLines: await db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.companyId, company.companyId)),
    shifts: await db.select().from(shifts).where(eq(shifts.companyId, company.companyId)),
    schedules: await db.select().from(schedules).where(eq(schedules.companyId, company.companyId)),
    scheduleDays: await db.select().from(scheduleDays).where(eq(scheduleDays.companyId, company.companyId)),
    scheduleAssignments: await db.select().from(scheduleAssignments).where(eq(scheduleAssignments.companyId, company.companyId)),
    shiftOverrides: await db.select().from(shiftOverrides).where(eq(shiftOverrides.companyId, company.companyId)),
    holidays: await db.select().from(holidays).where(eq(holidays.companyId, company.companyId)),
    payrollPlans: await db.select().from(payrollPlans).where(eq(payrollPlans.companyId, company.companyId)),
    payrollPlanMembers: await db.select().from(payrollPlanMembers).where(eq(payrollPlanMembers.companyId, company.companyId)),
    mailMessages: await db.select().from(mailMessages).where(eq(mailMessages.companyId, company.companyId)),
    schoolYears: await db.select().from(schoolYears).where(eq(schoolYears.companyId, company.companyId)),
    gradeLevels: await db.select().from(gradeLevels).where(eq(gradeLevels.companyId, company.companyId)),
    sections: await db.select().from(sections).where(eq(sections.companyId, company.companyId)),
    courses: await db.select().from(courses).where(eq(courses.companyId, company.companyId)),
    students: await db.select().from(students).where(eq(students.companyId, company.companyId)),
    guardians: await db.select().from(guardians).where(eq(guardians.companyId, company.companyId)),
    studentGuardians: await db.select({ studentId: studentGuardians.studentId, guardianId: studentGuardians.guardianId, relationship: studentGuardians.relationship }).from(studentGuardians).innerJoin(students, eq(students.id, studentGuardians.studentId)).where(eq(students.companyId, company.companyId)),
    enrollments: await db.select().from(enrollments).where(eq(enrollments.companyId, company.companyId)),
  };
}

/** A's ids of one kind: every row A owns, not just the seeded one. */
async function idsOfA(kind: RecordKind): Promise<number[]> {
  const { db } = server.context;
  const c = a.companyId;
  switch (kind) {
    case 'account':
    case 'inactiveAccount':
      return (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, c))).map((r) => r.id);
    case 'role':
      return (await db.select({ id: roles.id }).from(roles).where(eq(roles.companyId, c))).map((r) => r.id);
    case 'roleGroup':
      return (await db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.companyId, c))).map((r) => r.id);
    case 'userLevel':
      return (await db.select({ id: userLevels.id }).from(userLevels).where(eq(userLevels.companyId, c))).map((r) => r.id);
    case 'invitation':
      return (await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.companyId, c))).map((r) => r.id);
    case 'branch':
      return (await db.select({ id: branches.id }).from(branches).where(eq(branches.companyId, c))).map((r) => r.id);
    case 'email':
      return (await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.companyId, c))).map((r) => r.id);
    case 'company':
      return [c];
    case 'location':
      return (await db.select({ id: locations.id }).from(locations).where(eq(locations.companyId, c))).map((r) => r.id);
    case 'client':
      return (await db.select({ id: clients.id }).from(clients).where(eq(clients.companyId, c))).map((r) => r.id);
    case 'organization':
      return (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.companyId, c))).map((r) => r.id);
    case 'person':
      return (await db.select({ id: people.id }).from(people).where(eq(people.companyId, c))).map((r) => r.id);
    case 'supplier':
      return (await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.companyId, c))).map((r) => r.id);
    case 'supplierItem':
      return (await db.select({ id: supplierItems.id }).from(supplierItems).where(eq(supplierItems.companyId, c))).map((r) => r.id);
    case 'supplierPriceUpdate':
      return (await db.select({ id: supplierPriceUpdates.id }).from(supplierPriceUpdates).where(eq(supplierPriceUpdates.companyId, c))).map((r) => r.id);
    case 'item':
      return (await db.select({ id: items.id }).from(items).where(eq(items.companyId, c))).map((r) => r.id);
    case 'warehouse':
      return (await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.companyId, c))).map((r) => r.id);
    case 'itemReceipt':
      return (await db.select({ id: itemReceipts.id }).from(itemReceipts).where(eq(itemReceipts.companyId, c))).map((r) => r.id);
    case 'task':
      return (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.companyId, c))).map((r) => r.id);
    case 'approvalStep':
      return (await db.select({ id: approvalSteps.id }).from(approvalSteps).where(eq(approvalSteps.companyId, c))).map((r) => r.id);
    case 'delegation':
      return (await db.select({ id: approvalDelegations.id }).from(approvalDelegations).where(eq(approvalDelegations.companyId, c))).map((r) => r.id);
    case 'employee':
      return (await db.select({ id: employees.id }).from(employees).where(eq(employees.companyId, c))).map((r) => r.id);
    case 'timekeepingDevice':
      return (await db.select({ id: timekeepingDevices.id }).from(timekeepingDevices).where(eq(timekeepingDevices.companyId, c))).map((r) => r.id);
    case 'schoolGate':
      return (await db.select({ id: schoolGates.id }).from(schoolGates).where(eq(schoolGates.companyId, c))).map((r) => r.id);
    case 'schoolDevice':
      return (await db.select({ id: schoolDevices.id }).from(schoolDevices).where(eq(schoolDevices.companyId, c))).map((r) => r.id);
    case 'schoolAttendanceLog':
      return (await db.select({ id: schoolAttendanceLogs.id }).from(schoolAttendanceLogs).where(eq(schoolAttendanceLogs.companyId, c))).map((r) => r.id);
    case 'schoolUnmatchedTap':
      return (await db.select({ id: schoolUnmatchedTaps.id }).from(schoolUnmatchedTaps).where(eq(schoolUnmatchedTaps.companyId, c))).map((r) => r.id);
    case 'timekeepingRawLog':
      return (await db.select({ id: timekeepingRawLogs.id }).from(timekeepingRawLogs).where(eq(timekeepingRawLogs.companyId, c))).map((r) => r.id);
    case 'team':
      return (await db.select({ id: teams.id }).from(teams).where(eq(teams.companyId, c))).map((r) => r.id);
    case 'shift':
      return (await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.companyId, c))).map((r) => r.id);
    case 'schedule':
      return (await db.select({ id: schedules.id }).from(schedules).where(eq(schedules.companyId, c))).map((r) => r.id);
    case 'scheduleAssignment':
      return (await db.select({ id: scheduleAssignments.id }).from(scheduleAssignments).where(eq(scheduleAssignments.companyId, c))).map((r) => r.id);
    case 'holiday':
      return (await db.select({ id: holidays.id }).from(holidays).where(eq(holidays.companyId, c))).map((r) => r.id);
    case 'department':
      return (await db.select({ id: departments.id }).from(departments).where(eq(departments.companyId, c))).map((r) => r.id);
    case 'filing':
      return (await db.select({ id: filings.id }).from(filings).where(eq(filings.companyId, c))).map((r) => r.id);
    case 'payslip':
      return (await db.select({ id: payslips.id }).from(payslips).where(eq(payslips.companyId, c))).map((r) => r.id);
    case 'postedCutoff':
      return (await db.select({ id: payrollCutoffs.id }).from(payrollCutoffs).where(eq(payrollCutoffs.companyId, c))).map((r) => r.id);
    case 'payslipEmailJob':
      return (await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.companyId, c), eq(jobs.name, 'payroll.email-payslips')))).map((r) => r.id);
    case 'payrollGroup':
      return (await db.select({ id: payrollGroups.id }).from(payrollGroups).where(eq(payrollGroups.companyId, c))).map((r) => r.id);
    case 'fundAccount':
      return (await db.select({ id: fundAccounts.id }).from(fundAccounts).where(eq(fundAccounts.companyId, c))).map((r) => r.id);
    case 'fundEntry':
      return (await db.select({ id: fundLedger.id }).from(fundLedger).where(eq(fundLedger.companyId, c))).map((r) => r.id);
    case 'bankStatement':
      return (await db.select({ id: bankStatements.id }).from(bankStatements).where(eq(bankStatements.companyId, c))).map((r) => r.id);
    case 'bankStatementLine':
      return (await db.select({ id: bankStatementLines.id }).from(bankStatementLines).where(eq(bankStatementLines.companyId, c))).map((r) => r.id);
    case 'aiConversation':
      return (await db.select({ id: aiConversations.id }).from(aiConversations).where(eq(aiConversations.companyId, c))).map((r) => r.id);
    case 'disbursement':
      return (await db.select({ id: pettyCashDisbursements.id }).from(pettyCashDisbursements).where(eq(pettyCashDisbursements.companyId, c))).map((r) => r.id);
    case 'liquidation':
      return (await db.select({ id: pettyCashLiquidations.id }).from(pettyCashLiquidations).where(eq(pettyCashLiquidations.companyId, c))).map((r) => r.id);
    case 'billing':
      return (await db.select({ id: projectBillings.id }).from(projectBillings).where(eq(projectBillings.companyId, c))).map((r) => r.id);
    case 'billingCollection':
      return (await db.select({ id: billingCollections.id }).from(billingCollections).where(eq(billingCollections.companyId, c))).map((r) => r.id);
    case 'paymentRequest':
      return (await db.select({ id: paymentRequests.id }).from(paymentRequests).where(eq(paymentRequests.companyId, c))).map((r) => r.id);
    case 'payrollPlan':
      return (await db.select({ id: payrollPlans.id }).from(payrollPlans).where(eq(payrollPlans.companyId, c))).map((r) => r.id);
    case 'planMember':
      return (await db.select({ id: payrollPlanMembers.id }).from(payrollPlanMembers).where(eq(payrollPlanMembers.companyId, c))).map((r) => r.id);
    case 'delivery':
      return (await db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.companyId, c))).map((r) => r.id);
    case 'purchaseRequest':
      return (await db.select({ id: purchaseRequests.id }).from(purchaseRequests).where(eq(purchaseRequests.companyId, c))).map((r) => r.id);
    case 'purchaseRequestLine':
      return (await db.select({ id: purchaseRequestLines.id }).from(purchaseRequestLines).where(eq(purchaseRequestLines.companyId, c))).map((r) => r.id);
    case 'schoolYear':
      return (await db.select({ id: schoolYears.id }).from(schoolYears).where(eq(schoolYears.companyId, c))).map((r) => r.id);
    case 'gradeLevel':
      return (await db.select({ id: gradeLevels.id }).from(gradeLevels).where(eq(gradeLevels.companyId, c))).map((r) => r.id);
    case 'section':
      return (await db.select({ id: sections.id }).from(sections).where(eq(sections.companyId, c))).map((r) => r.id);
    case 'course':
      return (await db.select({ id: courses.id }).from(courses).where(eq(courses.companyId, c))).map((r) => r.id);
    case 'student':
      return (await db.select({ id: students.id }).from(students).where(eq(students.companyId, c))).map((r) => r.id);
    case 'guardian':
      return (await db.select({ id: guardians.id }).from(guardians).where(eq(guardians.companyId, c))).map((r) => r.id);
    case 'enrollment':
      return (await db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.companyId, c))).map((r) => r.id);
    case 'mail':
      return (await db.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.companyId, c))).map((r) => r.id);
    case 'purchaseOrder':
      return (await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.companyId, c))).map((r) => r.id);
    case 'boq':
      return (await db.select({ id: billOfQuantities.id }).from(billOfQuantities).where(eq(billOfQuantities.companyId, c))).map((r) => r.id);
    case 'equipment':
      return (await db.select({ id: equipment.id }).from(equipment).where(eq(equipment.companyId, c))).map((r) => r.id);
    case 'equipmentPart':
      return (await db.select({ id: equipmentParts.id }).from(equipmentParts).where(eq(equipmentParts.companyId, c))).map((r) => r.id);
    case 'jobOrder':
    case 'stockItem':
      return kind === 'jobOrder'
        ? (await db.select({ id: jobOrders.id }).from(jobOrders).where(eq(jobOrders.companyId, c))).map((r) => r.id)
        : (await db.select({ id: items.id }).from(items).where(eq(items.companyId, c))).map((r) => r.id);
    case 'itemReceiptLine':
      return (await db.select({ id: itemReceiptLines.id }).from(itemReceiptLines).where(eq(itemReceiptLines.companyId, c))).map((r) => r.id);
    case 'project':
    case 'lead':
      return (await db.select({ id: projects.id }).from(projects).where(and(eq(projects.companyId, c), eq(projects.isLead, kind === 'lead')))).map((r) => r.id);
  }
}

/** The ids a table or list answer names: tables carry {list: [{id}]}, select lists [{value}]. */
function idsIn(body: any): number[] {
  const rows: any[] = Array.isArray(body) ? body : body.list;
  expect(Array.isArray(rows), JSON.stringify(body)).toBe(true);
  return rows.map((row) => Number(row.id ?? row.value));
}

beforeAll(async () => {
  server = await startTestServer();
  routes = server.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  await loadPsgc(server.context.db);
  a = await seedCompany('Alpha');
  b = await seedCompany('Bravo');
  thirdCompanyId = (await createCompany(server)).id;
  noScopes = await createUser(server, { companyId: thirdCompanyId, scopes: [] });
  fullAccessNonDeveloper = await createUser(server, { companyId: thirdCompanyId, isFullAccess: true });
});
afterAll(async () => server?.stop());

const expectError = (answer: { status: number; body: any }, status: number, label: string) => {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status);
  expect(answer.body).toEqual({ statusCode: status, message: expect.anything(), error: expect.any(String) });
  const message = answer.body.message;
  expect(typeof message === 'string' || Array.isArray(message)).toBe(true);
};

describe('the route walker', () => {
  it('knows every registered API route and its access, and no route it lists has gone', () => {
    const registered = routes.map(keyOf).sort();
    const unknown = registered.filter((key) => !ROUTES[key]);
    expect(unknown, 'new routes: add them to ROUTES with their kind, target or lists').toEqual([]);
    const gone = Object.keys(ROUTES).filter((key) => !registered.includes(key));
    expect(gone, 'routes in ROUTES the app no longer registers').toEqual([]);
    for (const route of routes) {
      expect(`${keyOf(route)} is ${kindOf(route)}`).toBe(`${keyOf(route)} is ${ROUTES[keyOf(route)].kind}`);
    }
  });

  it('every select list needs a scope of the screens that use it: no /api/select-box/* route is open to any member', () => {
    const selectLists = routes.filter((route) => route.url.startsWith('/api/select-box/'));
    expect(selectLists.length).toBeGreaterThan(0);
    expect(selectLists.filter((route) => kindOf(route) !== 'scoped').map(keyOf), 'give these lists the scope of their screens (decision 0026)').toEqual([]);
  });

  it('every company route naming a record by id has a target in company A, and every list says what it lists', () => {
    for (const route of routes) {
      const known = ROUTES[keyOf(route)];
      if (!known || known.kind === 'public' || known.kind === 'developer') continue;
      if (/:\w+/.test(route.url)) expect(known.target, `${keyOf(route)} needs a target`).toBeTruthy();
      if (route.method === 'PUT' || route.url.startsWith('/api/select-box/') || route.url.endsWith('-list')) {
        expect(known.lists ?? known.note, `${keyOf(route)} needs lists`).toBeTruthy();
      }
    }
  });
});

describe.each(Object.entries(ROUTES).map(([key, known]) => ({ key, known })))('$key', ({ key, known }) => {
  const route = () => {
    const found = routes.find((r) => keyOf(r) === key);
    if (!found) throw new Error(`${key} is not registered`);
    return found;
  };

  if (known.kind === 'public') {
    it('a caller without a token is not turned away as unauthenticated', async () => {
      const answer = await call(server, route().method, apiPath(route().url, 'nothing-here'), { body: route().method === 'GET' ? undefined : {} });
      expect([401, 403]).not.toContain(answer.status);
    });
    return;
  }

  it('without a token answers 401 as JSON', async () => {
    expectError(await call(server, route().method, apiPath(route().url)), 401, key);
  });

  it('with an unknown token answers 401', async () => {
    expectError(await call(server, route().method, apiPath(route().url), { token: randomBytes(32).toString('base64url') }), 401, key);
  });

  if (known.kind === 'member') {
    it('any signed-in member passes, even with an empty scope list', async () => {
      // A fresh user: logout and password change end sessions.
      const user = await createUser(server, { companyId: thirdCompanyId, scopes: [] });
      const answer = await call(server, route().method, apiPath(route().url), { token: user.token });
      expect([401, 403], `${key}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
    });
  }

  if (known.kind === 'scoped') {
    it('a role without the scope answers 403', async () => {
      expectError(await call(server, route().method, apiPath(route().url), { token: noScopes.token }), 403, key);
    });

    it('a role holding just that scope passes the guard', async () => {
      const user = await createUser(server, { companyId: thirdCompanyId, scopes: [firstScope(route())] });
      const answer = await call(server, route().method, apiPath(route().url), { token: user.token });
      expect([401, 403], `${key}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
    });
  }

  if (known.kind === 'developer') {
    it('a role without scopes answers 403', async () => {
      expectError(await call(server, route().method, apiPath(route().url), { token: noScopes.token }), 403, key);
    });

    it('a full-access role without the developer flag answers 403', async () => {
      expectError(await call(server, route().method, apiPath(route().url), { token: fullAccessNonDeveloper.token }), 403, key);
    });
  }

  if (known.target) {
    it("company B aiming it at company A's record answers 404 and A's records stay as they were", async () => {
      const before = await snapshot(a);
      const answer = await call(server, route().method, apiPath(route().url, a.ids[known.target!]), {
        token: b.admin.token,
        body: known.body?.(b),
      });
      expectError(answer, 404, key);
      expect(await snapshot(a)).toEqual(before);
    });
  }

  if (known.lists) {
    it("company B's answer never includes company A's rows, and includes its own", async () => {
      const method = route().method;
      const path = apiPath(route().url);
      const body = method === 'PUT' ? { searchKeyword: '', filters: [] } : undefined;
      const answer = await call(server, method, `${path}${method === 'PUT' ? '?page=1&perPage=0' : ''}`, { token: b.admin.token, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const listed = idsIn(answer.body);
      const ofA = await idsOfA(known.lists!);
      expect(ofA.length).toBeGreaterThan(0);
      expect(listed.filter((id) => ofA.includes(id))).toEqual([]);
      expect(listed).toContain(b.ids[known.lists!]);
    });
  }

  if (known.lists && key.startsWith('PUT ')) {
    it("searching company B's table for company A's names finds nothing", async () => {
      const answer = await call(server, 'PUT', `${apiPath(route().url)}?page=1&perPage=0`, {
        token: b.admin.token,
        body: { searchKeyword: a.tag, filters: [] },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.pagination.total).toBe(0);
      expect(answer.body.list).toEqual([]);
    });
  }
});

describe('tenant isolation beyond ids', () => {
  it("filtering company B's user table by company A's role finds nobody", async () => {
    const [heldByA] = await server.context.db.select({ roleId: accounts.roleId }).from(accounts).where(eq(accounts.id, a.ids.account));
    const answer = await call(server, 'PUT', '/account?page=1&perPage=0', {
      token: b.admin.token,
      body: { searchKeyword: '', filters: [{ key: 'roleId', value: heldByA.roleId }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.pagination.total).toBe(0);
  });

  it("the scope catalogue counts only the caller's company's roles", async () => {
    // Only company A's Clerk role holds SETTINGS_ROLE_GROUP_ACCESS; B's own Clerk holds it too.
    const answer = await call(server, 'GET', '/scope', { token: b.admin.token });
    expect(answer.status).toBe(200);
    const roleGroupScope = answer.body.find((s: any) => s.key === 'SETTINGS_ROLE_GROUP_ACCESS');
    expect(roleGroupScope.roleCount).toBe(1);
  });

  it("company B cannot invite into company A's role or move its user to it", async () => {
    const invite = await call(server, 'POST', '/invitation', { token: b.admin.token, body: { email: `poach-${randomBytes(3).toString('hex')}@example.ph`, roleId: a.ids.role } });
    expect(invite.status).toBe(422);
    const move = await call(server, 'PATCH', `/account/${b.ids.account}`, { token: b.admin.token, body: { roleId: a.ids.role } });
    expect(move.status).toBe(422);
    const moveLevel = await call(server, 'PATCH', `/account/${b.ids.account}`, { token: b.admin.token, body: { roleId: b.ids.role, userLevelId: a.ids.userLevel } });
    expect(moveLevel.status).toBe(422);
    const group = await call(server, 'POST', '/role', { token: b.admin.token, body: { name: 'Poacher', roleGroupId: a.ids.roleGroup } });
    expect(group.status).toBe(422);
  });
});
