import type { PurchaseOrderStatus, PurchaseRequestStatus } from '@haligi/shared';

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
  total: string;
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
    rate: string;
    amount: string;
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
  total: string;
  paidAmount: string;
  balance: string;
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
  unitPrice: string;
  vatInclusive: boolean;
  amount: string;
  vatAmount: string;
  quantityReceived: string;
  quantityInDelivery: string;
  purchaseRequestLineId: number;
  requestCode: string;
}

/** `GET /purchase-order?id=` */
export interface PurchaseOrderDetail extends PurchaseOrderRow {
  deliveryTerms: string | null;
  memo: string;
  vatAmount: string;
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
  rate: string;
}

/** `GET /purchase-order/supplier-prices?itemId=`, last price first. */
export interface SupplierPrice {
  supplier: NamedRef;
  price: string;
  updatedAt: string;
  history: { price: string; createdAt: string }[];
}
