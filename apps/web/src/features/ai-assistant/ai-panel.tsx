import { AI_TEXTS, type AiPanelEntry, type AiProposalView } from '@haligi/shared';
import { ActionIcon, Alert, Badge, Box, Button, Drawer, Group, Loader, Menu, Paper, ScrollArea, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconHistory, IconMessagePlus, IconPlugConnectedX, IconSend, IconSparkles, IconTool } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAiChat, useAiConversations, useAiStatus, type ChatProblem } from './use-ai-chat';

const STATUS_BADGE: Record<AiProposalView['status'], { label: string; color: string }> = {
  PENDING: { label: 'Waiting for you', color: 'yellow' },
  CONFIRMED: { label: 'Confirmed', color: 'green' },
  DECLINED: { label: 'Declined', color: 'gray' },
  FAILED: { label: 'Failed', color: 'red' },
};

function ProposalCard({ proposal, onAnswer, isAnswering }: { proposal: AiProposalView; onAnswer: (confirm: boolean) => void; isAnswering: boolean }) {
  const badge = STATUS_BADGE[proposal.status];
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Proposed change" role="group" style={{ borderLeft: '4px solid var(--mantine-color-yellow-6)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          Proposed change
        </Text>
        <Badge color={badge.color} c="dark.7" variant="light" size="sm" style={{ flexShrink: 0 }}>
          {badge.label}
        </Badge>
      </Group>
      <Text size="sm" mt={4}>
        {proposal.summary}
      </Text>
      {proposal.outcome && proposal.status !== 'PENDING' && (
        <Text size="sm" c={proposal.status === 'FAILED' ? 'red.8' : 'dimmed'} mt={4}>
          {proposal.outcome}
        </Text>
      )}
      {proposal.status === 'PENDING' && (
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={() => onAnswer(true)} disabled={isAnswering}>
            Confirm
          </Button>
          <Button size="xs" variant="default" onClick={() => onAnswer(false)} disabled={isAnswering}>
            Decline
          </Button>
        </Group>
      )}
    </Paper>
  );
}

function EntryView({ entry, onAnswer, isAnswering }: { entry: AiPanelEntry; onAnswer: (proposalId: number, confirm: boolean) => void; isAnswering: boolean }) {
  if (entry.type === 'user') {
    return (
      <Box style={{ alignSelf: 'flex-end', maxWidth: '85%' }}>
        <Paper p="xs" px="sm" radius="md" bg="indigo.7" c="white" aria-label="You said">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.text}
          </Text>
        </Paper>
      </Box>
    );
  }
  if (entry.type === 'assistant') {
    return (
      <Box style={{ alignSelf: 'flex-start', maxWidth: '90%' }}>
        <Paper p="xs" px="sm" radius="md" withBorder aria-label="Assistant said">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.text}
          </Text>
        </Paper>
      </Box>
    );
  }
  if (entry.type === 'tool') {
    return (
      <Group gap={6} wrap="nowrap" c="gray.7">
        <IconTool size={14} aria-hidden />
        <Text size="xs">{entry.label}</Text>
      </Group>
    );
  }
  if (entry.type === 'proposal') {
    return <ProposalCard proposal={entry.proposal} isAnswering={isAnswering} onAnswer={(confirm) => onAnswer(entry.proposal.id, confirm)} />;
  }
  // How a proposal ended is on its card; the note to the model is not repeated.
  return null;
}

function ProblemAlert({ problem }: { problem: ChatProblem }) {
  if (problem.kind === 'offline') {
    return (
      <Alert color="orange" icon={<IconPlugConnectedX size={18} aria-hidden />} title="Not connected" role="alert">
        <Text size="sm">{AI_TEXTS.notConnected}</Text>
        <Button size="xs" mt="xs" variant="light" color="orange" onClick={problem.retry}>
          Retry
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color={problem.code === 'NOT_CONFIGURED' ? 'yellow' : 'red'} icon={<IconAlertTriangle size={18} aria-hidden />} title={problem.code === 'NOT_CONFIGURED' ? 'Assistant not set up' : 'The assistant could not answer'} role="alert">
      <Text size="sm">{problem.message}</Text>
    </Alert>
  );
}

/** The assistant's chat panel: a drawer from the right (the whole width on phones). */
export default function AiPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const status = useAiStatus(opened);
  const conversations = useAiConversations(opened);
  const chat = useAiChat();
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const configured = status.data?.configured ?? true;

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [chat.entries, chat.problem, chat.isAnswering]);

  const submit = () => {
    if (chat.send(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const title = conversations.data?.list.find((c) => c.id === chat.conversationId)?.title;

  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={isPhone ? '100%' : 460}>
      <Drawer.Overlay backgroundOpacity={0.2} />
      <Drawer.Content aria-label={AI_TEXTS.panelTitle}>
        <Box style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Drawer.Header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconSparkles size={20} color="var(--mantine-color-indigo-7)" aria-hidden />
              <Box style={{ minWidth: 0 }}>
                <Drawer.Title fw={700}>{AI_TEXTS.panelTitle}</Drawer.Title>
                <Text size="xs" c="dimmed" truncate>
                  {title ?? (chat.conversationId ? 'Conversation' : 'New conversation')}
                </Text>
              </Box>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Menu position="bottom-end" width={280} shadow="md">
                <Menu.Target>
                  <Tooltip label="Past conversations">
                    <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Past conversations">
                      <IconHistory size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>Past conversations</Menu.Label>
                  {conversations.isPending && <Menu.Item disabled>Loading…</Menu.Item>}
                  {conversations.isError && <Menu.Item disabled>The conversations could not be loaded.</Menu.Item>}
                  {conversations.data?.list.length === 0 && <Menu.Item disabled>{AI_TEXTS.emptyConversations}</Menu.Item>}
                  {conversations.data?.list.slice(0, 20).map((c) => (
                    <Menu.Item key={c.id} onClick={() => void chat.open(c.id)}>
                      <Text size="sm" truncate>
                        {c.title}
                      </Text>
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <Tooltip label="New conversation">
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label="New conversation" onClick={chat.startNew}>
                  <IconMessagePlus size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Drawer.CloseButton aria-label="Close the AI assistant" />
            </Group>
          </Drawer.Header>

          <ScrollArea style={{ flex: 1 }} viewportRef={viewport} px="md" py="sm">
            <Stack gap="sm" role="log" aria-live="polite" aria-label="Conversation">
              {!configured && status.data?.message && (
                <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="Assistant not set up">
                  <Text size="sm">{status.data.message}</Text>
                </Alert>
              )}
              {configured && chat.entries.length === 0 && !chat.isLoading && (
                <Box py="lg">
                  <Text size="sm" fw={600}>
                    Ask about your company&apos;s data
                  </Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    Leads by stage, a project&apos;s BOQ totals, an item&apos;s stock or your pending approvals. Changes it proposes run only after you confirm them here.
                  </Text>
                </Box>
              )}
              {chat.isLoading && <Loader size="sm" aria-label="Loading the conversation" />}
              {chat.entries.map((entry, index) => (
                // Entries are only added at the end; one stored message may give several (its tool calls).
                <EntryView key={`${entry.type}-${entry.id}-${index}`} entry={entry} isAnswering={chat.isAnswering} onAnswer={chat.answerProposal} />
              ))}
              {chat.isAnswering && (
                <Group gap={6} c="gray.7">
                  <Loader size={14} aria-hidden />
                  <Text size="xs">Answering…</Text>
                </Group>
              )}
              {chat.problem && <ProblemAlert problem={chat.problem} />}
            </Stack>
          </ScrollArea>

          <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Textarea
                style={{ flex: 1 }}
                aria-label="Message to the assistant"
                placeholder={AI_TEXTS.placeholder}
                autosize
                minRows={1}
                maxRows={5}
                value={draft}
                disabled={!configured}
                onChange={(event) => setDraft(event.currentTarget.value)}
                onKeyDown={onKeyDown}
              />
              <ActionIcon size="input-sm" aria-label="Send" onClick={submit} disabled={!configured || !draft.trim()}>
                <IconSend size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Box>
        </Box>
      </Drawer.Content>
    </Drawer.Root>
  );
}
