import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { useDeleteRecord } from '../api/delete-record';
import { PERSON_TABLE_URL } from '../api/save-organization';
import type { Person } from '../api/save-person';
import { LeadsTabs } from '../components/leads-tabs';
import { PersonDialog } from '../components/person-dialog';
import { RowActions } from '../components/row-actions';

/** Leads > People: contact persons of companies and clients. */
export function PeoplePage() {
  const [editing, setEditing] = useState<{ person: Person | null } | null>(null);
  const remove = useDeleteRecord(PERSON_TABLE_URL);

  const askDelete = async (person: Person) => {
    const isConfirmed = await confirmAction({
      title: 'Delete person',
      message: `Delete ${person.name} from your contacts?`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(person.id);
  };

  return (
    <>
      <PageHeader
        title="People"
        description="The people you talk to at your companies and clients."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ person: null })}>
            Create person
          </Button>
        }
      />
      <LeadsTabs />
      <DataTable<Person>
        emptyState={{
          text: 'People are the contacts behind your clients: owners, engineers, purchasers.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({ person: null })}>
              Create person
            </Button>
          ),
        }}
        tableKey="person"
        apiUrl={PERSON_TABLE_URL}
        renderActions={(person) => <RowActions name={person.name} onEdit={() => setEditing({ person })} onDelete={() => void askDelete(person)} />}
      />
      <PersonDialog opened={editing !== null} person={editing?.person ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
