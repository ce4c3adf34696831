export const PROJECT_TABLE_URL = '/project';

/** Cache keys of the project screens. */
export const PROJECT_KEYS = {
  board: ['project-board'] as const,
  project: (id: number) => ['project', id] as const,
  table: ['table', PROJECT_TABLE_URL] as const,
};

/** Everything a project save, move or delete makes stale (a save or move also adds to the timeline). */
export const PROJECT_CHANGES = [PROJECT_KEYS.board, PROJECT_KEYS.table, ['project'], ['activities']] as const;
