import { Badge } from '@mantine/core';
import { BILLING_STATUS_COLORS, BILLING_STATUS_LABELS, type BillingStatus } from '@haligi/shared';
import { StatusBadge } from '../../../components/data-table';

type Tone = NonNullable<Parameters<typeof StatusBadge>[0]['tone']>;
const TONES = new Set<string>(['green', 'red', 'blue', 'gray', 'yellow', 'orange', 'light']);

/** A billing's status with the shared label and colour; the table badges' contrast-checked tones, cyan as its darkest shade. */
export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  const label = BILLING_STATUS_LABELS[status] ?? status;
  const color = BILLING_STATUS_COLORS[status] ?? 'light';
  return (
    // The badge keeps its whole label: the cell grows to it rather than cutting it.
    <span style={{ display: 'inline-block', minWidth: 'max-content' }} data-testid="billing-status">
      {TONES.has(color) ? (
        <StatusBadge value={label} tone={color as Tone} />
      ) : (
        // cyan.9 gives white text about 5.4:1.
        <Badge color={`${color}.9`} c="white" variant="filled" radius="sm">
          {label}
        </Badge>
      )}
    </span>
  );
}
