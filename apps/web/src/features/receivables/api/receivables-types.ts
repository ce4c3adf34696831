import type { BillingStatus } from '@haligi/shared';

/** Pesos as the API answers them: exact decimal text ("2500000.00"). */
export type Amount = string;

export interface NamedRef {
  id: number;
  name: string;
}

/** A progress billing as the table and GET /treasury/billing answer it (docs/api/treasury.md). */
export interface Billing extends Record<string, unknown> {
  id: number;
  code: string;
  billingNo: number;
  status: BillingStatus;
  statusLabel: string;
  statusReason: string | null;
  project: NamedRef;
  client: NamedRef | null;
  billOfQuantityId: number;
  /** YYYY-MM-DD */
  periodEnd: string;
  /** YYYY-MM-DD */
  dueDate: string;
  downpaymentPercent: string;
  retentionPercent: string;
  contractAmount: Amount;
  grossAccomplishment: Amount;
  downpaymentRecoupment: Amount;
  vat: Amount;
  retention: Amount;
  amountDue: Amount;
  collectedAmount: Amount;
  balance: Amount;
  percentToDate: string;
  memo: string;
  createdBy: NamedRef | null;
  createdAt: string;
}

/** A line the billing gained on: a leaf item of the BOQ from its previous percent to this one. */
export interface BillingLine {
  id: number;
  boqItemId: number;
  description: string;
  amount: Amount;
  previousPercent: string;
  toDatePercent: string;
  gross: Amount;
}

export interface BillingCollection {
  id: number;
  amount: Amount;
  reference: string;
  memo: string;
  fundAccount: NamedRef;
  collectedBy: string | null;
  createdAt: string;
}

export interface BillingDetail extends Billing {
  lines: BillingLine[];
  collections: BillingCollection[];
}

/** A row of PUT /treasury/billing-collection (the receivables' logs). */
export interface CollectionRow extends Record<string, unknown> {
  id: number;
  amount: Amount;
  reference: string;
  memo: string;
  billingId: number;
  billingCode: string;
  projectName: string;
  fundAccountName: string;
  collectedBy: string | null;
  createdAt: string;
}

/** GET /treasury/receivables/aging */
export interface ReceivablesAging {
  asOf: string;
  current: Amount;
  d1_30: Amount;
  d31_60: Amount;
  d61_90: Amount;
  over90: Amount;
  total: Amount;
  billings: number;
}

/** GET /treasury/receivables/monthly: one Philippine month. */
export interface MonthFigures {
  /** YYYY-MM */
  month: string;
  billed: Amount;
  collected: Amount;
}

export interface StatementLine {
  kind: 'BILLING' | 'COLLECTION';
  at: string;
  reference: string;
  description: string;
  charge: Amount;
  payment: Amount;
  balance: Amount;
}

/** GET /treasury/client-statement */
export interface ClientStatement {
  client: NamedRef;
  lines: StatementLine[];
  totals: { billed: Amount; collected: Amount; balance: Amount };
}

/** GET /select-box/fund-account-list */
export interface FundAccountOption {
  label: string;
  value: number;
  kind: string;
  balance: Amount;
}
