import { Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { awaitedQuantity, formatQuantity, sanitizeRate } from '@haligi/shared';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { useReceivePurchaseOrder } from '../api/purchase-order-actions';
import type { PurchaseOrderDetail } from '../api/purchasing-types';
import { PURCHASING_URLS } from '../api/purchasing-urls';
import { receiveLinesOf, type ReceiveQuantities } from '../utils/receive-draft';

export interface ReceiveDialogProps {
  order: PurchaseOrderDetail | null;
  onClose: () => void;
}

/** Receive goods of an order into a warehouse: each line defaults to what it still awaits. */
export function ReceiveDialog({ order, onClose }: ReceiveDialogProps) {
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<ReceiveQuantities>({});
  const [error, setError] = useState<string | null>(null);
  const receive = useReceivePurchaseOrder();

  useEffect(() => {
    if (!order) return;
    setWarehouseId(order.warehouse.id);
    setQuantities(Object.fromEntries(order.lines.map((line) => [line.id, awaitedQuantity(line.quantity, line.quantityReceived)])));
    setError(null);
  }, [order]);

  const submit = () => {
    if (!order) return;
    const lines = receiveLinesOf(order.lines, quantities);
    // More than awaited leaves something over when the awaited quantity is taken from it.
    const over = order.lines.find((line) => awaitedQuantity(quantities[line.id] || 0, awaitedQuantity(line.quantity, line.quantityReceived)) !== '0');
    if (over) return setError(`${over.itemName}: only ${formatQuantity(awaitedQuantity(over.quantity, over.quantityReceived))} still awaited`);
    if (warehouseId === null) return setError('Warehouse is required');
    if (lines.length === 0) return setError('Enter a quantity to receive on at least one line');
    receive.mutate({ id: order.id, body: { warehouseId, lines } }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={order !== null}
      onClose={onClose}
      title={order ? `Receive ${order.code}` : 'Receive'}
      icon={<IconTruckDelivery size={20} aria-hidden />}
      size="lg"
      maxWidth="95vw"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={receive.isPending}>
            Receive into stock
          </Button>
        </>
      }
    >
      {order && (
        <Stack gap="sm">
          <SelectField label="Warehouse" required apiUrl={PURCHASING_URLS.warehouseList} isAutoSelect={false} value={warehouseId} onChange={(value) => setWarehouseId(value === null ? null : Number(value))} />
          <Table.ScrollContainer minWidth={340}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Awaited</Table.Th>
                  <Table.Th w={130}>Receive</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.itemName}</Table.Td>
                    <Table.Td ta="right">
                      {formatQuantity(awaitedQuantity(line.quantity, line.quantityReceived))} of {formatQuantity(line.quantity)}
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        inputMode="decimal"
                        aria-label={`Quantity of ${line.itemName} to receive`}
                        value={quantities[line.id] ?? ''}
                        onChange={(e) => {
                          const value = sanitizeRate(e.currentTarget.value);
                          setQuantities((current) => ({ ...current, [line.id]: value }));
                          setError(null);
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Text size="xs">Receiving posts a stock receipt at each line’s order price.</Text>
        </Stack>
      )}
    </DialogShell>
  );
}
