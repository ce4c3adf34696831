import Decimal from 'decimal.js';
import { formatDate } from '../format/date';
import { WIN_PROBABILITIES } from './lead.constants';
import { CLOSED_LOST_STAGE } from './lead.entry';

// A move into CLOSED_LOST_STAGE (lead.entry.ts) needs a reason.
/** The longest lost reason kept. */
export const LOST_REASON_MAX_LENGTH = 500;

/** Word-for-word messages of the board (issue 12). */
export const BOARD_MESSAGES = {
  lostReasonRequired: 'Please give the reason this lead was lost',
  lostReasonTitle: 'Why was this lead lost?',
  moved: (name: string, stage: string) => `${name} moved to ${stage}`,
  undo: 'Undo',
  undone: 'Move undone',
} as const;

/** Why a move is refused, or null: a move into Closed Lost needs a non-blank reason. */
export function lostReasonProblem(toStage: string, lostReason: string | null | undefined): string | null {
  if (toStage !== CLOSED_LOST_STAGE) return null;
  return lostReason && lostReason.trim() ? null : BOARD_MESSAGES.lostReasonRequired;
}

/**
 * The lost reason a lead keeps after a move: the given one entering Closed Lost, the stored one
 * while it stays there, none once it leaves (the timeline keeps the reason of every loss).
 */
export function lostReasonAfterMove(toStage: string, given: string | null | undefined, stored: string | null): string | null {
  if (toStage !== CLOSED_LOST_STAGE) return null;
  return given?.trim() || stored;
}

/** Win probability as a whole percent (UNKNOWN and unknown keys: 0). */
export function winProbabilityPercent(key: string | null | undefined): number {
  const found = WIN_PROBABILITIES.find((p) => p.key === key);
  return found ? Math.round(found.weight * 100) : 0;
}

/** "75%" for a card; null when the probability is unknown. */
export function winProbabilityLabel(key: string | null | undefined): string | null {
  return WIN_PROBABILITIES.some((p) => p.key === key && p.weight > 0) ? `${winProbabilityPercent(key)}%` : null;
}

/**
 * A column's weighted total: each win probability's peso sum times its weight, added exactly
 * (decimal, 2 places, half up). `sums` are exact numeric texts, one per probability.
 */
export function weightedTotal(sums: readonly { winProbability: string | null; total: string }[]): string {
  const sum = sums.reduce((acc, { winProbability, total }) => acc.plus(new Decimal(total || 0).times(winProbabilityPercent(winProbability)).dividedBy(100)), new Decimal(0));
  return sum.toFixed(2, Decimal.ROUND_HALF_UP);
}

/** Whole calendar days between two YYYY-MM-DD dates (to - from). */
function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * Days a lead has been in its stage: calendar days in Philippine time from the day its stage last
 * changed to today (0 on the day of the change; never negative).
 */
export function daysInStage(stageChangedAt: Date | string | null | undefined, now: Date = new Date()): number {
  const from = formatDate(stageChangedAt ?? null);
  if (!from) return 0;
  return Math.max(0, daysBetween(from, formatDate(now)));
}

/** "0 days", "1 day", "12 days" (in stage). */
export function daysInStageLabel(days: number): string {
  const whole = Math.max(0, days);
  return whole === 1 ? '1 day' : `${whole} days`;
}

/** Exact sum of decimal texts (2 places): a column's total from its per-probability sums. */
export function addMoney(values: readonly string[]): string {
  return values.reduce((acc, value) => acc.plus(new Decimal(value || 0)), new Decimal(0)).toFixed(2, Decimal.ROUND_HALF_UP);
}
