import type { BoqRowView, BoqStatus } from '@haligi/shared';

/** A BOQ row without children (the same shape as components/boq-dialog-types BoqGridRow). */
export type BoqGridRow = Omit<BoqRowView, 'children'>;

/** boqInformation of BOQ_DATA (docs/api/boq.md). editVersion is read when the server sends it. */
export interface BoqInformation {
  id: number;
  status: BoqStatus;
  projectId: number;
  revision: number;
  name: string;
  editVersion?: number;
}

/** BOQ_DATA: the whole BOQ as a tree. */
export interface BoqDataPayload {
  boqInformation: BoqInformation;
  boqItems: BoqRowView[];
  boqTotal: string;
  boqTotalWithProfit: string;
}

/** BOQ_PATCH: the rows whose shown values changed after one accepted edit. */
export interface BoqPatchPayload {
  boqId: number;
  editVersion: number;
  changed: BoqGridRow[];
  removedIds: number[];
  boqTotal: string;
  boqTotalWithProfit: string;
  by: { accountId: number; name: string };
}

export interface BoqPresenceMember {
  accountId: number;
  name: string;
  socketId: string;
  rowId: number | null;
  field: string | null;
}

/** BOQ_PRESENCE: who is in the room and which cell each is editing. */
export interface BoqPresencePayload {
  boqId: number;
  members: BoqPresenceMember[];
}
