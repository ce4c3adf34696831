import { PAYMENT_REQUEST_STATUS_COLORS, PAYMENT_REQUEST_STATUS_LABELS, type PaymentRequestStatus } from '@haligi/shared';
import { StatusBadge } from '../../../components/data-table';

type Tone = Parameters<typeof StatusBadge>[0]['tone'];

/** A request for payment's status with the shared label and colour (contrast-checked tones of the table badges). */
export function PaymentRequestStatusBadge({ status }: { status: PaymentRequestStatus }) {
  return (
    // The badge keeps its whole label: the cell grows to it rather than cutting it.
    <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
      <StatusBadge value={PAYMENT_REQUEST_STATUS_LABELS[status] ?? status} tone={(PAYMENT_REQUEST_STATUS_COLORS[status] ?? 'light') as Tone} />
    </span>
  );
}
