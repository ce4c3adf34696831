import { ActionIcon, Anchor, Badge, Button, Checkbox, Drawer, Group, Skeleton, Stack, Table, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash, IconUsersGroup, IconUserMinus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { HRIS_URLS, useDeleteTeam, useRemoveMember, useSaveMembers, useSaveTeam, useTeam, type Team } from './hris-api';

/** Manpower > Team management: crews with their members and leaders; an employee is in one team. */
export function TeamsPage() {
  const [editing, setEditing] = useState<{ team: Team | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const remove = useDeleteTeam();
  const askDelete = async (team: Team) => {
    if (await confirmAction({ title: 'Delete team', message: `Delete ${team.name}? Its members leave the team.`, confirmLabel: 'Delete', isDanger: true })) remove.mutate(team.id);
  };
  const create = () => setEditing({ team: null });
  return (
    <>
      <PageHeader
        title="Team Management"
        description="Crews of employees and who leads them. Schedules can be given to a whole team."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New team
          </Button>
        }
      />
      <DataTable<Team>
        tableKey="team"
        apiUrl={HRIS_URLS.team}
        emptyState={{ text: 'Group your people into crews with their leaders.', action: <Button size="xs" onClick={create}>New team</Button> }}
        cardTitle="name"
        cardFields={['leaders', 'memberCount', 'branchName']}
        renderCell={{
          name: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.id)} ta="left">
              {row.name}
            </Anchor>
          ),
          leaders: (row) => row.leaders || '-',
          branchName: (row) => row.branch?.name ?? '-',
          description: (row) => row.description || '-',
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Members" name={row.name} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ team: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <TeamDialog opened={editing !== null} team={editing?.team ?? null} onClose={() => setEditing(null)} onCreated={(id) => setViewing(id)} />
      <TeamDrawer teamId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function TeamDialog({ opened, team, onClose, onCreated }: { opened: boolean; team: Team | null; onClose: () => void; onCreated: (id: number) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [branchId, setBranchId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveTeam();
  useEffect(() => {
    if (!opened) return;
    setName(team?.name ?? '');
    setDescription(team?.description ?? '');
    setBranchId(team?.branchId ?? null);
    setError(undefined);
  }, [opened, team]);
  const submit = () => {
    if (!name.trim()) return setError('Team name is required');
    save.mutate(
      { ...(team ? { id: team.id } : {}), name: name.trim(), description: description.trim(), branchId },
      {
        onSuccess: (answer) => {
          onClose();
          if (!team && answer.data) onCreated(answer.data.id);
        },
      },
    );
  };
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={team ? 'Edit Team' : 'New Team'}
      icon={<IconUsersGroup size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {team ? 'Update Team' : 'Save Team'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Team name" required data-autofocus maxLength={100} value={name} onChange={(e) => { setName(e.currentTarget.value); setError(undefined); }} error={error} placeholder="e.g. Rizal Tower Crew" />
        <TextInput label="Description" maxLength={500} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
        <SelectField label="Branch" apiUrl={HRIS_URLS.branchList} isAutoSelect={false} nullOptionLabel="No branch" value={branchId ?? 0} onChange={(v) => setBranchId(v ? Number(v) : null)} />
      </Stack>
    </DialogShell>
  );
}

function TeamDrawer({ teamId, onClose }: { teamId: number | null; onClose: () => void }) {
  const query = useTeam(teamId);
  const saveMembers = useSaveMembers();
  const removeMember = useRemoveMember();
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [isLeader, setIsLeader] = useState(false);
  // A new key after each add empties the picker (its typed search would stay otherwise).
  const [pickerKey, setPickerKey] = useState(0);
  const team = query.data;
  const add = async (move = false) => {
    if (!team || !employeeId) return;
    saveMembers.mutate(
      { id: team.id, members: [{ employeeId, isLeader }], move },
      {
        onSuccess: () => {
          setEmployeeId(null);
          setIsLeader(false);
          setPickerKey((k) => k + 1);
        },
        onError: async (error) => {
          // In another team: moving them is explicit.
          if (!move && /already in team/.test(String((error as Error).message)) && (await confirmAction({ title: 'Move employee', message: `${(error as Error).message.replace('; move them explicitly', '')}. Move them to ${team.name}?`, confirmLabel: 'Move' }))) {
            void add(true);
          }
        },
      },
    );
  };
  return (
    <Drawer opened={teamId !== null} onClose={onClose} position="right" size="lg" title={team ? team.name : 'Team'} styles={{ title: { fontWeight: 700 } }}>
      {query.isError ? (
        <LoadError what="team" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !team ? (
        <Skeleton height={160} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {team.description || 'No description'} · {team.branch?.name ?? 'No branch'}
          </Text>
          <Title order={3} size="h5">
            Add a member
          </Title>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <SelectField key={pickerKey} label="Employee" apiUrl={HRIS_URLS.employeeList} isAutoSelect={false} value={employeeId ?? 0} onChange={(v) => setEmployeeId(v ? Number(v) : null)} style={{ flex: 1, minWidth: 200 }} />
            <Checkbox label="Leader" checked={isLeader} onChange={(e) => setIsLeader(e.currentTarget.checked)} mb={8} />
            <Button onClick={() => void add()} loading={saveMembers.isPending} disabled={!employeeId}>
              Add
            </Button>
          </Group>
          <Title order={3} size="h5">
            Members ({team.members.length})
          </Title>
          {team.members.length === 0 ? (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              No members yet.
            </Text>
          ) : (
            <Table striped verticalSpacing={4} aria-label="Team members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.members.map((m) => (
                  <Table.Tr key={m.employeeId}>
                    <Table.Td>
                      <Text size="sm">{m.name}</Text>
                      <Text size="xs" c={MUTED_TEXT_COLOR}>
                        {m.employeeNo}
                        {m.position ? ` · ${m.position}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {m.isLeader ? (
                        <Badge variant="light" color="grape" style={{ flexShrink: 0, ['--badge-color' as string]: 'var(--mantine-color-grape-9)' }} miw="max-content">
                          Leader
                        </Badge>
                      ) : (
                        <Anchor component="button" type="button" size="sm" onClick={() => saveMembers.mutate({ id: team.id, members: [{ employeeId: m.employeeId, isLeader: true }], move: false })}>
                          Make leader
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label="Remove from team">
                        <ActionIcon variant="subtle" color="red.9" aria-label={`Remove ${m.name}`} onClick={() => removeMember.mutate({ id: team.id, employeeId: m.employeeId })}>
                          <IconUserMinus size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
