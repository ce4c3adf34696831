import { Anchor, Button, Group, Text } from '@mantine/core';
import { formatDisplayDate } from '@haligi/shared';

import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import type { PurchaseOrderRow } from '../api/purchasing-types';
import { PURCHASING_URLS } from '../api/purchasing-urls';
import { NewPurchaseOrderDialog } from '../components/new-purchase-order-dialog';
import { PurchaseOrderDetailDialog } from '../components/purchase-order-detail-dialog';
import { QuantityProgress } from '../components/quantity-progress';
import { RowAction } from '../components/row-action';
import { StatusCell } from '../components/status-cell';
import { formatMoney, type MoneyValue } from '../../../lib/money';

const money = (value: MoneyValue) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
    {formatMoney(value)}
  </Text>
);

/** Assets > Purchasing > Orders: what the company ordered from whom, what arrived and what it still owes. */
export function PurchaseOrdersPage() {
  const [isCreating, setIsCreating] = useState(false);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const newButton = (size?: 'xs') => (
    <Button size={size} leftSection={<IconPlus size={size ? 14 : 16} aria-hidden />} onClick={() => setIsCreating(true)}>
      New purchase order
    </Button>
  );

  return (
    <>
      <PageHeader title="Purchase Orders" description="Orders to suppliers from approved requests, what has been received and the balance owed." actions={newButton()} />
      <DataTable<PurchaseOrderRow>
        tableKey="purchase-order"
        apiUrl={PURCHASING_URLS.order}
        emptyState={{ text: 'Purchase orders made from approved purchase requests appear here.', action: newButton('xs') }}
        cardFields={['status', 'supplier', 'balance']}
        renderCell={{
          // A delivery date is a day, whatever time the API gives with it.
          deliveryDate: (row) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.deliveryDate ? formatDisplayDate(row.deliveryDate) : '-'}
            </Text>
          ),
          code: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewingId(row.id)} style={{ whiteSpace: 'nowrap' }}>
              {row.code}
            </Anchor>
          ),
          status: (row) => <StatusCell kind="order" status={row.status} reason={row.statusReason} />,
          supplier: (row) => <Text size="sm">{row.supplier?.name ?? '-'}</Text>,
          warehouse: (row) => <Text size="sm">{row.warehouse?.name ?? '-'}</Text>,
          total: (row) => money(row.total),
          balance: (row) => money(row.balance),
          receivedPercent: (row) => <QuantityProgress done={Number(row.receivedPercent)} of={100} label={`Received of ${row.code}`} unit="%" />,
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="View" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewingId(row.id)} />
          </Group>
        )}
      />
      <NewPurchaseOrderDialog opened={isCreating} onClose={() => setIsCreating(false)} onCreated={(order) => setViewingId(order.id)} />
      <PurchaseOrderDetailDialog orderId={viewingId} onClose={() => setViewingId(null)} />
    </>
  );
}
