import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate, todayInManila } from '@haligi/shared';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useCollectibleBillings } from '../api/collectible-billings';
import type { Billing } from '../api/receivables-types';
import { MoneyText } from './money-text';

/** Approved billings the client still owes on, soonest due first, each with its Collect button. */
export function ToCollectCard({ onCollect, onOpen }: { onCollect: (billing: Billing) => void; onOpen: (billingId: number) => void }) {
  const billings = useCollectibleBillings();
  const today = todayInManila();
  return (
    <Card padding="md" component="section" aria-labelledby="to-collect-title" style={{ minWidth: 0 }} data-testid="to-collect">
      <Title order={2} size="h4" id="to-collect-title" mb={4}>
        To collect
      </Title>
      <Text size="sm" c={MUTED_TEXT_COLOR} mb="sm">
        Approved billings the client still owes on, soonest due first.
      </Text>
      {billings.isError ? (
        <LoadError what="billings to collect" error={billings.error} onRetry={() => void billings.refetch()} isRetrying={billings.isFetching} />
      ) : !billings.data ? (
        <Skeleton height={60} />
      ) : billings.data.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          Nothing to collect: every approved billing is paid up.
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Billings to collect">
          {billings.data.map((billing) => {
            const isOverdue = billing.dueDate < today;
            return (
              <Group component="li" key={billing.id} justify="space-between" gap="xs" py={6} wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <div style={{ minWidth: 0 }}>
                  <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onOpen(billing.id)}>
                    {billing.code}
                  </Anchor>
                  <Text size="xs" c={isOverdue ? 'red.9' : MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
                    {billing.project.name} · {isOverdue ? 'overdue since' : 'due'} {formatDisplayDate(billing.dueDate)}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <MoneyText value={billing.balance} fw={600} />
                  <Button size="xs" color="teal.9" onClick={() => onCollect(billing)} aria-label={`Collect ${billing.code}`}>
                    Collect
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
