import { describe, expect, it } from 'vitest';
import { draftOf, moveStep, newStep, requiredLabel, saveBody, workflowErrors } from './workflow-form';

describe('moveStep', () => {
  it('moves a step one place up or down', () => {
    expect(moveStep(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveStep(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });
  it('leaves the first step up and the last step down where they are', () => {
    expect(moveStep(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveStep(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveStep(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });
});

describe('saveBody', () => {
  it('a blank threshold is null (always applies), a typed one is kept as text; a scope step sends no approvers', () => {
    const draft = draftOf({
      allowSelfApproval: true,
      steps: [
        { name: 'Engineer', approverType: 'SCOPE', scope: 'ASSET_PURCHASING_REQUEST_APPROVE_ACCESS', approverIds: [4], minAmount: null, requiredCount: 1 },
        { name: 'Owner', approverType: 'USERS', scope: 'X', approverIds: [2, 3], minAmount: '50000.00', requiredCount: 2 },
      ],
    });
    draft.steps[0].minAmount = '  ';
    expect(saveBody('PURCHASE_REQUEST', draft)).toEqual({
      documentType: 'PURCHASE_REQUEST',
      allowSelfApproval: true,
      steps: [
        { name: 'Engineer', approverType: 'SCOPE', scope: 'ASSET_PURCHASING_REQUEST_APPROVE_ACCESS', approverIds: [], minAmount: null, requiredCount: 1 },
        { name: 'Owner', approverType: 'USERS', scope: null, approverIds: [2, 3], minAmount: '50000.00', requiredCount: 2 },
      ],
    });
  });
  it('new steps get distinct keys and the scope given', () => {
    const [a, b] = [newStep(1, 'S'), newStep(2, 'S')];
    expect(a.key).not.toBe(b.key);
    expect(b).toMatchObject({ name: 'Step 2', approverType: 'SCOPE', scope: 'S', minAmount: '', requiredCount: 1 });
  });
});

describe('workflowErrors', () => {
  it("puts each step field's problem under that step's field and keeps the rest word for word", () => {
    expect(
      workflowErrors([
        'steps.0.name: is required',
        'steps.1.approverIds: choose at least one approver',
        'steps.1.approverIds: 99 is not a member, role or user level of this company',
        'steps.1.minAmount: must be at least 0',
        'steps.2.approverIds.0: must be a whole number',
        'documentType: must be one of PURCHASE_REQUEST',
      ]),
    ).toEqual({
      steps: {
        0: { name: 'is required' },
        1: { approverIds: 'choose at least one approver; 99 is not a member, role or user level of this company', minAmount: 'must be at least 0' },
        2: { approverIds: 'must be a whole number' },
      },
      general: ['documentType: must be one of PURCHASE_REQUEST'],
    });
  });
});

describe('requiredLabel', () => {
  it('says any one, N of M for chosen users, or N approvers otherwise', () => {
    expect(requiredLabel({ approverType: 'USERS', approverIds: [1, 2, 3], requiredCount: 1 })).toBe('Any one approver');
    expect(requiredLabel({ approverType: 'USERS', approverIds: [1, 2, 3], requiredCount: 2 })).toBe('2 of 3 approvers');
    expect(requiredLabel({ approverType: 'SCOPE', approverIds: [], requiredCount: 2 })).toBe('2 approvers');
  });
});
