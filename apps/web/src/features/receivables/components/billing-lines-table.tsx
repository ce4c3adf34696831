import { Table, Text } from '@mantine/core';
import { formatCurrency } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { BillingLine } from '../api/receivables-types';
import { formatPercent } from '../utils/billing-lines';

const AMOUNT = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The lines a billing gained on, scrolling inside its own box on a phone. */
export function BillingLinesTable({ code, lines }: { code: string; lines: readonly BillingLine[] }) {
  if (!lines.length) {
    return (
      <Text size="sm" c={MUTED_TEXT_COLOR}>
        No lines.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label={`Lines of ${code} (scrolls sideways)`}>
      <Table striped verticalSpacing={4} aria-label={`Lines of ${code}`} data-testid="billing-detail-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
            <Table.Th scope="col" style={AMOUNT}>
              Amount
            </Table.Th>
            <Table.Th scope="col" style={AMOUNT}>
              Previous
            </Table.Th>
            <Table.Th scope="col" style={AMOUNT}>
              To date
            </Table.Th>
            <Table.Th scope="col" style={AMOUNT}>
              Billed
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.description}</Table.Td>
              <Table.Td style={AMOUNT}>{formatCurrency(line.amount)}</Table.Td>
              <Table.Td style={AMOUNT}>{formatPercent(line.previousPercent)}</Table.Td>
              <Table.Td style={AMOUNT}>{formatPercent(line.toDatePercent)}</Table.Td>
              <Table.Td style={AMOUNT}>{formatCurrency(line.gross)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
