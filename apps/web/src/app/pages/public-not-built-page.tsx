import type { AppRoute } from '@haligi/shared';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';

/** A public screen of the route table that does not exist yet. */
export function PublicNotBuiltPage({ route }: { route: AppRoute }) {
  return (
    <AuthCard title={route.label}>
      <Text fw={600}>{route.label} is not built yet</Text>
      <Text c="dimmed">{route.plannedIn ? `It is built in ${route.plannedIn}.` : 'It will appear here once it is ready.'}</Text>
      <Button component={Link} to="/login" fullWidth>
        Go to sign in
      </Button>
    </AuthCard>
  );
}
