import { z } from 'zod';
import { pesoAmount } from '../leads/lead.schemas';
import { numberFrom, recordId, text } from '../validation';
import { FUND_ACCOUNT_KINDS } from './treasury.constants';

const id = recordId();
const positiveAmount = pesoAmount.refine((v) => v > 0, 'must be above 0');

/** POST /treasury/fund-account */
export const fundAccountRequest = z.object({
  name: text().trim().min(1, 'is required').max(120),
  kind: z.enum(FUND_ACCOUNT_KINDS),
  openingBalance: pesoAmount.optional().default(0),
  bankName: text().trim().max(120).optional().default(''),
  accountNumber: text().trim().max(60).optional().default(''),
  /** A petty cash fund's holder (an account of the company). */
  holderId: id.nullish(),
});
export type FundAccountRequest = z.infer<typeof fundAccountRequest>;

/** POST /treasury/fund-account/{id}/entry: a deposit into or a withdrawal from an account. */
export const fundEntryRequest = z.object({
  kind: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  amount: positiveAmount,
  memo: text().trim().min(1, 'is required').max(500),
});
export type FundEntryRequest = z.infer<typeof fundEntryRequest>;

/** POST /treasury/fund-ledger/{id}/reverse */
export const fundReverseRequest = z.object({ reason: text().trim().min(1, 'is required').max(500) });

/** POST /treasury/payment-request */
/**
 * POST /treasury/payment-request: against a purchase order, or a supplier's bill without an order
 * (supplierId with the bill's reference and due date).
 */
export const paymentRequestRequest = z
  .object({
    purchaseOrderId: id.optional(),
    supplierId: id.optional(),
    billReference: text().trim().max(100).optional().default(''),
    dueDate: text().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), 'must be a date YYYY-MM-DD').optional(),
    amount: positiveAmount,
    memo: text().trim().max(500).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.purchaseOrderId === undefined && value.supplierId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['purchaseOrderId'], message: 'is required, or supplierId for a bill without an order' });
    }
    if (value.purchaseOrderId !== undefined && value.supplierId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['supplierId'], message: "must be left out with purchaseOrderId (the order's supplier is paid)" });
    }
    if (value.supplierId !== undefined && !value.billReference) ctx.addIssue({ code: 'custom', path: ['billReference'], message: "is required for a bill without an order (the supplier's invoice number)" });
  });
export type PaymentRequestRequest = z.infer<typeof paymentRequestRequest>;

/** POST /treasury/payment-request/{id}/pay */
export const payRequestRequest = z.object({ fundAccountId: id });

/** POST /treasury/payment-request/{id}/cancel */
export const cancelPaymentRequestRequest = z.object({ reason: text().trim().min(1, 'is required').max(500) });

const percent = numberFrom(
  z
    .number()
    .min(0, 'must be at least 0')
    .max(100, 'must be at most 100')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'at most 2 decimals'),
);
const isoDate = text().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), 'must be a date YYYY-MM-DD');

/** POST /treasury/billing: the percent accomplished to date of BOQ item lines (the others stay where they were). */
export const billingRequest = z.object({
  projectId: id,
  billOfQuantityId: id,
  periodEnd: isoDate,
  dueDate: isoDate.optional(),
  memo: text().trim().max(500).optional().default(''),
  lines: z.array(z.object({ boqItemId: id, toDatePercent: percent })).min(1, 'must have at least one line').max(5000),
});
export type BillingRequest = z.infer<typeof billingRequest>;

/** POST /treasury/billing/{id}/collect */
export const collectionRequest = z.object({
  fundAccountId: id,
  amount: positiveAmount,
  reference: text().trim().max(100).optional().default(''),
  memo: text().trim().max(500).optional().default(''),
});
export type CollectionRequest = z.infer<typeof collectionRequest>;

/** POST /petty-cash/disbursement: money out of a petty cash fund, with its receipts (uploaded files). */
export const disbursementRequest = z.object({
  fundAccountId: id,
  payee: text().trim().min(1, 'is required').max(200),
  description: text().trim().min(1, 'is required').max(500),
  amount: positiveAmount,
  receiptFileIds: z.array(id).max(20).optional(),
  projectId: id.nullish(),
});
export type DisbursementRequest = z.infer<typeof disbursementRequest>;

/** POST /petty-cash/disbursement/{id}/receipts: receipts attached after the fact. */
export const disbursementReceiptsRequest = z.object({ receiptFileIds: z.array(id).min(1, 'must have at least one file').max(20) });

/** POST /petty-cash/liquidation */
export const liquidationRequest = z.object({
  fundAccountId: id,
  disbursementIds: z.array(id).min(1, 'must have at least one disbursement').max(500),
  memo: text().trim().max(500).optional().default(''),
});
export type LiquidationRequest = z.infer<typeof liquidationRequest>;

/** POST /petty-cash/replenish */
export const replenishRequest = z.object({ fundAccountId: id, sourceFundAccountId: id });
