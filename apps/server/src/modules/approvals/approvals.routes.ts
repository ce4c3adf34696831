import { approvalTrailQuery, approveRequest, APPROVAL_MESSAGES, delegationRequest, rejectRequest, saveWorkflowRequest, workflowQuery, WORKFLOW_SETTINGS_SCOPES, type ApprovalProcessedPayload } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth, type AuthContext } from '../../http/auth';
import { forbidden, parseInput } from '../../http/errors';
import { idParams, messageAnswer, selectListRoute } from '../../http/openapi';
import { idParam } from '../../http/table';
import { decide, type Decided, type Decision } from './approval-engine';
import { delegate, delegateOptions, delegationsOf, endDelegation, mayEditWorkflow, pendingFor, saveWorkflow, trailOf, workflowList, workflowOf } from './approvals.service';

const TAG = 'Approvals';
const WORKFLOW_SETTINGS = { scope: WORKFLOW_SETTINGS_SCOPES };
type IdParams = { Params: { id: string } };

const actorOf = (auth: AuthContext) => ({ id: auth.account.id, name: `${auth.account.firstName} ${auth.account.lastName}`.trim() });

/**
 * The approval engine's calls (docs/api/approvals.md). Any member may call them: the engine
 * decides, per step, who is an approver (403 otherwise), so the queue and the decisions need no
 * screen scope. Every decision is pushed as approval-processed to the company.
 */
export const approvalsRoutes: ModuleRoutes = (app, { db, realtime }) => {
  const decided = (auth: AuthContext, result: Decided, decision: Decision, message: string) => {
    const payload: ApprovalProcessedPayload = {
      approvalId: result.stepId,
      approvalRequestId: result.approvalRequestId,
      documentType: result.documentType,
      documentId: result.documentId,
      documentCode: result.documentCode,
      decision,
      stepStatus: result.stepStatus,
      status: result.requestStatus,
      by: { accountId: auth.account.id },
    };
    realtime.approvalProcessed(auth.tenant.companyId, payload);
    return { data: result, message };
  };

  app.get('/approval/pending', { schema: { tags: [TAG], summary: "The signed-in member's approval queue, worked out when read" } }, async (request) => {
    const auth = requireAuth(request);
    return pendingFor(db, auth.tenant, auth.account.id);
  });

  app.post<IdParams>('/approval/:id/approve', { schema: { tags: [TAG], summary: 'Approve an open step', params: idParams, body: approveRequest } }, async (request) => {
    const auth = requireAuth(request);
    const { comment } = parseInput(approveRequest, request.body ?? undefined);
    return decided(auth, await decide(db, auth.tenant, idParam(request.params.id), actorOf(auth), 'APPROVED', comment), 'APPROVED', APPROVAL_MESSAGES.approved);
  });

  app.post<IdParams>('/approval/:id/reject', { schema: { tags: [TAG], summary: 'Reject an open step with a reason', params: idParams, body: rejectRequest } }, async (request) => {
    const auth = requireAuth(request);
    const { reason } = parseInput(rejectRequest, request.body ?? {});
    return decided(auth, await decide(db, auth.tenant, idParam(request.params.id), actorOf(auth), 'REJECTED', reason), 'REJECTED', APPROVAL_MESSAGES.rejected);
  });

  app.post<IdParams>('/approval/:id/return', { schema: { tags: [TAG], summary: 'Return a document to its requester for changes, with a reason', params: idParams, body: rejectRequest } }, async (request) => {
    const auth = requireAuth(request);
    const { reason } = parseInput(rejectRequest, request.body ?? {});
    return decided(auth, await decide(db, auth.tenant, idParam(request.params.id), actorOf(auth), 'RETURNED', reason), 'RETURNED', APPROVAL_MESSAGES.returned);
  });

  app.get('/approval/trail', { schema: { tags: [TAG], summary: "A document's submissions, steps and decisions (who, for whom, when)", querystring: approvalTrailQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { documentType, documentId } = parseInput(approvalTrailQuery, request.query);
    return trailOf(db, auth.tenant, documentType, documentId);
  });

  app.get('/approval/workflow/list', { config: WORKFLOW_SETTINGS, schema: { tags: [TAG], summary: 'Every document type with its workflow summary' } }, async (request) => {
    const auth = requireAuth(request);
    return workflowList(db, auth.tenant, auth.account.role);
  });

  app.get('/approval/workflow', { config: WORKFLOW_SETTINGS, schema: { tags: [TAG], summary: "A document type's workflow (the default when never edited)", querystring: workflowQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { documentType } = parseInput(workflowQuery, request.query);
    if (!mayEditWorkflow(auth.account.role, documentType)) throw forbidden();
    return workflowOf(db, auth.tenant, documentType);
  });

  app.put('/approval/workflow', { config: WORKFLOW_SETTINGS, schema: { tags: [TAG], summary: "Replace a document type's steps (documents already submitted keep theirs)", body: saveWorkflowRequest } }, async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(saveWorkflowRequest, request.body);
    if (!mayEditWorkflow(auth.account.role, input.documentType)) throw forbidden();
    return saveWorkflow(db, auth.tenant, actorOf(auth), input);
  });

  app.get('/approval/delegation', { schema: { tags: [TAG], summary: "The caller's delegations, given and received" } }, async (request) => {
    const auth = requireAuth(request);
    return delegationsOf(db, auth.tenant, auth.account.id);
  });

  app.get('/approval/delegate-list', { schema: selectListRoute(TAG, 'Members the caller may delegate to: the active members of the company but the caller') }, async (request) => {
    const auth = requireAuth(request);
    return delegateOptions(db, auth.tenant, auth.account.id);
  });

  app.post('/approval/delegation', { schema: { tags: [TAG], summary: 'Let another member decide for the caller while away', body: delegationRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await delegate(db, auth.tenant, auth.account.id, parseInput(delegationRequest, request.body)));
  });

  app.delete<IdParams>('/approval/delegation/:id', { schema: { tags: [TAG], summary: 'End a delegation the caller gave', params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const auth = requireAuth(request);
    return endDelegation(db, auth.tenant, auth.account.id, idParam(request.params.id));
  });
};
