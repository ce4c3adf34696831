/** The URLs of the treasury screens (docs/api/treasury.md) and the cache keys they read. */
export const TREASURY_URLS = {
  dashboard: '/treasury/dashboard',
  fundAccount: '/treasury/fund-account',
  fundAccountList: '/select-box/fund-account-list',
  fundLedger: '/treasury/fund-ledger',
  paymentRequest: '/treasury/payment-request',
  supplierStatement: '/treasury/supplier-statement',
  purchaseOrder: '/purchase-order',
  supplier: '/supplier',
  userList: '/select-box/user-list',
} as const;

export const TREASURY_KEYS = {
  all: ['treasury'] as const,
  dashboard: ['treasury', 'dashboard'] as const,
  fundAccountList: ['treasury', 'fund-account-list'] as const,
  paymentRequest: (id: number) => ['treasury', 'payment-request', id] as const,
  supplierStatement: (supplierId: number) => ['treasury', 'supplier-statement', supplierId] as const,
  orderChoices: (search: string) => ['treasury', 'order-choices', search] as const,
};

/** What moving money makes stale: balances, ledgers, the dashboard and statements. */
export const MONEY_CHANGES = [
  TREASURY_KEYS.all,
  ['table', TREASURY_URLS.fundAccount],
  ['table', TREASURY_URLS.fundLedger],
] as const;

/** What a request for payment changes: its table, the orders' balances and their payments too. */
export const REQUEST_CHANGES = [
  ...MONEY_CHANGES,
  ['table', TREASURY_URLS.paymentRequest],
  ['table', TREASURY_URLS.purchaseOrder],
  ['payment-history'],
  ['item-receipt'],
  ['approval'],
] as const;
