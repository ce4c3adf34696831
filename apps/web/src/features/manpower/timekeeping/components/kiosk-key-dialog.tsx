import { Alert, Button, CopyButton, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { DialogShell } from '../../../../components/dialog-shell';

/** Shows a kiosk's new key once, as the link to open on the phone. */
export function KioskKeyDialog({ setupPath, onClose }: { setupPath: string | null; onClose: () => void }) {
  const link = setupPath ? `${window.location.origin}${setupPath}` : '';
  return (
    <DialogShell
      opened={setupPath !== null}
      onClose={onClose}
      isDirty={false}
      title="Set up the kiosk phone"
      icon={<IconDeviceMobile size={20} aria-hidden />}
      size="md"
      submitActions={<Button onClick={onClose}>Done</Button>}
    >
      <Stack gap="sm">
        <Text size="sm">Open this link once on the phone that will be the kiosk. The phone keeps the key; anyone with the link can punch on this kiosk, so do not share it.</Text>
        <TextInput label="Kiosk link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={link}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}</CopyButton>
        <Alert color="yellow" variant="light">
          The key is shown only now. Issuing a new key stops the old one.
        </Alert>
      </Stack>
    </DialogShell>
  );
}
