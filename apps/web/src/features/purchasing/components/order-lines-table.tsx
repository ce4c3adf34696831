import { ActionIcon, Card, Checkbox, Group, SimpleGrid, Stack, Table, Text, TextInput, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatQuantity, orderDraftTotals, sanitizeRate } from '@haligi/shared';
import { IconTrash } from '@tabler/icons-react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { SupplierPrice } from '../api/purchasing-types';
import type { OrderDraftLine } from '../utils/order-draft';
import { SupplierPricesButton } from './supplier-prices-button';
import { formatMoney } from '../../../lib/money';

export interface OrderLinesTableProps {
  lines: OrderDraftLine[];
  prices: Map<number, { data?: SupplierPrice[]; isError: boolean }>;
  supplierId: number | null;
  /** Problems by request line id. */
  problems: ReadonlyMap<number, string>;
  onChange: (requestLineId: number, patch: Partial<OrderDraftLine>) => void;
  onRemove: (requestLineId: number) => void;
}

/** The order's lines: quantity (at most what the request still needs), unit price with the suppliers' prices at hand, VAT. */
export function OrderLinesTable({ lines, prices, supplierId, problems, onChange, onRemove }: OrderLinesTableProps) {
  const theme = useMantineTheme();
  // On a phone each line is a card: seven columns do not fit 390 px.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  if (isPhone) return <OrderLineCards lines={lines} prices={prices} supplierId={supplierId} problems={problems} onChange={onChange} onRemove={onRemove} />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="order-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th w={120}>Quantity</Table.Th>
            <Table.Th w={150}>Unit price</Table.Th>
            <Table.Th w={90}>VAT incl.</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">VAT 12%</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const { requestLine } = line;
            const money = orderDraftTotals([line]);
            const itemPrices = prices.get(requestLine.itemId);
            const problem = problems.get(requestLine.id);
            return (
              <Table.Tr key={requestLine.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {requestLine.itemName}
                    </Text>
                    <Text size="xs" c={MUTED_TEXT_COLOR}>
                      {requestLine.requestCode} · {formatQuantity(requestLine.quantityRemaining)} still needed
                    </Text>
                    {problem && (
                      <Text size="xs" c="red.9" fw={600} role="alert">
                        {problem}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="decimal"
                    aria-label={`Quantity of ${requestLine.itemName}`}
                    value={line.quantity}
                    error={Boolean(problem)}
                    onChange={(e) => onChange(requestLine.id, { quantity: sanitizeRate(e.currentTarget.value) })}
                  />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <TextInput
                      size="xs"
                      inputMode="decimal"
                      aria-label={`Unit price of ${requestLine.itemName}`}
                      value={line.unitPrice}
                      onChange={(e) => onChange(requestLine.id, { unitPrice: sanitizeRate(e.currentTarget.value), isPriceEdited: true })}
                    />
                    <SupplierPricesButton itemName={requestLine.itemName} prices={itemPrices?.data} isError={itemPrices?.isError ?? false} supplierId={supplierId} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${requestLine.itemName} price includes VAT`}
                    checked={line.vatInclusive}
                    onChange={(e) => onChange(requestLine.id, { vatInclusive: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(money.total)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(money.vat)}
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red.9" aria-label={`Remove ${requestLine.itemName} of ${requestLine.requestCode}`} onClick={() => onRemove(requestLine.id)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7} ta="center">
                <Text size="sm" c={MUTED_TEXT_COLOR}>
                  Add approved request lines above.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderLineCards({ lines, prices, supplierId, problems, onChange, onRemove }: OrderLinesTableProps) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c={MUTED_TEXT_COLOR}>
        Add approved request lines above.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="order-lines">
      {lines.map((line) => {
        const { requestLine } = line;
        const money = orderDraftTotals([line]);
        const itemPrices = prices.get(requestLine.itemId);
        const problem = problems.get(requestLine.id);
        return (
          <Card key={requestLine.id} withBorder padding="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {requestLine.itemName}
                </Text>
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  {requestLine.requestCode} · {formatQuantity(requestLine.quantityRemaining)} still needed
                </Text>
              </Stack>
              <ActionIcon variant="subtle" color="red.9" aria-label={`Remove ${requestLine.itemName} of ${requestLine.requestCode}`} onClick={() => onRemove(requestLine.id)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={2} spacing="xs" mt="xs">
              <TextInput
                size="xs"
                label="Quantity"
                inputMode="decimal"
                aria-label={`Quantity of ${requestLine.itemName}`}
                value={line.quantity}
                error={problem}
                onChange={(e) => onChange(requestLine.id, { quantity: sanitizeRate(e.currentTarget.value) })}
              />
              <TextInput
                size="xs"
                label="Unit price"
                inputMode="decimal"
                aria-label={`Unit price of ${requestLine.itemName}`}
                value={line.unitPrice}
                onChange={(e) => onChange(requestLine.id, { unitPrice: sanitizeRate(e.currentTarget.value), isPriceEdited: true })}
              />
            </SimpleGrid>
            <Group justify="space-between" mt="xs" wrap="wrap" gap="xs">
              <Checkbox
                size="xs"
                label="Price includes VAT"
                aria-label={`${requestLine.itemName} price includes VAT`}
                checked={line.vatInclusive}
                onChange={(e) => onChange(requestLine.id, { vatInclusive: e.currentTarget.checked })}
              />
              <SupplierPricesButton itemName={requestLine.itemName} prices={itemPrices?.data} isError={itemPrices?.isError ?? false} supplierId={supplierId} />
            </Group>
            <Text size="sm" mt="xs" ta="right">
              {formatMoney(money.total)} · VAT {formatMoney(money.vat)}
            </Text>
          </Card>
        );
      })}
    </Stack>
  );
}
