import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { socketManager } from '../../lib/socket';
import type { BoardAnswer, BoardMove } from './board.types';
import { BOARD_PAGE_SIZE, loadBoard, type LoadBoard } from './load-board';
import { moveCardInBoard } from './move-card';

export { BOARD_PAGE_SIZE };

/** Where a board comes from: its cache key, how to load it and where a move goes. */
export interface BoardSource {
  queryKey: readonly unknown[];
  /** The whole board (no boardKey) or one column's page. */
  load: LoadBoard;
  /** PATCH endpoint taking {projectId, boardKey, beforeId? | afterId?}. */
  moveUrl: string;
  /** Other caches a move changes (dashboard, tables). */
  invalidates?: readonly (readonly unknown[])[];
}

/**
 * The board. A reload (after a move, on focus) keeps every column as deep as "Load more" had taken
 * it: a column showing pages 1..n comes back with its first n pages, not just the first.
 */
export function useBoard(source: BoardSource) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => loadBoard(source.load, queryClient.getQueryData<BoardAnswer>(source.queryKey), signal),
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
 * counts, totals and order are the server's (each column keeping the pages it had loaded). A
 * refusal shows the Error dialog (query client).
 */
export function useMoveCard(source: BoardSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, toKey, beforeId, afterId = null, lostReason }: BoardMove) =>
      api<{ data: unknown; message: string }>('PATCH', source.moveUrl, {
        body: {
          projectId: cardId,
          boardKey: toKey,
          ...(afterId !== null ? { afterId } : beforeId !== null ? { beforeId } : {}),
          ...(lostReason ? { lostReason } : {}),
        },
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

/**
 * Reloads the board when the server says a record on it changed (a push such as lead-changed, sent
 * to the company's room); pushes arriving together cause one reload.
 */
export function useLiveBoard(source: BoardSource, events: readonly string[]) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: source.queryKey });
        for (const queryKey of source.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      }, 150);
    };
    const offs = events.map((event) => socketManager.on(event, reload));
    return () => {
      clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [queryClient, source, events]);
}
