import { eventDay, formatDisplayDateTime, manilaTime, moveMeeting, type CalendarEvent } from '@haligi/shared';
import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useCompleteCalendarTask } from '../api/calendar-api';
import { eventColor, longDayLabel, stateWord, TYPE_LABEL } from './event-style';

export interface EventDialogProps {
  event: CalendarEvent | null;
  onClose: () => void;
  /** Moves the event to a day (and, for a meeting, a start time); resolves when saved. */
  onMove: (event: CalendarEvent, day: string, time?: string) => Promise<unknown>;
  isMoving: boolean;
}

const HOLIDAY_KIND: Record<string, string> = { REGULAR: 'Regular holiday', SPECIAL_NON_WORKING: 'Special non-working day', SPECIAL_WORKING: 'Special working day' };

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c={MUTED_TEXT_COLOR} w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** An event's details; a meeting or task the member may change moves here too (the keyboard's way to reschedule). */
export function EventDialog({ event, onClose, onMove, isMoving }: EventDialogProps) {
  const complete = useCompleteCalendarTask();
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  useEffect(() => {
    if (event) {
      setDay(eventDay(event));
      setTime(event.startsAt ? manilaTime(event.startsAt) : '');
    }
  }, [event]);
  if (!event) return null;
  const isMeeting = event.type === 'MEETING';
  const movable = event.can.move && (event.type === 'MEETING' || event.type === 'TASK');
  const unchanged = day === eventDay(event) && (!isMeeting || time === manilaTime(event.startsAt!));
  const preview = isMeeting && day && time ? moveMeeting({ startsAt: event.startsAt!, endsAt: event.endsAt! }, day, time) : null;
  const state = stateWord(event);

  return (
    <DialogShell
      opened
      onClose={onClose}
      title={event.title}
      icon={<IconCalendarEvent size={20} aria-hidden />}
      size="sm"
      isDirty={false}
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          {event.type === 'TASK' && event.can.complete && (
            <Button variant="light" loading={complete.isPending} onClick={() => complete.mutate({ id: event.id, done: event.state !== 'done' }, { onSuccess: onClose })}>
              {event.state === 'done' ? 'Reopen' : 'Mark done'}
            </Button>
          )}
          {movable && (
            <Button disabled={!day || (isMeeting && !time) || unchanged} loading={isMoving} onClick={() => void onMove(event, day, isMeeting ? time : undefined).then(onClose)}>
              Move
            </Button>
          )}
        </>
      }
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={eventColor(event)} variant="light">
            {TYPE_LABEL[event.type]}
          </Badge>
          {state && (
            <Badge color={event.state === 'overdue' ? 'red' : 'gray'} variant="light">
              {state}
            </Badge>
          )}
        </Group>
        <Line label="When">{event.allDay ? longDayLabel(event.date!) : `${formatDisplayDateTime(event.startsAt)} to ${formatDisplayDateTime(event.endsAt)}`}</Line>
        {event.record && (
          <Line label={event.record.kind === 'LEAD' ? 'Lead' : 'Project'}>
            <Anchor component={Link} to={event.link!}>
              {event.record.name}
            </Anchor>
          </Line>
        )}
        {!event.record && event.link && (
          <Line label="Open">
            <Anchor component={Link} to={event.link}>
              {event.type === 'TASK' ? 'My tasks' : event.type === 'HOLIDAY' ? 'Holidays' : 'Payroll cutoffs'}
            </Anchor>
          </Line>
        )}
        {event.assignee && <Line label="Assignee">{event.assignee.name}</Line>}
        {event.place && <Line label="Place">{event.place}</Line>}
        {event.attendees.length > 0 && <Line label="Invited">{event.attendees.join(', ')}</Line>}
        {event.detail && <Line label={event.type === 'HOLIDAY' ? 'Kind' : 'Status'}>{HOLIDAY_KIND[event.detail] ?? event.detail}</Line>}
        {movable ? (
          <Stack gap="xs" mt="sm">
            <Text size="sm" fw={600}>
              Move to
            </Text>
            <Group grow>
              <TextInput label={isMeeting ? 'Day' : 'Due date'} type="date" required value={day} onChange={(e) => setDay(e.currentTarget.value)} />
              {isMeeting && <TextInput label="Starts" type="time" required value={time} onChange={(e) => setTime(e.currentTarget.value)} />}
            </Group>
            {preview && (
              <Text size="xs" c={MUTED_TEXT_COLOR}>
                Ends {formatDisplayDateTime(preview.endsAt)}; {event.attendees.length ? 'the invited get the new time by mail.' : 'nobody is invited.'}
              </Text>
            )}
          </Stack>
        ) : (
          (event.type === 'MEETING' || event.type === 'TASK') && (
            <Text size="xs" c={MUTED_TEXT_COLOR} mt="sm">
              {event.type === 'MEETING' ? 'Only its creator or a user with access to its lead or project can move this meeting.' : 'Only its assignee, its creator or a user with leads access can move this task.'}
            </Text>
          )
        )}
      </Stack>
    </DialogShell>
  );
}
