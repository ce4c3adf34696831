import { Alert, Button, Loader } from '@mantine/core';
import { BOARD_MESSAGES, CLOSED_LOST_STAGE, PUSH } from '@haligi/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  KanbanBoard,
  notifyMoveWithUndo,
  undoMoveOf,
  useBoard,
  useLiveBoard,
  useLoadMoreColumn,
  useMoveCard,
  type BoardAnswer,
  type BoardMove,
} from '../../../components/kanban-board';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../lib/notify';
import { LEAD_BOARD_SOURCE } from '../api/get-lead-board';
import { LeadDialog } from '../components/lead-dialog';
import { LeadsTabs } from '../components/leads-tabs';
import { LostReasonDialog } from '../components/lost-reason-dialog';

const LIVE_EVENTS = [PUSH.leadChanged, PUSH.taskChanged] as const;

/**
 * Leads > Deals: the lead board, one column per stage. A drop into Closed Lost asks for the
 * reason first (cancel leaves the card where it was); each move offers Undo, which moves the card
 * back through the same call. The board reloads when others change leads or tasks.
 */
export function DealsPage() {
  const board = useBoard(LEAD_BOARD_SOURCE);
  const loadMore = useLoadMoreColumn(LEAD_BOARD_SOURCE);
  const move = useMoveCard(LEAD_BOARD_SOURCE);
  useLiveBoard(LEAD_BOARD_SOURCE, LIVE_EVENTS);
  const [isCreating, setIsCreating] = useState(false);
  const [losing, setLosing] = useState<{ move: BoardMove; name: string } | null>(null);

  const stageLabel = (key: string) => board.data?.columns.find((c) => c.key === key)?.label ?? key;
  const cardOf = (answer: BoardAnswer | undefined, id: number) => answer?.columns.flatMap((c) => c.list).find((c) => c.id === id);

  const send = (next: BoardMove, offerUndo = true) => {
    const before = board.data;
    const card = cardOf(before, next.cardId);
    move.mutate(next, {
      onSuccess: () => {
        if (!offerUndo || !before || !card) return;
        const back = undoMoveOf(before, next);
        if (!back) return;
        notifyMoveWithUndo(BOARD_MESSAGES.moved(card.name, stageLabel(next.toKey)), () =>
          move.mutate(back, { onSuccess: () => notify({ type: 'positive', message: BOARD_MESSAGES.undone, position: 'bottom' }) }),
        );
      },
    });
  };

  const onMove = (next: BoardMove) => {
    const card = cardOf(board.data, next.cardId);
    if (next.toKey === CLOSED_LOST_STAGE && card && card.boardKey !== CLOSED_LOST_STAGE) {
      setLosing({ move: next, name: card.name });
      return;
    }
    send(next);
  };

  return (
    <>
      <PageHeader
        title="Deals"
        description="Drag a lead to another stage, or open it for details."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
            New lead
          </Button>
        }
      />
      <LeadsTabs />
      {board.isLoading && <Loader role="status" aria-label="Loading the board" />}
      {board.isError && <Alert color="red" title="The board could not be loaded">{board.error.message}</Alert>}
      {board.data && (
        <KanbanBoard
          label="Lead board"
          columns={board.data.columns}
          cardHref={(card) => `/member/leads/${card.id}`}
          onMove={onMove}
          onLoadMore={(column) => loadMore.mutate({ boardKey: column.key, page: column.page + 1 })}
          loadingMoreKey={loadMore.isPending ? (loadMore.variables?.boardKey ?? null) : null}
        />
      )}
      <LostReasonDialog
        leadName={losing?.name ?? null}
        onCancel={() => setLosing(null)}
        onConfirm={(lostReason) => {
          if (losing) send({ ...losing.move, lostReason });
          setLosing(null);
        }}
      />
      <LeadDialog opened={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
