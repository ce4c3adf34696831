import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { calendarViewRange, eventDay, moveMeeting, shiftAnchor, todayInManila, type CalendarEvent, type CalendarView } from '@haligi/shared';
import { ActionIcon, Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useCalendarEvents, useLiveCalendar, useMoveMeeting, useMoveTask } from '../api/calendar-api';
import { DayView, ListView, MonthView, WeekView } from '../components/calendar-views';
import { EventChip } from '../components/event-chip';
import { EventDialog } from '../components/event-dialog';
import { LEGEND, longDayLabel, monthLabel, shortDayLabel, textColorOf } from '../components/event-style';

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
];
const isView = (value: string | null): value is CalendarView => value === 'month' || value === 'week' || value === 'day';
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** member_calendar: meetings, tasks, holidays and payroll cutoffs by month, week or day (decision 0065). */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const today = todayInManila();
  const view: CalendarView = isView(params.get('view')) ? (params.get('view') as CalendarView) : isPhone ? 'day' : 'month';
  const anchor = isDay(params.get('date')) ? params.get('date')! : today;
  const { from, to } = calendarViewRange(view, anchor);
  const events = useCalendarEvents(from, to);
  useLiveCalendar();
  const moveMeetingCall = useMoveMeeting();
  const moveTaskCall = useMoveTask();
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const [dragging, setDragging] = useState<CalendarEvent | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const go = (nextView: CalendarView, nextAnchor: string) => setParams({ view: nextView, date: nextAnchor }, { replace: false });
  const move = (event: CalendarEvent, day: string, time?: string) => {
    if (event.type === 'MEETING') {
      const { startsAt, endsAt } = moveMeeting({ startsAt: event.startsAt!, endsAt: event.endsAt! }, day, time);
      return moveMeetingCall.mutateAsync({ id: event.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
    }
    return moveTaskCall.mutateAsync({ id: event.id, dueDate: day });
  };
  const onDragStart = ({ active }: DragStartEvent) => setDragging((active.data.current?.event as CalendarEvent) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const event = active.data.current?.event as CalendarEvent | undefined;
    const day = over ? String(over.id) : null;
    if (event && day && day !== eventDay(event)) void move(event, day).catch(() => undefined);
  };

  const title = view === 'month' ? monthLabel(anchor) : view === 'week' ? `${shortDayLabel(from)} to ${shortDayLabel(to)} ${to.slice(0, 4)}` : longDayLabel(anchor);
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
  const viewProps = { from, to, today, month: anchor.slice(0, 7), events: events.data?.data ?? [], onOpen: setOpen, onOpenDay: (day: string) => go('day', day) };
  const Body = view === 'day' ? DayView : isPhone ? ListView : view === 'week' ? WeekView : MonthView;

  return (
    <Stack gap="md">
      <PageHeader title="Calendar" description="Meetings and tasks of your leads and projects, holidays and payroll cutoffs. Drag a meeting or task to another day, or open it to move it." />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={() => go(view, shiftAnchor(view, anchor, -1))}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => go(view, today)}>
            Today
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={() => go(view, shiftAnchor(view, anchor, 1))}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Text fw={600} size="lg" component="h2" m={0} aria-live="polite">
            {title}
          </Text>
        </Group>
        <SegmentedControl aria-label="View" data={VIEWS} value={view} onChange={(value) => go(value as CalendarView, anchor)} />
      </Group>
      <Group gap={6}>
        {LEGEND.map((item) => (
          <Text
            key={item.label}
            size="xs"
            fw={600}
            px={6}
            py={1}
            style={{ color: textColorOf(item.color), borderLeft: `3px solid var(--mantine-color-${item.color}-7)`, borderRadius: 4 }}
            bg={`${item.color}.0`}
          >
            {item.label}
          </Text>
        ))}
        {events.isFetching && !events.isPending && <Loader size="xs" role="status" aria-label="Loading the calendar" />}
      </Group>
      {events.isPending && <Loader role="status" aria-label="Loading the calendar" />}
      {events.isError && <LoadError what="calendar" error={events.error} onRetry={() => void events.refetch()} isRetrying={events.isFetching} />}
      {events.data && (
        <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
          <Body {...viewProps} />
          <DragOverlay>{dragging ? <EventChip event={dragging} onOpen={() => undefined} /> : null}</DragOverlay>
        </DndContext>
      )}
      <EventDialog event={open} onClose={() => setOpen(null)} onMove={move} isMoving={moveMeetingCall.isPending || moveTaskCall.isPending} />
    </Stack>
  );
}
