import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { storage } from '../../lib/storage';
import { ACCOUNT_TABLE_URL, useDeactivateAccount, type AccountRow } from './api/accounts';
import { AccountEditDialog } from './components/account-edit-dialog';

/** Settings > Users: the company's active users. */
export function UsersPage() {
  const [editing, setEditing] = useState<AccountRow | null>(null);
  const deactivate = useDeactivateAccount();
  const myId = storage.getAccount()?.id;

  const askDeactivate = async (row: AccountRow) => {
    const isConfirmed = await confirmAction({
      title: 'Deactivate user',
      message: `Deactivate ${row.name}? They are signed out and can no longer sign in until reactivated.`,
      confirmLabel: 'Deactivate',
      isDanger: true,
    });
    if (isConfirmed) deactivate.mutate(row.id);
  };

  return (
    <>
      <PageHeader title="Users" description="The people in your company, their roles and user levels." />
      <DataTable<AccountRow>
        tableKey="account"
        apiUrl={ACCOUNT_TABLE_URL}
        renderActions={(row) => (
          <>
            <Tooltip label="Change role and user level">
              <ActionIcon variant="subtle" aria-label={`Change role and user level of ${row.name}`} onClick={() => setEditing(row)}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={row.id === myId ? 'You cannot deactivate yourself' : 'Deactivate'}>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Deactivate ${row.name}`}
                disabled={row.id === myId}
                onClick={() => askDeactivate(row)}
              >
                <IconUserOff size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </>
        )}
      />
      <AccountEditDialog account={editing} onClose={() => setEditing(null)} />
    </>
  );
}
