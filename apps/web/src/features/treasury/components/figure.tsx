import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';

/** A labelled figure in a box (a balance, a total, a kind). */
export function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text fw={600} size="sm" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Paper>
  );
}
