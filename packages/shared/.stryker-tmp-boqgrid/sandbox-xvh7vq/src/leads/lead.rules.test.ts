// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { describeLeadStage, DEFAULT_LEAD_STAGE, DEFAULT_WIN_PROBABILITY, LEAD_MESSAGES, LEAD_STAGE_KEYS } from './lead.constants';
import { addOneMonth, buildLeadPayload, daysRemaining, defaultLeadDates, normalizeLeadDates, projectDateProblems } from './lead.rules';

describe('lead dates', () => {
  it('start today, end one month later by default', () => {
    expect(defaultLeadDates('2026-11-21')).toEqual({ startDate: '2026-11-21', endDate: '2026-12-21' });
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
  });
  it('slashes are replaced by dashes', () => {
    expect(normalizeLeadDates('2026/11/21', '2026/12/01')).toEqual({ startDate: '2026-11-21', endDate: '2026-12-01' });
  });
  it('end date not after start date becomes start date plus one day', () => {
    expect(normalizeLeadDates('2026-11-21', '2026-11-21').endDate).toBe('2026-11-22');
    expect(normalizeLeadDates('2026-11-21', '2026-11-01').endDate).toBe('2026-11-22');
    expect(normalizeLeadDates('2026-12-31', '2026-12-31').endDate).toBe('2027-01-01');
  });
});

describe('days remaining', () => {
  const now = new Date('2026-11-21T04:00:00Z'); // noon in Manila
  it('is the rounded-up number of days to the end date', () => {
    expect(daysRemaining('2026-11-23', now)).toBe(2);
  });
  it("reads 'Overdue' when not positive and 'N/A' without an end date", () => {
    expect(daysRemaining('2026-11-21', now)).toBe('Overdue');
    expect(daysRemaining('2026-11-01', now)).toBe('Overdue');
    expect(daysRemaining(null, now)).toBe('N/A');
  });
});

describe('lead payload', () => {
  it('has the fixed values and budget equal to ABC', () => {
    const payload = buildLeadPayload({
      name: ' Warehouse in Calamba ', clientId: 3, leadType: { key: 'Design and Build' }, abc: '1500000', mmr: 0, initialCosting: '900000.50',
      locationId: null, winProbability: null, contactDetails: 'Engr. Cruz 0917 123 4567', relationshipOwnerId: 9, leadSource: 'Referral',
      startDate: '2026/11/21', endDate: '2026/11/20', clientEmailAddress: 'x@y.ph',
    });
    expect(payload).toEqual({
      name: 'Warehouse in Calamba', description: 'Lead Opportunity', budget: 1500000, startDate: '2026-11-21', endDate: '2026-11-22',
      status: 'LEAD', clientId: 3, locationId: null, downpaymentAmount: 0, retentionAmount: 0, isLead: true, winProbability: 'UNKNOWN',
      leadSource: 'Referral', leadType: 'Design and Build', abc: 1500000, mmr: 0, initialCosting: 900000.5, contactDetails: 'Engr. Cruz 0917 123 4567',
      relationshipOwnerId: 9,
    });
    expect('clientEmailAddress' in payload).toBe(false);
  });
  it('carries the id when editing, and leaves out what the dialog does not show (payment terms, description)', () => {
    const payload = buildLeadPayload({
      id: 5, name: 'A', clientId: 1, leadType: null, abc: 1, mmr: 1, initialCosting: 1, locationId: 2, winProbability: 'HIGH',
      contactDetails: 'c', relationshipOwnerId: 1, leadSource: 's', startDate: '2026-01-01', endDate: '2026-02-01',
    });
    expect(payload).toMatchObject({ id: 5, winProbability: 'HIGH' });
    expect(Object.keys(payload)).not.toContain('downpaymentAmount');
    expect(Object.keys(payload)).not.toContain('retentionAmount');
    expect(Object.keys(payload)).not.toContain('description');
  });
});

describe('stages and messages', () => {
  it('knows the seven stages, opportunity first and default; an unknown stage shows its raw name', () => {
    expect(LEAD_STAGE_KEYS).toEqual(['opportunity', 'qualified', 'proposal', 'contacted', 'in-negotiation', 'closed-won', 'closed-lost']);
    expect(DEFAULT_LEAD_STAGE).toBe('opportunity');
    expect(describeLeadStage('mystery')).toEqual({ key: 'mystery', label: 'mystery', color: 'gray' });
    expect(DEFAULT_WIN_PROBABILITY).toBe('UNKNOWN');
  });
  it('keeps the spec messages word for word', () => {
    expect(LEAD_MESSAGES).toMatchObject({
      created: 'Lead created successfully', updated: 'Lead updated successfully', creating: 'Creating lead...', updating: 'Updating lead...',
      loadFailed: 'Failed to load lead information', convertFailed: 'Failed to convert lead to project', converted: 'Lead successfully converted to project',
    });
  });
});

describe('projectDateProblems', () => {
  it('refuses an end date before the start date; either date may be missing', () => {
    expect(projectDateProblems({ startDate: '2026-03-01', endDate: '2026-02-01' })).toEqual(['endDate: cannot be before the start date']);
    expect(projectDateProblems({ startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual([]);
    expect(projectDateProblems({ startDate: null, endDate: '2026-02-01' })).toEqual([]);
  });
});
