import { BOQ_EVENTS, boqEditInverse } from '@haligi/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { notify } from '../../../lib/notify';
import type { BoqRowMap } from '../utils/boq-rows';

/** One BOQ_EDIT_ITEM: the row and the fields to set. */
export interface BoqRowEdit {
  rowId: number;
  updateValue: Record<string, unknown>;
}

/** How many of one's own edits Ctrl+Z can take back. */
export const BOQ_UNDO_DEPTH = 20;
export const BOQ_NOTHING_TO_UNDO = 'Nothing to undo';

export interface BoqEdits {
  /** Sends the edits one after another (each a normal BOQ_EDIT_ITEM) and keeps their inverse as one undo step. */
  edit: (edits: BoqRowEdit[]) => Promise<boolean>;
  /** Sends the inverse of the last own edit, as a normal edit (decision 0035). */
  undo: () => Promise<void>;
}

/**
 * Own value edits with an undo stack: the inverse of each edit is read from the row as this browser
 * shows it just before sending. Undo is last-writer-wins like any edit: it puts back what this
 * user saw, even if someone changed the value since.
 */
export function useBoqEdits(boqId: number | null, rows: BoqRowMap, send: (event: string, data?: Record<string, unknown>) => Promise<boolean>): BoqEdits {
  const stack = useRef<BoqRowEdit[][]>([]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  useEffect(() => {
    stack.current = [];
  }, [boqId]);

  const sendAll = useCallback(
    async (edits: readonly BoqRowEdit[]) => {
      for (const { rowId, updateValue } of edits) {
        if (!(await send(BOQ_EVENTS.editItem, { params: { updateId: rowId, updateValue } }))) return false;
      }
      return true;
    },
    [send],
  );

  const edit = useCallback(
    async (edits: BoqRowEdit[]) => {
      const inverse = edits.flatMap(({ rowId, updateValue }) => {
        const row = rowsRef.current.get(rowId);
        return row ? [{ rowId, updateValue: boqEditInverse(row, updateValue) }] : [];
      });
      if (inverse.length > 0) {
        stack.current.push(inverse.reverse());
        if (stack.current.length > BOQ_UNDO_DEPTH) stack.current.shift();
      }
      const isSent = await sendAll(edits);
      // A refused edit changed nothing: there is nothing to take back.
      if (!isSent && inverse.length > 0) stack.current = stack.current.filter((group) => group !== inverse);
      return isSent;
    },
    [sendAll],
  );

  const undo = useCallback(async () => {
    const group = stack.current.pop();
    if (!group) return notify({ type: 'info', message: BOQ_NOTHING_TO_UNDO, position: 'top' });
    await sendAll(group.filter((e) => rowsRef.current.has(e.rowId)));
  }, [sendAll]);

  // One object for the life of the room: the grid's memoised rows take callbacks built on it.
  return useMemo(() => ({ edit, undo }), [edit, undo]);
}
