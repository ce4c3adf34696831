import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconPencil, IconPlugConnected, IconPlus, IconTrash } from '@tabler/icons-react';
import { DEVICE_CONNECTION, formatDisplayDateTime } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../../components/data-table';
import { LoadError } from '../../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../../components/page-header';
import { confirmAction } from '../../../../lib/confirm';
import { RowAction } from '../../../inventory/components/row-actions';
import { TIMEKEEPING_URLS, useDeleteDevice, useIssueKioskKey, useLiveDevices, usePendingDevices, type Device } from '../api/timekeeping-api';
import { DeviceDialog } from '../components/device-dialog';
import { KioskKeyDialog } from '../components/kiosk-key-dialog';
import { StageBadge } from '../../../../components/stage-badge';

const CONNECTION_COLOR = Object.fromEntries(DEVICE_CONNECTION.list.map((c) => [c.key, c.color]));

function PendingDevices({ onAccept }: { onAccept: (serial: string) => void }) {
  const pending = usePendingDevices();
  if (pending.isError) return <LoadError what="devices asking to connect" error={pending.error} onRetry={() => void pending.refetch()} isRetrying={pending.isFetching} />;
  if (!pending.data?.length) return null;
  return (
    <Card withBorder padding="sm" mb="md" aria-labelledby="pending-devices-title">
      <Title order={2} size="h5" id="pending-devices-title" mb={4}>
        Unknown devices asking to connect
      </Title>
      <Text size="sm" c={MUTED_TEXT_COLOR} mb="xs">
        These terminals point at this server but are not registered; their punches are refused until you accept them.
      </Text>
      <Stack gap="xs">
        {pending.data.map((request) => (
          <Group key={request.serialNumber} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {request.serialNumber}
              </Text>
              <Text size="xs" c={MUTED_TEXT_COLOR}>
                Last knocked {formatDisplayDateTime(request.lastSeenAt)} · {request.hits.toLocaleString('en-US')} {request.hits === 1 ? 'time' : 'times'}
              </Text>
            </div>
            <Button size="xs" leftSection={<IconPlugConnected size={14} aria-hidden />} onClick={() => onAccept(request.serialNumber)} aria-label={`Accept ${request.serialNumber}`}>
              Accept
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Manpower > Time Keeping Device: the terminals and kiosks, live connection, unknown devices to accept. */
export function DevicesPage() {
  useLiveDevices();
  const [editing, setEditing] = useState<{ device: Device | null; serialNumber?: string } | null>(null);
  const [setupPath, setSetupPath] = useState<string | null>(null);
  const remove = useDeleteDevice();
  const issueKey = useIssueKioskKey();

  const askDelete = async (device: Device) => {
    const isConfirmed = await confirmAction({
      title: 'Delete device',
      message: `Delete ${device.name} (${device.serialNumber})? Its punches stay on record; the device is refused from now on.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(device.id);
  };
  const askKey = async (device: Device) => {
    if (device.hasKioskKey) {
      const isConfirmed = await confirmAction({ title: 'New kiosk key', message: `The phone set up as ${device.name} stops working until it is set up with the new key.`, confirmLabel: 'Issue new key' });
      if (!isConfirmed) return;
    }
    issueKey.mutate(device.id, { onSuccess: (answer) => setSetupPath(answer.data?.setupPath ?? null) });
  };
  const register = () => setEditing({ device: null });

  return (
    <>
      <PageHeader
        title="Time Keeping Devices"
        description="Biometric terminals push punches to this server (set its address as the terminal's cloud server); phones can be kiosks."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={register}>
            Register device
          </Button>
        }
      />
      <PendingDevices onAccept={(serialNumber) => setEditing({ device: null, serialNumber })} />
      <DataTable<Device>
        tableKey="timekeeping-device"
        apiUrl={TIMEKEEPING_URLS.device}
        // Connection ages without any push: re-read every 30 s.
        refetchInterval={30_000}
        emptyState={{
          text: 'Register your biometric terminals by serial number, or a phone as a kiosk, to receive punches.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={register}>
              Register device
            </Button>
          ),
        }}
        cardTitle="name"
        cardFields={['serialNumber', 'connection', 'lastSeenAt']}
        renderCell={{
          connection: (row) => (
            <StageBadge color={CONNECTION_COLOR[row.connection] ?? 'gray'} label={DEVICE_CONNECTION.label[row.connection]} style={{ minWidth: 'max-content' }} />
          ),
          lastSeenAt: (row) => (row.lastSeenAt ? formatDisplayDateTime(row.lastSeenAt) : 'Never'),
          branch: (row) => row.branch?.name ?? '-',
          kind: (row) => (row.kind === 'KIOSK' ? 'Phone kiosk' : 'Terminal'),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            {row.kind === 'KIOSK' && <RowAction label="Set up kiosk phone" name={row.name} icon={<IconDeviceMobile size={18} aria-hidden />} onClick={() => void askKey(row)} />}
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ device: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <DeviceDialog opened={editing !== null} device={editing?.device ?? null} serialNumber={editing?.serialNumber} onClose={() => setEditing(null)} />
      <KioskKeyDialog setupPath={setupPath} onClose={() => setSetupPath(null)} />
    </>
  );
}
