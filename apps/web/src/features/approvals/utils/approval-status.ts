/**
 * The labels and colours of an approval's states: a submission (PENDING, APPROVED, REJECTED,
 * RETURNED, CANCELED) and a step (those plus WAITING, a later step not open yet).
 */
const STATUS: Record<string, { label: string; color: string }> = {
  WAITING: { label: 'Waiting', color: 'gray' },
  PENDING: { label: 'Pending', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'teal' },
  REJECTED: { label: 'Rejected', color: 'red' },
  RETURNED: { label: 'Returned', color: 'orange' },
  CANCELED: { label: 'Canceled', color: 'dark' },
};

/** A status's label and colour; an unknown one is shown as it is, in grey. */
export function approvalStatusOf(status: string): { label: string; color: string } {
  return STATUS[status] ?? { label: status, color: 'gray' };
}

/** What a decision reads as in the trail. */
export const DECISION_VERBS = { APPROVED: 'Approved', REJECTED: 'Rejected', RETURNED: 'Returned for changes' } as const;
