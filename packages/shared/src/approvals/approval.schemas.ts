import { z } from 'zod';
import { pesoAmount } from '../leads/lead.schemas';
import { dateTime, recordId, text, wholeNumber } from '../validation';
import { APPROVAL_DOCUMENT_TYPES, APPROVER_TYPES } from './approval.rules';

export const approvalDocumentType = z.enum(APPROVAL_DOCUMENT_TYPES, { error: `must be one of ${APPROVAL_DOCUMENT_TYPES.join(', ')}` });

/** POST /approval/{id}/approve */
export const approveRequest = z.object({ comment: text().trim().max(2000).optional().default('') }).optional().default({ comment: '' });
/** POST /approval/{id}/reject and /return: the reason is required. */
export const rejectRequest = z.object({ reason: text().trim().min(1, 'is required').max(2000) });

/** GET /approval/trail?documentType=&documentId= */
export const approvalTrailQuery = z.object({ documentType: approvalDocumentType, documentId: recordId() });

const workflowStep = z
  .object({
    name: text().trim().min(1, 'is required').max(100),
    approverType: z.enum(APPROVER_TYPES, { error: `must be one of ${APPROVER_TYPES.join(', ')}` }),
    scope: text().trim().max(100).nullable().optional().default(null),
    approverIds: z.array(recordId()).max(200).default([]),
    /** Pesos; the step applies above it. null: always. */
    minAmount: pesoAmount.nullable().optional().default(null),
    requiredCount: wholeNumber(1, 50).optional().default(1),
  })
  .superRefine((step, ctx) => {
    if (step.approverType === 'SCOPE' && !step.scope) ctx.addIssue({ code: 'custom', path: ['scope'], message: 'is required for a scope step' });
    if (step.approverType !== 'SCOPE' && step.approverIds.length === 0) ctx.addIssue({ code: 'custom', path: ['approverIds'], message: 'choose at least one approver' });
    if (step.approverType === 'USERS' && step.requiredCount > step.approverIds.length)
      ctx.addIssue({ code: 'custom', path: ['requiredCount'], message: 'cannot be more than the approvers chosen' });
  });

/** PUT /approval/workflow: the whole workflow of one document type; it applies to documents submitted after. */
export const saveWorkflowRequest = z.object({
  documentType: approvalDocumentType,
  allowSelfApproval: z.boolean().optional().default(false),
  steps: z.array(workflowStep).max(20),
});
export type SaveWorkflowRequest = z.infer<typeof saveWorkflowRequest>;

export const workflowQuery = z.object({ documentType: approvalDocumentType });

/** POST /approval/delegation: the caller's decisions may be made by another member while away. */
export const delegationRequest = z
  .object({ toAccountId: recordId(), startsAt: dateTime(), endsAt: dateTime(), note: text().trim().max(500).optional().default('') })
  .refine((d) => d.endsAt.getTime() > d.startsAt.getTime(), { path: ['endsAt'], message: 'must be after startsAt' });
