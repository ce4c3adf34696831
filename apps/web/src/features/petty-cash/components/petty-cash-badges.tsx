import type { DisbursementStatus, LiquidationStatus } from '@haligi/shared';
import { DISBURSEMENT_STATUS_LABELS, LIQUIDATION_STATUS_LABELS } from '@haligi/shared';
import { StatusBadge } from '../../../components/data-table';

type Tone = NonNullable<Parameters<typeof StatusBadge>[0]['tone']>;
const DISBURSEMENT_TONES: Record<DisbursementStatus, Tone> = { UNLIQUIDATED: 'orange', IN_LIQUIDATION: 'yellow', LIQUIDATED: 'green' };
const LIQUIDATION_TONES: Record<LiquidationStatus, Tone> = { FOR_APPROVAL: 'yellow', APPROVED: 'green', REJECTED: 'red', RETURNED: 'orange' };

/** A voucher's state: unliquidated until a liquidation holds it, liquidated once that is approved. */
export function DisbursementStatusBadge({ status }: { status: DisbursementStatus }) {
  return (
    <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
      <StatusBadge value={DISBURSEMENT_STATUS_LABELS[status] ?? status} tone={DISBURSEMENT_TONES[status] ?? 'light'} />
    </span>
  );
}

export function LiquidationStatusBadge({ status }: { status: LiquidationStatus }) {
  return (
    <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
      <StatusBadge value={LIQUIDATION_STATUS_LABELS[status] ?? status} tone={LIQUIDATION_TONES[status] ?? 'light'} />
    </span>
  );
}
