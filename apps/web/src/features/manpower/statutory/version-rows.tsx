import { Table, Tabs, Text } from '@mantine/core';
import {
  amountPlus,
  amountTimes,
  pagibigContribution,
  splitInHalves,
  sssContribution,
  TAX_PERIODS,
  type PagibigParameters,
  type PhilhealthParameters,
  type SssParameters,
  type StatutoryAgency,
  type StatutoryParameters,
  type TaxParameters,
} from '@haligi/shared';
import type { ReactNode } from 'react';
import { percent, peso, upTo } from './statutory-format';

const PERIOD_LABELS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', 'semi-monthly': 'Semi-monthly', monthly: 'Monthly', annual: 'Annual' };

function RateTable({ caption, head, rows, minWidth = 520 }: { caption: string; head: string[]; rows: ReactNode[][]; minWidth?: number }) {
  return (
    // A plain scroll box the keyboard can reach (axe scrollable-region-focusable): the rows scroll sideways at 390 px.
    <div role="region" aria-label={`${caption} (scrolls sideways)`} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder highlightOnHover miw={minWidth} fz="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? 'left' : 'right'}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, r) => (
            <Table.Tr key={r}>
              {cells.map((cell, i) => (
                <Table.Td key={i} ta={i === 0 ? 'left' : 'right'} style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function SssRows({ p }: { p: SssParameters }) {
  const rows = p.bands.map((band, i) => {
    const c = sssContribution(p, band.from);
    const mpf = amountPlus(c.mpfEmployee, c.mpfEmployer);
    return [`${peso(band.from)} ${upTo(p.bands[i + 1]?.from)}`, peso(c.monthlySalaryCredit), peso(c.employee), peso(c.employer), peso(c.employerEc), peso(mpf), peso(c.total)];
  });
  return (
    <>
      <Text size="sm" mb="xs">
        Employee {percent(p.employeeRate)}, employer {percent(p.employerRate)} of the monthly salary credit (MSC); the MSC above {peso(p.regularCreditCap)} goes to the Mandatory Provident Fund (MPF). EC is {peso(p.ecLow)} up to an MSC of {peso(p.ecThreshold)}, {peso(p.ecHigh)} above.
      </Text>
      <RateTable caption="SSS contribution schedule" head={['Compensation', 'MSC', 'Employee (EE)', 'Employer (ER)', 'EC', 'MPF (EE + ER)', 'Total']} rows={rows} minWidth={860} />
    </>
  );
}

function PhilhealthRows({ p }: { p: PhilhealthParameters }) {
  const least = amountTimes(p.salaryFloor, p.rate);
  const most = amountTimes(p.salaryCeiling, p.rate);
  return (
    <RateTable
      caption="PhilHealth premium"
      head={['Monthly basic salary', 'Premium rate', 'Monthly premium', 'Employee', 'Employer']}
      rows={[
        [`Up to ${peso(p.salaryFloor)}`, percent(p.rate), peso(least), peso(splitInHalves(least).first), peso(splitInHalves(least).second)],
        [`${peso(p.salaryFloor)} to ${peso(p.salaryCeiling)}`, percent(p.rate), `${percent(p.rate)} of the salary`, 'Half (the lower)', 'Half'],
        [`${peso(p.salaryCeiling)} and above`, percent(p.rate), peso(most), peso(splitInHalves(most).first), peso(splitInHalves(most).second)],
      ]}
    />
  );
}

function PagibigRows({ p }: { p: PagibigParameters }) {
  const top = pagibigContribution(p, p.fundSalaryCap);
  return (
    <RateTable
      caption="Pag-IBIG contributions"
      head={['Monthly fund salary', 'Employee', 'Employer']}
      rows={[
        [`Up to ${peso(p.lowSalaryLimit)}`, percent(p.employeeRateLow), percent(p.employerRate)],
        [`Over ${peso(p.lowSalaryLimit)}`, percent(p.employeeRate), percent(p.employerRate)],
        [`${peso(p.fundSalaryCap)} and above (the cap)`, peso(top.employee), peso(top.employer)],
      ]}
    />
  );
}

function TaxRows({ p }: { p: TaxParameters }) {
  return (
    <Tabs defaultValue="monthly" keepMounted={false}>
      <Tabs.List mb="xs">
        {TAX_PERIODS.map((period) => (
          <Tabs.Tab key={period} value={period}>
            {PERIOD_LABELS[period]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TAX_PERIODS.map((period) => (
        <Tabs.Panel key={period} value={period}>
          <RateTable
            caption={`${PERIOD_LABELS[period]} withholding tax table`}
            head={['Taxable compensation', 'Fixed tax', 'Rate on the excess', 'Over']}
            rows={p.brackets[period].map((b, i) => [`${peso(b.over)} ${upTo(p.brackets[period][i + 1]?.over)}`, peso(b.fixed), percent(b.rate), peso(b.over)])}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** One version's table, laid out as the agency publishes it. */
export function VersionRows({ agency, parameters }: { agency: StatutoryAgency; parameters: StatutoryParameters[StatutoryAgency] }) {
  if (agency === 'SSS') return <SssRows p={parameters as SssParameters} />;
  if (agency === 'PHILHEALTH') return <PhilhealthRows p={parameters as PhilhealthParameters} />;
  if (agency === 'PAGIBIG') return <PagibigRows p={parameters as PagibigParameters} />;
  return <TaxRows p={parameters as TaxParameters} />;
}
