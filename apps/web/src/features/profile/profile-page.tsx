import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { DelegationCard } from '../approvals';
import { initialsOf } from '../../lib/initials';
import { useAccount } from '../../lib/session';
import { ChangePasswordForm } from './components/change-password-form';
import { ProfileNameForm } from './components/profile-name-form';

export function ProfilePage() {
  const account = useAccount();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="Profile" description="Your name, sign-in and password, and who decides your approvals while you are away." />
      <Card padding="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar size="lg" color="indigo" radius="xl" aria-hidden>
            {initialsOf(account.firstName, account.lastName)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" truncate>
              {account.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {account.email}
            </Text>
            <Group gap={6} mt={4}>
              <Badge variant="light">{account.role.name}</Badge>
              {account.isDeveloper && <Badge variant="light" color="grape">Developer</Badge>}
            </Group>
          </Stack>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileNameForm key={account.id} account={account} />
        <ChangePasswordForm />
      </SimpleGrid>
      <DelegationCard />
    </Stack>
  );
}
