import { addDays, delegationActive, formatDate } from '@haligi/shared';

/**
 * A delegation is picked as whole Philippine days, "from" and "until" both included: it starts at
 * midnight of the first day in Manila and ends at midnight after the last (the server's end is
 * exclusive).
 */
export function delegationPeriod(from: string, until: string): { startsAt: string; endsAt: string } {
  return { startsAt: `${from}T00:00:00+08:00`, endsAt: `${addDays(until, 1)}T00:00:00+08:00` };
}

/** The last day a delegation covers, for "until 5 Dec 2026": the day before its exclusive end, in Manila. */
export function lastDayOf(endsAt: string): string {
  return formatDate(new Date(new Date(endsAt).getTime() - 1));
}

/** What a delegation is now: ACTIVE, UPCOMING, or OVER (ended by hand or past its end). */
export function delegationState(delegation: { startsAt: string; endsAt: string; endedAt: string | null }, now: Date = new Date()): 'ACTIVE' | 'UPCOMING' | 'OVER' {
  if (delegationActive(delegation, now)) return 'ACTIVE';
  if (!delegation.endedAt && new Date(delegation.startsAt).getTime() > now.getTime()) return 'UPCOMING';
  return 'OVER';
}
