import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMapPin } from '@tabler/icons-react';
import { createLocationRequest, type CreateLocationRequest } from '@haligi/shared';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { notify } from '../../../lib/notify';
import { useCreateLocation, type SavedLocation } from '../api/create-location';
import { SELECT_URLS } from '../api/select-lists';
import { validateForm } from '../utils/validate-form';

export interface LocationDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The saveDone event: carries the saved location. */
  onSaved?: (location: SavedLocation) => void;
}

interface LocationFormValues {
  regionId: number | null;
  provinceId: number | null;
  municipalityId: number | null;
  barangayId: number | null;
  name: string;
  street: string;
  zipCode: string;
  landmark: string;
}

const EMPTY: LocationFormValues = {
  regionId: null,
  provinceId: null,
  municipalityId: null,
  barangayId: null,
  name: '',
  street: '',
  zipCode: '',
  landmark: '',
};

const LABELS: Record<keyof LocationFormValues, string> = {
  regionId: 'Region',
  provinceId: 'Province',
  municipalityId: 'Municipality',
  barangayId: 'Barangay',
  name: 'Name',
  street: 'Street',
  zipCode: 'Zip Code',
  landmark: 'Landmark',
};

const REQUIRED = ['regionId', 'provinceId', 'municipalityId', 'barangayId', 'name', 'street', 'zipCode'] as const;

const asId = (value: string | number | null) => (value === null || value === '' ? null : Number(value));

/** Add Location (spec part 2 sections 2, 4, 5): region, then province, municipality and barangay. */
export function LocationDialog({ opened, onClose, onSaved }: LocationDialogProps) {
  const form = useForm<LocationFormValues>({
    initialValues: EMPTY,
    validate: validateForm<LocationFormValues>(createLocationRequest, LABELS, REQUIRED),
  });
  const save = useCreateLocation();
  const { regionId, provinceId, municipalityId } = form.values;

  // Choosing a level clears the levels below it: they belonged to the old choice.
  const choose = (field: 'regionId' | 'provinceId' | 'municipalityId' | 'barangayId', value: string | number | null) => {
    const below = { regionId: ['provinceId', 'municipalityId', 'barangayId'], provinceId: ['municipalityId', 'barangayId'], municipalityId: ['barangayId'], barangayId: [] }[field];
    form.setValues({ [field]: asId(value), ...Object.fromEntries(below.map((key) => [key, null])) });
    form.clearFieldError(field);
  };

  const submit = form.onSubmit((values) => {
    save.mutate(createLocationRequest.parse(values) as CreateLocationRequest, {
      onSuccess: (location) => {
        notify({ type: 'positive', message: 'Location saved successfully', position: 'top' });
        onSaved?.(location);
        form.reset();
        onClose();
      },
    });
  });

  const cascadeSelect = (field: 'regionId' | 'provinceId' | 'municipalityId' | 'barangayId', apiUrl: string) => (
    <SelectField
      key={apiUrl}
      label={LABELS[field]}
      placeholder={`Choose a ${LABELS[field].toLowerCase()}`}
      required
      apiUrl={apiUrl}
      isAutoSelect={false}
      value={form.values[field]}
      onChange={(value) => choose(field, value)}
      error={form.errors[field]}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <DialogShell
      isDirty={form.isDirty()}
      opened={opened}
      onClose={onClose}
      title="Add Location"
      icon={<IconMapPin size={20} aria-hidden />}
      size="sm"
      minWidth="400px"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button type="submit" form="location-form" loading={save.isPending}>
            Save Location
          </Button>
        </>
      }
    >
      {/* Nested dialogs are portals: stop the submit from bubbling (in React) to the dialog that opened this one. */}
      <form id="location-form" onSubmit={(event) => { event.stopPropagation(); submit(event); }} noValidate>
        <Stack gap="sm">
          {cascadeSelect('regionId', SELECT_URLS.region)}
          {regionId !== null && cascadeSelect('provinceId', SELECT_URLS.province(regionId))}
          {provinceId !== null && cascadeSelect('municipalityId', SELECT_URLS.municipality(provinceId))}
          {municipalityId !== null && cascadeSelect('barangayId', SELECT_URLS.barangay(municipalityId))}
          <TextInput label={LABELS.name} required maxLength={200} {...form.getInputProps('name')} />
          <TextInput label={LABELS.street} required maxLength={300} {...form.getInputProps('street')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={LABELS.zipCode} required inputMode="numeric" maxLength={4} {...form.getInputProps('zipCode')} />
            <TextInput label={LABELS.landmark} maxLength={300} {...form.getInputProps('landmark')} />
          </SimpleGrid>
        </Stack>
      </form>
    </DialogShell>
  );
}
