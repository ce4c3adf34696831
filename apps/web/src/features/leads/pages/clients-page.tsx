import { Button } from '@mantine/core';
import { IconPlus, IconTargetArrow } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { useDeleteRecord } from '../api/delete-record';
import { CLIENT_TABLE_URL, type Client } from '../api/save-client';
import { SELECT_URLS } from '../api/select-lists';
import { ClientDialog } from '../components/client-dialog';
import { LeadDialog } from '../components/lead-dialog';
import { LeadsTabs } from '../components/leads-tabs';
import { RowActions } from '../components/row-actions';

/** Leads > Clients: the company's clients, with create, edit, delete and a new lead. */
export function ClientsPage() {
  const [editing, setEditing] = useState<{ client: Client | null } | null>(null);
  const [isLeadOpen, setIsLeadOpen] = useState(false);
  const remove = useDeleteRecord(CLIENT_TABLE_URL, SELECT_URLS.client);

  const askDelete = async (client: Client) => {
    const isConfirmed = await confirmAction({
      title: 'Delete client',
      message: `Delete the client ${client.name}? Leads and projects keep their history.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(client.id);
  };

  return (
    <>
      <PageHeader
        title="Clients"
        description="The clients your leads and projects are for."
        actions={
          <>
            <Button variant="default" leftSection={<IconTargetArrow size={16} aria-hidden />} onClick={() => setIsLeadOpen(true)}>
              New lead
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ client: null })}>
              Create client
            </Button>
          </>
        }
      />
      <LeadsTabs />
      <DataTable<Client>
        emptyState={{
          text: 'Clients your leads and projects are for appear here.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({ client: null })}>
              Create client
            </Button>
          ),
        }}
        tableKey="client"
        apiUrl={CLIENT_TABLE_URL}
        renderCell={{ locationName: (client) => client.location?.name ?? '-' }}
        renderActions={(client) => <RowActions name={client.name} onEdit={() => setEditing({ client })} onDelete={() => void askDelete(client)} />}
      />
      <ClientDialog opened={editing !== null} client={editing?.client ?? null} onClose={() => setEditing(null)} />
      <LeadDialog opened={isLeadOpen} onClose={() => setIsLeadOpen(false)} />
    </>
  );
}
