import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';

/** A labelled figure in a box (an amount due, a balance). */
export function Figure({ label, children, testId, isStrong = false }: { label: string; children: ReactNode; testId?: string; isStrong?: boolean }) {
  return (
    <Paper withBorder p="xs" radius="sm" bg={isStrong ? 'var(--mantine-color-default-hover)' : undefined}>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text fw={isStrong ? 700 : 600} size="sm" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Paper>
  );
}
