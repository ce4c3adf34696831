import { Badge } from '@mantine/core';
import { PURCHASE_ORDER_STATUS_LIST, PURCHASE_REQUEST_STATUS_LIST } from '@haligi/shared';

/** Filled badge tones with at least 4.5:1 contrast for the shared status colours. */
const TONES: Record<string, { color: string; textColor: string }> = {
  gray: { color: 'gray.7', textColor: 'white' },
  yellow: { color: 'yellow.3', textColor: 'dark.9' },
  teal: { color: 'teal.9', textColor: 'white' },
  red: { color: 'red.9', textColor: 'white' },
  blue: { color: 'blue.9', textColor: 'white' },
  indigo: { color: 'indigo.9', textColor: 'white' },
  green: { color: '#1b5e20', textColor: 'white' },
  dark: { color: 'dark.6', textColor: 'white' },
};

const LISTS = { request: PURCHASE_REQUEST_STATUS_LIST, order: PURCHASE_ORDER_STATUS_LIST } as const;

export interface PurchasingStatusBadgeProps {
  kind: keyof typeof LISTS;
  status: string;
}

/** A request's or order's status with the label and colour of its shared status list. */
export function PurchasingStatusBadge({ kind, status }: PurchasingStatusBadgeProps) {
  const entry = (LISTS[kind] as readonly { key: string; label: string; color: string }[]).find((s) => s.key === status);
  const tone = TONES[entry?.color ?? 'gray'] ?? TONES.gray;
  return (
    <Badge
      color={tone.color}
      c={tone.textColor}
      variant="filled"
      radius="sm"
      // The whole label: a status cut to "PARTIALLY DELIVER..." says nothing.
      styles={{ root: { maxWidth: 'none', overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {entry?.label ?? status.replace(/_/g, ' ')}
    </Badge>
  );
}
