import { ActionIcon, Tooltip } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { INACTIVE_ACCOUNT_TABLE_URL, useReactivateAccount, type AccountRow } from './api/accounts';

/** Settings > Inactive users: deactivated accounts, which can be reactivated. */
export function InactiveUsersPage() {
  const reactivate = useReactivateAccount();

  const askReactivate = async (row: AccountRow) => {
    const isConfirmed = await confirmAction({
      title: 'Reactivate user',
      message: `Reactivate ${row.name}? They can sign in again with their role.`,
      confirmLabel: 'Reactivate',
    });
    if (isConfirmed) reactivate.mutate(row.id);
  };

  return (
    <>
      <PageHeader title="Inactive Users" description="Deactivated accounts. Reactivate one to let that person sign in again." />
      <DataTable<AccountRow>
        tableKey="inactive-account"
        emptyState={{ text: 'No inactive users. Users you deactivate appear here and can be reactivated.' }}
        apiUrl={INACTIVE_ACCOUNT_TABLE_URL}
        renderActions={(row) => (
          <Tooltip label="Reactivate">
            <ActionIcon variant="subtle" color="green.9" aria-label={`Reactivate ${row.name}`} onClick={() => askReactivate(row)}>
              <IconUserCheck size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      />
    </>
  );
}
