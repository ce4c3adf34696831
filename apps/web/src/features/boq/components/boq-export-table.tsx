import { Alert, Loader, Table, Text } from '@mantine/core';
import { BOQ_EXPORT_COLUMNS, boqExportLines, formatCurrency, formatUnitCost, type BoqExportLine } from '@haligi/shared';
import { useMemo } from 'react';
import type { BoqSnapshot } from '../api/boq-versions-api';

const money = (value: string | null) => (value === null ? '' : formatCurrency(value));
/** Unit costs as entered, 2 to 4 decimals (₱0.125), like the grid and the .xlsx. */
const unitCost = (value: string | null) => (value === null ? '' : formatUnitCost(value));
const qty = (value: string | null) => (value === null ? '' : Number(value).toLocaleString('en-PH', { maximumFractionDigits: 4 }));

const lineStyle = (line: BoqExportLine) =>
  line.kind === 'GRAND_TOTAL'
    ? { fontWeight: 700, borderTop: '2px solid var(--mantine-color-gray-6)' }
    : line.kind === 'SUBTOTAL'
      ? { fontWeight: 600, fontStyle: 'italic' as const, background: 'var(--mantine-color-gray-0)' }
      : line.type !== 'ITEM'
        ? { fontWeight: 600 }
        : undefined;

/**
 * The BOQ Excel Exportation table (and the read-only version preview): Particulars, Qty, Unit,
 * Material Cost (VAT-EX) unit cost and total, Labor/Equip-Rental Cost (VAT-EX) unit cost and total,
 * Gross Total; heading and subheading Subtotal rows and a Grand Total row, as in the .xlsx.
 */
export function BoqExportTable({ snapshot, isLoading, testId = 'boq-export-table' }: { snapshot: BoqSnapshot | undefined; isLoading?: boolean; testId?: string }) {
  const lines = useMemo(() => (snapshot ? boqExportLines({ tree: snapshot.boqItems, boqTotal: snapshot.boqTotal }) : []), [snapshot]);
  if (isLoading) return <Loader size="sm" aria-label="Loading" />;
  if (!snapshot) return <Alert color="red">The bill of quantities could not be loaded.</Alert>;
  return (
    // The region scrolls (the table is wider than a phone or the dialog): it takes the focus so the keyboard can scroll it.
    <Table.ScrollContainer minWidth={960} maxHeight="60vh" scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Bill of quantities lines' } as React.ComponentProps<'div'> }}>
      <Table striped={false} withTableBorder withColumnBorders stickyHeader data-testid={testId} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>No.</Table.Th>
            <Table.Th rowSpan={2}>{BOQ_EXPORT_COLUMNS.particulars}</Table.Th>
            <Table.Th rowSpan={2}>{BOQ_EXPORT_COLUMNS.quantity}</Table.Th>
            <Table.Th rowSpan={2}>{BOQ_EXPORT_COLUMNS.unit}</Table.Th>
            <Table.Th colSpan={2} ta="center">
              {BOQ_EXPORT_COLUMNS.material}
            </Table.Th>
            <Table.Th colSpan={2} ta="center">
              {BOQ_EXPORT_COLUMNS.labor}
            </Table.Th>
            <Table.Th rowSpan={2}>{BOQ_EXPORT_COLUMNS.grossTotal}</Table.Th>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{BOQ_EXPORT_COLUMNS.unitCost}</Table.Th>
            <Table.Th>{BOQ_EXPORT_COLUMNS.total}</Table.Th>
            <Table.Th>{BOQ_EXPORT_COLUMNS.unitCost}</Table.Th>
            <Table.Th>{BOQ_EXPORT_COLUMNS.total}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 1 && (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Text c="dimmed" size="sm">
                  No data
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((line, index) => (
            <Table.Tr key={`${line.kind}-${line.rowId ?? 'grand'}-${index}`} style={lineStyle(line)} data-kind={line.kind}>
              <Table.Td>{line.kind === 'ROW' ? line.numerals : ''}</Table.Td>
              <Table.Td style={{ paddingLeft: `calc(${line.generation} * 1.25rem + 0.5rem)` }}>{line.description}</Table.Td>
              <Table.Td ta="right">{qty(line.quantity)}</Table.Td>
              <Table.Td>{line.unit ?? ''}</Table.Td>
              <Table.Td ta="right">{unitCost(line.materialUnitCost)}</Table.Td>
              <Table.Td ta="right">{money(line.materialTotalCost)}</Table.Td>
              <Table.Td ta="right">{unitCost(line.laborUnitCost)}</Table.Td>
              <Table.Td ta="right">{money(line.laborTotalCost)}</Table.Td>
              <Table.Td ta="right">{money(line.grossTotal)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
