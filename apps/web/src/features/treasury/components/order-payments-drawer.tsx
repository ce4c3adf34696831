import { Button, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import { formatCurrency } from '@haligi/shared';
import { DataTable } from '../../../components/data-table';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { PaymentHistory } from '../../inventory/dialogs';
import { PurchasingStatusBadge } from '../../purchasing/components/purchasing-status-badge';
import { isPayable } from '../api/payment-requests-api';
import type { PayableOrder, PaymentRequest } from '../api/treasury-types';
import { TREASURY_URLS } from '../api/treasury-urls';
import { Figure } from './figure';
import { MoneyText } from './money-text';
import { PaymentRequestStatusBadge } from './payment-request-status-badge';

export interface OrderPaymentsDrawerProps {
  order: PayableOrder | null;
  onClose: () => void;
  onRequestPayment: (order: PayableOrder) => void;
}

/** A payable order: total, paid and balance, its payments (fund account, request, who, when) and its requests for payment. */
export function OrderPaymentsDrawer({ order, onClose, onRequestPayment }: OrderPaymentsDrawerProps) {
  return (
    <Drawer opened={order !== null} onClose={onClose} position="right" size={900} title={order ? `Payments of ${order.code}` : 'Payments'} styles={{ title: { fontWeight: 700 } }}>
      {order && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{order.supplier?.name ?? 'No supplier'}</Text>
              <PurchasingStatusBadge kind="order" status={order.status} />
            </div>
            {isPayable(order) && (
              <Button leftSection={<IconCashBanknote size={16} aria-hidden />} onClick={() => onRequestPayment(order)}>
                Request payment
              </Button>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Figure label="Total">{formatCurrency(order.total)}</Figure>
            <Figure label="Paid">{formatCurrency(order.paidAmount)}</Figure>
            <Figure label="Balance">{formatCurrency(order.balance)}</Figure>
          </SimpleGrid>
          <PaymentHistory purchaseOrderId={order.id} />
          <section aria-labelledby="order-requests-title">
            <Title order={3} size="h5" id="order-requests-title" mb={4}>
              Requests for payment
            </Title>
            <DataTable<PaymentRequest>
              tableKey="order-payment-request"
              apiUrl={TREASURY_URLS.paymentRequest}
              caption={`Requests for payment of ${order.code}`}
              fixedFilters={[{ key: 'purchaseOrderId', value: order.id }]}
              initialPageSize={5}
              minWidth={560}
              emptyState={{ text: 'No request for payment of this order yet.' }}
              cardTitle="code"
              cardFields={['status', 'amount', 'requestedBy']}
              renderCell={{
                amount: (row) => <MoneyText value={row.amount} />,
                requestedBy: (row) => <Text size="sm">{row.requestedBy?.name ?? '-'}</Text>,
                status: (row) => <PaymentRequestStatusBadge status={row.status} />,
              }}
            />
          </section>
        </Stack>
      )}
    </Drawer>
  );
}
