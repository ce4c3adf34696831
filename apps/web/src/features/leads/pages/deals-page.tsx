import { Alert, Button, Loader } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { KanbanBoard, useBoard, useLoadMoreColumn, useMoveCard } from '../../../components/kanban-board';
import { PageHeader } from '../../../components/page-header';
import { LEAD_BOARD_SOURCE } from '../api/get-lead-board';
import { LeadDialog } from '../components/lead-dialog';
import { LeadsTabs } from '../components/leads-tabs';

/** Leads > Deals: the lead board, one column per stage. */
export function DealsPage() {
  const board = useBoard(LEAD_BOARD_SOURCE);
  const loadMore = useLoadMoreColumn(LEAD_BOARD_SOURCE);
  const move = useMoveCard(LEAD_BOARD_SOURCE);
  const [isCreating, setIsCreating] = useState(false);

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
          onMove={(next) => move.mutate(next)}
          onLoadMore={(column) => loadMore.mutate({ boardKey: column.key, page: column.page + 1 })}
          loadingMoreKey={loadMore.isPending ? (loadMore.variables?.boardKey ?? null) : null}
        />
      )}
      <LeadDialog opened={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
