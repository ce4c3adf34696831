import { FILING_STATUS, type FilingStatus } from '@haligi/shared';
import { StageBadge } from '../../../../components/stage-badge';

export function FilingStatusBadge({ status }: { status: FilingStatus }) {
  const entry = FILING_STATUS.list.find((s) => s.key === status);
  return <StageBadge label={entry?.label ?? status} color={entry?.color ?? 'gray'} data-status={status} />;
}
