import { DASHBOARD_PATH, type AppRoute } from '@haligi/shared';
import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { navLabelOf } from '../../lib/navigation';

/** A screen of the route table that does not exist yet: says so, and which issue builds it. */
export function NotBuiltPage({ route }: { route: AppRoute }) {
  const label = navLabelOf(route);
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={label} description={route.group ? `${route.group} module` : 'Preview'} />
      <Card padding="xl">
        <Group align="flex-start" gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
            <IconHammer size={24} />
          </ThemeIcon>
          <Stack gap="xs">
            <Text fw={600} size="lg">
              {label} is not built yet
            </Text>
            <Text c="dimmed">
              {route.plannedIn
                ? `It is built in ${route.plannedIn}.`
                : 'It is being built and will appear here once it is ready.'}
            </Text>
            <Group mt="sm">
              <Button component={Link} to={DASHBOARD_PATH} variant="light">
                Back to dashboard
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
