import {
  addDays,
  canEditTask,
  canMoveMeeting,
  eventDay,
  hasPermission,
  manilaInstant,
  meetingEventState,
  taskEventState,
  todayInManila,
  type AccountInformation,
  type CalendarEvent,
  type CalendarEventsQuery,
  type CalendarRecordKind,
} from '@haligi/shared';
import { aliasedTable, and, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { accounts, calendarEvents, holidays, payrollCutoffs, payrollGroups, projects, tasks } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

/** Who asks: the account (id, email, branch) and its role's scopes. */
export type CalendarCaller = Pick<AccountInformation, 'id' | 'email' | 'branchId' | 'role'>;

const holds = (caller: CalendarCaller) => (scope: string | readonly string[]) => hasPermission(caller.role, scope);

/** Scopes that read payroll cutoffs (the cutoff screens'). */
export const CUTOFF_SCOPES = ['MANPOWER_CUTOFF_MANAGEMENT_ACCESS', 'MANPOWER_PAYROLL_CENTER_ACCESS', 'MANPOWER_PAYROLL_APPROVE_ACCESS'] as const;

/** The web path of a lead or project. */
export const recordPath = (kind: CalendarRecordKind, id: number) => (kind === 'LEAD' ? `/member/leads/${id}` : `/member/project/${id}`);
const recordKind = (isLead: boolean | null): CalendarRecordKind => (isLead === null ? null : isLead ? 'LEAD' : 'PROJECT');

/**
 * Which meetings and tasks of leads and projects the caller sees: a lead's with LEADS_ACCESS, a
 * project's with PROJECT_ACCESS; one on no record only when it is the caller's own (`own`).
 */
function recordVisible(caller: CalendarCaller, projectIdColumn: typeof tasks.projectId | typeof calendarEvents.projectId, own: SQL): SQL {
  const can = holds(caller);
  return or(
    and(isNull(projectIdColumn), own),
    can('LEADS_ACCESS') ? eq(projects.isLead, true) : undefined,
    can('PROJECT_ACCESS') ? eq(projects.isLead, false) : undefined,
  ) as SQL;
}

async function meetingEvents(tenant: Tenant, caller: CalendarCaller, range: CalendarEventsQuery, now: Date): Promise<CalendarEvent[]> {
  const rangeStart = manilaInstant(range.from, '00:00');
  const rangeEnd = manilaInstant(addDays(range.to, 1), '00:00');
  const own = or(eq(calendarEvents.createdById, caller.id), sql`${calendarEvents.attendees} @> ${JSON.stringify([caller.email])}::jsonb`) as SQL;
  const rows = await tenant.db
    .select({ meeting: calendarEvents, recordName: projects.name, isLead: projects.isLead, recordId: projects.id })
    .from(calendarEvents)
    .leftJoin(projects, and(eq(projects.id, calendarEvents.projectId), eq(projects.isDeleted, false)))
    .where(
      tenant.where(
        calendarEvents,
        eq(calendarEvents.isDeleted, false),
        lt(calendarEvents.startsAt, rangeEnd),
        gt(calendarEvents.endsAt, rangeStart),
        // A meeting of a removed lead or project is gone with it.
        or(isNull(calendarEvents.projectId), sql`${projects.id} is not null`),
        recordVisible(caller, calendarEvents.projectId, own),
      ),
    );
  return rows.map(({ meeting, recordName, isLead, recordId }) => {
    const kind = recordId === null ? null : recordKind(isLead);
    return {
      key: `meeting-${meeting.id}`,
      type: 'MEETING',
      id: meeting.id,
      title: meeting.title,
      allDay: false,
      date: null,
      startsAt: meeting.startsAt.toISOString(),
      endsAt: meeting.endsAt.toISOString(),
      state: meetingEventState(meeting, now),
      link: recordId !== null ? recordPath(kind, recordId) : null,
      record: recordId !== null && kind ? { kind, id: recordId, name: recordName ?? '' } : null,
      assignee: null,
      place: meeting.place,
      attendees: meeting.attendees,
      detail: null,
      can: { move: canMoveMeeting({ createdById: meeting.createdById, record: kind }, caller.id, holds(caller)), complete: false },
    };
  });
}

const assignee = aliasedTable(accounts, 'assignee');

async function taskEvents(tenant: Tenant, caller: CalendarCaller, range: CalendarEventsQuery, today: string): Promise<CalendarEvent[]> {
  const own = or(eq(tasks.assigneeId, caller.id), eq(tasks.createdById, caller.id)) as SQL;
  const rows = await tenant.db
    .select({
      task: tasks,
      assigneeName: sql<string | null>`(${assignee.firstName} || ' ' || ${assignee.lastName})`,
      recordName: projects.name,
      isLead: projects.isLead,
      recordId: projects.id,
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(projects, and(eq(projects.id, tasks.projectId), eq(projects.isDeleted, false)))
    .where(
      tenant.where(
        tasks,
        eq(tasks.isDeleted, false),
        gte(tasks.dueDate, range.from),
        lte(tasks.dueDate, range.to),
        or(isNull(tasks.projectId), sql`${projects.id} is not null`),
        recordVisible(caller, tasks.projectId, own),
      ),
    );
  const leadsScope = hasPermission(caller.role, 'LEADS_ACCESS');
  return rows.map(({ task, assigneeName, recordName, isLead, recordId }) => {
    const kind = recordId === null ? null : recordKind(isLead);
    const editable = canEditTask(task, caller.id, leadsScope);
    return {
      key: `task-${task.id}`,
      type: 'TASK',
      id: task.id,
      title: task.title,
      allDay: true,
      date: task.dueDate,
      startsAt: null,
      endsAt: null,
      state: taskEventState({ dueDate: task.dueDate, done: task.doneAt !== null }, today),
      link: recordId !== null ? recordPath(kind, recordId) : '/member/tasks',
      record: recordId !== null && kind ? { kind, id: recordId, name: recordName ?? '' } : null,
      assignee: task.assigneeId ? { id: task.assigneeId, name: assigneeName ?? '' } : null,
      place: '',
      attendees: [],
      detail: null,
      can: { move: editable, complete: editable },
    };
  });
}

/** National holidays, and the local ones of the caller's branch. */
async function holidayEvents(tenant: Tenant, caller: CalendarCaller, range: CalendarEventsQuery, today: string): Promise<CalendarEvent[]> {
  const rows = await tenant.db
    .select()
    .from(holidays)
    .where(
      tenant.where(
        holidays,
        eq(holidays.isDeleted, false),
        gte(holidays.date, range.from),
        lte(holidays.date, range.to),
        caller.branchId !== null ? or(eq(holidays.scope, 'NATIONAL'), eq(holidays.branchId, caller.branchId)) : eq(holidays.scope, 'NATIONAL'),
      ),
    );
  const link = hasPermission(caller.role, 'MANPOWER_HOLIDAYS_ACCESS') ? '/member/manpower/holidays' : null;
  return rows.map((holiday) => ({
    key: `holiday-${holiday.id}`,
    type: 'HOLIDAY',
    id: holiday.id,
    title: holiday.name,
    allDay: true,
    date: holiday.date,
    startsAt: null,
    endsAt: null,
    state: holiday.date < today ? 'done' : 'open',
    link,
    record: null,
    assignee: null,
    place: '',
    attendees: [],
    detail: holiday.type,
    can: { move: false, complete: false },
  }));
}

/** Payroll cutoffs (their last day) and pay days, for the holders of a cutoff screen's scope. */
async function cutoffEvents(tenant: Tenant, caller: CalendarCaller, range: CalendarEventsQuery): Promise<CalendarEvent[]> {
  const can = holds(caller);
  if (!can(CUTOFF_SCOPES)) return [];
  const rows = await tenant.db
    .select({ cutoff: payrollCutoffs, groupName: payrollGroups.name })
    .from(payrollCutoffs)
    .innerJoin(payrollGroups, eq(payrollGroups.id, payrollCutoffs.payrollGroupId))
    .where(
      tenant.where(
        payrollCutoffs,
        or(and(gte(payrollCutoffs.periodEnd, range.from), lte(payrollCutoffs.periodEnd, range.to)), and(gte(payrollCutoffs.payDate, range.from), lte(payrollCutoffs.payDate, range.to))),
      ),
    );
  const link = can('MANPOWER_CUTOFF_MANAGEMENT_ACCESS') ? '/member/manpower/cutoff-management' : can('MANPOWER_PAYROLL_CENTER_ACCESS') ? '/member/manpower/payroll-center' : null;
  const events: CalendarEvent[] = [];
  for (const { cutoff, groupName } of rows) {
    const base = { id: cutoff.id, allDay: true, startsAt: null, endsAt: null, link, record: null, assignee: null, place: '', attendees: [], detail: cutoff.status, can: { move: false, complete: false } };
    const posted = cutoff.status === 'POSTED' ? 'done' : 'open';
    if (cutoff.periodEnd >= range.from && cutoff.periodEnd <= range.to) {
      events.push({ ...base, key: `cutoff-${cutoff.id}`, type: 'CUTOFF', title: `Cutoff ${cutoff.code} ends (${groupName})`, date: cutoff.periodEnd, state: posted });
    }
    if (cutoff.payDate >= range.from && cutoff.payDate <= range.to) {
      events.push({ ...base, key: `payday-${cutoff.id}`, type: 'PAY_DAY', title: `Pay day ${cutoff.code} (${groupName})`, date: cutoff.payDate, state: posted });
    }
  }
  return events;
}

const TYPE_ORDER = { HOLIDAY: 0, CUTOFF: 1, PAY_DAY: 2, TASK: 3, MEETING: 4 } as const;

/** GET /calendar/events: everything of the range the caller's scopes allow; each day's all-day events first, then meetings by time. */
export async function listCalendarEvents(tenant: Tenant, caller: CalendarCaller, range: CalendarEventsQuery, now = new Date()) {
  const today = todayInManila(now);
  const groups = await Promise.all([meetingEvents(tenant, caller, range, now), taskEvents(tenant, caller, range, today), holidayEvents(tenant, caller, range, today), cutoffEvents(tenant, caller, range)]);
  const events = groups.flat().sort(
    (a, b) =>
      eventDay(a).localeCompare(eventDay(b)) ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      (a.startsAt ?? '').localeCompare(b.startsAt ?? '') ||
      a.title.localeCompare(b.title) ||
      a.id - b.id,
  );
  return { from: range.from, to: range.to, today, data: events };
}
