import { describe, expect, it } from 'vitest';
import {
  actionForPosition,
  decideTap,
  isDuplicateTap,
  noticeClock,
  noticeDate,
  noticeLanguage,
  replayTaps,
  schoolDay,
  schoolDeviceConnection,
  schoolDeviceOfflineAt,
  tapNotice,
} from './gate.rules';
import { tapRequest } from './gate.schemas';

const at = (iso: string) => new Date(iso);

describe('schoolDay', () => {
  it('is the Asia/Manila calendar day of the tap', () => {
    expect(schoolDay(at('2026-11-27T23:59:00+08:00'))).toBe('2026-11-27');
    expect(schoolDay(at('2026-11-28T00:01:00+08:00'))).toBe('2026-11-28');
    // 16:00 UTC is midnight in Manila.
    expect(schoolDay(at('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(schoolDay(at('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });
});

describe('isDuplicateTap', () => {
  it('is under 60 seconds apart, either way', () => {
    const first = at('2026-11-28T07:00:00+08:00');
    expect(isDuplicateTap(first, at('2026-11-28T07:00:59.999+08:00'))).toBe(true);
    expect(isDuplicateTap(at('2026-11-28T07:00:59.999+08:00'), first)).toBe(true);
    expect(isDuplicateTap(first, first)).toBe(true);
    expect(isDuplicateTap(first, at('2026-11-28T07:01:00+08:00'))).toBe(false);
    expect(isDuplicateTap(first, at('2026-11-28T06:59:00+08:00'))).toBe(false);
  });
});

describe('actionForPosition', () => {
  it('alternates starting with check_in', () => {
    expect([0, 1, 2, 3, 4].map(actionForPosition)).toEqual(['check_in', 'check_out', 'check_in', 'check_out', 'check_in']);
  });
});

describe('decideTap', () => {
  const stored = { tappedAt: at('2026-11-28T07:00:00+08:00'), action: 'check_in' as const };
  it('a tap near a stored one is a duplicate with its action', () => {
    expect(decideTap(at('2026-11-28T07:00:30+08:00'), { nearest: stored, earlierSameDay: 1 })).toEqual({ duplicate: true, action: 'check_in', of: stored });
  });
  it('otherwise its place in the day decides', () => {
    expect(decideTap(at('2026-11-28T07:01:00+08:00'), { nearest: stored, earlierSameDay: 1 })).toEqual({ duplicate: false, action: 'check_out' });
    expect(decideTap(at('2026-11-28T07:01:00+08:00'), { nearest: null, earlierSameDay: 0 })).toEqual({ duplicate: false, action: 'check_in' });
    expect(decideTap(at('2026-11-28T07:01:00+08:00'), { nearest: null, earlierSameDay: 2 })).toEqual({ duplicate: false, action: 'check_in' });
  });
});

describe('replayTaps', () => {
  const actions = (times: string[]) => replayTaps(times.map(at)).map((d) => (d.duplicate ? `dup:${d.action}` : d.action));

  it('alternates in and out within a day, duplicates ignored', () => {
    expect(actions(['2026-11-28T07:00:00+08:00', '2026-11-28T07:00:20+08:00', '2026-11-28T12:00:00+08:00', '2026-11-28T13:00:00+08:00', '2026-11-28T16:00:00+08:00'])).toEqual([
      'check_in',
      'dup:check_in',
      'check_out',
      'check_in',
      'check_out',
    ]);
  });

  it('starts again with check_in on the next Manila day (23:59 then 00:01)', () => {
    expect(actions(['2026-11-27T23:59:00+08:00', '2026-11-28T00:01:00+08:00'])).toEqual(['check_in', 'check_in']);
    // Two minutes apart in one day: the second checks out.
    expect(actions(['2026-11-28T23:57:00+08:00', '2026-11-28T23:59:00+08:00'])).toEqual(['check_in', 'check_out']);
  });

  it('the same tap uploaded twice is a duplicate', () => {
    expect(actions(['2026-11-28T07:00:00+08:00', '2026-11-28T07:00:00+08:00'])).toEqual(['check_in', 'dup:check_in']);
  });

  it('a late upload takes the action of its own place in the day; stored taps keep theirs', () => {
    // 12:00 arrives first (check_in), then the buffered 07:00 arrives: nothing earlier that day, so check_in too.
    expect(actions(['2026-11-28T12:00:00+08:00', '2026-11-28T07:00:00+08:00', '2026-11-28T16:00:00+08:00'])).toEqual(['check_in', 'check_in', 'check_in']);
    // A late tap 30 s before a stored one is the same tap.
    expect(actions(['2026-11-28T07:00:30+08:00', '2026-11-28T07:00:00+08:00'])).toEqual(['check_in', 'dup:check_in']);
  });
});

describe('schoolDeviceConnection', () => {
  const now = at('2026-11-28T08:00:00Z');
  it('is online within 120 seconds, offline after or never seen', () => {
    expect(schoolDeviceConnection(null, now)).toBe('offline');
    expect(schoolDeviceConnection(at('2026-11-28T07:58:00Z'), now)).toBe('online');
    expect(schoolDeviceConnection('2026-11-28T07:57:59.999Z', now)).toBe('offline');
    expect(schoolDeviceOfflineAt(null)).toBeNull();
    expect(schoolDeviceOfflineAt('2026-11-28T07:58:00Z')!.toISOString()).toBe('2026-11-28T08:00:00.001Z');
  });
});

describe('tapNotice', () => {
  const facts = { studentName: 'Maria Santos', gateName: 'Main Gate', tappedAt: at('2026-11-28T07:42:10+08:00'), schoolName: 'San Isidro School' };
  it('English', () => {
    expect(tapNotice('en', { ...facts, action: 'check_in' })).toEqual({
      subject: 'Maria Santos checked in at 7:42 AM',
      text: 'San Isidro School: Maria Santos arrived at school through Main Gate at 7:42 AM on 28 Nov 2026.',
    });
    expect(tapNotice('en', { ...facts, action: 'check_out', tappedAt: at('2026-11-28T16:05:00+08:00') }).text).toBe('San Isidro School: Maria Santos left school through Main Gate at 4:05 PM on 28 Nov 2026.');
  });
  it('Filipino', () => {
    expect(tapNotice('fil', { ...facts, action: 'check_in' })).toEqual({
      subject: 'Maria Santos: pumasok 7:42 AM',
      text: 'San Isidro School: Si Maria Santos ay pumasok sa paaralan sa Main Gate nang 7:42 AM, 28 Nob 2026.',
    });
    expect(tapNotice('fil', { ...facts, action: 'check_out', gateName: '' }).text).toBe('San Isidro School: Si Maria Santos ay lumabas ng paaralan sa gate nang 7:42 AM, 28 Nob 2026.');
  });
  it('clock and date edges', () => {
    expect(noticeClock(at('2026-11-28T00:05:00+08:00'))).toBe('12:05 AM');
    expect(noticeClock(at('2026-11-28T12:00:00+08:00'))).toBe('12:00 PM');
    expect(noticeClock(at('2026-11-28T11:59:00+08:00'))).toBe('11:59 AM');
    expect(noticeDate(at('2026-01-01T00:00:00+08:00'), 'fil')).toBe('1 Ene 2026');
    expect(tapNotice('en', { ...facts, gateName: ' ', action: 'check_in' }).text).toContain('through the gate');
  });
  it('language defaults to English', () => {
    expect(noticeLanguage('fil')).toBe('fil');
    expect(noticeLanguage('en')).toBe('en');
    expect(noticeLanguage('')).toBe('en');
    expect(noticeLanguage(null)).toBe('en');
  });
});

describe('tapRequest', () => {
  it('needs an offset and a real time not far in the future', () => {
    expect(tapRequest.safeParse({ cardNumber: ' 0012345 ', tappedAt: '2026-11-28T07:42:10+08:00' }).data).toEqual({ cardNumber: '0012345', tappedAt: at('2026-11-28T07:42:10+08:00') });
    expect(tapRequest.safeParse({ cardNumber: 'A1', tappedAt: '2026-11-20T07:42:10Z' }).success).toBe(true);
    expect(tapRequest.safeParse({ cardNumber: 'A1', tappedAt: '2026-11-28T07:42:10' }).success).toBe(false);
    expect(tapRequest.safeParse({ cardNumber: 'A1', tappedAt: '2026-13-28T07:42:10+08:00' }).success).toBe(false);
    expect(tapRequest.safeParse({ cardNumber: 'A1', tappedAt: new Date(Date.now() + 3600_000).toISOString() }).success).toBe(false);
    expect(tapRequest.safeParse({ cardNumber: '', tappedAt: '2026-11-20T07:42:10Z' }).success).toBe(false);
    expect(tapRequest.safeParse({ cardNumber: 'x'.repeat(33), tappedAt: '2026-11-20T07:42:10Z' }).success).toBe(false);
  });
});
