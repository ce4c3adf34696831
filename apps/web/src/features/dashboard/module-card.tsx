import type { AppRoute, NavGroup } from '@haligi/shared';
import { Anchor, Badge, Button, Card, Group, List, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { navLabelOf } from '../../lib/navigation';

const SHOWN_AT_FIRST = 6;

export interface ModuleCardProps {
  group: NavGroup;
  icon: Icon;
  routes: AppRoute[];
}

/** One module the user may open, with its screens; built screens first, the rest marked. */
export function ModuleCard({ group, icon: GroupIcon, routes }: ModuleCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const ordered = [...routes].sort((a, b) => Number(Boolean(b.isBuilt)) - Number(Boolean(a.isBuilt)));
  const shown = isExpanded ? ordered : ordered.slice(0, SHOWN_AT_FIRST);
  const builtCount = routes.filter((r) => r.isBuilt).length;
  const headingId = `module-${group.toLowerCase()}`;

  return (
    <Card padding="lg" component="section" aria-labelledby={headingId}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
          <GroupIcon size={20} />
        </ThemeIcon>
        <div>
          <Title order={2} size="h5" id={headingId}>
            {group}
          </Title>
          <Text size="xs" c="dimmed">
            {routes.length} {routes.length === 1 ? 'screen' : 'screens'} · {builtCount} ready
          </Text>
        </div>
      </Group>
      <List spacing={6} size="sm" listStyleType="none">
        {shown.map((route) => (
          <List.Item key={route.name}>
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Anchor component={Link} to={route.path} size="sm" c={route.isBuilt ? undefined : 'gray.8'}>
                {navLabelOf(route)}
              </Anchor>
              {!route.isBuilt && (
                <Badge size="xs" variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
                  not built yet
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {ordered.length > SHOWN_AT_FIRST && (
        <Button variant="subtle" size="compact-sm" mt="sm" onClick={() => setIsExpanded((v) => !v)} aria-expanded={isExpanded}>
          {isExpanded ? 'Show fewer' : `Show all ${ordered.length}`}
        </Button>
      )}
    </Card>
  );
}
