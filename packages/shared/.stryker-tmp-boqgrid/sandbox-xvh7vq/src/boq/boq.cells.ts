// @ts-nocheck
import Decimal from 'decimal.js';
import { effectiveLaborUnitCost, type BoqRowInput } from './boq.arithmetic';
import type { BOQ_EDITABLE_ORDER } from './boq.constants';

export type BoqCellField = (typeof BOQ_EDITABLE_ORDER)[number];
type CellRow = Pick<BoqRowInput, 'quantity' | 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost' | 'profitMarginPercentage'>;

/**
 * The value an inline cell shows and its editor opens on (decision 0020): what the user sees. The
 * labour cell shows the effective labour unit cost, which is material unit cost x Labor % when
 * Labor % is above 0 (the stored labour unit cost is then not used).
 */
export function boqCellValue(row: CellRow, field: BoqCellField): string {
  const value = field === 'laborUnitCost' ? effectiveLaborUnitCost(row) : row[field];
  return new Decimal(value || 0).toString();
}

/**
 * The BOQ_EDIT_ITEM updateValue of a typed cell, or null when nothing is to be sent (empty,
 * unreadable, negative, or the value the cell already shows). Decimals are kept as typed (the
 * server refuses more than 4 places). Typing a labour unit cost on a row with Labor % above 0 sets
 * that cost and Labor % to 0, so the cell then shows what was typed.
 */
export function boqCellUpdate(row: CellRow, field: BoqCellField, text: string): Record<string, string> | null {
  const typed = text.replace(/,/g, '').trim();
  if (typed === '' || !/^\d*\.?\d*$/.test(typed) || typed === '.') return null;
  const value = new Decimal(typed);
  if (value.equals(boqCellValue(row, field))) return null;
  const update: Record<string, string> = { [field]: value.toString() };
  if (field === 'laborUnitCost' && new Decimal(row.laborPercentageCost || 0).greaterThan(0)) update.laborPercentageCost = '0';
  return update;
}
