import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@haligi/shared';
import { Link } from 'react-router';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { DueOrder } from '../api/treasury-types';
import { MoneyText } from './money-text';
import { SectionCard } from '../../../components/section-card';

/** Payables due this week: open orders due within 7 days or already overdue, soonest first. */
export function DueThisWeek({ orders, payablesPath }: { orders: DueOrder[]; payablesPath: string | null }) {
  const owed = orders.length;
  return (
    <SectionCard
      title="Due this week"
      description="Open purchase orders due within 7 days or already overdue, soonest first."
      aside={
        payablesPath ? (
          <Anchor component={Link} to={payablesPath} size="sm">
            All payables
          </Anchor>
        ) : undefined
      }
    >
      {owed === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          Nothing falls due in the next 7 days.
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none', maxHeight: 420, overflowY: 'auto' }} aria-label="Payables due this week" tabIndex={0}>
          {orders.map((order) => (
            <Group
              key={order.id}
              component="li"
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="xs"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              data-testid="due-order"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {order.code}
                </Text>
                <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                  {order.supplier?.name ?? 'No supplier'} · due {formatDisplayDate(order.dueDate)}
                </Text>
              </div>
              <Stack gap={2} align="flex-end">
                <MoneyText value={order.balance} fw={600} />
                {order.isOverdue && (
                  <Badge size="sm" color="red.9" c="white" radius="sm">
                    Overdue
                  </Badge>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
