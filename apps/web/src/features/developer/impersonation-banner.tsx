import { LOGIN_PATH } from '@haligi/shared';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { clearLogin, useSession } from '../../lib/session';
import { useCurrentImpersonation } from './api/developer-companies';
import { finishImpersonation } from './impersonation';
import { impersonationStore } from './impersonation-store';

/**
 * The banner on every member page while a developer is signed in as someone (decision 0070):
 * "You are signed in as Y (by X)" and End impersonation, which returns to the developer's session.
 */
export function ImpersonationBanner() {
  const { token } = useSession();
  const navigate = useNavigate();
  const stored = useSyncExternalStore(impersonationStore.subscribe, impersonationStore.get);
  const isStored = Boolean(stored && token && stored.impersonatedToken === token);
  // The server is asked too: another tab may have started it, or the stored state may be stale.
  const current = useCurrentImpersonation(Boolean(token));
  const info = current.data?.data ?? (isStored ? stored!.info : null);
  const [isEnding, setEnding] = useState(false);
  if (!info) return null;

  const end = async () => {
    setEnding(true);
    try {
      if (isStored) {
        await finishImpersonation();
        navigate('/member/developer/user-management', { replace: true });
      } else {
        // No developer session to return to in this browser: end it and sign in again.
        await finishImpersonation();
        await clearLogin();
        navigate(LOGIN_PATH, { replace: true });
      }
    } finally {
      setEnding(false);
    }
  };

  return (
    <Paper
      role="status"
      aria-live="polite"
      data-testid="impersonation-banner"
      radius="md"
      mb="md"
      px={{ base: 'sm', sm: 'md' }}
      py={8}
      bg="yellow.2"
      style={{ border: '1px solid var(--mantine-color-yellow-6)' }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={8} wrap="nowrap" miw={0}>
          <IconUserShield size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600} c="dark.9">
            You are signed in as {info.account.name} ({info.account.companyName}) by {info.developer.name}
          </Text>
        </Group>
        <Button size="compact-sm" color="dark" onClick={end} loading={isEnding}>
          End impersonation
        </Button>
      </Group>
    </Paper>
  );
}
