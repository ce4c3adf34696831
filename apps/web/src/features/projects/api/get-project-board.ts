import type { BoardAnswer, BoardSource } from '../../../components/kanban-board';
import { api } from '../../../lib/api';
import { PROJECT_KEYS } from './project-keys';

/** GET /project/board?isLead=false: the PROJECT_STAGES columns, or one column's next page. */
export const PROJECT_BOARD_SOURCE: BoardSource = {
  queryKey: PROJECT_KEYS.board,
  load: ({ boardKey, page, perPage }, signal) =>
    api<BoardAnswer>('GET', '/project/board', { query: { isLead: false, boardKey, page, perPage }, signal }),
  moveUrl: '/project/move',
  invalidates: [PROJECT_KEYS.table, ['project']],
};
