import { SOCKET_TEST_EVENT, formatDisplayDateTime } from '@haligi/shared';
import { Badge, Button, Card, Group, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { PageHeader } from '../../components/page-header';
import { LIVE_STATE_DISPLAY } from '../../lib/live-state';
import { notify } from '../../lib/notify';
import { socketManager } from '../../lib/socket';
import { useSocketState } from '../../lib/use-socket-state';

interface ReceivedTest {
  id: number;
  message: string;
  at: string;
  from: string;
}

const ACK_TIMEOUT_MS = 5000;
const MAX_SHOWN = 50;

const isSocketTest = (payload: unknown): payload is Omit<ReceivedTest, 'id'> =>
  !!payload &&
  typeof payload === 'object' &&
  typeof (payload as ReceivedTest).message === 'string' &&
  typeof (payload as ReceivedTest).at === 'string' &&
  typeof (payload as ReceivedTest).from === 'string';

/** Developer aid: send a test message over the live channel; everyone in the company receives it. */
export function SocketTestPage() {
  const state = useSocketState();
  const [message, setMessage] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [received, setReceived] = useState<ReceivedTest[]>([]);

  useEffect(
    () =>
      socketManager.on(SOCKET_TEST_EVENT, (payload) => {
        if (!isSocketTest(payload)) return console.warn('Ignored a malformed socket-test event', payload);
        setReceived((list) => [{ ...payload, id: Date.now() + Math.random() }, ...list].slice(0, MAX_SHOWN));
      }),
    [],
  );

  const send = (event: FormEvent) => {
    event.preventDefault();
    const socket = socketManager.getSocket();
    if (!socket?.connected || !message.trim()) return;
    setIsSending(true);
    socket.timeout(ACK_TIMEOUT_MS).emit(SOCKET_TEST_EVENT, { message: message.trim() }, (error, reply) => {
      setIsSending(false);
      if (error || !reply?.ok) {
        notify({ type: 'negative', position: 'top', message: 'The server did not acknowledge the test message' });
        return;
      }
      notify({ type: 'positive', message: `Acknowledged: ${reply.echo}`, timeout: 2000 });
      setMessage('');
    });
  };

  const display = LIVE_STATE_DISPLAY[state];
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Socket Test"
        description="Send a message over the live channel. Everyone signed in to your company receives it."
        actions={
          <Badge size="lg" variant="outline" color={display.color} role="status" aria-live="polite">
            Live channel: {display.label}
          </Badge>
        }
      />
      <Card padding="lg">
        <form onSubmit={send}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Test message"
              placeholder="Hello from the socket test"
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              maxLength={200}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={isSending} disabled={state !== 'connected' || !message.trim()}>
              Send
            </Button>
          </Group>
        </form>
      </Card>
      <Card padding="lg">
        <Title order={2} size="h4" mb="sm">
          Received events
        </Title>
        {received.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing received yet. Messages sent by you or anyone in your company appear here.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <Table striped verticalSpacing="xs" aria-label="Received socket-test events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody aria-live="polite">
                {received.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(item.at)}</Table.Td>
                    <Table.Td>{item.from}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{item.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Card>
    </Stack>
  );
}
