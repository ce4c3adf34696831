import type { FundAccountKind, FundEntryKind, PaymentRequestStatus } from '@haligi/shared';

/** Pesos as the API answers them: exact decimal text ("2500000.00"). */
export type Amount = string;

export interface NamedRef {
  id: number;
  name: string;
}

/** A fund account (GET /treasury/fund-account, the fund account table's rows). */
export interface FundAccount extends Record<string, unknown> {
  id: number;
  name: string;
  kind: FundAccountKind;
  kindLabel: string;
  balance: Amount;
  bankName: string;
  accountNumber: string;
  /** A petty cash fund's imprest. */
  fundAmount: Amount;
  holder: NamedRef | null;
  createdAt: string;
}

/** One line of a fund account's ledger (PUT /treasury/fund-ledger); `amount` is signed. */
export interface FundLedgerEntry extends Record<string, unknown> {
  id: number;
  fundAccountId: number;
  kind: FundEntryKind;
  amount: Amount;
  balanceAfter: Amount;
  memo: string;
  reference: { type: string; id: number; code: string } | null;
  reversesId: number | null;
  reversedById: number | null;
  createdBy: NamedRef | null;
  createdAt: string;
}

/** GET /select-box/fund-account-list */
export interface FundAccountOption {
  label: string;
  value: number;
  kind: FundAccountKind;
  balance: Amount;
}

/** A request for payment (GET /treasury/payment-request, the RFP table's rows). */
export interface PaymentRequest extends Record<string, unknown> {
  id: number;
  code: string;
  status: PaymentRequestStatus;
  statusLabel: string;
  statusReason: string | null;
  amount: Amount;
  memo: string;
  /** A supplier's bill paid without an order: its invoice number ('' on an order). */
  billReference: string;
  /** Expanded withholding kept back when paid. */
  withheldTax: Amount;
  dueDate: string | null;
  purchaseOrder: { id: number; code: string; total: Amount; balance: Amount } | null;
  supplier: NamedRef | null;
  requestedBy: NamedRef | null;
  fundAccount: NamedRef | null;
  paidAt: string | null;
  paidBy: string | null;
  createdAt: string;
}

/** A row of PUT /purchase-order as the payables read it. */
export interface PayableOrder extends Record<string, unknown> {
  id: number;
  code: string;
  status: string;
  statusReason: string | null;
  supplier: NamedRef | null;
  total: Amount;
  paidAmount: Amount;
  balance: Amount;
  deliveryDate: string | null;
  createdAt: string;
}

export interface AgingTotals {
  asOf: string;
  current: Amount;
  d1_30: Amount;
  d31_60: Amount;
  d61_90: Amount;
  over90: Amount;
  total: Amount;
  orders: number;
}

export interface DueOrder {
  id: number;
  code: string;
  supplier: NamedRef | null;
  dueDate: string;
  isOverdue: boolean;
  total: Amount;
  balance: Amount;
}

/** GET /treasury/dashboard */
export interface TreasuryDashboard {
  cashPosition: { id: number; name: string; kind: FundAccountKind; balance: Amount }[];
  totalCash: Amount;
  payablesAging: AgingTotals;
  dueThisWeek: DueOrder[];
}

export interface StatementLine {
  kind: 'ORDER' | 'DELIVERY' | 'PAYMENT';
  at: string;
  reference: string;
  description: string;
  charge: Amount;
  payment: Amount;
  balance: Amount;
}

/** GET /treasury/supplier-statement */
export interface SupplierStatement {
  supplier: { id: number; name: string; paymentTerms: string; tin: string };
  lines: StatementLine[];
  totals: { orders: Amount; payments: Amount; balance: Amount };
}

/** A supplier as the supplier table answers it. */
export interface SupplierRow extends Record<string, unknown> {
  id: number;
  name: string;
  contactPerson: string;
  contactNumber: string;
  paymentTerms: string;
}
