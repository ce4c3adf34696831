import { Progress, Stack, Text } from '@mantine/core';
import { formatQuantity, progressPercent } from '@haligi/shared';

export interface QuantityProgressProps {
  done: string | number;
  of: string | number;
  /** What the bar measures, for its accessible name ("Received of Cement"). */
  label: string;
  /** '%': `done` is already a percent of 100 and reads "40%". */
  unit?: '%';
}

/** "3 of 10" with a small bar: how much of a line is ordered or received. */
export function QuantityProgress({ done, of, label, unit }: QuantityProgressProps) {
  const percent = progressPercent(done, of);
  return (
    <Stack gap={2} miw={90}>
      <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {unit === '%' ? `${percent}%` : `${formatQuantity(String(done))} of ${formatQuantity(String(of))}`}
      </Text>
      <Progress value={percent} size="sm" color={percent >= 100 ? 'teal.9' : 'blue.9'} aria-label={label} />
    </Stack>
  );
}
