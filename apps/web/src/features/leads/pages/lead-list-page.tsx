import { ActionIcon, Anchor, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { describeLeadStage, formatDisplayDate, WIN_PROBABILITIES } from '@haligi/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { StageBadge } from '../../../components/stage-badge';
import { confirmAction } from '../../../lib/confirm';
import { useLead } from '../api/get-lead';
import { useRestoreLead } from '../api/lead-list-actions';
import { DeleteLeadDialog } from '../components/delete-lead-dialog';
import { LeadDialog } from '../components/lead-dialog';
import { LeadsTabs } from '../components/leads-tabs';

interface LeadRow extends Record<string, unknown> {
  id: number;
  name: string;
  leadBoardStage: string;
  budget: { formatted: string } | null;
  client: { id: number; name: string } | null;
  relationshipOwner: { id: number; name: string } | null;
  winProbability: string;
  endDate: string | null;
  createdAt: string;
}

const winLabel = (key: string) => WIN_PROBABILITIES.find((w) => w.key === key)?.label ?? key;
const dash = (text: string | null | undefined) => text || '-';
const nowrap = { whiteSpace: 'nowrap' } as const;

/** "YYYY-MM" of the month picker's value (a date string or Date). */
const formatMonth = (month: string) => formatDisplayDate(`${month}-01`).replace(/^1 /, '');
const monthKey = (value: string | Date | null) => (value ? (typeof value === 'string' ? value : value.toISOString()).slice(0, 7) : null);

/** Loads the lead, then opens the edit dialog with it. */
function EditLead({ id, onClose }: { id: number; onClose: () => void }) {
  const lead = useLead(id);
  return <LeadDialog opened={Boolean(lead.data)} lead={lead.data} onClose={onClose} />;
}

/** Leads > Lead List: every lead as a table; search, filters, the closing month, delete and restore. */
export function LeadListPage() {
  const [view, setView] = useState<'live' | 'deleted'>('live');
  const [closingMonth, setClosingMonth] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<LeadRow | null>(null);
  const restore = useRestoreLead();
  const isDeletedView = view === 'deleted';

  const fixedFilters = [
    ...(isDeletedView ? [{ key: 'deleted', value: true }] : []),
    ...(closingMonth ? [{ key: 'endMonth', value: closingMonth }] : []),
  ];

  const askRestore = async (row: LeadRow) => {
    const isConfirmed = await confirmAction({ title: 'Restore Lead', message: `Restore ${row.name} to the lead list and the board?`, confirmLabel: 'Restore' });
    if (isConfirmed) restore.mutate(row.id);
  };

  return (
    <>
      <PageHeader
        title="Lead List"
        description="Every lead: search by name, filter by owner, client, stage, win probability or closing month."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
            New lead
          </Button>
        }
      />
      <LeadsTabs />
      <Group gap="sm" wrap="wrap" align="flex-end" mb="sm">
        <SegmentedControl
          value={view}
          onChange={(next) => setView(next as 'live' | 'deleted')}
          aria-label="Which leads"
          data={[
            { value: 'live', label: 'Leads' },
            { value: 'deleted', label: 'Deleted' },
          ]}
        />
        <MonthPickerInput
          w={{ base: '100%', xs: 200 }}
          // The accessible name holds the visible text (the month shown, or the placeholder).
          aria-label={closingMonth ? `Closing month: ${formatMonth(closingMonth)}` : 'Any closing month'}
          placeholder="Any closing month"
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          valueFormat="MMM YYYY"
          leftSection={<IconCalendarMonth size={16} aria-hidden />}
          clearable
          value={closingMonth ? `${closingMonth}-01` : null}
          onChange={(value) => setClosingMonth(monthKey(value))}
        />
      </Group>
      <DataTable<LeadRow>
        key={view}
        tableKey="lead"
        apiUrl="/lead"
        caption={isDeletedView ? 'Deleted leads' : 'Leads'}
        fixedFilters={fixedFilters}
        minWidth={880}
        renderCell={{
          name: (row) =>
            isDeletedView ? (
              <Text span size="sm" fw={600}>
                {row.name}
              </Text>
            ) : (
              <Anchor component={Link} to={`/member/leads/${row.id}`} fw={600} size="sm">
                {row.name}
              </Anchor>
            ),
          client: (row) => <Text span size="sm">{dash(row.client?.name)}</Text>,
          leadBoardStage: (row) => {
            const stage = describeLeadStage(row.leadBoardStage);
            // Never squeezed into "CLOSE…": the badge keeps its full width.
            return <StageBadge label={stage.label} color={stage.color} style={{ minWidth: 'max-content' }} />;
          },
          budget: (row) => (
            <Text span size="sm" style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
              {dash(row.budget?.formatted)}
            </Text>
          ),
          winProbability: (row) => <Text span size="sm" style={nowrap}>{winLabel(row.winProbability)}</Text>,
          endDate: (row) => <Text span size="sm" style={nowrap}>{dash(formatDisplayDate(row.endDate))}</Text>,
          relationshipOwner: (row) => <Text span size="sm">{dash(row.relationshipOwner?.name)}</Text>,
        }}
        renderActions={(row) =>
          isDeletedView ? (
            <Tooltip label="Restore">
              <ActionIcon variant="subtle" aria-label={`Restore ${row.name}`} onClick={() => void askRestore(row)} loading={restore.isPending && restore.variables === row.id}>
                <IconRestore size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <>
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={() => setEditingId(row.id)}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon variant="subtle" color="red.9" aria-label={`Delete ${row.name}`} onClick={() => setDeleting(row)}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          )
        }
      />
      <LeadDialog opened={isCreating} onClose={() => setIsCreating(false)} />
      {editingId !== null && <EditLead id={editingId} onClose={() => setEditingId(null)} />}
      <DeleteLeadDialog lead={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
