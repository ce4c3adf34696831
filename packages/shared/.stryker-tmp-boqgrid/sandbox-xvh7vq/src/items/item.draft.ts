/**
 * Draft items (decision 0021). An item saved as a draft is not yet part of the catalogue's working
 * set: it cannot be stocked or requested until it is published. A variation of a draft parent is a
 * draft too, whatever its own flag says (publishing the item publishes its variations with it).
 */
// @ts-nocheck

export interface DraftFlags {
  isDraft: boolean;
}

/** Whether an item counts as a draft: its own flag, or its parent's for a variation. */
export function isDraftItem(item: DraftFlags, parent?: DraftFlags | null): boolean {
  return item.isDraft || (parent?.isDraft ?? false);
}

/** What refuses a draft, by what was tried. */
export const DRAFT_ITEM_MESSAGES = {
  stock: (itemName: string) => `Item ${itemName} is a draft: publish it before stocking it`,
  request: (itemName: string) => `Item ${itemName} is a draft: publish it before requesting it`,
} as const;
