import { Alert, Button, Group, Loader, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, useMantineTheme } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconTruckDelivery } from '@tabler/icons-react';
import { DATE_FORMAT, defaultDeliveryDate, deliveryDateToIso, DELIVERY_TERMS_LIST, formatCurrency, isAboveZero } from '@haligi/shared';
import { useEffect, useMemo, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { LoadError } from '../../../components/load-error';
import { useCreateDelivery, useOpenOrders, type OpenOrder } from '../api/deliveries-api';

export interface CreateDeliveryDialogProps {
  opened: boolean;
  onClose: () => void;
}

const quantityAbove = (value: string | number | undefined, limit: string) => value !== undefined && value !== '' && Number(value) > Number(limit);

/**
 * "From purchase order": pick an approved order, then how much of each line still to deliver goes
 * on this truck (each starts at what remains; 0 leaves a line off). A partial delivery is fine.
 */
export function CreateDeliveryDialog({ opened, onClose }: CreateDeliveryDialogProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const orders = useOpenOrders(debounced, opened);
  const [order, setOrder] = useState<OpenOrder | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string | number>>({});
  const [scheduledDate, setScheduledDate] = useState<string | null>(defaultDeliveryDate());
  const [deliveryTerms, setDeliveryTerms] = useState<string | null>(null);
  const [plateNumber, setPlateNumber] = useState('');
  const [driverName, setDriverName] = useState('');
  const [memo, setMemo] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const create = useCreateDelivery();
  const theme = useMantineTheme();
  // Below sm each line is a card: the quantity field stays in view on a phone.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;

  useEffect(() => {
    if (!opened) return;
    setOrder(null);
    setSearch('');
    setQuantities({});
    setScheduledDate(defaultDeliveryDate());
    setDeliveryTerms(null);
    setPlateNumber('');
    setDriverName('');
    setMemo('');
    setShowErrors(false);
  }, [opened]);

  const pick = (id: string | null) => {
    const found = orders.data?.find((o) => String(o.id) === id) ?? null;
    setOrder(found);
    setQuantities(Object.fromEntries((found?.lines ?? []).map((line) => [line.id, line.quantityRemaining])));
    setDeliveryTerms(found?.deliveryTerms ?? null);
  };

  const options = useMemo(
    () => [...(orders.data ?? []), ...(order && !orders.data?.some((o) => o.id === order.id) ? [order] : [])].map((o) => ({ value: String(o.id), label: `${o.code} · ${o.supplier?.name ?? 'No supplier'}` })),
    [orders.data, order],
  );
  const openLines = (order?.lines ?? []).filter((line) => Number(line.quantityRemaining) > 0);
  const chosen = openLines.filter((line) => isAboveZero(quantities[line.id]));
  const tooMuch = openLines.filter((line) => quantityAbove(quantities[line.id], line.quantityRemaining));
  const dateIso = deliveryDateToIso(scheduledDate);
  const problems = [
    ...(order ? [] : ['Choose a purchase order']),
    ...(order && chosen.length === 0 ? ['Enter a quantity for at least one line'] : []),
    ...tooMuch.map((line) => `${line.itemName}: only ${line.quantityRemaining} still awaits delivery`),
    ...(dateIso ? [] : ['Scheduled date is required']),
  ];

  const submit = () => {
    setShowErrors(true);
    if (problems.length || !order || !dateIso) return;
    create.mutate(
      {
        kind: 'PURCHASE_ORDER',
        purchaseOrderId: order.id,
        scheduledDate: dateIso,
        deliveryTerms,
        plateNumber: plateNumber.trim(),
        driverName: driverName.trim(),
        memo: memo.trim(),
        lines: chosen.map((line) => ({ purchaseOrderLineId: line.id, quantity: String(quantities[line.id]) })),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="New delivery from a purchase order"
      icon={<IconTruckDelivery size={20} aria-hidden />}
      size="xl"
      submitActions={
        <>
          <DialogCancelButton />
          <Button onClick={submit} loading={create.isPending}>
            Create delivery
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {orders.isError && <LoadError what="purchase orders" error={orders.error} onRetry={() => void orders.refetch()} isRetrying={orders.isFetching} />}
        <Select
          label="Purchase order"
          description="Approved orders with lines still to deliver"
          placeholder="Search by order number or supplier"
          required
          searchable
          data={options}
          value={order ? String(order.id) : null}
          onChange={pick}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={orders.isFetching ? 'Searching…' : 'No approved order with lines to deliver'}
          rightSection={orders.isFetching ? <Loader size="xs" aria-label="Loading the orders" /> : undefined}
          error={showErrors && !order ? 'Choose a purchase order' : undefined}
          data-autofocus
        />
        {order && (
          <>
            <Text size="sm">
              {order.supplier?.name ?? 'No supplier'} · to {order.warehouse?.name ?? 'the order warehouse'}
            </Text>
            {isPhone ? (
              <Stack gap="xs" aria-label="Lines to deliver" role="list">
                {openLines.map((line) => (
                  <Paper key={line.id} withBorder p="sm" role="listitem">
                    <Text size="sm" fw={600}>
                      {line.itemName}
                    </Text>
                    <Text size="xs" mb={6}>
                      Ordered {line.quantity} · received {line.quantityReceived} · on trucks {line.quantityInDelivery} · {formatCurrency(line.unitPrice)} each
                    </Text>
                    <NumberInput
                      label="This delivery"
                      aria-label={`Quantity of ${line.itemName}`}
                      min={0}
                      max={Number(line.quantityRemaining)}
                      decimalScale={4}
                      value={quantities[line.id] ?? ''}
                      error={quantityAbove(quantities[line.id], line.quantityRemaining) ? `At most ${line.quantityRemaining}` : undefined}
                      onChange={(value) => setQuantities((q) => ({ ...q, [line.id]: value }))}
                    />
                  </Paper>
                ))}
              </Stack>
            ) : (
              <div style={{ overflowX: 'auto' }}>
                <Table striped withTableBorder miw={560} aria-label="Lines to deliver">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Item</Table.Th>
                      <Table.Th ta="right">Ordered</Table.Th>
                      <Table.Th ta="right">Received</Table.Th>
                      <Table.Th ta="right">On trucks</Table.Th>
                      <Table.Th ta="right">Unit price</Table.Th>
                      <Table.Th w={150}>This delivery</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {openLines.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Td>{line.itemName}</Table.Td>
                        <Table.Td ta="right">{line.quantity}</Table.Td>
                        <Table.Td ta="right">{line.quantityReceived}</Table.Td>
                        <Table.Td ta="right">{line.quantityInDelivery}</Table.Td>
                        <Table.Td ta="right">{formatCurrency(line.unitPrice)}</Table.Td>
                        <Table.Td>
                          <NumberInput
                            aria-label={`Quantity of ${line.itemName}`}
                            min={0}
                            max={Number(line.quantityRemaining)}
                            decimalScale={4}
                            value={quantities[line.id] ?? ''}
                            error={quantityAbove(quantities[line.id], line.quantityRemaining) ? `At most ${line.quantityRemaining}` : undefined}
                            onChange={(value) => setQuantities((q) => ({ ...q, [line.id]: value }))}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            )}
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateInput
            label="Scheduled date"
            required
            valueFormat={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            value={scheduledDate}
            onChange={(value) => setScheduledDate(value ?? null)}
            error={showErrors && !dateIso ? 'Scheduled date is required' : undefined}
          />
          <Select label="Delivery terms" clearable data={DELIVERY_TERMS_LIST.map((t) => ({ value: t.key, label: t.label }))} value={deliveryTerms} onChange={setDeliveryTerms} />
          <TextInput label="Plate number" maxLength={20} value={plateNumber} onChange={(e) => setPlateNumber(e.currentTarget.value)} />
          <TextInput label="Driver" maxLength={200} value={driverName} onChange={(e) => setDriverName(e.currentTarget.value)} />
        </SimpleGrid>
        <Textarea label="Memo" autosize minRows={2} maxLength={2000} value={memo} onChange={(e) => setMemo(e.currentTarget.value)} />
        {showErrors && problems.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Group gap={4}>{problems.join('. ')}.</Group>
          </Alert>
        )}
      </Stack>
    </DialogShell>
  );
}
