import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUser } from '@tabler/icons-react';
import { personRequest, type PersonRequest } from '@haligi/shared';
import { useEffect } from 'react';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { SelectField } from '../../../components/select-field';
import { ORGANIZATION_LIST_URL } from '../api/save-organization';
import { useSavePerson, type Person } from '../api/save-person';
import { SELECT_URLS } from '../api/select-lists';
import { validateForm } from '../utils/validate-form';

export interface PersonDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Edits this person; null creates one. */
  person: Person | null;
}

interface PersonFormValues {
  firstName: string;
  lastName: string;
  position: string;
  email: string;
  contactNumber: string;
  organizationId: number | null;
  clientId: number | null;
}

const LABELS: Record<keyof PersonFormValues, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  position: 'Position',
  email: 'Email',
  contactNumber: 'Contact Number',
  organizationId: 'Company',
  clientId: 'Client',
};

const toValues = (person: Person | null): PersonFormValues => ({
  firstName: person?.firstName ?? '',
  lastName: person?.lastName ?? '',
  position: person?.position ?? '',
  email: person?.email ?? '',
  contactNumber: person?.contactNumber ?? '',
  organizationId: person?.organizationId ?? null,
  clientId: person?.clientId ?? null,
});

const asId = (value: string | number | null) => (value === null ? null : Number(value));

/** Create or edit a contact person of the leads area. */
export function PersonDialog({ opened, onClose, person }: PersonDialogProps) {
  const form = useForm<PersonFormValues>({ initialValues: toValues(person), validate: validateForm(personRequest, LABELS, ['firstName', 'lastName']) });
  const save = useSavePerson();

  useEffect(() => {
    if (!opened) return;
    form.setValues(toValues(person));
    form.clearErrors();
    // Refilled when the dialog opens or switches record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, person]);

  const submit = form.onSubmit((values) => {
    save.mutate({ id: person?.id ?? null, body: personRequest.parse(values) as PersonRequest }, { onSuccess: onClose });
  });

  return (
    <DialogShell
      isDirty={form.isDirty()}
      opened={opened}
      onClose={onClose}
      title={person ? 'Edit Person' : 'Create Person'}
      icon={<IconUser size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button type="submit" form="person-form" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="person-form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={LABELS.firstName} required maxLength={100} {...form.getInputProps('firstName')} />
            <TextInput label={LABELS.lastName} required maxLength={100} {...form.getInputProps('lastName')} />
            <TextInput label={LABELS.position} maxLength={100} {...form.getInputProps('position')} />
            <TextInput label={LABELS.contactNumber} maxLength={50} type="tel" {...form.getInputProps('contactNumber')} />
          </SimpleGrid>
          <TextInput label={LABELS.email} maxLength={200} type="email" {...form.getInputProps('email')} />
          <SelectField
            label={LABELS.organizationId}
            placeholder="No company"
            clearable
            isAutoSelect={false}
            apiUrl={ORGANIZATION_LIST_URL}
            value={form.values.organizationId}
            onChange={(value) => form.setFieldValue('organizationId', asId(value))}
          />
          <SelectField
            label={LABELS.clientId}
            placeholder="No client"
            clearable
            isAutoSelect={false}
            apiUrl={SELECT_URLS.client}
            value={form.values.clientId}
            onChange={(value) => form.setFieldValue('clientId', asId(value))}
          />
        </Stack>
      </form>
    </DialogShell>
  );
}
