import { describe, expect, it } from 'vitest';
import {
  pagibigContribution,
  PAGIBIG_2024,
  philhealthContribution,
  PHILHEALTH_2024,
  SEEDED_STATUTORY_TABLES,
  splitInHalves,
  sssContribution,
  SSS_2025,
  tableInForce,
  TAX_2023,
  TAX_PERIODS,
  withholdingTax,
  type TaxPeriod,
} from './statutory';
import { dayPayRequest, moneyText, sssParametersInput, statutoryVersionRequestOf, taxParametersInput } from './statutory.schemas';

describe('tableInForce: the latest effectiveFrom on or before the date', () => {
  const versions = [{ effectiveFrom: '2024-01-01', id: 1 }, { effectiveFrom: '2026-01-01', id: 3 }, { effectiveFrom: '2025-01-01', id: 2 }];
  it.each([
    ['2023-12-31', null],
    ['2024-01-01', 1],
    ['2024-12-31', 1],
    ['2025-01-01', 2],
    ['2025-12-31', 2],
    ['2026-01-01', 3],
    ['2030-06-15', 3],
  ])('on %s the version in force is %s', (date, id) => {
    expect(tableInForce(versions, date)?.id ?? null).toBe(id);
  });
  it('of two versions on the same date, the first listed stays', () => {
    expect(tableInForce([{ effectiveFrom: '2025-01-01', id: 1 }, { effectiveFrom: '2025-01-01', id: 2 }], '2025-06-01')?.id).toBe(1);
  });
  it('no versions, nothing in force', () => {
    expect(tableInForce([], '2025-01-01')).toBeNull();
  });
});

// SSS Circular No. 2024-006 (RA 11199), schedule from January 2025: 15% of the MSC, EE 5%, ER 10%;
// MSC 5,000 below 5,250, 35,000 from 34,750, else the band's 500 step; the MSC above 20,000 is the
// MPF (WISP) part; EC 10 up to MSC 14,500, else 30.
describe('SSS contributions (Circular 2024-006)', () => {
  it.each([
    // compensation, MSC, EE, ER, EC, total, MPF EE, MPF ER
    ['0.00', '5000.00', '250.00', '500.00', '10.00', '760.00', '0.00', '0.00'],
    ['1000.00', '5000.00', '250.00', '500.00', '10.00', '760.00', '0.00', '0.00'],
    ['5249.99', '5000.00', '250.00', '500.00', '10.00', '760.00', '0.00', '0.00'],
    ['5250.00', '5500.00', '275.00', '550.00', '10.00', '835.00', '0.00', '0.00'],
    ['5749.99', '5500.00', '275.00', '550.00', '10.00', '835.00', '0.00', '0.00'],
    ['5750.00', '6000.00', '300.00', '600.00', '10.00', '910.00', '0.00', '0.00'],
    ['14749.99', '14500.00', '725.00', '1450.00', '10.00', '2185.00', '0.00', '0.00'],
    ['14750.00', '15000.00', '750.00', '1500.00', '30.00', '2280.00', '0.00', '0.00'],
    ['20249.99', '20000.00', '1000.00', '2000.00', '30.00', '3030.00', '0.00', '0.00'],
    ['20250.00', '20500.00', '1025.00', '2050.00', '30.00', '3105.00', '25.00', '50.00'],
    ['25000.00', '25000.00', '1250.00', '2500.00', '30.00', '3780.00', '250.00', '500.00'],
    ['34749.99', '34500.00', '1725.00', '3450.00', '30.00', '5205.00', '725.00', '1450.00'],
    ['34750.00', '35000.00', '1750.00', '3500.00', '30.00', '5280.00', '750.00', '1500.00'],
    ['250000.00', '35000.00', '1750.00', '3500.00', '30.00', '5280.00', '750.00', '1500.00'],
  ])('compensation %s: MSC %s, EE %s, ER %s, EC %s, total %s, MPF %s / %s', (pay, msc, ee, er, ec, total, mpfEe, mpfEr) => {
    expect(sssContribution(SSS_2025, pay)).toEqual({
      monthlySalaryCredit: msc,
      employee: ee,
      employer: er,
      employerEc: ec,
      total,
      mpfEmployee: mpfEe,
      mpfEmployer: mpfEr,
    });
  });
  it('has the 61 bands from 5,000 to 35,000, each from MSC - 250', () => {
    expect(SSS_2025.bands).toHaveLength(61);
    expect(SSS_2025.bands[1]).toEqual({ from: '5250.00', monthlySalaryCredit: '5500.00' });
    expect(SSS_2025.bands[60]).toEqual({ from: '34750.00', monthlySalaryCredit: '35000.00' });
  });
  it('a table without bands is refused', () => {
    expect(() => sssContribution({ ...SSS_2025, bands: [] }, '1000')).toThrow('a statutory table needs at least one row');
  });
});

// PhilHealth Circular 2020-0005 (RA 11223 sec. 10): 5% from 2024 of the monthly basic salary
// floored at 10,000 and capped at 100,000, shared equally; the employee takes the lower half.
describe('PhilHealth premium (Circular 2020-0005, RA 11223)', () => {
  it.each([
    ['0.00', '500.00', '250.00', '250.00'],
    ['5000.00', '500.00', '250.00', '250.00'],
    ['9999.99', '500.00', '250.00', '250.00'],
    ['10000.00', '500.00', '250.00', '250.00'],
    ['10000.10', '500.01', '250.00', '250.01'],
    ['20000.20', '1000.01', '500.00', '500.01'],
    ['33333.33', '1666.67', '833.33', '833.34'],
    ['25000.00', '1250.00', '625.00', '625.00'],
    ['99999.99', '5000.00', '2500.00', '2500.00'],
    ['100000.00', '5000.00', '2500.00', '2500.00'],
    ['150000.00', '5000.00', '2500.00', '2500.00'],
  ])('basic %s: premium %s, employee %s, employer %s', (salary, premium, employee, employer) => {
    expect(philhealthContribution(PHILHEALTH_2024, salary)).toEqual({ premium, employee, employer });
  });
});

// HDMF Circular No. 460 (February 2024): fund salary capped at 10,000; EE 1% at 1,500 and below, else 2%; ER 2%.
describe('Pag-IBIG contributions (HDMF Circular 460)', () => {
  it.each([
    ['0.00', '0.00', '0.00'],
    ['1000.00', '10.00', '20.00'],
    ['1500.00', '15.00', '30.00'],
    ['1500.01', '30.00', '30.00'],
    ['5000.00', '100.00', '100.00'],
    ['9999.99', '200.00', '200.00'],
    ['10000.00', '200.00', '200.00'],
    ['50000.00', '200.00', '200.00'],
  ])('fund salary %s: employee %s, employer %s', (salary, employee, employer) => {
    expect(pagibigContribution(PAGIBIG_2024, salary)).toEqual({ employee, employer });
  });
});

// BIR RR No. 11-2018 Annex E (rates from 1 January 2023): every bracket's published bounds per
// period; annual: RA 10963 (TRAIN) sec. 24(A)(2)(b) for 2023 onwards.
describe('withholding tax on compensation (RR 11-2018 Annex E, RA 10963)', () => {
  const cases: Record<TaxPeriod, [string, string][]> = {
    daily: [
      ['0.00', '0.00'], ['685.00', '0.00'], ['1095.00', '61.50'], ['1096.00', '61.65'], ['2191.00', '280.65'],
      ['2192.00', '280.85'], ['5478.00', '1102.35'], ['5479.00', '1102.60'], ['21917.00', '6034.00'],
      ['21918.00', '6034.30'], ['30000.00', '8863.00'],
    ],
    weekly: [
      ['4807.99', '0.00'], ['4808.00', '0.00'], ['7691.00', '432.45'], ['7692.00', '432.60'], ['15384.00', '1971.00'],
      ['15385.00', '1971.20'], ['38461.00', '7740.20'], ['38462.00', '7740.45'], ['153845.00', '42355.35'],
      ['153846.00', '42355.65'],
    ],
    'semi-monthly': [
      ['10417.00', '0.00'], ['16666.00', '937.35'], ['16667.00', '937.50'], ['33332.00', '4270.50'],
      ['33333.00', '4270.70'], ['83332.00', '16770.45'], ['83333.00', '16770.70'], ['333332.00', '91770.40'],
      ['333333.00', '91770.70'],
    ],
    monthly: [
      ['20833.00', '0.00'], ['20833.01', '0.00'], ['25000.00', '625.05'], ['33332.00', '1874.85'], ['33333.00', '1875.00'],
      ['66666.00', '8541.60'], ['66667.00', '8541.80'], ['100000.00', '16875.05'], ['166666.00', '33541.55'],
      ['166667.00', '33541.80'], ['666666.00', '183541.50'], ['666667.00', '183541.80'], ['1000000.00', '300208.35'],
    ],
    annual: [
      ['250000.00', '0.00'], ['300000.00', '7500.00'], ['400000.00', '22500.00'], ['400000.01', '22500.00'],
      ['550000.00', '52500.00'], ['800000.00', '102500.00'], ['2000000.00', '402500.00'], ['8000000.00', '2202500.00'],
      ['10000000.00', '2902500.00'],
    ],
  };
  for (const period of TAX_PERIODS) {
    it.each(cases[period])(`${period}: taxable %s pays %s`, (compensation, tax) => {
      expect(withholdingTax(TAX_2023, period, compensation)).toBe(tax);
    });
  }
  it('the issue example: monthly 66,667-166,666 is 8,541.80 + 25% of the excess over 66,667', () => {
    expect(withholdingTax(TAX_2023, 'monthly', '76667.00')).toBe('11041.80');
  });
  it('an unknown period is refused', () => {
    expect(() => withholdingTax(TAX_2023, 'yearly' as TaxPeriod, '1000')).toThrow('no tax table for the period yearly');
  });
});

describe('splitInHalves: the odd centavo on the second', () => {
  it.each([
    ['100.00', '50.00', '50.00'],
    ['100.01', '50.00', '50.01'],
    ['0.01', '0.00', '0.01'],
    ['875.55', '437.77', '437.78'],
    ['0.00', '0.00', '0.00'],
  ])('%s -> %s + %s', (amount, first, second) => {
    expect(splitInHalves(amount)).toEqual({ first, second });
  });
});

describe('the seeded tables', () => {
  it('seed one version per agency with its effective date and an official source', () => {
    expect(SEEDED_STATUTORY_TABLES.map((t) => [t.agency, t.effectiveFrom])).toEqual([
      ['SSS', '2025-01-01'],
      ['PHILHEALTH', '2024-01-01'],
      ['PAGIBIG', '2024-02-01'],
      ['TAX', '2023-01-01'],
    ]);
    for (const table of SEEDED_STATUTORY_TABLES) {
      expect(table.sourceUrl).toMatch(/^https:\/\/www\.(sss|philhealth|pagibigfund|bir)\.gov\.ph\//);
      expect(table.title.length).toBeGreaterThan(0);
      expect(table.source.length).toBeGreaterThan(0);
    }
  });
});

describe('request schemas: exact decimals and the statutory table versions', () => {
  const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it.each([
    [1025.5, '1025.50'],
    ['1025.5', '1025.50'],
    [' 12 ', '12.00'],
    ['1.25', '1.25'],
    ['-0', '0.00'],
    ['9999999999999.99', '9999999999999.99'],
  ] as const)('money %j -> %s', (value, out) => expect(moneyText.parse(value)).toBe(out));
  it('an empty amount is required', () => expect(problems(moneyText.safeParse(' '))).toContain(': is required'));
  it.each([
    ['abc', 'must be a number'],
    ['1e3', 'must be a number'],
    ['-1', 'must be at least 0'],
    ['-0.01', 'must be at least 0'],
    ['1.005', 'at most 2 decimals'],
    ['10000000000000', 'must be at most 9999999999999.99'],
  ])('money %j is refused: %s', (value, message) => expect(problems(moneyText.safeParse(value))).toEqual([`: ${message}`]));
  it('a number that is not finite is not turned into text', () => {
    expect(moneyText.safeParse(Number.NaN).success).toBe(false);
    expect(problems(moneyText.safeParse(Number.POSITIVE_INFINITY))).not.toContain(': must be a number');
  });

  const philhealth = { rate: '0.05', salaryFloor: '10000', salaryCeiling: '100000' };
  const version = (over: Record<string, unknown> = {}) => ({ effectiveFrom: '2027-01-01', title: 'PhilHealth 5%', source: 'PhilHealth Circular No. 2020-0005', parameters: philhealth, ...over });
  it('a version in the agency\'s shape, the source address optional', () => {
    expect(statutoryVersionRequestOf('PHILHEALTH').parse(version())).toEqual({
      effectiveFrom: '2027-01-01',
      title: 'PhilHealth 5%',
      source: 'PhilHealth Circular No. 2020-0005',
      sourceUrl: '',
      parameters: { rate: '0.050000', salaryFloor: '10000.00', salaryCeiling: '100000.00' },
    });
    expect(problems(statutoryVersionRequestOf('PHILHEALTH').safeParse(version({ parameters: { ...philhealth, salaryCeiling: '9999.99' } })))).toEqual(['parameters.salaryCeiling: must be at least the floor']);
  });
  it.each([
    ['https://www.philhealth.gov.ph/circulars/2020/circ2020-0005.pdf', true],
    ['http://example.com', true],
    ['', true],
    ['ftp://example.com/table.pdf', false],
    ['see https://example.com', false],
    ['https://example.com/a table.pdf', false],
    ['https://', false],
  ])('source address %j accepted: %s', (sourceUrl, ok) => {
    expect(problems(statutoryVersionRequestOf('PHILHEALTH').safeParse(version({ sourceUrl })))).toEqual(ok ? [] : ['sourceUrl: must be a web address (https://…)']);
  });

  const sss = (bands: { from: string; monthlySalaryCredit: string }[]) => ({ employeeRate: '0.05', employerRate: '0.10', regularCreditCap: '20000', ecThreshold: '14500', ecLow: '10', ecHigh: '30', bands });
  it.each([
    [[{ from: '0', monthlySalaryCredit: '5000' }, { from: '5250', monthlySalaryCredit: '5500' }], []],
    [[{ from: '100', monthlySalaryCredit: '5000' }], ['bands.0: the first band starts at 0']],
    [[{ from: '0', monthlySalaryCredit: '5000' }, { from: '5250', monthlySalaryCredit: '5500' }, { from: '5250', monthlySalaryCredit: '6000' }], ['bands.2: bands must be in ascending order']],
    [[{ from: '0', monthlySalaryCredit: '5000' }, { from: '6000', monthlySalaryCredit: '5500' }, { from: '5750', monthlySalaryCredit: '6000' }], ['bands.2: bands must be in ascending order']],
  ])('SSS bands %j: %j', (bands, expected) => {
    expect(problems(sssParametersInput.safeParse(sss(bands)))).toEqual(expected);
  });
  it('an SSS table needs a band', () => {
    expect(problems(sssParametersInput.safeParse(sss([]))).map((p) => p.split(':')[0])).toEqual(['bands']);
  });
  it('tax brackets start at 0 and rise, in every period', () => {
    const table = [{ over: '0', fixed: '0', rate: '0' }, { over: '10417', fixed: '0', rate: '0.15' }];
    const brackets = { daily: table, weekly: table, 'semi-monthly': table, monthly: table, annual: table };
    expect(problems(taxParametersInput.safeParse({ brackets }))).toEqual([]);
    expect(problems(taxParametersInput.safeParse({ brackets: { ...brackets, weekly: [table[1], table[0]] } }))).toEqual(['brackets.weekly.0: the first bracket starts at 0', 'brackets.weekly.1: brackets must be in ascending order']);
  });
  it('night hours of a day-pay request fit in the hours worked and the overtime', () => {
    const day = { date: '2026-11-02', hourlyRate: '100', dayType: 'ordinary', hoursWorked: '8', overtimeHours: '2' };
    expect(dayPayRequest.safeParse({ ...day, nightHours: '10' }).success).toBe(true);
    expect(problems(dayPayRequest.safeParse({ ...day, nightHours: '10.01' }))).toEqual(['nightHours: must be at most the hours worked plus overtime']);
  });
});
