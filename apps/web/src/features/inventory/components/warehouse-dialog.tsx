import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { WAREHOUSE_KINDS, type WarehouseKind } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { useWarehouse } from '../api/get-warehouse';
import { useProjectOptions } from '../api/get-project-options';
import { INVENTORY_URLS } from '../api/inventory-keys';
import type { Warehouse } from '../api/inventory-types';
import { useSaveWarehouse } from '../api/save-warehouse';

export interface WarehouseDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: WarehouseKind;
  /** The warehouse to edit; null adds one. */
  warehouse: Warehouse | null;
}

interface FormValues {
  name: string;
  description: string;
  address: string;
  locationId: number | null;
  projectId: number | null;
}

const toForm = (warehouse: Warehouse | null): FormValues => ({
  name: warehouse?.name ?? '',
  description: warehouse?.description ?? '',
  address: warehouse?.address ?? '',
  locationId: warehouse?.locationId ?? null,
  projectId: warehouse?.project?.id ?? null,
});

/** Add Warehouse / Edit Warehouse. A failed save keeps the dialog and its input (DECISIONS). */
export function WarehouseDialog({ opened, onClose, kind, warehouse }: WarehouseDialogProps) {
  // Editing reads the whole record: a table row leaves the location out.
  const stored = useWarehouse(opened && warehouse ? warehouse.id : null);
  const [values, setValues] = useState<FormValues>(toForm(warehouse));
  const [nameError, setNameError] = useState<string | undefined>();
  const save = useSaveWarehouse();
  const isProject = kind === 'PROJECT';
  const projects = useProjectOptions(opened && isProject);
  const kindLabel = WAREHOUSE_KINDS.find((k) => k.key === kind)?.label ?? '';

  useEffect(() => {
    if (opened) {
      setValues(toForm(warehouse));
      setNameError(undefined);
    }
  }, [opened, warehouse]);
  useEffect(() => {
    if (opened && stored.data) setValues(toForm(stored.data));
  }, [opened, stored.data]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    if (!values.name.trim()) return setNameError('Name is required');
    setNameError(undefined);
    save.mutate(
      {
        ...(warehouse ? { id: warehouse.id } : {}),
        kind,
        name: values.name.trim(),
        description: values.description.trim(),
        address: values.address.trim(),
        locationId: values.locationId,
        projectId: isProject ? values.projectId : null,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={warehouse ? 'Edit Warehouse' : `Add ${kindLabel} Warehouse`}
      icon={<IconBuildingWarehouse size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {warehouse ? 'Update Warehouse' : 'Save Warehouse'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={200}
          value={values.name}
          onChange={(e) => {
            set('name', e.currentTarget.value);
            setNameError(undefined);
          }}
          error={nameError}
          data-autofocus
        />
        <Textarea label="Description" autosize minRows={2} maxLength={2000} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />
        <TextInput label="Address" maxLength={500} value={values.address} onChange={(e) => set('address', e.currentTarget.value)} />
        <SelectField
          label="Location"
          apiUrl={INVENTORY_URLS.location}
          nullOptionLabel="No location"
          isAutoSelect={false}
          value={values.locationId ?? 0}
          onChange={(v) => set('locationId', v ? Number(v) : null)}
        />
        {isProject && (
          <SelectField
            label="Project"
            options={projects.data ?? []}
            placeholder={projects.isLoading ? 'Loading...' : undefined}
            nullOptionLabel="No project"
            isAutoSelect={false}
            value={values.projectId ?? 0}
            onChange={(v) => set('projectId', v ? Number(v) : null)}
          />
        )}
      </Stack>
    </DialogShell>
  );
}
