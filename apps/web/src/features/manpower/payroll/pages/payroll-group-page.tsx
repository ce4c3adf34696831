import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table';
import { PageHeader } from '../../../../components/page-header';
import { StageBadge } from '../../../../components/stage-badge';
import { confirmAction } from '../../../../lib/confirm';
import { RowAction } from '../../../inventory/components/row-actions';
import { PAYROLL_URLS, useDeletePayrollGroup, type PayrollGroup } from '../api/payroll-api';
import { GroupMembersDrawer } from '../components/group-members-drawer';
import { PayrollGroupDialog } from '../components/payroll-group-dialog';
import { describeCutoffStart, FREQUENCY_LABEL, SPLIT_LABEL } from '../utils/payroll-labels';

/** Manpower > Payroll Group: how each group is paid, and who is in it. */
export function PayrollGroupPage() {
  const [editing, setEditing] = useState<{ group: PayrollGroup | null } | null>(null);
  const [membersOf, setMembersOf] = useState<PayrollGroup | null>(null);
  const remove = useDeletePayrollGroup();

  const askDelete = async (group: PayrollGroup) => {
    const isConfirmed = await confirmAction({
      title: 'Delete payroll group',
      message: `Delete ${group.name}? Its ${group.memberCount} ${group.memberCount === 1 ? 'employee leaves' : 'employees leave'} the group; posted cutoffs stay on record.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(group.id);
  };
  const create = () => setEditing({ group: null });

  return (
    <>
      <PageHeader
        title="Payroll Group"
        description="How often each group is paid, its daily-rate factor, cutoff days and contribution split; and its employees."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New payroll group
          </Button>
        }
      />
      <DataTable<PayrollGroup>
        tableKey="payrollGroup"
        apiUrl={PAYROLL_URLS.group}
        emptyState={{
          text: 'A payroll group says how a set of employees is paid (semi-monthly, monthly or weekly) and when its cutoffs run.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={create}>
              New payroll group
            </Button>
          ),
        }}
        cardTitle="name"
        cardFields={['frequency', 'cutoffStartDay', 'memberCount']}
        renderCell={{
          frequency: (row) => <StageBadge color={row.frequency === 'WEEKLY' ? 'grape' : row.frequency === 'MONTHLY' ? 'indigo' : 'blue'} label={FREQUENCY_LABEL[row.frequency]} style={{ minWidth: 'max-content' }} />,
          cutoffStartDay: (row) => describeCutoffStart(row.frequency, row.cutoffStartDay),
          contributionSplit: (row) => SPLIT_LABEL[row.contributionSplit] ?? row.contributionSplit,
          memberCount: (row) => (
            <Button variant="subtle" size="compact-sm" leftSection={<IconUsers size={14} aria-hidden />} onClick={() => setMembersOf(row)} aria-label={`${row.memberCount} employees of ${row.name}`}>
              {row.memberCount}
            </Button>
          ),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Employees" name={row.name} icon={<IconUsers size={18} aria-hidden />} onClick={() => setMembersOf(row)} />
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ group: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <PayrollGroupDialog opened={editing !== null} group={editing?.group ?? null} onClose={() => setEditing(null)} />
      <GroupMembersDrawer group={membersOf} onClose={() => setMembersOf(null)} />
    </>
  );
}
