import { Button, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBulldozer } from '@tabler/icons-react';
import { EQUIPMENT_METER_TYPE_LIST, EQUIPMENT_STATUS_LIST } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { EQUIPMENT_URLS, useSaveEquipment, type Equipment, type EquipmentBody } from '../api/equipment-api';

export interface EquipmentDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The unit to edit; null registers one. */
  unit: Equipment | null;
}

type Place = 'NONE' | 'PROJECT' | 'WAREHOUSE';
interface FormValues {
  code: string;
  name: string;
  type: string;
  status: string;
  place: Place;
  projectId: number | null;
  warehouseId: number | null;
  meterType: string;
  meterReading: number | string;
  plateNumber: string;
  serialNumber: string;
  acquisitionCost: number | string;
}
type Errors = Partial<Record<keyof FormValues, string>>;

const toForm = (unit: Equipment | null): FormValues => ({
  code: unit?.code ?? '',
  name: unit?.name ?? '',
  type: unit?.type ?? '',
  status: unit?.status ?? 'AVAILABLE',
  place: unit?.project ? 'PROJECT' : unit?.warehouse ? 'WAREHOUSE' : 'NONE',
  projectId: unit?.project?.id ?? null,
  warehouseId: unit?.warehouse?.id ?? null,
  meterType: unit?.meterType ?? 'HOURS',
  meterReading: unit ? Number(unit.meterReading) : 0,
  plateNumber: unit?.plateNumber ?? '',
  serialNumber: unit?.serialNumber ?? '',
  acquisitionCost: unit ? Number(unit.acquisitionCost) : 0,
});

/** Register Equipment / Edit Equipment: a unit is at a project or a warehouse (or neither), never both. */
export function EquipmentDialog({ opened, onClose, unit }: EquipmentDialogProps) {
  const [values, setValues] = useState<FormValues>(toForm(unit));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveEquipment();

  useEffect(() => {
    if (opened) {
      setValues(toForm(unit));
      setErrors({});
    }
  }, [opened, unit]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const submit = () => {
    const found: Errors = {};
    if (!values.code.trim()) found.code = 'Code is required';
    if (!values.name.trim()) found.name = 'Name is required';
    if (values.place === 'PROJECT' && !values.projectId) found.projectId = 'Choose the project';
    if (values.place === 'WAREHOUSE' && !values.warehouseId) found.warehouseId = 'Choose the warehouse';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: EquipmentBody = {
      code: values.code.trim(),
      name: values.name.trim(),
      type: values.type.trim(),
      status: values.status,
      projectId: values.place === 'PROJECT' ? values.projectId : null,
      warehouseId: values.place === 'WAREHOUSE' ? values.warehouseId : null,
      meterType: values.meterType,
      plateNumber: values.plateNumber.trim(),
      serialNumber: values.serialNumber.trim(),
      acquisitionCost: Number(values.acquisitionCost) || 0,
    };
    // The meter of a registered unit moves only forward, through Record reading.
    if (!unit) body.meterReading = Number(values.meterReading) || 0;
    save.mutate(unit ? { id: unit.id, ...body } : body, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={unit ? 'Edit Equipment' : 'Register Equipment'}
      icon={<IconBulldozer size={20} aria-hidden />}
      size="lg"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {unit ? 'Update Equipment' : 'Save Equipment'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Code" required maxLength={50} data-autofocus value={values.code} onChange={(e) => set('code', e.currentTarget.value)} error={errors.code} placeholder="e.g. EX-01" />
          <TextInput label="Name" required maxLength={200} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} placeholder="e.g. Hydraulic Excavator 20t" />
          <TextInput label="Type" maxLength={100} value={values.type} onChange={(e) => set('type', e.currentTarget.value)} placeholder="e.g. Excavator" />
          <Select label="Status" data={EQUIPMENT_STATUS_LIST.map((s) => ({ value: s.key, label: s.label }))} value={values.status} onChange={(v) => set('status', v ?? 'AVAILABLE')} allowDeselect={false} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="equipment-place-label">
            Assigned to
          </Text>
          <SegmentedControl
            aria-labelledby="equipment-place-label"
            data={[
              { value: 'NONE', label: 'Nowhere' },
              { value: 'PROJECT', label: 'Project' },
              { value: 'WAREHOUSE', label: 'Warehouse' },
            ]}
            value={values.place}
            onChange={(v) => set('place', v as Place)}
          />
          {values.place === 'PROJECT' && (
            <SelectField label="Project" apiUrl={EQUIPMENT_URLS.projectList} isAutoSelect={false} value={values.projectId ?? 0} onChange={(v) => set('projectId', v ? Number(v) : null)} error={errors.projectId} required />
          )}
          {values.place === 'WAREHOUSE' && (
            <SelectField label="Warehouse" apiUrl={EQUIPMENT_URLS.warehouseList} isAutoSelect={false} value={values.warehouseId ?? 0} onChange={(v) => set('warehouseId', v ? Number(v) : null)} error={errors.warehouseId} required />
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select label="Meter" data={EQUIPMENT_METER_TYPE_LIST.map((m) => ({ value: m.key, label: `${m.label} (${m.unit})` }))} value={values.meterType} onChange={(v) => set('meterType', v ?? 'HOURS')} allowDeselect={false} />
          <NumberInput
            label="Meter reading"
            min={0}
            decimalScale={4}
            thousandSeparator=","
            hideControls
            value={values.meterReading}
            onChange={(v) => set('meterReading', v)}
            disabled={!!unit}
            description={unit ? 'Use Record reading on the unit; a meter never goes down.' : undefined}
          />
          <TextInput label="Plate No." maxLength={50} value={values.plateNumber} onChange={(e) => set('plateNumber', e.currentTarget.value)} />
          <TextInput label="Serial No." maxLength={100} value={values.serialNumber} onChange={(e) => set('serialNumber', e.currentTarget.value)} />
          <NumberInput label="Acquisition cost (PHP)" min={0} decimalScale={2} thousandSeparator="," hideControls value={values.acquisitionCost} onChange={(v) => set('acquisitionCost', v)} />
        </SimpleGrid>
      </Stack>
    </DialogShell>
  );
}
