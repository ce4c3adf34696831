import { Table, Text } from '@mantine/core';
import { formatCurrency, formatDisplayDateTime } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { usePaymentHistory } from '../api/get-receipt';

const AMOUNT = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A purchase order's payments: fund account, date and amount. */
export function PaymentHistory({ purchaseOrderId }: { purchaseOrderId: number }) {
  const payments = usePaymentHistory(purchaseOrderId);
  const rows = payments.data ?? [];
  return (
    <div>
      <Text fw={600} size="sm" mb={4} id="payment-history-title">
        Payment History
      </Text>
      <Table.ScrollContainer minWidth={420} type="native">
        <Table withTableBorder verticalSpacing="xs" aria-labelledby="payment-history-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fund Account</Table.Th>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col" style={AMOUNT}>
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text size="sm" c={MUTED_TEXT_COLOR} ta="center">
                    {payments.isPending ? 'Loading...' : payments.isError ? 'Could not load the payments' : 'No payments yet'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{payment.fundAccount?.name ?? '-'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(payment.createdAt)}</Table.Td>
                  <Table.Td style={AMOUNT}>{formatCurrency(payment.amount)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
