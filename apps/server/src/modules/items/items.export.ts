import { PassThrough } from 'node:stream';
import { ITEM_IMPORT_COLUMNS, text } from '@haligi/shared';
import { and, desc, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { items } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { parseInput } from '../../http/errors';
import { tableWhere } from '../../http/table';
import type { ItemRecord } from './items.presenter';
import { itemTable, selectItems } from './items.repository';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BATCH = 1000;

/** `GET /items/export` query: the table's deleted tab and search. */
export const itemExportQuery = z.object({
  deleted: z.enum(['true', 'false']).optional().default('false'),
  searchKeyword: text().max(200).optional().default(''),
  searchBy: text().max(100).optional().nullable(),
});

type ExportColumn = { header: string; width: number; numFmt?: string; value: (item: ItemRecord) => string | number | null };
const num = (text: string) => Number(text);

/** The table's columns, then the import columns the table does not show, so an export can be imported again. */
export const EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'SKU', width: 24, value: (i) => i.sku },
  { header: 'Item Name', width: 40, value: (i) => i.name },
  { header: 'Size', width: 10, value: (i) => num(i.size) },
  { header: 'UOM', width: 10, value: (i) => i.uom },
  { header: 'Variations', width: 12, value: (i) => i.variationCount },
  { header: 'Estimated Cost', width: 16, numFmt: '#,##0.00', value: (i) => num(i.estimatedBuyingPrice) },
  { header: 'Stock', width: 12, value: (i) => num(i.stockCount) },
  { header: 'Description', width: 40, value: (i) => i.description || null },
  { header: 'Selling Price', width: 16, numFmt: '#,##0.00', value: (i) => num(i.sellingPrice) },
  { header: 'Minimum Stock', width: 14, value: (i) => num(i.minimumStockLevel) },
  { header: 'Maximum Stock', width: 14, value: (i) => num(i.maximumStockLevel) },
  { header: 'Tags', width: 30, value: (i) => i.tags.join(', ') || null },
];
// Every import column is written, so the file reads back through the import.
for (const column of ITEM_IMPORT_COLUMNS) {
  if (!EXPORT_COLUMNS.some((c) => c.header === column.header)) throw new Error(`export lacks the import column ${column.header}`);
}

/**
 * The item table's rows (parent-less items, live or deleted, with the table's search) as an .xlsx
 * stream, written in batches so a large catalogue never sits in memory.
 */
export function exportItems(tenant: Tenant, query: unknown): PassThrough {
  const { deleted, searchKeyword, searchBy } = parseInput(itemExportQuery, query);
  const source = itemTable(tenant, 'simple', deleted === 'true');
  // Checked before the first byte, so a bad searchBy is a 400 rather than a broken file.
  const where = tableWhere(source, { searchKeyword, searchBy, filters: [], settings: null });
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Items', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  const write = async () => {
    const header = sheet.addRow(EXPORT_COLUMNS.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    let lastId: number | null = null;
    for (;;) {
      const rows = (await selectItems(tenant.db)
        .where(lastId === null ? where : and(where, lt(items.id, lastId)))
        .orderBy(desc(items.id))
        .limit(BATCH)) as ItemRecord[];
      for (const item of rows) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(item))).commit();
      if (rows.length < BATCH) break;
      lastId = rows[rows.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => stream.destroy(error as Error));
  return stream;
}
