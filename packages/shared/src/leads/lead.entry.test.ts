import { describe, expect, it } from 'vitest';
import {
  LEAD_ENTRY_MESSAGES,
  clientContactDetails,
  closingMonthRange,
  contactDetailsForClient,
  DEFAULT_LEAD_SOURCE,
  isClosedLost,
  LEAD_CLOSING_DAYS,
  leadConversionRefusal,
  leadDaysRemaining,
  leadDialogDefaults,
} from './lead.entry';
import { todayInManila } from './lead.rules';

describe('leadDialogDefaults', () => {
  it('fills every required field but the name and the client', () => {
    expect(leadDialogDefaults({ accountId: 7, today: '2026-11-24' })).toEqual({
      clientId: null,
      relationshipOwnerId: 7,
      winProbability: 'UNKNOWN',
      startDate: '2026-11-24',
      endDate: '2026-12-24',
      abc: 0,
      mmr: 0,
      initialCosting: 0,
      leadSource: 'Phone call',
      contactDetails: '',
    });
  });
  it('closes 30 days after today, across months and years', () => {
    expect(LEAD_CLOSING_DAYS).toBe(30);
    expect(leadDialogDefaults({ accountId: 1, today: '2026-01-31' }).endDate).toBe('2026-03-02');
    expect(leadDialogDefaults({ accountId: 1, today: '2026-12-15' }).endDate).toBe('2027-01-14');
    expect(leadDialogDefaults({ accountId: 1, today: '2028-02-10' }).endDate).toBe('2028-03-11');
  });
  it('starts today in Manila when no date is given', () => {
    expect(leadDialogDefaults({ accountId: 1 }).startDate).toBe(todayInManila());
  });
  it('reuses the lead source the user last saved, trimmed; a blank one falls back', () => {
    expect(leadDialogDefaults({ accountId: 1, today: '2026-11-24', lastLeadSource: ' Referral ' }).leadSource).toBe('Referral');
    expect(leadDialogDefaults({ accountId: 1, today: '2026-11-24', lastLeadSource: '   ' }).leadSource).toBe(DEFAULT_LEAD_SOURCE);
    expect(leadDialogDefaults({ accountId: 1, today: '2026-11-24', lastLeadSource: null }).leadSource).toBe(DEFAULT_LEAD_SOURCE);
  });
});

describe('contact details from the client', () => {
  it('are the phone number and the email, one a line, blanks left out', () => {
    expect(clientContactDetails({ contactNumber: ' 0917 555 0100 ', email: 'ops@cruz.ph' })).toBe('0917 555 0100\nops@cruz.ph');
    expect(clientContactDetails({ contactNumber: '', email: 'ops@cruz.ph' })).toBe('ops@cruz.ph');
    expect(clientContactDetails({ contactNumber: '0917', email: null })).toBe('0917');
    expect(clientContactDetails({})).toBe('');
    expect(clientContactDetails(null)).toBe('');
  });
  it('fill an empty field', () => {
    expect(contactDetailsForClient('', '', 'A')).toBe('A');
    expect(contactDetailsForClient('  ', '', 'A')).toBe('A');
    // Emptied by the user after an earlier client filled it: still filled.
    expect(contactDetailsForClient('', 'old@x.ph', 'A')).toBe('A');
    expect(contactDetailsForClient(' \n ', 'old@x.ph', 'A')).toBe('A');
  });
  it('replace what the previous client filled in, whatever spaces surround it', () => {
    expect(contactDetailsForClient('0917\nold@x.ph', '0917\nold@x.ph', 'new@x.ph')).toBe('new@x.ph');
    expect(contactDetailsForClient('old@x.ph ', ' old@x.ph', 'new@x.ph')).toBe('new@x.ph');
    expect(contactDetailsForClient(' old@x.ph', 'old@x.ph ', 'new@x.ph')).toBe('new@x.ph');
  });
  it('keep what the user typed', () => {
    expect(contactDetailsForClient('Engr. Cruz 0918', '', 'A')).toBe('Engr. Cruz 0918');
    expect(contactDetailsForClient('Engr. Cruz 0918', 'old@x.ph', 'A')).toBe('Engr. Cruz 0918');
  });
  it('clear with the client when the field only held the client’s details', () => {
    expect(contactDetailsForClient('old@x.ph', 'old@x.ph', '')).toBe('');
  });
});

describe('closed-lost guards', () => {
  it('knows the closed-lost stage only', () => {
    expect(isClosedLost('closed-lost')).toBe(true);
    expect(isClosedLost('closed-won')).toBe(false);
    expect(isClosedLost(null)).toBe(false);
  });
  it('a closed-lost lead cannot be converted', () => {
    expect(leadConversionRefusal({ leadBoardStage: 'closed-lost' })).toBe('A closed-lost lead cannot be converted to a project');
    expect(leadConversionRefusal({ leadBoardStage: 'in-negotiation', convertedToId: null })).toBeNull();
    expect(leadConversionRefusal({ leadBoardStage: 'closed-won', convertedToId: 9 })).toBe('This lead has already been converted to a project');
  });
  it('a closed-lost lead counts no days remaining', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(leadDaysRemaining({ leadBoardStage: 'closed-lost', endDate: '2026-11-30' }, now)).toBeNull();
    expect(leadDaysRemaining({ leadBoardStage: 'proposal', endDate: '2026-11-23' }, now)).toBe(2);
    expect(leadDaysRemaining({ leadBoardStage: 'proposal', endDate: null }, now)).toBe('N/A');
  });
});

describe('messages', () => {
  it('are word for word', () => {
    expect(LEAD_ENTRY_MESSAGES).toEqual({
      convertClosedLost: 'A closed-lost lead cannot be converted to a project',
      alreadyConverted: 'This lead has already been converted to a project',
      restored: 'Lead restored successfully',
    });
  });
});

describe('closingMonthRange', () => {
  it('is the month from its first day to the next month’s first day', () => {
    expect(closingMonthRange('2026-11')).toEqual({ from: '2026-11-01', until: '2026-12-01' });
    expect(closingMonthRange('2026-12')).toEqual({ from: '2026-12-01', until: '2027-01-01' });
    expect(closingMonthRange(' 2027-01 ')).toEqual({ from: '2027-01-01', until: '2027-02-01' });
    expect(closingMonthRange('2026-09')).toEqual({ from: '2026-09-01', until: '2026-10-01' });
    expect(closingMonthRange('1000-05')).toEqual({ from: '1000-05-01', until: '1000-06-01' });
  });
  it('refuses what is not a month', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', 'x2026-11', '12026-11', 'november', '', '0999-05']) expect(closingMonthRange(bad)).toBeNull();
  });
});
