import { ActionIcon, Title, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { INVITATION_TABLE_URL, useCancelInvitation, type InvitationRow } from './api/invitations';
import { InviteForm } from './components/invite-form';

/** Settings > Invite users: send an invitation, follow and cancel pending ones. */
export function UserInvitePage() {
  const cancel = useCancelInvitation();

  const askCancel = async (row: InvitationRow) => {
    const isConfirmed = await confirmAction({
      title: 'Cancel invitation',
      message: `Cancel the invitation to ${row.email}? Its link stops working.`,
      confirmLabel: 'Cancel invitation',
      isDanger: true,
    });
    if (isConfirmed) cancel.mutate(row.id);
  };

  return (
    <>
      <PageHeader title="Invite Users" description="Invite people by email with a role; they set their own name and password." />
      <InviteForm />
      <Title order={2} size="h4" mb="xs">
        Invitations
      </Title>
      <DataTable<InvitationRow>
        tableKey="invitation"
        emptyState={{ text: 'No invitations yet. People you invite with the form above appear here until they accept.' }}
        apiUrl={INVITATION_TABLE_URL}
        renderActions={(row) =>
          row.status === 'PENDING' ? (
            <Tooltip label="Cancel invitation">
              <ActionIcon variant="subtle" color="red.9" aria-label={`Cancel invitation to ${row.email}`} onClick={() => askCancel(row)}>
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
      />
    </>
  );
}
