import { Alert, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatCurrency, type BoqDiffField, type BoqVersionDiff } from '@haligi/shared';

const FIELD_LABELS: Record<BoqDiffField, string> = {
  type: 'Type',
  description: 'Description',
  quantity: 'Qty',
  materialUnit: 'Unit',
  materialUnitCost: 'Material unit cost',
  laborUnitCost: 'Labor unit cost',
  laborPercentageCost: 'Labor %',
  profitMarginPercentage: 'Profit margin %',
  directCost: 'Gross total',
};
const MONEY_FIELDS = new Set<BoqDiffField>(['materialUnitCost', 'laborUnitCost', 'directCost']);
const shown = (field: BoqDiffField, value: string) => (MONEY_FIELDS.has(field) ? formatCurrency(value) : value);
const signed = (value: string) => (Number(value) > 0 ? `+${formatCurrency(value)}` : formatCurrency(value));
const deltaColor = (value: string) => (Number(value) > 0 ? 'green' : Number(value) < 0 ? 'red' : 'dimmed');

/** A version compared with the current BOQ: added rows green, removed red, changed with before -> after and the amount delta. */
export function BoqVersionDiffView({ diff, isLoading }: { diff: BoqVersionDiff | undefined; isLoading: boolean }) {
  if (isLoading) return <Loader size="sm" aria-label="Loading" />;
  if (!diff) return <Alert color="red">The comparison could not be loaded.</Alert>;
  const nothing = diff.added.length + diff.removed.length + diff.changed.length === 0;
  return (
    <Stack gap="sm" data-testid="boq-version-diff">
      <Group gap="lg">
        <Text size="sm">
          Rev. {diff.from.revision} total: <b>{formatCurrency(diff.totals.from)}</b>
        </Text>
        <Text size="sm">
          Rev. {diff.to.revision} total: <b>{formatCurrency(diff.totals.to)}</b>
        </Text>
        <Text size="sm" c={deltaColor(diff.totals.delta)} data-testid="boq-diff-total-delta">
          Difference: <b>{signed(diff.totals.delta)}</b>
        </Text>
      </Group>
      {nothing && <Text c="dimmed">No differences.</Text>}
      {!nothing && (
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Change</Table.Th>
              <Table.Th>No.</Table.Th>
              <Table.Th>Particulars</Table.Th>
              <Table.Th>Details</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diff.added.map((row) => (
              <Table.Tr key={`a-${row.key}`} bg="var(--mantine-color-green-0)" data-change="added">
                <Table.Td>
                  <Badge color="green">Added</Badge>
                </Table.Td>
                <Table.Td>{row.numerals}</Table.Td>
                <Table.Td>{row.description}</Table.Td>
                <Table.Td />
                <Table.Td ta="right" c="green">
                  {signed(row.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
            {diff.removed.map((row) => (
              <Table.Tr key={`r-${row.key}`} bg="var(--mantine-color-red-0)" data-change="removed">
                <Table.Td>
                  <Badge color="red">Removed</Badge>
                </Table.Td>
                <Table.Td>{row.numerals}</Table.Td>
                <Table.Td td="line-through">{row.description}</Table.Td>
                <Table.Td />
                <Table.Td ta="right" c="red">
                  {signed(String(-Number(row.amount)))}
                </Table.Td>
              </Table.Tr>
            ))}
            {diff.changed.map((row) => (
              <Table.Tr key={`c-${row.key}`} data-change="changed">
                <Table.Td>
                  <Badge color="yellow">Changed</Badge>
                </Table.Td>
                <Table.Td>{row.numerals}</Table.Td>
                <Table.Td>{row.description}</Table.Td>
                <Table.Td>
                  {Object.entries(row.fields).map(([field, [before, after]]) => (
                    <Text key={field} size="xs">
                      {FIELD_LABELS[field as BoqDiffField]}: {shown(field as BoqDiffField, before)} → {shown(field as BoqDiffField, after)}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right" c={deltaColor(row.amountDelta)}>
                  {signed(row.amountDelta)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
