import type { BoqEditableField } from '../utils/boq-navigation';
import type { BoqGridRow } from '../api/boq-room-types';

export type BoqAmountKey = Extract<
  keyof BoqGridRow,
  'materialTotalCost' | 'laborUnitCostDisplay' | 'laborTotalCost' | 'directCost' | 'profitMargin' | 'totalWithProfit' | 'materialUnitCost'
>;

/** The figure columns after particulars (spec part 1 section 2), left to right. */
export interface BoqFigureColumn {
  key: string;
  label: string;
  width: number;
  /** An inline-editable input of ITEM rows. */
  editable?: BoqEditableField;
  /** unitCost: a unit cost as entered (2 to 4 decimals); money: an amount (centavos). */
  kind: 'money' | 'unitCost' | 'amount' | 'percent' | 'text' | 'quantity';
  /** Which row field is shown. */
  field: keyof BoqGridRow;
  /** Shown on Subtotal lines (sums). */
  isSum?: boolean;
}

export const BOQ_FIGURE_COLUMNS: BoqFigureColumn[] = [
  { key: 'quantity', label: 'Quantity', width: 100, editable: 'quantity', kind: 'quantity', field: 'quantity' },
  { key: 'unit', label: 'Unit', width: 60, kind: 'text', field: 'materialUnit' },
  { key: 'materialUnitCost', label: 'Material Unit Cost', width: 120, editable: 'materialUnitCost', kind: 'unitCost', field: 'materialUnitCost' },
  { key: 'materialTotalCost', label: 'Material Total', width: 125, kind: 'money', field: 'materialTotalCost', isSum: true },
  { key: 'laborPercentageCost', label: 'Labor %', width: 72, kind: 'percent', field: 'laborPercentageCost' },
  { key: 'laborUnitCost', label: 'Labor/Equip. Unit Cost', width: 120, editable: 'laborUnitCost', kind: 'unitCost', field: 'laborUnitCostDisplay' },
  { key: 'laborTotalCost', label: 'Labor/Equip. Total', width: 125, kind: 'money', field: 'laborTotalCost', isSum: true },
  { key: 'directCost', label: 'Direct Cost', width: 125, kind: 'money', field: 'directCost', isSum: true },
  { key: 'profitMarginPercentage', label: 'Profit Margin %', width: 90, editable: 'profitMarginPercentage', kind: 'percent', field: 'profitMarginPercentage' },
  { key: 'profitMargin', label: 'Profit Margin', width: 115, kind: 'money', field: 'profitMargin', isSum: true },
  { key: 'totalWithProfit', label: 'Total with Profit', width: 130, kind: 'money', field: 'totalWithProfit', isSum: true },
];

export const CHECK_WIDTH = 36;
export const COLOR_WIDTH = 28;
export const PARTICULARS_WIDTH = 320;
export const PARTICULARS_WIDTH_PHONE = 190;
export const BOQ_ROW_HEIGHT = 36;

/** Left edges of the sticky columns; the purchase check box column exists only while LOCKED. */
export interface BoqStickyOffsets {
  hasCheck: boolean;
  color: number;
  particulars: number;
}

export function stickyOffsets(isLocked: boolean): BoqStickyOffsets {
  const check = isLocked ? CHECK_WIDTH : 0;
  return { hasCheck: isLocked, color: check, particulars: check + COLOR_WIDTH };
}

export function gridTemplate(particularsWidth: number, isLocked: boolean): string {
  return [...(isLocked ? [CHECK_WIDTH] : []), COLOR_WIDTH, particularsWidth, ...BOQ_FIGURE_COLUMNS.map((c) => c.width)].map((w) => `${w}px`).join(' ');
}

export function gridWidth(particularsWidth: number, isLocked: boolean): number {
  return (isLocked ? CHECK_WIDTH : 0) + COLOR_WIDTH + particularsWidth + BOQ_FIGURE_COLUMNS.reduce((sum, c) => sum + c.width, 0);
}
