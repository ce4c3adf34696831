// @ts-nocheck
import { BOQ_MESSAGES } from './boq.constants';

/**
 * Which BOQ revision may be edited (decision 0020): only the project's current one (the highest
 * revision); older revisions are read-only baselines, and a revision marked "submitted to client"
 * is frozen. Answers why a BOQ is read-only, or null when it can be edited.
 */
export function boqReadOnlyReason(boq: { isCurrent: boolean; submittedToClientAt: string | Date | null }): string | null {
  if (boq.submittedToClientAt !== null) return BOQ_MESSAGES.submittedToClient;
  if (!boq.isCurrent) return BOQ_MESSAGES.notCurrent;
  return null;
}

/** The current revision among a project's BOQs: the highest revision (then the highest id). */
export function isCurrentRevision(boq: { id: number; revision: number }, others: readonly { id: number; revision: number }[]): boolean {
  return others.every((o) => o.revision < boq.revision || (o.revision === boq.revision && o.id <= boq.id));
}
