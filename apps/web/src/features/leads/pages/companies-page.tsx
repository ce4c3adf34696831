import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { useDeleteRecord } from '../api/delete-record';
import { ORGANIZATION_LIST_URL, ORGANIZATION_TABLE_URL, type Organization } from '../api/save-organization';
import { LeadsTabs } from '../components/leads-tabs';
import { OrganizationDialog } from '../components/organization-dialog';
import { RowActions } from '../components/row-actions';

/** Leads > Companies: the organizations the sales team deals with. */
export function CompaniesPage() {
  const [editing, setEditing] = useState<{ organization: Organization | null } | null>(null);
  const remove = useDeleteRecord(ORGANIZATION_TABLE_URL, ORGANIZATION_LIST_URL);

  const askDelete = async (organization: Organization) => {
    const isConfirmed = await confirmAction({
      title: 'Delete company',
      message: `Delete the company ${organization.name}? Its people stay, without a company.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(organization.id);
  };

  return (
    <>
      <PageHeader
        title="Companies"
        description="Organizations you sell to, with their industry and contacts."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ organization: null })}>
            Create company
          </Button>
        }
      />
      <LeadsTabs />
      <DataTable<Organization>
        emptyState={{
          text: 'Companies your clients belong to appear here.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({ organization: null })}>
              Create company
            </Button>
          ),
        }}
        tableKey="organization"
        apiUrl={ORGANIZATION_TABLE_URL}
        renderActions={(organization) => (
          <RowActions name={organization.name} onEdit={() => setEditing({ organization })} onDelete={() => void askDelete(organization)} />
        )}
      />
      <OrganizationDialog opened={editing !== null} organization={editing?.organization ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
