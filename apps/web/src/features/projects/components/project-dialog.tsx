import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { changedFields } from '@haligi/shared';
import { useEffect, useState } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import type { ProjectInformation } from '../api/get-project';
import { useSaveProject, type ProjectBody, type ProjectFields } from '../api/save-project';

export interface ProjectDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The project to edit; absent creates one. */
  project?: ProjectInformation | null;
}

interface FormValues {
  name: string;
  description: string;
  budget: number | string;
  startDate: string;
  endDate: string;
  clientId: number | null;
  locationId: number | null;
  downpaymentAmount: number | string;
  retentionAmount: number | string;
}

const toForm = (project?: ProjectInformation | null): FormValues => ({
  name: project?.name ?? '',
  description: project?.description ?? '',
  budget: project ? Number(project.budget.raw) : '',
  startDate: project?.startDate?.slice(0, 10) ?? '',
  endDate: project?.endDate?.slice(0, 10) ?? '',
  clientId: project?.client?.id ?? null,
  locationId: project?.location?.id ?? null,
  downpaymentAmount: project?.downpaymentAmount ?? 0,
  retentionAmount: project?.retentionAmount ?? 0,
});

/** The fields of the form as the API takes them. */
const toBody = (values: FormValues): ProjectFields => ({
  name: values.name.trim(),
  description: values.description.trim(),
  budget: Number(values.budget),
  startDate: values.startDate || null,
  endDate: values.endDate || null,
  clientId: values.clientId || null,
  locationId: values.locationId || null,
  downpaymentAmount: Number(values.downpaymentAmount),
  retentionAmount: Number(values.retentionAmount),
});

type Errors = Partial<Record<keyof FormValues, string>>;

function validate(values: FormValues): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (values.budget === '' || Number(values.budget) < 0) errors.budget = 'Budget must be 0 or more';
  if (values.startDate && values.endDate && values.endDate < values.startDate) errors.endDate = 'The end date cannot be before the start date';
  for (const key of ['downpaymentAmount', 'retentionAmount'] as const) {
    const n = Number(values[key]);
    if (values[key] === '' || n < 0 || n > 100) errors[key] = 'Between 0 and 100';
  }
  return errors;
}

/** Create Project / Edit Project. A failed save keeps the dialog and its input (DECISIONS). */
export function ProjectDialog({ opened, onClose, project }: ProjectDialogProps) {
  const [values, setValues] = useState<FormValues>(toForm(project));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveProject();
  const isEditing = Boolean(project?.id);

  useEffect(() => {
    if (opened) {
      setValues(toForm(project));
      setErrors({});
    }
  }, [opened, project]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // An edit sends only what the user changed; the server keeps every field left out.
    const body: ProjectBody = isEditing ? { id: project!.id, ...changedFields(toBody(toForm(project)), toBody(values)) } : toBody(values);
    save.mutate(body, { onSuccess: onClose });
  };

  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={isEditing ? 'Edit Project' : 'Create Project'}
      icon={<IconBuildingSkyscraper size={20} aria-hidden />}
      size="lg"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {isEditing ? 'Update' : 'Save'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Project Name" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} />
        <Textarea label="Description" autosize minRows={2} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />
        <NumberInput
          label="Budget"
          required
          min={0}
          decimalScale={2}
          thousandSeparator=","
          prefix="₱"
          value={values.budget}
          onChange={(v) => set('budget', v)}
          error={errors.budget}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Start Date" type="date" value={values.startDate} onChange={(e) => set('startDate', e.currentTarget.value)} />
          <TextInput label="End Date" type="date" value={values.endDate} onChange={(e) => set('endDate', e.currentTarget.value)} error={errors.endDate} />
        </SimpleGrid>
        <SelectField
          label="Client"
          apiUrl="/select-box/client-list"
          nullOptionLabel="No client"
          isAutoSelect={false}
          value={values.clientId ?? 0}
          onChange={(v) => set('clientId', v ? Number(v) : null)}
        />
        <SelectField
          label="Location"
          apiUrl="/select-box/location-list"
          nullOptionLabel="No location"
          isAutoSelect={false}
          value={values.locationId ?? 0}
          onChange={(v) => set('locationId', v ? Number(v) : null)}
        />
        <Group grow gap="sm" align="flex-start">
          <NumberInput
            label="Down Payment (%)"
            min={0}
            max={100}
            decimalScale={2}
            suffix="%"
            value={values.downpaymentAmount}
            onChange={(v) => set('downpaymentAmount', v)}
            error={errors.downpaymentAmount}
          />
          <NumberInput
            label="Retention (%)"
            min={0}
            max={100}
            decimalScale={2}
            suffix="%"
            value={values.retentionAmount}
            onChange={(v) => set('retentionAmount', v)}
            error={errors.retentionAmount}
          />
        </Group>
      </Stack>
    </DialogShell>
  );
}
