export { KanbanBoard, type KanbanBoardProps } from './kanban-board';
export { useBoard, useLiveBoard, useLoadMoreColumn, useMoveCard, BOARD_PAGE_SIZE, type BoardSource } from './use-board';
export { moveCardInBoard, undoMoveOf } from './move-card';
export type { BoardAnswer, BoardCard, BoardColumn, BoardMove, Money } from './board.types';
export { notifyMoveWithUndo } from './undo-notice';
