import { ActionIcon, Box, Center, Group, Loader, Table, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
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

  const messageRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={4}>
        <Center py="lg">{content}</Center>
      </Table.Td>
    </Table.Tr>
  );

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
            {query.isPending
              ? messageRow(<Loader size="sm" role="status" aria-label="Loading emails" />)
              : query.isError
                ? messageRow(<LoadError what="emails" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />)
                : mails.length === 0
                  ? messageRow(<Text size="sm" c={MUTED_TEXT_COLOR}>No data</Text>)
                  : mails.map((mail) => (
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
      <MailReader mail={openMail} onClose={() => setOpenMail(null)} />
    </Box>
  );
}
