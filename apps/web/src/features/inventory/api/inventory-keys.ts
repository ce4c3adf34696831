/** The URLs and cache keys of the warehouse, stock and supplier screens (docs/api/items-inventory.md). */
export const INVENTORY_URLS = {
  warehouse: '/warehouse',
  warehouseList: '/select-box/warehouse-list',
  stock: '/inventory',
  transactions: '/inventory/transactions',
  settings: '/inventory/settings',
  receipts: '/item-receipts',
  supplier: '/supplier',
  supplierList: '/select-box/supplier-list',
  supplierItems: '/supplier/items-table',
  supplierItemPrice: '/supplier/item-price',
  priceUpdates: '/supplier/price-update-table',
  paymentHistory: '/purchase-order/payment-history',
  location: '/select-box/location-list',
  project: '/project',
} as const;

export const INVENTORY_KEYS = {
  warehouse: (id: number) => ['warehouse', id] as const,
  supplier: (id: number) => ['supplier', id] as const,
  receipt: (id: number) => ['item-receipt', id] as const,
  paymentHistory: (purchaseOrderId: number) => ['payment-history', purchaseOrderId] as const,
  settings: ['inventory-settings'] as const,
  priceHistory: (supplierId: number, itemId: number) => ['price-history', supplierId, itemId] as const,
};

/** Everything a stock movement makes stale: stock, ledger and receipt tables, item stock counts. */
export const STOCK_CHANGES = [
  ['table', INVENTORY_URLS.stock],
  ['table', INVENTORY_URLS.transactions],
  ['table', INVENTORY_URLS.receipts],
  ['table', INVENTORY_URLS.warehouse],
  ['table', INVENTORY_URLS.supplierItems],
  ['table', INVENTORY_URLS.priceUpdates],
  ['table', '/items/simpleView'],
  ['table', '/items/advanceView'],
  ['price-history'],
] as const;
