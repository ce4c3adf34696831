
/** A BOQ row as the grid holds it (flat, without children). */
export type { BoqFlatRow as BoqGridRow } from '@haligi/shared';

/** Items ticked for purchase (spec part 1 section 3). */
export interface CheckedBoqItem {
  id: number;
  itemId: number;
  /** what is left to request: quantity minus quantityPurchased, never below 0 */
  quantity: number;
  /** the material unit cost */
  cost: number;
  description: string;
  boqKey: string;
}
