import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from './plan.rules';
import { bulkEnrolRequest, loanCorrectionRequest, planMemberRequest, planRequest, updatePlanRequest } from './plan.schemas';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('planRequest', () => {
  it('fills the defaults and leaves method and daysPerYear to the kind', () => {
    expect(planRequest.parse({ kind: 'ALLOWANCE', code: ' RICE ', name: 'Rice' })).toEqual({
      kind: 'ALLOWANCE', code: 'RICE', name: 'Rice', amount: 0, cutoffRule: 'EVERY', isTaxable: true, isInFundSalary: false, isPreTax: false, isActive: true,
    });
  });
  it.each([
    [{ amount: 1.005 }, ['amount: at most 2 decimals']],
    [{ amount: '1000.50', daysPerYear: '7.25' }, []],
    [{ daysPerYear: 5.001 }, ['daysPerYear: at most 2 decimals']],
    [{ daysPerYear: -1 }, ['daysPerYear: must be at least 0']],
    [{ daysPerYear: 367 }, ['daysPerYear: must be at most 366']],
    [{ method: 'YEARLY', cutoffRule: 'LAST' }, []],
  ])('%o: %o', (extra, expected) => {
    expect(problems(planRequest.safeParse({ kind: 'SIL', code: 'S', name: 'S', ...extra }))).toEqual(expected);
  });
  it('a PATCH leaves the kind out and every field optional', () => {
    expect(updatePlanRequest.parse({ id: 3, kind: 'DEDUCTION' })).toEqual({ id: 3 });
  });
});

describe('planMemberRequest and loans', () => {
  it.each([
    [{ principal: 10000, amortization: 500 }, []],
    [{ principal: 0, amortization: 0.001 }, ['principal: must be more than 0', 'amortization: at most 2 decimals']],
    [{ principal: 1e14 }, ['principal: is too large']],
  ])('%o: %o', (extra, expected) => {
    expect(problems(planMemberRequest.safeParse({ planId: 1, employeeId: 2, startDate: '2026-01-01', ...extra }))).toEqual(expected);
  });
  it.each([
    [-250.5, []],
    [250, []],
    [0, ['amount: must not be 0']],
    [0.001, ['amount: at most 2 decimals']],
    [-1e14, ['amount: is too small']],
    [1e14, ['amount: is too large']],
  ])('correction %s: %o', (amount, expected) => {
    expect(problems(loanCorrectionRequest.safeParse({ memberId: 1, amount, memo: 'Fix' }))).toEqual(expected);
  });
});

describe('bulkEnrolRequest names a team or a department', () => {
  it.each([
    [{ teamId: 1 }, []],
    [{ departmentId: 1 }, []],
    [{}, ['teamId: name a team or a department (one of them)']],
    [{ teamId: 1, departmentId: 2 }, ['teamId: name a team or a department (one of them)']],
  ])('%o: %o', (extra, expected) => {
    expect(problems(bulkEnrolRequest.safeParse({ planId: 1, startDate: '2026-01-01', ...extra }))).toEqual(expected);
  });
});

describe('PLAN_MESSAGES in words', () => {
  it.each([
    [PLAN_MESSAGES.duplicateCode('RICE'), 'code: another plan of this kind already uses RICE'],
    [PLAN_MESSAGES.openLoans(1), 'This plan has 1 loan with a balance; a plan is deleted once its loans are paid'],
    [PLAN_MESSAGES.openLoans(2), 'This plan has 2 loans with a balance; a plan is deleted once its loans are paid'],
    [PLAN_MESSAGES.bulkEnrolled(1, 0), '1 employee enrolled'],
    [PLAN_MESSAGES.bulkEnrolled(3, 2), '3 employees enrolled, 2 already in the plan'],
    [PLAN_MESSAGES.belowZero('10.00'), 'amount: the balance would fall below zero (10.00 left)'],
    [PLAN_MESSAGES.overPaid('10.00'), 'amount: the balance would go above the principal (10.00 left)'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
