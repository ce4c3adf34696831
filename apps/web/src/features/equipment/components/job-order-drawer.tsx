import { Alert, Button, Drawer, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconClockHour4, IconFileTypePdf, IconPackageExport, IconSend, IconX } from '@tabler/icons-react';
import { formatCurrency, formatDisplayDateTime, formatQuantity, jobOrderOpenForWork, jobOrderCancelable, meterUnit } from '@haligi/shared';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { SelectField } from '../../../components/select-field';
import { ApprovalTrail } from '../../approvals/components/approval-trail';
import { ItemChooser, type ChosenItem } from '../../items';
import { EQUIPMENT_URLS, useDownloadJobOrderPdf, useJobOrder, useJobOrderAction, type JobOrderDetail } from '../api/equipment-api';
import { JobOrderStatusBadge } from './status-badges';

const APPROVAL_NOTE: Record<string, string> = {
  FOR_APPROVAL: 'Waiting for approval by a member who may approve job orders.',
  RETURNED: 'Returned for changes: submit it again when ready.',
  REJECTED: 'Rejected: no parts or labour can be charged to it.',
};

/** One job order: approval state, parts issued from stock, labour, totals and its next steps. */
export function JobOrderDrawer({ jobOrderId, onClose }: { jobOrderId: number | null; onClose: () => void }) {
  const query = useJobOrder(jobOrderId);
  const jo = query.data;
  return (
    <Drawer opened={jobOrderId !== null} onClose={onClose} position="right" size="lg" title={jo ? `${jo.code} · ${jo.equipment.code}` : 'Job order'} styles={{ title: { fontWeight: 700 } }}>
      {query.isError ? (
        <LoadError what="job order" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !jo ? (
        <Stack>
          <Skeleton height={24} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <JobOrderBody jo={jo} />
      )}
    </Drawer>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {label}
      </Text>
      <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Paper>
  );
}

function JobOrderBody({ jo }: { jo: JobOrderDetail }) {
  const isOpen = jobOrderOpenForWork(jo.status);
  const submit = useJobOrderAction('submit');
  const download = useDownloadJobOrderPdf();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <JobOrderStatusBadge status={jo.status} />
          <Button size="xs" variant="light" ml="auto" leftSection={<IconFileTypePdf size={14} aria-hidden />} loading={download.isPending} onClick={() => download.mutate({ id: jo.id, code: jo.code })}>
            PDF
          </Button>
        </Group>
        <Group gap="sm">
          <Text size="sm">
            {jo.equipment.name} · requested by {jo.requestedBy?.name ?? '-'} on {formatDisplayDateTime(jo.createdAt)}
          </Text>
        </Group>
        <Text>{jo.description}</Text>
        {APPROVAL_NOTE[jo.status] && (
          <Alert color={jo.status === 'REJECTED' ? 'red' : 'yellow'} variant="light" p="xs" title={APPROVAL_NOTE[jo.status]} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            {jo.statusReason ? <Text size="sm">Reason: {jo.statusReason}</Text> : null}
            {jo.status === 'RETURNED' && (
              <Button mt="xs" size="xs" leftSection={<IconSend size={14} aria-hidden />} loading={submit.isPending} onClick={() => submit.mutate({ id: jo.id })}>
                Submit again
              </Button>
            )}
          </Alert>
        )}
        {jo.status === 'CANCELED' && jo.statusReason && <Text size="sm">Canceled: {jo.statusReason}</Text>}
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure label="Estimate">{formatCurrency(jo.estimatedCost)}</Figure>
        <Figure label="Parts">{formatCurrency(jo.partsCost)}</Figure>
        <Figure label="Labour">{formatCurrency(jo.laborCost)}</Figure>
        <Figure label="Total">{formatCurrency(jo.total)}</Figure>
      </SimpleGrid>

      <section aria-labelledby="jo-parts">
        <Title order={4} id="jo-parts" mb="xs">
          Parts issued
        </Title>
        {jo.partsIssued.length === 0 ? (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            No parts issued yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped aria-label="Parts issued">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Quantity</Table.Th>
                  <Table.Th>Cost</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jo.partsIssued.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.itemName}</Table.Td>
                    <Table.Td>
                      {formatQuantity(p.quantity)} {p.uom}
                    </Table.Td>
                    <Table.Td>{formatCurrency(p.cost)}</Table.Td>
                    <Table.Td>{p.receiptCode}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {isOpen && <IssuePartsForm jo={jo} />}
      </section>

      <section aria-labelledby="jo-labor">
        <Title order={4} id="jo-labor" mb="xs">
          Labour
        </Title>
        {jo.labor.length === 0 ? (
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            No labour recorded yet.
          </Text>
        ) : (
          <Stack gap={4}>
            {jo.labor.map((l) => (
              <Group key={l.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {l.description} · {formatQuantity(l.hours)} h × {formatCurrency(l.rate)}
                </Text>
                <Text size="sm" fw={500}>
                  {formatCurrency(l.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {isOpen && <LaborForm jo={jo} />}
      </section>

      <ApprovalTrail documentType="JOB_ORDER" documentId={jo.id} />

      {(isOpen || jobOrderCancelable(jo.status)) && <FinishForms jo={jo} />}
    </Stack>
  );
}

function IssuePartsForm({ jo }: { jo: JobOrderDetail }) {
  const [warehouseId, setWarehouseId] = useState<number | null>(jo.warehouse?.id ?? null);
  const [item, setItem] = useState<ChosenItem | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [errors, setErrors] = useState<{ warehouse?: string; item?: string; quantity?: string }>({});
  const issue = useJobOrderAction<{ warehouseId: number; lines: { itemId: number; quantity: number }[] }>('issue-parts');
  const submit = () => {
    const found = { warehouse: warehouseId ? undefined : 'Choose the warehouse', item: item ? undefined : 'Choose the part', quantity: Number(quantity) > 0 ? undefined : 'Enter a quantity above 0' };
    setErrors(found);
    if (!warehouseId || !item || !(Number(quantity) > 0)) return;
    issue.mutate({ id: jo.id, body: { warehouseId, lines: [{ itemId: item.id, quantity: Number(quantity) }] } }, { onSuccess: () => { setItem(null); setQuantity(''); } });
  };
  return (
    <Paper withBorder p="sm" mt="sm" radius="sm">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Issue a part from stock
        </Text>
        <SelectField label="From warehouse" required apiUrl={EQUIPMENT_URLS.warehouseList} isAutoSelect={false} value={warehouseId ?? 0} onChange={(v) => setWarehouseId(v ? Number(v) : null)} error={errors.warehouse} />
        <Group align="flex-start" gap="xs" wrap="wrap">
          <div style={{ flex: '1 1 220px' }}>
            <ItemChooser label="Part" required publishedOnly value={item} onChange={setItem} error={errors.item} />
          </div>
          <NumberInput label="Quantity" required min={0} decimalScale={4} thousandSeparator="," hideControls value={quantity} onChange={setQuantity} error={errors.quantity} w={120} />
        </Group>
        <Group justify="flex-end">
          <Button leftSection={<IconPackageExport size={16} aria-hidden />} onClick={submit} loading={issue.isPending}>
            Issue part
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LaborForm({ jo }: { jo: JobOrderDetail }) {
  const [description, setDescription] = useState('');
  const [hours, setHours] = useState<number | string>('');
  const [rate, setRate] = useState<number | string>('');
  const [errors, setErrors] = useState<{ description?: string; hours?: string; rate?: string }>({});
  const add = useJobOrderAction<{ description: string; hours: number; rate: number }>('labor');
  const submit = () => {
    const found = {
      description: description.trim() ? undefined : 'Who or what work',
      hours: Number(hours) > 0 ? undefined : 'Enter hours above 0',
      rate: rate !== '' && Number(rate) >= 0 ? undefined : 'Enter the hourly rate',
    };
    setErrors(found);
    if (found.description || found.hours || found.rate) return;
    add.mutate({ id: jo.id, body: { description: description.trim(), hours: Number(hours), rate: Number(rate) } }, { onSuccess: () => { setDescription(''); setHours(''); setRate(''); } });
  };
  return (
    <Paper withBorder p="sm" mt="sm" radius="sm">
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput label="Labour" required maxLength={500} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} placeholder="e.g. Mechanic" style={{ flex: '1 1 180px' }} />
        <NumberInput label="Hours" required min={0} decimalScale={2} hideControls value={hours} onChange={setHours} error={errors.hours} w={90} />
        <NumberInput label="Rate (PHP/h)" required min={0} decimalScale={2} thousandSeparator="," hideControls value={rate} onChange={setRate} error={errors.rate} w={120} />
      </Group>
      <Group justify="flex-end" mt="xs">
        <Button variant="light" leftSection={<IconClockHour4 size={16} aria-hidden />} onClick={submit} loading={add.isPending}>
          Add labour
        </Button>
      </Group>
    </Paper>
  );
}

function FinishForms({ jo }: { jo: JobOrderDetail }) {
  const [reading, setReading] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const complete = useJobOrderAction<{ meterReading?: number }>('complete');
  const cancel = useJobOrderAction<{ reason: string }>('cancel');
  const unit = meterUnit(jo.equipment.meterType);
  return (
    <section aria-labelledby="jo-finish">
      <Title order={4} id="jo-finish" mb="xs">
        Finish
      </Title>
      <Stack gap="sm">
        {jobOrderOpenForWork(jo.status) && (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <NumberInput
              label={`Meter at completion (${unit})`}
              description={`Now ${formatQuantity(jo.equipment.meterReading)} ${unit}; optional`}
              min={0}
              decimalScale={4}
              thousandSeparator=","
              hideControls
              value={reading}
              onChange={setReading}
              w={220}
            />
            <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} loading={complete.isPending} onClick={() => complete.mutate({ id: jo.id, body: reading === '' ? {} : { meterReading: Number(reading) } })}>
              Complete job order
            </Button>
          </Group>
        )}
        {jobOrderCancelable(jo.status) && (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput label="Reason to cancel" maxLength={2000} value={reason} onChange={(e) => { setReason(e.currentTarget.value); setReasonError(undefined); }} error={reasonError} style={{ flex: '1 1 220px' }} />
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconX size={16} aria-hidden />}
              loading={cancel.isPending}
              onClick={() => (reason.trim() ? cancel.mutate({ id: jo.id, body: { reason: reason.trim() } }) : setReasonError('A reason is required'))}
            >
              Cancel job order
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}
