import { Button, Group } from '@mantine/core';
import { IconKey, IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDisplayDateTime } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { StageBadge } from '../../../components/stage-badge';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { SCHOOL_GATE_URLS, useDeviceAction, useLiveGateDevices, type GateDevice } from '../api';
import { DeviceDialog } from '../components/device-dialog';
import { LicenceKeyDialog } from '../components/licence-key-dialog';

/** School > Device: the device licences at each gate, live connection, keys shown once. */
export function DevicesPage() {
  useLiveGateDevices();
  const [editing, setEditing] = useState<{ device: GateDevice | null } | null>(null);
  const [issued, setIssued] = useState<{ name: string; licenceKey: string } | null>(null);
  const act = useDeviceAction();

  const askNewKey = async (device: GateDevice) => {
    const isConfirmed = await confirmAction({ title: 'New licence key', message: `${device.name} stops working until its new key is entered in the reader.`, confirmLabel: 'Issue new key' });
    if (isConfirmed) act.mutate({ id: device.id, action: 'licence-key' }, { onSuccess: (answer) => answer.data?.licenceKey && setIssued({ name: device.name, licenceKey: answer.data.licenceKey }) });
  };
  const askDeactivate = async (device: GateDevice) => {
    const isConfirmed = await confirmAction({ title: 'Deactivate device', message: `Taps from ${device.name} are refused until it is activated again.`, confirmLabel: 'Deactivate' });
    if (isConfirmed) act.mutate({ id: device.id, action: 'deactivate' });
  };
  const askDelete = async (device: GateDevice) => {
    const isConfirmed = await confirmAction({ title: 'Delete device', message: `Delete ${device.name}? Its taps stay in the attendance log; its key stops working.`, confirmLabel: 'Delete', isDanger: true });
    if (isConfirmed) act.mutate({ id: device.id, action: 'delete' });
  };
  const create = () => setEditing({ device: null });

  return (
    <>
      <PageHeader
        title="Devices"
        description="Card readers at the gates. A reader sends taps with its licence key; a push terminal is registered by its serial number."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New device
          </Button>
        }
      />
      <DataTable<GateDevice>
        tableKey="school-device"
        apiUrl={SCHOOL_GATE_URLS.device}
        // A device turns offline by staying silent, which nothing pushes: re-read every 30 s.
        refetchInterval={30_000}
        emptyState={{
          text: 'Add a device for each card reader at a gate; its licence key is shown once when created.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={create}>
              New device
            </Button>
          ),
        }}
        cardTitle="name"
        cardFields={['gate', 'connection', 'isActive']}
        renderCell={{
          gate: (row) => row.gate.name,
          connection: (row) => <StageBadge color={row.connection === 'online' ? 'green' : 'gray'} label={row.connection === 'online' ? 'Online' : 'Offline'} style={{ minWidth: 'max-content' }} />,
          isActive: (row) => <StageBadge color={row.isActive ? 'blue' : 'red'} label={row.isActive ? 'Active' : 'Inactive'} style={{ minWidth: 'max-content' }} />,
          serialNumber: (row) => row.serialNumber ?? '-',
          lastSeenAt: (row) => (row.lastSeenAt ? formatDisplayDateTime(row.lastSeenAt) : 'Never'),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ device: row })} />
            <RowAction label="New licence key" name={row.name} icon={<IconKey size={18} aria-hidden />} onClick={() => void askNewKey(row)} />
            {row.isActive ? (
              <RowAction label="Deactivate" name={row.name} icon={<IconPlayerPause size={18} aria-hidden />} onClick={() => void askDeactivate(row)} />
            ) : (
              <RowAction label="Activate" name={row.name} icon={<IconPlayerPlay size={18} aria-hidden />} onClick={() => act.mutate({ id: row.id, action: 'activate' })} />
            )}
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <DeviceDialog opened={editing !== null} device={editing?.device ?? null} onClose={() => setEditing(null)} onCreated={(name, licenceKey) => setIssued({ name, licenceKey })} />
      <LicenceKeyDialog issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
