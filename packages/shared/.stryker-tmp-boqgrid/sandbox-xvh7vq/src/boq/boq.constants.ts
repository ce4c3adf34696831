/** Bill of quantities constants (spec part 1 sections 2-5, 7, 9; part 2 sections 2, 5, 7-9). */
// @ts-nocheck

export const BOQ_ROW_TYPES = ['HEADING', 'SUBHEADING', 'ITEM'] as const;
export type BoqRowType = (typeof BOQ_ROW_TYPES)[number];
export const BOQ_STATUSES = ['PENDING', 'LOCKED'] as const;
export type BoqStatus = (typeof BOQ_STATUSES)[number];
export const BOQ_INSERT_METHODS = ['inside', 'before', 'after'] as const;
export type BoqInsertMethod = (typeof BOQ_INSERT_METHODS)[number];
export const QTO_APPROVAL_STATUSES = ['NO_ITEM', 'PENDING', 'APPROVED'] as const;
export type QtoApprovalStatus = (typeof QTO_APPROVAL_STATUSES)[number];

/** Socket messages of the BOQ room (client -> server), each answered by an acknowledgement. */
export const BOQ_EVENTS = {
  join: 'BOQ_JOIN',
  reload: 'BOQ_RELOAD',
  leave: 'BOQ_LEAVE',
  lock: 'BOQ_LOCK',
  editItem: 'BOQ_EDIT_ITEM',
  changeColor: 'BOQ_CHANGE_COLOR',
  deleteItem: 'BOQ_DELETE_ITEM',
  moveItem: 'BOQ_MOVE_ITEM',
  addItem: 'BOQ_ADD_ITEM',
  /** Presence: which cell a member is editing (client -> server -> room). */
  focus: 'BOQ_FOCUS',
} as const;
/** Server -> room pushes. */
export const BOQ_PUSHES = {
  /** The whole BOQ, on join and reload. */
  data: 'BOQ_DATA',
  /** After an edit: only the rows whose values changed, their ancestors, removed ids and the totals. */
  patch: 'BOQ_PATCH',
  /** Who is in the room and what each is editing. */
  presence: 'BOQ_PRESENCE',
} as const;

export const BOQ_MESSAGES = {
  locked: 'Bill of Quantity is locked',
  lockTitle: 'Lock Bill of Quantity',
  notFound: 'Bill of Quantity not found',
  rowNotFound: 'BOQ row not found',
  qtoSubmitted: 'Quantity take off request successfully submitted',
  excelInfo: 'Excel export is under development. This feature will be available soon.',
  notCurrent: 'This is an older revision of the Bill of Quantity: it is read-only. Edit the current revision instead',
  submittedToClient: 'This revision was submitted to the client: it is frozen and read-only',
  alreadySubmittedToClient: 'This revision was already submitted to the client',
  unlockScope: 'You do not have permission to unlock a Bill of Quantity',
  draftItem: 'Publish the item before adding it to a Bill of Quantity',
} as const;

/** Scopes beyond PROJECT_ACCESS (decision 0020): approving a take-off and unlocking a BOQ. */
export const BOQ_SCOPES = { approveTakeOff: 'PROJECT_QTO_APPROVE_ACCESS', unlock: 'PROJECT_BOQ_UNLOCK_ACCESS' } as const;

export const BOQ_INSERT_DEFAULTS = { quantity: 1, materialUnit: 'pc', materialUnitCost: 0, laborUnitCost: 0 } as const;
/** The editable cells of an item row, in keyboard order. */
export const BOQ_EDITABLE_ORDER = ['quantity', 'materialUnitCost', 'laborUnitCost', 'profitMarginPercentage'] as const;
export const QTO_ADD_QUANTITY = 1;
export const PURCHASE_REQUEST_DELIVERY_DAYS = 3;
