import { formatCurrency } from '@haligi/shared';
import { ActionIcon, Badge, Button, Drawer, Group, MultiSelect, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { api } from '../../../../lib/api';
import { confirmAction } from '../../../../lib/confirm';
import { PAYROLL_URLS, useChangeMembers, useGroupMembers, type GroupMember, type PayrollGroup } from '../api/payroll-api';

type EmployeeOption = { label: string; value: number };

function useEmployeeOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['select', PAYROLL_URLS.employeeList, 'payroll-members'],
    queryFn: ({ signal }) => api<EmployeeOption[]>('GET', PAYROLL_URLS.employeeList, { signal }),
    enabled,
    staleTime: 30_000,
  });
}

function MemberRow({ member, onRemove }: { member: GroupMember; onRemove: () => void }) {
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="group-member">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {member.name}
          </Text>
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            {member.employeeNo} · {member.rateType === 'MONTHLY' ? 'Monthly' : member.rateType === 'DAILY' ? 'Daily' : 'Hourly'} {member.rate ? formatCurrency(member.rate) : 'no rate'}
            {member.isMinimumWageEarner ? ' · minimum wage' : ''}
          </Text>
        </div>
        <ActionIcon variant="subtle" color="red.9" size="lg" aria-label={`Remove ${member.name}`} onClick={onRemove}>
          <IconUserMinus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** A group's employees: add several at once from the employee list (moved out of any other group), remove one. */
export function GroupMembersDrawer({ group, onClose }: { group: PayrollGroup | null; onClose: () => void }) {
  const members = useGroupMembers(group?.id ?? null);
  const employees = useEmployeeOptions(group !== null);
  const assign = useChangeMembers(group?.id ?? 0, 'assign');
  const remove = useChangeMembers(group?.id ?? 0, 'remove');
  const [picked, setPicked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');

  const memberIds = useMemo(() => new Set((members.data ?? []).map((m) => m.employeeId)), [members.data]);
  const options = (employees.data ?? []).filter((e) => !memberIds.has(e.value)).map((e) => ({ value: String(e.value), label: e.label }));
  const shown = (members.data ?? []).filter((m) => !filter.trim() || `${m.name} ${m.employeeNo}`.toLowerCase().includes(filter.trim().toLowerCase()));

  const add = () => assign.mutate(picked.map(Number), { onSuccess: () => setPicked([]) });
  const askRemove = async (member: GroupMember) => {
    if (!group) return;
    const isConfirmed = await confirmAction({ title: 'Remove from group', message: `Take ${member.name} out of ${group.name}? Cutoffs not yet run stop paying them here.`, confirmLabel: 'Remove', isDanger: true });
    if (isConfirmed) remove.mutate([member.employeeId]);
  };

  return (
    <Drawer opened={group !== null} onClose={onClose} position="right" size="lg" title={group ? `${group.name}: employees` : 'Employees'} styles={{ title: { fontWeight: 700 } }}>
      {group && (
        <Stack gap="md">
          <Stack gap="xs">
            <MultiSelect
              label="Add employees"
              description="An employee is in one payroll group at a time: adding moves them out of any other."
              placeholder={employees.isPending ? 'Loading…' : 'Search by name or number'}
              searchable
              clearable
              data={options}
              value={picked}
              onChange={setPicked}
              nothingFoundMessage="No employee matches"
              error={employees.isError ? `The employees could not be loaded: ${employees.error.message}` : undefined}
              comboboxProps={{ withinPortal: true }}
              maxDropdownHeight={260}
            />
            <Group justify="flex-end">
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} disabled={picked.length === 0} loading={assign.isPending} onClick={add}>
                {picked.length > 1 ? `Add ${picked.length} employees` : 'Add employee'}
              </Button>
            </Group>
          </Stack>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3} size="h5">
              In this group <Badge variant="light" color="gray.8" ml={4}>{members.data?.length ?? group.memberCount}</Badge>
            </Title>
            {(members.data?.length ?? 0) > 5 && (
              <TextInput size="xs" aria-label="Find a member" placeholder="Find a member" leftSection={<IconSearch size={14} aria-hidden />} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
            )}
          </Group>
          {members.isPending && <Skeleton height={120} />}
          {members.isError && <LoadError what="group's employees" error={members.error} onRetry={() => void members.refetch()} isRetrying={members.isFetching} />}
          {members.data && members.data.length === 0 && (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              No employees yet. Add the employees this group pays: its cutoffs pay its members.
            </Text>
          )}
          {members.data && members.data.length > 0 && shown.length === 0 && (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              No member matches "{filter.trim()}".
            </Text>
          )}
          <Stack gap={6}>
            {shown.map((member) => (
              <MemberRow key={member.employeeId} member={member} onRemove={() => void askRemove(member)} />
            ))}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
