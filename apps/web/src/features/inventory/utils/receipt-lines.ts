import type { MovementLine } from '../api/inventory-types';

/** A line being edited: the number inputs hold '' while empty. */
export interface ReceiptLineDraft<TItem extends { id: number } = { id: number }> {
  key: string;
  item: TItem | null;
  quantity: number | string;
  rate: number | string;
}

export interface LineErrors {
  item?: string;
  quantity?: string;
  rate?: string;
}

let nextKey = 0;
export const newLine = <TItem extends { id: number }>(): ReceiptLineDraft<TItem> => ({ key: `line-${++nextKey}`, item: null, quantity: '', rate: '' });

const toNumber = (value: number | string) => (value === '' ? 0 : Number(value));

/** Quantity × rate, rounded to centavos. */
export const lineAmount = (line: ReceiptLineDraft) => Math.round(toNumber(line.quantity) * toNumber(line.rate) * 100) / 100;
export const linesTotal = (lines: ReceiptLineDraft[]) => Math.round(lines.reduce((sum, line) => sum + lineAmount(line), 0) * 100) / 100;

/**
 * Every line needs an item and a quantity above 0 (the server checks again); an untouched empty
 * line among filled ones is ignored. Answers the problems per line key, or the lines to send.
 */
export function checkLines(lines: ReceiptLineDraft[]): { errors: Record<string, LineErrors>; items: MovementLine[] } {
  const touched = lines.filter((l) => l.item || l.quantity !== '' || (l.rate !== '' && l.rate !== 0));
  const errors: Record<string, LineErrors> = {};
  for (const line of touched) {
    const problems: LineErrors = {};
    if (!line.item) problems.item = 'Choose an item';
    if (!(toNumber(line.quantity) > 0)) problems.quantity = 'Quantity must be above 0';
    if (toNumber(line.rate) < 0) problems.rate = 'Rate cannot be negative';
    if (Object.keys(problems).length) errors[line.key] = problems;
  }
  if (touched.length === 0) {
    const first = lines[0];
    return { errors: first ? { [first.key]: { item: 'Choose an item' } } : {}, items: [] };
  }
  const items = touched.map((line) => ({
    itemId: line.item?.id ?? 0,
    quantity: toNumber(line.quantity),
    rate: toNumber(line.rate),
    description: '',
  }));
  return { errors, items };
}
