import { Anchor, Box, Card, Group, Pagination, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WIN_PROBABILITIES, formatDisplayDate } from '@haligi/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR, PageHeader } from '../../../components/page-header';
import { documentKindLabel, type DocumentLink } from '../../../components/record-documents';
import { useStageLeads } from '../api/get-stage-leads';
import { LeadsTabs } from '../components/leads-tabs';
import { STAGE_TABS, type StageTabRoute } from '../utils/stage-tabs';

const PER_PAGE = 20;
const winLabel = (key: string) => WIN_PROBABILITIES.find((w) => w.key === key)?.label ?? key;
const COLUMN_COUNT = 7;

/** A lead's documents as links opening the file in a new tab, each with its kind. */
function DocumentLinks({ documents }: { documents: DocumentLink[] | undefined }) {
  if (!documents?.length) {
    return (
      <Text size="sm" c={MUTED_TEXT_COLOR}>
        No documents
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {documents.map((document) => (
        <Text key={document.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Anchor href={document.url} target="_blank" rel="noreferrer" inherit>
            {document.title}
          </Anchor>
          <Text span size="xs" c={MUTED_TEXT_COLOR}>
            {' · '}
            {documentKindLabel(document.kind)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** Leads > Proposal / Presentation / Contract: the leads at one stage, each linking to its page. */
export function StageLeadsPage({ route }: { route: StageTabRoute }) {
  const tab = STAGE_TABS[route];
  const [page, setPage] = useState(1);
  const query = useStageLeads(tab.stage, page, PER_PAGE);
  const rows = query.data?.list ?? [];
  // Below the sm breakpoint each lead is a card: nothing scrolls sideways on a phone.
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;

  return (
    <>
      <PageHeader title={tab.title} description={tab.description} />
      <LeadsTabs />
      {query.isError && <LoadError what="leads" error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />}
      {isPhone ? (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={`${tab.title} leads`} style={{ listStyle: 'none' }}>
          {rows.map((lead) => (
            <Card key={lead.id} component="li" withBorder padding="sm" radius="md" data-testid="lead-card">
              <Anchor component={Link} to={`/member/leads/${lead.id}`} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {lead.name}
              </Anchor>
              <Stack component="dl" gap={2} mt={6} m={0}>
                {(
                  [
                    ['Client', lead.client?.name ?? '-'],
                    ['Budget', lead.budget.formatted],
                    ['Closing date', lead.endDate ? formatDisplayDate(lead.endDate) : '-'],
                  ] as const
                ).map(([label, value]) => (
                  <Group key={label} gap={6} wrap="nowrap" align="baseline">
                    <Text component="dt" size="xs" c={MUTED_TEXT_COLOR} style={{ whiteSpace: 'nowrap' }}>
                      {label}
                    </Text>
                    <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Box mt={6}>
                <DocumentLinks documents={lead.documents} />
              </Box>
            </Card>
          ))}
          {(query.isLoading || (query.isSuccess && rows.length === 0)) && (
            <Card component="li" withBorder padding="md">
              <Text c={MUTED_TEXT_COLOR} ta="center" size="sm">
                {query.isLoading ? 'Loading...' : 'No leads at this stage.'}
              </Text>
            </Card>
          )}
        </Stack>
      ) : (
      <Card padding={0}>
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={`${tab.title} leads`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lead</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Budget</Table.Th>
                <Table.Th>Win probability</Table.Th>
                <Table.Th>Closing date</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Documents</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((lead) => (
                <Table.Tr key={lead.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/member/leads/${lead.id}`} fw={600} size="sm">
                      {lead.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{lead.client?.name ?? '-'}</Table.Td>
                  <Table.Td>{lead.budget.formatted}</Table.Td>
                  <Table.Td>{winLabel(lead.winProbability)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(lead.endDate) || '-'}</Table.Td>
                  <Table.Td>{lead.relationshipOwner?.name ?? '-'}</Table.Td>
                  <Table.Td miw={220} maw={320}>
                    <DocumentLinks documents={lead.documents} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {query.isSuccess && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMN_COUNT}>
                    <Text c={MUTED_TEXT_COLOR} ta="center" py="md">
                      No leads at this stage.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {query.isLoading && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMN_COUNT}>
                    <Text c={MUTED_TEXT_COLOR} ta="center" py="md">
                      Loading...
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      )}
      {(query.data?.pagination.totalPages ?? 1) > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination
            total={query.data!.pagination.totalPages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          />
        </Group>
      )}
    </>
  );
}

export const ProposalLeadsPage = () => <StageLeadsPage route="member_leads_proposal" />;
export const PresentationLeadsPage = () => <StageLeadsPage route="member_leads_presentation" />;
export const ContractLeadsPage = () => <StageLeadsPage route="member_leads_contract" />;
