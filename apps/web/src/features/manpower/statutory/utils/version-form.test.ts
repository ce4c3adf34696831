import { PAGIBIG_2024, SSS_2025, TAX_2023 } from '@haligi/shared';
import { describe, expect, it } from 'vitest';
import { fromForm, toForm } from './version-form';

describe('the add-version form', () => {
  it.each([
    ['SSS', SSS_2025],
    ['PAGIBIG', PAGIBIG_2024],
    ['TAX', TAX_2023],
  ] as const)('%s: a copy of the current version comes back unchanged', (agency, parameters) => {
    expect(fromForm(agency, toForm(agency, parameters))).toEqual(parameters);
  });
  it('blank lines are skipped and cells trimmed', () => {
    expect(fromForm('SSS', { values: {}, lists: { bands: '0, 5000\n\n 5250 ,5500 \n' } })).toEqual({ bands: [{ from: '0', monthlySalaryCredit: '5000' }, { from: '5250', monthlySalaryCredit: '5500' }] });
  });
});
