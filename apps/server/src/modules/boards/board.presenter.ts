import { isTaskOverdue, todayInManila, toMoney } from '@haligi/shared';
import type { BoardCardRow } from './board.repository';

/** One card of the lead or project board: money as {raw, formatted}, client and owner as {id, name}. */
export const toBoardCard = (row: BoardCardRow, today = todayInManila()) => ({
  id: row.id,
  name: row.name,
  boardKey: row.boardKey,
  boardPosition: row.boardPosition,
  budget: toMoney(row.budget),
  client: row.clientId ? { id: row.clientId, name: row.clientName! } : null,
  winProbability: row.winProbability,
  endDate: row.endDate,
  relationshipOwner: row.ownerId ? { id: row.ownerId, name: row.ownerName } : null,
  /** When the card entered its column: the board shows the days since (daysInStage). */
  stageChangedAt: row.stageChangedAt,
  lostReason: row.lostReason,
  /** The open task due first, with isOverdue by the Philippine day. */
  nextTask: row.nextTask ? { ...row.nextTask, isOverdue: isTaskOverdue({ dueDate: row.nextTask.dueDate, doneAt: null }, today) } : null,
});
export type BoardCard = ReturnType<typeof toBoardCard>;
