import { ActionIcon, Box, Button, Card, Center, Group, Loader, Stack, Table, Text, TextInput, Tooltip, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDisplayDateTime } from '@haligi/shared';
import { useState, type ReactNode } from 'react';
import { api } from '../../lib/api';
import { StatusBadge } from '../data-table';
import { MUTED_TEXT_COLOR } from '../page-header';
import { MailReader } from './mail-reader';
import type { OutboxMail } from './outbox.types';
import { LoadError } from '../load-error';

export interface MailOutboxProps {
  /** `/settings/system-emails` (own company) or `/developer/system-emails` (all). */
  apiUrl: string;
}

/** The outbox, newest first; a row opens the mail. Filtering is local: the answer is bounded. */
export function MailOutbox({ apiUrl }: MailOutboxProps) {
  const theme = useMantineTheme();
  const [keyword, setKeyword] = useState('');
  const [openMail, setOpenMail] = useState<OutboxMail | null>(null);
  const query = useQuery({
    queryKey: ['outbox', apiUrl],
    queryFn: ({ signal }) => api<OutboxMail[]>('GET', apiUrl, { signal }),
    staleTime: 0,
  });
  const needle = keyword.trim().toLowerCase();
  const mails = (query.data ?? []).filter(
    (mail) => !needle || mail.to.toLowerCase().includes(needle) || mail.subject.toLowerCase().includes(needle),
  );

  // Below the sm breakpoint each mail is a card: nothing scrolls sideways on a phone.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  let message: ReactNode = null;
  if (query.isPending) message = <Loader size="sm" role="status" aria-label="Loading emails" />;
  else if (query.isError) message = <LoadError what="emails" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  else if (mails.length === 0) {
    message = needle ? (
      <Stack align="center" gap="xs">
        <Text size="sm" c={MUTED_TEXT_COLOR} ta="center">
          No emails match "{keyword.trim()}".
        </Text>
        <Button size="xs" variant="default" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={() => setKeyword('')}>
          Clear filters
        </Button>
      </Stack>
    ) : (
      <Text size="sm" c={MUTED_TEXT_COLOR} ta="center">
        No emails yet. Invitations, verifications and other mail the app sends appear here.
      </Text>
    );
  }

  return (
    <Box>
      <Group gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1, maxWidth: 360 }}
          aria-label="Filter by recipient or subject"
          placeholder="Filter by recipient or subject"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
        <Tooltip label="Refresh">
          <ActionIcon variant="default" size="lg" aria-label="Refresh emails" onClick={() => query.refetch()} loading={query.isFetching}>
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {message !== null ? (
        <Card withBorder mt="sm" padding="md">
          <Center>{message}</Center>
        </Card>
      ) : isPhone ? (
        <Stack component="ul" gap="xs" mt="sm" p={0} m={0} aria-label="System emails" style={{ listStyle: 'none' }}>
          {mails.map((mail) => (
            <Card key={mail.id} component="li" withBorder padding="sm" radius="md" data-testid="mail-card">
              <UnstyledButton fz="sm" fw={600} c="indigo.9" style={{ overflowWrap: 'anywhere' }} onClick={() => setOpenMail(mail)}>
                {mail.subject}
              </UnstyledButton>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {mail.to}
              </Text>
              <Group gap="xs" mt={4}>
                <StatusBadge value={mail.status} />
                <Text size="xs" c={MUTED_TEXT_COLOR}>
                  {formatDisplayDateTime(mail.createdAt)}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720} type="native" mt="sm">
          <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label="System emails">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">To</Table.Th>
                <Table.Th scope="col">Subject</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mails.map((mail) => (
                <Table.Tr key={mail.id} style={{ cursor: 'pointer' }} onClick={() => setOpenMail(mail)}>
                  <Table.Td style={{ minWidth: 210, overflowWrap: 'anywhere' }}>{mail.to}</Table.Td>
                  <Table.Td>
                    <UnstyledButton
                      fz="sm"
                      fw={600}
                      c="indigo.9"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpenMail(mail);
                      }}
                    >
                      {mail.subject}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge value={mail.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(mail.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <MailReader mail={openMail} onClose={() => setOpenMail(null)} />
    </Box>
  );
}
