import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { formatCurrency } from '@haligi/shared';

/**
 * A price change in pesos. A rise reads red and a fall green (the buyer pays more or less); an
 * arrow and the sign say the same without colour.
 */
export function PriceChange({ change }: { change: string | null }) {
  if (change === null || change === undefined || change === '') {
    return (
      <Text size="sm" span>
        First price
      </Text>
    );
  }
  const amount = Number(change);
  const direction = amount > 0 ? 'up' : amount < 0 ? 'down' : 'none';
  const Icon = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconMinus;
  const color = direction === 'up' ? 'red.9' : direction === 'down' ? 'green.9' : undefined;
  return (
    <Group gap={4} wrap="nowrap" c={color} data-direction={direction}>
      <Icon size={16} aria-hidden />
      <Text size="sm" span fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {amount > 0 ? '+' : ''}
        {formatCurrency(change)}
      </Text>
    </Group>
  );
}
