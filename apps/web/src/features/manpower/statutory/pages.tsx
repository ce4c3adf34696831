import type { ComponentType } from 'react';
import { StatutoryPage } from './statutory-page';

const SssPage = () => <StatutoryPage agency="SSS" path="sss" title="SSS" description="SSS contribution schedule: monthly salary credit bands with the employee, employer, EC and MPF shares." />;
const PhilhealthPage = () => <StatutoryPage agency="PHILHEALTH" path="philhealth" title="PhilHealth" description="PhilHealth premium on the monthly basic salary, shared equally by employee and employer." />;
const PagibigPage = () => <StatutoryPage agency="PAGIBIG" path="pagibig" title="Pag-IBIG" description="Pag-IBIG (HDMF) contributions on the monthly fund salary." />;
const TaxTablePage = () => <StatutoryPage agency="TAX" path="tax" title="Tax Table" description="BIR withholding tax on compensation, per pay period, and the annual table for the year-end adjustment." />;

/** The statutory table screens by route name (issue 15). */
export const STATUTORY_PAGES: Record<string, ComponentType> = {
  member_manpower_sss: SssPage,
  member_manpower_philhealth: PhilhealthPage,
  member_manpower_pagibig: PagibigPage,
  member_manpower_tax_table: TaxTablePage,
};
