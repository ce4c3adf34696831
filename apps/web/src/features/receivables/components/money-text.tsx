import { formatCurrency } from '@haligi/shared';
import { Text, type TextProps } from '@mantine/core';

/** Pesos in a cell or a figure: the shared format, tabular digits, never wrapped. */
export function MoneyText({ value, ...props }: TextProps & { value: string | null | undefined }) {
  return (
    <Text span size="sm" {...props} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatCurrency(value ?? 0)}
    </Text>
  );
}
