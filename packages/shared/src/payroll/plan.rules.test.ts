import { describe, expect, it } from 'vitest';
import {
  cutoffEnds,
  cutoffRuleApplies,
  deMinimisSplit,
  enrolmentCovers,
  enrolmentStatus,
  firstCutoffEndOnOrAfter,
  LOAN_SCHEDULE_MAX_ROWS,
  ledgerBalance,
  loanCorrectionProblem,
  loanInstallment,
  loanSchedule,
  memberAmount,
  money2,
  planAmountForCutoff,
  planProblems,
  silCashValue,
  silDailyRate,
  type PlanShape,
} from './plan.rules';

const FIRST = { monthSequence: 1, isLastOfMonth: false };
const SECOND_LAST = { monthSequence: 2, isLastOfMonth: true };
const SECOND_NOT_LAST = { monthSequence: 2, isLastOfMonth: false };
const THIRD_LAST = { monthSequence: 3, isLastOfMonth: true };

describe('cutoffRuleApplies', () => {
  it.each([
    ['EVERY', FIRST, true],
    ['EVERY', SECOND_LAST, true],
    ['FIRST', FIRST, true],
    ['FIRST', SECOND_LAST, false],
    ['SECOND', SECOND_NOT_LAST, true],
    ['SECOND', FIRST, false],
    ['SECOND', THIRD_LAST, false],
    ['LAST', SECOND_LAST, true],
    ['LAST', THIRD_LAST, true],
    ['LAST', SECOND_NOT_LAST, false],
    ['LAST', FIRST, false],
  ] as const)('%s on cutoff %o of the month: %s', (rule, cutoff, expected) => {
    expect(cutoffRuleApplies(rule, cutoff)).toBe(expected);
  });
});

describe('planAmountForCutoff', () => {
  it.each([
    // [method, rule, member, cutoff, expected]
    ['FIXED', 'EVERY', { amount: '1000.00' }, FIRST, '1000.00'],
    ['FIXED', 'FIRST', { amount: '1000.00' }, SECOND_LAST, '0.00'],
    ['FIXED', 'LAST', { amount: '2000' }, SECOND_LAST, '2000.00'],
    ['PER_DAY', 'EVERY', { amount: '60.00' }, { ...FIRST, daysWorked: '11' }, '660.00'],
    ['PER_DAY', 'EVERY', { amount: '60.00' }, { ...FIRST, daysWorked: '10.5' }, '630.00'],
    ['PER_DAY', 'EVERY', { amount: '33.33' }, { ...FIRST, daysWorked: '0.5' }, '16.67'],
    ['PER_DAY', 'EVERY', { amount: '60.00' }, FIRST, '0.00'],
    ['PER_DAY', 'SECOND', { amount: '60.00' }, { ...FIRST, daysWorked: 11 }, '0.00'],
    ['LOAN', 'EVERY', { amount: '0', amortization: '500.00', balance: '3000.00' }, FIRST, '500.00'],
    ['LOAN', 'EVERY', { amount: '0', amortization: '500.00', balance: '120.50' }, FIRST, '120.50'],
    ['LOAN', 'EVERY', { amount: '0', amortization: '500.00', balance: '0.00' }, FIRST, '0.00'],
    ['LOAN', 'EVERY', { amount: '250.00', amortization: null, balance: '1000.00' }, FIRST, '250.00'],
    ['LOAN', 'EVERY', { amount: '250.00' }, FIRST, '0.00'],
    ['LOAN', 'FIRST', { amount: '0', amortization: '500.00', balance: '3000.00' }, SECOND_LAST, '0.00'],
    ['YEARLY', 'EVERY', { amount: '10.00' }, FIRST, '0.00'],
  ] as const)('%s %s with %o on %o is %s', (method, cutoffRule, member, cutoff, expected) => {
    expect(planAmountForCutoff({ method, cutoffRule }, member, cutoff)).toBe(expected);
  });
});

describe('loanInstallment: min(amortization, balance), never below zero', () => {
  it.each([
    ['500.00', '3000.00', '500.00'],
    ['500.00', '500.00', '500.00'],
    ['500.00', '499.99', '499.99'],
    ['500.00', '0', '0.00'],
    ['500.00', '-20.00', '0.00'],
  ])('amortization %s, balance %s: %s', (amortization, balance, expected) => {
    expect(loanInstallment(amortization, balance)).toBe(expected);
  });
});

describe('memberAmount and money2', () => {
  it('the member amount overrides the plan amount', () => {
    expect(memberAmount('1000', '1500.5')).toBe('1500.50');
    expect(memberAmount('1000', null)).toBe('1000.00');
    expect(memberAmount('1000', undefined)).toBe('1000.00');
  });
  it('rounds half up to the centavo', () => {
    expect(money2('1.005')).toBe('1.01');
    expect(money2('1.004')).toBe('1.00');
    expect(money2('-1.005')).toBe('-1.01');
  });
});

describe('deMinimisSplit (RR 11-2018: de minimis within its monthly limit is exempt)', () => {
  it.each([
    // [isTaxable, limit, amount, exemptSoFar, exempt, taxable]
    [true, null, '1000.00', '0', '0.00', '1000.00'],
    [false, '2000.00', '1000.00', '0', '1000.00', '0.00'],
    [false, '2000.00', '1000.00', '1000.00', '1000.00', '0.00'],
    [false, '2000.00', '1500.00', '1000.00', '1000.00', '500.00'],
    [false, '2000.00', '1500.00', '2000.00', '0.00', '1500.00'],
    [false, '2000.00', '1500.00', '2500.00', '0.00', '1500.00'],
    [false, '2000.00', '2500.00', '0', '2000.00', '500.00'],
    [false, null, '2500.00', '99999', '2500.00', '0.00'],
  ] as const)('taxable %s limit %s: %s after %s -> exempt %s taxable %s', (isTaxable, monthlyExemptLimit, amount, soFar, exempt, taxable) => {
    expect(deMinimisSplit({ isTaxable, monthlyExemptLimit }, amount, soFar)).toEqual({ exempt, taxable });
  });
  it('nothing exempted yet by default', () => {
    expect(deMinimisSplit({ isTaxable: false, monthlyExemptLimit: '2000' }, '2500')).toEqual({ exempt: '2000.00', taxable: '500.00' });
  });
});

describe('silDailyRate and silCashValue (Labor Code art. 95)', () => {
  it.each([
    ['MONTHLY', '26100.00', 261, '1200.00'],
    ['MONTHLY', '20000.00', 313, '766.77'],
    ['MONTHLY', '30000.00', 365, '986.30'],
    ['DAILY', '645.00', 261, '645.00'],
    ['HOURLY', '80.625', 261, '645.00'],
  ] as const)('%s %s with factor %i: daily %s', (rateType, rate, factor, expected) => {
    expect(silDailyRate(rateType, rate, factor)).toBe(expected);
  });
  it.each([
    ['5', '645.00', '3225.00'],
    ['2.5', '766.77', '1916.93'],
    ['0', '645.00', '0.00'],
    ['-1', '645.00', '0.00'],
  ])('%s days at %s: %s', (days, daily, expected) => {
    expect(silCashValue(days, daily)).toBe(expected);
  });
});

const plan = (over: Partial<PlanShape>): PlanShape => ({
  kind: 'ALLOWANCE',
  method: 'FIXED',
  amount: '0',
  isTaxable: true,
  monthlyExemptLimit: null,
  isInFundSalary: false,
  isPreTax: false,
  daysPerYear: '0',
  ...over,
});

describe('planProblems', () => {
  it.each([
    [plan({}), []],
    [plan({ isTaxable: false, monthlyExemptLimit: '2000' }), []],
    [plan({ method: 'PER_DAY', isInFundSalary: true }), []],
    [plan({ kind: 'DEDUCTION', method: 'LOAN' }), []],
    [plan({ kind: 'DEDUCTION', method: 'LOAN', isTaxable: false }), []],
    [plan({ kind: 'DEDUCTION', isPreTax: true }), []],
    [plan({ kind: 'SIL', method: 'YEARLY', daysPerYear: '5' }), []],
    [plan({ kind: 'SIL', method: 'YEARLY', daysPerYear: '7.5' }), []],
    [plan({ method: 'LOAN' }), ['method: a allowance plan is FIXED or PER_DAY']],
    [plan({ kind: 'DEDUCTION', method: 'YEARLY' }), ['method: a deduction plan is FIXED or PER_DAY or LOAN']],
    [plan({ kind: 'SIL', method: 'FIXED', daysPerYear: '5' }), ['method: a service incentive leave plan is YEARLY']],
    [plan({ kind: 'SIL', method: 'YEARLY', daysPerYear: '4.99' }), ['daysPerYear: at least 5 days a year (Labor Code art. 95)']],
    [plan({ daysPerYear: '1' }), ['daysPerYear: only a service incentive leave plan has days a year']],
    [plan({ kind: 'DEDUCTION', monthlyExemptLimit: '100' }), ['monthlyExemptLimit: only an allowance has a de minimis limit']],
    [plan({ monthlyExemptLimit: '100' }), ['monthlyExemptLimit: a taxable allowance has no de minimis limit']],
    [plan({ kind: 'DEDUCTION', isInFundSalary: true }), ['isInFundSalary: only an allowance counts in the Pag-IBIG fund salary']],
    [plan({ isPreTax: true }), ['isPreTax: only a deduction is taken before tax']],
    [plan({ kind: 'DEDUCTION', isTaxable: false }), ['isTaxable: a deduction is not income; mark union dues as isPreTax']],
    [
      plan({ kind: 'SIL', method: 'YEARLY', daysPerYear: '0', isPreTax: true, isInFundSalary: true }),
      ['daysPerYear: at least 5 days a year (Labor Code art. 95)', 'isInFundSalary: only an allowance counts in the Pag-IBIG fund salary', 'isPreTax: only a deduction is taken before tax'],
    ],
  ])('%o: %o', (shape, expected) => {
    expect(planProblems(shape)).toEqual(expected);
  });
});

describe('cutoffEnds', () => {
  it.each([
    ['2026-01-15', 'SEMI_MONTHLY', 5, 'EVERY', ['2026-01-15', '2026-01-31', '2026-02-15', '2026-02-28', '2026-03-15']],
    ['2026-01-31', 'SEMI_MONTHLY', 3, 'EVERY', ['2026-01-31', '2026-02-15', '2026-02-28']],
    ['2026-01-30', 'SEMI_MONTHLY', 2, 'EVERY', ['2026-01-31', '2026-02-15']],
    ['2026-01-10', 'SEMI_MONTHLY', 4, 'EVERY', ['2026-01-10', '2026-01-25', '2026-02-10', '2026-02-25']],
    ['2026-01-25', 'SEMI_MONTHLY', 3, 'EVERY', ['2026-01-25', '2026-02-10', '2026-02-25']],
    ['2026-01-13', 'SEMI_MONTHLY', 4, 'EVERY', ['2026-01-13', '2026-01-28', '2026-02-13', '2026-02-28']],
    ['2026-01-28', 'SEMI_MONTHLY', 3, 'EVERY', ['2026-01-31', '2026-02-15', '2026-02-28']],
    ['2026-01-16', 'SEMI_MONTHLY', 3, 'EVERY', ['2026-01-16', '2026-02-01', '2026-02-16']],
    ['2026-01-27', 'SEMI_MONTHLY', 3, 'EVERY', ['2026-01-27', '2026-02-12', '2026-02-27']],
    ['2026-01-14', 'SEMI_MONTHLY', 4, 'EVERY', ['2026-01-14', '2026-01-29', '2026-02-14', '2026-02-28']],
    ['2026-01-15', 'SEMI_MONTHLY', 3, 'FIRST', ['2026-01-15', '2026-02-15', '2026-03-15']],
    ['2026-01-15', 'SEMI_MONTHLY', 3, 'SECOND', ['2026-01-31', '2026-02-28', '2026-03-31']],
    ['2026-01-15', 'SEMI_MONTHLY', 2, 'LAST', ['2026-01-31', '2026-02-28']],
    ['2026-11-30', 'SEMI_MONTHLY', 3, 'EVERY', ['2026-11-30', '2026-12-15', '2026-12-31']],
    ['2026-12-15', 'SEMI_MONTHLY', 3, 'EVERY', ['2026-12-15', '2026-12-31', '2027-01-15']],
    ['2026-01-31', 'MONTHLY', 3, 'EVERY', ['2026-01-31', '2026-02-28', '2026-03-31']],
    ['2026-01-25', 'MONTHLY', 3, 'EVERY', ['2026-01-25', '2026-02-25', '2026-03-25']],
    ['2026-11-30', 'MONTHLY', 2, 'EVERY', ['2026-11-30', '2026-12-31']],
    ['2026-12-29', 'WEEKLY', 3, 'EVERY', ['2026-12-29', '2027-01-05', '2027-01-12']],
    ['2026-01-15', 'SEMI_MONTHLY', 0, 'EVERY', []],
  ] as const)('from %s %s x%i (%s)', (first, frequency, count, rule, expected) => {
    expect(cutoffEnds(first, frequency, count, rule)).toEqual(expected);
  });
  it('every cutoff by default', () => {
    expect(cutoffEnds('2026-01-15', 'SEMI_MONTHLY', 2)).toEqual(['2026-01-15', '2026-01-31']);
  });
});

describe('loanSchedule', () => {
  it('lists each installment left, the last one the remainder', () => {
    expect(loanSchedule('10000.00', '2500.00', '6000.00', '2026-02-15')).toEqual({
      paid: '4000.00',
      installmentsLeft: 3,
      rows: [
        { no: 1, cutoffEnd: '2026-02-15', installment: '2500.00', balanceAfter: '3500.00' },
        { no: 2, cutoffEnd: '2026-02-28', installment: '2500.00', balanceAfter: '1000.00' },
        { no: 3, cutoffEnd: '2026-03-15', installment: '1000.00', balanceAfter: '0.00' },
      ],
    });
  });
  it('an exact multiple ends on a full installment', () => {
    const schedule = loanSchedule('3000', '1000', '3000', '2026-01-31', 'MONTHLY');
    expect(schedule.installmentsLeft).toBe(3);
    expect(schedule.rows.map((r) => [r.cutoffEnd, r.installment, r.balanceAfter])).toEqual([
      ['2026-01-31', '1000.00', '2000.00'],
      ['2026-02-28', '1000.00', '1000.00'],
      ['2026-03-31', '1000.00', '0.00'],
    ]);
  });
  it('follows the plan cutoff rule', () => {
    expect(loanSchedule('1000', '500', '1000', '2026-01-15', 'SEMI_MONTHLY', 'SECOND').rows.map((r) => r.cutoffEnd)).toEqual(['2026-01-31', '2026-02-28']);
  });
  it('a paid loan has nothing left', () => {
    expect(loanSchedule('1000', '500', '0', '2026-01-15')).toEqual({ paid: '1000.00', installmentsLeft: 0, rows: [] });
    expect(loanSchedule('1000', '500', '-5', '2026-01-15')).toEqual({ paid: '1005.00', installmentsLeft: 0, rows: [] });
  });
  it('no amortization: no schedule', () => {
    expect(loanSchedule('1000', '0', '1000', '2026-01-15')).toEqual({ paid: '0.00', installmentsLeft: 0, rows: [] });
  });
  it('lists at most LOAN_SCHEDULE_MAX_ROWS installments but counts them all', () => {
    const schedule = loanSchedule('100000', '1', '100000', '2026-01-15');
    expect(schedule.installmentsLeft).toBe(100000);
    expect(schedule.rows).toHaveLength(LOAN_SCHEDULE_MAX_ROWS);
    expect(schedule.rows.at(-1)).toMatchObject({ no: LOAN_SCHEDULE_MAX_ROWS, installment: '1.00', balanceAfter: '99400.00' });
  });
});

describe('enrolments', () => {
  it.each([
    [{ startDate: '2026-01-01', endDate: null }, '2026-01-01', '2026-01-15', true],
    [{ startDate: '2026-01-15', endDate: null }, '2026-01-01', '2026-01-15', true],
    [{ startDate: '2026-01-16', endDate: null }, '2026-01-01', '2026-01-15', false],
    [{ startDate: '2025-01-01', endDate: '2026-01-01' }, '2026-01-01', '2026-01-15', true],
    [{ startDate: '2025-01-01', endDate: '2025-12-31' }, '2026-01-01', '2026-01-15', false],
  ] as const)('%o covers %s..%s: %s', (member, from, to, expected) => {
    expect(enrolmentCovers(member, from, to)).toBe(expected);
  });
  it.each([
    [{ startDate: '2026-02-01', endDate: null }, 'UPCOMING'],
    [{ startDate: '2026-01-15', endDate: null }, 'ACTIVE'],
    [{ startDate: '2026-01-01', endDate: '2026-01-15' }, 'ACTIVE'],
    [{ startDate: '2026-01-01', endDate: '2026-01-14' }, 'ENDED'],
  ] as const)('%o on 2026-01-15: %s', (member, expected) => {
    expect(enrolmentStatus(member, '2026-01-15')).toBe(expected);
  });
});

describe('loan ledger', () => {
  it('the balance is the exact sum of the signed rows', () => {
    expect(ledgerBalance([])).toBe('0.00');
    expect(ledgerBalance(['10000.00', '-2500.00', '-0.10', '-0.20'])).toBe('7499.70');
  });
  it.each([
    ['10000', '6000', '-6000', null],
    ['10000', '6000', '-6000.01', 'amount: the balance would fall below zero (6000.00 left)'],
    ['10000', '6000', '4000', null],
    ['10000', '6000', '4000.01', 'amount: the balance would go above the principal (6000.00 left)'],
  ])('principal %s balance %s correction %s: %s', (principal, balance, amount, expected) => {
    expect(loanCorrectionProblem(principal, balance, amount)).toBe(expected);
  });
});

describe('firstCutoffEndOnOrAfter', () => {
  it.each([
    ['2026-01-01', 'SEMI_MONTHLY', 1, '2026-01-15'],
    ['2026-01-15', 'SEMI_MONTHLY', 1, '2026-01-15'],
    ['2026-01-16', 'SEMI_MONTHLY', 1, '2026-01-31'],
    ['2026-02-20', 'SEMI_MONTHLY', 1, '2026-02-28'],
    ['2026-01-05', 'SEMI_MONTHLY', 26, '2026-01-10'],
    ['2026-01-11', 'SEMI_MONTHLY', 26, '2026-01-25'],
    ['2026-01-26', 'SEMI_MONTHLY', 26, '2026-02-10'],
    ['2026-12-26', 'SEMI_MONTHLY', 26, '2027-01-10'],
    ['2026-01-05', 'SEMI_MONTHLY', 11, '2026-01-10'],
    ['2026-01-11', 'SEMI_MONTHLY', 11, '2026-01-25'],
    ['2026-01-03', 'SEMI_MONTHLY', 5, '2026-01-04'],
    ['2026-01-05', 'SEMI_MONTHLY', 5, '2026-01-19'],
    ['2026-01-20', 'SEMI_MONTHLY', 5, '2026-02-04'],
    ['2026-01-20', 'SEMI_MONTHLY', 16, '2026-01-30'],
    ['2026-02-20', 'SEMI_MONTHLY', 16, '2026-02-28'],
    ['2026-02-10', 'MONTHLY', 1, '2026-02-28'],
    ['2026-02-10', 'WEEKLY', 1, '2026-02-10'],
  ] as const)('%s %s start day %i: %s', (date, frequency, startDay, expected) => {
    expect(firstCutoffEndOnOrAfter(date, frequency, startDay)).toBe(expected);
  });
  it('start day 1 by default', () => {
    expect(firstCutoffEndOnOrAfter('2026-03-02', 'SEMI_MONTHLY')).toBe('2026-03-15');
  });
});
