import { Table, Text } from '@mantine/core';
import { formatCurrency } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { ReceiptLine } from '../api/inventory-types';
import { formatQuantity } from '../utils/format-quantity';

export interface ReceiptLinesTableProps {
  lines: ReceiptLine[];
  /** Pesos. */
  total: string;
}

const NUMERIC = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A receipt's item, description, quantity, rate and amount, then the total. A deducting line's quantity is red with a minus. */
export function ReceiptLinesTable({ lines, total }: ReceiptLinesTableProps) {
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table withTableBorder verticalSpacing="xs" aria-label="Receipt items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              Quantity
            </Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              Rate
            </Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const isDeducting = line.itemImpact === 'DEDUCTING';
            return (
              <Table.Tr key={`${line.itemId}-${index}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {line.itemName}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT_COLOR}>
                    {line.itemSku}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{line.itemDescription || '-'}</Text>
                </Table.Td>
                <Table.Td style={NUMERIC}>
                  <Text size="sm" span c={isDeducting ? 'red.9' : undefined} fw={isDeducting ? 600 : undefined} data-testid="receipt-line-quantity">
                    {isDeducting ? `-${formatQuantity(line.quantity)}` : formatQuantity(line.quantity)}
                  </Text>
                </Table.Td>
                <Table.Td style={NUMERIC}>{formatCurrency(line.itemRate ?? line.unitPrice)}</Table.Td>
                <Table.Td style={NUMERIC}>{formatCurrency(line.total)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={4} style={{ textAlign: 'right' }}>
              Total
            </Table.Th>
            <Table.Td style={{ ...NUMERIC, fontWeight: 700 }} data-testid="receipt-total">
              {formatCurrency(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
