import { formatDisplayDate } from '../format/date';
import { manilaDate } from '../manpower/schedule.resolve';

/**
 * School gates (issue 18, decision 0068): what a card tap becomes. Pure rules; the server decides
 * with them under a per-card lock and stores the outcome.
 */

export const TAP_ACTIONS = ['check_in', 'check_out'] as const;
export type TapAction = (typeof TAP_ACTIONS)[number];
export const TAP_ACTION_LABELS: Record<TapAction, string> = { check_in: 'Check in', check_out: 'Check out' };

export const TAP_PERSON_TYPES = ['student', 'guardian'] as const;
export type TapPersonType = (typeof TAP_PERSON_TYPES)[number];
export const TAP_PERSON_LABELS: Record<TapPersonType, string> = { student: 'Student', guardian: 'Guardian' };

/** The same card again less than this many seconds from a stored tap (before or after it) is a duplicate. */
export const TAP_DUPLICATE_SECONDS = 60;

/** A gate device is online when it was heard from (a tap, a poll) within this many seconds. */
export const SCHOOL_DEVICE_ONLINE_SECONDS = 120;
export const SCHOOL_DEVICE_CONNECTIONS = ['online', 'offline'] as const;
export type SchoolDeviceConnection = (typeof SCHOOL_DEVICE_CONNECTIONS)[number];

/** A tap may carry a reader's time a little ahead of ours (clock drift), not more than this. */
export const TAP_FUTURE_TOLERANCE_SECONDS = 600;

/** The school day of a tap: its Asia/Manila calendar date (UTC+8, no daylight saving), YYYY-MM-DD. */
export function schoolDay(tappedAt: Date): string {
  return manilaDate(tappedAt);
}

/** Whether two taps of one card are one physical tap: less than TAP_DUPLICATE_SECONDS apart, either way. */
export function isDuplicateTap(a: Date, b: Date): boolean {
  return Math.abs(a.getTime() - b.getTime()) < TAP_DUPLICATE_SECONDS * 1000;
}

/**
 * The action of a tap from the number of the card's stored taps earlier on the same school day:
 * the first of the day checks in, then out, then in…
 */
export function actionForPosition(earlierSameDay: number): TapAction {
  return earlierSameDay % 2 === 0 ? 'check_in' : 'check_out';
}

export interface StoredTap {
  tappedAt: Date;
  action: TapAction;
}

export type TapDecision = { duplicate: true; action: TapAction; of: StoredTap } | { duplicate: false; action: TapAction };

/**
 * What a new tap becomes, given the card's stored tap nearest to it in time (any day) and how many
 * of the card's stored taps are earlier than it on its school day.
 *
 * - Within 60 s of a stored tap (before or after it: a reader uploading buffered taps late, or the
 *   same upload sent twice): a duplicate, answered with that tap's action, nothing stored.
 * - Otherwise its place in the day by its own time decides: even -> check_in, odd -> check_out. A
 *   late-uploaded tap that lands between stored ones takes the action of its place; taps stored
 *   before it are never rewritten (their notices went out already).
 */
export function decideTap(tappedAt: Date, context: { nearest: StoredTap | null; earlierSameDay: number }): TapDecision {
  if (context.nearest && isDuplicateTap(context.nearest.tappedAt, tappedAt)) return { duplicate: true, action: context.nearest.action, of: context.nearest };
  return { duplicate: false, action: actionForPosition(context.earlierSameDay) };
}

/**
 * A card's taps replayed in arrival order with `decideTap` (the server's sequence, for tests and
 * the documentation): each tap's decision against the taps stored before it.
 */
export function replayTaps(arrivals: readonly Date[]): TapDecision[] {
  const stored: StoredTap[] = [];
  return arrivals.map((tappedAt) => {
    let nearest: StoredTap | null = null;
    for (const tap of stored) {
      if (!nearest || Math.abs(tap.tappedAt.getTime() - tappedAt.getTime()) < Math.abs(nearest.tappedAt.getTime() - tappedAt.getTime())) nearest = tap;
    }
    const day = schoolDay(tappedAt);
    const earlierSameDay = stored.filter((tap) => schoolDay(tap.tappedAt) === day && tap.tappedAt.getTime() < tappedAt.getTime()).length;
    const decision = decideTap(tappedAt, { nearest, earlierSameDay });
    if (!decision.duplicate) stored.push({ tappedAt, action: decision.action });
    return decision;
  });
}

/** A device's connection: online when heard from within SCHOOL_DEVICE_ONLINE_SECONDS of `now`. */
export function schoolDeviceConnection(lastSeenAt: Date | string | null, now: Date = new Date()): SchoolDeviceConnection {
  if (!lastSeenAt) return 'offline';
  const seen = typeof lastSeenAt === 'string' ? new Date(lastSeenAt) : lastSeenAt;
  return now.getTime() - seen.getTime() <= SCHOOL_DEVICE_ONLINE_SECONDS * 1000 ? 'online' : 'offline';
}

/** When a device seen at `lastSeenAt` turns offline (the page's timer), or null when never seen. */
export function schoolDeviceOfflineAt(lastSeenAt: Date | string | null): Date | null {
  if (!lastSeenAt) return null;
  const seen = typeof lastSeenAt === 'string' ? new Date(lastSeenAt) : lastSeenAt;
  return new Date(seen.getTime() + SCHOOL_DEVICE_ONLINE_SECONDS * 1000 + 1);
}

export const NOTICE_LANGUAGES = ['en', 'fil'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

export interface TapNoticeFacts {
  /** The student's name as the school keeps it. */
  studentName: string;
  action: TapAction;
  gateName: string;
  tappedAt: Date;
  /** The school (company) name, first in an SMS so the parent knows who writes. */
  schoolName: string;
}

const FILIPINO_MONTHS = ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'];

/** The tap's Manila clock time, "7:42 AM". */
export function noticeClock(tappedAt: Date): string {
  const local = new Date(tappedAt.getTime() + 8 * 60 * 60_000);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The tap's Manila date for the notice: "28 Nov 2026", in Filipino "28 Nob 2026". */
export function noticeDate(tappedAt: Date, language: NoticeLanguage): string {
  if (language === 'en') return formatDisplayDate(tappedAt);
  const [year, month, day] = schoolDay(tappedAt).split('-').map(Number);
  return `${day} ${FILIPINO_MONTHS[month - 1]} ${year}`;
}

/**
 * The guardian's notice of a student's tap, in English or Filipino: a subject for mail and one
 * text for both mail and SMS (short enough for one or two SMS parts).
 */
export function tapNotice(language: NoticeLanguage, facts: TapNoticeFacts): { subject: string; text: string } {
  const clock = noticeClock(facts.tappedAt);
  const date = noticeDate(facts.tappedAt, language);
  const gate = facts.gateName.trim() || (language === 'fil' ? 'gate' : 'the gate');
  if (language === 'fil') {
    const verb = facts.action === 'check_in' ? 'pumasok sa paaralan' : 'lumabas ng paaralan';
    return {
      subject: `${facts.studentName}: ${facts.action === 'check_in' ? 'pumasok' : 'lumabas'} ${clock}`,
      text: `${facts.schoolName}: Si ${facts.studentName} ay ${verb} sa ${gate} nang ${clock}, ${date}.`,
    };
  }
  const verb = facts.action === 'check_in' ? 'arrived at school' : 'left school';
  return {
    subject: `${facts.studentName} ${facts.action === 'check_in' ? 'checked in' : 'checked out'} at ${clock}`,
    text: `${facts.schoolName}: ${facts.studentName} ${verb} through ${gate} at ${clock} on ${date}.`,
  };
}

/** A guardian's language as stored ('en' unless 'fil'). */
export const noticeLanguage = (stored: string | null | undefined): NoticeLanguage => (stored === 'fil' ? 'fil' : 'en');
