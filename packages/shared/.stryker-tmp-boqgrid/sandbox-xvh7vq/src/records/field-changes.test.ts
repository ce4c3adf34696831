// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { describeFieldChanges, fieldChanges, formatFieldChange, LEAD_TRACKED_FIELDS, PROJECT_TRACKED_FIELDS } from './field-changes';

const project = {
  name: 'Tower',
  description: '',
  budget: { raw: '1500000.00', formatted: '₱1,500,000.00' },
  startDate: '2026-01-01',
  endDate: null,
  status: 'ACTIVE',
  client: { id: 1, name: 'Alpha' },
  location: null,
  downpaymentAmount: 10,
  retentionAmount: 5,
};

describe('fieldChanges', () => {
  it('lists only what differs, readable: money formatted, references by name, empty as ""', () => {
    const after = { ...project, budget: { raw: '2000000.50', formatted: '' }, client: { id: 2, name: 'Bravo' }, endDate: '2026-02-01', startDate: null };
    const changes = fieldChanges(PROJECT_TRACKED_FIELDS, project, after);
    expect(changes).toEqual([
      { field: 'budget', label: 'Budget', from: '₱1,500,000.00', to: '₱2,000,000.50' },
      { field: 'startDate', label: 'Start Date', from: '2026-01-01', to: '' },
      { field: 'endDate', label: 'End Date', from: '', to: '2026-02-01' },
      { field: 'clientId', label: 'Client', from: 'Alpha', to: 'Bravo' },
    ]);
    expect(describeFieldChanges(changes)).toBe('Updated Budget, Start Date, End Date, Client');
    expect(changes.map(formatFieldChange)).toContain('Start Date: 2026-01-01 -> (none)');
  });

  it('a save that changes nothing has no changes', () => {
    expect(fieldChanges(PROJECT_TRACKED_FIELDS, project, { ...project })).toEqual([]);
  });

  it('a lead reads its win probability and payment terms as the page shows them', () => {
    const lead = { winProbability: 'HIGH', downpaymentAmount: 0, retentionAmount: 10, relationshipOwner: { id: 1, name: 'Ana Cruz' } };
    const changes = fieldChanges(LEAD_TRACKED_FIELDS, lead, { ...lead, winProbability: 'LOW', downpaymentAmount: 20 });
    expect(changes.map(formatFieldChange)).toEqual(['Win Probability: High (75%) -> Low (25%)', 'Down Payment: 0% -> 20%']);
  });
});
