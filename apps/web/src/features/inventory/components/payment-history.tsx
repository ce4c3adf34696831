import { Card, Group, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCurrency, formatDisplayDateTime } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { usePaymentHistory } from '../api/get-receipt';
import type { PaymentRow } from '../api/inventory-types';

const AMOUNT = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A purchase order's payments, oldest first: fund account, request for payment, who paid, when and how much. */
export function PaymentHistory({ purchaseOrderId }: { purchaseOrderId: number }) {
  const payments = usePaymentHistory(purchaseOrderId);
  const theme = useMantineTheme();
  // Below sm each payment is a card: no table scrolls sideways on a phone.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const rows = payments.data ?? [];
  const titleId = `payment-history-title-${purchaseOrderId}`;
  const emptyText = payments.isPending ? 'Loading...' : payments.isError ? 'Could not load the payments' : 'No payments yet';
  return (
    <div>
      <Text fw={600} size="sm" mb={4} id={titleId}>
        Payment History
      </Text>
      {isPhone ? (
        rows.length === 0 ? (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {emptyText}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId} data-testid="payment-history">
            {rows.map((payment) => (
              <PaymentCard key={payment.id} payment={payment} />
            ))}
          </Stack>
        )
      ) : (
        <Table withTableBorder verticalSpacing="xs" aria-labelledby={titleId} data-testid="payment-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fund Account</Table.Th>
              <Table.Th scope="col">Request</Table.Th>
              <Table.Th scope="col">Paid By</Table.Th>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col" style={AMOUNT}>
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm" c={MUTED_TEXT_COLOR} ta="center">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{payment.fundAccount?.name || '-'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{payment.paymentRequest?.code ?? '-'}</Table.Td>
                  <Table.Td>{payment.paidBy?.name ?? '-'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(payment.createdAt)}</Table.Td>
                  <Table.Td style={AMOUNT}>{formatCurrency(payment.amount)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

function PaymentCard({ payment }: { payment: PaymentRow }) {
  return (
    <Card component="li" withBorder padding="xs" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {payment.fundAccount?.name || '-'}
        </Text>
        <Text size="sm" fw={600} style={AMOUNT}>
          {formatCurrency(payment.amount)}
        </Text>
      </Group>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {[payment.paymentRequest?.code, payment.paidBy ? `paid by ${payment.paidBy.name}` : null, formatDisplayDateTime(payment.createdAt)].filter(Boolean).join(' · ')}
      </Text>
    </Card>
  );
}
