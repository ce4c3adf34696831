/**
 * BOQ rows changed outside the live room by a writer not yet on `writeBoqRows` (purchased
 * quantities; take-off writes patch the room through `writeBoqRows`, decision 0020). The
 * writer bumps `bill_of_quantities.edit_version` in its own transaction (so a room member sees a
 * version gap and reloads) and, after commit, calls `notifyBoqRowsChanged`. The BOQ room module
 * registers a listener with `onBoqRowsChanged` to broadcast the rows (BOQ_PATCH / BOQ_DATA).
 */
export interface BoqRowsChanged {
  companyId: number;
  boqId: number;
  /** The boq_items ids whose stored inputs changed. */
  rowIds: number[];
  /** The edit_version the change committed as. */
  editVersion: number;
  /** What changed them: QTO_APPROVE or PURCHASE_REQUEST. */
  reason: 'QTO_APPROVE' | 'PURCHASE_REQUEST';
  accountId: number | null;
}

type Listener = (change: BoqRowsChanged) => void | Promise<void>;
const listeners = new Set<Listener>();

/** Registers a listener; answers the function that removes it. */
export function onBoqRowsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener, after commit. A failing listener never fails the caller's request. */
export async function notifyBoqRowsChanged(change: BoqRowsChanged): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(change);
    } catch {
      // The room resyncs from the edit_version gap.
    }
  }
}
