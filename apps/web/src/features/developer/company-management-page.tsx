import { formatBytes, formatDisplayDateTime } from '@haligi/shared';
import { ActionIcon, Badge, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { COMPANY_TABLE_URL, useSetSuspended, type CompanyRow } from './api/developer-companies';
import { CompanyDialog } from './company-dialog';

/** On a phone a company card is titled by its name, then its status, users and last activity. */
const CARD_FIELDS = ['isSuspended', 'accountCount', 'lastActivityAt'] as const;

/** Developer > Company management: every company with its usage; create, edit whitelabel settings, suspend and reactivate. */
export function CompanyManagementPage() {
  const [dialog, setDialog] = useState<{ company: CompanyRow | null } | null>(null);
  const suspension = useSetSuspended();

  const askSuspension = async (row: CompanyRow, isSuspended: boolean) => {
    const isConfirmed = await confirmAction(
      isSuspended
        ? {
            title: 'Suspend company',
            message: `Suspend ${row.name}? Its ${row.accountCount} user(s) are signed out at once and cannot sign in until it is reactivated.`,
            confirmLabel: 'Suspend',
            isDanger: true,
          }
        : { title: 'Reactivate company', message: `Reactivate ${row.name}? Its users can sign in again.`, confirmLabel: 'Reactivate' },
    );
    if (isConfirmed) suspension.mutate({ id: row.id, isSuspended });
  };

  const create = () => setDialog({ company: null });

  return (
    <>
      <PageHeader
        title="Company Management"
        description="Every company on this server with its users, records, storage and last sign-in. Suspending one signs its users out at once."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            Create company
          </Button>
        }
      />
      <DataTable<CompanyRow>
        tableKey="company"
        apiUrl={COMPANY_TABLE_URL}
        cardTitle="name"
        cardFields={CARD_FIELDS}
        emptyState={{
          text: 'Companies appear here when they sign up or when you create one.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={create}>
              Create company
            </Button>
          ),
        }}
        renderCell={{
          isSuspended: (row) =>
            row.isSuspended ? (
              <Tooltip label={row.suspendedAt ? `Since ${formatDisplayDateTime(row.suspendedAt)}` : 'Suspended'}>
                <Badge color="red.9" variant="filled">
                  Suspended
                </Badge>
              </Tooltip>
            ) : (
              <Badge color="teal.9" variant="filled">
                Active
              </Badge>
            ),
          storageBytes: (row) => formatBytes(Number(row.storageBytes)),
          lastActivityAt: (row) => (row.lastActivityAt ? formatDisplayDateTime(row.lastActivityAt) : 'Never'),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray.8" aria-label={`Actions for ${row.name}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog({ company: row })}>
                  Edit
                </Menu.Item>
                {row.isSuspended ? (
                  <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => askSuspension(row, false)}>
                    Reactivate
                  </Menu.Item>
                ) : (
                  <Menu.Item color="red.9" leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={() => askSuspension(row, true)}>
                    Suspend
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      />
      <CompanyDialog opened={dialog !== null} company={dialog?.company ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
