import type { PurchaseOrderStatus, PurchaseRequestStatus } from '@haligi/shared';
import type { MoneyValue } from '../../../lib/money';

export interface NamedRef {
  id: number;
  name: string;
}

/** A row of `PUT /purchase-order/request`. */
export interface PurchaseRequestRow extends Record<string, unknown> {
  id: number;
  code: string;
  status: PurchaseRequestStatus;
  statusReason: string | null;
  project: NamedRef | null;
  warehouse: NamedRef | null;
  total: MoneyValue;
  requestedBy: NamedRef | null;
  deliveryDate: string | null;
  createdAt: string;
}

/** `GET /purchase-order/request?id=` */
export interface PurchaseRequestDetail extends PurchaseRequestRow {
  memo: string;
  items: {
    id: number;
    itemId: number;
    itemName: string;
    description: string;
    quantity: string;
    rate: MoneyValue;
    amount: MoneyValue;
    boqKey: string | null;
    quantityOrdered: string;
    quantityRemaining: string;
  }[];
}

/** A row of `PUT /purchase-order`. */
export interface PurchaseOrderRow extends Record<string, unknown> {
  id: number;
  code: string;
  status: PurchaseOrderStatus;
  statusReason: string | null;
  supplier: NamedRef;
  warehouse: NamedRef;
  total: MoneyValue;
  paidAmount: MoneyValue;
  balance: MoneyValue;
  deliveryDate: string | null;
  createdAt: string;
  /** 0 to 100. */
  receivedPercent: number | string;
}

export interface PurchaseOrderLine {
  id: number;
  itemId: number;
  itemName: string;
  description: string;
  quantity: string;
  unitPrice: MoneyValue;
  vatInclusive: boolean;
  amount: MoneyValue;
  vatAmount: MoneyValue;
  quantityReceived: string;
  quantityInDelivery: string;
  purchaseRequestLineId: number;
  requestCode: string;
}

/** `GET /purchase-order?id=` */
export interface PurchaseOrderDetail extends PurchaseOrderRow {
  deliveryTerms: string | null;
  memo: string;
  vatAmount: MoneyValue;
  createdBy: NamedRef | string | null;
  lines: PurchaseOrderLine[];
}

/** `GET /purchase-order/request/open-lines`: an approved request line still needing quantity. */
export interface OpenRequestLine {
  id: number;
  purchaseRequestId: number;
  requestCode: string;
  project: NamedRef | null;
  warehouse: NamedRef;
  itemId: number;
  itemName: string;
  description: string;
  quantity: string;
  quantityOrdered: string;
  quantityRemaining: string;
  rate: MoneyValue;
}

/** `GET /purchase-order/supplier-prices?itemId=`, last price first. */
export interface SupplierPrice {
  supplier: NamedRef;
  price: MoneyValue;
  updatedAt: string;
  history: { price: MoneyValue; createdAt: string }[];
}
