/**
 * Meeting invitations as iCalendar text (RFC 5545): one VCALENDAR with one VEVENT. Times are
 * instants written in UTC (`20261201T020000Z` is 10:00 in Asia/Manila), so every calendar client
 * shows them in its own zone without a VTIMEZONE block. Lines end in CRLF and are folded at 75
 * octets; text values escape backslash, semicolon, comma and newlines.
 */

export interface IcsAttendee {
  email: string;
  name?: string;
}

export interface IcsInvitation {
  /** Stable per meeting, so a later invitation updates the same event. */
  uid: string;
  /** Raised on every change of the meeting (RFC 5545 3.8.7.4); the newest wins in the client. */
  sequence: number;
  /** When the invitation was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: IcsAttendee;
  attendees: readonly IcsAttendee[];
}

export const ICS_PRODUCT_ID = '-//Haligi//Calendar//EN';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST';

/** 2026-12-01T02:00:00.000Z -> 20261201T020000Z */
export function icsUtc(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('icsUtc: not a valid date');
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** A TEXT value (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value: quoted, with the characters a quoted value may not hold dropped (RFC 5545 3.1). */
const icsParam = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** The UTF-8 length of one character (code point). */
export const octetsOf = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** Folds one content line into lines of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char);
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const person = (property: string, who: IcsAttendee, extra: string[] = []) =>
  `${[property, ...(who.name ? [`CN=${icsParam(who.name)}`] : []), ...extra].join(';')}:mailto:${who.email}`;

/** The invitation's .ics text, CRLF line ends, ending with CRLF. */
export function buildInvitationIcs(invitation: IcsInvitation): string {
  if (invitation.end.getTime() <= invitation.start.getTime()) throw new RangeError('buildInvitationIcs: the end must be after the start');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${icsUtc(invitation.stamp)}`,
    `DTSTART:${icsUtc(invitation.start)}`,
    `DTEND:${icsUtc(invitation.end)}`,
    `SUMMARY:${icsText(invitation.summary)}`,
    ...(invitation.description ? [`DESCRIPTION:${icsText(invitation.description)}`] : []),
    ...(invitation.location ? [`LOCATION:${icsText(invitation.location)}`] : []),
    ...(invitation.url ? [`URL:${invitation.url}`] : []),
    person('ORGANIZER', invitation.organizer),
    ...invitation.attendees.map((attendee) => person('ATTENDEE', attendee, ['ROLE=REQ-PARTICIPANT', 'PARTSTAT=NEEDS-ACTION', 'RSVP=TRUE'])),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** One property of a parsed .ics: its name, parameters and raw value. */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Reads .ics text back (unfolding lines, splitting parameters); for tests and previews. */
export function parseIcs(text: string): IcsProperty[] {
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');
  return unfolded.map((line) => {
    let inQuotes = false;
    let colon = -1;
    for (let i = 0; i < line.length; i += 1) {
      if (line[i] === '"') inQuotes = !inQuotes;
      else if (line[i] === ':' && !inQuotes) {
        colon = i;
        break;
      }
    }
    const head = colon === -1 ? line : line.slice(0, colon);
    const [name, ...paramParts] = head.split(';');
    const params = Object.fromEntries(
      paramParts.map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at), part.slice(at + 1).replace(/^"(.*)"$/, '$1')];
      }),
    );
    return { name, params, value: colon === -1 ? '' : line.slice(colon + 1) };
  });
}

/** A TEXT value read back (the inverse of `icsText`). */
export function icsTextValue(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** 20261201T020000Z -> the instant. */
export function icsUtcValue(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new RangeError(`icsUtcValue: ${value} is not a UTC date-time`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}
