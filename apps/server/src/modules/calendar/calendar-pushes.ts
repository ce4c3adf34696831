import { hasPermission, PUSH, recordScopeOf, type CalendarChangedPayload, type CalendarRecordKind, type PermissionRole } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { accounts, roles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Realtime } from '../realtime/realtime';

/** A meeting as its audience needs it. */
export interface PushedMeeting {
  id: number;
  createdById: number | null;
  attendees: string[];
  /** LEAD or PROJECT when it is on a record, null otherwise. */
  record: CalendarRecordKind;
}

/**
 * The company members whose calendar shows the meeting (calendar-events.service.ts): CALENDAR_ACCESS
 * and, on a lead or project, its scope; on no record, its creator and the attendees with an account.
 */
export async function meetingAudience(tenant: Tenant, meeting: PushedMeeting): Promise<number[]> {
  const members = await tenant.db
    .select({ id: accounts.id, email: accounts.email, isDeveloper: roles.isDeveloper, isFullAccess: roles.isFullAccess, scopeList: roles.scopeList })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(tenant.where(accounts, eq(accounts.isDeleted, false)));
  const scope = recordScopeOf(meeting.record);
  const attendees = new Set(meeting.attendees.map((email) => email.toLowerCase()));
  return members
    .filter((member) => {
      const role = { isDeveloper: member.isDeveloper, isFullAccess: member.isFullAccess, scopeList: member.scopeList } as PermissionRole;
      if (!hasPermission(role, 'CALENDAR_ACCESS')) return false;
      if (scope) return hasPermission(role, scope);
      return member.id === meeting.createdById || attendees.has(member.email.toLowerCase());
    })
    .map((member) => member.id);
}

/** Pushes calendar-changed to the account rooms of everyone who can see the meeting. */
export async function pushCalendarChanged(realtime: Realtime, tenant: Tenant, meeting: PushedMeeting, payload: CalendarChangedPayload) {
  if (realtime.closing) return;
  const audience = await meetingAudience(tenant, meeting);
  if (audience.length) realtime.io.to(audience.map((id) => `account:${id}`)).emit(PUSH.calendarChanged, payload);
}
