import { Alert, Button, CopyButton, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { DialogShell } from '../../../components/dialog-shell';

/** A device's licence key, shown once with a copy button. */
export function LicenceKeyDialog({ issued, onClose }: { issued: { name: string; licenceKey: string } | null; onClose: () => void }) {
  return (
    <DialogShell
      opened={issued !== null}
      onClose={onClose}
      isDirty={false}
      title="Device licence key"
      icon={<IconKey size={20} aria-hidden />}
      size="md"
      submitActions={<Button onClick={onClose}>Done</Button>}
    >
      <Stack gap="sm">
        <Text size="sm">
          Enter this key in the reader <strong>{issued?.name}</strong>: it sends it as the <code>x-device-key</code> header with every tap to <code>POST /api/school/tap</code>.
        </Text>
        <TextInput label="Licence key" value={issued?.licenceKey ?? ''} readOnly onFocus={(e) => e.currentTarget.select()} styles={{ input: { fontFamily: 'monospace' } }} />
        <CopyButton value={issued?.licenceKey ?? ''}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy key'}
            </Button>
          )}
        </CopyButton>
        <Alert color="yellow" variant="light">
          The key is shown only now; only a fingerprint of it is kept. If it is lost, issue a new key (the old one stops working).
        </Alert>
      </Stack>
    </DialogShell>
  );
}
