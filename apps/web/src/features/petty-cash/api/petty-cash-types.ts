import type { DisbursementStatus, LiquidationStatus } from '@haligi/shared';

/** Pesos as the API answers them: exact decimal text. */
export type Amount = string;

export interface NamedRef {
  id: number;
  name: string;
}

/** GET /petty-cash/holder/current: the signed-in member's petty cash fund. */
export interface PettyCashFund {
  id: number;
  name: string;
  kind: string;
  balance: Amount;
  /** The imprest: what the fund is brought back up to. */
  fundAmount: Amount;
  holder: NamedRef | null;
}

export interface Receipt {
  id: number;
  name: string;
  originalName: string;
  mimeType: string;
  /** Served with the token header. */
  url: string;
}

/** A petty cash voucher (the table's rows; GET ?id= adds its receipts). */
export interface Disbursement extends Record<string, unknown> {
  id: number;
  code: string;
  payee: string;
  description: string;
  amount: Amount;
  status: DisbursementStatus;
  statusLabel: string;
  liquidationId: number | null;
  receiptCount: number;
  fundAccount: NamedRef;
  project: NamedRef | null;
  createdByName: string | null;
  createdAt: string;
}

export interface DisbursementDetail extends Disbursement {
  receipts: Receipt[];
}

export interface Liquidation extends Record<string, unknown> {
  id: number;
  code: string;
  total: Amount;
  status: LiquidationStatus;
  statusLabel: string;
  statusReason: string | null;
  memo: string;
  replenishedAt: string | null;
  fundAccount: NamedRef;
  createdByName: string | null;
  createdAt: string;
}

export interface LiquidationDetail extends Liquidation {
  disbursements: Disbursement[];
}

/** GET /select-box/fund-account-list */
export interface FundAccountOption {
  label: string;
  value: number;
  kind: string;
  balance: Amount;
}
