/** Cache keys of the lead screens; a change invalidates the ones it touches. */
export const LEAD_KEYS = {
  board: ['lead-board'] as const,
  dashboard: ['lead-dashboard'] as const,
  lead: (id: number) => ['lead', id] as const,
  stageTable: ['table', '/lead'] as const,
  activities: (id: number) => ['activities', `/lead/${id}/activities`] as const,
  notes: (id: number) => ['lead-notes', id] as const,
};

/** Everything a stage change or conversion makes stale. */
export const LEAD_PIPELINE_KEYS = [LEAD_KEYS.board, LEAD_KEYS.dashboard, LEAD_KEYS.stageTable, ['lead']] as const;
