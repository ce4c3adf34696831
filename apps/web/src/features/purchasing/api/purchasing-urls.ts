/** The purchasing API (docs/api/purchasing.md) and the cache keys of its answers. */
export const PURCHASING_URLS = {
  request: '/purchase-order/request',
  openLines: '/purchase-order/request/open-lines',
  order: '/purchase-order',
  supplierPrices: '/purchase-order/supplier-prices',
  supplierList: '/select-box/supplier-list',
  warehouseList: '/select-box/warehouse-list',
  deliveryTermsList: '/select-box/delivery-terms-list',
  projectList: '/select-box/project-list',
} as const;

export const PURCHASING_KEYS = {
  request: (id: number) => ['purchase-request', id] as const,
  order: (id: number) => ['purchase-order', id] as const,
  openLines: (search: string) => ['purchase-request-open-lines', search] as const,
  supplierPrices: (itemId: number) => ['supplier-prices', itemId] as const,
};

/** What a request's change makes stale. */
export const REQUEST_CHANGES = [['table', PURCHASING_URLS.request], ['purchase-request'], ['purchase-request-open-lines'], ['project-purchasing']] as const;
/** What an order's change makes stale (its request lines' ordered quantities too). */
export const ORDER_CHANGES = [['table', PURCHASING_URLS.order], ['purchase-order'], ...REQUEST_CHANGES, ['table', '/inventory'], ['table', '/item-receipts']] as const;
