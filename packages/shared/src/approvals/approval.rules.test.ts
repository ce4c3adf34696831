import { describe, expect, it } from 'vitest';
import { isKnownScope } from '../access/scopes';
import {
  APPROVAL_DOCUMENT_TYPES,
  APPROVE_SCOPE_BY_DOCUMENT,
  applicableSteps,
  approverStanding,
  defaultWorkflow,
  delegationActive,
  isOwnApprover,
  stepApplies,
  stepOutcome,
  WORKFLOW_SETTINGS_SCOPE_BY_DOCUMENT,
  type ApproverCandidate,
} from './approval.rules';

const person = (id: number, scopes: string[] = [], extra: Partial<ApproverCandidate> = {}): ApproverCandidate => ({ id, roleId: 10 + id, userLevelId: null, role: { scopeList: scopes }, ...extra });
const prStep = { approverType: 'SCOPE' as const, scope: 'ASSET_PURCHASING_REQUEST_APPROVE_ACCESS', approverIds: [] };

describe('default workflows', () => {
  it('one step approved by the document type’s approve scope, for every type but purchase orders', () => {
    for (const type of APPROVAL_DOCUMENT_TYPES) {
      const workflow = defaultWorkflow(type);
      expect(workflow.allowSelfApproval).toBe(false);
      if (type === 'PURCHASE_ORDER') {
        expect(workflow.steps).toEqual([]);
        continue;
      }
      expect(workflow.steps).toEqual([{ name: 'Approval', approverType: 'SCOPE', scope: APPROVE_SCOPE_BY_DOCUMENT[type], approverIds: [], minAmount: null, requiredCount: 1 }]);
    }
  });

  it('every approve scope and workflow settings scope is in the scope catalogue', () => {
    for (const scope of Object.values(APPROVE_SCOPE_BY_DOCUMENT)) expect(isKnownScope(scope), scope).toBe(true);
    for (const scope of Object.values(WORKFLOW_SETTINGS_SCOPE_BY_DOCUMENT)) expect(isKnownScope(scope!), scope).toBe(true);
  });
});

describe('thresholds', () => {
  it('a step applies above its threshold, not at it; no threshold always applies', () => {
    expect(stepApplies({ minAmount: '50000.00' }, '50000.00')).toBe(false);
    expect(stepApplies({ minAmount: '50000.00' }, '50000.01')).toBe(true);
    expect(stepApplies({ minAmount: null }, '0')).toBe(true);
    expect(stepApplies({ minAmount: '' }, '0')).toBe(true);
    expect(stepApplies({}, '1')).toBe(true);
  });

  it('keeps the applicable steps in order, compared exactly (no float rounding)', () => {
    const steps = [
      { name: 'Engineer', minAmount: null },
      { name: 'Manager', minAmount: '100000' },
      { name: 'Owner', minAmount: '999999.99' },
    ];
    expect(applicableSteps(steps, '100000.00').map((s) => s.name)).toEqual(['Engineer']);
    expect(applicableSteps(steps, '100000.01').map((s) => s.name)).toEqual(['Engineer', 'Manager']);
    expect(applicableSteps(steps, '1000000').map((s) => s.name)).toEqual(['Engineer', 'Manager', 'Owner']);
  });
});

describe('who is an approver', () => {
  it('by scope (full access and developer roles hold every scope), by user, by role, by user level', () => {
    expect(isOwnApprover(prStep, person(1, ['ASSET_PURCHASING_REQUEST_APPROVE_ACCESS']))).toBe(true);
    expect(isOwnApprover(prStep, person(1, ['ASSET_PURCHASING_REQUEST_ACCESS']))).toBe(false);
    expect(isOwnApprover(prStep, person(1, [], { role: { isFullAccess: true, scopeList: [] } }))).toBe(true);
    expect(isOwnApprover({ approverType: 'SCOPE', scope: null }, person(1, [], { role: { isFullAccess: true } }))).toBe(false);
    expect(isOwnApprover({ approverType: 'USERS', approverIds: [2, 3] }, person(3))).toBe(true);
    expect(isOwnApprover({ approverType: 'USERS', approverIds: [2, 3] }, person(4))).toBe(false);
    expect(isOwnApprover({ approverType: 'ROLE', approverIds: [14] }, person(4))).toBe(true);
    expect(isOwnApprover({ approverType: 'ROLE', approverIds: [14] }, person(4, [], { roleId: null }))).toBe(false);
    expect(isOwnApprover({ approverType: 'USER_LEVEL', approverIds: [7] }, person(4, [], { userLevelId: 7 }))).toBe(true);
    expect(isOwnApprover({ approverType: 'USER_LEVEL', approverIds: [7] }, person(4))).toBe(false);
  });

  it('nobody decides a step of their own request unless self-approval is on', () => {
    const boss = person(1, ['ASSET_PURCHASING_REQUEST_APPROVE_ACCESS']);
    expect(approverStanding({ step: prStep, account: boss, requesterId: 1, allowSelfApproval: false, delegators: [] })).toEqual({ ok: false, refusal: 'ownRequest' });
    expect(approverStanding({ step: prStep, account: boss, requesterId: 1, allowSelfApproval: true, delegators: [] })).toEqual({ ok: true, onBehalfOfId: null });
    expect(approverStanding({ step: prStep, account: boss, requesterId: 2, allowSelfApproval: false, delegators: [] })).toEqual({ ok: true, onBehalfOfId: null });
    expect(approverStanding({ step: prStep, account: person(3), requesterId: 1, allowSelfApproval: false, delegators: [] })).toEqual({ ok: false, refusal: 'notApprover' });
    expect(approverStanding({ step: prStep, account: person(1), requesterId: 1, allowSelfApproval: false, delegators: [] })).toEqual({ ok: false, refusal: 'notApprover' });
  });

  it('a delegate decides for an approver who is away, but never for the requester nor on their own request', () => {
    const boss = person(1, ['ASSET_PURCHASING_REQUEST_APPROVE_ACCESS']);
    const deputy = person(2);
    expect(approverStanding({ step: prStep, account: deputy, requesterId: 3, allowSelfApproval: false, delegators: [boss] })).toEqual({ ok: true, onBehalfOfId: 1 });
    // The boss asked for it: standing in for the boss cannot approve the boss's own request.
    expect(approverStanding({ step: prStep, account: deputy, requesterId: 1, allowSelfApproval: false, delegators: [boss] })).toEqual({ ok: false, refusal: 'notApprover' });
    // The deputy asked for it: they cannot approve it as the boss's stand-in.
    expect(approverStanding({ step: prStep, account: deputy, requesterId: 2, allowSelfApproval: false, delegators: [boss] })).toEqual({ ok: false, refusal: 'ownRequest' });
    // A delegator who is not an approver of the step gives nothing.
    expect(approverStanding({ step: prStep, account: deputy, requesterId: 3, allowSelfApproval: false, delegators: [person(5)] })).toEqual({ ok: false, refusal: 'notApprover' });
  });
});

describe('step outcome', () => {
  it('any one: the first approval approves it', () => {
    expect(stepOutcome(1, [])).toBe('PENDING');
    expect(stepOutcome(1, [{ decision: 'APPROVED' }])).toBe('APPROVED');
  });
  it('N of M: approved at the Nth approval; one rejection or return ends it', () => {
    expect(stepOutcome(2, [{ decision: 'APPROVED' }])).toBe('PENDING');
    expect(stepOutcome(2, [{ decision: 'APPROVED' }, { decision: 'APPROVED' }])).toBe('APPROVED');
    expect(stepOutcome(2, [{ decision: 'APPROVED' }, { decision: 'REJECTED' }])).toBe('REJECTED');
    expect(stepOutcome(3, [{ decision: 'RETURNED' }])).toBe('RETURNED');
    expect(stepOutcome(0, [{ decision: 'APPROVED' }])).toBe('APPROVED');
    expect(stepOutcome(0, [])).toBe('PENDING');
  });
});

describe('delegation periods', () => {
  const period = { startsAt: '2026-11-20T00:00:00Z', endsAt: '2026-11-27T00:00:00Z' };
  it('from its start (inclusive) to its end (exclusive), unless ended', () => {
    expect(delegationActive(period, new Date('2026-11-19T23:59:59Z'))).toBe(false);
    expect(delegationActive(period, new Date('2026-11-20T00:00:00Z'))).toBe(true);
    expect(delegationActive(period, new Date('2026-11-26T23:59:59Z'))).toBe(true);
    expect(delegationActive(period, new Date('2026-11-27T00:00:00Z'))).toBe(false);
    expect(delegationActive({ ...period, endedAt: '2026-11-21T00:00:00Z' }, new Date('2026-11-22T00:00:00Z'))).toBe(false);
  });
});

describe('approvers by role and level are matched by id, never by a missing one', () => {
  it('a role or level that is not listed, or none at all, is not an approver', () => {
    expect(isOwnApprover({ approverType: 'ROLE', approverIds: [14] }, person(5))).toBe(false);
    expect(isOwnApprover({ approverType: 'USER_LEVEL', approverIds: [7] }, person(4, [], { userLevelId: 8 }))).toBe(false);
    expect(isOwnApprover({ approverType: 'USERS' }, person(4))).toBe(false);
    expect(isOwnApprover({ approverType: 'USER_LEVEL', approverIds: [] }, person(4, [], { userLevelId: null }))).toBe(false);
  });
});
