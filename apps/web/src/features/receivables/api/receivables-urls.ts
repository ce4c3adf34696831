/** The URLs of the receivables screens (docs/api/treasury.md "Receivables") and the cache keys they read. */
export const RECEIVABLES_URLS = {
  billing: '/treasury/billing',
  collection: '/treasury/billing-collection',
  aging: '/treasury/receivables/aging',
  monthly: '/treasury/receivables/monthly',
  clientStatement: '/treasury/client-statement',
  fundAccountList: '/select-box/fund-account-list',
  fundAccount: '/treasury/fund-account',
  fundLedger: '/treasury/fund-ledger',
  clientList: '/select-box/client-list',
  projectList: '/select-box/project-list',
  project: '/project',
  boqVersions: '/boq/version',
  boq: '/boq',
} as const;

export const RECEIVABLES_KEYS = {
  all: ['receivables'] as const,
  billing: (id: number) => ['receivables', 'billing', id] as const,
  projectBillings: (projectId: number) => ['receivables', 'project-billings', projectId] as const,
  aging: ['receivables', 'aging'] as const,
  monthly: (months: number) => ['receivables', 'monthly', months] as const,
  clientStatement: (clientId: number) => ['receivables', 'client-statement', clientId] as const,
  billedClients: ['receivables', 'billed-clients'] as const,
  fundAccountList: ['receivables', 'fund-account-list'] as const,
};

/**
 * What a billing's change makes stale: the billing tables, this feature's reads, the approval
 * queue; a collection also moves money, so the treasury overview's balances and ledgers too.
 */
export const BILLING_CHANGES = [RECEIVABLES_KEYS.all, ['table', RECEIVABLES_URLS.billing], ['table', RECEIVABLES_URLS.collection], ['approval']] as const;
export const COLLECTION_CHANGES = [
  ...BILLING_CHANGES,
  ['treasury'],
  ['table', RECEIVABLES_URLS.fundAccount],
  ['table', RECEIVABLES_URLS.fundLedger],
  ['select', RECEIVABLES_URLS.fundAccountList],
] as const;
