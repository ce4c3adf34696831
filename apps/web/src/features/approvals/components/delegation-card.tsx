import { addDays, formatDate, formatDisplayDate } from '@haligi/shared';
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { confirmAction } from '../../../lib/confirm';
import { useAccount } from '../../../lib/session';
import { useCreateDelegation, useDelegations, useEndDelegation, type Delegation } from '../api/delegations-api';
import { delegationPeriod, delegationState, lastDayOf } from '../utils/delegation-period';

const periodText = (d: Delegation) => `${formatDisplayDate(formatDate(d.startsAt))} to ${formatDisplayDate(lastDayOf(d.endsAt))}`;

function DelegationRow({ delegation, isGiven, onEnd, isEnding }: { delegation: Delegation; isGiven: boolean; onEnd: () => void; isEnding: boolean }) {
  const state = delegationState(delegation);
  return (
    <li data-testid="delegation" style={{ borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 'var(--mantine-spacing-xs)' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {isGiven ? `${delegation.to.name} decides for you` : `You decide for ${delegation.from.name}`}
          </Text>
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            {periodText(delegation)}
            {delegation.note ? ` · ${delegation.note}` : ''}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Badge size="sm" variant="outline" color={state === 'ACTIVE' ? 'teal.9' : 'gray.8'}>
            {state === 'ACTIVE' ? 'Active' : 'Upcoming'}
          </Badge>
          {isGiven && (
            <Button size="xs" variant="outline" color="red.9" onClick={onEnd} loading={isEnding} aria-label={`End the delegation to ${delegation.to.name}`}>
              End
            </Button>
          )}
        </Group>
      </Group>
    </li>
  );
}

/**
 * "Delegate my approvals while away": another member decides the caller's steps for a period of
 * whole days (GET/POST/DELETE /approval/delegation); the current and upcoming ones, given and
 * received, with End for one's own.
 */
export function DelegationCard() {
  const account = useAccount();
  const delegations = useDelegations();
  const create = useCreateDelegation();
  const end = useEndDelegation();
  const today = formatDate(new Date());
  const [values, setValues] = useState({ toAccountId: null as number | null, from: today, until: addDays(today, 6), note: '' });
  const [memberError, setMemberError] = useState<string | null>(null);
  const current = (delegations.data ?? []).filter((d) => delegationState(d) !== 'OVER');

  const submit = () => {
    if (values.toAccountId === null) {
      setMemberError('Choose who decides for you');
      return;
    }
    setMemberError(null);
    create.mutate(
      { toAccountId: values.toAccountId, ...delegationPeriod(values.from, values.until), note: values.note.trim() },
      { onSuccess: () => setValues((v) => ({ ...v, toAccountId: null, note: '' })) },
    );
  };
  const endOne = async (delegation: Delegation) => {
    const isSure = await confirmAction({ title: 'End delegation', message: `${delegation.to.name} will no longer decide your approvals.`, confirmLabel: 'End delegation', isDanger: true });
    if (isSure) end.mutate(delegation.id);
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="delegation-title" data-testid="delegation-card">
      <Title order={2} size="h4" id="delegation-title">
        Delegate my approvals while away
      </Title>
      <Text size="sm" c={MUTED_TEXT_COLOR} mb="md">
        The member you choose decides the steps waiting for you during these days, shown in the trail as deciding for you.
      </Text>
      <Stack gap="sm">
        <SelectField
          label="Member"
          apiUrl="/approval/delegate-list"
          isAutoSelect={false}
          value={values.toAccountId}
          onChange={(value) => setValues((v) => ({ ...v, toAccountId: value === null ? null : Number(value) }))}
          error={memberError}
          placeholder="Choose a member"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="From" type="date" value={values.from} onChange={(e) => setValues((v) => ({ ...v, from: e.currentTarget.value }))} />
          <TextInput label="Until" type="date" value={values.until} onChange={(e) => setValues((v) => ({ ...v, until: e.currentTarget.value }))} />
        </SimpleGrid>
        <TextInput label="Note (optional)" value={values.note} maxLength={500} onChange={(e) => setValues((v) => ({ ...v, note: e.currentTarget.value }))} />
        <Group justify="flex-end">
          <Button onClick={submit} loading={create.isPending}>
            Delegate
          </Button>
        </Group>
      </Stack>
      <Title order={3} size="h5" mt="lg" mb="xs">
        Current and upcoming
      </Title>
      {delegations.isPending && <Loader size="sm" role="status" aria-label="Loading delegations" />}
      {delegations.isError && <LoadError what="delegations" error={delegations.error} onRetry={() => void delegations.refetch()} isRetrying={delegations.isFetching} />}
      {delegations.data && current.length === 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No delegation now or ahead.
        </Text>
      )}
      {current.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Delegations">
          {current.map((delegation) => (
            <DelegationRow
              key={delegation.id}
              delegation={delegation}
              isGiven={delegation.from.id === account.id}
              onEnd={() => void endOne(delegation)}
              isEnding={end.isPending && end.variables === delegation.id}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
