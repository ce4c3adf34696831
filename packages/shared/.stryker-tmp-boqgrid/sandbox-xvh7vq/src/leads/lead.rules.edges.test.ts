// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { describeLeadStage } from './lead.constants';
import { buildLeadPayload, daysRemaining, defaultLeadDates, todayInManila } from './lead.rules';

describe('lead dates in Manila', () => {
  it('the date rolls over at midnight Manila time (16:00 UTC)', () => {
    expect(todayInManila(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(todayInManila(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(todayInManila(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
  it('the default dates start on today in Manila', () => {
    const today = todayInManila();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(defaultLeadDates().startDate).toBe(today);
  });
  it('an unreadable end date has no days remaining', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(daysRemaining('not a date', now)).toBe('N/A');
    expect(daysRemaining('2026-13-45', now)).toBe('N/A');
    expect(daysRemaining('2026-11-23', now)).toBe(2);
  });
});

describe('lead payload: text fields', () => {
  it('trims the lead source and contact details', () => {
    const payload = buildLeadPayload({
      name: 'A', clientId: 1, leadType: 'Build', abc: 1, mmr: 1, initialCosting: 1, locationId: null, winProbability: null,
      contactDetails: '  Engr. Cruz  ', relationshipOwnerId: null, leadSource: ' Referral ', startDate: '2026-01-01', endDate: '2026-02-01',
    });
    expect(payload).toMatchObject({ leadSource: 'Referral', contactDetails: 'Engr. Cruz', leadType: 'Build' });
  });
});

describe('lead stages', () => {
  it('a known stage keeps its label and colour; no stage shows blank', () => {
    expect(describeLeadStage('opportunity').key).toBe('opportunity');
    expect(describeLeadStage('opportunity').color).not.toBe('gray');
    expect(describeLeadStage(null)).toEqual({ key: '', label: '', color: 'gray' });
    expect(describeLeadStage(undefined)).toEqual({ key: '', label: '', color: 'gray' });
  });
});
