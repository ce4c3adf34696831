import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCurrency, formatDisplayDateTime } from '@haligi/shared';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useClientStatement } from '../api/reports-api';
import type { StatementLine } from '../api/receivables-types';
import { Figure } from './figure';
import { MoneyText } from './money-text';
import { SectionCard } from '../../../components/section-card';

const AMOUNT = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const amountOrDash = (value: string) => (value === '0.00' ? '-' : formatCurrency(value));

/** A client's approved billings and collections, oldest first, with the running balance and totals. */
export function ClientStatementCard({ clientId }: { clientId: number }) {
  const statement = useClientStatement(clientId);
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const data = statement.data;
  return (
    <SectionCard id="client-statement-title" title={data ? `Statement of ${data.client.name}` : 'Statement'} description="Approved billings and what was collected on them, oldest first, with the balance after each.">
      {statement.isError ? (
        <LoadError what="client statement" error={statement.error} onRetry={() => void statement.refetch()} isRetrying={statement.isFetching} />
      ) : !data ? (
        <Skeleton height={160} />
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Figure label="Billed" testId="statement-billed">
              {formatCurrency(data.totals.billed)}
            </Figure>
            <Figure label="Collected" testId="statement-collected">
              {formatCurrency(data.totals.collected)}
            </Figure>
            <Figure label="Balance" testId="statement-balance" isStrong>
              {formatCurrency(data.totals.balance)}
            </Figure>
          </SimpleGrid>
          {data.lines.length === 0 ? (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              No approved billing for this client yet.
            </Text>
          ) : isPhone ? (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Statement lines of ${data.client.name}`} data-testid="statement-lines">
              {data.lines.map((line, index) => (
                <StatementCard key={`${line.reference}-${index}`} line={line} />
              ))}
            </Stack>
          ) : (
            <Table striped verticalSpacing={4} aria-label={`Statement lines of ${data.client.name}`} data-testid="statement-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Reference</Table.Th>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col" style={AMOUNT}>
                    Billed
                  </Table.Th>
                  <Table.Th scope="col" style={AMOUNT}>
                    Collected
                  </Table.Th>
                  <Table.Th scope="col" style={AMOUNT}>
                    Balance
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line, index) => (
                  <Table.Tr key={`${line.reference}-${index}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(line.at)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.reference}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.description}</Table.Td>
                    <Table.Td style={AMOUNT}>{amountOrDash(line.charge)}</Table.Td>
                    <Table.Td style={AMOUNT}>{amountOrDash(line.payment)}</Table.Td>
                    <Table.Td style={AMOUNT}>{formatCurrency(line.balance)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

function StatementCard({ line }: { line: StatementLine }) {
  const isBilling = line.kind === 'BILLING';
  return (
    <Card component="li" withBorder padding="xs" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" fw={600}>
          {line.reference}
        </Text>
        <MoneyText value={isBilling ? line.charge : line.payment} fw={600} c={isBilling ? undefined : 'teal.9'} />
      </Group>
      <Text size="xs" c={MUTED_TEXT_COLOR} style={{ overflowWrap: 'anywhere' }}>
        {line.description} · {formatDisplayDateTime(line.at)}
      </Text>
      <Text size="xs">Balance {formatCurrency(line.balance)}</Text>
    </Card>
  );
}
