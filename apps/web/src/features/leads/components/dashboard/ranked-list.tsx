import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCurrencyCompact } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';

export interface RankedRow {
  key: string | number;
  label: string;
  count: number;
  /** Pesos, the raw decimal. */
  total: string;
}

/** Rows ranked by peso value, each with a bar relative to the largest. */
export function RankedList({ rows, emptyText }: { rows: RankedRow[]; emptyText: string }) {
  if (rows.length === 0) {
    return (
      <Text c={MUTED_TEXT_COLOR} size="sm">
        {emptyText}
      </Text>
    );
  }
  const sorted = [...rows].sort((a, b) => Number(b.total) - Number(a.total));
  const max = Math.max(...sorted.map((r) => Number(r.total)), 1);
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sorted.map((row) => (
        <li key={row.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {row.label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatCurrencyCompact(row.total)} · {row.count} {row.count === 1 ? 'lead' : 'leads'}
            </Text>
          </Group>
          <Progress value={(Number(row.total) / max) * 100} size="sm" mt={4} aria-hidden />
        </li>
      ))}
    </Stack>
  );
}
