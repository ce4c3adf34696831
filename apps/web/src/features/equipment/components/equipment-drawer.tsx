import { ActionIcon, Button, Drawer, Group, NumberInput, Skeleton, Stack, Table, Text, TextInput, Timeline, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconGauge, IconPlus, IconTrash } from '@tabler/icons-react';
import { EQUIPMENT_EVENT_LIST, formatCurrency, formatDisplayDateTime, formatQuantity, meterUnit } from '@haligi/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { ItemChooser, type ChosenItem } from '../../items';
import { useAddPart, useEquipment, useRecordMeter, useRemovePart } from '../api/equipment-api';
import { EquipmentStatusBadge, JobOrderStatusBadge } from './status-badges';

const eventLabel = (kind: string) => EQUIPMENT_EVENT_LIST.find((e) => e.key === kind)?.label ?? kind;

/** A unit at a glance: its place, meter (record a reading), spare parts, job orders and history. */
export function EquipmentDrawer({ unitId, onClose }: { unitId: number | null; onClose: () => void }) {
  const unit = useEquipment(unitId);
  const data = unit.data;
  return (
    <Drawer opened={unitId !== null} onClose={onClose} position="right" size="lg" title={data ? `${data.code} · ${data.name}` : 'Equipment'} styles={{ title: { fontWeight: 700 } }}>
      {unit.isError ? (
        <LoadError what="equipment" error={unit.error} onRetry={() => void unit.refetch()} isRetrying={unit.isFetching} />
      ) : !data ? (
        <Stack>
          <Skeleton height={24} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Group gap="sm" wrap="wrap">
            <EquipmentStatusBadge status={data.status} />
            <Text size="sm">{data.type || 'No type'}</Text>
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              {data.project ? `Project: ${data.project.name}` : data.warehouse ? `Warehouse: ${data.warehouse.name}` : 'Not assigned'}
            </Text>
          </Group>
          <MeterForm unitId={data.id} current={data.meterReading} unit={meterUnit(data.meterType)} />
          <PartsSection unitId={data.id} parts={data.parts} />
          <section aria-labelledby="unit-job-orders">
            <Title order={4} id="unit-job-orders" mb="xs">
              Job orders
            </Title>
            {data.jobOrders.length === 0 ? (
              <Text size="sm" c={MUTED_TEXT_COLOR}>
                No job orders yet. Open one on Assets › Equipment › Job orders.
              </Text>
            ) : (
              <Stack gap={6}>
                {data.jobOrders.map((jo) => (
                  <Group key={jo.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" style={{ minWidth: 0 }} truncate>
                      <strong>{jo.code}</strong> {jo.description}
                    </Text>
                    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                      <Text size="sm">{formatCurrency(jo.total)}</Text>
                      <JobOrderStatusBadge status={jo.status} />
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </section>
          <section aria-labelledby="unit-history">
            <Title order={4} id="unit-history" mb="xs">
              History
            </Title>
            <Timeline bulletSize={14} lineWidth={2} data-testid="equipment-history">
              {data.history.map((event) => (
                <Timeline.Item key={event.id} title={eventLabel(event.kind)}>
                  <Text size="sm">{event.note}</Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {formatDisplayDateTime(event.createdAt)}
                    {event.by ? ` · ${event.by.name}` : ''}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </section>
        </Stack>
      )}
    </Drawer>
  );
}

function MeterForm({ unitId, current, unit }: { unitId: number; current: string; unit: string }) {
  const [reading, setReading] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const record = useRecordMeter();
  const submit = () => {
    if (reading === '' || Number(reading) < Number(current)) {
      setError(`Enter a reading of at least ${formatQuantity(current)}`);
      return;
    }
    setError(undefined);
    record.mutate({ id: unitId, reading: Number(reading), note: note.trim() }, { onSuccess: () => { setReading(''); setNote(''); } });
  };
  return (
    <section aria-labelledby="unit-meter">
      <Title order={4} id="unit-meter" mb="xs">
        Meter: {formatQuantity(current)} {unit}
      </Title>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput label={`New reading (${unit})`} min={0} decimalScale={4} thousandSeparator="," hideControls value={reading} onChange={setReading} error={error} w={160} />
        <TextInput label="Note" maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} w={200} />
        <Button leftSection={<IconGauge size={16} aria-hidden />} onClick={submit} loading={record.isPending}>
          Record reading
        </Button>
      </Group>
    </section>
  );
}

function PartsSection({ unitId, parts }: { unitId: number; parts: { itemId: number; name: string; sku: string; uom: string; stock: string; note: string }[] }) {
  const [item, setItem] = useState<ChosenItem | null>(null);
  const add = useAddPart();
  const remove = useRemovePart();
  return (
    <section aria-labelledby="unit-parts">
      <Title order={4} id="unit-parts" mb="xs">
        Spare parts
      </Title>
      {parts.length === 0 ? (
        <Text size="sm" c={MUTED_TEXT_COLOR} mb="xs">
          No spare parts linked. Link the stock items this unit uses.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label="Spare parts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>In stock</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parts.map((part) => (
                <Table.Tr key={part.itemId}>
                  <Table.Td>
                    {part.name} <Text span size="xs" c={MUTED_TEXT_COLOR}>({part.sku})</Text>
                  </Table.Td>
                  <Table.Td>
                    {formatQuantity(part.stock)} {part.uom}
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label="Unlink">
                      <ActionIcon variant="subtle" color="red.9" aria-label={`Unlink ${part.name}`} onClick={() => remove.mutate({ equipmentId: unitId, itemId: part.itemId })}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <div style={{ flex: '1 1 220px' }}>
          <ItemChooser label="Link a stock item" publishedOnly value={item} onChange={setItem} />
        </div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!item}
          loading={add.isPending}
          onClick={() => item && add.mutate({ equipmentId: unitId, itemId: item.id, note: '' }, { onSuccess: () => setItem(null) })}
        >
          Link part
        </Button>
      </Group>
    </section>
  );
}
