import { Button, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';

/** /verify-email/:token: verifies on load and shows the server's answer. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);

  if (verification.isPending) {
    return (
      <AuthCard title="Verifying your email">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Checking your verification link…</Text>
        </Group>
      </AuthCard>
    );
  }

  const isVerified = verification.isSuccess;
  return (
    <AuthCard title={isVerified ? 'Email verified' : 'Verification failed'}>
      <Group wrap="nowrap" align="flex-start" gap="md" role={isVerified ? 'status' : 'alert'}>
        <ThemeIcon size={40} radius="xl" variant="light" color={isVerified ? 'green' : 'red'} aria-hidden>
          {isVerified ? <IconCircleCheck size={24} /> : <IconCircleX size={24} />}
        </ThemeIcon>
        <Text pt={8}>{isVerified ? verification.data.message : verification.error?.message}</Text>
      </Group>
      <Button component={Link} to="/login" fullWidth size="md">
        Sign in
      </Button>
    </AuthCard>
  );
}
