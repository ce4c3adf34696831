import { manilaTime, type CalendarEvent } from '@haligi/shared';

/** Each kind of event's colour and name; an overdue task is red. */
export const TYPE_LABEL: Record<CalendarEvent['type'], string> = {
  MEETING: 'Meeting',
  TASK: 'Task',
  HOLIDAY: 'Holiday',
  CUTOFF: 'Payroll cutoff',
  PAY_DAY: 'Pay day',
};

const TYPE_COLOR: Record<CalendarEvent['type'], string> = { MEETING: 'blue', TASK: 'teal', HOLIDAY: 'grape', CUTOFF: 'orange', PAY_DAY: 'orange' };

/** Text on an event's light background: the colour's darkest shade, dark grey for orange (its darkest is too light on its lightest). */
export const textColorOf = (color: string) => (color === 'orange' ? 'var(--mantine-color-dark-7)' : `var(--mantine-color-${color}-9)`);

export const eventColor = (event: Pick<CalendarEvent, 'type' | 'state'>) => (event.type === 'TASK' && event.state === 'overdue' ? 'red' : TYPE_COLOR[event.type]);

/** The legend under the toolbar. */
export const LEGEND = [
  { label: 'Meeting', color: 'blue' },
  { label: 'Task', color: 'teal' },
  { label: 'Overdue task', color: 'red' },
  { label: 'Holiday', color: 'grape' },
  { label: 'Payroll', color: 'orange' },
] as const;

/** "10:00 AM" of an instant, Philippine time. */
export function clockTime(instant: string): string {
  const [h, m] = manilaTime(instant).split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const dayFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options });
const longDay = dayFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = dayFormat({ weekday: 'short', day: 'numeric', month: 'short' });
const monthYear = dayFormat({ month: 'long', year: 'numeric' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Thursday 3 December 2026" */
export const longDayLabel = (day: string) => longDay.format(asDate(day));
/** "Thu 3 Dec" */
export const shortDayLabel = (day: string) => shortDay.format(asDate(day));
/** "December 2026" */
export const monthLabel = (day: string) => monthYear.format(asDate(day));

/** A state in words: "done", "overdue", or nothing for an open event. */
export const stateWord = (event: Pick<CalendarEvent, 'state' | 'type'>) => (event.state === 'overdue' ? 'overdue' : event.state === 'done' ? (event.type === 'TASK' ? 'done' : 'past') : '');

/** What a screen reader hears after an event chip's visible time and title: ", Meeting, to 11:30 AM", ", Task, all day, overdue". */
export function eventSuffix(event: CalendarEvent): string {
  const when = event.allDay ? 'all day' : `to ${clockTime(event.endsAt!)}`;
  return `, ${[TYPE_LABEL[event.type], when, stateWord(event)].filter(Boolean).join(', ')}`;
}
