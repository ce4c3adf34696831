import { CronExpressionParser } from 'cron-parser';

/** Schedules are read in Philippine time: `0 2 * * *` runs at 2:00 AM in Manila. */
export const SCHEDULE_TIME_ZONE = 'Asia/Manila';
/** How many coming run times the cron dialog shows. */
export const NEXT_RUNS_SHOWN = 5;
export const MAX_CRON_LENGTH = 100;

/** The five fields of a cron expression, in order, as people name them. */
export const CRON_FIELDS = ['minute', 'hour', 'day of month', 'month', 'day of week'] as const;

/** The plain-words reason a cron expression is refused, or null when it is a valid five-field expression. */
export function cronProblem(expression: string): string | null {
  const trimmed = expression.trim();
  if (trimmed === '') return 'Enter a cron expression such as "0 2 * * *" (every day at 2:00 AM)';
  if (trimmed.length > MAX_CRON_LENGTH) return `A cron expression has at most ${MAX_CRON_LENGTH} characters`;
  const fields = trimmed.split(/\s+/);
  if (fields.length !== CRON_FIELDS.length) {
    return `A cron expression has 5 fields (${CRON_FIELDS.join(', ')}); this one has ${fields.length}`;
  }
  try {
    const parsed = CronExpressionParser.parse(trimmed, { tz: SCHEDULE_TIME_ZONE });
    // Some expressions parse but never match (30 February): no next run is a refusal too.
    parsed.next();
    return null;
  } catch (error) {
    return `Not a valid cron expression: ${plainParserReason(error)}`;
  }
}

/** Words of the parser that must not reach a person as they are (they read like code). */
const RAW_PARSER_WORDS = /expected|received|invalid|NaN|undefined|alias/i;

/** The parser's reason in plain words ("61 is outside 0-59"); the expression itself is not echoed. */
function plainParserReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const range = /got value (\S+) expected range (\d+)-(\d+)/.exec(message);
  if (range) return RAW_PARSER_WORDS.test(range[1]) ? `a value is outside ${range[2]}-${range[3]}` : `${range[1]} is outside ${range[2]}-${range[3]}`;
  if (/repeat at every 0/i.test(message)) return 'a step of 0 never repeats';
  if (/day of month/i.test(message)) return 'that day of the month never comes in that month';
  if (/alias|invalid characters/i.test(message)) return 'a field holds a word cron does not know (use numbers, or names such as mon or jan)';
  const reason = message.replace(/^(Constraint|Validation) error,\s*/i, '').trim();
  return reason && !RAW_PARSER_WORDS.test(reason) ? reason.charAt(0).toLowerCase() + reason.slice(1) : 'a field holds a value cron does not accept';
}

/**
 * The next `count` run times strictly after `from`, in Philippine time. Throws with the plain reason
 * when the expression is invalid (check with `cronProblem` first).
 */
export function nextRuns(expression: string, from: Date, count: number = NEXT_RUNS_SHOWN): Date[] {
  const problem = cronProblem(expression);
  if (problem) throw new Error(problem);
  const parsed = CronExpressionParser.parse(expression.trim(), { tz: SCHEDULE_TIME_ZONE, currentDate: from });
  const runs: Date[] = [];
  for (let i = 0; i < count; i++) {
    try {
      runs.push(parsed.next().toDate());
    } catch {
      break;
    }
  }
  return runs;
}

/** The first run strictly after `from`. */
export function nextRun(expression: string, from: Date): Date {
  const [next] = nextRuns(expression, from, 1);
  if (!next) throw new Error(`"${expression}" has no run after ${from.toISOString()}`);
  return next;
}
