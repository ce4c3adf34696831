import type { CutoffStatus } from '@haligi/shared';
import { StageBadge } from '../../../../components/stage-badge';
import { CUTOFF_STATUS } from '../utils/payroll-labels';

/** A cutoff's state as a filled badge (white on a dark shade: readable at 4.5:1). */
export function CutoffStatusBadge({ status, size = 'md' }: { status: CutoffStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const look = CUTOFF_STATUS[status] ?? { label: status, color: 'gray' };
  return <StageBadge color={look.color} label={look.label} size={size} style={{ minWidth: 'max-content' }} data-testid="cutoff-status" />;
}
