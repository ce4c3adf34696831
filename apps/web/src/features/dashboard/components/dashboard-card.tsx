import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';

export interface DashboardCardProps {
  /** The card's heading, a link to the screen it summarises. */
  title: string;
  to: string;
  description: string;
  children: ReactNode;
}

/** One section of the morning view: a heading that opens its screen, a line on what it shows, the figures. */
export function DashboardCard({ title, to, description, children }: DashboardCardProps) {
  const headingId = `dashboard-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card padding="lg" component="section" aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Title order={2} size="h4" id={headingId}>
        <Anchor component={Link} to={to} inherit c="inherit" underline="hover">
          <Group gap={4} wrap="nowrap" component="span">
            {title}
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Anchor>
      </Title>
      <Text size="sm" c={MUTED_TEXT_COLOR} mb="md">
        {description}
      </Text>
      {children}
    </Card>
  );
}

/** What an empty section would hold. */
export function EmptySection({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c={MUTED_TEXT_COLOR} py="md">
      {children}
    </Text>
  );
}
