import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED_TEXT_COLOR } from '../page-header';

export interface MetricCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  hint?: string;
}

/** A labelled figure with an icon (Budget, Days Remaining, Client, Location). */
export function MetricCard({ label, value, icon, hint }: MetricCardProps) {
  return (
    <Card padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c={MUTED_TEXT_COLOR} tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={700} size="lg" style={{ overflowWrap: 'break-word' }}>
            {value}
          </Text>
          {hint && (
            <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
              {hint}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}
