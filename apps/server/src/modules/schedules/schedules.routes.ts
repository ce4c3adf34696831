import {
  scheduleAssignmentEndRequest,
  scheduleAssignmentQuery,
  scheduleAssignmentRequest,
  scheduleRequest,
  shiftOverrideRequest,
  shiftPlanQuery,
  shiftRequest,
  updateScheduleRequest,
  updateShiftRequest,
} from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { AssignmentsService } from './assignments.service';
import { SchedulesService, ShiftsService } from './shifts.service';

const SHIFTS = { scope: 'MANPOWER_SHIFT_MANAGEMENT_ACCESS' } as const;
const SCHEDULES = { scope: 'MANPOWER_SCHEDULE_MANAGEMENT_ACCESS' } as const;
const TEAM_SHIFTING = { scope: 'MANPOWER_TEAM_SHIFTING_MANAGEMENT_ACCESS' } as const;
const ASSIGNING = { scope: ['MANPOWER_INDIVIDUAL_SCHEDULING_ACCESS', 'MANPOWER_TEAM_SCHEDULING_ACCESS'] } as const;
/** Screens that pick a shift: shift and schedule management, team shifting. */
const SHIFT_READS = { scope: ['MANPOWER_SHIFT_MANAGEMENT_ACCESS', 'MANPOWER_SCHEDULE_MANAGEMENT_ACCESS', 'MANPOWER_TEAM_SHIFTING_MANAGEMENT_ACCESS'] } as const;
/** Screens that pick or show a schedule: schedule management and both scheduling screens. */
const SCHEDULE_READS = { scope: ['MANPOWER_SCHEDULE_MANAGEMENT_ACCESS', 'MANPOWER_INDIVIDUAL_SCHEDULING_ACCESS', 'MANPOWER_TEAM_SCHEDULING_ACCESS'] } as const;

type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };
const SHIFT_TAG = 'Shifts';
const SCHEDULE_TAG = 'Schedules';
const ASSIGNMENT_TAG = 'Schedule assignments';
const PLAN_TAG = 'Team shifting';

/** Shifts, schedules, assignments and team shifting (issue 14, decision 0048; docs/api/schedules.md). */
export const schedulesRoutes: ModuleRoutes = (app) => {
  const shiftService = new ShiftsService();
  const scheduleService = new SchedulesService();
  const assignments = new AssignmentsService();

  app.post('/shift', { config: SHIFTS, schema: { tags: [SHIFT_TAG], summary: 'Create a shift (its required minutes computed)', body: shiftRequest } }, async (request, reply) =>
    reply.status(201).send(await shiftService.create(requireAuth(request).tenant, parseInput(shiftRequest, request.body))),
  );
  app.patch('/shift', { config: SHIFTS, schema: { tags: [SHIFT_TAG], summary: 'Change a shift (the fields sent)', body: updateShiftRequest } }, async (request) =>
    shiftService.update(requireAuth(request).tenant, parseInput(updateShiftRequest, request.body)),
  );
  app.get<IdQuery>('/shift', { config: SHIFT_READS, schema: { tags: [SHIFT_TAG], summary: 'A shift', querystring: idQuery } }, async (request) => ({
    data: await shiftService.find(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/shift', { config: SHIFTS, schema: tableRoute(SHIFT_TAG, 'Table of shifts') }, async (request) => answerTable(shiftService.table(requireAuth(request).tenant), request.body, request.query));
  app.delete<IdParams>('/shift/:id', { config: SHIFTS, schema: { tags: [SHIFT_TAG], summary: 'Delete a shift (kept for past days; refused while a schedule uses it)', params: idParams } }, async (request) =>
    shiftService.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/shift-list', { config: SHIFT_READS, schema: selectListRoute(SHIFT_TAG, 'Shifts of the company, "Day shift (08:00–17:00)"') }, async (request) =>
    shiftService.selectList(requireAuth(request).tenant),
  );

  app.post('/schedule', { config: SCHEDULES, schema: { tags: [SCHEDULE_TAG], summary: 'Create a schedule: a week of shifts and rest days', body: scheduleRequest } }, async (request, reply) =>
    reply.status(201).send(await scheduleService.create(requireAuth(request).tenant, parseInput(scheduleRequest, request.body))),
  );
  app.patch('/schedule', { config: SCHEDULES, schema: { tags: [SCHEDULE_TAG], summary: 'Change a schedule (days given replace the week)', body: updateScheduleRequest } }, async (request) =>
    scheduleService.update(requireAuth(request).tenant, parseInput(updateScheduleRequest, request.body)),
  );
  app.get<IdQuery>('/schedule', { config: SCHEDULE_READS, schema: { tags: [SCHEDULE_TAG], summary: 'A schedule with its seven days', querystring: idQuery } }, async (request) => ({
    data: await scheduleService.find(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/schedule', { config: SCHEDULES, schema: tableRoute(SCHEDULE_TAG, 'Table of schedules') }, async (request) => answerTable(scheduleService.table(requireAuth(request).tenant), request.body, request.query));
  app.delete<IdParams>('/schedule/:id', { config: SCHEDULES, schema: { tags: [SCHEDULE_TAG], summary: 'Delete a schedule (refused while assigned from today on)', params: idParams } }, async (request) =>
    scheduleService.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.get('/select-box/schedule-list', { config: SCHEDULE_READS, schema: selectListRoute(SCHEDULE_TAG, 'Schedules of the company') }, async (request) =>
    scheduleService.selectList(requireAuth(request).tenant),
  );

  app.post('/schedule-assignment', { config: ASSIGNING, schema: { tags: [ASSIGNMENT_TAG], summary: "Give an employee or a team a schedule from a date", body: scheduleAssignmentRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await assignments.create(auth, auth.account.id, parseInput(scheduleAssignmentRequest, request.body)));
  });
  app.post<IdParams>(
    '/schedule-assignment/:id/end',
    { config: ASSIGNING, schema: { tags: [ASSIGNMENT_TAG], summary: 'End an assignment on a date (its last day)', params: idParams, body: scheduleAssignmentEndRequest } },
    async (request) => assignments.end(requireAuth(request), idParam(request.params.id), parseInput(scheduleAssignmentEndRequest, request.body).effectiveTo),
  );
  app.get('/schedule-assignment', { config: ASSIGNING, schema: { tags: [ASSIGNMENT_TAG], summary: "An employee's or a team's assignments, newest first", querystring: scheduleAssignmentQuery } }, async (request) =>
    assignments.history(requireAuth(request), parseInput(scheduleAssignmentQuery, request.query)),
  );
  app.put('/schedule-assignment', { config: ASSIGNING, schema: tableRoute(ASSIGNMENT_TAG, 'Table of schedule assignments (filter target EMPLOYEE or TEAM)') }, async (request) =>
    answerTable(assignments.table(requireAuth(request)), request.body, request.query),
  );

  app.get('/shift-plan', { config: TEAM_SHIFTING, schema: { tags: [PLAN_TAG], summary: "A team's members x days with each day's shift (overrides marked)", querystring: shiftPlanQuery } }, async (request) =>
    assignments.plan(requireAuth(request), parseInput(shiftPlanQuery, request.query)),
  );
  app.put('/shift-override', { config: TEAM_SHIFTING, schema: { tags: [PLAN_TAG], summary: "Set one employee's day to a shift or a rest day, or clear it", body: shiftOverrideRequest } }, async (request) => {
    const auth = requireAuth(request);
    return assignments.setOverride(auth, auth.account.id, parseInput(shiftOverrideRequest, request.body));
  });
};
