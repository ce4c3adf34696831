import type { BoardAnswer, BoardMove } from './board.types';

/**
 * The board as it looks after a drop, for the optimistic update: the card leaves its column and
 * lands before `beforeId` (or at the top); counts and totals follow. The server's answer is final.
 */
export function moveCardInBoard(board: BoardAnswer, { cardId, toKey, beforeId }: BoardMove): BoardAnswer {
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
        const index = beforeId === null ? 0 : list.findIndex((c) => c.id === beforeId);
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
