import { ActionIcon, Anchor, Badge, Button, Drawer, FileButton, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { EMPLOYMENT_STATUS, formatCurrency, formatDisplayDate, formatGovernmentNumber, manilaDate, RATE_TYPE } from '@haligi/shared';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { StageBadge } from '../../../components/stage-badge';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { useAddDocument, useAddRate, useEmployee, useRemoveDocument, type EmployeeDetail } from './hris-api';

const rateLabel = (key: string) => RATE_TYPE.label[key as keyof typeof RATE_TYPE.label] ?? key;

export function EmploymentStatusBadge({ status }: { status: string }) {
  const found = EMPLOYMENT_STATUS.list.find((s) => s.key === status);
  return (
    <StageBadge label={found?.label ?? status} color={found?.color ?? 'gray'} style={{ flexShrink: 0 }} miw="max-content" data-status={status} />
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text size="sm">{children || '-'}</Text>
    </div>
  );
}

/** The 201 file at a glance: personal data, numbers, employment, pay with its history, bank, documents. */
export function EmployeeDrawer({ employeeId, onClose }: { employeeId: number | null; onClose: () => void }) {
  const query = useEmployee(employeeId);
  const data = query.data;
  return (
    <Drawer opened={employeeId !== null} onClose={onClose} position="right" size="lg" title={data ? `${data.employeeNo} · ${data.name}` : 'Employee'} styles={{ title: { fontWeight: 700 } }}>
      {query.isError ? (
        <LoadError what="employee" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !data ? (
        <Stack>
          <Skeleton height={24} />
          <Skeleton height={160} />
        </Stack>
      ) : (
        <EmployeeDetailView employee={data} />
      )}
    </Drawer>
  );
}

function EmployeeDetailView({ employee: e }: { employee: EmployeeDetail }) {
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <EmploymentStatusBadge status={e.employmentStatus} />
        <Text size="sm">{e.position || 'No position'}</Text>
      </Group>
      <section aria-labelledby="emp-personal">
        <Title id="emp-personal" order={3} size="h5" mb="xs">
          Personal data
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label="Birth date">{formatDisplayDate(e.birthDate)}</Field>
          <Field label="Gender">{e.gender ?? ''}</Field>
          <Field label="Civil status">{e.civilStatus ?? ''}</Field>
          <Field label="Mobile">{e.mobile}</Field>
          <Field label="Email">{e.email}</Field>
          <Field label="Address">{e.address}</Field>
        </SimpleGrid>
      </section>
      <section aria-labelledby="emp-gov">
        <Title id="emp-gov" order={3} size="h5" mb="xs">
          Government numbers
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label="SSS">{formatGovernmentNumber('sss', e.sssNo)}</Field>
          <Field label="PhilHealth">{formatGovernmentNumber('philhealth', e.philhealthNo)}</Field>
          <Field label="Pag-IBIG MID">{formatGovernmentNumber('pagibig', e.pagibigNo)}</Field>
          <Field label="TIN">{formatGovernmentNumber('tin', e.tin)}</Field>
        </SimpleGrid>
      </section>
      <section aria-labelledby="emp-employment">
        <Title id="emp-employment" order={3} size="h5" mb="xs">
          Employment
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label="Hired">{formatDisplayDate(e.hiredAt)}</Field>
          <Field label="Regularized">{formatDisplayDate(e.regularizedAt)}</Field>
          <Field label="Separated">{formatDisplayDate(e.separatedAt)}</Field>
          <Field label="Branch">{e.branch?.name ?? ''}</Field>
          <Field label="Department">{e.department?.name ?? ''}</Field>
          <Field label="Team">{e.team ? `${e.team.name}${e.team.isLeader ? ' (leader)' : ''}` : ''}</Field>
          <Field label="Biometric ID">{e.biometricId ?? ''}</Field>
          <Field label="User account">{e.account ? `${e.account.name} (${e.account.email})` : ''}</Field>
          <Field label="Bank">{[e.bankName, e.bankAccountNo].filter(Boolean).join(' · ')}</Field>
        </SimpleGrid>
      </section>
      <RateSection employee={e} />
      <DocumentSection employee={e} />
    </Stack>
  );
}

function RateSection({ employee: e }: { employee: EmployeeDetail }) {
  const add = useAddRate();
  const [isAdding, setIsAdding] = useState(false);
  const [rateType, setRateType] = useState(e.rateType);
  const [rate, setRate] = useState<number | string>(Number(e.rate));
  const [effectiveFrom, setEffectiveFrom] = useState(manilaDate(new Date()));
  const [note, setNote] = useState('');
  const submit = () =>
    add.mutate({ id: e.id, rateType, rate: Number(rate) || 0, effectiveFrom, note: note.trim() }, { onSuccess: () => { setIsAdding(false); setNote(''); } });
  return (
    <section aria-labelledby="emp-pay">
      <Group justify="space-between" mb="xs">
        <Title id="emp-pay" order={3} size="h5">
          Pay: {formatCurrency(e.rate)} {rateLabel(e.rateType).toLowerCase()}
        </Title>
        {!isAdding && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setIsAdding(true)}>
            Change rate
          </Button>
        )}
      </Group>
      {isAdding && (
        <Stack gap="xs" mb="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Select label="Rate type" data={RATE_TYPE.list.map((s) => ({ value: s.key, label: s.label }))} value={rateType} onChange={(v) => setRateType(v ?? 'DAILY')} allowDeselect={false} />
            <NumberInput label="New rate (PHP)" min={0} decimalScale={2} thousandSeparator="," hideControls value={rate} onChange={setRate} />
            <TextInput label="Effective from" type="date" value={effectiveFrom} onChange={(ev) => setEffectiveFrom(ev.currentTarget.value)} />
          </SimpleGrid>
          <TextInput label="Note" maxLength={500} value={note} onChange={(ev) => setNote(ev.currentTarget.value)} placeholder="e.g. Regularization" />
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setIsAdding(false)}>
              Cancel
            </Button>
            <Button size="xs" onClick={submit} loading={add.isPending} disabled={!effectiveFrom}>
              Save rate
            </Button>
          </Group>
        </Stack>
      )}
      <Table.ScrollContainer minWidth={360} type="native">
        <Table striped verticalSpacing={4} aria-label="Rate history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Effective</Table.Th>
              <Table.Th scope="col">Rate</Table.Th>
              <Table.Th scope="col">Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.rates.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDisplayDate(r.effectiveFrom)} {r.isCurrent && <StageBadge size="xs" label="Current" color="green" />}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatCurrency(r.rate)} {rateLabel(r.rateType).toLowerCase()}
                </Table.Td>
                <Table.Td>{r.note || '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

function DocumentSection({ employee: e }: { employee: EmployeeDetail }) {
  const add = useAddDocument();
  const remove = useRemoveDocument();
  const [title, setTitle] = useState('');
  const askRemove = async (documentId: number, name: string) => {
    if (await confirmAction({ title: 'Remove document', message: `Remove ${name} from the 201 file?`, confirmLabel: 'Remove', isDanger: true })) remove.mutate({ id: e.id, documentId });
  };
  return (
    <section aria-labelledby="emp-docs">
      <Title id="emp-docs" order={3} size="h5" mb="xs">
        Documents
      </Title>
      <Group gap="xs" align="flex-end" mb="xs">
        <TextInput label="Document title" placeholder="e.g. Employment contract" value={title} onChange={(ev) => setTitle(ev.currentTarget.value)} style={{ flex: 1, minWidth: 160 }} maxLength={200} />
        <FileButton onChange={(file) => file && add.mutate({ id: e.id, file, title: title.trim() || file.name }, { onSuccess: () => setTitle('') })}>
          {(props) => (
            <Button {...props} variant="light" loading={add.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
              Upload
            </Button>
          )}
        </FileButton>
      </Group>
      {e.documents.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No documents yet: upload contracts, IDs and clearances here.
        </Text>
      ) : (
        <Stack gap={4}>
          {e.documents.map((d) => (
            <Group key={d.id} justify="space-between" wrap="nowrap">
              <Anchor href={d.signedUrl} target="_blank" rel="noopener" size="sm">
                {d.title}
              </Anchor>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  {formatDisplayDate(d.createdAt)}
                </Text>
                <Tooltip label="Remove">
                  <ActionIcon variant="subtle" color="red.9" aria-label={`Remove ${d.title}`} onClick={() => void askRemove(d.id, d.title)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </section>
  );
}
