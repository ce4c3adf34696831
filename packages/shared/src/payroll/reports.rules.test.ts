import { describe, expect, it } from 'vitest';
import {
  alphalist,
  bankFile,
  bankFileCsv,
  bir1601c,
  bir2316,
  BIR_2316_ITEMS,
  byName,
  compensationBoxes,
  dueOf,
  employeeContributions,
  employerContributions,
  formalName,
  pagibigMonthReport,
  paymentHistory,
  philhealthMonthReport,
  quarterMonths,
  sssQuarterReport,
  sumMoney,
  totalsOf,
  yearToDate,
  type PayslipFigures,
  type ReportSlip,
} from './reports.rules';
import { moneyInput, recordRemittanceRequest, yearMonth } from './reports.schemas';

const ZERO: PayslipFigures = {
  basicPay: '0.00',
  overtimePay: '0.00',
  holidayPay: '0.00',
  nightDifferentialPay: '0.00',
  allowances: '0.00',
  grossPay: '0.00',
  sssMonthlySalaryCredit: '0.00',
  sssEmployee: '0.00',
  sssEmployer: '0.00',
  sssEc: '0.00',
  philhealthEmployee: '0.00',
  philhealthEmployer: '0.00',
  pagibigEmployee: '0.00',
  pagibigEmployer: '0.00',
  taxableCompensation: '0.00',
  mweExemptPay: '0.00',
  thirteenthMonthPay: '0.00',
  withholdingTax: '0.00',
  otherDeductions: '0.00',
  totalDeductions: '0.00',
  netPay: '0.00',
  lines: [],
};
const slip = (over: Partial<ReportSlip>): ReportSlip => ({ ...ZERO, employeeId: 1, month: '2026-01', ...over });

/**
 * A semi-monthly employee at 30,000 a month, second cutoff (SSS Circular 2024-006: MSC 30,000,
 * EE 1,500, ER 3,000, EC 30; PhilHealth 5%: 750/750; Pag-IBIG: 200/200), contributions on the
 * second cutoff: gross 15,000.00, taxable 15,000 - 2,450 = 12,550.00.
 */
const secondHalf = slip({
  basicPay: '15000.00',
  grossPay: '15000.00',
  sssEmployee: '1500.00',
  sssEmployer: '3000.00',
  sssEc: '30.00',
  philhealthEmployee: '750.00',
  philhealthEmployer: '750.00',
  pagibigEmployee: '200.00',
  pagibigEmployer: '200.00',
  taxableCompensation: '12550.00',
  withholdingTax: '420.83',
  totalDeductions: '2870.83',
  netPay: '12129.17',
});

describe('money sums', () => {
  it.each([
    [[], '0.00'],
    [['0.10', '0.20'], '0.30'],
    [['1500.00', '-0.01'], '1499.99'],
    [['0.005'], '0.01'],
    [['', '1.00'], '1.00'],
  ] as [string[], string][])('sumMoney(%j) = %s', (values, total) => expect(sumMoney(values)).toBe(total));

  it('totals every money column', () => {
    const totals = totalsOf([secondHalf, { ...secondHalf, netPay: '0.01', grossPay: '1.00' }]);
    expect(totals.netPay).toBe('12129.18');
    expect(totals.grossPay).toBe('15001.00');
    expect(totals.sssEc).toBe('60.00');
    expect(Object.keys(totals)).toHaveLength(21);
  });

  it('employee and employer shares (EC with the employer)', () => {
    expect(employeeContributions(secondHalf)).toBe('2450.00');
    expect(employerContributions(secondHalf)).toBe('3980.00');
  });
});

describe('year to date (the calendar year through the cutoff)', () => {
  const slips = [
    { ...secondHalf, periodEnd: '2025-12-31' },
    { ...secondHalf, periodEnd: '2026-01-15', netPay: '100.00', grossPay: '200.00', withholdingTax: '10.00', sssEmployee: '1.00', philhealthEmployee: '2.00', pagibigEmployee: '3.00' },
    { ...secondHalf, periodEnd: '2026-01-31' },
    { ...secondHalf, periodEnd: '2026-02-15' },
  ];
  it.each([
    ['2026-01-15', { grossPay: '200.00', withholdingTax: '10.00', contributions: '6.00', netPay: '100.00' }],
    ['2026-01-31', { grossPay: '15200.00', withholdingTax: '430.83', contributions: '2456.00', netPay: '12229.17' }],
    ['2025-12-31', { grossPay: '15000.00', withholdingTax: '420.83', contributions: '2450.00', netPay: '12129.17' }],
    ['2024-12-31', { grossPay: '0.00', withholdingTax: '0.00', contributions: '0.00', netPay: '0.00' }],
  ])('through %s', (through, expected) => expect(yearToDate(slips, through)).toEqual(expected));
});

describe('names as the agencies print them', () => {
  it.each([
    [{ lastName: 'dela Cruz', firstName: 'Juan', middleName: 'protacio' }, 'DELA CRUZ, Juan P.'],
    [{ lastName: 'San Juan', firstName: 'Lucio', suffix: 'Jr.' }, 'SAN JUAN Jr., Lucio'],
    [{ lastName: 'Rizal', firstName: 'Jose', middleName: '  ' }, 'RIZAL, Jose'],
    [{ lastName: 'Mabini', firstName: 'Apolinario', middleName: ' maranan ' }, 'MABINI, Apolinario M.'],
  ])('%j -> %s', (e, name) => expect(formalName(e)).toBe(name));

  it('sorts by name, then employee number', () => {
    const rows = [
      { name: 'LUNA, Antonio', employeeNo: 'E2' },
      { name: 'BONIFACIO, Andres', employeeNo: 'E9' },
      { name: 'LUNA, Antonio', employeeNo: 'E1' },
    ];
    expect(byName(rows).map((r) => r.employeeNo)).toEqual(['E9', 'E1', 'E2']);
    expect(rows[0].employeeNo).toBe('E2');
  });
  it.each([
    [['E3', 'E1', 'E2']],
    [['E1', 'E3', 'E2']],
    [['E2', 'E3', 'E1']],
    [['E3', 'E2', 'E1']],
  ])('namesakes %j go by employee number', (numbers) => {
    expect(byName(numbers.map((employeeNo) => ({ name: 'CRUZ, Ana', employeeNo }))).map((r) => r.employeeNo)).toEqual(['E1', 'E2', 'E3']);
  });
  it('a namesake without an employee number comes first', () => {
    expect(byName([{ name: 'CRUZ, Ana', employeeNo: 'E1' }, { name: 'CRUZ, Ana' }]).map((r) => r.employeeNo)).toEqual([undefined, 'E1']);
    expect(byName([{ name: 'CRUZ, Ana' }, { name: 'CRUZ, Ana', employeeNo: 'E1' }]).map((r) => r.employeeNo)).toEqual([undefined, 'E1']);
  });
});

describe('bank file', () => {
  const file = () => bankFile([
    { accountNo: ' 001234567890 ', name: 'RIZAL, Jose', netPay: '12129.17' },
    { accountNo: '', name: 'LUNA, Antonio', netPay: '500.00' },
    { accountNo: '0099', name: 'BONIFACIO, Andres', netPay: '0.00' },
    { accountNo: '0100', name: 'SILANG, Gabriela', netPay: '-5.00' },
    { accountNo: '0200', name: 'AQUINO, Melchora', netPay: '0.5' },
    { accountNo: '   ', name: 'MABINI, Apolinario', netPay: '100.00' },
  ]);
  it('pays those with an account and net pay above zero; lists those without an account', () => {
    const { lines, missingAccount, count, total } = file();
    expect(lines).toEqual([
      { accountNo: '001234567890', name: 'RIZAL, Jose', netPay: '12129.17' },
      { accountNo: '0200', name: 'AQUINO, Melchora', netPay: '0.50' },
    ]);
    expect(missingAccount.map((l) => l.name)).toEqual(['LUNA, Antonio', 'MABINI, Apolinario']);
    expect(count).toBe(2);
    expect(total).toBe('12129.67');
  });
  it('writes CSV with a totals line, quoting commas and defusing formulas', () => {
    expect(bankFileCsv(file())).toBe('Account Number,Account Name,Net Pay\r\n001234567890,"RIZAL, Jose",12129.17\r\n0200,"AQUINO, Melchora",0.50\r\nTOTAL,2 employees,12129.67\r\n');
    expect(bankFileCsv({ lines: [{ accountNo: '1', name: '=HYPERLINK("x")', netPay: '1.00' }], count: 1, total: '1.00' })).toContain('"\'=HYPERLINK(""x"")"');
    expect(bankFileCsv({ lines: [{ accountNo: '1', name: 'Line\nbreak', netPay: '1.00' }], count: 1, total: '1.00' })).toContain('"Line\nbreak"');
  });
  it('quotes only what a spreadsheet would misread: a hyphen or an equals sign inside a name stays as it is', () => {
    const csv = (name: string) => bankFileCsv({ lines: [{ accountNo: '1', name, netPay: '1.00' }], count: 1, total: '1.00' }).split('\r\n')[1];
    expect(csv('SANTOS-REYES')).toBe('1,SANTOS-REYES,1.00');
    expect(csv('A=B, C')).toBe('1,"A=B, C",1.00');
    expect(csv('-1+1')).toBe('1,"\'-1+1",1.00');
  });
});

describe('quarters', () => {
  it.each([
    [2026, 1, ['2026-01', '2026-02', '2026-03']],
    [2026, 2, ['2026-04', '2026-05', '2026-06']],
    [2025, 4, ['2025-10', '2025-11', '2025-12']],
  ])('%i Q%i', (year, quarter, months) => expect(quarterMonths(year, quarter)).toEqual(months));
});

const employees = [
  { id: 1, employeeNo: 'E1', name: 'RIZAL, Jose', sssNo: '0412345678', philhealthNo: '120000000001', pagibigNo: '121100000001', tin: '123456789000' },
  { id: 2, employeeNo: 'E2', name: 'BONIFACIO, Andres', sssNo: '0498765432', philhealthNo: '120000000002', pagibigNo: '121100000002', isMinimumWageEarner: true },
  { id: 3, employeeNo: 'E3', name: 'LUNA, Antonio' },
];

describe('SSS R-3 (Contribution Collection List, a quarter)', () => {
  const r3 = () => sssQuarterReport(quarterMonths(2026, 1), employees, [
    secondHalf,
    slip({ month: '2026-02', sssEmployee: '1500.00', sssEmployer: '3000.00', sssEc: '30.00' }),
    slip({ employeeId: 2, month: '2026-03', sssEmployee: '250.00', sssEmployer: '510.00', sssEc: '10.00' }),
    slip({ employeeId: 2, month: '2026-03', sssEmployee: '250.00', sssEmployer: '500.00', sssEc: '0.00' }),
    slip({ employeeId: 3, month: '2026-04', sssEmployee: '999.00' }),
  ]);
  it('a row per member with each month: Social Security (EE + ER) and EC', () => {
    const report = r3();
    expect(report.rows.map((r) => r.name)).toEqual(['BONIFACIO, Andres', 'RIZAL, Jose']);
    const rizal = report.rows[1];
    expect(rizal.sssNo).toBe('0412345678');
    expect(rizal.months[0]).toEqual({ employee: '1500.00', employer: '3000.00', ec: '30.00', socialSecurity: '4500.00' });
    expect(rizal.months[2]).toEqual({ employee: '0.00', employer: '0.00', ec: '0.00', socialSecurity: '0.00' });
    expect(rizal.total).toBe('9060.00');
    expect(report.rows[0].months[2]).toEqual({ employee: '500.00', employer: '1010.00', ec: '10.00', socialSecurity: '1510.00' });
  });
  it('totals per month and the grand total', () => {
    const report = r3();
    expect(report.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(report.totals[0]).toEqual({ employee: '1500.00', employer: '3000.00', ec: '30.00', socialSecurity: '4500.00' });
    expect(report.totals[2].socialSecurity).toBe('1510.00');
    expect(report.grandTotal).toBe('10580.00');
  });
  it('a member without an SS number still lists, with an empty number', () => {
    expect(sssQuarterReport(quarterMonths(2026, 2), employees, [slip({ employeeId: 3, month: '2026-04', sssEmployee: '999.00' })]).rows[0]).toMatchObject({ name: 'LUNA, Antonio', sssNo: '' });
  });
});

describe('PhilHealth RF-1 and Pag-IBIG MCRF (a month)', () => {
  const slips = [
    slip({ basicPay: '15000.00', philhealthEmployee: '0.00', philhealthEmployer: '0.00', pagibigEmployee: '0.00', pagibigEmployer: '0.00', allowances: '1000.00' }),
    secondHalf,
    slip({ employeeId: 2, basicPay: '12000.00', philhealthEmployee: '300.00', philhealthEmployer: '300.00', pagibigEmployee: '200.00', pagibigEmployer: '200.00' }),
    slip({ employeeId: 2, month: '2026-02', basicPay: '99.00', philhealthEmployee: '9.00' }),
  ];
  it('RF-1: monthly basic salary, PS and ES per member; totals', () => {
    const report = philhealthMonthReport('2026-01', employees, slips);
    expect(report.rows).toEqual([
      { employeeId: 2, employeeNo: 'E2', philhealthNo: '120000000002', name: 'BONIFACIO, Andres', monthlyBasicSalary: '12000.00', employee: '300.00', employer: '300.00', total: '600.00' },
      { employeeId: 1, employeeNo: 'E1', philhealthNo: '120000000001', name: 'RIZAL, Jose', monthlyBasicSalary: '30000.00', employee: '750.00', employer: '750.00', total: '1500.00' },
    ]);
    expect(report.totals).toEqual({ monthlyBasicSalary: '42000.00', employee: '1050.00', employer: '1050.00', total: '2100.00' });
  });
  it('MCRF: monthly compensation (basic and allowances), EE and ER per member; totals', () => {
    const report = pagibigMonthReport('2026-01', employees, slips);
    expect(report.rows.map((r) => [r.pagibigNo, r.monthlyCompensation, r.employee, r.employer, r.total])).toEqual([
      ['121100000002', '12000.00', '200.00', '200.00', '400.00'],
      ['121100000001', '31000.00', '200.00', '200.00', '400.00'],
    ]);
    expect(report.totals).toEqual({ monthlyCompensation: '43000.00', employee: '400.00', employer: '400.00', total: '800.00' });
  });
  it('a member without a number still lists, with an empty number', () => {
    const report = philhealthMonthReport('2026-01', employees, [slip({ employeeId: 3, basicPay: '1.00' })]);
    expect(report.rows[0].philhealthNo).toBe('');
    expect(pagibigMonthReport('2026-01', employees, [slip({ employeeId: 3 })]).rows[0].pagibigNo).toBe('');
  });
});

/** A minimum wage earner's cutoff: SMW basic 7,000 + holiday 1,290 + overtime 500 + night 100 (all exempt), a rice allowance (de minimis). */
const mweSlip = slip({
  employeeId: 2,
  basicPay: '7000.00',
  holidayPay: '1290.00',
  overtimePay: '500.00',
  nightDifferentialPay: '100.00',
  allowances: '1000.00',
  grossPay: '9890.00',
  mweExemptPay: '8890.00',
  sssEmployee: '400.00',
  philhealthEmployee: '175.00',
  pagibigEmployee: '100.00',
  taxableCompensation: '0.00',
  lines: [{ kind: 'EARNING', code: 'ALLOWANCE', label: 'Rice subsidy', amount: '1000.00', isTaxable: false }],
});

describe('the BIR boxes (gross = non-taxable + taxable)', () => {
  it('a regular employee: contributions and union dues non-taxable, the rest taxable basic', () => {
    const boxes = compensationBoxes([
      { ...secondHalf, lines: [{ kind: 'DEDUCTION', code: 'DEDUCTION', label: 'Union dues', amount: '50.00', isTaxable: false }, { kind: 'DEDUCTION', code: 'LOAN', label: 'Loan', amount: '900.00' }], taxableCompensation: '12500.00' },
    ]);
    expect(boxes.gross).toBe('15000.00');
    expect(boxes.nonTaxable).toEqual({ mweBasic: '0.00', mweHoliday: '0.00', mweOvertime: '0.00', mweNightDifferential: '0.00', thirteenthMonth: '0.00', deMinimis: '0.00', contributions: '2500.00', other: '0.00', total: '2500.00' });
    expect(boxes.taxable).toEqual({ basic: '12500.00', thirteenthMonth: '0.00', overtime: '0.00', other: '0.00', total: '12500.00' });
    expect(boxes.withholdingTax).toBe('420.83');
  });
  it('a minimum wage earner: SMW, holiday, overtime and night pay exempt; de minimis; nothing taxable', () => {
    const boxes = compensationBoxes([mweSlip]);
    expect(boxes.nonTaxable).toEqual({ mweBasic: '7000.00', mweHoliday: '1290.00', mweOvertime: '500.00', mweNightDifferential: '100.00', thirteenthMonth: '0.00', deMinimis: '1000.00', contributions: '675.00', other: '-675.00', total: '9890.00' });
    expect(boxes.taxable.total).toBe('0.00');
  });
  it('13th month: exempt up to 90,000 a year, the excess taxable; overtime, holiday, night and taxable allowances of a regular employee', () => {
    const boxes = compensationBoxes([
      slip({
        basicPay: '100000.00',
        overtimePay: '2000.00',
        holidayPay: '3000.00',
        nightDifferentialPay: '400.00',
        thirteenthMonthPay: '100000.00',
        grossPay: '206400.00',
        taxableCompensation: '116400.00',
        lines: [{ kind: 'EARNING', code: 'ALLOWANCE', label: 'Transport', amount: '1000.00', isTaxable: true }],
      }),
    ]);
    expect(boxes.nonTaxable.thirteenthMonth).toBe('90000.00');
    expect(boxes.nonTaxable.total).toBe('90000.00');
    expect(boxes.taxable).toEqual({ basic: '100000.00', thirteenthMonth: '10000.00', overtime: '2000.00', other: '4400.00', total: '116400.00' });
  });
  it('13th month below the limit is all exempt', () => {
    const boxes = compensationBoxes([slip({ thirteenthMonthPay: '30000.00', grossPay: '30000.00' })]);
    expect(boxes.nonTaxable.thirteenthMonth).toBe('30000.00');
    expect(boxes.taxable.thirteenthMonth).toBe('0.00');
  });
  it('an MWE whose exempt pay is below its holiday, overtime and night pay still shows no negative basic', () => {
    expect(compensationBoxes([slip({ mweExemptPay: '100.00', holidayPay: '200.00' })]).nonTaxable.mweBasic).toBe('0.00');
  });
  it('an MWE and a regular employee together: only the MWE\'s holiday, overtime and night pay are exempt, only the other\'s taxable (RR 11-2018 sec. 2.78.1(B)(13))', () => {
    // Regular: 20,000 basic + 2,000 overtime + 3,000 holiday + 400 night = 25,400; contributions 1,700; taxable 23,700.
    const regular = slip({ basicPay: '20000.00', overtimePay: '2000.00', holidayPay: '3000.00', nightDifferentialPay: '400.00', grossPay: '25400.00', sssEmployee: '1000.00', philhealthEmployee: '500.00', pagibigEmployee: '200.00', taxableCompensation: '23700.00' });
    const boxes = compensationBoxes([mweSlip, regular]);
    expect(boxes.gross).toBe('35290.00');
    expect(boxes.nonTaxable).toEqual({ mweBasic: '7000.00', mweHoliday: '1290.00', mweOvertime: '500.00', mweNightDifferential: '100.00', thirteenthMonth: '0.00', deMinimis: '1000.00', contributions: '2375.00', other: '-675.00', total: '11590.00' });
    // 23,700 - 2,000 overtime - (3,000 holiday + 400 night) = 18,300 basic
    expect(boxes.taxable).toEqual({ basic: '18300.00', thirteenthMonth: '0.00', overtime: '2000.00', other: '3400.00', total: '23700.00' });
  });
  it('reads the payslip lines as the run writes them: de minimis and taxable allowances, union dues before tax, a loan and the tax after (RR 11-2018 secs. 2.78.1(B)(11) and (12))', () => {
    // 15,000 basic; rice 1,500 of which 1,000 de minimis and 500 over the limit; transport 800 taxable; 13th month 5,000;
    // contributions 1,225; union dues 100 before tax: taxable 15,000 + 500 + 800 - 1,225 - 100 = 14,975.
    const boxes = compensationBoxes([
      slip({
        basicPay: '15000.00',
        allowances: '2300.00',
        thirteenthMonthPay: '5000.00',
        grossPay: '22300.00',
        sssEmployee: '750.00',
        philhealthEmployee: '375.00',
        pagibigEmployee: '100.00',
        taxableCompensation: '14975.00',
        lines: [
          { kind: 'EARNING', code: 'BASIC', label: 'Basic pay', amount: '15000.00', isTaxable: true },
          { kind: 'EARNING', code: 'ALLOWANCE', label: 'Rice subsidy', amount: '1000.00', isTaxable: false },
          { kind: 'EARNING', code: 'ALLOWANCE', label: 'Rice subsidy (over the de minimis limit)', amount: '500.00', isTaxable: true },
          { kind: 'EARNING', code: 'ALLOWANCE', label: 'Transport', amount: '800.00', isTaxable: true },
          { kind: 'EARNING', code: 'THIRTEENTH_MONTH', label: '13th month pay', amount: '5000.00', isTaxable: false },
          { kind: 'CONTRIBUTION', code: 'SSS', label: 'SSS', amount: '750.00' },
          { kind: 'DEDUCTION', code: 'DEDUCTION', label: 'Union dues', amount: '100.00', isTaxable: false },
          { kind: 'DEDUCTION', code: 'LOAN', label: 'SSS salary loan', amount: '900.00' },
          { kind: 'DEDUCTION', code: 'TAX', label: 'Withholding tax', amount: '683.70' },
        ],
      }),
    ]);
    expect(boxes.nonTaxable).toEqual({ mweBasic: '0.00', mweHoliday: '0.00', mweOvertime: '0.00', mweNightDifferential: '0.00', thirteenthMonth: '5000.00', deMinimis: '1000.00', contributions: '1325.00', other: '0.00', total: '7325.00' });
    expect(boxes.taxable).toEqual({ basic: '13675.00', thirteenthMonth: '0.00', overtime: '0.00', other: '1300.00', total: '14975.00' });
  });
  it('an allowance is an EARNING line coded ALLOWANCE: the code on a line of another kind counts as no allowance', () => {
    const lines = [
      { kind: 'DEDUCTION', code: 'ALLOWANCE', label: 'Rice subsidy', amount: '70.00', isTaxable: false },
      { kind: 'CONTRIBUTION', code: 'ALLOWANCE', label: 'Transport', amount: '30.00', isTaxable: true },
    ] as const;
    const boxes = compensationBoxes([slip({ grossPay: '1000.00', basicPay: '1000.00', taxableCompensation: '1000.00', lines: [...lines] })]);
    expect([boxes.nonTaxable.deMinimis, boxes.taxable.other, boxes.taxable.basic]).toEqual(['0.00', '0.00', '1000.00']);
  });
  it('a payslip without lines has no de minimis, union dues or taxable allowances', () => {
    const { lines: _, ...figures } = secondHalf;
    const boxes = compensationBoxes([figures]);
    expect(boxes.nonTaxable).toMatchObject({ deMinimis: '0.00', contributions: '2450.00', total: '2450.00' });
    expect(boxes.taxable).toMatchObject({ basic: '12550.00', other: '0.00' });
  });
});

describe('BIR 1601-C (a month)', () => {
  it('items 14-25 from the month\'s payslips', () => {
    const form = bir1601c('2026-01', [secondHalf, mweSlip, slip({ employeeId: 3, basicPay: '10000.00', grossPay: '10000.00', taxableCompensation: '9500.00', sssEmployee: '500.00' }), slip({ month: '2026-02', grossPay: '999.00' })]);
    expect(form).toEqual({
      month: '2026-01',
      employeeCount: 3,
      item14TotalCompensation: '34890.00',
      item15StatutoryMinimumWage: '7000.00',
      item16MweHolidayOvertimeNightHazard: '1890.00',
      item17ThirteenthMonthAndOtherBenefits: '0.00',
      item18DeMinimis: '1000.00',
      item19Contributions: '3625.00',
      item20OtherNonTaxable: '-675.00',
      item21TotalNonTaxable: '12840.00',
      item22TotalTaxable: '22050.00',
      item23TaxableNotSubjectToWithholding: '9500.00',
      item24NetTaxable: '12550.00',
      item25TotalTaxesWithheld: '420.83',
    });
  });
});

describe('BIR 2316 (a year of one employee)', () => {
  it('fills Part IV-A and IV-B', () => {
    const form = bir2316([secondHalf, secondHalf], '5000.00');
    expect(form.item19GrossCompensation).toBe('30000.00');
    expect(form.item20NonTaxable).toBe('4900.00');
    expect(form.item21TaxablePresent).toBe('25100.00');
    expect(form.item23GrossTaxable).toBe('25100.00');
    expect(form.item24TaxDue).toBe('5000.00');
    expect(form.item25aWithheldPresent).toBe('841.66');
    expect(form.item28TotalWithheld).toBe('841.66');
    expect(form.item36Contributions).toBe('4900.00');
    expect(form.item38TotalNonTaxable).toBe('4900.00');
    expect(form.item39BasicSalary).toBe('25100.00');
    expect(form.item52TotalTaxable).toBe('25100.00');
    expect(form.item22TaxablePrevious).toBe('0.00');
    expect(form.item25bWithheldPrevious).toBe('0.00');
    expect(form.item27PeraCredit).toBe('0.00');
    expect(form.item33HazardPayMwe).toBe('0.00');
  });
  it('lists every item once, in the form\'s order', () => {
    const form = bir2316([mweSlip], '0');
    expect(BIR_2316_ITEMS.map((i) => i.key).sort()).toEqual(Object.keys(form).sort());
    expect(BIR_2316_ITEMS.map((i) => i.no)[0]).toBe('19');
    expect(form.item29BasicSalaryOrSmw).toBe('7000.00');
    expect(form.item30HolidayPayMwe).toBe('1290.00');
    expect(form.item31OvertimePayMwe).toBe('500.00');
    expect(form.item32NightShiftDifferentialMwe).toBe('100.00');
    expect(form.item35DeMinimis).toBe('1000.00');
    expect(form.item24TaxDue).toBe('0.00');
  });
});

describe('1604-C alphalist', () => {
  const tax = (taxable: string) => (Number(taxable) > 250000 ? '1000.00' : '0.00');
  const year = () =>
    alphalist(employees, [
      { ...secondHalf, taxableCompensation: '300000.00', grossPay: '302450.00' },
      mweSlip,
      slip({ employeeId: 3, grossPay: '1000.00', taxableCompensation: '1000.00', withholdingTax: '12.00' }),
    ], tax);
  it('schedule 1: employees other than MWEs, alphabetically, with tax due and the year-end adjustment', () => {
    const list = year();
    expect(list.schedule1.rows.map((r) => [r.name, r.tin, r.totalTaxable, r.taxDue, r.taxWithheld, r.yearEndAdjustment])).toEqual([
      ['LUNA, Antonio', '', '1000.00', '0.00', '12.00', '-12.00'],
      ['RIZAL, Jose', '123456789000', '300000.00', '1000.00', '420.83', '579.17'],
    ]);
    expect(list.schedule1.totals.grossCompensation).toBe('303450.00');
    expect(list.schedule1.totals.taxWithheld).toBe('432.83');
    expect(list.schedule1.totals.yearEndAdjustment).toBe('567.17');
    expect(list.schedule1.rows[1].contributions).toBe('2450.00');
  });
  it('schedule 2: minimum wage earners with their exempt pay', () => {
    const list = year();
    expect(list.schedule2.rows).toHaveLength(1);
    const row = list.schedule2.rows[0];
    expect([row.name, row.isMwe, row.mweBasic, row.mweHolidayOvertimeNight, row.deMinimis, row.totalNonTaxable, row.taxDue]).toEqual(['BONIFACIO, Andres', true, '7000.00', '1890.00', '1000.00', '9890.00', '0.00']);
    expect(list.schedule2.totals.totalNonTaxable).toBe('9890.00');
  });
  it('an MWE by payslips alone (exempt pay on every one) and one with taxable pay is taxed', () => {
    const people = [{ id: 9, employeeNo: 'E9', name: 'X' }, { id: 8, employeeNo: 'E8', name: 'Y', isMinimumWageEarner: true }];
    const result = alphalist(people, [slip({ employeeId: 9, mweExemptPay: '1.00' }), slip({ employeeId: 8, taxableCompensation: '300000.00' })], tax);
    expect(result.schedule2.rows.map((r) => [r.name, r.taxDue])).toEqual([['X', '0.00'], ['Y', '1000.00']]);
    expect(result.schedule1.rows).toEqual([]);
    expect(result.schedule1.totals.taxDue).toBe('0.00');
  });
  it('other taxable compensation: overtime with holiday, night pay and taxable allowances (BIR 2316 items 50 and 51)', () => {
    const result = alphalist(employees, [slip({ basicPay: '20000.00', overtimePay: '2000.00', holidayPay: '3000.00', grossPay: '25000.00', taxableCompensation: '25000.00' })], tax);
    expect(result.schedule1.rows.map((r) => [r.basicTaxable, r.otherTaxable, r.totalTaxable])).toEqual([['20000.00', '5000.00', '25000.00']]);
  });
  it('an employee with exempt pay on only some payslips is not an MWE for the year', () => {
    const result = alphalist([{ id: 9, employeeNo: 'E9', name: 'X' }], [slip({ employeeId: 9, mweExemptPay: '1.00' }), slip({ employeeId: 9, taxableCompensation: '300000.00' })], tax);
    expect(result.schedule1.rows.map((r) => [r.name, r.isMwe, r.taxDue])).toEqual([['X', false, '1000.00']]);
    expect(result.schedule2.rows).toEqual([]);
  });
  it('an MWE with nothing taxable owes no tax whatever the table says (NIRC sec. 24(A)(2): the minimum wage is exempt)', () => {
    const flat = () => '500.00';
    const result = alphalist(employees, [mweSlip, slip({ employeeId: 3, taxableCompensation: '0.00' })], flat);
    expect(result.schedule2.rows.map((r) => [r.name, r.taxDue, r.yearEndAdjustment])).toEqual([['BONIFACIO, Andres', '0.00', '0.00']]);
    expect(result.schedule1.rows.map((r) => [r.name, r.taxDue])).toEqual([['LUNA, Antonio', '500.00']]);
  });
});

describe('payment history', () => {
  it.each([
    ['SSS', { employeeShare: '1500.00', employerShare: '3000.00', ec: '30.00' }],
    ['PHILHEALTH', { employeeShare: '750.00', employerShare: '750.00', ec: '0.00' }],
    ['PAGIBIG', { employeeShare: '200.00', employerShare: '200.00', ec: '0.00' }],
    ['TAX', { employeeShare: '420.83', employerShare: '0.00', ec: '0.00' }],
  ] as const)('%s: what a payslip makes due', (agency, due) => expect(dueOf(agency, secondHalf)).toEqual(due));

  const sss2026 = () => paymentHistory('SSS', 2026, [secondHalf, { ...secondHalf, month: '2026-02' }, { ...secondHalf, month: '2026-03' }, { ...secondHalf, month: '2025-12' }], [
    { id: 2, month: '2026-01', employeeShare: '1500.00', employerShare: '3000.00', ec: '0.00', total: '4500.00', referenceNo: 'SBR-2', paidAt: '2026-02-15' },
    { id: 1, month: '2026-01', employeeShare: '0.00', employerShare: '0.00', ec: '30.00', total: '30.00', referenceNo: 'SBR-1', paidAt: '2026-02-10' },
    { id: 3, month: '2026-02', employeeShare: '0.00', employerShare: '1000.00', ec: '0.00', total: '1000.00', referenceNo: 'SBR-3', paidAt: '2026-03-10' },
    { id: 4, month: '2026-03', employeeShare: '9000.00', employerShare: '0.00', ec: '0.00', total: '9000.00', referenceNo: 'SBR-4', paidAt: '2026-04-10' },
    { id: 5, month: '2026-05', employeeShare: '10.00', employerShare: '0.00', ec: '0.00', total: '10.00', referenceNo: 'SBR-5', paidAt: '2026-06-10' },
    { id: 6, month: '2025-05', employeeShare: '10.00', employerShare: '0.00', ec: '0.00', total: '10.00', referenceNo: 'OLD', paidAt: '2025-06-10' },
  ]);
  it('per month: due, paid with references in date order, balance and status', () => {
    const history = sss2026();
    expect(history.list.map((m) => [m.month, m.due.total, m.paid, m.balance, m.status])).toEqual([
      ['2026-01', '4530.00', '4530.00', '0.00', 'PAID'],
      ['2026-02', '4530.00', '1000.00', '3530.00', 'PARTIAL'],
      ['2026-03', '4530.00', '9000.00', '-4470.00', 'OVERPAID'],
      ['2026-05', '0.00', '10.00', '-10.00', 'OVERPAID'],
    ]);
    expect(history.list[0].payments.map((p) => p.referenceNo)).toEqual(['SBR-1', 'SBR-2']);
    expect(history.list[0].due).toEqual({ employeeShare: '1500.00', employerShare: '3000.00', ec: '30.00', total: '4530.00' });
    expect(history.totals).toEqual({ due: '13590.00', paid: '14540.00', balance: '-950.00' });
  });
  it('a month with nothing paid is UNPAID; payments on the same day keep their order', () => {
    const h = paymentHistory('TAX', 2026, [secondHalf], [
      { id: 8, month: '2026-02', employeeShare: '1.00', employerShare: '0.00', ec: '0.00', total: '1.00', referenceNo: 'B', paidAt: '2026-03-01' },
      { id: 7, month: '2026-02', employeeShare: '1.00', employerShare: '0.00', ec: '0.00', total: '1.00', referenceNo: 'A', paidAt: '2026-03-01' },
    ]);
    expect(h.list[0]).toMatchObject({ month: '2026-01', status: 'UNPAID', balance: '420.83', paid: '0.00', payments: [] });
    expect(h.list[1].payments.map((p) => p.referenceNo)).toEqual(['A', 'B']);
  });
  it('lists the months in order whether they had payslips or only payments', () => {
    const h = paymentHistory('TAX', 2026, [{ ...secondHalf, month: '2026-03' }], [
      { id: 1, month: '2026-01', employeeShare: '5.00', employerShare: '0.00', ec: '0.00', total: '5.00', referenceNo: 'A', paidAt: '2026-02-10' },
    ]);
    expect(h.list.map((m) => [m.month, m.status])).toEqual([
      ['2026-01', 'OVERPAID'],
      ['2026-03', 'UNPAID'],
    ]);
  });
});

describe('request schemas', () => {
  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['2026-011', false],
    ['x2026-01', false],
  ])('month %s valid: %s', (value, ok) => expect(yearMonth.safeParse(value).success).toBe(ok));

  it.each([
    [1500, '1500.00'],
    ['1500.5', '1500.50'],
    ['0', '0.00'],
    [' 12.34 ', '12.34'],
  ])('amount %j -> %s', (value, out) => expect(moneyInput.parse(value)).toBe(out));
  it.each([-1, '1.234', 'abc', '', '1e3', '12345678901234'])('amount %j is refused', (value) => expect(moneyInput.safeParse(value).success).toBe(false));

  it('a remittance needs a reference, a date and an amount above zero', () => {
    const ok = recordRemittanceRequest.parse({ agency: 'SSS', month: '2026-01', employeeShare: '1500', referenceNo: ' SBR-1 ', paidAt: '2026-02-10' });
    expect(ok).toEqual({ agency: 'SSS', month: '2026-01', employeeShare: '1500.00', employerShare: '0.00', ec: '0.00', referenceNo: 'SBR-1', paidAt: '2026-02-10', note: '' });
    expect(recordRemittanceRequest.safeParse({ agency: 'SSS', month: '2026-01', referenceNo: 'X', paidAt: '2026-02-10' }).success).toBe(false);
    expect(recordRemittanceRequest.safeParse({ agency: 'SSS', month: '2026-01', ec: '0.01', referenceNo: 'X', paidAt: '2026-02-10' }).success).toBe(true);
    expect(recordRemittanceRequest.safeParse({ agency: 'GSIS', month: '2026-01', ec: '1', referenceNo: 'X', paidAt: '2026-02-10' }).success).toBe(false);
    expect(recordRemittanceRequest.safeParse({ agency: 'SSS', month: '2026-01', ec: '1', referenceNo: ' ', paidAt: '2026-02-10' }).success).toBe(false);
  });
});
