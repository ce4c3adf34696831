import type { TableColumn } from '@haligi/shared';

/**
 * How a row reads as a phone card: the title column (`cardTitle`, else the first) and the key fields
 * under it (`cardFields` in their order, unknown keys and the title left out; else the next three).
 */
export function cardLayoutOf(columns: readonly TableColumn[], cardTitle?: string, cardFields?: readonly string[]) {
  const title = columns.find((column) => column.key === cardTitle) ?? columns[0];
  const fields = cardFields
    ? cardFields.map((key) => columns.find((column) => column.key === key)).filter((column): column is TableColumn => !!column && column !== title)
    : columns.filter((column) => column !== title).slice(0, 3);
  return { title, fields };
}
