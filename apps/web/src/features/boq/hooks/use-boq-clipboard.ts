import { BOQ_EVENTS, boqPasteUpdate, boqRowsToTsv, parseBoqPaste } from '@haligi/shared';
import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify';
import type { BoqGridRow } from '../api/boq-room-types';
import { isInlineEditable, type BoqLine } from '../utils/boq-rows';
import type { BoqRowEdit } from './use-boq-edits';

export const BOQ_CLIPBOARD_MESSAGES = {
  noItemsSelected: 'Select item rows to copy',
  fillNeedsItem: 'Select the item row where the pasted cells start',
  nothingChanged: 'The pasted cells hold the values the rows already have',
} as const;

export interface BoqClipboardOptions {
  /** Listening at all: the BOQ is open and no other dialog or menu is. */
  isEnabled: boolean;
  /** Why pasting is refused (locked, read-only), or null. */
  refusal: string | null;
  lines: readonly BoqLine[];
  selectedIds: ReadonlySet<number>;
  edit: (edits: BoqRowEdit[]) => Promise<boolean>;
  send: (event: string, data?: Record<string, unknown>) => Promise<boolean>;
}

/** Typing in a field keeps the browser's own copy and paste. */
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Ctrl+C copies the selected item rows as tab-separated text (Excel reads it; so does another BOQ);
 * Ctrl+V on a selected row pastes (decision 0035): whole rows become new items after the selected
 * item or inside the selected heading; a block of cells fills Quantity, Unit and the costs of the
 * selected item row and the item rows below it. Every change goes as a normal room message.
 */
export function useBoqClipboard(options: BoqClipboardOptions) {
  const ref = useRef(options);
  ref.current = options;

  useEffect(() => {
    const rowsInOrder = () => {
      const { lines, selectedIds } = ref.current;
      return lines.flatMap((l) => (l.kind === 'row' && selectedIds.has(l.row.id) ? [l.row] : []));
    };
    const onCopy = (event: ClipboardEvent) => {
      const { isEnabled, selectedIds } = ref.current;
      if (!isEnabled || selectedIds.size === 0 || isTypingTarget(event.target) || window.getSelection()?.toString()) return;
      event.preventDefault();
      const items = rowsInOrder().filter((r) => r.type === 'ITEM');
      if (items.length === 0) return notify({ type: 'warning', message: BOQ_CLIPBOARD_MESSAGES.noItemsSelected, position: 'top' });
      event.clipboardData?.setData('text/plain', boqRowsToTsv(items));
      notify({ type: 'positive', message: `Copied ${plural(items.length, 'row')}`, position: 'top' });
    };
    const onPaste = (event: ClipboardEvent) => {
      const { isEnabled, selectedIds, refusal } = ref.current;
      if (!isEnabled || selectedIds.size === 0 || isTypingTarget(event.target)) return;
      event.preventDefault();
      if (refusal) return notify({ type: 'negative', message: refusal, position: 'top' });
      const pasted = parseBoqPaste(event.clipboardData?.getData('text/plain') ?? '');
      if (!pasted.ok) return notify({ type: 'negative', message: pasted.message, position: 'top' });
      const target = rowsInOrder()[0]!;
      if (pasted.kind === 'cells') void fillCells(target, pasted.lines);
      else void insertRows(target, pasted.lines);
    };
    const fillCells = async (target: BoqGridRow, lines: Parameters<typeof boqPasteUpdate>[1][]) => {
      if (!isInlineEditable(target)) return notify({ type: 'negative', message: BOQ_CLIPBOARD_MESSAGES.fillNeedsItem, position: 'top' });
      const editable = ref.current.lines.flatMap((l) => (l.kind === 'row' && isInlineEditable(l.row) ? [l.row] : []));
      const start = editable.findIndex((r) => r.id === target.id);
      const edits: BoqRowEdit[] = [];
      lines.forEach((line, i) => {
        const row = editable[start + i];
        const updateValue = row ? boqPasteUpdate(row, line) : null;
        if (row && updateValue) edits.push({ rowId: row.id, updateValue });
      });
      const missing = Math.max(0, start + lines.length - editable.length);
      if (edits.length === 0) return notify({ type: 'info', message: BOQ_CLIPBOARD_MESSAGES.nothingChanged, position: 'top' });
      if (await ref.current.edit(edits)) {
        notify({ type: 'positive', message: `Filled ${plural(edits.length, 'row')}${missing ? `; ${plural(missing, 'line')} had no item row below to fill` : ''}`, position: 'top' });
      }
    };
    const insertRows = async (target: BoqGridRow, lines: Parameters<typeof boqPasteUpdate>[1][]) => {
      // After an item: each line goes right after it, last line first, so they keep their order.
      // Inside a heading or subheading: appended in order ("+ Item": type ITEM under a heading).
      const isAfter = target.type === 'ITEM';
      const ordered = isAfter ? [...lines].reverse() : lines;
      for (const line of ordered) {
        const insertValue: Record<string, unknown> = { description: line.description, type: 'ITEM' };
        if (line.quantity !== null) insertValue.quantity = line.quantity;
        if (line.materialUnit !== null) insertValue.materialUnit = line.materialUnit;
        if (line.materialUnitCost !== null) insertValue.materialUnitCost = line.materialUnitCost;
        if (line.laborUnitCost !== null) insertValue.laborUnitCost = line.laborUnitCost;
        const params = { insertReferenceMethod: isAfter ? 'after' : 'inside', insertReferenceId: target.id, insertValue };
        if (!(await ref.current.send(BOQ_EVENTS.addItem, { params }))) return;
      }
      notify({ type: 'positive', message: `Pasted ${plural(lines.length, 'row')}`, position: 'top' });
    };
    document.addEventListener('copy', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, []);
}
