import { describe, expect, it } from 'vitest';
import { approveRequest, approvalTrailQuery, delegationRequest, rejectRequest, saveWorkflowRequest } from './approval.schemas';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('workflow steps', () => {
  it('takes a scope step and fills its defaults', () => {
    expect(saveWorkflowRequest.parse({ documentType: 'PURCHASE_REQUEST', steps: [{ name: ' Engineer ', approverType: 'SCOPE', scope: 'PROJECT_ACCESS' }] })).toEqual({
      documentType: 'PURCHASE_REQUEST',
      allowSelfApproval: false,
      steps: [{ name: 'Engineer', approverType: 'SCOPE', scope: 'PROJECT_ACCESS', approverIds: [], minAmount: null, requiredCount: 1 }],
    });
  });

  it('a scope step needs its scope; the others need their approvers; N of M cannot ask for more users than chosen', () => {
    const result = saveWorkflowRequest.safeParse({
      documentType: 'DELIVERY',
      steps: [
        { name: 'a', approverType: 'SCOPE' },
        { name: 'b', approverType: 'ROLE' },
        { name: 'c', approverType: 'USER_LEVEL', approverIds: [3] },
        { name: 'd', approverType: 'USERS', approverIds: [1, 2], requiredCount: 3 },
        { name: 'e', approverType: 'USERS', approverIds: [1, 2], requiredCount: 2 },
        { name: 'f', approverType: 'ROLE', approverIds: [4], requiredCount: 5 },
      ],
    });
    expect(problems(result)).toEqual(['steps.0.scope: is required for a scope step', 'steps.1.approverIds: choose at least one approver', 'steps.3.requiredCount: cannot be more than the approvers chosen']);
  });

  it('refuses an unknown document or approver type, a negative threshold and more than 20 steps', () => {
    expect(problems(saveWorkflowRequest.safeParse({ documentType: 'INVOICE', steps: [] }))[0]).toMatch(/^documentType: must be one of PURCHASE_REQUEST, PURCHASE_ORDER/);
    expect(problems(saveWorkflowRequest.safeParse({ documentType: 'DELIVERY', steps: [{ name: 'a', approverType: 'ANYONE' }] }))[0]).toBe('steps.0.approverType: must be one of SCOPE, USERS, ROLE, USER_LEVEL');
    expect(problems(saveWorkflowRequest.safeParse({ documentType: 'DELIVERY', steps: [{ name: 'a', approverType: 'SCOPE', scope: 'X', minAmount: -1 }] }))).toEqual(['steps.0.minAmount: must be at least 0']);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `s${i}`, approverType: 'SCOPE', scope: 'X' }));
    expect(saveWorkflowRequest.safeParse({ documentType: 'DELIVERY', steps: many }).success).toBe(false);
    expect(saveWorkflowRequest.safeParse({ documentType: 'DELIVERY', steps: many.slice(0, 20) }).success).toBe(true);
  });
});

describe('decisions', () => {
  it('approve takes no body or an optional comment', () => {
    expect(approveRequest.parse(undefined)).toEqual({ comment: '' });
    expect(approveRequest.parse({ comment: ' ok ' })).toEqual({ comment: 'ok' });
  });
  it('reject and return need a reason, blank is none', () => {
    expect(problems(rejectRequest.safeParse({}))).toEqual(['reason: is required']);
    expect(problems(rejectRequest.safeParse({ reason: '  ' }))).toEqual(['reason: is required']);
    expect(rejectRequest.parse({ reason: ' No receipt ' })).toEqual({ reason: 'No receipt' });
  });
  it('the trail query names a known document and an id', () => {
    expect(approvalTrailQuery.parse({ documentType: 'DELIVERY', documentId: '12' })).toEqual({ documentType: 'DELIVERY', documentId: 12 });
    expect(approvalTrailQuery.safeParse({ documentType: 'DELIVERY', documentId: '0' }).success).toBe(false);
  });
});

describe('delegation', () => {
  it('ends after it starts', () => {
    const ok = delegationRequest.safeParse({ toAccountId: 2, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-01T00:00:01Z' });
    expect(ok.success).toBe(true);
    expect(problems(delegationRequest.safeParse({ toAccountId: 2, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }))).toEqual(['endsAt: must be after startsAt']);
  });
});
