import { Button, Code, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconListDetails } from '@tabler/icons-react';
import { DATE_FORMAT, formatDisplayDateTime, type AuditChange } from '@haligi/shared';
import { useMemo, useState } from 'react';
import { DataTable, StatusBadge } from '../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../components/dialog-shell';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { AUDIT_LOG_URL, useAuditEntry, type AuditRow } from './api';

/** On a phone an entry's card is titled by its action, then who, the record and when. */
const AUDIT_CARD_FIELDS = ['who', 'entity', 'createdAt'] as const;

const dayOf = (value: Date | string | null) => {
  if (!value) return '';
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
};

/** Developer > Audit log: who did what to which company and record, newest first. */
export function AuditLogPage() {
  const [from, setFrom] = useState<string>('');
  const [to, setTo] = useState<string>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const fixedFilters = useMemo(
    () => [...(from ? [{ key: 'from', value: from }] : []), ...(to ? [{ key: 'to', value: to }] : [])],
    [from, to],
  );
  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Who did what to which company and record, and when; an impersonated action reads by X as Y. The log is append-only."
      />
      <Group gap="sm" mb="xs" align="flex-end" wrap="wrap">
        <DateInput w={{ base: '100%', xs: 180 }} label="From" valueFormat={DATE_FORMAT} placeholder={DATE_FORMAT} clearable value={from || null} onChange={(value) => setFrom(dayOf(value))} />
        <DateInput w={{ base: '100%', xs: 180 }} label="To" valueFormat={DATE_FORMAT} placeholder={DATE_FORMAT} clearable value={to || null} onChange={(value) => setTo(dayOf(value))} />
      </Group>
      <DataTable<AuditRow>
        tableKey="audit-log"
        apiUrl={AUDIT_LOG_URL}
        fixedFilters={fixedFilters}
        cardTitle="action"
        cardFields={AUDIT_CARD_FIELDS}
        emptyState={{ text: 'No audited actions yet. Developer actions, impersonation and reads of the database viewer appear here.' }}
        renderCell={{
          entity: (row) => (
            <Text span size="sm">
              {row.entity}
              {row.entityId ? ` ${row.entityId}` : ''}
            </Text>
          ),
          action: (row) => (
            <Code fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.action}
            </Code>
          ),
        }}
        renderActions={(row) => (
          <Button size="compact-sm" variant="default" leftSection={<IconListDetails size={14} aria-hidden />} aria-label={`Details of entry ${row.id}`} onClick={() => setOpenId(row.id)}>
            Details
          </Button>
        )}
      />
      <AuditEntryDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

const valueText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

function ChangeKind({ kind }: { kind: AuditChange['kind'] }) {
  return <StatusBadge value={kind} tone={kind === 'added' ? 'green' : kind === 'removed' ? 'red' : 'blue'} />;
}

function AuditEntryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const entry = useAuditEntry(id);
  return (
    <DialogShell opened={id !== null} onClose={onClose} title={`Audit entry ${id ?? ''}`} size="lg" isDirty={false} submitActions={<DialogCancelButton>Close</DialogCancelButton>}>
      {entry.isError ? (
        <LoadError what="audit entry" error={entry.error} onRetry={() => void entry.refetch()} isRetrying={entry.isFetching} />
      ) : !entry.data ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading...</Text>
        </Group>
      ) : (
        <Stack gap="sm">
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>When</Table.Th>
                <Table.Td>{formatDisplayDateTime(entry.data.createdAt)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Who</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {entry.data.who}
                  {entry.data.actorEmail ? ` (${entry.data.actorEmail}${entry.data.actingAsEmail ? ` as ${entry.data.actingAsEmail}` : ''})` : ''}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Action</Table.Th>
                <Table.Td>
                  <Code>{entry.data.action}</Code>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Record</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {entry.data.entity} {entry.data.entityId ?? ''}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Td>{entry.data.companyName ?? 'Installation-wide'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Address</Table.Th>
                <Table.Td>{entry.data.ip || '-'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text fw={700} size="sm">
            Changes
          </Text>
          {entry.data.changes.length === 0 ? (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              No record before or after: this action changed nothing it records.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={420} type="native">
              <Table withTableBorder striped aria-label="Changes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Field</Table.Th>
                    <Table.Th scope="col">Change</Table.Th>
                    <Table.Th scope="col">Before</Table.Th>
                    <Table.Th scope="col">After</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entry.data.changes.map((change) => (
                    <Table.Tr key={`${change.path}-${change.kind}`}>
                      <Table.Td>
                        <Code>{change.path || '(value)'}</Code>
                      </Table.Td>
                      <Table.Td>
                        <ChangeKind kind={change.kind} />
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Text span size="sm" ff="monospace">
                          {valueText(change.before)}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Text span size="sm" ff="monospace">
                          {valueText(change.after)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </DialogShell>
  );
}
