import type { ItemImpact, ReceiptTypeKey, WarehouseKind } from '@haligi/shared';

type Named = { id: number; name: string };

/** A row of PUT /warehouse and the answer of GET /warehouse?id=. */
export interface Warehouse extends Record<string, unknown> {
  id: number;
  kind: WarehouseKind;
  name: string;
  description: string;
  address: string;
  locationId?: number | null;
  project: Named | null;
  itemCount?: number;
  createdAt: string;
}

/** A row of PUT /inventory: one item's balance in one warehouse. Quantity is a decimal string. */
export interface StockRow extends Record<string, unknown> {
  id: string;
  warehouse: Named & { kind: WarehouseKind };
  item: Named & { sku: string };
  quantity: string;
  /** What the quantity cost at the moving average (4 decimals), and value / quantity. */
  value: string;
  averageCost: string;
  updatedAt: string;
}

/** A row of PUT /item-receipts. */
export interface ReceiptRow extends Record<string, unknown> {
  id: number;
  code: string;
  type: ReceiptTypeKey | { key: ReceiptTypeKey };
  typeLabel?: string;
  reference?: string;
  supplier?: Named | null;
  warehouse?: Named | null;
  totalPayableAmount?: string;
  processedBy?: Named | null;
  createdAt: string;
}

/** A row of PUT /inventory/transactions: one ledger line. */
export interface TransactionRow extends Record<string, unknown> {
  id: number;
  receiptId: number;
  code: string;
  type: ReceiptTypeKey;
  typeLabel: string;
  itemImpact: ItemImpact;
  item: Named & { sku: string };
  warehouse: Named;
  quantity: string;
  signedQuantity: string;
  rate: string;
  total: string;
  supplier: Named | null;
  purchaseOrder: { id: number; code: string } | null;
  processedBy: Named | null;
  createdAt: string;
}

/** A row of PUT /supplier and the answer of GET /supplier?id=. */
export interface Supplier extends Record<string, unknown> {
  id: number;
  name: string;
  contactPerson: string;
  contactNumber: string;
  email: string;
  address: string;
  locationId?: number | null;
  tin: string;
  paymentTerms: string;
  ewtAtc?: string | null;
  createdAt: string;
}

/** A row of PUT /supplier/items-table: what a supplier sells an item at now. */
export interface SupplierItemRow extends Record<string, unknown> {
  id: number;
  supplier: Named;
  item: Named & { sku: string; uom?: unknown };
  price: string;
  updatedAt: string;
  updatedBy: Named | string | null;
}

/** A row of PUT /supplier/price-update-table. Prices are decimal strings; previousPrice is null for the first price. */
export interface PriceUpdateRow extends Record<string, unknown> {
  id: number;
  supplier: Named;
  item: Named & { sku?: string };
  previousPrice: string | null;
  price: string;
  change: string | null;
  updatedBy: Named | null;
  createdAt: string;
}

/** GET /item-receipts?id=. */
export interface ReceiptAnswer {
  itemReceiptInfo: {
    id: number;
    code: string;
    type: { key: ReceiptTypeKey; itemImpact: ItemImpact };
    processedBy: Named | null;
    createdAt: string;
    memo: string;
    reference: string;
    totalPayableAmount: string;
    warehouse: Named & { address?: string };
    supplier: Named | null;
    partnerReceipt: { id: number; code: string } | null;
    purchaseOrder: { id: number; code: string; total: string; balance: string } | null;
  };
  itemReceiptType: { label: string };
  company: { name: string; address: string };
  itemReceiptItemList: ReceiptLine[];
}

export interface ReceiptLine {
  itemId: number;
  itemName: string;
  itemSku: string;
  itemDescription: string;
  quantity: string;
  itemRate: string;
  unitPrice: string;
  total: string;
  itemImpact: ItemImpact;
}

/**
 * A row of GET /purchase-order/payment-history (docs/api/treasury.md): the fund account paid from
 * (no id for payments recorded before treasury), the request for payment and who paid.
 */
export interface PaymentRow {
  id: number;
  fundAccount: { id: number | null; name: string };
  createdAt: string;
  amount: string;
  paymentRequest: { id: number; code: string } | null;
  paidBy: { id: number; name: string } | null;
}

/** A name that may come as a record or as plain text. */
export const nameOf = (value: unknown): string => {
  if (value && typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name ?? '');
  return typeof value === 'string' ? value : '';
};

/** One line of a stock movement request. */
export interface MovementLine {
  itemId: number;
  quantity: number;
  /** Pesos per unit. */
  rate: number;
  description: string;
}
