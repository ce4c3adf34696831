import type { ComponentType } from 'react';
import { DeliveryWorkflowPage, LiquidationWorkflowPage, PurchaseRequestWorkflowPage } from './pages/workflow-document-page';
import { WorkflowsPage } from './pages/workflows-page';

/** The approval screens by route name (packages/shared access/routes.ts): the workflow settings. */
export const APPROVALS_PAGES: Record<string, ComponentType> = {
  member_settings_workflow: WorkflowsPage,
  member_settings_workflow_purchase_request: PurchaseRequestWorkflowPage,
  member_settings_workflow_delivery: DeliveryWorkflowPage,
  member_settings_workflow_liquidation: LiquidationWorkflowPage,
};

export { ApprovalQueueCard } from './components/approval-queue-card';
export { ApprovalStatusBadge, type ApprovalStatusBadgeProps } from './components/approval-status-badge';
export { ApprovalTrail, type ApprovalTrailProps } from './components/approval-trail';
export { DecisionDialog, type DecisionDialogProps, type DecisionTarget } from './components/decision-dialog';
export { DelegationCard } from './components/delegation-card';
export { DocumentApprovalQueue, type DocumentApprovalQueueProps } from './components/document-approval-queue';
export { WorkflowEditor } from './components/workflow-editor';
export { useApprovalTrail, useLiveApprovals, usePendingApprovals, type PendingApproval, type TrailSubmission } from './api/approvals-api';
