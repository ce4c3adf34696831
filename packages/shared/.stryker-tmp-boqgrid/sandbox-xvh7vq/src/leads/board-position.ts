/**
 * Where a card lands in a board column. Cards are ordered by a float position (ascending, id breaks
 * ties); a drop only needs the two neighbours it lands between, so a move touches one row
 * (twenty's computeNewPositionOfDraggedRecord is the model).
 *
 * - empty column: 0
 * - top of the column (no previous card): the first card's position minus 1
 * - bottom (no next card): the last card's position plus 1
 * - between two cards: the midpoint
 *
 * Answers null when the neighbours are so close that no float lies strictly between them: the
 * caller renumbers the column and asks again.
 */
// @ts-nocheck

export interface BoardNeighbours {
  /** Position of the card just above the drop, null at the top. */
  previous: number | null;
  /** Position of the card just below the drop, null at the bottom. */
  next: number | null;
}

export function computeBoardPosition({ previous, next }: BoardNeighbours): number | null {
  if (previous === null && next === null) return 0;
  if (previous === null) return next! - 1;
  if (next === null) return previous + 1;
  const middle = previous + (next - previous) / 2;
  return middle > previous && middle < next ? middle : null;
}
