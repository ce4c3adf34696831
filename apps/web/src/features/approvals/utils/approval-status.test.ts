import { describe, expect, it } from 'vitest';
import { approvalStatusOf, decisionLine } from './approval-status';

describe('decisionLine', () => {
  it('names who decided, and for whom when a delegate decided', () => {
    expect(decisionLine({ decision: 'APPROVED', by: { id: 1, name: 'Ana Cruz' }, onBehalfOf: null })).toBe('Approved by Ana Cruz');
    expect(decisionLine({ decision: 'REJECTED', by: { id: 1, name: 'Ana Cruz' }, onBehalfOf: { id: 2, name: 'Ben Reyes' } })).toBe('Rejected by Ana Cruz for Ben Reyes');
    expect(decisionLine({ decision: 'RETURNED', by: null, onBehalfOf: null })).toBe('Returned for changes by a former member');
  });
});

describe('approvalStatusOf', () => {
  it('labels every submission and step status, and shows an unknown one as it is', () => {
    expect(['WAITING', 'PENDING', 'APPROVED', 'REJECTED', 'RETURNED', 'CANCELED'].map((s) => approvalStatusOf(s).label)).toEqual([
      'Waiting',
      'Pending',
      'Approved',
      'Rejected',
      'Returned',
      'Canceled',
    ]);
    expect(approvalStatusOf('ESCALATED')).toEqual({ label: 'ESCALATED', color: 'gray' });
  });
});
