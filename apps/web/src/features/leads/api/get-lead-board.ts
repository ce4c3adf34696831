import type { BoardAnswer, BoardSource } from '../../../components/kanban-board';
import { api } from '../../../lib/api';
import { LEAD_KEYS } from './lead-keys';

/** PUT /lead/board?isLead=true: every stage column, or one column's next page with boardKey. */
export const LEAD_BOARD_SOURCE: BoardSource = {
  queryKey: LEAD_KEYS.board,
  load: ({ boardKey, page, perPage }, signal) =>
    api<BoardAnswer>('PUT', '/lead/board', { query: { isLead: true, boardKey, page, perPage }, body: {}, signal }),
  moveUrl: '/lead/move',
  invalidates: [LEAD_KEYS.dashboard, LEAD_KEYS.stageTable, ['lead']],
};
