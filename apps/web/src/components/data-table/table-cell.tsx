import { Badge, Text } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime, type TableColumn } from '@haligi/shared';

/** A calendar date reads as a day; an instant also shows its time (both in en-PH words, never ISO). */
export const displayDateOf = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDisplayDate(value) : formatDisplayDateTime(value);

/** Filled badges with dark or light text chosen for at least 4.5:1 contrast. */
const BADGE_STYLES: Record<string, { color: string; textColor: string }> = {
  // Mantine's green.9 gives white text only 4.36:1; this darker green gives about 7.9:1.
  green: { color: '#1b5e20', textColor: 'white' },
  red: { color: 'red.9', textColor: 'white' },
  blue: { color: 'blue.9', textColor: 'white' },
  gray: { color: 'gray.7', textColor: 'white' },
  yellow: { color: 'yellow.3', textColor: 'dark.9' },
  orange: { color: 'orange.3', textColor: 'dark.9' },
  light: { color: 'gray.2', textColor: 'dark.8' },
};

const STATUS_TONES: Record<string, keyof typeof BADGE_STYLES> = {
  PENDING: 'yellow',
  QUEUED: 'light',
  RUNNING: 'blue',
  RETRYING: 'orange',
  COMPLETED: 'green',
  ACCEPTED: 'green',
  APPROVED: 'green',
  SENT: 'green',
  DONE: 'green',
  PAID: 'green',
  ACTIVE: 'green',
  FAILED: 'red',
  REJECTED: 'red',
  EXPIRED: 'gray',
  CANCELED: 'gray',
  CANCELLED: 'gray',
};

export function StatusBadge({ value, tone }: { value: string; tone?: keyof typeof BADGE_STYLES }) {
  const style = BADGE_STYLES[tone ?? STATUS_TONES[value.toUpperCase()] ?? 'blue'];
  return (
    <Badge color={style.color} c={style.textColor} variant="filled" radius="sm">
      {value.replace(/_/g, ' ')}
    </Badge>
  );
}

/** A cell by column kind: date, boolean (Yes/No badge), badge, number or text. */
export function TableCell({ column, value }: { column: TableColumn; value: unknown }) {
  if (value === null || value === undefined || value === '') {
    return column.kind === 'boolean' ? <StatusBadge value="No" tone="light" /> : <Text span size="sm">-</Text>;
  }
  switch (column.kind) {
    case 'date':
      return (
        <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
          {displayDateOf(String(value))}
        </Text>
      );
    case 'boolean':
      return value ? <StatusBadge value="Yes" tone="green" /> : <StatusBadge value="No" tone="light" />;
    case 'badge':
      return <StatusBadge value={String(value)} />;
    case 'number':
      return (
        <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {String(value)}
        </Text>
      );
    default:
      return (
        <Text span size="sm">
          {typeof value === 'object' ? JSON.stringify(value) : String(value)}
        </Text>
      );
  }
}
