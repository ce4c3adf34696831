import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';

/** A small label over its value, in a drawer's grid of facts. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={600} c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}
