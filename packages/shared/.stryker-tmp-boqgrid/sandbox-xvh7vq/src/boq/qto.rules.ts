// @ts-nocheck
import Decimal from 'decimal.js';
import { QTO_ADD_QUANTITY } from './boq.constants';

/**
 * Quantity take-off dialog rules (decision 0016), the same arithmetic the server applies on
 * approval: each selected item's amount × estimated buying price rounded half-up to the centavo,
 * then summed.
 */
export function takeOffTotal(rows: readonly { amount: string | number; price: string | number }[]): string {
  return rows
    .reduce((sum, row) => sum.plus(new Decimal(row.amount || 0).times(row.price || 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)), new Decimal(0))
    .toFixed(2);
}

/** Price Per QTO turns red when it is above Price Per BOQ (the line's material total cost). */
export function takeOffAboveBoq(qtoTotal: string | number, boqMaterialTotal: string | number): boolean {
  return new Decimal(qtoTotal || 0).greaterThan(boqMaterialTotal || 0);
}

/** The amount an added item gets: 1 when new, its amount + 1 when already selected. */
export function takeOffAddAmount(current: string | number | null | undefined): string {
  return current === null || current === undefined ? String(QTO_ADD_QUANTITY) : new Decimal(current).plus(QTO_ADD_QUANTITY).toString();
}

/** The take-off action of a status: Submit For Approval, Approve Changes, or none (APPROVED is a label). */
export function takeOffAction(status: string): 'submit' | 'approve' | null {
  return status === 'NO_ITEM' ? 'submit' : status === 'PENDING' ? 'approve' : null;
}

export const QTO_APPROVAL_MESSAGES = {
  noScope: 'You do not have permission to approve a quantity take off',
  ownSubmission: 'You cannot approve a quantity take off you submitted: another approver must approve it',
} as const;

/**
 * Who may approve a PENDING take-off (decision 0020): a holder of the approval scope who is not
 * the one who submitted it (a change to an approved take-off counts as submitting it again).
 * Answers the refusal, or null when the approver may approve.
 */
export function takeOffApprovalRefusal(input: { approverId: number; submittedById: number | null; hasApproveScope: boolean }): string | null {
  if (!input.hasApproveScope) return QTO_APPROVAL_MESSAGES.noScope;
  if (input.submittedById !== null && input.submittedById === input.approverId) return QTO_APPROVAL_MESSAGES.ownSubmission;
  return null;
}
