import { buildInvitationIcs, formatDisplayDateTime, ICS_CONTENT_TYPE } from '@haligi/shared';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail/mailer';

/** A meeting as its invitation needs it. */
export interface InvitedMeeting {
  id: number;
  companyId: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  description: string;
  attendees: string[];
  sequence: number;
  /** The lead's or project's web path, when it has one. */
  path: string | null;
}

export interface Organizer {
  name: string;
  email: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stable UID of a meeting's invitations: every later one updates the same calendar entry. */
export const meetingUid = (meeting: { id: number; companyId: number }) => `meeting-${meeting.id}-${meeting.companyId}@haligi`;

/**
 * Mails a meeting's attendees one invitation with `invite.ics` (METHOD:REQUEST) attached, through
 * the queue in the caller's transaction: on scheduling (`moved` false) and on every move (the
 * meeting's raised SEQUENCE makes calendar clients replace the entry). No attendees, no mail.
 */
export async function sendMeetingInvitation(mailer: Mailer, db: Db, publicUrl: string, meeting: InvitedMeeting, organizer: Organizer, moved: boolean) {
  if (!meeting.attendees.length) return null;
  const url = meeting.path ? `${publicUrl}${meeting.path}` : undefined;
  const ics = buildInvitationIcs({
    uid: meetingUid(meeting),
    sequence: meeting.sequence,
    stamp: new Date(),
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary: meeting.title,
    description: meeting.description,
    location: meeting.place,
    url,
    organizer,
    attendees: meeting.attendees.map((email) => ({ email })),
  });
  const when = `${formatDisplayDateTime(meeting.startsAt)} to ${formatDisplayDateTime(meeting.endsAt)} (Philippine time)`;
  const lead = moved ? `${organizer.name} moved the meeting "${meeting.title}".` : `${organizer.name} invites you to the meeting "${meeting.title}".`;
  const lines = [lead, `When: ${when}`, ...(meeting.place ? [`Where: ${meeting.place}`] : []), ...(meeting.description ? ['', meeting.description] : [])];
  const text = `${lines.join('\n')}\n\nThe attached invite.ics adds it to your calendar.\n\nHaligi`;
  const html = `${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('')}<p>The attached invite.ics adds it to your calendar.</p><p>Haligi</p>`;
  return mailer.send(
    {
      companyId: meeting.companyId,
      to: meeting.attendees.join(', '),
      subject: `${moved ? 'Moved' : 'Invitation'}: ${meeting.title}, ${formatDisplayDateTime(meeting.startsAt)}`,
      text,
      html,
      attachments: [{ filename: 'invite.ics', contentType: ICS_CONTENT_TYPE, content: Buffer.from(ics, 'utf8') }],
    },
    db,
  );
}
