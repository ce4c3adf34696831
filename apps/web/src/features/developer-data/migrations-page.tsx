import { Alert, Card, Code, Group, Loader, SimpleGrid, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatDisplayDateTime, type MigrationState, type MigrationStatus } from '@haligi/shared';
import { StatusBadge } from '../../components/data-table';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { useMigrations } from './api';

const STATE_TONES: Record<MigrationState, 'green' | 'yellow' | 'red' | 'orange'> = { applied: 'green', pending: 'yellow', changed: 'red', unknown: 'orange' };
const STATE_WORDS: Record<MigrationState, string> = {
  applied: 'applied',
  pending: 'in the code, not applied',
  changed: 'checksum differs',
  unknown: 'in the database, not in the code',
};

function StateBadge({ state }: { state: MigrationState }) {
  return (
    <span title={STATE_WORDS[state]}>
      <StatusBadge value={state} tone={STATE_TONES[state]} />
    </span>
  );
}

const short = (checksum: string | null) => (checksum ? `${checksum.slice(0, 12)}…` : '-');
const when = (value: string | null) => (value ? formatDisplayDateTime(value) : '-');

/** Developer > Migrations: the code's migrations against the database's, with drizzle's checksums. */
export function MigrationsPage() {
  const query = useMigrations();
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const header = <PageHeader title="Migrations" description="Each migration of the code against what the database applied: when, and the SHA-256 drizzle recorded." />;
  if (query.isError)
    return (
      <>
        {header}
        <LoadError what="migrations" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </>
    );
  if (!query.data)
    return (
      <>
        {header}
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading...</Text>
        </Group>
      </>
    );
  const { migrations, differs, counts } = query.data;
  const newestFirst = [...migrations].reverse();
  return (
    <>
      {header}
      {differs ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />} title="The code's migrations differ from the database's" mb="md" styles={{ title: { color: 'var(--mantine-color-red-9)' } }}>
          <Text size="sm" c="red.9">
            {[
              counts.changed && `${counts.changed} changed since applied (checksum differs)`,
              counts.pending && `${counts.pending} not applied`,
              counts.unknown && `${counts.unknown} applied but not in the code`,
            ]
              .filter(Boolean)
              .join('; ')}
            . Check the deployed code against this database before changing data.
          </Text>
        </Alert>
      ) : (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />} title="The code and the database agree" mb="md" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Text size="sm">All {counts.applied} migrations are applied with the checksums of their files.</Text>
        </Alert>
      )}
      {isPhone ? (
        <Stack gap="xs" component="ul" aria-label="Migrations" p={0} m={0} style={{ listStyle: 'none' }}>
          {newestFirst.map((m) => (
            <Card key={`${m.createdAt}-${m.tag}`} component="li" withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.tag ?? '(no file)'}
                </Text>
                <StateBadge state={m.state} />
              </Group>
              <MigrationFacts migration={m} />
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table striped withTableBorder aria-label="Migrations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Migration</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Applied</Table.Th>
                <Table.Th scope="col">File checksum</Table.Th>
                <Table.Th scope="col">Database checksum</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {newestFirst.map((m) => (
                <Table.Tr key={`${m.createdAt}-${m.tag}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {m.tag ?? '(no file)'}
                    </Text>
                    <Text size="xs" c={MUTED_TEXT_COLOR}>
                      created {when(m.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={m.state} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{m.appliedAt ? when(m.appliedAt) : m.databaseChecksum ? 'before tracking' : '-'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Code title={m.fileChecksum ?? undefined}>{short(m.fileChecksum)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code title={m.databaseChecksum ?? undefined} c={m.state === 'changed' ? 'red.9' : undefined}>
                      {short(m.databaseChecksum)}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

function MigrationFacts({ migration: m }: { migration: MigrationStatus }) {
  return (
    <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt={6} component="dl" m={0}>
      <Text component="dt" size="xs" c={MUTED_TEXT_COLOR}>
        Applied
      </Text>
      <Text component="dd" size="xs" m={0}>
        {m.appliedAt ? when(m.appliedAt) : m.databaseChecksum ? 'before tracking' : '-'}
      </Text>
      <Text component="dt" size="xs" c={MUTED_TEXT_COLOR}>
        File checksum
      </Text>
      <Code component="dd" m={0} fz="xs">
        {short(m.fileChecksum)}
      </Code>
      <Text component="dt" size="xs" c={MUTED_TEXT_COLOR}>
        Database checksum
      </Text>
      <Code component="dd" m={0} fz="xs">
        {short(m.databaseChecksum)}
      </Code>
    </SimpleGrid>
  );
}
