import { equipmentStatusLabel, jobOrderStatusLabel } from '@haligi/shared';
import { StatusBadge } from '../../../components/data-table';

type Tone = 'green' | 'red' | 'blue' | 'gray' | 'yellow' | 'orange' | 'light';

const EQUIPMENT_TONES: Record<string, Tone> = { AVAILABLE: 'green', IN_USE: 'blue', UNDER_REPAIR: 'orange', RETIRED: 'gray' };
const JOB_ORDER_TONES: Record<string, Tone> = { FOR_APPROVAL: 'yellow', RETURNED: 'orange', APPROVED: 'green', IN_PROGRESS: 'blue', DONE: 'green', REJECTED: 'red', CANCELED: 'gray' };

/** A unit's status as a labelled badge (contrast-checked tones of the table badges). */
export function EquipmentStatusBadge({ status }: { status: string }) {
  return <StatusBadge value={equipmentStatusLabel(status)} tone={EQUIPMENT_TONES[status] ?? 'light'} />;
}

/** A job order's status, approval state included (For Approval, Returned, Approved, Rejected). */
export function JobOrderStatusBadge({ status }: { status: string }) {
  return <StatusBadge value={jobOrderStatusLabel(status)} tone={JOB_ORDER_TONES[status] ?? 'light'} />;
}
