import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BoardAnswer, BoardMove } from './board.types';
import { moveCardInBoard } from './move-card';

export const BOARD_PAGE_SIZE = 20;

/** Where a board comes from: its cache key, how to load it and where a move goes. */
export interface BoardSource {
  queryKey: readonly unknown[];
  /** The whole board (no boardKey) or one column's page. */
  load: (params: { boardKey?: string; page?: number; perPage: number }, signal?: AbortSignal) => Promise<BoardAnswer>;
  /** PATCH endpoint taking {projectId, boardKey, beforeId?}. */
  moveUrl: string;
  /** Other caches a move changes (dashboard, tables). */
  invalidates?: readonly (readonly unknown[])[];
}

export function useBoard(source: BoardSource) {
  return useQuery({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => source.load({ perPage: BOARD_PAGE_SIZE }, signal),
    staleTime: 0,
  });
}

/** "Load more" of one column: its next page is appended in the cache. */
export function useLoadMoreColumn(source: BoardSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardKey, page }: { boardKey: string; page: number }) => source.load({ boardKey, page, perPage: BOARD_PAGE_SIZE }),
    onSuccess: (answer, { boardKey }) => {
      const next = answer.columns.find((c) => c.key === boardKey);
      if (!next) return;
      queryClient.setQueryData<BoardAnswer>(source.queryKey, (board) =>
        board
          ? {
              columns: board.columns.map((column) => {
                if (column.key !== boardKey) return column;
                const known = new Set(column.list.map((c) => c.id));
                return { ...next, list: [...column.list, ...next.list.filter((c) => !known.has(c.id))] };
              }),
            }
          : board,
      );
    },
  });
}

/**
 * A drop: the board changes at once, the server is asked, and the board reloads either way so
 * counts, totals and order are the server's. A refusal shows the Error dialog (query client).
 */
export function useMoveCard(source: BoardSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, toKey, beforeId }: BoardMove) =>
      api<{ data: unknown; message: string }>('PATCH', source.moveUrl, {
        body: { projectId: cardId, boardKey: toKey, ...(beforeId === null ? {} : { beforeId }) },
      }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: source.queryKey });
      const previous = queryClient.getQueryData<BoardAnswer>(source.queryKey);
      if (previous) queryClient.setQueryData(source.queryKey, moveCardInBoard(previous, move));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(source.queryKey, context.previous);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: source.queryKey }),
        ...(source.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
