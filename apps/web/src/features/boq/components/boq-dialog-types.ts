
/** A BOQ row as the grid holds it (flat, without children). */
export type { BoqFlatRow as BoqGridRow } from '@haligi/shared';

/** Items ticked for purchase (spec part 1 section 3). */
export interface CheckedBoqItem {
  id: number;
  itemId: number;
  /** quantity minus quantityPurchased */
  quantity: number;
  /** the material unit cost */
  cost: number;
  description: string;
  boqKey: string;
}
