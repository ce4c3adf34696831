import { formatQuantity, type DashboardList, type LowStockItem } from '@haligi/shared';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { DashboardCard, EmptySection } from './dashboard-card';

export interface LowStockCardProps {
  lowStock: DashboardList<LowStockItem>;
  /** The stock screen the user may open (items or warehouses). */
  to: string;
}

/** Share of the minimum on hand, in percent: only the length of a bar, so a float is precise enough. */
const shareOfMinimum = (item: LowStockItem) => Math.round((Number(item.onHand) / Number(item.minimum)) * 100);

/** Items under their minimum stock level, the emptiest first. */
export function LowStockCard({ lowStock, to }: LowStockCardProps) {
  return (
    <DashboardCard title="Low stock" to={to} description="Items holding less than their minimum stock level, over all warehouses.">
      {lowStock.total === 0 ? (
        <EmptySection>Nothing is low. Items whose stock falls under the minimum level set on the item appear here.</EmptySection>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Low stock items">
          {lowStock.list.map((item) => (
            <li key={item.itemId}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {item.sku}
                  </Text>
                </div>
                <div style={{ textAlign: 'right', flexShrink: 0 }}>
                  <Text size="sm">
                    {formatQuantity(item.onHand)} of {formatQuantity(item.minimum)} {item.uom}
                  </Text>
                  <Text size="xs" c="red.9">
                    short {formatQuantity(item.shortfall)} {item.uom}
                  </Text>
                </div>
              </Group>
              <Progress value={shareOfMinimum(item)} color="orange.7" size="xs" mt={4} aria-hidden />
            </li>
          ))}
        </Stack>
      )}
      {lowStock.total > lowStock.list.length && (
        <Text size="xs" c={MUTED_TEXT_COLOR} mt="sm">
          Showing the {lowStock.list.length} lowest of {lowStock.total}.
        </Text>
      )}
    </DashboardCard>
  );
}
