import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useResendVerification } from '../api/resend-verification';

/** "Send the link again": asks for a new verification mail for the address and shows the answer. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconMailForward size={18} aria-hidden />}
        loading={resend.isPending}
        disabled={!email}
        onClick={() => resend.mutate(email)}
      >
        Send the verification link again
      </Button>
      {resend.isSuccess && (
        <Alert color="teal" variant="light" role="status">
          {resend.data.message}
        </Alert>
      )}
      {resend.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {resend.error.message}
        </Alert>
      )}
    </Stack>
  );
}
