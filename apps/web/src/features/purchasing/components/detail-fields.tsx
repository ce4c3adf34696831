import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';

/** Label-over-value pairs at the top of a detail dialog: two columns, one on a phone. */
export function DetailFields({ fields }: { fields: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      {fields.map((field) => (
        <Stack gap={0} key={field.label} style={{ minWidth: 0 }}>
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            {field.label}
          </Text>
          <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
            {field.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
