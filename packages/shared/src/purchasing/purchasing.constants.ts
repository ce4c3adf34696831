import Decimal from 'decimal.js';

/** Status sets (spec DECISIONS "Status sets"), with the labels their badges show. */
export const PURCHASE_REQUEST_STATUS_LIST = [
  { key: 'DRAFT', label: 'Draft', color: 'gray' },
  { key: 'FOR_APPROVAL', label: 'For Approval', color: 'yellow' },
  { key: 'APPROVED', label: 'Approved', color: 'teal' },
  { key: 'REJECTED', label: 'Rejected', color: 'red' },
  { key: 'PARTIALLY_ORDERED', label: 'Partially Ordered', color: 'blue' },
  { key: 'ORDERED', label: 'Ordered', color: 'indigo' },
  { key: 'CANCELED', label: 'Canceled', color: 'dark' },
] as const;

export const PURCHASE_ORDER_STATUS_LIST = [
  { key: 'FOR_APPROVAL', label: 'For Approval', color: 'yellow' },
  { key: 'APPROVED', label: 'Approved', color: 'teal' },
  { key: 'PARTIALLY_DELIVERED', label: 'Partially Delivered', color: 'blue' },
  { key: 'DELIVERED', label: 'Delivered', color: 'green' },
  { key: 'CLOSED', label: 'Closed', color: 'gray' },
  { key: 'CANCELED', label: 'Canceled', color: 'dark' },
  { key: 'REJECTED', label: 'Rejected', color: 'red' },
] as const;

/** GET /select-box/delivery-status-list */
export const DELIVERY_STATUS_LIST = [
  { key: 'PENDING', label: 'Pending', color: 'yellow' },
  { key: 'IN_TRANSIT', label: 'In Transit', color: 'blue' },
  { key: 'DONE', label: 'Done', color: 'green' },
  { key: 'CANCELED', label: 'Canceled', color: 'dark' },
] as const;

/** GET /select-box/truck-load-stage-list: the stages of an IN_TRANSIT delivery, in order. */
export const TRUCK_LOAD_STAGE_LIST = [
  { key: 'LOADING', label: 'Loading' },
  { key: 'DISPATCHED', label: 'Dispatched' },
  { key: 'ARRIVED', label: 'Arrived' },
] as const;

/** GET /select-box/delivery-terms-list: who carries the goods and where ownership passes. */
export const DELIVERY_TERMS_LIST = [
  { key: 'DELIVERED_TO_SITE', label: 'Delivered to site (supplier delivers)' },
  { key: 'DELIVERED_TO_WAREHOUSE', label: 'Delivered to warehouse (supplier delivers)' },
  { key: 'PICK_UP', label: 'Pick-up at supplier (our truck)' },
  { key: 'FOB_SHIPPING_POINT', label: 'FOB shipping point' },
  { key: 'FOB_DESTINATION', label: 'FOB destination' },
] as const;

export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUS_LIST)[number]['key'];
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUS_LIST)[number]['key'];
export type DeliveryStatus = (typeof DELIVERY_STATUS_LIST)[number]['key'];
export type TruckLoadStage = (typeof TRUCK_LOAD_STAGE_LIST)[number]['key'];
export type DeliveryTerms = (typeof DELIVERY_TERMS_LIST)[number]['key'];
export const DELIVERY_TERMS_KEYS = DELIVERY_TERMS_LIST.map((t) => t.key) as [DeliveryTerms, ...DeliveryTerms[]];

/** Philippine VAT: 12%. */
export const VAT_RATE = '0.12';

/**
 * An order line's money: amount = round2(quantity x unitPrice). VAT-inclusive (the default) means
 * the 12% is inside the amount: vat = round2(amount x 12/112); VAT-exclusive adds it: vat =
 * round2(amount x 12%) and the line costs amount + vat.
 */
export function orderLineMoney(quantity: Decimal.Value, unitPrice: Decimal.Value, vatInclusive = true) {
  const amount = new Decimal(quantity).times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const vat = vatInclusive
    ? amount.times(VAT_RATE).dividedBy(new Decimal(1).plus(VAT_RATE)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    : amount.times(VAT_RATE).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const gross = vatInclusive ? amount : amount.plus(vat);
  return { amount: amount.toFixed(2), vat: vat.toFixed(2), gross: gross.toFixed(2), net: gross.minus(vat).toFixed(2) };
}
