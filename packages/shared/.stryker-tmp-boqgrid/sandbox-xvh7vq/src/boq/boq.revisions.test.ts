// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { BOQ_MESSAGES } from './boq.constants';
import { boqReadOnlyReason, isCurrentRevision } from './boq.revisions';

describe('BOQ revisions', () => {
  it('only the current revision not submitted to the client can be edited', () => {
    expect(boqReadOnlyReason({ isCurrent: true, submittedToClientAt: null })).toBeNull();
    expect(boqReadOnlyReason({ isCurrent: false, submittedToClientAt: null })).toBe(BOQ_MESSAGES.notCurrent);
    expect(boqReadOnlyReason({ isCurrent: true, submittedToClientAt: '2026-01-01T00:00:00Z' })).toBe(BOQ_MESSAGES.submittedToClient);
    expect(boqReadOnlyReason({ isCurrent: false, submittedToClientAt: new Date() })).toBe(BOQ_MESSAGES.submittedToClient);
  });
  it('the current revision is the highest, then the highest id', () => {
    const r1 = { id: 1, revision: 1 };
    const r2 = { id: 2, revision: 2 };
    const r3 = { id: 3, revision: 3 };
    expect(isCurrentRevision(r3, [r1, r2, r3])).toBe(true);
    expect(isCurrentRevision(r1, [r1, r2, r3])).toBe(false);
    expect(isCurrentRevision(r2, [r1, r2, r3])).toBe(false);
    expect(isCurrentRevision({ id: 5, revision: 3 }, [r3, { id: 5, revision: 3 }])).toBe(true);
    expect(isCurrentRevision(r3, [r3, { id: 5, revision: 3 }])).toBe(false);
    expect(isCurrentRevision(r1, [r1])).toBe(true);
  });
});
