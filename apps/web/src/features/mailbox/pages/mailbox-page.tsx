import { Alert, Anchor, Badge, Button, Card, Center, Group, NavLink, Pagination, Progress, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { EMAIL_MESSAGES, EMAIL_SETTINGS_PATH, forwardDraft, replyDraft, type MailDetail, type MailFolder, type MailSummary } from '@haligi/shared';
import { IconFolder, IconInbox, IconMailForward, IconPencil, IconRefresh, IconSearch, IconSend, IconStar, IconTrash, IconAlertOctagon, IconFileText } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmailComposeDialog, type EmailDraft } from '../../../components/email-compose';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { notify, showErrorDialog } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import {
  isNotConfigured,
  sendMail,
  useLiveSync,
  useMailFlag,
  useMailFolders,
  useMailList,
  useMailRemoval,
  useStartSync,
  useSyncStatus,
  type MailListParams,
} from '../api/mailbox-api';
import { MailList } from '../components/mail-list';
import { MailReader, type ReaderCommand } from '../components/mail-reader';

const FOLDER_ICONS: Record<string, typeof IconInbox> = { '\\Inbox': IconInbox, '\\Sent': IconSend, '\\Drafts': IconFileText, '\\Trash': IconTrash, '\\Junk': IconAlertOctagon, '\\Flagged': IconStar };

type Compose = { mode: 'new' | 'reply' | 'forward'; initial: Partial<EmailDraft> } | null;

/** "Please configure your email settings first" with the link to settings/email (spec part 2 section 5). */
function NotConfigured() {
  return (
    <Alert color="blue" variant="light" title={EMAIL_MESSAGES.notConfigured} styles={{ title: { color: 'var(--mantine-color-blue-9)' } }} data-testid="mail-not-configured">
      <Text size="sm">
        Connect your own mailbox (IMAP and SMTP) to read and send mail here.{' '}
        <Anchor component={Link} to={EMAIL_SETTINGS_PATH} fw={600} c="blue.9">
          Open email settings
        </Anchor>
      </Text>
    </Alert>
  );
}

function SyncProgress() {
  const status = useSyncStatus(true).data;
  if (!status || status.state === 'IDLE') return null;
  if (status.state === 'FAILED') {
    return (
      <Alert color="red" title="The last sync failed" data-testid="sync-failed">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {status.message}
        </Text>
      </Alert>
    );
  }
  if (status.state === 'COMPLETED') {
    return (
      <Text size="xs" c={MUTED_TEXT_COLOR} data-testid="sync-done">
        Synced{status.fetched ? `: ${status.fetched} new ${status.fetched === 1 ? 'mail' : 'mails'}` : ''}.
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="sync-progress">
      <Text size="xs" c={MUTED_TEXT_COLOR}>
        {status.state === 'QUEUED' ? 'Sync waiting to start…' : `Syncing ${status.folder ?? ''}… ${status.fetched} new`}
      </Text>
      <Progress value={Math.max(3, status.percent)} striped animated aria-label="Sync progress" />
    </Stack>
  );
}

function FolderNav({ folders, current, onChange, isPhone }: { folders: MailFolder[]; current: string; onChange: (path: string) => void; isPhone: boolean }) {
  if (isPhone) {
    return (
      <Select
        label="Folder"
        data={folders.map((folder) => ({ value: folder.path, label: folder.unread ? `${folder.name} (${folder.unread})` : folder.name }))}
        value={current}
        onChange={(value) => value && onChange(value)}
        allowDeselect={false}
      />
    );
  }
  return (
    <Stack gap={2} component="nav" aria-label="Folders" data-testid="mail-folders">
      {folders.map((folder) => {
        const Icon = FOLDER_ICONS[folder.specialUse ?? ''] ?? IconFolder;
        return (
          <NavLink
            component="button"
            key={folder.path}
            label={folder.name}
            active={folder.path === current}
            onClick={() => onChange(folder.path)}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={folder.unread ? <Badge size="sm" variant="filled" aria-label={`${folder.unread} unread`}>{folder.unread}</Badge> : null}
            aria-current={folder.path === current ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}

/** member_email: the member's own mailbox (decision 0063). */
export function MailboxPage() {
  const isWide = useMediaQuery('(min-width: 62em)') ?? true;
  const isPhone = !isWide;
  const session = useSession();
  useLiveSync();
  const folders = useMailFolders();
  const [folder, setFolder] = useState('INBOX');
  const [page, setPage] = useState(1);
  const [pageSize] = useState(25);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [filter, setFilter] = useState<MailListParams['filter']>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [compose, setCompose] = useState<Compose>(null);
  const configured = !isNotConfigured(folders.error);
  const params: MailListParams = { folder, page, pageSize, search, filter };
  const list = useMailList(params, configured && !folders.isLoading);
  const flag = useMailFlag();
  const removal = useMailRemoval();
  const sync = useStartSync();
  const syncStatus = useSyncStatus(configured).data;
  const isSyncing = syncStatus?.state === 'QUEUED' || syncStatus?.state === 'RUNNING';

  useEffect(() => setPage(1), [folder, search, filter]);
  const folderList = folders.data ?? [];
  const currentFolder = useMemo(() => folderList.find((f) => f.path === folder), [folderList, folder]);
  const showRecipient = currentFolder?.specialUse === '\\Sent' || currentFolder?.specialUse === '\\Drafts';

  const open = (mail: MailSummary) => {
    setSelectedId(mail.id);
    if (!mail.isRead) flag.mutate({ id: mail.id, action: 'read' });
  };

  const onCommand = async (mail: MailDetail, command: ReaderCommand) => {
    const self = session.account?.email;
    if (command === 'reply' || command === 'replyAll') return setCompose({ mode: 'reply', initial: replyDraft(mail, { toAll: command === 'replyAll', self }) });
    if (command === 'forward') return setCompose({ mode: 'forward', initial: forwardDraft(mail) });
    if (command === 'toggleRead') return flag.mutate({ id: mail.id, action: mail.isRead ? 'unread' : 'read' });
    if (command === 'toggleStar') return flag.mutate({ id: mail.id, action: mail.isStarred ? 'unstar' : 'star' });
    if (command === 'delete') {
      const inTrash = currentFolder?.specialUse === '\\Trash';
      const ok = await confirmAction({
        title: inTrash ? 'Delete for good?' : 'Delete this mail?',
        message: inTrash ? 'It is removed from your mailbox on the mail server.' : 'It moves to Trash on your mail server.',
        confirmLabel: 'Delete',
        isDanger: true,
      });
      if (!ok) return;
      removal.mutate({ id: mail.id }, { onSuccess: (answer) => (setSelectedId(null), notify({ type: 'positive', message: answer.message, position: 'top' })) });
      return;
    }
    removal.mutate({ id: mail.id, folder: command.moveTo }, { onSuccess: (answer) => (setSelectedId(null), notify({ type: 'positive', message: answer.message, position: 'top' })) });
  };

  const send = async (draft: EmailDraft) => {
    let answer: { success: boolean; message: string };
    try {
      answer = await sendMail(draft);
    } catch (error) {
      showErrorDialog(error);
      throw error;
    }
    notify({ type: answer.success ? 'positive' : 'negative', message: answer.message, position: 'top' });
    if (!answer.success) throw new Error(answer.message);
  };

  const actions = configured && !folders.isLoading && !folders.isError && (
    <>
      <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => sync.mutate(undefined)} loading={sync.isPending || isSyncing}>
        Sync
      </Button>
      <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setCompose({ mode: 'new', initial: {} })}>
        Compose
      </Button>
    </>
  );

  const listPane = (
    <Stack gap="sm" style={{ minWidth: 0 }}>
      <TextInput
        aria-label="Search mail"
        placeholder="Search subject, people or text"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
      />
      <SegmentedControl
        aria-label="Show"
        value={filter}
        onChange={(value) => setFilter(value as MailListParams['filter'])}
        data={[
          { value: 'all', label: 'All' },
          { value: 'unread', label: 'Unread' },
          { value: 'starred', label: 'Starred' },
        ]}
        fullWidth
      />
      {list.isError ? (
        <LoadError what="mails" error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : list.isLoading ? (
        <Center py="lg">
          <Text size="sm" c={MUTED_TEXT_COLOR} role="status">
            Loading mails…
          </Text>
        </Center>
      ) : (list.data?.list.length ?? 0) === 0 ? (
        <Stack gap="xs" py="md" align="center" data-testid="mail-empty">
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            {search || filter !== 'all' ? 'No mails match.' : folderList.length === 0 ? 'Nothing synced yet. Press Sync to fetch your mail.' : 'This folder is empty.'}
          </Text>
          {(search || filter !== 'all') && (
            <Button size="xs" variant="subtle" onClick={() => (setSearchText(''), setFilter('all'))}>
              Clear filters
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <MailList
            mails={list.data!.list}
            selectedId={selectedId}
            onSelect={open}
            showRecipient={showRecipient}
            onToggleStar={(mail) => flag.mutate({ id: mail.id, action: mail.isStarred ? 'unstar' : 'star' })}
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c={MUTED_TEXT_COLOR}>
              {list.data!.pagination.total} {list.data!.pagination.total === 1 ? 'mail' : 'mails'}
            </Text>
            {list.data!.pagination.total > pageSize && (
              <Pagination size="sm" total={Math.ceil(list.data!.pagination.total / pageSize)} value={page} onChange={setPage} aria-label="Pages" siblings={0} />
            )}
          </Group>
        </>
      )}
    </Stack>
  );

  const reader = selectedId !== null && (
    <MailReader mailId={selectedId} folders={folderList} onCommand={(mail, command) => void onCommand(mail, command)} onBack={isPhone ? () => setSelectedId(null) : undefined} isBusy={flag.isPending || removal.isPending} />
  );

  return (
    <Stack gap="md">
      <PageHeader title="Email" description="Your own mailbox: read, file and answer your mail." actions={actions} />
      {folders.isLoading ? (
        <Text size="sm" c={MUTED_TEXT_COLOR} role="status">
          Loading your mailbox…
        </Text>
      ) : !configured ? (
        <NotConfigured />
      ) : folders.isError ? (
        <LoadError what="mailbox" error={folders.error} onRetry={() => void folders.refetch()} isRetrying={folders.isFetching} />
      ) : (
        <>
          <SyncProgress />
          {isPhone ? (
            <Card padding="sm">
              {reader || (
                <Stack gap="sm">
                  {folderList.length > 0 && <FolderNav folders={folderList} current={folder} onChange={(path) => (setFolder(path), setSelectedId(null))} isPhone />}
                  {listPane}
                </Stack>
              )}
            </Card>
          ) : (
            <Group align="flex-start" gap="md" wrap="nowrap">
              <Card padding="xs" style={{ width: 180, flexShrink: 0 }}>
                {folderList.length ? (
                  <FolderNav folders={folderList} current={folder} onChange={(path) => (setFolder(path), setSelectedId(null))} isPhone={false} />
                ) : (
                  <Text size="xs" c={MUTED_TEXT_COLOR} p="xs">
                    Folders appear after the first sync.
                  </Text>
                )}
              </Card>
              <Card padding="sm" style={{ width: 340, flexShrink: 0 }}>
                {listPane}
              </Card>
              <Card padding="md" style={{ flex: 1, minWidth: 0 }}>
                {reader || (
                  <Center py="xl">
                    <Stack gap={4} align="center">
                      <IconMailForward size={32} color="var(--mantine-color-gray-6)" aria-hidden />
                      <Text size="sm" c={MUTED_TEXT_COLOR}>
                        Choose a mail to read it.
                      </Text>
                    </Stack>
                  </Center>
                )}
              </Card>
            </Group>
          )}
        </>
      )}
      <EmailComposeDialog opened={compose !== null} onClose={() => setCompose(null)} initial={compose?.initial} mode={compose?.mode ?? 'new'} mailbox="required" onSend={send} />
    </Stack>
  );
}
