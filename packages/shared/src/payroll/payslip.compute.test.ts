import { describe, expect, it } from 'vitest';
import { computePayslip, cutoffsPerMonthOf, dayTypeOf, EMPTY_MONTH_TO_DATE, monthlyBasicOf, periodBasicOf, type PayslipAttendanceDay, type PayslipInput, type PayslipPlan } from './payslip.compute';
import { cutoffRuleApplies, silDailyRate } from './plan.rules';
import { compensationBoxes } from './reports.rules';
import { PAGIBIG_2024, PHILHEALTH_2024, SSS_2025, TAX_2023 } from './statutory';

// Hand-computed figures. Sources: daily rate = monthly x 12 / factor (DOLE Handbook on Workers'
// Statutory Monetary Benefits); premiums Labor Code arts. 86-94; SSS Circular 2024-006; PhilHealth
// 5% (RA 11223); HDMF Circular 460; BIR RR 11-2018 Annex E semi-monthly table; 13th month PD 851.

const statutory = { SSS: SSS_2025, PHILHEALTH: PHILHEALTH_2024, PAGIBIG: PAGIBIG_2024, TAX: TAX_2023 };

/** Days of November 2026 (the 1st is a Sunday): 8 hours Monday to Friday, weekends rest days; the 1st-15th has 10 workdays. */
function workdays(from = 1, to = 15, overrides: Record<number, Partial<PayslipAttendanceDay>> = {}): PayslipAttendanceDay[] {
  const days: PayslipAttendanceDay[] = [];
  for (let d = from; d <= to; d++) {
    const date = `2026-11-${String(d).padStart(2, '0')}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const rest = weekday === 0 || weekday === 6;
    days.push({
      date,
      hasShift: !rest,
      workedMinutes: rest ? 0 : 480,
      lateMinutes: 0,
      undertimeMinutes: 0,
      overtimeApprovedMinutes: 0,
      nightMinutes: 0,
      isAbsent: false,
      isRestDay: rest,
      holidayType: null,
      leaveDays: '0',
      ...overrides[d],
    });
  }
  return days;
}

function input(overrides: Omit<Partial<PayslipInput>, 'employee' | 'cutoff' | 'group'> & { employee?: Partial<PayslipInput['employee']>; cutoff?: Partial<PayslipInput['cutoff']>; group?: Partial<PayslipInput['group']> } = {}): PayslipInput {
  return {
    days: workdays(),
    plans: [],
    monthToDate: EMPTY_MONTH_TO_DATE,
    yearToDate: { basicPay: '0', thirteenthMonthPaid: '0', exemptBenefits: '0' },
    unusedSilDays: '0',
    statutory,
    ...overrides,
    employee: { id: 1, rateType: 'MONTHLY', rate: '30000.00', isMinimumWageEarner: false, hiredAt: '2020-01-06', separatedAt: null, ...overrides.employee },
    group: { frequency: 'SEMI_MONTHLY', workingDaysPerYear: 261, contributionSplit: 'HALF', ...overrides.group },
    cutoff: {
      periodStart: '2026-11-01',
      periodEnd: '2026-11-15',
      month: '2026-11',
      monthSequence: 1,
      isLastOfMonth: false,
      includeThirteenthMonth: false,
      includeSilConversion: false,
      ...overrides.cutoff,
    },
  };
}
const line = (result: ReturnType<typeof computePayslip>, code: string, kind?: string) => result.lines.filter((l) => l.code === code && (!kind || l.kind === kind)).map((l) => l.amount);

const plan = (p: Partial<PayslipPlan>): PayslipPlan => ({
  planId: 1,
  planMemberId: 1,
  kind: 'ALLOWANCE',
  code: 'RICE',
  name: 'Rice subsidy',
  method: 'FIXED',
  amount: '1000.00',
  cutoffRule: 'EVERY',
  isTaxable: true,
  monthlyExemptLimit: null,
  isInFundSalary: false,
  isPreTax: false,
  ...p,
});

describe('rates', () => {
  it.each([
    ['MONTHLY', '30000.00', 261, '1379.31'],
    ['MONTHLY', '30000.00', 313, '1150.16'],
    ['MONTHLY', '20000.00', 365, '657.53'],
    ['DAILY', '645.00', 313, '645.00'],
    ['HOURLY', '80.50', 261, '644.00'],
  ])('%s %s with factor %i: daily %s', (type, rate, factor, daily) => {
    expect(silDailyRate(type, rate, factor)).toBe(daily);
  });
  it.each([
    ['MONTHLY', '30000.00', 261, '30000.00'],
    ['DAILY', '600.00', 313, '15650.00'],
    ['DAILY', '645.00', 261, '14028.75'],
    ['HOURLY', '100.00', 261, '17400.00'],
  ])('%s %s with factor %i: monthly basic %s', (type, rate, factor, monthly) => {
    expect(monthlyBasicOf(type, rate, factor)).toBe(monthly);
  });
  it.each([
    ['SEMI_MONTHLY', '30000.00', '15000.00'],
    ['MONTHLY', '30000.00', '30000.00'],
    ['WEEKLY', '26000.00', '6000.00'],
  ])('%s basic of %s: %s', (frequency, rate, basic) => {
    expect(periodBasicOf(frequency, rate)).toBe(basic);
  });
  it.each([
    ['REGULAR', 'regular-holiday'],
    ['SPECIAL_NON_WORKING', 'special-non-working'],
    ['SPECIAL_WORKING', 'special-working'],
    [null, 'ordinary'],
  ] as const)('holiday %s is a %s day', (holiday, type) => {
    expect(dayTypeOf(holiday)).toBe(type);
  });
  it.each([
    ['EVERY', 1, false, true],
    ['FIRST', 1, false, true],
    ['FIRST', 2, true, false],
    ['SECOND', 2, true, true],
    ['SECOND', 1, false, false],
    ['LAST', 2, true, true],
    ['LAST', 1, false, false],
  ])('plan rule %s on cutoff %i (last %s): %s', (rule, sequence, last, applies) => {
    expect(cutoffRuleApplies(rule, { monthSequence: sequence, isLastOfMonth: last })).toBe(applies);
  });
  it.each([
    ['MONTHLY', 1],
    ['SEMI_MONTHLY', 2],
    ['WEEKLY', 4],
  ])('a %s group has %i cutoffs a month', (frequency, count) => {
    expect(cutoffsPerMonthOf(frequency)).toBe(count);
  });
});

describe('computePayslip: the days of the cutoff, hiring and separation', () => {
  it('counts only the attendance days inside the cutoff, both ends included', () => {
    // Cutoff Tuesday 3 to Friday 13 November: 9 workdays (the 2nd and the 16th are outside) x 600.
    const result = computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, group: { workingDaysPerYear: 313 }, cutoff: { periodStart: '2026-11-03', periodEnd: '2026-11-13' }, days: workdays(1, 16) }));
    expect(result.lines[0]).toEqual({ kind: 'EARNING', code: 'BASIC', label: 'Basic pay', quantity: '9.00', unit: 'DAY', amount: '5400.00', isTaxable: true });
    expect(result.daysWorked).toBe('9.00');
  });
  it.each(['2026-11-01', null])('a monthly-paid employee hired on %s (the first day of the cutoff, or no hire date) is paid the half month', (hiredAt) => {
    const result = computePayslip(input({ employee: { hiredAt } }));
    expect(result.lines[0]).toEqual({ kind: 'EARNING', code: 'BASIC', label: 'Basic pay', amount: '15000.00', isTaxable: true });
    expect(result.flags).toEqual([]);
  });
  it('a monthly-paid employee hired inside the cutoff is paid by the day (5 days x 1,379.31)', () => {
    const result = computePayslip(input({ employee: { hiredAt: '2026-11-09' }, days: workdays(9, 15) }));
    expect(result.lines[0]).toEqual({ kind: 'EARNING', code: 'BASIC', label: 'Basic pay', quantity: '5.00', unit: 'DAY', amount: '6896.55', isTaxable: true });
    expect(result.basicPay).toBe('6896.55');
  });
  it('separated on the last day of the cutoff: the half month, the final pay and the pro-rated 13th month (PD 851)', () => {
    const result = computePayslip(input({ employee: { separatedAt: '2026-11-15' }, yearToDate: { basicPay: '285000.00', thirteenthMonthPaid: '0', exemptBenefits: '0' } }));
    // (285,000 + 15,000) / 12 = 25,000
    expect(result.basicPay).toBe('15000.00');
    expect(result.flags).toEqual(['FINAL_PAY']);
    expect(result.lines.find((l) => l.code === 'THIRTEENTH_MONTH')).toEqual({ kind: 'EARNING', code: 'THIRTEENTH_MONTH', label: '13th month pay (pro-rated)', amount: '25000.00', isTaxable: false });
  });
  it('separated on the first day of the cutoff: its final pay', () => {
    const result = computePayslip(input({ employee: { separatedAt: '2026-11-01' }, days: workdays(1, 1), yearToDate: { basicPay: '285000.00', thirteenthMonthPaid: '0', exemptBenefits: '0' } }));
    // Sunday the 1st is a rest day: no basic pay; 13th month 285,000 / 12 = 23,750.
    expect(result.flags).toEqual(['FINAL_PAY']);
    expect(result.basicPay).toBe('0.00');
    expect(result.thirteenthMonthPay).toBe('23750.00');
  });
  it('separated before the cutoff: no second final pay', () => {
    const result = computePayslip(input({ employee: { separatedAt: '2026-10-31' }, days: [], unusedSilDays: '5', yearToDate: { basicPay: '285000.00', thirteenthMonthPaid: '0', exemptBenefits: '0' } }));
    expect(result.flags).not.toContain('FINAL_PAY');
    expect(result.lines.filter((l) => l.kind === 'EARNING')).toEqual([]);
    expect(result.grossPay).toBe('0.00');
  });
  it('separating in a later cutoff changes nothing yet: the half month, no 13th month, no SIL in cash', () => {
    const result = computePayslip(input({ employee: { separatedAt: '2026-12-31' }, unusedSilDays: '5', yearToDate: { basicPay: '285000.00', thirteenthMonthPaid: '0', exemptBenefits: '0' } }));
    expect(result.flags).toEqual([]);
    expect(result.lines[0]).toEqual({ kind: 'EARNING', code: 'BASIC', label: 'Basic pay', amount: '15000.00', isTaxable: true });
    expect(result).toMatchObject({ basicPay: '15000.00', thirteenthMonthPay: '0.00', grossPay: '15000.00' });
    expect(line(result, 'SIL_CASH')).toEqual([]);
  });
});

describe('computePayslip: a monthly-paid employee, 30,000, semi-monthly, contributions half each', () => {
  it('pays half the month and deducts half of each contribution', () => {
    const first = computePayslip(input());
    expect(first).toMatchObject({
      dailyRate: '1379.31',
      hourlyRate: '172.4138',
      basicPay: '15000.00',
      grossPay: '15000.00',
      sssMonthlySalaryCredit: '30000.00',
      sssEmployee: '750.00',
      sssEmployer: '1500.00',
      sssEc: '15.00',
      philhealthEmployee: '375.00',
      philhealthEmployer: '375.00',
      pagibigEmployee: '100.00',
      pagibigEmployer: '100.00',
      // 15,000 - 1,225 = 13,775; (13,775 - 10,417) x 15% = 503.70
      taxableCompensation: '13775.00',
      withholdingTax: '503.70',
      totalDeductions: '1728.70',
      netPay: '13271.30',
      daysWorked: '10.00',
      flags: [],
    });
    expect(line(first, 'SSS', 'CONTRIBUTION')).toEqual(['500.00']);
    expect(line(first, 'SSS_MPF')).toEqual(['250.00']);
    expect(line(first, 'BASIC')).toEqual(['15000.00']);
  });
  it('the second cutoff takes the rest of the month: the month equals the table', () => {
    const second = computePayslip(
      input({
        cutoff: { periodStart: '2026-11-16', periodEnd: '2026-11-30', monthSequence: 2, isLastOfMonth: true },
        days: workdays(16, 30),
        monthToDate: { ...EMPTY_MONTH_TO_DATE, sssEmployee: '750.00', sssMpfEmployee: '250.00', sssEmployer: '1500.00', sssEc: '15.00', philhealthEmployee: '375.00', philhealthEmployer: '375.00', pagibigEmployee: '100.00', pagibigEmployer: '100.00' },
      }),
    );
    expect(second).toMatchObject({ sssEmployee: '750.00', sssEmployer: '1500.00', sssEc: '15.00', philhealthEmployee: '375.00', pagibigEmployee: '100.00', netPay: '13271.30' });
    expect(line(second, 'SSS_MPF')).toEqual(['250.00']);
  });
  it('deducts absences at the daily rate and late and undertime by the minute', () => {
    const result = computePayslip(input({ days: workdays(1, 15, { 3: { workedMinutes: 0, isAbsent: true }, 4: { lateMinutes: 30, workedMinutes: 450 }, 5: { undertimeMinutes: 60, workedMinutes: 420 } }) }));
    // 15,000 - 1,379.31 - 0.5 x 172.4138 (86.21) - 1 x 172.4138 (172.41)
    expect(line(result, 'ABSENCE')).toEqual(['-1379.31']);
    expect(line(result, 'LATE')).toEqual(['-86.21']);
    expect(line(result, 'UNDERTIME')).toEqual(['-172.41']);
    expect(result.basicPay).toBe('13362.07');
    expect(result.daysWorked).toBe('9.00');
  });
  it('a regular holiday worked pays only the premium on top of the monthly rate; a rest day worked pays 130%', () => {
    const result = computePayslip(input({ days: workdays(1, 15, { 2: { holidayType: 'REGULAR' }, 7: { workedMinutes: 480 } }) }));
    // holiday: 200% x 8 x 172.4138 = 2,758.62 less the 100% in the rate (1,379.3104) = 1,379.31
    // rest day (Saturday the 7th): 130% x 8 x 172.4138 = 1,793.10
    expect(line(result, 'HOLIDAY')).toEqual(['1379.31']);
    expect(line(result, 'REST_DAY')).toEqual(['1793.10']);
    expect(result.holidayPay).toBe('3172.41');
    expect(result.grossPay).toBe('18172.41');
  });
  it('pays the 13th month on a cutoff that includes it, less what was paid, exempt within 90,000', () => {
    const result = computePayslip(input({ cutoff: { includeThirteenthMonth: true }, yearToDate: { basicPay: '285000.00', thirteenthMonthPaid: '1000.00', exemptBenefits: '1000.00' } }));
    // (285,000 + 15,000) / 12 = 25,000 - 1,000 = 24,000, not taxable
    expect(result.thirteenthMonthPay).toBe('24000.00');
    expect(result.lines.find((l) => l.code === 'THIRTEENTH_MONTH')).toEqual({ kind: 'EARNING', code: 'THIRTEENTH_MONTH', label: '13th month pay', amount: '24000.00', isTaxable: false });
    expect(result.taxableCompensation).toBe('13775.00');
    expect(result.grossPay).toBe('39000.00');
  });
  it('taxes the 13th month over what is left of the 90,000', () => {
    const result = computePayslip(input({ cutoff: { includeThirteenthMonth: true }, yearToDate: { basicPay: '285000.00', thirteenthMonthPaid: '0', exemptBenefits: '80000.00' } }));
    // 25,000 13th month, 10,000 still exempt: 15,000 taxable -> 28,775; 4,270.70 + 0 (28,775 < 33,333): 937.50 + 20% x (28,775 - 16,667) = 3,359.10
    expect(result.taxableCompensation).toBe('28775.00');
    expect(result.withholdingTax).toBe('3359.10');
  });
  it('converts unused service incentive leave on a cutoff that includes it, exempt up to 10 days a year (Labor Code art. 95; RR 11-2018 de minimis)', () => {
    const five = computePayslip(input({ cutoff: { includeSilConversion: true }, unusedSilDays: '5' }));
    // 5 x 1,379.31 = 6,896.55, all exempt
    expect(line(five, 'SIL_CASH')).toEqual(['6896.55']);
    expect(five).toMatchObject({ grossPay: '21896.55', taxableCompensation: '13775.00', withholdingTax: '503.70' });
    const twelve = computePayslip(input({ cutoff: { includeSilConversion: true }, unusedSilDays: '12' }));
    // 12 x 1,379.31 = 16,551.72; 2 days over the 10 (2,758.62) taxable: 13,775 + 2,758.62 = 16,533.62; (16,533.62 - 10,417) x 15% = 917.49
    expect(line(twelve, 'SIL_CASH')).toEqual(['16551.72']);
    expect(twelve).toMatchObject({ grossPay: '31551.72', taxableCompensation: '16533.62', withholdingTax: '917.49' });
  });
  it('keeps unused service incentive leave on a cutoff that does not include it', () => {
    const result = computePayslip(input({ unusedSilDays: '5' }));
    expect(line(result, 'SIL_CASH')).toEqual([]);
    expect(result.grossPay).toBe('15000.00');
  });
  it('names every line: an absence, a holiday and a rest day worked, a taxable allowance, union dues before tax, a per-day deduction and a loan', () => {
    const days = workdays(1, 15, { 2: { holidayType: 'REGULAR' }, 3: { workedMinutes: 0, isAbsent: true }, 7: { workedMinutes: 240 } });
    const plans = [
      plan({ planId: 3, planMemberId: 4, code: 'TRANSPORT', name: 'Transport', amount: '500.00' }),
      plan({ planId: 5, planMemberId: 6, kind: 'DEDUCTION', code: 'UNION', name: 'Union dues', amount: '100.00', isPreTax: true }),
      plan({ planId: 6, planMemberId: 7, kind: 'DEDUCTION', code: 'CANTEEN', name: 'Canteen', method: 'PER_DAY', amount: '10.00' }),
      plan({ planId: 7, planMemberId: 8, kind: 'DEDUCTION', method: 'LOAN', code: 'SSSLOAN', name: 'SSS salary loan', amount: '1000.00', amortization: '1000.00', balance: '5000.00' }),
    ];
    const result = computePayslip(input({ days, plans }));
    // Hourly 172.4138. Holiday (art. 94): 200% x 8 h = 2,758.62 less the 100% in the rate (1,379.3104) = 1,379.31.
    // Rest day (art. 93): 130% x 4 h = 896.55. Canteen: 10 days worked (the 2nd to the 13th but the 3rd, with Saturday the 7th) x 10.
    // Taxable: 15,000 - 1,379.31 + 1,379.31 + 896.55 + 500 - 1,225 - 100 (union dues) = 15,071.55; (15,071.55 - 10,417) x 15% = 698.18.
    expect(result.lines).toEqual([
      { kind: 'EARNING', code: 'BASIC', label: 'Basic pay', amount: '15000.00', isTaxable: true },
      { kind: 'EARNING', code: 'ABSENCE', label: 'Absences', quantity: '1.00', unit: 'DAY', amount: '-1379.31', isTaxable: true },
      { kind: 'EARNING', code: 'HOLIDAY', label: 'Holiday worked', quantity: '8.00', unit: 'HOUR', amount: '1379.31', isTaxable: true },
      { kind: 'EARNING', code: 'REST_DAY', label: 'Rest day worked', quantity: '4.00', unit: 'HOUR', amount: '896.55', isTaxable: true },
      { kind: 'EARNING', code: 'ALLOWANCE', planId: 3, planMemberId: 4, label: 'Transport', amount: '500.00', isTaxable: true },
      { kind: 'CONTRIBUTION', code: 'SSS', label: 'SSS', amount: '500.00' },
      { kind: 'CONTRIBUTION', code: 'SSS_MPF', label: 'SSS MPF (WISP)', amount: '250.00' },
      { kind: 'CONTRIBUTION', code: 'PHILHEALTH', label: 'PhilHealth', amount: '375.00' },
      { kind: 'CONTRIBUTION', code: 'PAGIBIG', label: 'Pag-IBIG', amount: '100.00' },
      { kind: 'EMPLOYER', code: 'SSS', label: 'SSS (employer)', amount: '1500.00' },
      { kind: 'EMPLOYER', code: 'SSS_EC', label: 'SSS EC (employer)', amount: '15.00' },
      { kind: 'EMPLOYER', code: 'PHILHEALTH', label: 'PhilHealth (employer)', amount: '375.00' },
      { kind: 'EMPLOYER', code: 'PAGIBIG', label: 'Pag-IBIG (employer)', amount: '100.00' },
      { kind: 'DEDUCTION', code: 'DEDUCTION', label: 'Union dues', planId: 5, planMemberId: 6, amount: '100.00', isTaxable: false },
      { kind: 'DEDUCTION', code: 'DEDUCTION', label: 'Canteen', planId: 6, planMemberId: 7, amount: '100.00', quantity: '10.00', unit: 'DAY' },
      { kind: 'DEDUCTION', code: 'LOAN', label: 'SSS salary loan', planId: 7, planMemberId: 8, amount: '1000.00' },
      { kind: 'DEDUCTION', code: 'TAX', label: 'Withholding tax', amount: '698.18' },
    ]);
    expect(result).toMatchObject({ basicPay: '13620.69', holidayPay: '2275.86', allowances: '500.00', grossPay: '16396.55', taxableCompensation: '15071.55', withholdingTax: '698.18', otherDeductions: '1200.00', totalDeductions: '3123.18', netPay: '13273.37', flags: [] });
  });
});

describe('computePayslip: a daily-paid employee, 600 a day, factor 313, contributions on the first cutoff', () => {
  const days = workdays(1, 15, { 3: { workedMinutes: 0, isAbsent: true }, 4: { lateMinutes: 30, workedMinutes: 450 }, 5: { overtimeApprovedMinutes: 120, workedMinutes: 480 } });
  const run = () => computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, group: { workingDaysPerYear: 313, contributionSplit: 'FIRST' }, days }));
  it('pays the days worked, deducts late, pays approved overtime at 125%', () => {
    const result = run();
    // 9 days (10 workdays, one absent) x 600 = 5,400; late 0.5 h x 75 = 37.50; overtime 2 h x 75 x 1.25 = 187.50
    expect(line(result, 'BASIC')).toEqual(['5400.00']);
    expect(line(result, 'LATE')).toEqual(['-37.50']);
    expect(line(result, 'OVERTIME')).toEqual(['187.50']);
    expect(result.basicPay).toBe('5362.50');
    expect(result.overtimePay).toBe('187.50');
    expect(result.grossPay).toBe('5550.00');
  });
  it('deducts the whole month on the first cutoff (monthly basic 600 x 313 / 12 = 15,650)', () => {
    // SSS MSC 15,500: 775 / 1,550 / EC 30; PhilHealth 782.50 -> 391.25 each; Pag-IBIG 200 / 200
    const result = run();
    expect(result).toMatchObject({ sssMonthlySalaryCredit: '15500.00', sssEmployee: '775.00', sssEmployer: '1550.00', sssEc: '30.00', philhealthEmployee: '391.25', pagibigEmployee: '200.00' });
    expect(result.taxableCompensation).toBe('4183.75');
    expect(result.withholdingTax).toBe('0.00');
    expect(result.netPay).toBe('4183.75');
  });
  it('the second cutoff deducts nothing more', () => {
    const second = computePayslip(
      input({
        employee: { rateType: 'DAILY', rate: '600.00' },
        group: { workingDaysPerYear: 313, contributionSplit: 'FIRST' },
        cutoff: { periodStart: '2026-11-16', periodEnd: '2026-11-30', monthSequence: 2, isLastOfMonth: true },
        days: workdays(16, 30),
        monthToDate: { ...EMPTY_MONTH_TO_DATE, sssEmployee: '775.00', sssEmployer: '1550.00', sssEc: '30.00', philhealthEmployee: '391.25', philhealthEmployer: '391.25', pagibigEmployee: '200.00', pagibigEmployer: '200.00' },
      }),
    );
    expect([second.sssEmployee, second.sssEc, second.philhealthEmployee, second.pagibigEmployee]).toEqual(['0.00', '0.00', '0.00', '0.00']);
  });
  it('pays leave days and an unworked regular holiday only when present the workday before', () => {
    const paid = computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, days: workdays(1, 15, { 2: { holidayType: 'REGULAR', workedMinutes: 0 }, 4: { workedMinutes: 0, leaveDays: '1' } }) }));
    // 8 days worked, 1 leave, 1 holiday: 4,800 + 600 + 600
    expect(line(paid, 'BASIC')).toEqual(['4800.00']);
    expect(line(paid, 'LEAVE')).toEqual(['600.00']);
    expect(line(paid, 'HOLIDAY')).toEqual(['600.00']);
    const unpaid = computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, days: workdays(1, 15, { 2: { holidayType: 'REGULAR', workedMinutes: 0 } }), holidayEligibility: { '2026-11-02': false } }));
    expect(line(unpaid, 'HOLIDAY')).toEqual([]);
  });
  it('pays an unworked regular holiday 100% (art. 94), a special day worked 130% and a rest day worked 130% (art. 93)', () => {
    // Monday the 2nd a regular holiday not worked; Saturday the 7th (rest day) and Monday the 9th (special non-working day) worked 8 hours at 75 an hour.
    const days = workdays(1, 15, { 2: { holidayType: 'REGULAR', workedMinutes: 0 }, 7: { workedMinutes: 480 }, 9: { holidayType: 'SPECIAL_NON_WORKING' } });
    const result = computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, group: { workingDaysPerYear: 313 }, days }));
    // 8 ordinary days x 600 = 4,800; holiday 600; special day 1.30 x 75 x 8 = 780; rest day 1.30 x 75 x 8 = 780
    expect(result.lines.filter((l) => l.kind === 'EARNING')).toEqual([
      { kind: 'EARNING', code: 'BASIC', label: 'Basic pay', quantity: '8.00', unit: 'DAY', amount: '4800.00', isTaxable: true },
      { kind: 'EARNING', code: 'HOLIDAY', label: 'Regular holiday (not worked)', quantity: '1.00', unit: 'DAY', amount: '600.00', isTaxable: true },
      { kind: 'EARNING', code: 'HOLIDAY', label: 'Holiday worked', quantity: '8.00', unit: 'HOUR', amount: '780.00', isTaxable: true },
      { kind: 'EARNING', code: 'REST_DAY', label: 'Rest day worked', quantity: '8.00', unit: 'HOUR', amount: '780.00', isTaxable: true },
    ]);
    expect(result).toMatchObject({ basicPay: '4800.00', holidayPay: '2160.00', grossPay: '6960.00', daysWorked: '10.00' });
  });
  it('does not pay a special non-working day not worked (art. 93(c): no work, no pay)', () => {
    const result = computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, group: { workingDaysPerYear: 313 }, days: workdays(1, 15, { 9: { holidayType: 'SPECIAL_NON_WORKING', workedMinutes: 0 } }) }));
    expect(line(result, 'BASIC')).toEqual(['5400.00']);
    expect(line(result, 'HOLIDAY')).toEqual([]);
    expect(result.holidayPay).toBe('0.00');
  });
  it('pays a regular holiday that falls on a rest day at 260% as holiday work (DOLE handbook)', () => {
    const result = computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, group: { workingDaysPerYear: 313 }, days: workdays(1, 15, { 7: { holidayType: 'REGULAR', workedMinutes: 480 } }) }));
    // 2.60 x 75 x 8 = 1,560
    expect(result.lines.filter((l) => l.code === 'HOLIDAY' || l.code === 'REST_DAY')).toEqual([
      { kind: 'EARNING', code: 'HOLIDAY', label: 'Holiday worked', quantity: '8.00', unit: 'HOUR', amount: '1560.00', isTaxable: true },
    ]);
  });
  it('pays at most 8 regular hours of a holiday worked; the approved hour beyond is overtime at 260% (arts. 87, 94)', () => {
    const result = computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, group: { workingDaysPerYear: 313 }, days: workdays(1, 15, { 2: { holidayType: 'REGULAR', workedMinutes: 540, overtimeApprovedMinutes: 60 } }) }));
    // holiday 2.00 x 75 x 8 = 1,200; overtime 2.60 x 75 x 1 = 195
    expect(result.lines.filter((l) => l.code === 'HOLIDAY' || l.code === 'OVERTIME')).toEqual([
      { kind: 'EARNING', code: 'HOLIDAY', label: 'Holiday worked', quantity: '8.00', unit: 'HOUR', amount: '1200.00', isTaxable: true },
      { kind: 'EARNING', code: 'OVERTIME', label: 'Overtime', quantity: '1.00', unit: 'HOUR', amount: '195.00', isTaxable: true },
    ]);
  });
  it('counts the Pag-IBIG fund salary with the allowances marked in it, a month of them (HDMF Circular 460: 2% of up to 10,000)', () => {
    const employee = { rateType: 'DAILY', rate: '300.00' };
    const group = { workingDaysPerYear: 313 };
    const allowance = (isInFundSalary: boolean) => [plan({ amount: '1000.00', isInFundSalary })];
    // Monthly basic 300 x 313 / 12 = 7,825. Semi-monthly: 7,825 + 2 x 1,000 = 9,825 x 2% = 196.50, half on the first cutoff.
    expect(computePayslip(input({ employee, group, plans: allowance(true) }))).toMatchObject({ pagibigEmployee: '98.25', pagibigEmployer: '98.25' });
    // Not in the fund salary: 7,825 x 2% = 156.50, half 78.25.
    expect(computePayslip(input({ employee, group, plans: allowance(false) }))).toMatchObject({ pagibigEmployee: '78.25', pagibigEmployer: '78.25' });
    // A monthly group: 7,825 + 1,000 = 8,825 x 2% = 176.50 on its one cutoff.
    const monthly = computePayslip(input({ employee, group: { ...group, frequency: 'MONTHLY' }, cutoff: { periodEnd: '2026-11-30', isLastOfMonth: true }, days: workdays(1, 30), plans: allowance(true) }));
    expect(monthly).toMatchObject({ pagibigEmployee: '176.50', pagibigEmployer: '176.50' });
  });
});

describe('computePayslip: a minimum wage earner, 695 a day', () => {
  // The 9th is a regular holiday worked 8 hours with 2 hours of approved overtime and 1 night hour.
  const days = workdays(1, 15, { 9: { holidayType: 'REGULAR', workedMinutes: 480, overtimeApprovedMinutes: 120, nightMinutes: 60 } });
  const run = () => computePayslip(input({ employee: { rateType: 'DAILY', rate: '695.00', isMinimumWageEarner: true }, group: { workingDaysPerYear: 313 }, days }));
  it('pays the holiday at 200%, its overtime at 260% and night differential at 10% of the day rate', () => {
    const result = run();
    // hourly 86.875: holiday 8 x 86.875 x 2 = 1,390.00; overtime 2 x 86.875 x 2.6 = 451.75; night 1 x 86.875 x 2 x 0.1 = 17.38
    expect(line(result, 'HOLIDAY')).toEqual(['1390.00']);
    expect(result.overtimePay).toBe('451.75');
    expect(result.nightDifferentialPay).toBe('17.38');
    expect(line(result, 'BASIC')).toEqual(['6255.00']);
  });
  it('counts the holiday\'s overtime and night hours on their lines', () => {
    const result = run();
    expect(result.lines.filter((l) => l.code === 'OVERTIME' || l.code === 'NIGHT_DIFF')).toEqual([
      { kind: 'EARNING', code: 'OVERTIME', label: 'Overtime', quantity: '2.00', unit: 'HOUR', amount: '451.75', isTaxable: true },
      { kind: 'EARNING', code: 'NIGHT_DIFF', label: 'Night differential', quantity: '1.00', unit: 'HOUR', amount: '17.38', isTaxable: true },
    ]);
  });
  it('is not taxed: the pay is MWE-exempt', () => {
    const result = run();
    expect(result.withholdingTax).toBe('0.00');
    expect(result.taxableCompensation).toBe('0.00');
    expect(result.mweExemptPay).toBe('8114.13');
    expect(line(result, 'TAX')).toEqual([]);
  });
  it('counts a taxable allowance as taxable compensation', () => {
    const result = computePayslip(input({ employee: { rateType: 'DAILY', rate: '695.00', isMinimumWageEarner: true }, group: { workingDaysPerYear: 313 }, days, plans: [plan({ name: 'Transport', amount: '1000.00' })] }));
    expect(result).toMatchObject({ allowances: '1000.00', taxableCompensation: '1000.00', mweExemptPay: '8114.13' });
  });
});

describe('computePayslip: plans and loans', () => {
  it.each([
    // [amortization, balance, deducted]
    ['1000.00', '5000.00', '1000.00'],
    ['1000.00', '600.00', '600.00'],
    ['1000.00', '0.00', '0.00'],
  ])('a loan of amortization %s with balance %s deducts %s', (amortization, balance, deducted) => {
    const result = computePayslip(input({ plans: [plan({ kind: 'DEDUCTION', method: 'LOAN', code: 'SSSLOAN', name: 'SSS salary loan', amortization, balance })] }));
    expect(line(result, 'LOAN').concat(['0.00']).slice(0, 1)).toEqual([deducted]);
    expect(result.otherDeductions).toBe(deducted);
  });
  it('de minimis allowances are exempt up to the month limit, the excess taxable', () => {
    const rice = plan({ isTaxable: false, monthlyExemptLimit: '2000.00', amount: '1500.00' });
    const first = computePayslip(input({ plans: [rice] }));
    expect(first.allowances).toBe('1500.00');
    expect(first.taxableCompensation).toBe('13775.00');
    const second = computePayslip(input({ plans: [rice], cutoff: { monthSequence: 2, isLastOfMonth: true }, monthToDate: { ...EMPTY_MONTH_TO_DATE, deMinimis: { 1: '1500.00' } } }));
    expect(second.lines.filter((l) => l.code === 'ALLOWANCE').map((l) => [l.amount, l.isTaxable])).toEqual([
      ['500.00', false],
      ['1000.00', true],
    ]);
  });
  it('taxable allowances, per-day allowances, pre-tax deductions and cutoff rules', () => {
    const result = computePayslip(
      input({
        plans: [
          plan({ planId: 1, amount: '1000.00' }),
          plan({ planId: 2, planMemberId: 2, method: 'PER_DAY', amount: '50.00', name: 'Meal' }),
          plan({ planId: 3, planMemberId: 3, amount: '999.00', cutoffRule: 'SECOND', name: 'Transport' }),
          plan({ planId: 4, planMemberId: 4, kind: 'DEDUCTION', amount: '200.00', isPreTax: true, name: 'Union dues' }),
          plan({ planId: 5, planMemberId: 5, kind: 'DEDUCTION', method: 'PER_DAY', amount: '10.00', name: 'Canteen' }),
        ],
      }),
    );
    // allowances 1,000 + 10 x 50 = 1,500; deductions 200 + 10 x 10 = 300
    expect(result.allowances).toBe('1500.00');
    expect(result.otherDeductions).toBe('300.00');
    // taxable 15,000 + 1,500 - 1,225 - 200 = 15,075; (15,075 - 10,417) x 15% = 698.70
    expect(result.taxableCompensation).toBe('15075.00');
    expect(result.withholdingTax).toBe('698.70');
  });
});

describe('computePayslip: what the BIR forms read from the lines', () => {
  it('union dues deducted before tax land in the contributions box (RR 11-2018 sec. 2.78.1(B)(12); BIR 2316 item 36)', () => {
    const dues = plan({ kind: 'DEDUCTION', code: 'UNION', name: 'Union dues', amount: '100.00', isPreTax: true });
    const result = computePayslip(input({ plans: [dues, plan({ planId: 2, planMemberId: 2, kind: 'DEDUCTION', code: 'CANTEEN', name: 'Canteen', amount: '50.00' })] }));
    expect(result.lines.filter((l) => l.kind === 'DEDUCTION' && l.code === 'DEDUCTION').map((l) => [l.label, l.isTaxable])).toEqual([
      ['Union dues', false],
      ['Canteen', undefined],
    ]);
    // Gross 15,000; taxable 15,000 - 1,225 - 100 = 13,675: non-taxable 1,325 is the contributions and the dues, nothing else.
    expect(compensationBoxes([result]).nonTaxable).toMatchObject({ contributions: '1325.00', other: '0.00', total: '1325.00' });
  });
});

describe('computePayslip: flags and final pay', () => {
  it('flags a cutoff without attendance and a negative net pay', () => {
    const result = computePayslip(input({ employee: { rateType: 'DAILY', rate: '600.00' }, days: [], plans: [plan({ kind: 'DEDUCTION', amount: '500.00' })] }));
    expect(result.flags).toEqual(['NO_ATTENDANCE', 'NEGATIVE_NET_PAY']);
    expect(result.grossPay).toBe('0.00');
  });
  it('flags a missing rate', () => {
    expect(computePayslip(input({ employee: { rateType: 'DAILY', rate: '0' } })).flags).toContain('NO_RATE');
  });
  it('pays a separated employee by the day, the pro-rated 13th month and unused SIL in cash', () => {
    const result = computePayslip(
      input({
        employee: { separatedAt: '2026-11-06' },
        days: workdays(1, 6),
        unusedSilDays: '5',
        yearToDate: { basicPay: '285000.00', thirteenthMonthPaid: '0', exemptBenefits: '0' },
      }),
    );
    // 5 workdays (2-6 Nov) x 1,379.31 = 6,896.55; 13th: (285,000 + 6,896.55) / 12 = 24,324.71; SIL 5 x 1,379.31 = 6,896.55
    expect(result.flags).toContain('FINAL_PAY');
    expect(result.basicPay).toBe('6896.55');
    expect(result.thirteenthMonthPay).toBe('24324.71');
    expect(line(result, 'SIL_CASH')).toEqual(['6896.55']);
    expect(result.lines.filter((l) => l.code === 'THIRTEENTH_MONTH' || l.code === 'SIL_CASH')).toEqual([
      { kind: 'EARNING', code: 'THIRTEENTH_MONTH', label: '13th month pay (pro-rated)', amount: '24324.71', isTaxable: false },
      { kind: 'EARNING', code: 'SIL_CASH', label: 'Unused service incentive leave', quantity: '5.00', unit: 'DAY', amount: '6896.55', isTaxable: false },
    ]);
  });
});

describe('computePayslip: the payslip lines themselves', () => {
  it('names, counts and signs every line (daily 800: an absence, late, undertime, overtime with night hours, a half-day leave, a de minimis meal allowance over its limit)', () => {
    const days = workdays(3, 9, {
      3: { workedMinutes: 0, isAbsent: true },
      4: { lateMinutes: 30 },
      5: { undertimeMinutes: 60 },
      6: { overtimeApprovedMinutes: 90, nightMinutes: 60 },
      9: { leaveDays: '0.5' },
    });
    const meal = plan({ planId: 7, planMemberId: 9, code: 'MEAL', name: 'Meal', method: 'PER_DAY', amount: '50.00', isTaxable: false, monthlyExemptLimit: '100.00', isInFundSalary: true });
    const result = computePayslip(input({ employee: { rateType: 'DAILY', rate: '800.00', hiredAt: null }, days, plans: [meal] }));
    // hourly 100: 3.5 days paid + 0.5 leave; late 30 min = 50; undertime 60 min = 100; overtime 1.5 h x 1.25 = 187.50;
    // night 1 h x 100 x 10% = 10; meal 4.5 days x 50 = 225, 100 exempt a month, 125 taxable.
    expect(result.lines).toEqual([
      { kind: 'EARNING', code: 'BASIC', label: 'Basic pay', quantity: '3.50', unit: 'DAY', amount: '2800.00', isTaxable: true },
      { kind: 'EARNING', code: 'LEAVE', label: 'Paid leave', quantity: '0.50', unit: 'DAY', amount: '400.00', isTaxable: true },
      { kind: 'EARNING', code: 'LATE', label: 'Late', quantity: '30', unit: 'MINUTE', amount: '-50.00', isTaxable: true },
      { kind: 'EARNING', code: 'UNDERTIME', label: 'Undertime', quantity: '60', unit: 'MINUTE', amount: '-100.00', isTaxable: true },
      { kind: 'EARNING', code: 'OVERTIME', label: 'Overtime', quantity: '1.50', unit: 'HOUR', amount: '187.50', isTaxable: true },
      { kind: 'EARNING', code: 'NIGHT_DIFF', label: 'Night differential', quantity: '1.00', unit: 'HOUR', amount: '10.00', isTaxable: true },
      { kind: 'EARNING', code: 'ALLOWANCE', planId: 7, planMemberId: 9, label: 'Meal', quantity: '4.50', unit: 'DAY', amount: '100.00', isTaxable: false },
      { kind: 'EARNING', code: 'ALLOWANCE', planId: 7, planMemberId: 9, label: 'Meal (over the de minimis limit)', amount: '125.00', isTaxable: true },
      { kind: 'CONTRIBUTION', code: 'SSS', label: 'SSS', amount: '437.50' },
      { kind: 'CONTRIBUTION', code: 'PHILHEALTH', label: 'PhilHealth', amount: '217.50' },
      { kind: 'CONTRIBUTION', code: 'PAGIBIG', label: 'Pag-IBIG', amount: '100.00' },
      { kind: 'EMPLOYER', code: 'SSS', label: 'SSS (employer)', amount: '875.00' },
      { kind: 'EMPLOYER', code: 'SSS_EC', label: 'SSS EC (employer)', amount: '15.00' },
      { kind: 'EMPLOYER', code: 'PHILHEALTH', label: 'PhilHealth (employer)', amount: '217.50' },
      { kind: 'EMPLOYER', code: 'PAGIBIG', label: 'Pag-IBIG (employer)', amount: '100.00' },
    ]);
    expect(result).toMatchObject({ daysWorked: '4.50', allowances: '225.00', basicPay: '3050.00', overtimePay: '187.50', nightDifferentialPay: '10.00' });
  });
});
