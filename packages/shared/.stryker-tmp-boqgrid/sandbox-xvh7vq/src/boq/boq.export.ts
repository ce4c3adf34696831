// @ts-nocheck
import { sumAmounts, type BoqComputed, type BoqRowView } from './boq.arithmetic';
import type { BoqRowType } from './boq.constants';

/**
 * The lines of the BOQ Excel Exportation table (spec part 2, "BOQ Excel Exportation dialog"), the
 * same for the dialog and the .xlsx: every row in display order, a Subtotal line closing each
 * heading and subheading, and a Grand Total line. Amounts are those of `computeBoq`; nothing is
 * computed here but the grand totals of the material and labour columns (`sumAmounts` of the
 * top-level rows, the same rule as every parent).
 */
export type BoqExportLineKind = 'ROW' | 'SUBTOTAL' | 'GRAND_TOTAL';

export interface BoqExportLine {
  kind: BoqExportLineKind;
  /** The row's type (ROW and SUBTOTAL lines); null on the grand total. */
  type: BoqRowType | null;
  rowId: number | null;
  numerals: string;
  description: string;
  /** Indent of the description: the row's nesting depth. */
  generation: number;
  /** Quantity and unit cost cells are blank (null) on headings, subheadings and subtotal lines. */
  quantity: string | null;
  unit: string | null;
  materialUnitCost: string | null;
  materialTotalCost: string | null;
  laborUnitCost: string | null;
  laborTotalCost: string | null;
  /** Material total + labour total (VAT-EX): the row's direct cost. */
  grossTotal: string | null;
}

export const BOQ_EXPORT_COLUMNS = {
  particulars: 'Particulars',
  quantity: 'Qty',
  unit: 'Unit',
  material: 'Material Cost (VAT-EX)',
  labor: 'Labor/Equip-Rental Cost (VAT-EX)',
  unitCost: 'Unit Cost',
  total: 'Total',
  grossTotal: 'Gross Total',
  subtotal: 'Subtotal',
  grandTotal: 'Grand Total',
} as const;

/**
 * Excel number formats of the export (decision 0020): amounts to the centavo; unit costs as
 * entered, 2 to 4 decimals like the grid (`formatUnitCost`: ₱0.125); quantities 2 to 4 decimals.
 */
export const BOQ_EXPORT_NUMBER_FORMATS = {
  amount: '"₱"#,##0.00',
  unitCost: '"₱"#,##0.00##',
  quantity: '#,##0.00##',
} as const;

function rowLine(row: BoqRowView): BoqExportLine {
  const isItem = row.type === 'ITEM';
  // A heading or subheading shows its amounts on its Subtotal line; an item with breakdown items
  // shows the sums of its children, but no unit costs of its own.
  const showsAmounts = isItem;
  const showsUnitCosts = isItem && !row.hasChildren;
  return {
    kind: 'ROW',
    type: row.type,
    rowId: row.id,
    numerals: row.numerals,
    description: row.description,
    generation: row.generation,
    quantity: isItem ? row.quantity : null,
    unit: isItem ? row.materialUnit : null,
    materialUnitCost: showsUnitCosts ? row.materialUnitCost : null,
    materialTotalCost: showsAmounts ? row.materialTotalCost : null,
    laborUnitCost: showsUnitCosts ? row.laborUnitCostDisplay : null,
    laborTotalCost: showsAmounts ? row.laborTotalCost : null,
    grossTotal: showsAmounts ? row.directCost : null,
  };
}

function subtotalLine(row: BoqRowView): BoqExportLine {
  return {
    kind: 'SUBTOTAL',
    type: row.type,
    rowId: row.id,
    numerals: row.numerals,
    description: `${BOQ_EXPORT_COLUMNS.subtotal} ${row.numerals}${row.description ? ` ${row.description}` : ''}`.trim(),
    generation: row.generation,
    quantity: null,
    unit: null,
    materialUnitCost: null,
    materialTotalCost: row.materialTotalCost,
    laborUnitCost: null,
    laborTotalCost: row.laborTotalCost,
    grossTotal: row.directCost,
  };
}

export function boqExportLines(computed: Pick<BoqComputed, 'tree' | 'boqTotal'>): BoqExportLine[] {
  const lines: BoqExportLine[] = [];
  const walk = (rows: readonly BoqRowView[]) => {
    for (const row of rows) {
      lines.push(rowLine(row));
      walk(row.children);
      if (row.type !== 'ITEM') lines.push(subtotalLine(row));
    }
  };
  walk(computed.tree);
  const grand = sumAmounts(computed.tree);
  lines.push({
    kind: 'GRAND_TOTAL',
    type: null,
    rowId: null,
    numerals: '',
    description: BOQ_EXPORT_COLUMNS.grandTotal,
    generation: 0,
    quantity: null,
    unit: null,
    materialUnitCost: null,
    materialTotalCost: grand.materialTotalCost,
    laborUnitCost: null,
    laborTotalCost: grand.laborTotalCost,
    grossTotal: computed.boqTotal,
  });
  return lines;
}
