// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createLeadRequest, moveBoardRequest, pesoAmount } from './lead.schemas';

const lead = {
  name: 'Warehouse',
  startDate: '2026-11-21',
  endDate: '2026-12-21',
  clientId: 1,
  leadSource: 'Referral',
  abc: 1000,
  mmr: 0,
  initialCosting: 0,
  contactDetails: 'Engr. Cruz',
  relationshipOwnerId: 2,
};
const badFields = (input: unknown) => {
  const result = createLeadRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('lead request dates', () => {
  it('takes YYYY-MM-DD, and slashes as dashes', () => {
    expect(createLeadRequest.parse({ ...lead, startDate: ' 2026/11/21 ' }).startDate).toBe('2026-11-21');
    expect(badFields(lead)).toEqual([]);
  });
  it('refuses dates a browser would still read: no padding, extra time, a five-digit year', () => {
    for (const date of ['2-11-21', '2026-1-21', '2026-11-2', '2026-11-21T00:00', '12026-11-21']) expect(badFields({ ...lead, startDate: date })).toEqual(['startDate']);
  });
  it('refuses a well-shaped date that does not exist', () => {
    expect(badFields({ ...lead, endDate: '2026-13-45' })).toEqual(['endDate']);
  });
});

describe('peso amounts', () => {
  it('take at most 2 decimals', () => {
    for (const ok of [0, 12.5, '1234.56', 9_999_999.99]) expect(pesoAmount.safeParse(ok).success).toBe(true);
    for (const bad of [1.005, '0.001', 12.345]) expect(pesoAmount.safeParse(bad).success).toBe(false);
  });
});

describe('board moves', () => {
  it('take a card above or below, not both', () => {
    const move = { projectId: 1, boardKey: 'opportunity' };
    expect(moveBoardRequest.safeParse({ ...move, beforeId: 3 }).success).toBe(true);
    expect(moveBoardRequest.safeParse({ ...move, afterId: 4 }).success).toBe(true);
    expect(moveBoardRequest.safeParse(move).success).toBe(true);
    const both = moveBoardRequest.safeParse({ ...move, beforeId: 3, afterId: 4 });
    expect(both.success ? [] : both.error.issues.map((i) => i.path.join('.'))).toEqual(['afterId']);
  });
});
