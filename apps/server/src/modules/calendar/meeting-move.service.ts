import { CALENDAR_MESSAGES, canMoveMeeting, hasPermission, namedFields, type CalendarRecordKind, type MoveMeetingRequest } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { calendarEvents, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { recordActivity } from '../activities/activity-log';
import { listCalendarEvents, recordPath, type CalendarCaller } from './calendar-events.service';
import { pushCalendarChanged } from './calendar-pushes';
import { sendMeetingInvitation } from './meeting-invitation';

/**
 * PATCH /calendar/meeting: a meeting's times, nothing else (decision 0065). Its creator or a holder
 * of its lead's or project's scope may move it (403 otherwise); another company's is 404. A move
 * raises the invitation's SEQUENCE, mails the attendees the new .ics and, on a lead or project,
 * adds a MEETING entry to its timeline, all in one transaction; then the calendars of the members
 * who can see it hear calendar-changed (calendar-pushes.ts).
 */
export async function moveMeeting(context: AppContext, tenant: Tenant, caller: CalendarCaller & { name: string }, input: MoveMeetingRequest) {
  const { id, ...times } = input;
  const pushed = await tenant.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const scoped = tenant.on(tx);
    const [found] = await tx
      .select({ meeting: calendarEvents, isLead: projects.isLead })
      .from(calendarEvents)
      .leftJoin(projects, and(eq(projects.id, calendarEvents.projectId), eq(projects.isDeleted, false)))
      .where(scoped.where(calendarEvents, eq(calendarEvents.id, id), eq(calendarEvents.isDeleted, false)))
      .for('update', { of: calendarEvents });
    if (!found) throw notFound('Meeting');
    const { meeting, isLead } = found;
    const kind: CalendarRecordKind = meeting.projectId === null ? null : isLead === null ? null : isLead ? 'LEAD' : 'PROJECT';
    if (meeting.projectId !== null && kind === null) throw notFound('Meeting');
    if (!canMoveMeeting({ createdById: meeting.createdById, record: kind }, caller.id, (scope) => hasPermission(caller.role, scope))) throw forbidden(CALENDAR_MESSAGES.meetingNotAllowed);
    const startsAt = times.startsAt ?? meeting.startsAt;
    const endsAt = times.endsAt ?? meeting.endsAt;
    if (endsAt.getTime() <= startsAt.getTime()) throw badRequest([CALENDAR_MESSAGES.endsAfterStart]);
    if (startsAt.getTime() === meeting.startsAt.getTime() && endsAt.getTime() === meeting.endsAt.getTime()) return null;
    const [moved] = await tx
      .update(calendarEvents)
      .set({ ...namedFields(times), sequence: meeting.sequence + 1, updatedAt: new Date() })
      .where(scoped.byId(calendarEvents, id))
      .returning();
    if (meeting.projectId !== null) {
      await recordActivity(tx, scoped, {
        projectId: meeting.projectId,
        kind: 'MEETING',
        message: `Meeting moved: ${moved.title}`,
        data: { eventId: moved.id, title: moved.title, startsAt: moved.startsAt, endsAt: moved.endsAt, place: moved.place, from: { startsAt: meeting.startsAt, endsAt: meeting.endsAt } },
        accountId: caller.id,
      });
    }
    await sendMeetingInvitation(
      context.mailer,
      tx,
      context.config.publicUrl,
      { ...moved, path: meeting.projectId !== null ? recordPath(kind, meeting.projectId) : null },
      { name: caller.name, email: caller.email },
      true,
    );
    return { id, createdById: meeting.createdById, attendees: moved.attendees, record: kind };
  });
  if (pushed) await pushCalendarChanged(context.realtime, tenant, pushed, { action: 'moved', meetingId: id, by: { accountId: caller.id } });
  const [meeting] = await tenant.db.select({ startsAt: calendarEvents.startsAt }).from(calendarEvents).where(tenant.byId(calendarEvents, id));
  const day = new Date(meeting.startsAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const { data } = await listCalendarEvents(tenant, caller, { from: day, to: day });
  return { data: data.find((event) => event.key === `meeting-${id}`) ?? null, message: CALENDAR_MESSAGES.meetingMoved };
}
