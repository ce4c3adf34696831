import { formatCurrency } from '@haligi/shared';
import { Text } from '@mantine/core';

/** Pesos in a table cell: the shared format, tabular digits, never wrapped. */
export function MoneyCell({ value }: { value: string | null | undefined }) {
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatCurrency(value ?? 0)}
    </Text>
  );
}
