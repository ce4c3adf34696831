import { DELIVERY_STATUS_LIST, TRUCK_LOAD_STAGE_LIST } from '@haligi/shared';
import { StageBadge } from '../../../components/stage-badge';

const APPROVAL: Record<string, { label: string; color: string }> = {
  FOR_APPROVAL: { label: 'For Approval', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'teal' },
  REJECTED: { label: 'Rejected', color: 'red' },
  RETURNED: { label: 'Returned', color: 'orange' },
};

/** PENDING, IN_TRANSIT, DONE, CANCELED with the shared labels and colours. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const found = DELIVERY_STATUS_LIST.find((s) => s.key === status);
  return <StageBadge label={found?.label ?? status} color={found?.color ?? 'gray'} size="sm" data-status={status} />;
}

export const stageLabelOf = (stage: string | null) => TRUCK_LOAD_STAGE_LIST.find((s) => s.key === stage)?.label ?? 'Not loaded';

export function TruckStageBadge({ stage }: { stage: string | null }) {
  return <StageBadge label={stageLabelOf(stage)} color={stage === 'ARRIVED' ? 'green' : stage === 'DISPATCHED' ? 'blue' : 'indigo'} size="sm" data-stage={stage ?? ''} />;
}

/** The delivery workflow's state: For Approval, Approved, Rejected, Returned. */
export function DeliveryApprovalBadge({ status }: { status: string }) {
  const found = APPROVAL[status] ?? { label: status, color: 'gray' };
  return <StageBadge label={found.label} color={found.color} size="sm" data-approval={status} />;
}
