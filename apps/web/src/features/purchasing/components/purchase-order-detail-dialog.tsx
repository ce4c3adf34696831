import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { DELIVERY_TERMS_LIST, formatDisplayDate, formatDisplayDateTime } from '@haligi/shared';
import { IconFileDownload, IconShoppingBag, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { ActivityTimeline } from '../../../components/activity-timeline';
import { LoadError } from '../../../components/load-error';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { useCancelPurchaseOrder, useDownloadOrderPdf } from '../api/purchase-order-actions';
import { canCancelOrder, canReceiveOrder } from '../utils/document-actions';
import { ApprovalSection } from './approval-section';
import { DetailFields } from './detail-fields';
import { QuantityProgress } from './quantity-progress';
import { ReasonDialog } from './reason-dialog';
import { ReceiveDialog } from './receive-dialog';
import { StatusCell } from './status-cell';
import { formatMoney } from '../../../lib/money';

export interface PurchaseOrderDetailDialogProps {
  orderId: number | null;
  onClose: () => void;
}

const nameOf = (value: { name: string } | string | null | undefined) => (typeof value === 'string' ? value : (value?.name ?? '-'));

/** One purchase order: lines with received of ordered, balance, PDF, cancel, receive and its approval. */
export function PurchaseOrderDetailDialog({ orderId, onClose }: PurchaseOrderDetailDialogProps) {
  const order = usePurchaseOrder(orderId);
  const [open, setOpen] = useState<'cancel' | 'receive' | null>(null);
  const cancel = useCancelPurchaseOrder();
  const pdf = useDownloadOrderPdf();
  const data = order.data;

  return (
    <DialogShell
      opened={orderId !== null}
      onClose={onClose}
      title={data ? `Purchase Order ${data.code}` : 'Purchase Order'}
      icon={<IconShoppingBag size={20} aria-hidden />}
      size="xl"
      maxWidth="95vw"
      quickActions={
        data && (
          <Button size="xs" variant="default" leftSection={<IconFileDownload size={16} aria-hidden />} loading={pdf.isPending} onClick={() => pdf.mutate({ id: data.id, code: data.code })}>
            PDF
          </Button>
        )
      }
      submitActions={
        <>
          {data && canCancelOrder(data.status) && (
            <Button variant="outline" color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => setOpen('cancel')}>
              Cancel order
            </Button>
          )}
          {data && canReceiveOrder(data.status) && (
            <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={() => setOpen('receive')}>
              Receive
            </Button>
          )}
          <DialogCancelButton>Close</DialogCancelButton>
        </>
      }
    >
      {order.isLoading && <Loader role="status" aria-label="Loading the purchase order" />}
      {order.isError && <LoadError what="purchase order" error={order.error} onRetry={() => void order.refetch()} isRetrying={order.isFetching} />}
      {data && (
        <Stack gap="md">
          <DetailFields
            fields={[
              { label: 'Status', value: <StatusCell kind="order" status={data.status} reason={data.statusReason} /> },
              { label: 'Supplier', value: data.supplier.name },
              { label: 'Warehouse', value: data.warehouse.name },
              { label: 'Delivery date', value: data.deliveryDate ? formatDisplayDate(data.deliveryDate) : '-' },
              { label: 'Delivery terms', value: DELIVERY_TERMS_LIST.find((terms) => terms.key === data.deliveryTerms)?.label ?? '-' },
              { label: 'Created', value: `${formatDisplayDateTime(data.createdAt)} by ${nameOf(data.createdBy)}` },
            ]}
          />
          {data.memo && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <strong>Memo:</strong> {data.memo}
            </Text>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="purchase-order-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th ta="right">Unit price</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">VAT</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {line.itemName}
                      </Text>
                      <Text size="xs">{line.requestCode}</Text>
                    </Table.Td>
                    <Table.Td data-testid={`received-${line.id}`}>
                      <QuantityProgress done={line.quantityReceived} of={line.quantity} label={`Received of ${line.itemName}`} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(line.vatAmount)}
                      <Text size="xs">{line.vatInclusive ? 'included' : 'added'}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" gap="lg" wrap="wrap">
            <Text size="sm">
              VAT: <b>{formatMoney(data.vatAmount)}</b>
            </Text>
            <Text size="sm">
              Total: <b data-testid="order-detail-total">{formatMoney(data.total)}</b>
            </Text>
            <Text size="sm">
              Paid: <b>{formatMoney(data.paidAmount)}</b>
            </Text>
            <Text size="sm">
              Balance: <b data-testid="order-detail-balance">{formatMoney(data.balance)}</b>
            </Text>
          </Group>
          <ApprovalSection documentType="PURCHASE_ORDER" documentId={data.id} />
          <Stack gap="xs">
            <Text fw={600} size="sm">
              Emails
            </Text>
            <ActivityTimeline url={`/purchase-order/${data.id}/activities`} emptyText="No emails mention this order yet." />
          </Stack>
        </Stack>
      )}
      {data && (
        <ReasonDialog
          opened={open === 'cancel'}
          onClose={() => setOpen(null)}
          title={`Cancel ${data.code}`}
          message="Canceling gives the ordered quantities back to their request lines. An order with goods received cannot be canceled."
          confirmLabel="Cancel order"
          isPending={cancel.isPending}
          onConfirm={(reason) => cancel.mutate({ id: data.id, reason }, { onSuccess: () => setOpen(null) })}
        />
      )}
      <ReceiveDialog order={open === 'receive' && data ? data : null} onClose={() => setOpen(null)} />
    </DialogShell>
  );
}
