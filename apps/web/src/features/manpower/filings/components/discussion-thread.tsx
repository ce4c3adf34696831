import { formatDisplayDateTime } from '@haligi/shared';
import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../../components/page-header';
import { useAccount } from '../../../../lib/session';
import { useDiscussion, useDiscussionRoom, usePostMessage } from '../api/filings-api';

/** The filing's discussion: messages oldest first, live (discussion:message), and a box to write. */
export function DiscussionThread({ filingId }: { filingId: number }) {
  const account = useAccount();
  const thread = useDiscussion(filingId);
  useDiscussionRoom(filingId);
  const post = usePostMessage(filingId);
  const [body, setBody] = useState('');
  const send = () => {
    if (!body.trim()) return;
    post.mutate(body.trim(), { onSuccess: () => setBody('') });
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="discussion-title">
      <Title order={3} size="h5" id="discussion-title">
        Discussion
      </Title>
      {thread.isPending && <Skeleton height={40} />}
      {thread.isError && <LoadError what="discussion" error={thread.error} onRetry={() => void thread.refetch()} isRetrying={thread.isFetching} />}
      {thread.data && thread.data.list.length === 0 && (
        <Text size="sm" c={MUTED_TEXT_COLOR}>
          No messages yet. Ask or answer a question about this filing here.
        </Text>
      )}
      {thread.data && thread.data.list.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages" aria-live="polite" data-testid="discussion-messages">
          {thread.data.list.map((message) => (
            <Paper key={message.id} component="li" withBorder p="xs" radius="sm" bg={message.author.id === account.id ? 'var(--mantine-color-blue-light)' : undefined}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" fw={600}>
                  {message.author.name}
                </Text>
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  {formatDisplayDateTime(message.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Textarea
        label="Message"
        placeholder="Write a message"
        autosize
        minRows={2}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
        }}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={send} loading={post.isPending} disabled={!body.trim()}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
