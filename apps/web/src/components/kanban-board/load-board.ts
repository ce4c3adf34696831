import { BOARD_MAX_PER_PAGE } from '@haligi/shared';
import type { BoardAnswer, BoardColumn } from './board.types';

export const BOARD_PAGE_SIZE = 20;

/** Loads the whole board (no boardKey) or one column's page. */
export type LoadBoard = (params: { boardKey?: string; page?: number; perPage: number }, signal?: AbortSignal) => Promise<BoardAnswer>;

/** Every column's first page, then the columns that had more pages loaded in `shown`, each through its last loaded page. */
export async function loadBoard(load: LoadBoard, shown: BoardAnswer | undefined, signal?: AbortSignal): Promise<BoardAnswer> {
  const board = await load({ perPage: BOARD_PAGE_SIZE }, signal);
  const pagesShown = new Map((shown?.columns ?? []).map((column) => [column.key, column.page]));
  const columns = await Promise.all(
    board.columns.map((column) => {
      const pages = pagesShown.get(column.key) ?? 1;
      return pages > 1 && column.hasMore ? loadColumnThrough(load, column.key, pages, signal) : column;
    }),
  );
  return { columns };
}

/** One column's first `pages` pages of BOARD_PAGE_SIZE cards, in as few requests as the page size limit allows. */
async function loadColumnThrough(load: LoadBoard, boardKey: string, pages: number, signal?: AbortSignal): Promise<BoardColumn> {
  const wanted = pages * BOARD_PAGE_SIZE;
  const perPage = Math.min(wanted, BOARD_MAX_PER_PAGE);
  const answers = await Promise.all(
    Array.from({ length: Math.ceil(wanted / perPage) }, (_, i) => load({ boardKey, page: i + 1, perPage }, signal)),
  );
  const parts = answers.map((answer) => answer.columns.find((c) => c.key === boardKey)!);
  const seen = new Set<number>();
  const list = parts.flatMap((part) => part.list).filter((card) => !seen.has(card.id) && seen.add(card.id)).slice(0, wanted);
  const { count } = parts[0];
  return { ...parts[0], page: pages, perPage: BOARD_PAGE_SIZE, hasMore: wanted < count, list };
}
