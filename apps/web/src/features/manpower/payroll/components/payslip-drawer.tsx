import { formatCurrency, formatDisplayDate, formatDisplayDateTime } from '@haligi/shared';
import { Badge, Button, Drawer, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import { LoadError } from '../../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { usePayslip, useDownloadPayslipPdf, useRecomputePayslip, type Payslip } from '../api/payroll-api';
import { FLAG_LABEL, LINE_SECTIONS, lineQuantity } from '../utils/payslip-lines';

function Figure({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size={isStrong ? 'lg' : 'sm'} fw={isStrong ? 700 : 600}>
        {value}
      </Text>
    </div>
  );
}

function LineTable({ title, lines }: { title: string; lines: Payslip['lines'] }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <Table aria-label={title} verticalSpacing={4} horizontalSpacing="xs" fz="sm">
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={`${line.code}-${line.planMemberId ?? index}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.label}</Table.Td>
              <Table.Td c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap' }}>
                {lineQuantity(line)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export interface PayslipDrawerProps {
  payslipId: number | null;
  onClose: () => void;
  /** The cutoff waits for approval: one employee may be computed again. */
  canRecompute: boolean;
  /** Computing again replaces the payslip: the drawer follows the new one. */
  onReplaced: (payslipId: number) => void;
}

/** One payslip: its figures, its lines by kind, its flags, the PDF, and computing it again. */
export function PayslipDrawer({ payslipId, onClose, canRecompute, onReplaced }: PayslipDrawerProps) {
  const query = usePayslip(payslipId);
  const pdf = useDownloadPayslipPdf();
  const recompute = useRecomputePayslip();
  const payslip = query.data;
  return (
    <Drawer opened={payslipId !== null} onClose={onClose} position="right" size="lg" title={payslip ? `Payslip: ${payslip.employeeName}` : 'Payslip'} styles={{ title: { fontWeight: 700 } }}>
      {query.isPending && payslipId !== null && <Skeleton height={240} />}
      {query.isError && <LoadError what="payslip" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />}
      {payslip && (
        <Stack gap="md">
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {payslip.employeeNo} · {payslip.cutoff.code} · {formatDisplayDate(payslip.cutoff.periodStart)} – {formatDisplayDate(payslip.cutoff.periodEnd)} · run {payslip.runNo}, {formatDisplayDateTime(payslip.computedAt)}
          </Text>
          {payslip.flags.length > 0 && (
            <Group gap={6}>
              {payslip.flags.map((flag) => (
                <Badge key={flag} color="red.9" variant="filled">
                  {FLAG_LABEL[flag] ?? flag}
                </Badge>
              ))}
            </Group>
          )}
          <SimpleGrid cols={3} spacing="sm">
            <Figure label="Gross pay" value={formatCurrency(payslip.grossPay)} />
            <Figure label="Deductions" value={formatCurrency(payslip.totalDeductions)} />
            <Figure label="Net pay" value={formatCurrency(payslip.netPay)} isStrong />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <Figure label="Rate" value={`${formatCurrency(payslip.rate)} ${payslip.rateType === 'MONTHLY' ? 'a month' : payslip.rateType === 'DAILY' ? 'a day' : 'an hour'}`} />
            <Figure label="Daily rate" value={formatCurrency(payslip.dailyRate)} />
            <Figure label="Days worked" value={payslip.daysWorked} />
            <Figure label="Taxable" value={formatCurrency(payslip.taxableCompensation)} />
          </SimpleGrid>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate({ id: payslip.id, fileName: `payslip ${payslip.cutoff.code} ${payslip.employeeNo}.pdf` })}
            >
              Payslip PDF
            </Button>
            {canRecompute && (
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={recompute.isPending}
                onClick={() =>
                  recompute.mutate({ cutoffId: payslip.cutoffId, employeeId: payslip.employeeId, name: payslip.employeeName }, { onSuccess: (answer) => answer.data && onReplaced(answer.data.id) })
                }
              >
                Compute again
              </Button>
            )}
          </Group>
          {LINE_SECTIONS.map((section) => (
            <LineTable key={section.kind} title={section.title} lines={payslip.lines.filter((line) => line.kind === section.kind)} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
