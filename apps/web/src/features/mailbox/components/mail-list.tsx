import { ActionIcon, Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate, type MailSummary } from '@haligi/shared';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';

export interface MailListProps {
  mails: MailSummary[];
  selectedId: number | null;
  onSelect: (mail: MailSummary) => void;
  onToggleStar: (mail: MailSummary) => void;
  /** Whose name a row shows: the sender, or (Sent, Drafts) the first recipient. */
  showRecipient: boolean;
}

const senderOf = (mail: MailSummary, showRecipient: boolean) => {
  if (showRecipient) return mail.to[0] ? `To: ${mail.to[0].name || mail.to[0].address}` : 'To: (no recipient)';
  return mail.from ? mail.from.name || mail.from.address : '(unknown sender)';
};

/** The folder's mails; arrow keys move through them (and open the one reached). */
export function MailList({ mails, selectedId, onSelect, onToggleStar, showRecipient }: MailListProps) {
  const rows = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if ((event.target as HTMLElement).closest('[data-star]')) return;
    event.preventDefault();
    const current = mails.findIndex((mail) => mail.id === selectedId);
    const next = Math.max(0, Math.min(mails.length - 1, current + (event.key === 'ArrowDown' ? 1 : -1)));
    if (current === -1 && event.key === 'ArrowUp') return;
    const target = current === -1 ? 0 : next;
    onSelect(mails[target]);
    rows.current[target]?.focus();
  };
  return (
    <Stack gap={0} role="list" aria-label="Mails" onKeyDown={onKeyDown} data-testid="mail-list">
      {mails.map((mail, index) => {
        const isSelected = mail.id === selectedId;
        return (
          <Group
            key={mail.id}
            role="listitem"
            gap={4}
            wrap="nowrap"
            align="flex-start"
            px="xs"
            py={8}
            style={{
              borderBottom: '1px solid var(--mantine-color-default-border)',
              background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
              borderLeft: `3px solid ${mail.isRead ? 'transparent' : 'var(--mantine-primary-color-filled)'}`,
            }}
            data-testid="mail-row"
            data-unread={!mail.isRead || undefined}
          >
            <UnstyledButton
              ref={(element) => {
                rows.current[index] = element;
              }}
              onClick={() => onSelect(mail)}
              aria-current={isSelected || undefined}
              style={{ flex: 1, minWidth: 0 }}
            >
              {!mail.isRead && <VisuallyHidden>Unread: </VisuallyHidden>}
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={mail.isRead ? 500 : 700} truncate>
                  {senderOf(mail, showRecipient)}
                </Text>
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {mail.hasAttachments && <IconPaperclip size={14} aria-label="Has attachments" />}
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {mail.date ? formatDisplayDate(mail.date) : ''}
                  </Text>
                </Group>
              </Group>
              <Text size="sm" fw={mail.isRead ? 400 : 700} truncate>
                {mail.subject || '(no subject)'}
              </Text>
              <Box>
                <Text size="xs" c={MUTED_TEXT_COLOR} truncate>
                  {mail.snippet}
                </Text>
              </Box>
            </UnstyledButton>
            <ActionIcon
              variant="subtle"
              color={mail.isStarred ? 'yellow.8' : 'gray.7'}
              aria-label={mail.isStarred ? 'Remove star' : 'Star'}
              aria-pressed={mail.isStarred}
              onClick={() => onToggleStar(mail)}
              data-star
            >
              {mail.isStarred ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
