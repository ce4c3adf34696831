import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { formatCurrency } from '@haligi/shared';
import Decimal from 'decimal.js';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { PettyCashFund } from '../api/petty-cash-types';

/** The holder's fund: what it holds, its imprest, what was spent since the last replenishment. */
export function MyFundCard({ fund, onDisburse, onLiquidate }: { fund: PettyCashFund; onDisburse: () => void; onLiquidate: () => void }) {
  const spent = Decimal.max(0, new Decimal(fund.fundAmount).minus(fund.balance)).toFixed(2);
  return (
    <Card padding="md" component="section" aria-labelledby="my-fund-title" data-testid="my-fund" style={{ minWidth: 0 }}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="my-fund-title">
            My fund
          </Title>
          <Text size="sm" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
            {fund.name}
          </Text>
        </div>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onDisburse}>
            New disbursement
          </Button>
          <Button variant="default" leftSection={<IconChecklist size={16} aria-hidden />} onClick={onLiquidate}>
            Liquidate
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Amount label="Cash in the fund" value={fund.balance} testId="my-fund-balance" isStrong />
        <Amount label="Fund amount" value={fund.fundAmount} testId="my-fund-amount" />
        <Amount label="Spent, to be replenished" value={spent} testId="my-fund-spent" />
      </SimpleGrid>
    </Card>
  );
}

function Amount({ label, value, testId, isStrong = false }: { label: string; value: string; testId: string; isStrong?: boolean }) {
  return (
    <div>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text fw={isStrong ? 700 : 600} size={isStrong ? 'lg' : 'sm'} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCurrency(value)}
      </Text>
    </div>
  );
}
