/** Money as the server answers it: the exact decimal and the display text. */
export interface Money {
  raw: string;
  formatted: string;
}

/** One card of a lead or project board (docs/api/sales-pipeline.md). */
export interface BoardCard {
  id: number;
  name: string;
  boardKey: string;
  boardPosition: number;
  budget: Money;
  client: { id: number; name: string } | null;
  winProbability?: string | null;
  endDate: string | null;
  relationshipOwner?: { id: number; name: string } | null;
  /** When the card entered its column (ISO); the card shows the days since. */
  stageChangedAt?: string | null;
  /** Why a lost lead was lost. */
  lostReason?: string | null;
  /** The open task due first. */
  nextTask?: { id: number; title: string; dueDate: string | null; isOverdue: boolean } | null;
}

export interface BoardColumn {
  key: string;
  label: string;
  color: string;
  count: number;
  total: Money;
  /** Budgets times win probability, summed exactly (lead board). */
  weightedTotal?: Money;
  page: number;
  perPage: number;
  hasMore: boolean;
  list: BoardCard[];
}

export interface BoardAnswer {
  columns: BoardColumn[];
}

/**
 * A drop: the card, the column it lands in, and the card it lands just above (beforeId) or just
 * below (afterId, the bottom of the column after its last card); neither = the top.
 */
export interface BoardMove {
  cardId: number;
  toKey: string;
  beforeId: number | null;
  afterId?: number | null;
  /** The reason a move into Closed Lost needs. */
  lostReason?: string | null;
}
