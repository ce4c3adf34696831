import {
  ATTENDANCE_MESSAGES,
  attendanceAdjustmentRequest,
  attendanceDayQuery,
  attendanceSummaryQuery,
  employeeAttendanceQuery,
  FILING_STATUS,
  isoDate,
  manpowerDashboardQuery,
  recordId,
  teamAttendanceQuery,
  TIME_KEEPING_SCOPES,
} from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { fileAnswer, selectListRoute } from '../../http/openapi';
import { registerAttendanceApprovals } from './attendance.approvals';
import { buildSummaryWorkbook, XLSX_TYPE } from './attendance.export';
import { AttendanceService, manilaToday } from './attendance.service';

const TAG = 'Attendance';
const tags = [TAG];
const TEAM = { scope: 'MANPOWER_TEAM_ATTENDANCE_ACCESS' } as const;
const KEEPING = { scope: [...TIME_KEEPING_SCOPES] } as const;
/** A day's detail opens from the team grid and from time keeping. */
const DAY_READS = { scope: ['MANPOWER_TEAM_ATTENDANCE_ACCESS', ...TIME_KEEPING_SCOPES] } as const;
const DASHBOARD = { scope: 'MANPOWER_DASHBOARD_ACCESS' } as const;

const adjustmentListQuery = z.object({
  from: isoDate,
  to: isoDate,
  employeeId: recordId().optional(),
  status: z.enum(FILING_STATUS.keys as [string, ...string[]]).optional(),
});

/** Attendance (issue 14, decision 0050; docs/api/attendance.md). Every read computes its days first. */
export const attendanceRoutes: ModuleRoutes = (app, { db, realtime }) => {
  const service = new AttendanceService(db);
  registerAttendanceApprovals(realtime);

  app.get('/attendance/team', { config: TEAM, schema: { tags, summary: "A team's members by day (team-attendance)", querystring: teamAttendanceQuery } }, async (request) => {
    const auth = requireAuth(request);
    return service.team(auth, parseInput(teamAttendanceQuery, request.query));
  });
  app.get('/attendance/day', { config: DAY_READS, schema: { tags, summary: "One employee-day with its punches, filings and adjustments", querystring: attendanceDayQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { employeeId, date } = parseInput(attendanceDayQuery, request.query);
    return service.day(auth, employeeId, date);
  });
  app.get('/attendance/summary', { config: KEEPING, schema: { tags, summary: "A cutoff's totals per employee (payroll-time-keeping)", querystring: attendanceSummaryQuery } }, async (request) => {
    const auth = requireAuth(request);
    return service.summary(auth, parseInput(attendanceSummaryQuery, request.query));
  });
  app.get(
    '/attendance/summary/export',
    { config: KEEPING, schema: { tags, summary: "The cutoff's summary as .xlsx", querystring: attendanceSummaryQuery, response: fileAnswer(XLSX_TYPE, 'The summary workbook') } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const summary = await service.summary(auth, parseInput(attendanceSummaryQuery, request.query));
      const file = await buildSummaryWorkbook(summary);
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="time-keeping ${summary.from} to ${summary.to}.xlsx"`).send(file);
    },
  );
  app.get('/attendance/employee', { config: KEEPING, schema: { tags, summary: "An employee's days in a range with their adjustments", querystring: employeeAttendanceQuery } }, async (request) => {
    const auth = requireAuth(request);
    return service.employeeDays(auth, parseInput(employeeAttendanceQuery, request.query));
  });
  app.post('/attendance/adjustment', { config: KEEPING, schema: { tags, summary: 'Ask for a change to a computed day (through approval)', body: attendanceAdjustmentRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const data = await service.requestAdjustment(auth, parseInput(attendanceAdjustmentRequest, request.body));
    return reply.status(201).send({ data, message: data.status === 'APPROVED' ? ATTENDANCE_MESSAGES.adjustmentApplied : ATTENDANCE_MESSAGES.adjustmentSent });
  });
  app.get('/attendance/adjustment-list', { config: KEEPING, schema: { tags, summary: 'Adjustments asked in a range: who, why, before and after', querystring: adjustmentListQuery } }, async (request) => {
    const auth = requireAuth(request);
    return service.adjustmentList(auth, parseInput(adjustmentListQuery, request.query));
  });
  app.get('/select-box/attendance-branch-list', { config: KEEPING, schema: selectListRoute(TAG, 'Branches to filter time keeping by (only their own for a BY_BRANCH user)') }, async (request) => {
    return service.branchList(requireAuth(request));
  });
  app.get('/manpower/dashboard', { config: DASHBOARD, schema: { tags: ['Manpower dashboard'], summary: "Headcount, today's attendance, pending filings and adjustments", querystring: manpowerDashboardQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { date } = parseInput(manpowerDashboardQuery, request.query);
    return service.dashboard(auth, date ?? manilaToday());
  });
};
