import { Button, Stack, TextInput } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { SCHOOL_GATE_URLS, useSaveDevice, type GateDevice } from '../api';

/** Create a device licence at a gate, or change its name, gate or push serial. */
export function DeviceDialog({ opened, device, onClose, onCreated }: { opened: boolean; device: GateDevice | null; onClose: () => void; onCreated: (name: string, licenceKey: string) => void }) {
  const save = useSaveDevice();
  const [name, setName] = useState('');
  const [gateId, setGateId] = useState<number | null>(null);
  const [serial, setSerial] = useState('');
  const [errors, setErrors] = useState<{ name?: string; gateId?: string; serial?: string }>({});

  useEffect(() => {
    if (!opened) return;
    setName(device?.name ?? '');
    setGateId(device?.gate.id ?? null);
    setSerial(device?.serialNumber ?? '');
    setErrors({});
  }, [opened, device]);

  const submit = () => {
    const next = {
      name: name.trim() ? undefined : 'Name is required',
      gateId: gateId ? undefined : 'Gate is required',
      serial: !serial.trim() || /^[A-Za-z0-9_-]{1,64}$/.test(serial.trim()) ? undefined : 'Letters, digits, dashes or underscores only',
    };
    setErrors(next);
    if (next.name || next.gateId || next.serial) return;
    const body = { name: name.trim(), gateId: gateId!, serialNumber: serial.trim() || null };
    save.mutate(device ? { id: device.id, ...body } : body, {
      onSuccess: (answer) => {
        onClose();
        const key = (answer.data as { licenceKey?: string } | undefined)?.licenceKey;
        if (!device && key) onCreated(body.name, key);
      },
    });
  };

  const isDirty = name.trim() !== (device?.name ?? '') || gateId !== (device?.gate.id ?? null) || serial.trim() !== (device?.serialNumber ?? '');
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      isDirty={isDirty}
      title={device ? 'Edit Device' : 'New Device'}
      icon={<IconDeviceDesktop size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {device ? 'Save Device' : 'Create Device'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} placeholder="e.g. Main Gate reader 1" data-autofocus />
        <SelectField label="Gate" required apiUrl={SCHOOL_GATE_URLS.gateList} isAutoSelect={false} value={gateId} onChange={(v) => setGateId(v ? Number(v) : null)} error={errors.gateId} />
        <TextInput
          label="Push serial number"
          maxLength={64}
          value={serial}
          onChange={(e) => setSerial(e.currentTarget.value)}
          error={errors.serial}
          description="Only for a terminal that pushes punches (ZKTeco cloud server): its serial from Menu > System Info. Leave empty for an HTTP reader using the licence key."
        />
      </Stack>
    </DialogShell>
  );
}
