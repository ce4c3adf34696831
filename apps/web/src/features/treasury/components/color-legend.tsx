import { Box, Group, Text } from '@mantine/core';

/** The colour key of a chart: a swatch and a label per entry. */
export function ColorLegend({ entries }: { entries: readonly { label: string; color: string }[] }) {
  return (
    <Group gap="md" aria-hidden>
      {entries.map((entry) => (
        <Group key={entry.label} gap={6} wrap="nowrap">
          <Box w={12} h={12} bg={`var(--mantine-color-${entry.color.replace('.', '-')})`} style={{ borderRadius: 2 }} />
          <Text size="xs">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
