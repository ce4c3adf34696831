import {
  CALENDAR_MESSAGES,
  EMAIL_MESSAGES,
  findInvalidRecipients,
  htmlToText,
  splitRecipients,
  type leadEmailRequest,
  type scheduleMeetingRequest,
} from '@haligi/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { calendarEvents } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, unprocessable } from '../../http/errors';
import { recordPath } from '../calendar/calendar-events.service';
import { pushCalendarChanged } from '../calendar/calendar-pushes';
import { sendMeetingInvitation, type Organizer } from '../calendar/meeting-invitation';
import { MemberMailService } from '../email-send/member-mail.service';
import { recordActivity } from './activity-log';
import { findPipelineRecord } from './activities.service';

type MeetingRequest = z.infer<typeof scheduleMeetingRequest>;
type EmailRequest = z.infer<typeof leadEmailRequest>;

/** Recipients of one field: split by comma and trimmed, each a valid address (spec document 2 section 5). */
function readRecipients(field: string, text: string): string[] {
  const recipients = splitRecipients(text);
  const invalid = findInvalidRecipients(recipients);
  if (invalid.length) throw badRequest(invalid.map((recipient) => `${field}: ${recipient} is not a valid email address`));
  return recipients;
}

/** The lead and project pages' quick actions: meetings (both) and mail (leads), each kept in the timeline (notes: lead-notes.service.ts; tasks: modules/tasks). */
export class LeadActionsService {
  private memberMail: MemberMailService;

  constructor(private context: AppContext) {
    this.memberMail = MemberMailService.of(context);
  }

  private inTransaction<T>(tenant: Tenant, work: (tx: Db) => Promise<T>): Promise<T> {
    return tenant.db.transaction(async (transaction) => work(transaction as unknown as Db));
  }

  /**
   * A meeting on a lead or project (one table, `projectId`); its attendees get an invitation with an
   * .ics (calendar/meeting-invitation.ts) in the same transaction, and the calendars of the members
   * who can see it hear calendar-changed.
   */
  async scheduleMeeting(tenant: Tenant, organizer: Organizer & { accountId: number }, record: { kind: 'LEAD' | 'PROJECT'; id: number }, input: MeetingRequest) {
    const recordId = record.id;
    await findPipelineRecord(tenant, recordId, record.kind === 'LEAD');
    if (input.endsAt.getTime() <= input.startsAt.getTime()) throw badRequest(['endsAt: must be after the start']);
    const attendees = [...new Set(splitRecipients(input.attendees))];
    const invalid = findInvalidRecipients(attendees);
    if (invalid.length) throw badRequest(invalid.map(CALENDAR_MESSAGES.invalidAttendee));
    const accountId = organizer.accountId;
    const event = await this.inTransaction(tenant, async (tx) => {
      const [row] = await tx
        .insert(calendarEvents)
        .values(tenant.values({ projectId: recordId, title: input.title, startsAt: input.startsAt, endsAt: input.endsAt, place: input.place, description: input.description, attendees, createdById: accountId }))
        .returning();
      await recordActivity(tx, tenant, {
        projectId: recordId,
        kind: 'MEETING',
        message: `Meeting scheduled: ${row.title}`,
        data: { eventId: row.id, title: row.title, startsAt: row.startsAt, endsAt: row.endsAt, place: row.place, attendees },
        accountId,
      });
      await sendMeetingInvitation(this.context.mailer, tx, this.context.config.publicUrl, { ...row, path: recordPath(record.kind, recordId) }, organizer, false);
      return row;
    });
    await pushCalendarChanged(this.context.realtime, tenant, { id: event.id, createdById: accountId, attendees, record: record.kind }, { action: 'scheduled', meetingId: event.id, by: { accountId } });
    return { data: event, message: 'Meeting scheduled' };
  }

  /**
   * Through the member's own mailbox when they configured one (at once; a refusal answers
   * `{success: false, message: "Failed to send email: <reason>"}` and records nothing), otherwise
   * through the system outbox: one outbox row per send, every To recipient in `to`, Cc and Bcc
   * riding with the delivery job so SMTP gets them; Cc is also written at the top of the text (it
   * is visible to recipients anyway), Bcc never is.
   */
  async sendEmail(tenant: Tenant, accountId: number, leadId: number, input: EmailRequest) {
    await findPipelineRecord(tenant, leadId, true);
    const to = readRecipients('to', input.to);
    if (!to.length) throw badRequest(EMAIL_MESSAGES.noRecipient);
    const cc = readRecipients('cc', input.cc);
    const bcc = readRecipients('bcc', input.bcc);
    const mailbox = await this.memberMail.mailbox(tenant, accountId);
    if (mailbox) {
      const sent = await this.memberMail.send(tenant, accountId, mailbox, { to, cc, bcc, subject: input.subject, html: input.html, projectId: leadId });
      if (sent.success) {
        await recordActivity(tenant.db, tenant, {
          projectId: leadId,
          kind: 'EMAIL',
          message: `Email sent to ${to.join(', ')}: ${input.subject}`,
          data: { sentEmailId: sent.sentEmailId, from: mailbox.fromEmail, to, cc, bcc, subject: input.subject },
          accountId,
        });
      }
      return { success: sent.success, message: sent.message };
    }
    const body = htmlToText(input.html);
    const text = cc.length ? `Cc: ${cc.join(', ')}\n\n${body}` : body;
    await this.inTransaction(tenant, async (tx) => {
      const mail = await this.context.mailer.send({ companyId: tenant.companyId, to: to.join(', '), subject: input.subject, text, html: input.html, cc, bcc }, tx);
      await recordActivity(tx, tenant, {
        projectId: leadId,
        kind: 'EMAIL',
        message: `Email sent to ${to.join(', ')}: ${input.subject}`,
        data: { outboxId: mail.id, to, cc, bcc, subject: input.subject },
        accountId,
      });
    });
    return { success: true, message: EMAIL_MESSAGES.sent };
  }
}
