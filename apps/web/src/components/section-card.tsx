import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MUTED_TEXT_COLOR } from './page-header';

export interface SectionCardProps {
  /** The heading's id the section is labelled by; by default made from the title. */
  id?: string;
  title: string;
  description?: string;
  /** Beside the title (a figure, a button). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One section of a page of cards (the treasury overview, receivables): an h2, a line on what it shows, its content. */
export function SectionCard({ id, title, description, aside, children }: SectionCardProps) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card padding="md" component="section" aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={description ? 2 : 'sm'}>
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {aside}
      </Group>
      {description && (
        <Text size="sm" c={MUTED_TEXT_COLOR} mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}
