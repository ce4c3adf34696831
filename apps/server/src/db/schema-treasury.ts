import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, billOfQuantities, boqItems, clients, companies, files, projects, purchaseOrders, suppliers } from './schema';

// Treasury (issue 16, decision 0061): fund accounts whose balance is the sum of their ledger,
// requests for payment through the approval engine, and payments that move both.

/**
 * Cash on hand, a bank account or a petty cash fund. `balance` is the sum of the account's
 * `fund_ledger` entries, kept in the same transaction as each entry under the row's lock (the
 * check `balance >= 0` is the last guard against going below zero).
 */
export const fundAccounts = pgTable(
  'fund_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    bankName: text('bank_name').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    /** The holder of a petty cash fund. */
    holderId: integer('holder_id').references(() => accounts.id),
    /** A petty cash fund's imprest amount: what replenishment brings it back to. */
    fundAmount: money('fund_amount').notNull().default('0'),
    balance: money('balance').notNull().default('0'),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('fund_accounts_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('fund_accounts_company_idx').on(t.companyId, t.createdAt, t.id),
    index('fund_accounts_holder_idx').on(t.companyId, t.holderId),
    check('fund_accounts_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** One movement of a fund account (signed amount); never updated: a mistake is reversed by another entry. */
export const fundLedger = pgTable(
  'fund_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    fundAccountId: integer('fund_account_id').notNull().references(() => fundAccounts.id),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    /** The account's balance after this entry. */
    balanceAfter: money('balance_after').notNull(),
    memo: text('memo').notNull().default(''),
    /** The document behind the entry: PAYMENT_REQUEST, ... */
    referenceType: text('reference_type'),
    referenceId: integer('reference_id'),
    referenceCode: text('reference_code'),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fund_ledger_account_idx').on(t.companyId, t.fundAccountId, t.createdAt, t.id),
    // One reversal per entry.
    uniqueIndex('fund_ledger_reverses_unique').on(t.reversesId),
  ],
);

/** A request for payment (RFP-000001) against a purchase order, approved through PAYMENT_REQUEST. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    amount: money('amount').notNull(),
    memo: text('memo').notNull().default(''),
    status: text('status').notNull().default('FOR_APPROVAL'),
    statusReason: text('status_reason'),
    dueDate: date('due_date', { mode: 'string' }),
    requestedById: integer('requested_by_id').references(() => accounts.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidById: integer('paid_by_id').references(() => accounts.id),
    fundAccountId: integer('fund_account_id').references(() => fundAccounts.id),
    /** A supplier's bill paid without an order: its invoice number. */
    billReference: text('bill_reference').notNull().default(''),
    /** Expanded withholding taken when paid (BIR Form 2307 reads it): code, base net of VAT, tax kept. */
    ewtAtc: text('ewt_atc'),
    taxBase: money('tax_base'),
    withheldTax: money('withheld_tax').notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    index('payment_requests_supplier_idx').on(t.companyId, t.supplierId, t.status),
    uniqueIndex('payment_requests_code_unique').on(t.companyId, t.code),
    index('payment_requests_company_idx').on(t.companyId, t.createdAt, t.id),
    index('payment_requests_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('payment_requests_order_idx').on(t.companyId, t.purchaseOrderId, t.status),
  ],
);

/**
 * What the company still owes per due date: the open balances (total - paid) of its payable
 * orders, kept by the `purchase_orders_payables` trigger in the same statement as every order
 * change, so the payables aging sums a few hundred rows, not every open order.
 */
export const payablesByDueDate = pgTable(
  'payables_by_due_date',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull().default('0'),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dueDate] })],
);

/**
 * A progress billing (PB-000001) of a project: its BOQ lines' percent accomplished, the down payment
 * recouped, retention and VAT as the shared `progressBilling` works them out when it is made,
 * reviewed through PROGRESS_BILLING, then collected into fund accounts.
 */
export const projectBillings = pgTable(
  'project_billings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    projectId: integer('project_id').notNull().references(() => projects.id),
    clientId: integer('client_id').references(() => clients.id),
    billOfQuantityId: integer('bill_of_quantity_id').notNull().references(() => billOfQuantities.id),
    /** 1 for a project's first billing, then 2, 3... */
    billingNo: integer('billing_no').notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('FOR_APPROVAL'),
    statusReason: text('status_reason'),
    downpaymentPercent: numeric('downpayment_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    retentionPercent: numeric('retention_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    contractAmount: money('contract_amount').notNull(),
    grossAccomplishment: money('gross_accomplishment').notNull(),
    downpaymentRecoupment: money('downpayment_recoupment').notNull(),
    vat: money('vat').notNull(),
    retention: money('retention').notNull(),
    amountDue: money('amount_due').notNull(),
    collectedAmount: money('collected_amount').notNull().default('0'),
    percentToDate: numeric('percent_to_date', { precision: 7, scale: 2 }).notNull(),
    memo: text('memo').notNull().default(''),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_billings_code_unique').on(t.companyId, t.code),
    index('project_billings_company_idx').on(t.companyId, t.createdAt, t.id),
    index('project_billings_project_idx').on(t.companyId, t.projectId, t.billingNo),
    index('project_billings_client_idx').on(t.companyId, t.clientId, t.createdAt),
  ],
);

/** A BOQ item line of a billing: its amount and percent accomplished before and as of this billing. */
export const projectBillingLines = pgTable(
  'project_billing_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    billingId: integer('billing_id').notNull().references(() => projectBillings.id),
    boqItemId: integer('boq_item_id').notNull().references(() => boqItems.id),
    description: text('description').notNull().default(''),
    amount: money('amount').notNull(),
    previousPercent: numeric('previous_percent', { precision: 7, scale: 2 }).notNull(),
    toDatePercent: numeric('to_date_percent', { precision: 7, scale: 2 }).notNull(),
    /** amount x (to date - previous) / 100, to the centavo. */
    gross: money('gross').notNull(),
  },
  (t) => [index('project_billing_lines_billing_idx').on(t.billingId), index('project_billing_lines_item_idx').on(t.companyId, t.boqItemId)],
);

/** Money received on a billing, into a fund account (its COLLECTION ledger entry). */
export const billingCollections = pgTable(
  'billing_collections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    billingId: integer('billing_id').notNull().references(() => projectBillings.id),
    fundAccountId: integer('fund_account_id').notNull().references(() => fundAccounts.id),
    fundLedgerId: bigint('fund_ledger_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull().default(''),
    memo: text('memo').notNull().default(''),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_collections_billing_idx').on(t.companyId, t.billingId, t.createdAt), index('billing_collections_company_idx').on(t.companyId, t.createdAt)],
);

/** A petty cash voucher (PCV-000001): money out of a petty cash fund, to be liquidated with its receipts. */
export const pettyCashDisbursements = pgTable(
  'petty_cash_disbursements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    fundAccountId: integer('fund_account_id').notNull().references(() => fundAccounts.id),
    payee: text('payee').notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    projectId: integer('project_id').references(() => projects.id),
    status: text('status').notNull().default('UNLIQUIDATED'),
    liquidationId: integer('liquidation_id'),
    fundLedgerId: bigint('fund_ledger_id', { mode: 'number' }).notNull(),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('petty_cash_disbursements_code_unique').on(t.companyId, t.code),
    index('petty_cash_disbursements_fund_idx').on(t.companyId, t.fundAccountId, t.status, t.createdAt),
  ],
);

/** A receipt (an uploaded file) of a disbursement. */
export const pettyCashReceipts = pgTable(
  'petty_cash_receipts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    disbursementId: integer('disbursement_id').notNull().references(() => pettyCashDisbursements.id),
    fileId: integer('file_id').notNull().references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('petty_cash_receipts_unique').on(t.disbursementId, t.fileId)],
);

/**
 * A liquidation (LQ-000001): a holder's disbursements with their receipts, approved through the
 * LIQUIDATION workflow (settings/workflow-liquidation); replenishment brings the fund back up by
 * what approved liquidations spent.
 */
export const pettyCashLiquidations = pgTable(
  'petty_cash_liquidations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    fundAccountId: integer('fund_account_id').notNull().references(() => fundAccounts.id),
    total: money('total').notNull(),
    status: text('status').notNull().default('FOR_APPROVAL'),
    statusReason: text('status_reason'),
    memo: text('memo').notNull().default(''),
    replenishedAt: timestamp('replenished_at', { withTimezone: true }),
    replenishmentLedgerId: bigint('replenishment_ledger_id', { mode: 'number' }),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('petty_cash_liquidations_code_unique').on(t.companyId, t.code),
    index('petty_cash_liquidations_fund_idx').on(t.companyId, t.fundAccountId, t.status),
  ],
);

/** A bank statement imported for reconciliation against a bank fund account's ledger. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    fundAccountId: integer('fund_account_id').notNull().references(() => fundAccounts.id),
    fileName: text('file_name').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    importedById: integer('imported_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_statements_account_idx').on(t.companyId, t.fundAccountId, t.createdAt)],
);

/** A line of a bank statement and the ledger entry it is matched with (one line per entry at most). */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    statementId: integer('statement_id').notNull().references(() => bankStatements.id),
    fundAccountId: integer('fund_account_id').notNull().references(() => fundAccounts.id),
    rowNo: integer('row_no').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    reference: text('reference').notNull().default(''),
    amount: money('amount').notNull(),
    matchedEntryId: bigint('matched_entry_id', { mode: 'number' }),
  },
  (t) => [
    index('bank_statement_lines_statement_idx').on(t.statementId, t.rowNo),
    uniqueIndex('bank_statement_lines_entry_unique').on(t.matchedEntryId),
  ],
);
