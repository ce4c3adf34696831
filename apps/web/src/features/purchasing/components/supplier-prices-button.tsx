import { Button, Popover, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@haligi/shared';
import { IconHistory } from '@tabler/icons-react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { SupplierPrice } from '../api/purchasing-types';
import { formatMoney } from '../../../lib/money';

export interface SupplierPricesButtonProps {
  itemName: string;
  prices: readonly SupplierPrice[] | undefined;
  isError: boolean;
  /** The order's supplier, marked in the list. */
  supplierId: number | null;
}

/** Every supplier's last price for an item and the changes before it, at hand while pricing a line. */
export function SupplierPricesButton({ itemName, prices, isError, supplierId }: SupplierPricesButtonProps) {
  // The visible text starts the accessible name ("2 prices of Cement").
  const countLabel = prices ? `${prices.length} ${prices.length === 1 ? 'price' : 'prices'}` : 'Prices';
  return (
    <Popover width={320} position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" leftSection={<IconHistory size={14} aria-hidden />} aria-label={`${countLabel} of ${itemName}`}>
          {countLabel}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="supplier-prices">
          <Text size="sm" fw={600}>
            Supplier prices of {itemName}
          </Text>
          {isError && <Text size="sm">The supplier prices could not be loaded.</Text>}
          {prices?.length === 0 && (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              No supplier has a price for this item yet.
            </Text>
          )}
          {prices?.map((entry) => (
            <Stack key={entry.supplier.id} gap={2}>
              <Text size="sm" fw={entry.supplier.id === supplierId ? 700 : 500}>
                {entry.supplier.name}: {formatMoney(entry.price)}
                {entry.supplier.id === supplierId ? ' (this order’s supplier)' : ''}
              </Text>
              {entry.history.length > 0 && (
                <Table fz="xs" withRowBorders={false} verticalSpacing={0}>
                  <Table.Tbody>
                    {entry.history.slice(0, 5).map((change) => (
                      <Table.Tr key={`${change.createdAt}-${change.price}`}>
                        <Table.Td c={MUTED_TEXT_COLOR}>{formatDisplayDate(change.createdAt)}</Table.Td>
                        <Table.Td ta="right">{formatMoney(change.price)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
