import { TAX_PERIODS, type StatutoryAgency, type StatutoryParameters, type SssParameters, type TaxParameters } from '@haligi/shared';

/** The editable form of a version's parameters: single values, and lists typed one row per line. */
export interface ParameterForm {
  values: Record<string, string>;
  lists: Record<string, string>;
}

/** Labels of the single values each agency has, in the order the dialog shows them. */
export const VALUE_FIELDS: Record<StatutoryAgency, { key: string; label: string }[]> = {
  SSS: [
    { key: 'employeeRate', label: 'Employee rate (0.05 = 5%)' },
    { key: 'employerRate', label: 'Employer rate' },
    { key: 'regularCreditCap', label: 'Regular SS up to MSC (MPF above)' },
    { key: 'ecThreshold', label: 'EC low up to MSC' },
    { key: 'ecLow', label: 'EC low' },
    { key: 'ecHigh', label: 'EC high' },
  ],
  PHILHEALTH: [
    { key: 'rate', label: 'Premium rate (0.05 = 5%)' },
    { key: 'salaryFloor', label: 'Salary floor' },
    { key: 'salaryCeiling', label: 'Salary ceiling' },
  ],
  PAGIBIG: [
    { key: 'fundSalaryCap', label: 'Fund salary cap' },
    { key: 'lowSalaryLimit', label: 'Low fund salary up to' },
    { key: 'employeeRateLow', label: 'Employee rate at or below it' },
    { key: 'employeeRate', label: 'Employee rate above it' },
    { key: 'employerRate', label: 'Employer rate' },
  ],
  TAX: [],
};

/** The lists each agency has: SSS bands, or one bracket table per tax period. */
export const LIST_FIELDS: Record<StatutoryAgency, { key: string; label: string; hint: string }[]> = {
  SSS: [{ key: 'bands', label: 'Bands', hint: 'One band per line: compensation from, MSC' }],
  PHILHEALTH: [],
  PAGIBIG: [],
  TAX: TAX_PERIODS.map((period) => ({ key: period, label: period, hint: 'One bracket per line: over, fixed tax, rate on the excess' })),
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.split(',').map((cell) => cell.trim()))
    .filter((cells) => cells.some((cell) => cell !== ''));

/** A version's parameters as the form edits them (the copy of the current version). */
export function toForm(agency: StatutoryAgency, parameters: StatutoryParameters[StatutoryAgency]): ParameterForm {
  if (agency === 'SSS') {
    const { bands, ...values } = parameters as SssParameters;
    return { values, lists: { bands: bands.map((b) => `${b.from}, ${b.monthlySalaryCredit}`).join('\n') } };
  }
  if (agency === 'TAX') {
    const { brackets } = parameters as TaxParameters;
    return { values: {}, lists: Object.fromEntries(TAX_PERIODS.map((period) => [period, brackets[period].map((b) => `${b.over}, ${b.fixed}, ${b.rate}`).join('\n')])) };
  }
  return { values: { ...(parameters as unknown as Record<string, string>) }, lists: {} };
}

/** The form back to parameters; the server checks them (ascending rows, rates 0-1). */
export function fromForm(agency: StatutoryAgency, form: ParameterForm): unknown {
  if (agency === 'SSS') return { ...form.values, bands: lines(form.lists.bands ?? '').map(([from, monthlySalaryCredit]) => ({ from, monthlySalaryCredit })) };
  if (agency === 'TAX') {
    return { brackets: Object.fromEntries(TAX_PERIODS.map((period) => [period, lines(form.lists[period] ?? '').map(([over, fixed, rate]) => ({ over, fixed, rate }))])) };
  }
  return { ...form.values };
}
