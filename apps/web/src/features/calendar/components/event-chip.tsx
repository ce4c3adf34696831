import { useDraggable } from '@dnd-kit/core';
import type { CalendarEvent } from '@haligi/shared';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { clockTime, eventColor, eventSuffix, textColorOf } from './event-style';

export interface EventChipProps {
  event: CalendarEvent;
  onOpen: (event: CalendarEvent) => void;
  /** Can be dragged to another day (pointer); keyboard users move it in the event's dialog. */
  draggable?: boolean;
  /** Show the record (lead or project) under the title: the day and list views. */
  detailed?: boolean;
}

/** One event on the calendar: a button that opens its details; a meeting or task the member may move drags to another day. */
export function EventChip({ event, onOpen, draggable = false, detailed = false }: EventChipProps) {
  const canDrag = draggable && event.can.move;
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: event.key, data: { event }, disabled: !canDrag });
  const color = eventColor(event);
  return (
    <UnstyledButton
      ref={setNodeRef}
      {...(canDrag ? listeners : {})}
      onClick={() => onOpen(event)}
      data-testid={`event-${event.key}`}
      data-state={event.state}
      data-movable={event.can.move ? 'true' : 'false'}
      style={{
        display: 'block',
        width: '100%',
        padding: '2px 6px',
        borderRadius: 4,
        borderLeft: `3px solid var(--mantine-color-${color}-7)`,
        background: `var(--mantine-color-${color}-0)`,
        color: textColorOf(color),
        cursor: canDrag ? 'grab' : 'pointer',
        opacity: isDragging ? 0.4 : 1,
        touchAction: canDrag ? 'none' : undefined,
        textDecoration: event.state === 'done' && event.type === 'TASK' ? 'line-through' : undefined,
      }}
    >
      <Text size="xs" fw={600} lineClamp={detailed ? 2 : 1} c="inherit">
        {!event.allDay && event.startsAt ? `${clockTime(event.startsAt)} ` : ''}
        {event.title}
        <VisuallyHidden>{eventSuffix(event)}</VisuallyHidden>
      </Text>
      {detailed && (event.record || event.assignee || event.place) && (
        <Text size="xs" c="inherit" lineClamp={1}>
          {[event.record?.name, event.assignee ? `for ${event.assignee.name}` : '', event.place].filter(Boolean).join(' · ')}
        </Text>
      )}
    </UnstyledButton>
  );
}
