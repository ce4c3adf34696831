import { formatCurrency, formatDisplayDate } from '@haligi/shared';
import { Button, Group, NumberInput, Select } from '@mantine/core';
import { IconCalendarPlus, IconPencil, IconPlus, IconReportMoney, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { PageHeader } from '../../../../components/page-header';
import { confirmAction } from '../../../../lib/confirm';
import { RowAction } from '../../../inventory/components/row-actions';
import { PAYROLL_URLS, useDeleteCutoff, useLiveCutoffs, type Cutoff } from '../api/payroll-api';
import { CutoffDialog } from '../components/cutoff-dialog';
import { CutoffStatusBadge } from '../components/cutoff-status-badge';
import { GenerateCutoffsDialog } from '../components/generate-cutoffs-dialog';
import { currentPhilippineMonth, MONTH_OPTIONS, periodFilters } from '../utils/months';

/** Manpower > Cutoff Management: each group's cutoffs, generated from its rule or made by hand; live. */
export function CutoffManagementPage() {
  useLiveCutoffs();
  const navigate = useNavigate();
  const [year, setYear] = useState<number | null>(currentPhilippineMonth().year);
  const [month, setMonth] = useState<number | null>(null);
  const [isGenerating, setIsGenerating] = useState(false);
  const [editing, setEditing] = useState<{ cutoff: Cutoff | null } | null>(null);
  const remove = useDeleteCutoff();

  const askDelete = async (cutoff: Cutoff) => {
    const isConfirmed = await confirmAction({ title: 'Delete cutoff', message: `Delete ${cutoff.code} (${formatDisplayDate(cutoff.periodStart)} – ${formatDisplayDate(cutoff.periodEnd)})?`, confirmLabel: 'Delete', isDanger: true });
    if (isConfirmed) remove.mutate(cutoff.id);
  };
  const generateButton = (size: 'xs' | 'sm') => (
    <Button size={size} leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setIsGenerating(true)}>
      Generate cutoffs
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Cutoff Management"
        description="The pay periods of each payroll group: generate a month's cutoffs from the group's rule or make one by hand; change or delete one while it is open."
        actions={
          <>
            {generateButton('sm')}
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ cutoff: null })}>
              New cutoff
            </Button>
          </>
        }
      />
      <Group gap="sm" mb="sm" wrap="wrap" align="flex-end">
        <NumberInput label="Year" w={110} min={2000} max={2100} allowDecimal={false} value={year ?? ''} onChange={(value) => setYear(typeof value === 'number' && value >= 2000 && value <= 2100 ? value : null)} />
        <Select label="Month" w={160} placeholder="Every month" clearable data={MONTH_OPTIONS} value={month ? String(month) : null} onChange={(value) => setMonth(value ? Number(value) : null)} comboboxProps={{ withinPortal: true }} />
      </Group>
      <DataTable<Cutoff>
        tableKey="payrollCutoff"
        apiUrl={PAYROLL_URLS.cutoff}
        fixedFilters={periodFilters(year, month)}
        emptyState={{ text: 'No cutoffs in this period. Generate a month of cutoffs for a payroll group, or make one by hand.', action: generateButton('xs') }}
        cardTitle="code"
        cardFields={['payrollGroupName', 'periodStart', 'status']}
        renderCell={{
          status: (row) => <CutoffStatusBadge status={row.status} />,
          netPay: (row) => (row.status === 'OPEN' && row.runNo === 0 ? '—' : formatCurrency(row.netPay)),
          periodStart: (row) => formatDisplayDate(row.periodStart),
          periodEnd: (row) => formatDisplayDate(row.periodEnd),
          payDate: (row) => formatDisplayDate(row.payDate),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Open in payroll center" name={row.code} icon={<IconReportMoney size={18} aria-hidden />} onClick={() => void navigate(`/member/manpower/payroll-center?cutoff=${row.id}`)} />
            {row.status === 'OPEN' && (
              <>
                <RowAction label="Edit" name={row.code} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ cutoff: row })} />
                <RowAction label="Delete" name={row.code} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
              </>
            )}
          </Group>
        )}
      />
      <GenerateCutoffsDialog opened={isGenerating} onClose={() => setIsGenerating(false)} />
      <CutoffDialog opened={editing !== null} cutoff={editing?.cutoff ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
