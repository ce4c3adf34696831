import { NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { CURRENCY_SYMBOL } from '@haligi/shared';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import type { VariantEdit, VariantNumberField, VariantRow } from '../utils/item-form-values';

export interface VariationTableProps {
  rows: VariantRow[];
  /** On an update the price, size and stock columns are hidden (spec part 2 section 5). */
  isEditing: boolean;
  onChange: (key: string, edit: Partial<VariantEdit>) => void;
  error?: string;
}

const NUMBER_COLUMNS: { field: VariantNumberField; label: string; isMoney?: boolean }[] = [
  { field: 'estimatedBuyingPrice', label: 'Est. Cost', isMoney: true },
  { field: 'sellingPrice', label: 'Selling Price', isMoney: true },
  { field: 'size', label: 'Size' },
  { field: 'minimumStockLevel', label: 'Min Stock' },
  { field: 'maximumStockLevel', label: 'Max Stock' },
];

/** One row per tier combination: its name and SKU, and (when creating) price, size and stock levels. */
export function VariationTable({ rows, isEditing, onChange, error }: VariationTableProps) {
  const columns = isEditing ? [] : NUMBER_COLUMNS;
  return (
    <div>
      <Text fw={600} size="sm" component="h3">
        Variations ({rows.length})
      </Text>
      {!isEditing && (
        <Text size="xs" c={MUTED_TEXT_COLOR} mb={4}>
          Each variation starts with the item&apos;s prices, size and stock levels; change any row.
        </Text>
      )}
      <Table.ScrollContainer minWidth={isEditing ? 300 : 660} type="native">
        <Table withTableBorder verticalSpacing={6} horizontalSpacing={6} aria-label="Variations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Variation and SKU</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.field} scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td miw={190}>
                  <Stack gap={2}>
                    <Text size="xs" fw={600}>
                      {row.name}
                    </Text>
                    <TextInput
                      size="xs"
                      aria-label={`${row.name} SKU`}
                      maxLength={100}
                      value={row.sku}
                      onChange={(event) => onChange(row.key, { sku: event.currentTarget.value.toUpperCase() })}
                    />
                  </Stack>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.field} w={column.isMoney ? 104 : 76} style={{ verticalAlign: 'bottom' }}>
                    <NumberInput
                      size="xs"
                      aria-label={`${row.name} ${column.label}`}
                      min={0}
                      decimalScale={column.isMoney ? 2 : 4}
                      thousandSeparator=","
                      prefix={column.isMoney ? CURRENCY_SYMBOL : undefined}
                      hideControls
                      value={row[column.field]}
                      onChange={(value) => onChange(row.key, { [column.field]: value })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
