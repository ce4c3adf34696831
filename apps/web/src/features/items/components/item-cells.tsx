import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ItemRow } from '../api/item-types';
import { formatQuantity, rowEstimatedCost, uomText, variationCountText } from '../utils/item-format';

const numberCell = (text: string) => (
  <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {text}
  </Text>
);

/** How the item tables show their columns (the answer's money, units and quantities are objects or text). */
export const ITEM_CELLS: Partial<Record<string, (row: ItemRow) => ReactNode>> = {
  sku: (row) => (
    <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {row.sku}
    </Text>
  ),
  name: (row) => (
    <Text span size="sm">
      {row.name}
      {row.isDraft ? (
        <Badge ml={6} size="xs" variant="outline" color="gray.8" component="span">
          Draft
        </Badge>
      ) : null}
    </Text>
  ),
  size: (row) => numberCell(formatQuantity(row.size)),
  uom: (row) => <Text span size="sm">{uomText(row.uom, row.unit)}</Text>,
  variationCount: (row) =>
    row.variationCount > 0 ? (
      <Badge variant="filled" color="blue.9" c="white" radius="sm" style={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
        {variationCountText(row.variationCount)}
      </Badge>
    ) : (
      <Text span size="sm">
        -
      </Text>
    ),
  // A parent has no price of its own: each variation has one.
  estimatedBuyingPrice: (row) => numberCell(row.variationCount > 0 ? '-' : rowEstimatedCost(row)),
  stockCount: (row) => numberCell(formatQuantity(row.stockCount)),
};
