import type { ComponentType } from 'react';

/** The approval screens by route name (packages/shared access/routes.ts); filled as they are built. */
export const APPROVALS_PAGES: Record<string, ComponentType> = {};

export { ApprovalQueueCard } from './components/approval-queue-card';
export { ApprovalStatusBadge, type ApprovalStatusBadgeProps } from './components/approval-status-badge';
export { ApprovalTrail, type ApprovalTrailProps } from './components/approval-trail';
export { DecisionDialog, type DecisionDialogProps, type DecisionTarget } from './components/decision-dialog';
export { useLiveApprovals, usePendingApprovals, type PendingApproval, type TrailSubmission } from './api/approvals-api';
