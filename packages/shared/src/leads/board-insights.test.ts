import { describe, expect, it } from 'vitest';
import {
  addMoney,
  BOARD_MESSAGES,
  daysInStage,
  daysInStageLabel,
  lostReasonAfterMove,
  lostReasonProblem,
  weightedTotal,
  winProbabilityLabel,
  winProbabilityPercent,
} from './board-insights';

describe('lost reason', () => {
  it('a move into Closed Lost needs a reason that is not blank', () => {
    expect(lostReasonProblem('closed-lost', undefined)).toBe('Please give the reason this lead was lost');
    expect(lostReasonProblem('closed-lost', null)).toBe(BOARD_MESSAGES.lostReasonRequired);
    expect(lostReasonProblem('closed-lost', '   ')).toBe(BOARD_MESSAGES.lostReasonRequired);
    expect(lostReasonProblem('closed-lost', 'Price too high')).toBeNull();
  });
  it('other stages need none', () => {
    expect(lostReasonProblem('proposal', undefined)).toBeNull();
    expect(lostReasonProblem('closed-won', '')).toBeNull();
  });
  it('is kept while lost and cleared once the lead leaves Closed Lost', () => {
    expect(lostReasonAfterMove('closed-lost', ' Went with another bidder ', null)).toBe('Went with another bidder');
    expect(lostReasonAfterMove('closed-lost', undefined, 'Budget cut')).toBe('Budget cut');
    expect(lostReasonAfterMove('closed-lost', '  ', 'Budget cut')).toBe('Budget cut');
    expect(lostReasonAfterMove('closed-lost', 'New reason', 'Budget cut')).toBe('New reason');
    expect(lostReasonAfterMove('proposal', 'x', 'Budget cut')).toBeNull();
  });
});

describe('win probability', () => {
  it('as a percent and a card label', () => {
    expect(winProbabilityPercent('LOW')).toBe(25);
    expect(winProbabilityPercent('MEDIUM')).toBe(50);
    expect(winProbabilityPercent('HIGH')).toBe(75);
    expect(winProbabilityPercent('VERY_HIGH')).toBe(90);
    expect(winProbabilityPercent('UNKNOWN')).toBe(0);
    expect(winProbabilityPercent('NOPE')).toBe(0);
    expect(winProbabilityPercent(null)).toBe(0);
    expect(winProbabilityLabel('HIGH')).toBe('75%');
    expect(winProbabilityLabel('VERY_HIGH')).toBe('90%');
    expect(winProbabilityLabel('UNKNOWN')).toBeNull();
    expect(winProbabilityLabel(undefined)).toBeNull();
  });
});

describe('weighted total', () => {
  it('weights each probability sum exactly', () => {
    expect(
      weightedTotal([
        { winProbability: 'HIGH', total: '1500000.00' },
        { winProbability: 'LOW', total: '0.10' },
        { winProbability: 'UNKNOWN', total: '999.99' },
        { winProbability: 'VERY_HIGH', total: '0.30' },
      ]),
    ).toBe('1125000.30');
  });
  it('keeps cents that floats would lose', () => {
    expect(weightedTotal([{ winProbability: 'MEDIUM', total: '9999999999999.99' }])).toBe('5000000000000.00');
    expect(weightedTotal([{ winProbability: 'VERY_HIGH', total: '0.10' }, { winProbability: 'VERY_HIGH', total: '0.20' }])).toBe('0.27');
    expect(weightedTotal([{ winProbability: 'LOW', total: '0.02' }])).toBe('0.01');
  });
  it('is 0.00 for an empty column', () => {
    expect(weightedTotal([])).toBe('0.00');
    expect(weightedTotal([{ winProbability: 'HIGH', total: '' }])).toBe('0.00');
  });
});

describe('days in stage', () => {
  it('counts Philippine calendar days', () => {
    // 23:30 UTC on 20 Nov is 07:30 on 21 Nov in Manila.
    expect(daysInStage('2026-11-20T23:30:00Z', new Date('2026-11-21T01:00:00Z'))).toBe(0);
    expect(daysInStage('2026-11-20T15:59:00Z', new Date('2026-11-20T16:01:00Z'))).toBe(1);
    expect(daysInStage(new Date('2026-11-01T04:00:00Z'), new Date('2026-11-24T04:00:00Z'))).toBe(23);
    expect(daysInStage('2026-02-27T04:00:00Z', new Date('2026-03-01T04:00:00Z'))).toBe(2);
  });
  it('is never negative and 0 without a date', () => {
    expect(daysInStage('2026-12-01T04:00:00Z', new Date('2026-11-24T04:00:00Z'))).toBe(0);
    expect(daysInStage(null, new Date())).toBe(0);
    expect(daysInStage('not a date', new Date())).toBe(0);
  });
  it('reads as words', () => {
    expect(daysInStageLabel(0)).toBe('0 days');
    expect(daysInStageLabel(-2)).toBe('0 days');
    expect(daysInStageLabel(1)).toBe('1 day');
    expect(daysInStageLabel(12)).toBe('12 days');
  });
});

describe('addMoney', () => {
  it('adds exactly', () => {
    expect(addMoney(['0.10', '0.20', '1500000.005'])).toBe('1500000.31');
    expect(addMoney([])).toBe('0.00');
    expect(addMoney(['9999999999999.99', '0.01'])).toBe('10000000000000.00');
  });
});
