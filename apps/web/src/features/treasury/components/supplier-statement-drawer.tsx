import { Card, Drawer, Group, SimpleGrid, Skeleton, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCurrency, formatDisplayDate } from '@haligi/shared';
import { LoadError } from '../../../components/load-error';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { useSupplierStatement } from '../api/payables-api';
import type { StatementLine } from '../api/treasury-types';
import { Certificate2307 } from './certificate-2307';
import { Figure } from './figure';

const KIND_LABELS: Record<StatementLine['kind'], string> = { ORDER: 'Order', DELIVERY: 'Delivery', PAYMENT: 'Payment' };
const NUMBER = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** A zero charge or payment reads as a blank: the line is the other kind. */
const amountOrBlank = (value: string) => (/^0(\.0+)?$/.test(value) ? '' : formatCurrency(value));

export interface SupplierStatementDrawerProps {
  supplier: { id: number; name: string } | null;
  onClose: () => void;
}

/** A supplier's statement: orders charged, deliveries received, payments made, with the running balance owed. */
export function SupplierStatementDrawer({ supplier, onClose }: SupplierStatementDrawerProps) {
  const statement = useSupplierStatement(supplier?.id ?? null);
  const data = statement.data;
  const theme = useMantineTheme();
  // Below sm each line is a card: the running balance stays in view on a phone.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  return (
    <Drawer opened={supplier !== null} onClose={onClose} position="right" size="xl" title={supplier ? `Statement: ${supplier.name}` : 'Statement'} styles={{ title: { fontWeight: 700 } }}>
      {statement.isError ? (
        <LoadError what="supplier statement" error={statement.error} onRetry={() => void statement.refetch()} isRetrying={statement.isFetching} />
      ) : !data ? (
        <Stack>
          <Skeleton height={24} />
          <Skeleton height={160} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c={MUTED_TEXT_COLOR}>
            Payment terms: {data.supplier.paymentTerms || 'none on file (due on delivery)'}
            {data.supplier.tin ? ` · TIN ${data.supplier.tin}` : ''}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Figure label="Ordered">{formatCurrency(data.totals.orders)}</Figure>
            <Figure label="Paid">{formatCurrency(data.totals.payments)}</Figure>
            <Figure label="Balance" testId="statement-balance">
              {formatCurrency(data.totals.balance)}
            </Figure>
          </SimpleGrid>
          {data.lines.length === 0 ? (
            <Text size="sm" c={MUTED_TEXT_COLOR}>
              No orders, deliveries or payments with this supplier yet.
            </Text>
          ) : isPhone ? (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Statement of ${data.supplier.name}`} data-testid="supplier-statement">
              {data.lines.map((line, index) => (
                <StatementCard key={`${line.kind}-${line.reference}-${index}`} line={line} />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={680} type="native" tabIndex={0} role="region" aria-label={`Statement lines of ${data.supplier.name} (scrolls sideways)`}>
              <Table striped withTableBorder verticalSpacing="xs" aria-label={`Statement of ${data.supplier.name}`} data-testid="supplier-statement">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Date</Table.Th>
                    <Table.Th scope="col">Reference</Table.Th>
                    <Table.Th scope="col">Description</Table.Th>
                    <Table.Th scope="col" style={NUMBER}>
                      Charge
                    </Table.Th>
                    <Table.Th scope="col" style={NUMBER}>
                      Payment
                    </Table.Th>
                    <Table.Th scope="col" style={NUMBER}>
                      Balance
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.map((line, index) => (
                    <Table.Tr key={`${line.kind}-${line.reference}-${index}`}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(line.at)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm" fw={500}>
                          {line.reference}
                        </Text>
                        <Text size="xs" c={MUTED_TEXT_COLOR}>
                          {KIND_LABELS[line.kind]}
                        </Text>
                      </Table.Td>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td style={NUMBER}>{amountOrBlank(line.charge)}</Table.Td>
                      <Table.Td style={NUMBER}>{amountOrBlank(line.payment)}</Table.Td>
                      <Table.Td style={{ ...NUMBER, fontWeight: 600 }}>{formatCurrency(line.balance)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Certificate2307 supplier={data.supplier} />
        </Stack>
      )}
    </Drawer>
  );
}

function StatementCard({ line }: { line: StatementLine }) {
  const charge = amountOrBlank(line.charge);
  const payment = amountOrBlank(line.payment);
  return (
    <Card component="li" withBorder padding="xs" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm" fw={600}>
          {line.reference} <Text span size="xs" c={MUTED_TEXT_COLOR} fw={400}>{KIND_LABELS[line.kind]} · {formatDisplayDate(line.at)}</Text>
        </Text>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c={MUTED_TEXT_COLOR}>
            Balance
          </Text>
          <Text size="sm" fw={600} style={NUMBER}>
            {formatCurrency(line.balance)}
          </Text>
        </Stack>
      </Group>
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        {line.description}
      </Text>
      {(charge || payment) && (
        <Text size="xs" c={MUTED_TEXT_COLOR}>
          {charge ? `Charge ${charge}` : `Payment ${payment}`}
        </Text>
      )}
    </Card>
  );
}
