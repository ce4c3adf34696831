import { ActionIcon, Button, Divider, Group, Loader, Menu, Stack, Text, Title, Tooltip } from '@mantine/core';
import { formatAddress, formatDisplayDateTime, type MailDetail, type MailFolder } from '@haligi/shared';
import {
  IconArrowBackUp,
  IconArrowBackUpDouble,
  IconArrowForwardUp,
  IconArrowLeft,
  IconDownload,
  IconFolderShare,
  IconMail,
  IconMailOpened,
  IconPaperclip,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useDownloadAttachment, useMail } from '../api/mailbox-api';
import { MailBody } from './mail-body';

export type ReaderCommand = 'reply' | 'replyAll' | 'forward' | 'toggleRead' | 'toggleStar' | 'delete' | { moveTo: string };

export interface MailReaderProps {
  mailId: number;
  folders: MailFolder[];
  onCommand: (mail: MailDetail, command: ReaderCommand) => void;
  /** Phone: back to the list. */
  onBack?: () => void;
  isBusy: boolean;
}

function Line({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c={MUTED_TEXT_COLOR} size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

/** The reading pane: who, when, the actions, then the body. */
export function MailReader({ mailId, folders, onCommand, onBack, isBusy }: MailReaderProps) {
  const query = useMail(mailId);
  const download = useDownloadAttachment();
  if (query.isLoading) return <Loader size="sm" role="status" aria-label="Loading the mail" />;
  if (query.isError || !query.data) return <LoadError what="mail" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  const mail = query.data;
  const others = folders.filter((folder) => folder.path !== mail.folder);
  const icon = (label: string, command: ReaderCommand, node: React.ReactNode, extra: { pressed?: boolean; color?: string } = {}) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" aria-label={label} aria-pressed={extra.pressed} color={extra.color} onClick={() => onCommand(mail, command)} disabled={isBusy}>
        {node}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Stack gap="sm" data-testid="mail-reader">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {onBack && (
            <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} px="xs">
              Back
            </Button>
          )}
          <Button variant="light" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => onCommand(mail, 'reply')}>
            Reply
          </Button>
          {icon('Reply all', 'replyAll', <IconArrowBackUpDouble size={18} aria-hidden />)}
          {icon('Forward', 'forward', <IconArrowForwardUp size={18} aria-hidden />)}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {icon(mail.isStarred ? 'Remove star' : 'Star', 'toggleStar', mail.isStarred ? <IconStarFilled size={18} color="var(--mantine-color-yellow-8)" aria-hidden /> : <IconStar size={18} aria-hidden />, { pressed: mail.isStarred })}
          {icon(mail.isRead ? 'Mark as unread' : 'Mark as read', 'toggleRead', mail.isRead ? <IconMail size={18} aria-hidden /> : <IconMailOpened size={18} aria-hidden />)}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Tooltip label="Move to folder" withArrow>
                <ActionIcon variant="default" size="lg" aria-label="Move to folder" disabled={isBusy || others.length === 0}>
                  <IconFolderShare size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Move to</Menu.Label>
              {others.map((folder) => (
                <Menu.Item key={folder.path} onClick={() => onCommand(mail, { moveTo: folder.path })}>
                  {folder.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {icon('Delete', 'delete', <IconTrash size={18} color="var(--mantine-color-red-8)" aria-hidden />)}
        </Group>
      </Group>
      <Divider />
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {mail.subject || '(no subject)'}
      </Title>
      <Stack gap={2}>
        <Line label="From" value={formatAddress(mail.from)} />
        <Line label="To" value={mail.to.map(formatAddress).join(', ')} />
        <Line label="Cc" value={mail.cc.map(formatAddress).join(', ')} />
        <Line label="Date" value={mail.date ? formatDisplayDateTime(mail.date) : ''} />
      </Stack>
      {mail.attachments.length > 0 && (
        <Group gap={6} wrap="wrap" aria-label="Attachments">
          {mail.attachments.map((attachment, index) => (
            <Button
              key={`${attachment.filename}-${index}`}
              variant="light"
              color="gray"
              size="compact-sm"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              rightSection={<IconDownload size={14} aria-hidden />}
              loading={download.isPending && download.variables?.index === index && download.variables.mailId === mail.id}
              onClick={() => download.mutate({ mailId: mail.id, index, filename: attachment.filename })}
              title={`Download ${attachment.filename}`}
              styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
              h="auto"
              py={4}
            >
              {attachment.filename} ({Math.max(1, Math.round(attachment.size / 1024))} KB)
            </Button>
          ))}
        </Group>
      )}
      <Divider />
      <MailBody html={mail.html} text={mail.text} title={mail.subject || '(no subject)'} />
    </Stack>
  );
}
