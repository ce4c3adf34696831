import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../../components/dialog-shell';
import { SelectField } from '../../../../components/select-field';
import { TIMEKEEPING_URLS, useSaveDevice, type Device } from '../api/timekeeping-api';

export interface DeviceDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The device to edit, or null to register one. */
  device: Device | null;
  /** A pending serial being accepted. */
  serialNumber?: string;
}

/** Register a terminal or kiosk by serial (or accept one asking to connect), or rename / move one. */
export function DeviceDialog({ opened, onClose, device, serialNumber = '' }: DeviceDialogProps) {
  const save = useSaveDevice();
  const [serial, setSerial] = useState('');
  const [name, setName] = useState('');
  const [branchId, setBranchId] = useState<number | null>(null);
  const [kind, setKind] = useState<'TERMINAL' | 'KIOSK'>('TERMINAL');
  const [errors, setErrors] = useState<{ serialNumber?: string; name?: string }>({});

  useEffect(() => {
    if (!opened) return;
    setSerial(device?.serialNumber ?? serialNumber);
    setName(device?.name ?? '');
    setBranchId(device?.branch?.id ?? null);
    setKind(device?.kind ?? 'TERMINAL');
    setErrors({});
  }, [opened, device, serialNumber]);

  const submit = () => {
    const next = { serialNumber: serial.trim() ? undefined : 'Serial number is required', name: name.trim() ? undefined : 'Name is required' };
    setErrors(next);
    if (next.serialNumber || next.name) return;
    save.mutate(device ? { id: device.id, name: name.trim(), branchId } : { serialNumber: serial.trim(), name: name.trim(), branchId, kind }, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={device ? 'Edit Device' : serialNumber ? 'Accept Device' : 'Register Device'}
      icon={<IconDeviceDesktop size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {device ? 'Update Device' : 'Save Device'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {!device && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="device-kind-label">
              Kind
            </Text>
            <SegmentedControl
              aria-labelledby="device-kind-label"
              data={[
                { value: 'TERMINAL', label: 'Biometric terminal' },
                { value: 'KIOSK', label: 'Phone kiosk' },
              ]}
              value={kind}
              onChange={(value) => setKind(value as 'TERMINAL' | 'KIOSK')}
            />
          </Stack>
        )}
        <TextInput
          label="Serial number"
          required
          maxLength={64}
          value={serial}
          disabled={!!device || !!serialNumber}
          onChange={(e) => setSerial(e.currentTarget.value)}
          error={errors.serialNumber}
          description={device ? 'The serial is the device itself: register a new device to change it.' : kind === 'KIOSK' ? 'Any name for the phone, e.g. KIOSK-RIZAL-1' : 'As shown on the terminal: Menu > System Info > Device Info'}
          data-autofocus
        />
        <TextInput label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} placeholder="e.g. Rizal Tower main gate" />
        <SelectField label="Branch" apiUrl={TIMEKEEPING_URLS.branchList} isAutoSelect={false} nullOptionLabel="No branch" value={branchId ?? 0} onChange={(v) => setBranchId(v ? Number(v) : null)} />
      </Stack>
    </DialogShell>
  );
}
