import { Alert, Button, Card, Center, Group, Loader, Modal, ScrollArea, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { DateInput, MonthPickerInput } from '@mantine/dates';
import { IconCash, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { DATE_FORMAT, formatCurrency, formatDisplayDate, manilaDate, sumMoney, type ReportAgency } from '@haligi/shared';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { StatusBadge } from '../../../components/data-table/table-cell';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import {
  downloadFile,
  OUTPUT_URLS,
  usePaymentHistory,
  useRecordRemittance,
  useReport,
  type Alphalist,
  type Bir1601c,
  type HistoryMonth,
  type PagibigReport,
  type PhilhealthReport,
  type SssReport,
} from './outputs-api';

type Slug = 'sss' | 'philhealth' | 'pagibig' | 'tax';
const AGENCY: Record<Slug, ReportAgency> = { sss: 'SSS', philhealth: 'PHILHEALTH', pagibig: 'PAGIBIG', tax: 'TAX' };
const TITLE: Record<Slug, { title: string; description: string }> = {
  sss: { title: 'SSS Report', description: 'SSS Form R-3 Contribution Collection List of a quarter (Social Security and EC per month), what was paid and what is due.' },
  philhealth: { title: 'PhilHealth Report', description: "PhilHealth RF-1 Employer's Remittance Report of a month (monthly basic salary, personal and employer share), what was paid and what is due." },
  pagibig: { title: 'Pag-IBIG Report', description: 'Pag-IBIG Membership Contributions Remittance Form (MCRF) of a month, what was paid and what is due.' },
  tax: { title: 'Tax Report', description: "BIR 1601-C monthly figures, each employee's BIR 2316 and the 1604-C alphalist of the year; taxes withheld, paid and due." },
};

const money = (value: string) => formatCurrency(value);
const thisMonth = () => manilaDate(new Date()).slice(0, 7);
/** Reports open on last month: the month whose remittances are being prepared. */
const lastMonth = () => {
  const [y, mo] = thisMonth().split('-').map(Number);
  return mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
};
const monthText = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function MoneyTable({ label, head, rows, totals, minWidth = 640 }: { label: string; head: string[]; rows: ReactNode[][]; totals?: ReactNode[]; minWidth?: number }) {
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } as ComponentProps<'div'>}>
      <Table aria-label={label} striped withTableBorder miw={minWidth} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={h} ta={i >= 2 ? 'right' : undefined}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={head.length}>
                <Text size="sm" c={MUTED_TEXT_COLOR}>
                  Nothing to report: no posted cutoff carries this period.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row, r) => (
            <Table.Tr key={r}>
              {row.map((cell, i) => (
                <Table.Td key={i} ta={i >= 2 ? 'right' : undefined} style={{ whiteSpace: i >= 2 ? 'nowrap' : undefined }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && rows.length > 0 && (
          <Table.Tfoot>
            <Table.Tr data-totals>
              {totals.map((cell, i) => (
                <Table.Th key={i} ta={i >= 2 ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollArea>
  );
}

function Loading<T>({ query, what, children }: { query: { isPending: boolean; isError: boolean; error: unknown; data?: T; refetch: () => unknown; isFetching: boolean }; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending)
    return (
      <Center p="lg">
        <Loader aria-label={`Loading the ${what}`} />
      </Center>
    );
  if (query.isError) return <LoadError what={what} error={query.error as Error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  return <>{query.data ? children(query.data) : null}</>;
}

function DownloadButtons({ name, query, fileName, formats }: { name: Parameters<typeof OUTPUT_URLS.report>[0]; query: Record<string, string | number>; fileName: string; formats: ('xlsx' | 'pdf')[] }) {
  return (
    <Group gap="xs">
      {formats.includes('xlsx') && (
        <Button variant="default" size="xs" leftSection={<IconFileSpreadsheet size={14} aria-hidden />} onClick={() => void downloadFile(OUTPUT_URLS.report(name), `${fileName}.xlsx`, { ...query, format: 'xlsx' })}>
          Excel
        </Button>
      )}
      {formats.includes('pdf') && (
        <Button variant="default" size="xs" leftSection={<IconFileTypePdf size={14} aria-hidden />} onClick={() => void downloadFile(OUTPUT_URLS.report(name), `${fileName}.pdf`, { ...query, format: 'pdf' })}>
          PDF
        </Button>
      )}
    </Group>
  );
}

/** "Record payment": the month, reference, date paid and the amounts (prefilled with what is due). */
function RecordPaymentDialog({ agency, months, due, opened, onClose }: { agency: ReportAgency; months: string[]; due: Map<string, HistoryMonth>; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Record payment" size="md">
      {opened && <RecordPaymentForm agency={agency} months={months} due={due} onDone={onClose} />}
    </Modal>
  );
}

function RecordPaymentForm({ agency, months, due, onDone }: { agency: ReportAgency; months: string[]; due: Map<string, HistoryMonth>; onDone: () => void }) {
  const [month, setMonth] = useState(months[0]);
  const balanceOf = (m: string) => {
    const d = due.get(m);
    return { employeeShare: d?.due.employeeShare ?? '0.00', employerShare: d?.due.employerShare ?? '0.00', ec: d?.due.ec ?? '0.00' };
  };
  const [amounts, setAmounts] = useState(() => balanceOf(months[0]));
  const [referenceNo, setReferenceNo] = useState('');
  const [paidAt, setPaidAt] = useState<string | null>(manilaDate(new Date()));
  const [showErrors, setShowErrors] = useState(false);
  const record = useRecordRemittance();
  const valid = (v: string) => /^\d{1,13}(\.\d{1,2})?$/.test(v.trim());
  const problems = [
    referenceNo.trim() ? null : 'A reference number is required',
    paidAt ? null : 'The date paid is required',
    Object.values(amounts).every(valid) ? null : 'Amounts must be at least 0 with at most 2 decimals',
    Object.values(amounts).every(valid) && Number(sumMoney(Object.values(amounts))) > 0 ? null : 'The amounts must add up to more than 0',
  ].filter(Boolean) as string[];
  const submit = () => {
    setShowErrors(true);
    if (problems.length) return;
    record.mutate({ agency, month, ...amounts, referenceNo: referenceNo.trim(), paidAt: paidAt! }, { onSuccess: onDone });
  };
  const field = (key: keyof typeof amounts, label: string) => (
    <TextInput label={label} inputMode="decimal" value={amounts[key]} onChange={(e) => setAmounts((a) => ({ ...a, [key]: e.currentTarget.value }))} />
  );
  return (
    <Stack gap="sm">
      <Select
        label="Month"
        data={months.map((m) => ({ value: m, label: monthText(m) }))}
        value={month}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          setMonth(value);
          setAmounts(balanceOf(value));
        }}
      />
      <TextInput label="Reference no." required value={referenceNo} onChange={(e) => setReferenceNo(e.currentTarget.value)} error={showErrors && !referenceNo.trim() ? 'A reference number is required' : undefined} />
      <DateInput label="Date paid" required valueFormat={DATE_FORMAT} value={paidAt} onChange={(v) => setPaidAt(v ? String(v).slice(0, 10) : null)} />
      <SimpleGrid cols={{ base: 1, xs: agency === 'SSS' ? 3 : 2 }} spacing="sm">
        {agency === 'TAX' ? field('employeeShare', 'Tax withheld') : field('employeeShare', 'Employee share')}
        {agency !== 'TAX' && field('employerShare', 'Employer share')}
        {agency === 'SSS' && field('ec', 'EC')}
      </SimpleGrid>
      <Text size="sm">
        Total: <b>{Object.values(amounts).every(valid) ? money(sumMoney(Object.values(amounts))) : '—'}</b>
      </Text>
      {showErrors && problems.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {problems.join('. ')}.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={record.isPending}>
          Record payment
        </Button>
      </Group>
    </Stack>
  );
}

const STATUS_BADGE: Record<HistoryMonth['status'], { tone: 'green' | 'orange' | 'red' | 'blue'; label: string }> = {
  PAID: { tone: 'green', label: 'Paid' },
  PARTIAL: { tone: 'orange', label: 'Partly paid' },
  UNPAID: { tone: 'red', label: 'Unpaid' },
  OVERPAID: { tone: 'blue', label: 'Overpaid' },
};

function PaymentHistoryCard({ slug, year }: { slug: Slug; year: number }) {
  const history = usePaymentHistory(slug, year);
  return (
    <Card padding="sm">
      <Title order={2} size="h5" mb="xs">
        Payment history {year}
      </Title>
      <Loading query={history} what="payment history">
        {(data) => (
          <MoneyTable
            label={`Payment history ${year}`}
            minWidth={720}
            head={['Month', 'Payments', 'Due', 'Paid', 'Balance', 'Status']}
            rows={data.list.map((m) => [
              monthText(m.month),
              m.payments.length ? m.payments.map((p) => `${p.referenceNo} (${formatDisplayDate(p.paidAt)})`).join(', ') : '—',
              money(m.due.total),
              money(m.paid),
              money(m.balance),
              <StatusBadge key="status" value={STATUS_BADGE[m.status].label} tone={STATUS_BADGE[m.status].tone} />,
            ])}
            totals={['Total', '', money(data.totals.due), money(data.totals.paid), money(data.totals.balance), '']}
          />
        )}
      </Loading>
    </Card>
  );
}

const yearOptions = () => {
  const now = Number(thisMonth().slice(0, 4));
  return [now + 1, now, now - 1, now - 2, now - 3].map((y) => ({ value: String(y), label: String(y) }));
};

/** manpower/reports/{sss|philhealth|pagibig|tax}: the period, the agency's form as a table with totals, downloads, "Record payment" and the payment history. */
function GovernmentReportPage({ slug }: { slug: Slug }) {
  const agency = AGENCY[slug];
  const [month, setMonth] = useState(lastMonth());
  const [quarter, setQuarter] = useState(String(Math.floor((Number(lastMonth().slice(5, 7)) - 1) / 3) + 1));
  const [yearText, setYearText] = useState(lastMonth().slice(0, 4));
  const year = slug === 'sss' ? Number(yearText) : Number(month.slice(0, 4));
  const [paying, setPaying] = useState(false);
  const history = usePaymentHistory(slug, year);
  const due = new Map((history.data?.list ?? []).map((m) => [m.month, m]));
  const quarterMonths = [0, 1, 2].map((i) => `${yearText}-${String((Number(quarter) - 1) * 3 + 1 + i).padStart(2, '0')}`);

  const period =
    slug === 'sss' ? (
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select label="Year" w={110} data={yearOptions()} value={yearText} onChange={(v) => v && setYearText(v)} allowDeselect={false} />
        <div>
          <Text size="sm" fw={500} mb={4} id="quarter-label">
            Quarter
          </Text>
          <SegmentedControl aria-labelledby="quarter-label" value={quarter} onChange={setQuarter} data={['1', '2', '3', '4'].map((q) => ({ value: q, label: `Q${q}` }))} />
        </div>
      </Group>
    ) : (
      <MonthPickerInput label="Month" w={180} value={`${month}-01`} onChange={(v) => v && setMonth(String(v).slice(0, 7))} valueFormat="MMMM YYYY" />
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={TITLE[slug].title}
        description={TITLE[slug].description}
        actions={
          <Button leftSection={<IconCash size={16} aria-hidden />} onClick={() => setPaying(true)}>
            Record payment
          </Button>
        }
      />
      <Card padding="sm">{period}</Card>
      {slug === 'sss' && <SssSection year={Number(yearText)} quarter={Number(quarter)} />}
      {slug === 'philhealth' && <PhilhealthSection month={month} />}
      {slug === 'pagibig' && <PagibigSection month={month} />}
      {slug === 'tax' && <TaxSection month={month} />}
      <PaymentHistoryCard slug={slug} year={year} />
      <RecordPaymentDialog agency={agency} months={slug === 'sss' ? quarterMonths : [month]} due={due} opened={paying} onClose={() => setPaying(false)} />
    </Stack>
  );
}

function SectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
      <Title order={2} size="h5">
        {title}
      </Title>
      {children}
    </Group>
  );
}

function SssSection({ year, quarter }: { year: number; quarter: number }) {
  const query = { year, quarter };
  const report = useReport<SssReport>('sss', query);
  return (
    <Card padding="sm">
      <SectionHeader title={`R-3 Contribution Collection List, Q${quarter} ${year}`}>
        <DownloadButtons name="sss" query={query} fileName={`SSS R-3 ${year} Q${quarter}`} formats={['xlsx', 'pdf']} />
      </SectionHeader>
      <Loading query={report} what="SSS report">
        {(data) => (
          <MoneyTable
            label="SSS contributions"
            minWidth={900}
            head={['SS number', 'Name', ...data.months.map((m) => `SS ${monthText(m)}`), ...data.months.map((m) => `EC ${monthText(m)}`), 'Total']}
            rows={data.rows.map((r) => [r.sssNo || '—', r.name, ...r.months.map((m) => money(m.socialSecurity)), ...r.months.map((m) => money(m.ec)), money(r.total)])}
            totals={['Total', `${data.rows.length} members`, ...data.totals.map((t) => money(t.socialSecurity)), ...data.totals.map((t) => money(t.ec)), money(data.grandTotal)]}
          />
        )}
      </Loading>
    </Card>
  );
}

function PhilhealthSection({ month }: { month: string }) {
  const report = useReport<PhilhealthReport>('philhealth', { month });
  return (
    <Card padding="sm">
      <SectionHeader title={`RF-1 Employer's Remittance Report, ${monthText(month)}`}>
        <DownloadButtons name="philhealth" query={{ month }} fileName={`PhilHealth RF-1 ${month}`} formats={['xlsx', 'pdf']} />
      </SectionHeader>
      <Loading query={report} what="PhilHealth report">
        {(data) => (
          <MoneyTable
            label="PhilHealth contributions"
            head={['PhilHealth no.', 'Name', 'Monthly basic salary', 'Personal share', 'Employer share', 'Total']}
            rows={data.rows.map((r) => [r.philhealthNo || '—', r.name, money(r.monthlyBasicSalary), money(r.employee), money(r.employer), money(r.total)])}
            totals={['Total', `${data.rows.length} employees`, money(data.totals.monthlyBasicSalary), money(data.totals.employee), money(data.totals.employer), money(data.totals.total)]}
          />
        )}
      </Loading>
    </Card>
  );
}

function PagibigSection({ month }: { month: string }) {
  const report = useReport<PagibigReport>('pagibig', { month });
  return (
    <Card padding="sm">
      <SectionHeader title={`MCRF, ${monthText(month)}`}>
        <DownloadButtons name="pagibig" query={{ month }} fileName={`Pag-IBIG MCRF ${month}`} formats={['xlsx', 'pdf']} />
      </SectionHeader>
      <Loading query={report} what="Pag-IBIG report">
        {(data) => (
          <MoneyTable
            label="Pag-IBIG contributions"
            head={['Pag-IBIG MID', 'Name', 'Monthly compensation', 'Employee share', 'Employer share', 'Total']}
            rows={data.rows.map((r) => [r.pagibigNo || '—', r.name, money(r.monthlyCompensation), money(r.employee), money(r.employer), money(r.total)])}
            totals={['Total', `${data.rows.length} members`, money(data.totals.monthlyCompensation), money(data.totals.employee), money(data.totals.employer), money(data.totals.total)]}
          />
        )}
      </Loading>
    </Card>
  );
}

const ITEMS_1601C: [string, string, string][] = [
  ['item14TotalCompensation', '14', 'Total amount of compensation'],
  ['item15StatutoryMinimumWage', '15', 'Statutory minimum wage (MWEs)'],
  ['item16MweHolidayOvertimeNightHazard', '16', 'Holiday, overtime, night shift differential, hazard pay (MWEs)'],
  ['item17ThirteenthMonthAndOtherBenefits', '17', '13th month pay and other benefits'],
  ['item18DeMinimis', '18', 'De minimis benefits'],
  ['item19Contributions', '19', 'SSS, PhilHealth, Pag-IBIG contributions and union dues (employee share)'],
  ['item20OtherNonTaxable', '20', 'Other non-taxable compensation'],
  ['item21TotalNonTaxable', '21', 'Total non-taxable compensation'],
  ['item22TotalTaxable', '22', 'Total taxable compensation'],
  ['item23TaxableNotSubjectToWithholding', '23', 'Less: taxable compensation not subject to withholding tax'],
  ['item24NetTaxable', '24', 'Net taxable compensation'],
  ['item25TotalTaxesWithheld', '25', 'Total taxes withheld'],
];

function TaxSection({ month }: { month: string }) {
  const year = Number(month.slice(0, 4));
  const form = useReport<Bir1601c>('1601c', { month });
  const list = useReport<Alphalist>('alphalist', { year });
  return (
    <>
      <Card padding="sm">
        <SectionHeader title={`BIR 1601-C, ${monthText(month)}`}>
          <DownloadButtons name="1601c" query={{ month }} fileName={`BIR 1601-C ${month}`} formats={['xlsx', 'pdf']} />
        </SectionHeader>
        <Loading query={form} what="1601-C figures">
          {(data) => (
            <MoneyTable
              label="BIR 1601-C"
              minWidth={480}
              head={['Item', 'Part II — Computation of tax', 'Amount']}
              rows={ITEMS_1601C.map(([key, no, label]) => [no, label, money(String(data[key]))])}
            />
          )}
        </Loading>
      </Card>
      <Card padding="sm">
        <SectionHeader title={`1604-C alphalist and BIR 2316, ${year}`}>
          <DownloadButtons name="alphalist" query={{ year }} fileName={`BIR 1604-C alphalist ${year}`} formats={['xlsx']} />
        </SectionHeader>
        <Loading query={list} what="alphalist">
          {(data) => (
            <MoneyTable
              label="Alphalist"
              minWidth={900}
              head={['TIN', 'Name', 'Schedule', 'Gross', 'Non-taxable', 'Taxable', 'Tax due', 'Withheld', '2316']}
              rows={[...data.schedule1.rows, ...data.schedule2.rows].map((r) => [
                r.tin || '—',
                r.name,
                r.isMwe ? '2 (MWE)' : '1',
                money(r.grossCompensation),
                money(r.totalNonTaxable),
                money(r.totalTaxable),
                money(r.taxDue),
                money(r.taxWithheld),
                <Button
                  key="2316"
                  size="compact-xs"
                  variant="default"
                  aria-label={`BIR 2316 of ${r.name}`}
                  leftSection={<IconFileTypePdf size={12} aria-hidden />}
                  onClick={() => void downloadFile(OUTPUT_URLS.report('2316'), `BIR 2316 ${year} ${r.employeeNo}.pdf`, { year, employeeId: r.employeeId, format: 'pdf' })}
                >
                  PDF
                </Button>,
              ])}
              totals={[
                'Total',
                `${data.schedule1.rows.length + data.schedule2.rows.length} employees`,
                '',
                money(sumMoney([data.schedule1.totals.grossCompensation, data.schedule2.totals.grossCompensation])),
                money(sumMoney([data.schedule1.totals.totalNonTaxable, data.schedule2.totals.totalNonTaxable])),
                money(sumMoney([data.schedule1.totals.totalTaxable, data.schedule2.totals.totalTaxable])),
                money(sumMoney([data.schedule1.totals.taxDue, data.schedule2.totals.taxDue])),
                money(sumMoney([data.schedule1.totals.taxWithheld, data.schedule2.totals.taxWithheld])),
                '',
              ]}
            />
          )}
        </Loading>
      </Card>
    </>
  );
}

export const SssReportPage = () => <GovernmentReportPage slug="sss" />;
export const PhilhealthReportPage = () => <GovernmentReportPage slug="philhealth" />;
export const PagibigReportPage = () => <GovernmentReportPage slug="pagibig" />;
export const TaxReportPage = () => <GovernmentReportPage slug="tax" />;
