import Decimal from 'decimal.js';
import { hasPermission, type PermissionRole } from '../access/permission';

/**
 * The approval engine's rules (issue 13): one engine for every document. A workflow is an ordered
 * list of steps; a step applies to a document when its amount is above the step's threshold; a
 * step is decided by "any one" (requiredCount 1) or "N of M" of its approvers; nobody decides a
 * step of their own request unless the workflow allows self-approval; a delegate decides for an
 * approver who is away.
 */
export const APPROVAL_DOCUMENT_TYPES = [
  'PURCHASE_REQUEST',
  'PURCHASE_ORDER',
  'DELIVERY',
  'LIQUIDATION',
  'JOB_ORDER',
  'PAYMENT_REQUEST',
  'PAYROLL_CUTOFF',
  'FILING',
  'ATTENDANCE_ADJUSTMENT',
  'PROGRESS_BILLING',
] as const;
export type ApprovalDocumentType = (typeof APPROVAL_DOCUMENT_TYPES)[number];

export const APPROVAL_DOCUMENT_LABELS: Record<ApprovalDocumentType, string> = {
  PURCHASE_REQUEST: 'Purchase request',
  PURCHASE_ORDER: 'Purchase order',
  DELIVERY: 'Delivery',
  LIQUIDATION: 'Liquidation',
  JOB_ORDER: 'Job order',
  PAYMENT_REQUEST: 'Request for payment',
  PAYROLL_CUTOFF: 'Payroll cutoff',
  FILING: 'Filing',
  ATTENDANCE_ADJUSTMENT: 'Attendance adjustment',
  PROGRESS_BILLING: 'Progress billing',
};

/** The scope whose holders approve a document type by default (the owner's full access has all). */
export const APPROVE_SCOPE_BY_DOCUMENT: Record<ApprovalDocumentType, string> = {
  PURCHASE_REQUEST: 'ASSET_PURCHASING_REQUEST_APPROVE_ACCESS',
  PURCHASE_ORDER: 'ASSET_PURCHASING_ORDER_APPROVE_ACCESS',
  DELIVERY: 'ASSET_DELIVERIES_APPROVE_ACCESS',
  LIQUIDATION: 'TREASURY_PETTYCASH_LIQUIDATION_APPROVE_ACCESS',
  JOB_ORDER: 'ASSET_EQUIPMENT_JOBORDERS_APPROVE_ACCESS',
  PAYMENT_REQUEST: 'TREASURY_PAYABLES_REQUEST_PAYMENT_APPROVE_ACCESS',
  PAYROLL_CUTOFF: 'MANPOWER_PAYROLL_APPROVE_ACCESS',
  FILING: 'MANPOWER_FILING_APPROVE_ACCESS',
  ATTENDANCE_ADJUSTMENT: 'MANPOWER_TIME_KEEPING_APPROVE_ACCESS',
  // treasury/receivables/review: billings are reviewed and approved before they go to the client.
  PROGRESS_BILLING: 'TREASURY_RECEIVABLES_REVIEW_ACCESS',
};

/** The settings screen scope that edits a document type's workflow (SETTINGS_WORKFLOW edits all). */
export const WORKFLOW_SETTINGS_SCOPE_BY_DOCUMENT: Partial<Record<ApprovalDocumentType, string>> = {
  PURCHASE_REQUEST: 'SETTINGS_WORKFLOW_ACCESS',
  DELIVERY: 'SETTINGS_WORKFLOW_DELIVERY_ACCESS',
  LIQUIDATION: 'SETTINGS_WORKFLOW_LIQUIDATION_ACCESS',
  // manpower/payroll-approvers (issue 15): the payroll cutoff's workflow on its own screen.
  PAYROLL_CUTOFF: 'MANPOWER_PAYROLL_APPROVERS_ACCESS',
};

/** Every scope that opens a workflow settings screen: SETTINGS_WORKFLOW and each document type's own. */
export const WORKFLOW_SETTINGS_SCOPES: readonly string[] = ['SETTINGS_WORKFLOW', ...new Set(Object.values(WORKFLOW_SETTINGS_SCOPE_BY_DOCUMENT))];

export const APPROVER_TYPES = ['SCOPE', 'USERS', 'ROLE', 'USER_LEVEL'] as const;
export type ApproverType = (typeof APPROVER_TYPES)[number];

/** A workflow step as configured. `minAmount` null: the step always applies. */
export interface WorkflowStepRule {
  name: string;
  approverType: ApproverType;
  /** SCOPE: the scope key. */
  scope?: string | null;
  /** USERS: account ids; ROLE: one role id; USER_LEVEL: one user level id. */
  approverIds?: number[];
  /** The step applies when the document's amount is above this (pesos, exact decimal). */
  minAmount?: string | null;
  /** 1 = any one approver; N = N of the approvers. */
  requiredCount: number;
}

export interface WorkflowRule {
  allowSelfApproval: boolean;
  steps: WorkflowStepRule[];
}

/**
 * A company's workflow before anyone edits it: one step approved by the document's approve scope,
 * except purchase orders, which have none (an order of approved request lines is APPROVED when made).
 */
export function defaultWorkflow(documentType: ApprovalDocumentType): WorkflowRule {
  if (documentType === 'PURCHASE_ORDER') return { allowSelfApproval: false, steps: [] };
  return {
    allowSelfApproval: false,
    steps: [{ name: 'Approval', approverType: 'SCOPE', scope: APPROVE_SCOPE_BY_DOCUMENT[documentType], approverIds: [], minAmount: null, requiredCount: 1 }],
  };
}

/** Whether a step applies to a document of this amount: above its threshold, or no threshold. */
export function stepApplies(step: Pick<WorkflowStepRule, 'minAmount'>, amount: Decimal.Value): boolean {
  if (step.minAmount === null || step.minAmount === undefined || step.minAmount === '') return true;
  return new Decimal(amount).greaterThan(step.minAmount);
}

/** The steps a document of this amount goes through, in order. None: approved at once. */
export function applicableSteps<T extends Pick<WorkflowStepRule, 'minAmount'>>(steps: readonly T[], amount: Decimal.Value): T[] {
  return steps.filter((step) => stepApplies(step, amount));
}

export interface ApproverCandidate {
  id: number;
  roleId: number | null;
  userLevelId: number | null;
  role: PermissionRole | null;
}

/** Whether this account is one of the step's approvers in its own right (not as a delegate). */
export function isOwnApprover(step: Pick<WorkflowStepRule, 'approverType' | 'scope' | 'approverIds'>, account: ApproverCandidate): boolean {
  const named = (id: number | null) => (step.approverIds ?? []).some((approverId) => approverId === id);
  switch (step.approverType) {
    case 'SCOPE':
      return !!step.scope && hasPermission(account.role, step.scope);
    case 'USERS':
      return named(account.id);
    case 'ROLE':
      return named(account.roleId);
    case 'USER_LEVEL':
      return named(account.userLevelId);
  }
}

export const APPROVAL_MESSAGES = {
  notApprover: 'You are not an approver of this step',
  ownRequest: 'You cannot decide a step of your own request',
  alreadyDecided: 'This step has already been decided',
  notOpen: 'This step is not open for a decision yet',
  alreadyVoted: 'You have already decided this step',
  reasonRequired: 'reason: is required',
  approved: 'Approved successfully',
  rejected: 'Rejected successfully',
  returned: 'Returned for changes',
  workflowSaved: 'Workflow saved successfully',
  delegationSaved: 'Delegation saved successfully',
  delegationEnded: 'Delegation ended',
  delegateSelf: 'toAccountId: you cannot delegate to yourself',
  delegationDates: 'endsAt: must be after startsAt',
  requiredCount: (name: string) => `steps: "${name}" needs at least as many approvers as it requires`,
} as const;

export type ApprovalRefusal = 'notApprover' | 'ownRequest';

/**
 * Who decides: the account itself when it is an approver, else the first approver it stands in
 * for by an active delegation. The requester never decides their own request (nor does anyone
 * standing in for them) unless self-approval is allowed.
 * Answers `{ok: true, onBehalfOfId}` (null when deciding in their own right) or the refusal.
 */
export function approverStanding(input: {
  step: Pick<WorkflowStepRule, 'approverType' | 'scope' | 'approverIds'>;
  account: ApproverCandidate;
  requesterId: number | null;
  allowSelfApproval: boolean;
  /** Approvers who delegated to this account, active now. */
  delegators: readonly ApproverCandidate[];
}): { ok: true; onBehalfOfId: number | null } | { ok: false; refusal: ApprovalRefusal } {
  const { step, account, requesterId, allowSelfApproval, delegators } = input;
  const own = (candidate: ApproverCandidate) => allowSelfApproval || candidate.id !== requesterId;
  if (isOwnApprover(step, account)) {
    if (own(account)) return { ok: true, onBehalfOfId: null };
  }
  const standIn = delegators.find((delegator) => isOwnApprover(step, delegator) && own(delegator));
  if (standIn && own(account)) return { ok: true, onBehalfOfId: standIn.id };
  // Reaching here as an approver (or a stand-in) means the request is the caller's own.
  if (isOwnApprover(step, account) || standIn) return { ok: false, refusal: 'ownRequest' };
  return { ok: false, refusal: 'notApprover' };
}

export type StepOutcome = 'PENDING' | 'APPROVED' | 'REJECTED' | 'RETURNED';

/**
 * A step's state after its decisions: one rejection or return ends it; it is APPROVED once
 * `requiredCount` distinct approvers approved.
 */
export function stepOutcome(requiredCount: number, decisions: readonly { decision: 'APPROVED' | 'REJECTED' | 'RETURNED' }[]): StepOutcome {
  if (decisions.some((d) => d.decision === 'REJECTED')) return 'REJECTED';
  if (decisions.some((d) => d.decision === 'RETURNED')) return 'RETURNED';
  // Every decision left is an approval.
  return decisions.length >= Math.max(1, requiredCount) ? 'APPROVED' : 'PENDING';
}

/** Whether a delegation covers this moment: from startsAt (inclusive) to endsAt (exclusive), not ended. */
export function delegationActive(delegation: { startsAt: Date | string; endsAt: Date | string; endedAt?: Date | string | null }, now: Date): boolean {
  if (delegation.endedAt) return false;
  const starts = new Date(delegation.startsAt).getTime();
  const ends = new Date(delegation.endsAt).getTime();
  return starts <= now.getTime() && now.getTime() < ends;
}
