import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../../lib/api';

export interface LoadErrorProps {
  /** What failed to load, in the sentence "The {what} could not be loaded." */
  what: string;
  /** The server's reason, when there is one. */
  error?: { message?: string } | null;
  onRetry: () => void;
  /** True while the retry runs. */
  isRetrying?: boolean;
}

/** Every failed load says what failed and offers Retry; nothing is left blank or spinning. */
export function LoadError({ what, error, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={`The ${what} could not be loaded.`}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {error?.message ? (
          <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {error.message}
          </Text>
        ) : (
          <span />
        )}
        <Button size="xs" variant="white" color="red.9" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry} loading={isRetrying}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

/** A record that does not exist (404): Retry cannot help, the page says "not found" instead. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}
