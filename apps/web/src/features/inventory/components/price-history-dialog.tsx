import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Button, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { formatCurrency, formatDisplayDate, formatDisplayDateTime } from '@haligi/shared';
import { DataTable } from '../../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { usePriceHistory } from '../api/get-price-history';
import { INVENTORY_URLS } from '../api/inventory-keys';
import { nameOf, type PriceUpdateRow } from '../api/inventory-types';
import { PriceChange } from './price-change';

export interface PriceHistoryDialogProps {
  opened: boolean;
  onClose: () => void;
  supplier: { id: number; name: string } | null;
  item: { id: number; name: string } | null;
}

const money = (value: string | null) => (value === null || value === undefined ? '-' : formatCurrency(value));

/**
 * Supplier price update history (spec part 2): date, previous price, new price, the change and who
 * made it; a line of the price over time once there are two points.
 */
export function PriceHistoryDialog({ opened, onClose, supplier, item }: PriceHistoryDialogProps) {
  const history = usePriceHistory(supplier?.id ?? 0, item?.id ?? 0, opened && !!supplier && !!item);
  const points = (history.data ?? []).map((row) => ({ date: formatDisplayDate(row.createdAt), at: formatDisplayDateTime(row.createdAt), price: Number(row.price) }));
  // Changes within one day are told apart by their time.
  const isOneDay = points.length > 0 && points.every((p) => p.date === points[0].date);

  return (
    <DialogShell
      isDirty={false}
      opened={opened}
      onClose={onClose}
      title="Price Update History"
      icon={<IconChartLine size={20} aria-hidden />}
      size="lg"
      submitActions={
        <DialogCancelButton>Close</DialogCancelButton>
      }
    >
      {supplier && item && (
        <Stack gap="md">
          <Text size="sm">
            <strong>{item.name}</strong> from <strong>{supplier.name}</strong>
          </Text>
          {points.length >= 2 && (
            <Box
              role="img"
              aria-label={`Price of ${item.name} from ${supplier.name} over time: ${points.map((p) => `${p.date} ${formatCurrency(p.price)}`).join(', ')}`}
              data-testid="price-chart"
            >
              <LineChart
                h={180}
                data={points}
                dataKey="at"
                series={[{ name: 'price', label: 'Price', color: 'blue.7' }]}
                curveType="linear"
                withDots
                valueFormatter={(value) => formatCurrency(value)}
                yAxisProps={{ width: 80, domain: ['auto', 'auto'] }}
                xAxisProps={{ tickFormatter: (value: string) => (isOneDay ? value.split(', ')[1] : value.split(', ')[0]) }}
                gridAxis="y"
              />
            </Box>
          )}
          {points.length === 1 && (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              One price so far; the chart shows once the price changes.
            </Text>
          )}
          <DataTable<PriceUpdateRow>
            tableKey="supplier-price-update"
            apiUrl={INVENTORY_URLS.priceUpdates}
            caption={`Price updates of ${item.name} from ${supplier.name}`}
            initialPageSize={5}
            fixedFilters={[
              { key: 'supplierId', value: supplier.id },
              { key: 'itemId', value: item.id },
            ]}
            renderCell={{
              previousPrice: (row) => money(row.previousPrice),
              price: (row) => money(row.price),
              change: (row) => <PriceChange change={row.previousPrice === null ? null : row.change} />,
              updatedBy: (row) => nameOf(row.updatedBy) || '-',
            }}
          />
        </Stack>
      )}
    </DialogShell>
  );
}
