import type { BoardAnswer, BoardCard, BoardColumn, BoardMove } from './board.types';

/**
 * The board as it looks after a drop, for the optimistic update: the card leaves its column and
 * lands before `beforeId`, after `afterId` (or at the top); counts and totals follow. The server's
 * answer is final.
 */
export function moveCardInBoard(board: BoardAnswer, { cardId, toKey, beforeId, afterId = null }: BoardMove): BoardAnswer {
  const from = board.columns.find((c) => c.list.some((card) => card.id === cardId));
  const card = from?.list.find((c) => c.id === cardId);
  if (!from || !card) return board;
  // Display only until the server answers, so float arithmetic is good enough here.
  const budget = Number(card.budget.raw) || 0;
  const shift = (raw: string, by: number) => ((Number(raw) || 0) + by).toFixed(2);
  return {
    columns: board.columns.map((column) => {
      let list = column.list;
      let { count, total } = column;
      if (column.key === from.key) {
        list = list.filter((c) => c.id !== cardId);
        if (column.key !== toKey) {
          count -= 1;
          total = { ...total, raw: shift(total.raw, -budget) };
        }
      }
      if (column.key === toKey) {
        const moved = { ...card, boardKey: toKey };
        const index = afterId !== null ? indexAfter(list, afterId) : beforeId === null ? 0 : list.findIndex((c) => c.id === beforeId);
        list = index < 0 ? [...list, moved] : [...list.slice(0, index), moved, ...list.slice(index)];
        if (column.key !== from.key) {
          count += 1;
          total = { ...total, raw: shift(total.raw, budget) };
        }
      }
      return { ...column, list, count, total };
    }),
  };
}

/** Where a card dropped after `afterId` goes in the list: just past it (the end when it is not loaded). */
const indexAfter = (list: BoardCard[], afterId: number) => {
  const index = list.findIndex((c) => c.id === afterId);
  return index < 0 ? -1 : index + 1;
};

/** What a drag ended over: a card (and whether the dragged card's middle was below that card's), a column, or a column's free space under its cards. */
export type DropTarget = { type: 'card'; id: number; isBelow: boolean } | { type: 'column' } | { type: 'column-end' };

/**
 * The move a drop asks for, or null when the card stays where it is:
 * - on a card of another column: just above it, or just below it when dropped on its lower half;
 * - on a card of its own column: the place the sortable list shows (arrayMove), named by the card that
 *   now follows it, or by the card before it when it became the last one;
 * - on a column's free space under its cards: after the last loaded card (the bottom of the column);
 * - on a column elsewhere (its heading): the top of another column.
 */
export function dropToMove(card: BoardCard, column: BoardColumn, target: DropTarget): BoardMove | null {
  const toKey = column.key;
  const others = column.list.filter((c) => c.id !== card.id);
  if (target.type === 'column') return toKey !== card.boardKey ? { cardId: card.id, toKey, beforeId: null } : null;
  if (target.type === 'column-end') {
    const last = others.at(-1);
    if (!last) return toKey !== card.boardKey ? { cardId: card.id, toKey, beforeId: null } : null;
    if (toKey === card.boardKey && column.list.at(-1)?.id === card.id) return null;
    return { cardId: card.id, toKey, beforeId: null, afterId: last.id };
  }
  if (target.id === card.id) return null;
  if (toKey !== card.boardKey) return target.isBelow ? { cardId: card.id, toKey, beforeId: null, afterId: target.id } : { cardId: card.id, toKey, beforeId: target.id };
  // Reordering inside a column: the card takes the dropped-on card's place.
  const ids = column.list.map((c) => c.id);
  const from = ids.indexOf(card.id);
  const to = ids.indexOf(target.id);
  if (from < 0 || to < 0) return null;
  const reordered = [...ids];
  reordered.splice(to, 0, ...reordered.splice(from, 1));
  const next = reordered[to + 1];
  return next !== undefined ? { cardId: card.id, toKey, beforeId: next } : { cardId: card.id, toKey, beforeId: null, afterId: reordered[to - 1] };
}

/**
 * The move that undoes `move` on the board as it was before it: the card goes back to its column,
 * just above the card that followed it (below the one before it when it was last; the top when it
 * was alone), carrying its lost reason when it goes back into Closed Lost. Null when the card is
 * not on the board.
 */
export function undoMoveOf(before: BoardAnswer, move: BoardMove): BoardMove | null {
  const from = before.columns.find((c) => c.list.some((card) => card.id === move.cardId));
  if (!from) return null;
  const index = from.list.findIndex((c) => c.id === move.cardId);
  const card = from.list[index];
  const next = from.list[index + 1];
  const previous = from.list[index - 1];
  const back: BoardMove = next ? { cardId: card.id, toKey: from.key, beforeId: next.id } : previous ? { cardId: card.id, toKey: from.key, beforeId: null, afterId: previous.id } : { cardId: card.id, toKey: from.key, beforeId: null };
  return card.lostReason ? { ...back, lostReason: card.lostReason } : back;
}
