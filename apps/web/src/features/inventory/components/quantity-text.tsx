import { Text } from '@mantine/core';
import { formatQuantity } from '../utils/format-quantity';

/** A stock quantity; below zero (negative stock allowed) it reads red. */
export function QuantityText({ value }: { value: string }) {
  const isNegative = Number(value) < 0;
  return (
    <Text size="sm" c={isNegative ? 'red.9' : undefined} fw={isNegative ? 600 : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatQuantity(value)}
    </Text>
  );
}
