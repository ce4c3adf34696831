/** Warehouses, receipt types and their item impact. */
export const WAREHOUSE_KINDS = [
  { key: 'COMPANY', slug: 'company', label: 'Company', scope: 'ASSET_WAREHOUSE_COMPANY_ACCESS' },
  { key: 'PROJECT', slug: 'project', label: 'Project', scope: 'ASSET_WAREHOUSE_PROJECT_ACCESS' },
  { key: 'IN_TRANSIT', slug: 'intransit', label: 'In-Transit', scope: 'ASSET_WAREHOUSE_INTRANSIT_ACCESS' },
  { key: 'TEMPORARY', slug: 'temporary', label: 'Temporary', scope: 'ASSET_WAREHOUSE_TEMPORARY_ACCESS' },
] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number]['key'];
export const WAREHOUSE_KIND_KEYS = WAREHOUSE_KINDS.map((k) => k.key) as [WarehouseKind, ...WarehouseKind[]];
export const WAREHOUSE_SCOPES = WAREHOUSE_KINDS.map((k) => k.scope);
export const warehouseKindBySlug = (slug: string) => WAREHOUSE_KINDS.find((k) => k.slug === slug);

export type ItemImpact = 'ADDING' | 'DEDUCTING';
export const RECEIPT_TYPES = [
  { key: 'OPENING_BALANCE', label: 'Opening Balance', itemImpact: 'ADDING' },
  { key: 'PURCHASE_ORDER', label: 'Purchase Order', itemImpact: 'ADDING' },
  /** Stock received without an order (a donation, a return from site): no balance owed. */
  { key: 'STOCK_RECEIVED', label: 'Stock Received (No Order)', itemImpact: 'ADDING' },
  { key: 'ADJUSTMENT_IN', label: 'Stock Adjustment (Add)', itemImpact: 'ADDING' },
  { key: 'ADJUSTMENT_OUT', label: 'Stock Adjustment (Deduct)', itemImpact: 'DEDUCTING' },
  { key: 'TRANSFER_OUT', label: 'Transfer Out', itemImpact: 'DEDUCTING' },
  { key: 'TRANSFER_IN', label: 'Transfer In', itemImpact: 'ADDING' },
  { key: 'ISSUANCE', label: 'Material Issuance', itemImpact: 'DEDUCTING' },
  { key: 'RETURN_TO_SUPPLIER', label: 'Return to Supplier', itemImpact: 'DEDUCTING' },
] as const satisfies readonly { key: string; label: string; itemImpact: ItemImpact }[];
export type ReceiptTypeKey = (typeof RECEIPT_TYPES)[number]['key'];
export const RECEIPT_TYPE_KEYS = RECEIPT_TYPES.map((t) => t.key) as [ReceiptTypeKey, ...ReceiptTypeKey[]];
export const receiptType = (key: string) => RECEIPT_TYPES.find((t) => t.key === key);

/** Document code prefixes, numbered per company: IR-000001, PO-000001. */
export const RECEIPT_CODE_PREFIX = 'IR';
export const PURCHASE_ORDER_CODE_PREFIX = 'PO';
export const formatDocumentCode = (prefix: string, n: number) => `${prefix}-${String(n).padStart(6, '0')}`;

export const INSUFFICIENT_STOCK_MESSAGE = (itemName: string, warehouseName: string, available: string) =>
  `Not enough stock of ${itemName} in ${warehouseName}: ${available} available`;
export const PAYMENT_ABOVE_BALANCE_MESSAGE = 'Payment is above the balance';
/** An issue charged to a BOQ line that is not an item line of the project's latest BOQ. */
export const ISSUE_BOQ_LINE_MESSAGE = (boqKey: string) => `BOQ line ${boqKey} is not an item of the project's latest bill of quantities`;
