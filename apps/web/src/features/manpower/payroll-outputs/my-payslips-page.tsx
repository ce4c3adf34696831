import { Alert, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency, formatDisplayDate } from '@haligi/shared';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api';
import { RowAction } from '../../inventory/components/row-actions';
import { downloadFile, OUTPUT_URLS, type MyPayslipRow } from './outputs-api';

/** member/payslips, "My Payslips" (decision 0057): the signed-in member's own payslips of posted cutoffs. */
export function MyPayslipsPage() {
  const linked = useQuery({ queryKey: [OUTPUT_URLS.myPayslips, 'linked'], queryFn: () => api<{ isLinked: boolean }>('GET', OUTPUT_URLS.myPayslips) });
  return (
    <Stack gap="md">
      <PageHeader title="My Payslips" description="Your payslips of posted cutoffs, each with its earnings, deductions and year to date as PDF." />
      {linked.data && !linked.data.isLinked && (
        <Alert color="blue" variant="light">
          Your account is not linked to an employee record yet, so there are no payslips to show. Ask HR to link it.
        </Alert>
      )}
      <DataTable<MyPayslipRow>
        tableKey="my-payslip"
        apiUrl={OUTPUT_URLS.myPayslips}
        emptyState={{ text: 'Your payslips appear here once a cutoff you were paid in is posted.' }}
        cardTitle="cutoffCode"
        cardFields={['period', 'payDate', 'netPay']}
        renderCell={{
          period: (row) => <span style={{ whiteSpace: 'nowrap' }}>{`${formatDisplayDate(row.periodStart)} to ${formatDisplayDate(row.periodEnd)}`}</span>,
          payDate: (row) => formatDisplayDate(row.payDate),
          grossPay: (row) => formatCurrency(row.grossPay),
          totalDeductions: (row) => formatCurrency(row.totalDeductions),
          netPay: (row) => (
            <Text fw={600} size="sm">
              {formatCurrency(row.netPay)}
            </Text>
          ),
        }}
        renderActions={(row) => (
          <RowAction label="Open PDF" name={row.cutoffCode} icon={<IconFileTypePdf size={18} aria-hidden />} onClick={() => void downloadFile(OUTPUT_URLS.myPayslipPdf(row.id), `Payslip ${row.cutoffCode}.pdf`)} />
        )}
      />
    </Stack>
  );
}
