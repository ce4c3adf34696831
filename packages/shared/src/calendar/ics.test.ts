import { describe, expect, it } from 'vitest';
import { manilaInstant } from '../manpower/schedule.resolve';
import { buildInvitationIcs, foldLine, octetsOf, icsText, icsTextValue, icsUtc, icsUtcValue, parseIcs, type IcsInvitation } from './ics';

const invitation: IcsInvitation = {
  uid: 'meeting-12@haligi',
  sequence: 0,
  stamp: new Date('2026-11-28T01:02:03.456Z'),
  start: manilaInstant('2026-12-01', '10:00'),
  end: manilaInstant('2026-12-01', '11:30'),
  summary: 'Site visit; Makati, tower 2',
  description: 'Bring the plans\nand the BOQ',
  location: 'Ayala Ave, Makati',
  url: 'https://haligi.example/member/leads/12',
  organizer: { email: 'sales@bayanihan.ph', name: 'Maria Santos' },
  attendees: [{ email: 'client@example.com' }, { email: 'jose@bayanihan.ph', name: 'Jose "JM" Mercado' }],
};

describe('buildInvitationIcs', () => {
  it('writes one VEVENT with Manila times as UTC, CRLF line ends', () => {
    const text = buildInvitationIcs(invitation);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 7)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Haligi//Calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'UID:meeting-12@haligi']);
    expect(lines).toContain('DTSTART:20261201T020000Z');
    expect(lines).toContain('DTEND:20261201T033000Z');
    expect(lines).toContain('DTSTAMP:20261128T010203Z');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('SUMMARY:Site visit\\; Makati\\, tower 2');
    expect(lines).toContain('DESCRIPTION:Bring the plans\\nand the BOQ');
    expect(lines).toContain('LOCATION:Ayala Ave\\, Makati');
    expect(lines).toContain('ORGANIZER;CN="Maria Santos":mailto:sales@bayanihan.ph');
    expect(lines.slice(-4)).toEqual(['STATUS:CONFIRMED', 'END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('reads back what it wrote: attendees, times and text', () => {
    const props = parseIcs(buildInvitationIcs(invitation));
    const one = (name: string) => props.find((p) => p.name === name)!;
    expect(icsUtcValue(one('DTSTART').value).toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(icsTextValue(one('SUMMARY').value)).toBe('Site visit; Makati, tower 2');
    expect(icsTextValue(one('DESCRIPTION').value)).toBe('Bring the plans\nand the BOQ');
    const attendees = props.filter((p) => p.name === 'ATTENDEE');
    expect(attendees.map((a) => a.value)).toEqual(['mailto:client@example.com', 'mailto:jose@bayanihan.ph']);
    expect(attendees[1].params).toEqual({ CN: 'Jose JM Mercado', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'NEEDS-ACTION', RSVP: 'TRUE' });
    expect(one('URL').value).toBe('https://haligi.example/member/leads/12');
  });

  it('leaves out empty description and place, and refuses an end not after the start', () => {
    const text = buildInvitationIcs({ ...invitation, description: '', location: undefined, url: undefined });
    expect(text).not.toContain('DESCRIPTION');
    expect(text).not.toContain('LOCATION');
    expect(text).not.toContain('URL');
    expect(() => buildInvitationIcs({ ...invitation, end: invitation.start })).toThrow('buildInvitationIcs: the end must be after the start');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'Pagpupulong sa ñ site 🏗 '.repeat(10)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(unescape(encodeURIComponent(part)).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
    const exact = `X:${'a'.repeat(73)}`;
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine(`${exact}b`)).toBe(`${exact}\r\n b`);
  });
});

describe('ics edges', () => {
  it('counts UTF-8 octets at each boundary', () => {
    expect(['\u007f', '\u0080', '\u07ff', '\u0800', '\uffff', '\u{10000}'].map(octetsOf)).toEqual([1, 2, 2, 3, 3, 4]);
  });
  it('writes an attendee without a name, and nothing for what is left out', () => {
    const text = buildInvitationIcs({ ...invitation, description: '', location: '', url: undefined, attendees: [{ email: 'client@example.com' }] });
    const lines = text.split('\r\n');
    expect(lines.slice(7)).toEqual([
      'SEQUENCE:0',
      'DTSTAMP:20261128T010203Z',
      'DTSTART:20261201T020000Z',
      'DTEND:20261201T033000Z',
      'SUMMARY:Site visit\\; Makati\\, tower 2',
      'ORGANIZER;CN="Maria Santos":mailto:sales@bayanihan.ph',
      // 82 octets: folded after the 75th.
      'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:client',
      ' @example.com',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
  it('reads a line without a value, and keeps quotes inside a parameter value', () => {
    expect(parseIcs('BEGIN\r\nX;P=a"b":v\r\n')).toEqual([
      { name: 'BEGIN', params: {}, value: '' },
      { name: 'X', params: { P: 'a"b"' }, value: 'v' },
    ]);
    expect(parseIcs('A:1:2\r\n')).toEqual([{ name: 'A', params: {}, value: '1:2' }]);
  });
  it('reads only whole UTC date-times', () => {
    expect(() => icsUtcValue('x20260105T230405Z')).toThrow('icsUtcValue: x20260105T230405Z is not a UTC date-time');
    expect(() => icsUtcValue('20260105T230405Zx')).toThrow('icsUtcValue: 20260105T230405Zx is not a UTC date-time');
  });
});

describe('ics values', () => {
  it('formats UTC instants and refuses an invalid date', () => {
    expect(icsUtc(new Date('2026-01-05T23:04:05.999Z'))).toBe('20260105T230405Z');
    expect(() => icsUtc(new Date('nope'))).toThrow('icsUtc: not a valid date');
    expect(() => icsUtcValue('20260105T230405')).toThrow('icsUtcValue: 20260105T230405 is not a UTC date-time');
  });
  it('escapes text and reads it back', () => {
    expect(icsText('a\\b;c,d\r\ne\rf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(icsTextValue('a\\\\b\\;c\\,d\\ne\\Nf')).toBe('a\\b;c,d\ne\nf');
  });
  it('keeps a quoted parameter with a colon whole', () => {
    expect(parseIcs('ATTENDEE;CN="A: B":mailto:a@b.c\r\n')).toEqual([{ name: 'ATTENDEE', params: { CN: 'A: B' }, value: 'mailto:a@b.c' }]);
  });
});
