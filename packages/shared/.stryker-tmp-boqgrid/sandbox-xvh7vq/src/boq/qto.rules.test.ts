// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { QTO_APPROVAL_MESSAGES, takeOffAboveBoq, takeOffAction, takeOffAddAmount, takeOffApprovalRefusal, takeOffTotal } from './qto.rules';

describe('take-off rules', () => {
  it('totals like the server approval: Σ round2(amount × price)', () => {
    expect(takeOffTotal([{ amount: '12.5', price: '265.50' }, { amount: '4', price: '187.25' }])).toBe('4067.75');
    expect(takeOffTotal([{ amount: '0.333', price: '0.10' }, { amount: '0.333', price: '0.10' }])).toBe('0.06');
    expect(takeOffTotal([])).toBe('0.00');
  });
  it('Price Per QTO is red only above Price Per BOQ', () => {
    expect(takeOffAboveBoq('1000.01', '1000.00')).toBe(true);
    expect(takeOffAboveBoq('1000.00', '1000.00')).toBe(false);
    expect(takeOffAboveBoq('0', '')).toBe(false);
  });
  it('an added item comes in at 1, a selected one gains 1', () => {
    expect(takeOffAddAmount(null)).toBe('1');
    expect(takeOffAddAmount('2.5')).toBe('3.5');
  });
  it('buttons by status', () => {
    expect(takeOffAction('NO_ITEM')).toBe('submit');
    expect(takeOffAction('PENDING')).toBe('approve');
    expect(takeOffAction('APPROVED')).toBeNull();
  });
});

describe('take-off approval', () => {
  it('needs the approval scope and another person than the submitter', () => {
    expect(takeOffApprovalRefusal({ approverId: 2, submittedById: 1, hasApproveScope: true })).toBeNull();
    expect(takeOffApprovalRefusal({ approverId: 2, submittedById: null, hasApproveScope: true })).toBeNull();
    expect(takeOffApprovalRefusal({ approverId: 1, submittedById: 1, hasApproveScope: true })).toBe(QTO_APPROVAL_MESSAGES.ownSubmission);
    expect(takeOffApprovalRefusal({ approverId: 2, submittedById: 1, hasApproveScope: false })).toBe(QTO_APPROVAL_MESSAGES.noScope);
  });
});

describe('take-off add amount: edges', () => {
  it('a missing amount starts at 1, whether null or undefined', () => {
    expect(takeOffAddAmount(undefined)).toBe('1');
    expect(takeOffAddAmount(null)).toBe('1');
    expect(takeOffAddAmount('2.5')).toBe('3.5');
  });
});
