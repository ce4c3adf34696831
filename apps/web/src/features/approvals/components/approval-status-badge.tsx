import { StageBadge } from '../../../components/stage-badge';
import { approvalStatusOf } from '../utils/approval-status';

export interface ApprovalStatusBadgeProps {
  /** An approval submission's or step's status (PENDING, APPROVED, REJECTED, RETURNED, WAITING, CANCELED). */
  status: string;
  size?: 'xs' | 'sm' | 'md';
}

/** An approval or step status as a labelled badge (white on a dark tone, for contrast). */
export function ApprovalStatusBadge({ status, size = 'sm' }: ApprovalStatusBadgeProps) {
  const { label, color } = approvalStatusOf(status);
  return <StageBadge label={label} color={color} size={size} data-status={status} />;
}
