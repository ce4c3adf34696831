import { Button, NumberInput, Stack, Textarea } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { EQUIPMENT_URLS, useCreateJobOrder } from '../api/equipment-api';

/** Open Job Order: the unit, the work and its estimate; it goes to approval when saved. */
export function JobOrderDialog({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated?: (id: number) => void }) {
  const [equipmentId, setEquipmentId] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [estimatedCost, setEstimatedCost] = useState<number | string>('');
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ equipment?: string; description?: string }>({});
  const create = useCreateJobOrder();

  useEffect(() => {
    if (opened) {
      setEquipmentId(null);
      setDescription('');
      setEstimatedCost('');
      setWarehouseId(null);
      setErrors({});
    }
  }, [opened]);

  const submit = () => {
    const found = { equipment: equipmentId ? undefined : 'Choose the unit', description: description.trim() ? undefined : 'Describe the work' };
    setErrors(found);
    if (!equipmentId || !description.trim()) return;
    create.mutate(
      { equipmentId, description: description.trim(), estimatedCost: Number(estimatedCost) || 0, warehouseId },
      {
        onSuccess: (answer) => {
          onClose();
          if (answer.data) onCreated?.(answer.data.id);
        },
      },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title="Open Job Order"
      icon={<IconTool size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={create.isPending}>
            Submit for approval
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SelectField label="Equipment" required apiUrl={EQUIPMENT_URLS.equipmentList} isAutoSelect={false} value={equipmentId ?? 0} onChange={(v) => setEquipmentId(v ? Number(v) : null)} error={errors.equipment} />
        <Textarea label="Work to do" required autosize minRows={2} maxLength={2000} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description} placeholder="e.g. Replace the leaking boom hydraulic hose" />
        <NumberInput label="Estimated cost (PHP)" description="The approval steps that apply depend on it." min={0} decimalScale={2} thousandSeparator="," hideControls value={estimatedCost} onChange={setEstimatedCost} />
        <SelectField label="Parts from warehouse" apiUrl={EQUIPMENT_URLS.warehouseList} nullOptionLabel="Decide when issuing" isAutoSelect={false} value={warehouseId ?? 0} onChange={(v) => setWarehouseId(v ? Number(v) : null)} />
      </Stack>
    </DialogShell>
  );
}
