import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuilding } from '@tabler/icons-react';
import { organizationRequest, type OrganizationRequest } from '@haligi/shared';
import { useEffect } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { useSaveOrganization, type Organization } from '../api/save-organization';
import { SELECT_URLS } from '../api/select-lists';
import { validateForm } from '../utils/validate-form';
import { LocationChooser } from './location-chooser';

export interface OrganizationDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Edits this organization; null creates one. */
  organization: Organization | null;
}

interface OrganizationFormValues {
  name: string;
  industry: string;
  website: string;
  email: string;
  contactNumber: string;
  clientId: number | null;
  locationId: number | null;
}

const LABELS: Record<keyof OrganizationFormValues, string> = {
  name: 'Name',
  industry: 'Industry',
  website: 'Website',
  email: 'Email',
  contactNumber: 'Contact Number',
  clientId: 'Client',
  locationId: 'Location',
};

const toValues = (organization: Organization | null): OrganizationFormValues => ({
  name: organization?.name ?? '',
  industry: organization?.industry ?? '',
  website: organization?.website ?? '',
  email: organization?.email ?? '',
  contactNumber: organization?.contactNumber ?? '',
  clientId: organization?.clientId ?? null,
  locationId: organization?.locationId ?? null,
});

/** Create or edit a company (organization) of the leads area. */
export function OrganizationDialog({ opened, onClose, organization }: OrganizationDialogProps) {
  const form = useForm<OrganizationFormValues>({ initialValues: toValues(organization), validate: validateForm(organizationRequest, LABELS, ['name']) });
  const save = useSaveOrganization();

  useEffect(() => {
    if (!opened) return;
    form.setValues(toValues(organization));
    form.clearErrors();
    // Refilled when the dialog opens or switches record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, organization]);

  const submit = form.onSubmit((values) => {
    save.mutate({ id: organization?.id ?? null, body: organizationRequest.parse(values) as OrganizationRequest }, { onSuccess: onClose });
  });

  return (
    <DialogShell
      isDirty={form.isDirty()}
      opened={opened}
      onClose={onClose}
      title={organization ? 'Edit Company' : 'Create Company'}
      icon={<IconBuilding size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button type="submit" form="organization-form" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="organization-form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={LABELS.name} required maxLength={200} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={LABELS.industry} maxLength={100} {...form.getInputProps('industry')} />
            <TextInput label={LABELS.website} maxLength={200} type="url" {...form.getInputProps('website')} />
            <TextInput label={LABELS.email} maxLength={200} type="email" {...form.getInputProps('email')} />
            <TextInput label={LABELS.contactNumber} maxLength={50} type="tel" {...form.getInputProps('contactNumber')} />
          </SimpleGrid>
          <SelectField
            label={LABELS.clientId}
            placeholder="No client"
            clearable
            isAutoSelect={false}
            apiUrl={SELECT_URLS.client}
            value={form.values.clientId}
            onChange={(value) => form.setFieldValue('clientId', value === null ? null : Number(value))}
          />
          <LocationChooser value={form.values.locationId} onChange={(locationId) => form.setFieldValue('locationId', locationId)} />
        </Stack>
      </form>
    </DialogShell>
  );
}
