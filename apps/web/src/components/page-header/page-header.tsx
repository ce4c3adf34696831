import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Secondary text that keeps 4.5:1 contrast in both colour schemes (Mantine's dimmed does not). */
export const MUTED_TEXT_COLOR = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

export interface PageHeaderProps {
  title: string;
  description: string;
  /** Buttons on the right (wrap under the title on a phone). */
  actions?: ReactNode;
}

/** The one h1 of a page and its short description line. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c={MUTED_TEXT_COLOR} size="sm">
          {description}
        </Text>
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
