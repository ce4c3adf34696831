import { BarChart } from '@mantine/charts';
import { Anchor, Box, Card, SimpleGrid, Text } from '@mantine/core';
import { FUND_ACCOUNT_KIND_LABELS, FUND_ACCOUNT_KINDS, formatCurrency, formatCurrencyCompact } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { TreasuryDashboard } from '../api/treasury-types';
import { ColorLegend } from './color-legend';
import { SectionCard } from '../../../components/section-card';

const KIND_COLORS = { BANK: 'indigo.6', CASH_ON_HAND: 'teal.6', PETTY_CASH: 'orange.6' } as const;
const shortName = (name: string) => (name.length > 20 ? `${name.slice(0, 19)}…` : name);

export interface CashPositionProps {
  dashboard: TreasuryDashboard;
  /** Opens an account's ledger. */
  onOpen: (fundAccountId: number) => void;
}

/** Cash position: each fund account's balance as a card and a bar, and the total. */
export function CashPosition({ dashboard, onOpen }: CashPositionProps) {
  const accounts = dashboard.cashPosition;
  return (
    <SectionCard
      title="Cash position"
      description="What each fund account holds today."
      aside={
        <Text fw={700} size="lg" data-testid="total-cash" style={{ fontVariantNumeric: 'tabular-nums' }}>
          Total {formatCurrency(dashboard.totalCash)}
        </Text>
      }
    >
      {accounts.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No fund accounts yet. Open one below to see its balance here.
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Fund account balances">
            {accounts.map((account) => (
              <Card
                key={account.id}
                component="li"
                withBorder
                padding="sm"
                radius="md"
                data-testid="cash-card"
                style={{ borderLeft: `4px solid var(--mantine-color-${KIND_COLORS[account.kind].replace('.', '-')})` }}
              >
                <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={() => onOpen(account.id)} style={{ overflowWrap: 'anywhere' }}>
                  {account.name}
                </Anchor>
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  {FUND_ACCOUNT_KIND_LABELS[account.kind]}
                </Text>
                <Text fw={700} mt={4} data-testid="cash-card-balance" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCurrency(account.balance)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Box mt="md">
            <ColorLegend entries={FUND_ACCOUNT_KINDS.map((kind) => ({ label: FUND_ACCOUNT_KIND_LABELS[kind], color: KIND_COLORS[kind] }))} />
          </Box>
          <Box mt="xs" role="img" aria-label={`Balance by fund account: ${accounts.map((a) => `${a.name} ${formatCurrency(a.balance)}`).join('; ')}`}>
            <BarChart
              h={Math.max(140, 44 * accounts.length + 40)}
              // Bar lengths only: display, never money arithmetic.
              data={accounts.map((a) => ({ account: shortName(a.name), Balance: Number(a.balance), color: KIND_COLORS[a.kind] }))}
              dataKey="account"
              orientation="vertical"
              series={[{ name: 'Balance', color: 'indigo.6' }]}
              valueFormatter={(value) => formatCurrencyCompact(value)}
              yAxisProps={{ width: 140 }}
              gridAxis="x"
              barProps={{ isAnimationActive: false }}
              data-testid="cash-chart"
            />
          </Box>
        </>
      )}
    </SectionCard>
  );
}
