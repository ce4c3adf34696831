import { formatCurrency, formatDisplayDate } from '@haligi/shared';
import { Badge, Button, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarPlus, IconEye } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { LoadError } from '../../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../../components/page-header';
import { ApprovalTrail } from '../../../approvals';
import { RowAction } from '../../../inventory/components/row-actions';
import { cutoffPayslipUrl, useCutoff, useCutoffOptions, useCutoffSummary, useLiveCutoffs, type Cutoff, type Payslip } from '../api/payroll-api';
import { CutoffPanel } from '../components/cutoff-panel';
import { PayBreakdown } from '../components/pay-breakdown';
import { PayslipDrawer } from '../components/payslip-drawer';
import { CUTOFF_STATUS } from '../utils/payroll-labels';
import { FLAG_LABEL } from '../utils/payslip-lines';

const optionLabel = (c: Cutoff) => `${c.code} · ${c.payrollGroupName} · ${formatDisplayDate(c.periodStart)} – ${formatDisplayDate(c.periodEnd)} · ${CUTOFF_STATUS[c.status]?.label ?? c.status}`;

function Payslips({ cutoff }: { cutoff: Cutoff }) {
  const [openedId, setOpenedId] = useState<number | null>(null);
  const money = (key: keyof Payslip) => (row: Payslip) => (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatCurrency(row[key] as string)}
    </Text>
  );
  return (
    <>
      <DataTable<Payslip>
        tableKey="cutoffPayslip"
        apiUrl={cutoffPayslipUrl(cutoff.id)}
        caption={`Payslips of ${cutoff.code}`}
        emptyState={{ text: cutoff.status === 'PROCESSING' ? 'The payslips appear as the run computes them.' : 'No payslips yet: run the payroll of this cutoff.' }}
        cardTitle="employeeName"
        cardFields={['employeeNo', 'grossPay', 'netPay']}
        renderCell={{
          employeeName: (row) => (
            <UnstyledButton onClick={() => setOpenedId(row.id)} style={{ textDecoration: 'underline' }} aria-label={`Payslip of ${row.employeeName}`}>
              <Text span size="sm">
                {row.employeeName}
              </Text>
            </UnstyledButton>
          ),
          basicPay: money('basicPay'),
          grossPay: money('grossPay'),
          totalDeductions: money('totalDeductions'),
          netPay: money('netPay'),
          flags: (row) =>
            row.flags.length === 0 ? (
              '—'
            ) : (
              <Group gap={4}>
                {row.flags.map((flag) => (
                  <Badge key={flag} size="sm" color="red.9" variant="filled">
                    {FLAG_LABEL[flag] ?? flag}
                  </Badge>
                ))}
              </Group>
            ),
        }}
        renderActions={(row) => <RowAction label="View payslip" name={row.employeeName} icon={<IconEye size={18} aria-hidden />} onClick={() => setOpenedId(row.id)} />}
      />
      <PayslipDrawer payslipId={openedId} onClose={() => setOpenedId(null)} canRecompute={cutoff.status === 'FOR_APPROVAL'} onReplaced={setOpenedId} />
    </>
  );
}

function CutoffView({ cutoffId }: { cutoffId: number }) {
  const cutoff = useCutoff(cutoffId);
  const summary = useCutoffSummary(cutoffId);
  const data = cutoff.data;
  // A run also ends without a push reaching this tab (a reconnect): look again every few seconds while processing.
  useEffect(() => {
    if (data?.status !== 'PROCESSING') return;
    const timer = setInterval(() => void cutoff.refetch(), 3000);
    return () => clearInterval(timer);
  }, [data?.status, cutoff]);
  if (cutoff.isError) return <LoadError what="cutoff" error={cutoff.error} onRetry={() => void cutoff.refetch()} isRetrying={cutoff.isFetching} />;
  if (!data) return <Text size="sm">Loading the cutoff…</Text>;
  const totals = summary.data?.totals;
  return (
    <Stack gap="md">
      <CutoffPanel cutoff={data} summary={summary.data} />
      {summary.isError && <LoadError what="cutoff's totals" error={summary.error} onRetry={() => void summary.refetch()} isRetrying={summary.isFetching} />}
      {totals && totals.payslips > 0 && data.status !== 'PROCESSING' && <PayBreakdown totals={totals} />}
      {summary.data && summary.data.flags.length > 0 && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            To check:
          </Text>
          {summary.data.flags.map((f) => (
            <Badge key={f.flag} color="red.9" variant="filled">
              {FLAG_LABEL[f.flag] ?? f.flag}: {f.count}
            </Badge>
          ))}
        </Group>
      )}
      <Payslips cutoff={data} />
      <ApprovalTrail documentType="PAYROLL_CUTOFF" documentId={data.id} />
    </Stack>
  );
}

/** Manpower > Payroll Center: a cutoff's run, progress, totals, payslips, approval and posting. */
export function PayrollCenterPage() {
  useLiveCutoffs();
  const options = useCutoffOptions();
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('cutoff')) || null;
  const pick = (id: number | null) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (id) next.set('cutoff', String(id));
    else next.delete('cutoff');
    return next;
  }, { replace: true });

  // Opened without a cutoff: the newest one.
  const first = options.data?.[0]?.id ?? null;
  useEffect(() => {
    if (!picked && first) pick(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked, first]);

  const list = options.data ?? [];
  const data = list.map((c) => ({ value: String(c.id), label: optionLabel(c) }));
  // A cutoff linked from elsewhere may be older than the newest hundred: still pickable.
  if (picked && !list.some((c) => c.id === picked)) data.push({ value: String(picked), label: `Cutoff #${picked}` });

  return (
    <>
      <PageHeader
        title="Payroll Center"
        description="Run a cutoff's payroll, follow its progress, check the payslips, approve and post."
        actions={
          <Button component={Link} to="/member/manpower/cutoff-management" variant="default" leftSection={<IconCalendarPlus size={16} aria-hidden />}>
            Cutoff management
          </Button>
        }
      />
      {options.isError && <LoadError what="cutoffs" error={options.error} onRetry={() => void options.refetch()} isRetrying={options.isFetching} />}
      {options.data && list.length === 0 && !picked && (
        <Text size="sm" c={MUTED_TEXT_COLOR} data-testid="no-cutoffs">
          No cutoffs yet. Generate a month of cutoffs for a payroll group in Cutoff Management, then run them here.
        </Text>
      )}
      {(list.length > 0 || picked) && (
        <Select
          label="Cutoff"
          searchable
          allowDeselect={false}
          data={data}
          value={picked ? String(picked) : null}
          onChange={(value) => pick(value ? Number(value) : null)}
          maw={640}
          mb="md"
          nothingFoundMessage="No cutoff matches"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {picked && <CutoffView key={picked} cutoffId={picked} />}
    </>
  );
}
