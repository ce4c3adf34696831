import { formatDisplayDateTime } from '@haligi/shared';
import { Card, Code, Table, Text } from '@mantine/core';
import { LoadError } from '../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../components/page-header';
import { useAbout } from './api/company';

/** Settings > About: which Haligi this installation runs (version, commit, environment). */
export function AboutPage() {
  const about = useAbout();
  return (
    <>
      <PageHeader title="About" description="The version of Haligi this installation runs. Give these when you report a problem." />
      {about.isError ? (
        <LoadError what="installation details" error={about.error} onRetry={() => void about.refetch()} />
      ) : !about.data ? (
        <Text c={MUTED_TEXT_COLOR}>Loading…</Text>
      ) : (
        <Card padding="md" maw={640}>
          <Table variant="vertical" layout="fixed" withRowBorders>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>Version</Table.Th>
                <Table.Td data-testid="about-version">{about.data.version}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Commit</Table.Th>
                <Table.Td data-testid="about-commit" style={{ overflowWrap: 'anywhere' }}>
                  {about.data.commit ? <Code>{about.data.commit}</Code> : 'Not known (this copy was not built from git)'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Environment</Table.Th>
                <Table.Td data-testid="about-environment">{about.data.environment}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Running since</Table.Th>
                <Table.Td>{formatDisplayDateTime(about.data.startedAt)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </>
  );
}
