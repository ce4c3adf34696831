import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingStore } from '@tabler/icons-react';
import { createClientRequest, LEAD_MESSAGES, type CreateClientRequest } from '@haligi/shared';
import { useEffect, useRef } from 'react';
import { FileField, type UploadedFile } from '../../../components/file-field';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { notify, notifySampleFilled } from '../../../lib/notify';
import { useAccount } from '../../../lib/session';
import { useSaveClient, type Client } from '../api/save-client';
import { makeSampleClient } from '../utils/sample-client';
import { validateForm } from '../utils/validate-form';
import { LocationChooser } from './location-chooser';

export interface ClientDialogProps {
  opened: boolean;
  /** The close event; carries the client when it was just saved. */
  onClose: (client?: Client) => void;
  /** The saveDone event. */
  onSaved?: (client: Client) => void;
  /** Edits this client; absent creates one. */
  client?: Client | null;
}

interface ClientFormValues {
  clientLogo: UploadedFile | null;
  name: string;
  contactNumber: string;
  email: string;
  locationId: number | null;
}

const LABELS: Record<keyof ClientFormValues, string> = {
  clientLogo: 'Logo',
  name: 'Name',
  contactNumber: 'Contact Number',
  email: 'Email',
  locationId: 'Location',
};

// Spec part 2 section 5: logo, name, contact number, email and location are marked required.
const validateNew = validateForm<ClientFormValues>(createClientRequest, LABELS, ['clientLogo', 'name', 'contactNumber', 'email', 'locationId']);
// Editing from the clients page: clients saved without a logo (seed data, imports) stay editable.
const validateExisting = validateForm<ClientFormValues>(createClientRequest, LABELS, ['name', 'contactNumber', 'email', 'locationId']);
const CLIENT_NOTICE_MS = 2000;

const toValues = (client?: Client | null): ClientFormValues => ({
  clientLogo: client?.logo ?? null,
  name: client?.name ?? '',
  contactNumber: client?.contactNumber ?? '',
  email: client?.email ?? '',
  locationId: client?.locationId ?? client?.location?.id ?? null,
});

/** Create Client (spec part 2 sections 2, 4, 5); also edits a client from the clients page. */
export function ClientDialog({ opened, onClose, onSaved, client }: ClientDialogProps) {
  const account = useAccount();
  const isEditing = Boolean(client?.id);
  // Read at validation time: the form keeps the validate function of its first render.
  const isEditingRef = useRef(isEditing);
  isEditingRef.current = isEditing;
  const form = useForm<ClientFormValues>({
    initialValues: toValues(client),
    validate: (values) => (isEditingRef.current ? validateExisting : validateNew)(values),
  });
  const save = useSaveClient();

  useEffect(() => {
    if (!opened) return;
    form.setValues(toValues(client));
    form.resetDirty();
    form.clearErrors();
    // Only when the dialog opens or switches client; form is stable in intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, client]);

  const fillSample = async () => {
    if (!account.isDeveloper) return;
    form.setValues(await makeSampleClient());
    notifySampleFilled();
  };

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: client?.id ?? null, body: createClientRequest.parse(values) as CreateClientRequest },
      {
        onSuccess: (saved) => {
          notify({ type: 'positive', message: isEditing ? 'Client updated successfully' : LEAD_MESSAGES.clientCreated, position: 'top', timeout: CLIENT_NOTICE_MS });
          onSaved?.(saved);
          form.reset();
          onClose(saved);
        },
      },
    );
  });

  return (
    <DialogShell
      isDirty={form.isDirty()}
      opened={opened}
      onClose={() => onClose()}
      title={isEditing ? 'Edit Client' : 'Create Client'}
      icon={<IconBuildingStore size={20} aria-hidden />}
      size="sm"
      onTitleDoubleClick={account.isDeveloper ? () => void fillSample() : undefined}
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button type="submit" form="client-form" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      {/* Nested dialogs are portals: stop the submit from bubbling (in React) to the dialog that opened this one. */}
      <form id="client-form" onSubmit={(event) => { event.stopPropagation(); submit(event); }} noValidate>
        <Stack gap="sm">
          <FileField
            label={LABELS.clientLogo}
            accept="image/*"
            isRequired={!isEditing}
            value={form.values.clientLogo}
            onChange={(file) => form.setFieldValue('clientLogo', file)}
            error={form.errors.clientLogo as string | undefined}
          />
          <TextInput label={LABELS.name} required maxLength={200} {...form.getInputProps('name')} />
          <TextInput label={LABELS.contactNumber} required type="tel" maxLength={50} {...form.getInputProps('contactNumber')} />
          <TextInput label={LABELS.email} required type="email" maxLength={200} {...form.getInputProps('email')} />
          <LocationChooser
            isRequired
            value={form.values.locationId}
            onChange={(locationId) => form.setFieldValue('locationId', locationId)}
            error={form.errors.locationId as string | undefined}
          />
        </Stack>
      </form>
    </DialogShell>
  );
}
