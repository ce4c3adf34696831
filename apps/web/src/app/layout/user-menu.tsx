import { Avatar, Box, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth/api/sign-out';
import { initialsOf } from '../../lib/initials';
import { useAccount } from '../../lib/session';

export function UserMenu() {
  const account = useAccount();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton px={6} py={4} style={{ borderRadius: 8 }}>
          <VisuallyHidden>Account menu for {account.name}</VisuallyHidden>
          <Group gap={8} wrap="nowrap" aria-hidden>
            <Avatar size={32} radius="xl" color="indigo">
              {initialsOf(account.firstName, account.lastName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {account.name}
            </Text>
            <Box visibleFrom="sm" style={{ display: 'flex' }}>
              <IconChevronDown size={14} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{account.company.name}</Menu.Label>
        <Menu.Item component={Link} to="/member/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
