import { Anchor, Box, Divider, List, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { formatDisplayDateTime } from '@haligi/shared';
import { DialogShell } from '../dialog-shell';
import { StatusBadge } from '../data-table';
import { MUTED_TEXT_COLOR } from '../page-header';
import { collectLinks, linkify } from './linkify';
import type { OutboxMail } from './outbox.types';

export interface MailReaderProps {
  mail: OutboxMail | null;
  onClose: () => void;
}

/** Opens one outbox mail: headers, its links, the text and the HTML as sent. */
export function MailReader({ mail, onClose }: MailReaderProps) {
  const links = mail ? collectLinks(mail.html, mail.text) : [];
  return (
    <DialogShell opened={!!mail} onClose={onClose} isDirty={false} title={mail?.subject ?? ''} icon={<IconMail size={20} aria-hidden />} size="lg">
      {mail && (
        <Stack gap="sm">
          <Box>
            <Text size="sm">
              <b>To:</b> {mail.to}
            </Text>
            <Text size="sm">
              <b>Sent:</b> {formatDisplayDateTime(mail.createdAt)} <StatusBadge value={mail.status} />
            </Text>
          </Box>
          {links.length > 0 && (
            <Box>
              <Text size="sm" fw={700}>
                Links
              </Text>
              <List size="sm" spacing={2} data-testid="mail-links">
                {links.map((link) => (
                  <List.Item key={link}>
                    <Anchor href={link} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
                      {link}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Box>
          )}
          <Divider />
          <Tabs defaultValue={mail.text ? 'text' : 'html'} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="text" disabled={!mail.text}>
                Text
              </Tabs.Tab>
              <Tabs.Tab value="html" disabled={!mail.html}>
                HTML
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="text" pt="sm">
              <Paper withBorder p="sm" data-testid="mail-text">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {linkify(mail.text ?? '')}
                </Text>
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="html" pt="sm">
              {/* The mail's own HTML, sandboxed: no scripts, links open in a new tab. */}
              <iframe
                title={`HTML of ${mail.subject}`}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={`<base target="_blank">${mail.html ?? ''}`}
                style={{ width: '100%', minHeight: 360, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
              />
            </Tabs.Panel>
          </Tabs>
          {!mail.text && !mail.html && (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              This mail has no body.
            </Text>
          )}
        </Stack>
      )}
    </DialogShell>
  );
}
