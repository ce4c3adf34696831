import { Anchor, Group, Text } from '@mantine/core';
import { IconCashBanknote, IconHistory } from '@tabler/icons-react';
import { formatDisplayDate } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../inventory/components/row-actions';
import { PurchasingStatusBadge } from '../../purchasing/components/purchasing-status-badge';
import { isPayable } from '../api/payment-requests-api';
import type { PayableOrder } from '../api/treasury-types';
import { TREASURY_URLS } from '../api/treasury-urls';
import { MoneyText } from '../components/money-text';
import { NewPaymentRequestDialog } from '../components/new-payment-request-dialog';
import { OrderPaymentsDrawer } from '../components/order-payments-drawer';

/** Treasury > Payables > Purchase orders: what each order costs, what was paid and what is still owed. */
export function PayableOrdersPage() {
  const [viewing, setViewing] = useState<PayableOrder | null>(null);
  const [requesting, setRequesting] = useState<PayableOrder | null>(null);
  return (
    <>
      <PageHeader title="Payable purchase orders" description="Each order's total, what was paid and the balance still owed, the largest balance first." />
      <DataTable<PayableOrder>
        tableKey="payable-purchase-order"
        apiUrl={TREASURY_URLS.purchaseOrder}
        emptyState={{ text: 'Purchase orders appear here once purchasing makes them, with what is paid and owed.' }}
        minWidth={900}
        cardTitle="code"
        cardFields={['supplier', 'total', 'balance']}
        renderCell={{
          code: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row)} style={{ whiteSpace: 'nowrap' }}>
              {row.code}
            </Anchor>
          ),
          supplier: (row) => <Text size="sm">{row.supplier?.name ?? '-'}</Text>,
          status: (row) => <PurchasingStatusBadge kind="order" status={row.status} />,
          total: (row) => <MoneyText value={row.total} />,
          paidAmount: (row) => <MoneyText value={row.paidAmount} />,
          balance: (row) => <MoneyText value={row.balance} fw={600} data-testid="order-balance" />,
          deliveryDate: (row) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{row.deliveryDate ? formatDisplayDate(row.deliveryDate) : '-'}</Text>,
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Payments" ariaLabel={`Payments of ${row.code}`} name={row.code} icon={<IconHistory size={18} aria-hidden />} onClick={() => setViewing(row)} />
            {isPayable(row) && <RowAction label="Request payment" name={row.code} icon={<IconCashBanknote size={18} aria-hidden />} onClick={() => setRequesting(row)} />}
          </Group>
        )}
      />
      <OrderPaymentsDrawer order={viewing} onClose={() => setViewing(null)} onRequestPayment={setRequesting} />
      <NewPaymentRequestDialog opened={requesting !== null} order={requesting} onClose={() => setRequesting(null)} />
    </>
  );
}
