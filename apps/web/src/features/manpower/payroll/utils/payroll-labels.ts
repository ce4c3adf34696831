import { cutoffRanges, type ContributionSplit, type CutoffStatus, type PayrollFrequency } from '@haligi/shared';

export const FREQUENCY_LABEL: Record<PayrollFrequency, string> = { SEMI_MONTHLY: 'Semi-monthly', MONTHLY: 'Monthly', WEEKLY: 'Weekly' };

export const SPLIT_LABEL: Record<ContributionSplit, string> = {
  FIRST: 'All on the first cutoff',
  SECOND: 'All on the second cutoff',
  HALF: 'Half on each cutoff',
};

/** Status badge colours (filled, white text: StageBadge darkens the light hues for 4.5:1). */
export const CUTOFF_STATUS = {
  OPEN: { label: 'Open', color: 'gray' },
  PROCESSING: { label: 'Processing', color: 'blue' },
  FOR_APPROVAL: { label: 'For approval', color: 'orange' },
  APPROVED: { label: 'Approved', color: 'teal' },
  POSTED: { label: 'Posted', color: 'violet' },
} as const satisfies Record<CutoffStatus, { label: string; color: string }>;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd". */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

const dayOf = (date: string) => Number(date.slice(8, 10));

/**
 * What a start day means in plain words, from the same rule the server generates cutoffs with
 * (`cutoffRanges`, March 2026 as the example month): "26th–10th and 11th–25th".
 */
export function describeCutoffStart(frequency: PayrollFrequency, cutoffStartDay: number): string {
  if (frequency === 'WEEKLY') {
    const first = WEEKDAYS[cutoffStartDay - 1];
    const last = WEEKDAYS[(cutoffStartDay + 5) % 7];
    return first ? `Weeks run ${first} to ${last}` : 'Pick a weekday 1 (Monday) to 7 (Sunday)';
  }
  if (!Number.isInteger(cutoffStartDay) || cutoffStartDay < 1 || cutoffStartDay > 28) return 'Pick a day 1 to 28';
  const ranges = cutoffRanges({ frequency, cutoffStartDay, payDayOffset: 0 }, 2026, 3);
  const words = ranges.map((r) => {
    // A half ending on the example month's last day (the 31st) runs to the end of any month.
    const end = dayOf(r.periodEnd) === 31 ? 'end of month' : ordinal(dayOf(r.periodEnd));
    return `${ordinal(dayOf(r.periodStart))}–${end}`;
  });
  return frequency === 'MONTHLY' ? (cutoffStartDay === 1 ? 'The calendar month' : `${words[0]} of the next month`) : words.join(' and ');
}
