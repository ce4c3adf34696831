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

type Person = { id: number; name: string } | null;

/** "Approved by Ana Cruz for Ben Reyes": a delegate decides for the approver who is away. */
export function decisionLine(decision: { decision: keyof typeof DECISION_VERBS; by: Person; onBehalfOf: Person }): string {
  const by = decision.by?.name || 'a former member';
  return `${DECISION_VERBS[decision.decision]} by ${by}${decision.onBehalfOf ? ` for ${decision.onBehalfOf.name}` : ''}`;
}
