/** The item a save returned (the whole answer travels; these are the fields every listener can rely on). */
export interface UpdatedItem {
  id: number;
  name: string;
  sku: string;
}

type ItemUpdatedListener = (item: UpdatedItem) => void;

const listeners = new Set<ItemUpdatedListener>();

/**
 * The item-updated event of spec part 2 section 4: the item dialog emits the saved item so open
 * screens (item information, choosers) can refresh without knowing who saved it.
 */
export function emitItemUpdated(item: UpdatedItem) {
  for (const listener of [...listeners]) listener(item);
}

/** Subscribes to saved items; returns the unsubscribe function (a React effect's cleanup). */
export function onItemUpdated(listener: ItemUpdatedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
