import { Alert, Button, NumberInput, Stack, Table, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { isAboveZero, receivedQuantityProblem } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { useReceiveDelivery, type DeliveryDetail } from '../api/deliveries-api';

export interface ReceiveDeliveryDialogProps {
  delivery: DeliveryDetail | null;
  onClose: () => void;
}

/**
 * Receive an arrived truck: each line starts at what it carries; lower a line that came short
 * (what did not arrive is the order's to deliver again). The server posts the stock receipt.
 */
export function ReceiveDeliveryDialog({ delivery, onClose }: ReceiveDeliveryDialogProps) {
  const [quantities, setQuantities] = useState<Record<number, string | number>>({});
  const receive = useReceiveDelivery();
  useEffect(() => {
    setQuantities(Object.fromEntries((delivery?.lines ?? []).map((line) => [line.id, line.quantity])));
  }, [delivery]);

  const lines = delivery?.lines ?? [];
  const problems = lines.flatMap((line) => receivedQuantityProblem(line, quantities[line.id]) ?? []);
  const received = lines.filter((line) => problems.length === 0 && isAboveZero(quantities[line.id]));

  const submit = () => {
    if (!delivery || problems.length || received.length === 0) return;
    receive.mutate({ id: delivery.id, lines: received.map((line) => ({ deliveryLineId: line.id, quantity: String(quantities[line.id]) })) }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={delivery !== null}
      onClose={onClose}
      title={`Receive delivery ${delivery?.code ?? ''}`}
      icon={<IconPackageImport size={20} aria-hidden />}
      size="lg"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={receive.isPending} disabled={problems.length > 0 || received.length === 0}>
            Receive into {delivery?.toWarehouse.name ?? 'the warehouse'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">Enter what arrived. The stock is posted to {delivery?.toWarehouse.name} and the delivery is done.</Text>
        <div style={{ overflowX: 'auto' }}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Carried</Table.Th>
                <Table.Th w={130}>Received</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.itemName}</Table.Td>
                  <Table.Td ta="right">
                    {line.quantity} {line.uom}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Received ${line.itemName}`}
                      min={0}
                      max={Number(line.quantity)}
                      decimalScale={4}
                      value={quantities[line.id] ?? ''}
                      onChange={(value) => setQuantities((q) => ({ ...q, [line.id]: value }))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {problems.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {problems.join('. ')}
          </Alert>
        )}
        {problems.length === 0 && received.length === 0 && (
          <Alert color="yellow" variant="light">
            Nothing arrived: cancel the delivery instead, with the reason.
          </Alert>
        )}
      </Stack>
    </DialogShell>
  );
}
