/** Treasury (issue 16, decision 0061): fund accounts, their ledger, requests for payment. */

export const FUND_ACCOUNT_KINDS = ['CASH_ON_HAND', 'BANK', 'PETTY_CASH'] as const;
export type FundAccountKind = (typeof FUND_ACCOUNT_KINDS)[number];
export const FUND_ACCOUNT_KIND_LABELS: Record<FundAccountKind, string> = {
  CASH_ON_HAND: 'Cash on hand',
  BANK: 'Bank account',
  PETTY_CASH: 'Petty cash fund',
};

/** What moved money in or out of a fund account; a ledger entry is never edited, only reversed. */
export const FUND_ENTRY_KINDS = ['OPENING', 'DEPOSIT', 'WITHDRAWAL', 'PAYMENT', 'COLLECTION', 'DISBURSEMENT', 'REPLENISHMENT', 'REVERSAL'] as const;
export type FundEntryKind = (typeof FUND_ENTRY_KINDS)[number];
export const FUND_ENTRY_KIND_LABELS: Record<FundEntryKind, string> = {
  OPENING: 'Opening balance',
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  PAYMENT: 'Payment',
  COLLECTION: 'Collection',
  DISBURSEMENT: 'Petty cash disbursement',
  REPLENISHMENT: 'Replenishment',
  REVERSAL: 'Reversal',
};

export const PAYMENT_REQUEST_CODE_PREFIX = 'RFP';

/** A request for payment: FOR_APPROVAL -> APPROVED -> PAID, or REJECTED / RETURNED / CANCELED. */
export const PAYMENT_REQUEST_STATUSES = ['FOR_APPROVAL', 'APPROVED', 'PAID', 'REJECTED', 'RETURNED', 'CANCELED'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
export const PAYMENT_REQUEST_STATUS_LABELS: Record<PaymentRequestStatus, string> = {
  FOR_APPROVAL: 'For approval',
  APPROVED: 'Approved',
  PAID: 'Paid',
  REJECTED: 'Rejected',
  RETURNED: 'Returned',
  CANCELED: 'Canceled',
};
/** The RFP table's status badge colour (Mantine colour names). */
export const PAYMENT_REQUEST_STATUS_COLORS: Record<PaymentRequestStatus, string> = {
  FOR_APPROVAL: 'yellow',
  APPROVED: 'blue',
  PAID: 'green',
  REJECTED: 'red',
  RETURNED: 'orange',
  CANCELED: 'gray',
};
/** Requests that still hold part of an order's balance: waiting for approval or approved, not yet paid. */
export const OPEN_PAYMENT_REQUEST_STATUSES: readonly PaymentRequestStatus[] = ['FOR_APPROVAL', 'APPROVED'];

export const TREASURY_MESSAGES = {
  fundAccountCreated: 'Fund account created successfully',
  fundAccountNameTaken: 'A fund account with this name already exists',
  entryRecorded: 'Entry recorded successfully',
  entryReversed: 'Entry reversed successfully',
  alreadyReversed: 'This entry has already been reversed',
  reversalOfReversal: 'A reversal cannot be reversed; record a new entry instead',
  paymentNotReversible: 'A payment is not reversed in the ledger; it stays with its request for payment',
  insufficientFunds: (accountName: string) => `Insufficient funds in ${accountName}`,
  paymentRequestCreated: 'Request for payment created successfully',
  requestAboveBalance: (balance: string) => `The requests for payment of this order would exceed its balance of ₱${balance}`,
  orderNotPayable: (status: string) => `A purchase order that is ${status} cannot be paid`,
  notPayable: (status: string) => `Only an approved request for payment can be paid; this one is ${status}`,
  paid: 'Payment recorded successfully',
  canceled: 'Request for payment canceled',
  notCancelable: (status: string) => `A request for payment that is ${status} cannot be canceled`,
  resubmitted: 'Request for payment submitted for approval',
  notResubmittable: 'Only a returned request for payment can be submitted again',
  noPettyCashFund: 'You do not hold a petty cash fund',
} as const;

/** Orders that can be paid: approved by purchasing and not canceled (paid in advance, on delivery or after). */
export const PAYABLE_ORDER_STATUSES: readonly string[] = ['APPROVED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'CLOSED'];

export const PROGRESS_BILLING_CODE_PREFIX = 'PB';
/** A progress billing: FOR_APPROVAL (review) -> APPROVED -> PARTIALLY_COLLECTED -> COLLECTED, or REJECTED / RETURNED / CANCELED. */
export const BILLING_STATUSES = ['FOR_APPROVAL', 'APPROVED', 'PARTIALLY_COLLECTED', 'COLLECTED', 'REJECTED', 'RETURNED', 'CANCELED'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];
export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  FOR_APPROVAL: 'For review',
  APPROVED: 'Approved',
  PARTIALLY_COLLECTED: 'Partially collected',
  COLLECTED: 'Collected',
  REJECTED: 'Rejected',
  RETURNED: 'Returned',
  CANCELED: 'Canceled',
};
export const BILLING_STATUS_COLORS: Record<BillingStatus, string> = {
  FOR_APPROVAL: 'yellow',
  APPROVED: 'blue',
  PARTIALLY_COLLECTED: 'cyan',
  COLLECTED: 'green',
  REJECTED: 'red',
  RETURNED: 'orange',
  CANCELED: 'gray',
};
/** Billings that count for the next one (their percents and their down payment recouped). */
export const COUNTED_BILLING_STATUSES: readonly BillingStatus[] = ['FOR_APPROVAL', 'APPROVED', 'PARTIALLY_COLLECTED', 'COLLECTED'];
/** Billings the client owes on. */
export const COLLECTIBLE_BILLING_STATUSES: readonly BillingStatus[] = ['APPROVED', 'PARTIALLY_COLLECTED'];
/** Days the client has to pay a billing unless it says otherwise. */
export const DEFAULT_BILLING_TERMS_DAYS = 30;

export const BILLING_MESSAGES = {
  created: 'Progress billing created successfully',
  notALine: (index: number) => `lines.${index}.boqItemId: is not an item line of this bill of quantities`,
  duplicateLine: (index: number) => `lines.${index}.boqItemId: is given twice`,
  belowPrevious: (index: number, previous: string) => `lines.${index}.toDatePercent: is below the previous billing of ${previous}%`,
  nothingAccomplished: 'Nothing was accomplished since the last billing',
  collected: 'Collection recorded successfully',
  notCollectible: (status: string) => `Only an approved billing can be collected; this one is ${status}`,
  aboveBalance: (balance: string) => `The collection is above the billing's balance of ₱${balance}`,
  canceled: 'Progress billing canceled',
  notCancelable: (status: string) => `A progress billing that is ${status} cannot be canceled`,
} as const;

export const PETTY_CASH_VOUCHER_PREFIX = 'PCV';
export const LIQUIDATION_CODE_PREFIX = 'LQ';
/** A disbursement: UNLIQUIDATED until a liquidation holds it (IN_LIQUIDATION), LIQUIDATED when that is approved. */
export const DISBURSEMENT_STATUSES = ['UNLIQUIDATED', 'IN_LIQUIDATION', 'LIQUIDATED'] as const;
export type DisbursementStatus = (typeof DISBURSEMENT_STATUSES)[number];
export const DISBURSEMENT_STATUS_LABELS: Record<DisbursementStatus, string> = { UNLIQUIDATED: 'Unliquidated', IN_LIQUIDATION: 'In liquidation', LIQUIDATED: 'Liquidated' };
export const LIQUIDATION_STATUSES = ['FOR_APPROVAL', 'APPROVED', 'REJECTED', 'RETURNED'] as const;
export type LiquidationStatus = (typeof LIQUIDATION_STATUSES)[number];
export const LIQUIDATION_STATUS_LABELS: Record<LiquidationStatus, string> = { FOR_APPROVAL: 'For approval', APPROVED: 'Approved', REJECTED: 'Rejected', RETURNED: 'Returned' };

export const PETTY_CASH_MESSAGES = {
  disbursed: 'Disbursement recorded successfully',
  notPettyCash: 'This fund account is not a petty cash fund',
  notHolder: "Only the fund's holder disburses from it",
  liquidationSubmitted: 'Liquidation submitted for approval',
  notLiquidatable: (code: string, status: string) => `${code} is ${status} and cannot be liquidated`,
  noReceipt: (code: string) => `${code} has no receipt attached`,
  otherFund: (code: string) => `${code} is from another fund`,
  replenished: 'Fund replenished successfully',
  nothingToReplenish: 'Nothing liquidated is waiting to be replenished',
  sameAccount: 'Replenish from another fund account',
} as const;
