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
  kind: 'money' | 'amount' | 'percent' | 'text' | 'quantity';
  /** Which row field is shown. */
  field: keyof BoqGridRow;
  /** Shown on Subtotal lines (sums). */
  isSum?: boolean;
}

export const BOQ_FIGURE_COLUMNS: BoqFigureColumn[] = [
  { key: 'quantity', label: 'Quantity', width: 110, editable: 'quantity', kind: 'quantity', field: 'quantity' },
  { key: 'unit', label: 'Unit', width: 70, kind: 'text', field: 'materialUnit' },
  { key: 'materialUnitCost', label: 'Material Unit Cost', width: 130, editable: 'materialUnitCost', kind: 'money', field: 'materialUnitCost' },
  { key: 'materialTotalCost', label: 'Material Total', width: 130, kind: 'money', field: 'materialTotalCost', isSum: true },
  { key: 'laborPercentageCost', label: 'Labor %', width: 80, kind: 'percent', field: 'laborPercentageCost' },
  { key: 'laborUnitCost', label: 'Labor/Equip. Unit Cost', width: 130, editable: 'laborUnitCost', kind: 'money', field: 'laborUnitCostDisplay' },
  { key: 'laborTotalCost', label: 'Labor/Equip. Total', width: 130, kind: 'money', field: 'laborTotalCost', isSum: true },
  { key: 'directCost', label: 'Direct Cost', width: 130, kind: 'money', field: 'directCost', isSum: true },
  { key: 'profitMarginPercentage', label: 'Profit Margin %', width: 100, editable: 'profitMarginPercentage', kind: 'percent', field: 'profitMarginPercentage' },
  { key: 'profitMargin', label: 'Profit Margin', width: 120, kind: 'money', field: 'profitMargin', isSum: true },
  { key: 'totalWithProfit', label: 'Total with Profit', width: 140, kind: 'money', field: 'totalWithProfit', isSum: true },
];

export const CHECK_WIDTH = 36;
export const COLOR_WIDTH = 28;
export const PARTICULARS_WIDTH = 320;
export const PARTICULARS_WIDTH_PHONE = 170;
export const BOQ_ROW_HEIGHT = 36;

export function gridTemplate(particularsWidth: number): string {
  return [CHECK_WIDTH, COLOR_WIDTH, particularsWidth, ...BOQ_FIGURE_COLUMNS.map((c) => c.width)].map((w) => `${w}px`).join(' ');
}

export function gridWidth(particularsWidth: number): number {
  return CHECK_WIDTH + COLOR_WIDTH + particularsWidth + BOQ_FIGURE_COLUMNS.reduce((sum, c) => sum + c.width, 0);
}
