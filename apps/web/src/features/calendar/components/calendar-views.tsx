import { useDroppable } from '@dnd-kit/core';
import { daysBetween, eventDay, type CalendarEvent } from '@haligi/shared';
import { Box, Paper, SimpleGrid, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { EventChip } from './event-chip';
import { clockTime, longDayLabel, shortDayLabel } from './event-style';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The most events a month cell lists before "+N more". */
const MONTH_CELL_LIMIT = 3;

export interface ViewProps {
  from: string;
  to: string;
  today: string;
  /** The month the month view is about (days outside it are dimmed). */
  month?: string;
  events: CalendarEvent[];
  onOpen: (event: CalendarEvent) => void;
  onOpenDay: (day: string) => void;
}

/** Events by their Philippine day. */
export function byDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const day = eventDay(event);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return days;
}

/** A day that takes dropped meetings and tasks. */
function DropDay({ day, children, minHeight }: { day: string; children: ReactNode; minHeight: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  return (
    <Box
      ref={setNodeRef}
      data-testid={`day-${day}`}
      p={4}
      style={{
        minHeight,
        minWidth: 0,
        borderRadius: 4,
        outline: isOver ? '2px solid var(--mantine-color-blue-6)' : undefined,
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      {children}
    </Box>
  );
}

function DayNumber({ day, today, dim, onOpenDay }: { day: string; today: string; dim: boolean; onOpenDay: (day: string) => void }) {
  const isToday = day === today;
  return (
    <UnstyledButton onClick={() => onOpenDay(day)} aria-label={`${longDayLabel(day)}${isToday ? ', today' : ''}: open the day`} aria-current={isToday ? 'date' : undefined}>
      <Text
        size="xs"
        fw={isToday ? 700 : 500}
        c={isToday ? 'white' : dim ? MUTED_TEXT_COLOR : undefined}
        bg={isToday ? 'blue.9' : undefined}
        px={6}
        style={{ borderRadius: 10, display: 'inline-block' }}
      >
        {Number(day.slice(8))}
      </Text>
    </UnstyledButton>
  );
}

/** Month: whole weeks from Sunday; each day lists its first events and "+N more". */
export function MonthView({ from, to, today, month, events, onOpen, onOpenDay }: ViewProps) {
  const days = daysBetween(from, to);
  const grouped = byDay(events);
  return (
    <Paper withBorder p={4}>
      <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
        {WEEKDAYS.map((name) => (
          <Text key={name} size="xs" fw={600} ta="center" c={MUTED_TEXT_COLOR}>
            {name}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
        {days.map((day) => {
          const list = grouped.get(day) ?? [];
          const dim = month !== undefined && day.slice(0, 7) !== month;
          return (
            <Box key={day} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4, minWidth: 0 }}>
              <DropDay day={day} minHeight={96}>
                <DayNumber day={day} today={today} dim={dim} onOpenDay={onOpenDay} />
                <Stack gap={2} mt={2}>
                  {list.slice(0, MONTH_CELL_LIMIT).map((event) => (
                    <EventChip key={event.key} event={event} onOpen={onOpen} draggable />
                  ))}
                  {list.length > MONTH_CELL_LIMIT && (
                    <UnstyledButton onClick={() => onOpenDay(day)} aria-label={`+${list.length - MONTH_CELL_LIMIT} more on ${longDayLabel(day)}`}>
                      <Text size="xs" c="blue.8" fw={500}>
                        +{list.length - MONTH_CELL_LIMIT} more
                      </Text>
                    </UnstyledButton>
                  )}
                </Stack>
              </DropDay>
            </Box>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

/** Week: seven columns, all-day events first, then meetings by time. */
export function WeekView({ from, to, today, events, onOpen, onOpenDay }: ViewProps) {
  const grouped = byDay(events);
  return (
    <SimpleGrid cols={7} spacing={4}>
      {daysBetween(from, to).map((day) => (
        <Paper key={day} withBorder p={4} style={{ minWidth: 0 }}>
          <UnstyledButton onClick={() => onOpenDay(day)} aria-current={day === today ? 'date' : undefined}>
            <Text size="sm" fw={day === today ? 700 : 500} c={day === today ? 'blue.8' : undefined}>
              {shortDayLabel(day)}
              {day === today && <VisuallyHidden> (today)</VisuallyHidden>}
            </Text>
          </UnstyledButton>
          <DropDay day={day} minHeight={320}>
            <Stack gap={4}>
              {(grouped.get(day) ?? []).map((event) => (
                <EventChip key={event.key} event={event} onOpen={onOpen} draggable detailed />
              ))}
            </Stack>
          </DropDay>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** One day's events as rows: the time (or "All day") beside each. */
function DayRows({ events, onOpen }: { events: CalendarEvent[]; onOpen: (event: CalendarEvent) => void }) {
  return (
    <Stack gap={6}>
      {events.map((event) => (
        <Box key={event.key} style={{ display: 'grid', gridTemplateColumns: '84px minmax(0, 1fr)', gap: 8, alignItems: 'start' }}>
          <Text size="xs" c={MUTED_TEXT_COLOR} pt={3}>
            {event.allDay ? 'All day' : clockTime(event.startsAt!)}
          </Text>
          <EventChip event={event} onOpen={onOpen} detailed />
        </Box>
      ))}
    </Stack>
  );
}

/** Day: the day's events as a list. */
export function DayView({ from, events, onOpen }: ViewProps) {
  const list = byDay(events).get(from) ?? [];
  return (
    <Paper withBorder p="md">
      <Text fw={600} mb="sm">
        {longDayLabel(from)}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          Nothing on this day.
        </Text>
      ) : (
        <DayRows events={list} onOpen={onOpen} />
      )}
    </Paper>
  );
}

/** A phone's month or week: the days that have events, as a list. */
export function ListView({ from, to, today, events, onOpen }: ViewProps) {
  const grouped = byDay(events);
  const days = daysBetween(from, to).filter((day) => grouped.has(day));
  if (days.length === 0) {
    return (
      <Paper withBorder p="md">
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          Nothing from {longDayLabel(from)} to {longDayLabel(to)}.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {days.map((day) => (
        <Paper key={day} withBorder p="sm">
          <Text size="sm" fw={600} mb={6} c={day === today ? 'blue.8' : undefined}>
            {longDayLabel(day)}
            {day === today ? ' (today)' : ''}
          </Text>
          <DayRows events={grouped.get(day)!} onOpen={onOpen} />
        </Paper>
      ))}
    </Stack>
  );
}
