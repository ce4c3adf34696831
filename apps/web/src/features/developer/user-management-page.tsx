import { formatDisplayDateTime } from '@haligi/shared';
import { ActionIcon, Badge, Group, Menu } from '@mantine/core';
import { IconDots, IconMailForward, IconUserCheck, IconUserOff, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api';
import { confirmAction } from '../../lib/confirm';
import { notify } from '../../lib/notify';
import { ACCOUNT_TABLE_URL, useAccountAction, type DeveloperAccountRow } from './api/developer-companies';
import { beginImpersonation } from './impersonation';

const CARD_FIELDS = ['email', 'companyName', 'isDeleted'] as const;

/** Developer > User management: the users of every company; search, deactivate, password reset mail, impersonate. */
export function UserManagementPage() {
  const action = useAccountAction();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<number | null>(null);

  const impersonate = async (row: DeveloperAccountRow) => {
    const isConfirmed = await confirmAction({
      title: 'Impersonate user',
      message: `Sign in as ${row.name} of ${row.companyName}? You get their rights only, a banner stays on every page, and every change you make is recorded in the audit log as by you as them.`,
      confirmLabel: 'Sign in as user',
    });
    if (!isConfirmed) return;
    setStarting(row.id);
    try {
      await beginImpersonation(row.id, () => navigate('/member/dashboard', { replace: true }));
    } catch (error) {
      notify({ type: 'negative', message: error instanceof ApiError ? error.message : 'The impersonation could not start', position: 'top' });
    } finally {
      setStarting(null);
    }
  };

  const ask = async (row: DeveloperAccountRow, kind: 'deactivate' | 'reactivate' | 'password-reset-mail') => {
    const text = {
      deactivate: { title: 'Deactivate user', message: `Deactivate ${row.name}? They are signed out at once and cannot sign in.`, confirmLabel: 'Deactivate', isDanger: true },
      reactivate: { title: 'Reactivate user', message: `Reactivate ${row.name}? They can sign in again.`, confirmLabel: 'Reactivate' },
      'password-reset-mail': { title: 'Send password reset mail', message: `Mail ${row.email} a link to set a new password? The link works for 1 hour, once.`, confirmLabel: 'Send mail' },
    }[kind];
    if (await confirmAction(text)) action.mutate({ id: row.id, action: kind });
  };

  return (
    <>
      <PageHeader title="User Management" description="Users of every company: search by name, email or company; deactivate, send a password reset mail, or sign in as a user." />
      <DataTable<DeveloperAccountRow>
        tableKey="developer-account"
        apiUrl={ACCOUNT_TABLE_URL}
        cardTitle="name"
        cardFields={CARD_FIELDS}
        emptyState={{ text: 'Users of every company appear here.' }}
        renderCell={{
          companyName: (row) => (
            <Group gap={6} wrap="nowrap">
              <span>{row.companyName}</span>
              {row.companySuspended && (
                <Badge size="xs" color="red.9" variant="filled">
                  Suspended
                </Badge>
              )}
            </Group>
          ),
          lastSignInAt: (row) => (row.lastSignInAt ? formatDisplayDateTime(row.lastSignInAt as string) : 'Never'),
        }}
        renderActions={(row) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${row.name}`} loading={starting === row.id}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {!row.isDeveloper && !row.isDeleted && !row.companySuspended && (
                <Menu.Item leftSection={<IconUserShield size={16} aria-hidden />} onClick={() => impersonate(row)}>
                  Impersonate
                </Menu.Item>
              )}
              {!row.isDeleted && (
                <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => ask(row, 'password-reset-mail')}>
                  Send password reset mail
                </Menu.Item>
              )}
              {row.isDeleted ? (
                <Menu.Item leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => ask(row, 'reactivate')}>
                  Reactivate
                </Menu.Item>
              ) : (
                <Menu.Item color="red.9" leftSection={<IconUserOff size={16} aria-hidden />} onClick={() => ask(row, 'deactivate')}>
                  Deactivate
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      />
    </>
  );
}
