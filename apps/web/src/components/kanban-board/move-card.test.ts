import { describe, expect, it } from 'vitest';
import type { BoardAnswer, BoardCard, BoardColumn } from './board.types';
import { dropToMove, moveCardInBoard, undoMoveOf } from './move-card';
import { BOARD_PAGE_SIZE, loadBoard } from './load-board';

const card = (id: number, boardKey: string): BoardCard => ({
  id,
  name: `Card ${id}`,
  boardKey,
  boardPosition: id,
  budget: { raw: '100.00', formatted: '₱100.00' },
  client: null,
  endDate: null,
});
const column = (key: string, ids: number[], extra: Partial<BoardColumn> = {}): BoardColumn => ({
  key,
  label: key,
  color: 'gray',
  count: ids.length,
  total: { raw: (ids.length * 100).toFixed(2), formatted: '' },
  page: 1,
  perPage: BOARD_PAGE_SIZE,
  hasMore: false,
  list: ids.map((id) => card(id, key)),
  ...extra,
});
const ids = (board: BoardAnswer, key: string) => board.columns.find((c) => c.key === key)!.list.map((c) => c.id);

describe('dropToMove', () => {
  const a = column('a', [1, 2, 3]);
  const b = column('b', [4, 5]);
  const one = a.list[0];
  const three = a.list[2];

  it('on a card of another column: above it, or below it on its lower half', () => {
    expect(dropToMove(one, b, { type: 'card', id: 4, isBelow: false })).toEqual({ cardId: 1, toKey: 'b', beforeId: 4 });
    expect(dropToMove(one, b, { type: 'card', id: 5, isBelow: true })).toEqual({ cardId: 1, toKey: 'b', beforeId: null, afterId: 5 });
  });

  it('within its column: the place the list shows, the bottom included', () => {
    expect(dropToMove(three, a, { type: 'card', id: 1, isBelow: false })).toEqual({ cardId: 3, toKey: 'a', beforeId: 1 });
    expect(dropToMove(one, a, { type: 'card', id: 2, isBelow: true })).toEqual({ cardId: 1, toKey: 'a', beforeId: 3 });
    expect(dropToMove(one, a, { type: 'card', id: 3, isBelow: true })).toEqual({ cardId: 1, toKey: 'a', beforeId: null, afterId: 3 });
    expect(dropToMove(one, a, { type: 'card', id: 1, isBelow: true })).toBeNull();
  });

  it("on a column's free space under its cards: the bottom; on its heading: the top of another column", () => {
    expect(dropToMove(one, b, { type: 'column-end' })).toEqual({ cardId: 1, toKey: 'b', beforeId: null, afterId: 5 });
    expect(dropToMove(one, a, { type: 'column-end' })).toEqual({ cardId: 1, toKey: 'a', beforeId: null, afterId: 3 });
    expect(dropToMove(three, a, { type: 'column-end' })).toBeNull();
    expect(dropToMove(one, column('c', []), { type: 'column-end' })).toEqual({ cardId: 1, toKey: 'c', beforeId: null });
    expect(dropToMove(one, b, { type: 'column' })).toEqual({ cardId: 1, toKey: 'b', beforeId: null });
    expect(dropToMove(one, a, { type: 'column' })).toBeNull();
  });
});

describe('moveCardInBoard', () => {
  const board: BoardAnswer = { columns: [column('a', [1, 2, 3]), column('b', [4, 5])] };

  it('places the card before, after or at the top, and moves count and total', () => {
    expect(ids(moveCardInBoard(board, { cardId: 1, toKey: 'b', beforeId: 5 }), 'b')).toEqual([4, 1, 5]);
    expect(ids(moveCardInBoard(board, { cardId: 1, toKey: 'b', beforeId: null, afterId: 5 }), 'b')).toEqual([4, 5, 1]);
    expect(ids(moveCardInBoard(board, { cardId: 1, toKey: 'b', beforeId: null, afterId: 4 }), 'b')).toEqual([4, 1, 5]);
    expect(ids(moveCardInBoard(board, { cardId: 1, toKey: 'a', beforeId: null, afterId: 3 }), 'a')).toEqual([2, 3, 1]);
    const moved = moveCardInBoard(board, { cardId: 1, toKey: 'b', beforeId: null });
    expect(ids(moved, 'b')).toEqual([1, 4, 5]);
    expect(moved.columns.map((c) => [c.count, c.total.raw])).toEqual([
      [2, '200.00'],
      [3, '300.00'],
    ]);
  });
});

describe('loadBoard', () => {
  /** A board of two columns: a with 70 cards, b with 5; answers like the server, counting requests. */
  const server = () => {
    const all: Record<string, number[]> = { a: Array.from({ length: 70 }, (_, i) => i + 1), b: [101, 102, 103, 104, 105] };
    const requests: string[] = [];
    const load = async ({ boardKey, page = 1, perPage }: { boardKey?: string; page?: number; perPage: number }) => {
      requests.push(`${boardKey ?? '*'}:${page}:${perPage}`);
      const keys = boardKey ? [boardKey] : Object.keys(all);
      return {
        columns: keys.map((key) => {
          const list = all[key].slice((page - 1) * perPage, page * perPage);
          return { ...column(key, list), count: all[key].length, page, perPage, hasMore: page * perPage < all[key].length };
        }),
      };
    };
    return { load, requests };
  };

  it('the first page of every column when nothing more was loaded', async () => {
    const { load, requests } = server();
    const board = await loadBoard(load, undefined);
    expect(board.columns.map((c) => [c.key, c.list.length, c.page, c.hasMore])).toEqual([
      ['a', 20, 1, true],
      ['b', 5, 1, false],
    ]);
    expect(requests).toEqual(['*:1:20']);
  });

  it('a column that had three pages loaded comes back with three pages, and "Load more" goes on from page 4', async () => {
    const { load, requests } = server();
    const shown: BoardAnswer = { columns: [column('a', [], { page: 3, hasMore: true }), column('b', [])] };
    const board = await loadBoard(load, shown);
    const a = board.columns[0];
    expect(a.list.map((c) => c.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(a).toMatchObject({ page: 3, perPage: BOARD_PAGE_SIZE, count: 70, hasMore: true });
    expect(board.columns[1].list).toHaveLength(5);
    expect(requests).toEqual(['*:1:20', 'a:1:60']);
    // Past the largest page the server answers, in pages of 100.
    const deep = await loadBoard(load, { columns: [column('a', [], { page: 6, hasMore: true }), column('b', [])] });
    expect(deep.columns[0]).toMatchObject({ page: 6, hasMore: false });
    expect(deep.columns[0].list).toHaveLength(70);
    expect(requests.slice(2)).toEqual(['*:1:20', 'a:1:100', 'a:2:100']);
  });
});

describe('undoMoveOf', () => {
  const board: BoardAnswer = { columns: [column('a', [1, 2, 3]), column('b', [4])] };
  it('puts the card back above the card that followed it', () => {
    expect(undoMoveOf(board, { cardId: 2, toKey: 'b', beforeId: null })).toEqual({ cardId: 2, toKey: 'a', beforeId: 3 });
    expect(undoMoveOf(board, { cardId: 1, toKey: 'b', beforeId: 4 })).toEqual({ cardId: 1, toKey: 'a', beforeId: 2 });
  });
  it('below the card before it when it was last, at the top when alone', () => {
    expect(undoMoveOf(board, { cardId: 3, toKey: 'b', beforeId: null })).toEqual({ cardId: 3, toKey: 'a', beforeId: null, afterId: 2 });
    expect(undoMoveOf(board, { cardId: 4, toKey: 'a', beforeId: null })).toEqual({ cardId: 4, toKey: 'b', beforeId: null });
  });
  it('carries the lost reason back into Closed Lost; an unknown card has no undo', () => {
    const lost: BoardAnswer = { columns: [column('a', []), { ...column('closed-lost', []), list: [{ ...card(9, 'closed-lost'), lostReason: 'Budget cut' }] }] };
    expect(undoMoveOf(lost, { cardId: 9, toKey: 'a', beforeId: null })).toEqual({ cardId: 9, toKey: 'closed-lost', beforeId: null, lostReason: 'Budget cut' });
    expect(undoMoveOf(board, { cardId: 99, toKey: 'a', beforeId: null })).toBeNull();
  });
});
