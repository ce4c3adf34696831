import { toMoney } from '@haligi/shared';
import type { BoardCardRow } from './board.repository';

/** One card of the lead or project board: money as {raw, formatted}, client and owner as {id, name}. */
export const toBoardCard = (row: BoardCardRow) => ({
  id: row.id,
  name: row.name,
  boardKey: row.boardKey,
  boardPosition: row.boardPosition,
  budget: toMoney(row.budget),
  client: row.clientId ? { id: row.clientId, name: row.clientName! } : null,
  winProbability: row.winProbability,
  endDate: row.endDate,
  relationshipOwner: row.ownerId ? { id: row.ownerId, name: row.ownerName } : null,
});
export type BoardCard = ReturnType<typeof toBoardCard>;
