import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { PageHeader } from '../../components/page-header';
import { NAV_GROUP_ICONS } from '../../lib/nav-icons';
import { findNavSections } from '../../lib/navigation';
import { useAccount, useSession } from '../../lib/session';
import { ModuleCard } from './module-card';

const greetingFor = (hour: number) => (hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening');

/** member_dashboard: a greeting and one card per module the user may open. */
export function DashboardPage() {
  const account = useAccount();
  const { token } = useSession();
  const modules = useMemo(() => findNavSections(token, account, (route) => Boolean(route.isBuilt)).filter((s) => s.group !== 'Home'), [token, account]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={`${greetingFor(new Date().getHours())}, ${account.firstName}`}
        description={`${account.company.name} · signed in as ${account.role.name}`}
      />
      {modules.length === 0 ? (
        <Card padding="lg">
          <Text>
            Your role does not open any module yet. Ask your company administrator to give your role the screens you need.
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
          {modules.map(({ group, routes }) => (
            <ModuleCard key={group} group={group} icon={NAV_GROUP_ICONS[group]} routes={routes} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
