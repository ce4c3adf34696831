import { ACCOUNT_DEACTIVATED_MESSAGE } from '@haligi/shared';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { clearLogin, useSession } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';

/** Where a deactivated account lands: the reason, and the way back to sign in. */
export function InactiveAccountPage() {
  const location = useLocation();
  const { isSignedIn } = useSession();
  const reason = (location.state as { message?: string } | null)?.message ?? ACCOUNT_DEACTIVATED_MESSAGE;

  return (
    <AuthCard title="Account inactive">
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconUserOff size={18} />} role="status">
          <Text c="dark.7">{reason}</Text>
        </Alert>
        <Text size="sm" c="dimmed">
          Your company administrator can reactivate your account from Settings → Inactive Users. Once they do, sign in
          again.
        </Text>
        <Button component={Link} to="/login" fullWidth size="md" onClick={() => isSignedIn && void clearLogin()}>
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
