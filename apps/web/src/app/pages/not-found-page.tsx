import { DASHBOARD_PATH, LOGIN_PATH } from '@haligi/shared';
import { Button, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { useSession } from '../../lib/session';

/** Unknown paths (spec part 1 section 2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { isSignedIn } = useSession();
  return (
    <AuthCard title="Page not found">
      <Text>
        There is no page at <code>{pathname}</code>. Check the address, or go back to where you started.
      </Text>
      <Button component={Link} to={isSignedIn ? DASHBOARD_PATH : LOGIN_PATH} fullWidth size="md">
        {isSignedIn ? 'Go to dashboard' : 'Go to sign in'}
      </Button>
    </AuthCard>
  );
}
