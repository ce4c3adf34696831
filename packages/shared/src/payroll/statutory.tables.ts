import type { PagibigParameters, PhilhealthParameters, SssBand, SssParameters, StatutoryParameters, TaxBracket, TaxParameters } from './statutory';

// The statutory tables in force when a company is set up, copied into its `statutory_tables`
// (decision 0054). Checked against the primary documents (/work/shared/domain/ph-statutory.md).

/** SSS Circular 2024-006: MSC 5,000 below 5,250, then a 500-peso step per band up to 35,000 from 34,750. */
function sssBands2025(): SssBand[] {
  const bands: SssBand[] = [{ from: '0.00', monthlySalaryCredit: '5000.00' }];
  for (let credit = 5500; credit <= 35000; credit += 500) {
    bands.push({ from: `${credit - 250}.00`, monthlySalaryCredit: `${credit}.00` });
  }
  return bands;
}

export const SSS_2025: SssParameters = {
  employeeRate: '0.05',
  employerRate: '0.10',
  regularCreditCap: '20000.00',
  ecThreshold: '14500.00',
  ecLow: '10.00',
  ecHigh: '30.00',
  bands: sssBands2025(),
};

export const PHILHEALTH_2024: PhilhealthParameters = { rate: '0.05', salaryFloor: '10000.00', salaryCeiling: '100000.00' };

export const PAGIBIG_2024: PagibigParameters = {
  fundSalaryCap: '10000.00',
  lowSalaryLimit: '1500.00',
  employeeRateLow: '0.01',
  employeeRate: '0.02',
  employerRate: '0.02',
};

const bracket = (over: string, fixed: string, rate: string): TaxBracket => ({ over, fixed, rate });

/** RR 11-2018 Annex E, the rates from 1 January 2023 (each period's table as published); annual: RA 10963 sec. 24(A)(2)(b). */
export const TAX_2023: TaxParameters = {
  brackets: {
    daily: [
      bracket('0.00', '0.00', '0'),
      bracket('685.00', '0.00', '0.15'),
      bracket('1096.00', '61.65', '0.20'),
      bracket('2192.00', '280.85', '0.25'),
      bracket('5479.00', '1102.60', '0.30'),
      bracket('21918.00', '6034.30', '0.35'),
    ],
    weekly: [
      bracket('0.00', '0.00', '0'),
      bracket('4808.00', '0.00', '0.15'),
      bracket('7692.00', '432.60', '0.20'),
      bracket('15385.00', '1971.20', '0.25'),
      bracket('38462.00', '7740.45', '0.30'),
      bracket('153846.00', '42355.65', '0.35'),
    ],
    'semi-monthly': [
      bracket('0.00', '0.00', '0'),
      bracket('10417.00', '0.00', '0.15'),
      bracket('16667.00', '937.50', '0.20'),
      bracket('33333.00', '4270.70', '0.25'),
      bracket('83333.00', '16770.70', '0.30'),
      bracket('333333.00', '91770.70', '0.35'),
    ],
    monthly: [
      bracket('0.00', '0.00', '0'),
      bracket('20833.00', '0.00', '0.15'),
      bracket('33333.00', '1875.00', '0.20'),
      bracket('66667.00', '8541.80', '0.25'),
      bracket('166667.00', '33541.80', '0.30'),
      bracket('666667.00', '183541.80', '0.35'),
    ],
    annual: [
      bracket('0.00', '0.00', '0'),
      bracket('250000.00', '0.00', '0.15'),
      bracket('400000.00', '22500.00', '0.20'),
      bracket('800000.00', '102500.00', '0.25'),
      bracket('2000000.00', '402500.00', '0.30'),
      bracket('8000000.00', '2202500.00', '0.35'),
    ],
  },
};

/** One version of an agency's table as stored in `statutory_tables`. */
export interface StatutoryTableSeed<A extends keyof StatutoryParameters = keyof StatutoryParameters> {
  agency: A;
  effectiveFrom: string;
  title: string;
  source: string;
  sourceUrl: string;
  parameters: StatutoryParameters[A];
}

type AnySeed = { [A in keyof StatutoryParameters]: StatutoryTableSeed<A> }[keyof StatutoryParameters];

/** The rows seeded into `statutory_tables` for every company. */
export const SEEDED_STATUTORY_TABLES: readonly AnySeed[] = [
  {
    agency: 'SSS',
    effectiveFrom: '2025-01-01',
    title: 'SSS contribution schedule 2025',
    source: 'SSS Circular No. 2024-006 (RA 11199, Social Security Act of 2018)',
    sourceUrl: 'https://www.sss.gov.ph/sss-contribution-table/',
    parameters: SSS_2025,
  },
  {
    agency: 'PHILHEALTH',
    effectiveFrom: '2024-01-01',
    title: 'PhilHealth premium 5% (2024 onwards)',
    source: 'PhilHealth Circular No. 2020-0005 (RA 11223, Universal Health Care Act)',
    sourceUrl: 'https://www.philhealth.gov.ph/circulars/2020/circ2020-0005.pdf',
    parameters: PHILHEALTH_2024,
  },
  {
    agency: 'PAGIBIG',
    effectiveFrom: '2024-02-01',
    title: 'Pag-IBIG contributions, maximum fund salary 10,000',
    source: 'HDMF Circular No. 460',
    sourceUrl:
      'https://www.pagibigfund.gov.ph/document/pdf/circulars/provident/Circular%20No.%20460%20-%20Guidelines%20on%20the%20Pag-IBIG%20Fund%27s%20Implementation%20of%20Increase%20in%20the%20MFS%20Effective%20February%202024.pdf',
    parameters: PAGIBIG_2024,
  },
  {
    agency: 'TAX',
    effectiveFrom: '2023-01-01',
    title: 'Withholding tax on compensation from 2023',
    source: 'BIR RR No. 11-2018, Annex E (RA 10963, TRAIN); annual table RA 10963 sec. 24(A)(2)(b)',
    sourceUrl: 'https://www.bir.gov.ph/images/bir_files/internal_communications_2/RMCs/2018/WT%20table.pdf',
    parameters: TAX_2023,
  },
];
