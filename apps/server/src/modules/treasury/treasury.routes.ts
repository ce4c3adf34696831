import { billingRequest, disbursementReceiptsRequest, disbursementRequest, liquidationRequest, replenishRequest, cancelPaymentRequestRequest, collectionRequest, fundAccountRequest, fundEntryRequest, fundReverseRequest, payRequestRequest, paymentRequestRequest, recordId } from '@haligi/shared';
import { loadLetterhead } from '../../lib/letterhead';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { badRequest, HttpError, parseInput } from '../../http/errors';
import { fileAnswer, fileUpload, idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerPreparedTable, answerTable, idParam } from '../../http/table';
import { BankReconciliationService } from './bank-reconciliation.service';
import { certificate2307, renderCertificate2307Pdf } from './bir-2307';
import { BillingsService, registerBillingApprovals } from './billings.service';
import { fundAccountTable, FundAccountsService } from './fund-accounts.service';
import { PayablesService } from './payables.service';
import { PettyCashService, registerLiquidationApprovals } from './petty-cash.service';
import { PaymentRequestsService, registerPaymentRequestApprovals } from './payment-requests.service';

/** Fund accounts are kept by the treasury overview. */
const FUNDS = { scope: 'TREASURY_ACCESS' } as const;
/** Reading them also serves whoever pays from one (requests for payment) or holds one (petty cash). */
const FUND_READS = { scope: ['TREASURY_ACCESS', 'TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS', 'TREASURY_PETTYCASH_ACCESS'] } as const;
/** Requests for payment: the RFP screen, and the payables' purchase-order screen that raises them. */
const REQUESTS = { scope: ['TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS', 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS'] } as const;
/** Paying moves money: the RFP screen only. */
const PAY = { scope: 'TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS' } as const;
const PAYABLES = {
  scope: ['TREASURY_ACCESS', 'TREASURY_PAYABLES', 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS', 'TREASURY_PAYABLES_SUPPLIERS_ACCESS', 'TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS'],
} as const;
const SUPPLIERS = { scope: ['TREASURY_PAYABLES_SUPPLIERS_ACCESS', 'TREASURY_PAYABLES'] } as const;
/** Only the caller's own fund is answered: any signed-in member. */
const OWN = { access: 'member' } as const;
/** Progress billings: made on the projects screen, read by the review and collections screens (approval is the engine's). */
const BILLINGS = { scope: ['TREASURY_RECEIVABLES_PROJECT_ACCESS', 'TREASURY_RECEIVABLES_REVIEW_ACCESS', 'TREASURY_RECEIVABLES_LOGS_ACCESS'] } as const;
const BILLING_WRITES = { scope: 'TREASURY_RECEIVABLES_PROJECT_ACCESS' } as const;
/** Collections are the receivables' logs. */
const COLLECTIONS = { scope: 'TREASURY_RECEIVABLES_LOGS_ACCESS' } as const;
const RECEIVABLES = {
  scope: ['TREASURY_ACCESS', 'TREASURY_RECEIVABLES', 'TREASURY_RECEIVABLES_PROJECT_ACCESS', 'TREASURY_RECEIVABLES_CLIENT_ACCESS', 'TREASURY_RECEIVABLES_LOGS_ACCESS', 'TREASURY_RECEIVABLES_REVIEW_ACCESS'],
} as const;
/** Petty cash: the holders' screen, and the liquidation screen that reads what they spent. */
const PETTY_CASH = { scope: 'TREASURY_PETTYCASH_ACCESS' } as const;
const PETTY_CASH_READS = { scope: ['TREASURY_PETTYCASH_ACCESS', 'TREASURY_PETTYCASH_LIQUIDATION_ACCESS', 'TREASURY_PETTYCASH_LIQUIDATION_APPROVE_ACCESS'] } as const;
const LIQUIDATIONS = { scope: ['TREASURY_PETTYCASH_LIQUIDATION_ACCESS', 'TREASURY_PETTYCASH_ACCESS'] } as const;
const LIQUIDATION_READS = { scope: ['TREASURY_PETTYCASH_LIQUIDATION_ACCESS', 'TREASURY_PETTYCASH_ACCESS', 'TREASURY_PETTYCASH_LIQUIDATION_APPROVE_ACCESS'] } as const;
const CLIENTS = { scope: ['TREASURY_RECEIVABLES_CLIENT_ACCESS', 'TREASURY_RECEIVABLES'] } as const;

type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };
const FUND_TAG = 'Treasury: fund accounts';
const RFP_TAG = 'Treasury: requests for payment';
const BILLING_TAG = 'Treasury: receivables';
const PETTY_TAG = 'Treasury: petty cash';
const PAYABLES_TAG = 'Treasury: payables';
const supplierQuery = z.object({ supplierId: recordId() });
const clientQuery = z.object({ clientId: recordId() });
const fundAccountQuery = z.object({ fundAccountId: recordId() });
const matchBody = z.object({ entryId: recordId() });
const certificateQuery = z.object({
  supplierId: recordId(),
  year: z.coerce.number({ error: 'must be a year' }).int('must be a year').min(2000, 'must be 2000 or later').max(2100, 'must be 2100 or earlier'),
  quarter: z.coerce.number({ error: 'must be 1, 2, 3 or 4' }).int('must be 1, 2, 3 or 4').min(1, 'must be 1, 2, 3 or 4').max(4, 'must be 1, 2, 3 or 4'),
});
type CertificateQuery = { Querystring: Record<string, string | undefined> };
const monthsQuery = z.object({ months: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(36, 'must be at most 36').optional() });
const asOfQuery = z.object({ asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').optional() });

export const treasuryRoutes: ModuleRoutes = (app) => {
  const funds = new FundAccountsService();
  const requests = new PaymentRequestsService();
  const payables = new PayablesService();
  const billings = new BillingsService();
  registerPaymentRequestApprovals();
  registerBillingApprovals();
  const petty = new PettyCashService();
  const bank = new BankReconciliationService();
  registerLiquidationApprovals();

  app.post('/treasury/fund-account', { config: FUNDS, schema: { tags: [FUND_TAG], summary: 'Open a fund account with its opening balance', body: fundAccountRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await funds.create(tenant, account.id, parseInput(fundAccountRequest, request.body)));
  });
  app.get<IdQuery>('/treasury/fund-account', { config: FUND_READS, schema: { tags: [FUND_TAG], summary: "A fund account with today's balance", querystring: idQuery } }, async (request) => ({
    data: await funds.find(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/treasury/fund-account', { config: FUND_READS, schema: tableRoute(FUND_TAG, 'Table of fund accounts') }, async (request) => answerPreparedTable(requireAuth(request).tenant, fundAccountTable, request.body, request.query));
  app.get('/select-box/fund-account-list', { config: FUND_READS, schema: selectListRoute(FUND_TAG, 'Fund accounts with their balances') }, async (request) => funds.selectList(requireAuth(request).tenant));
  app.post<IdParams>('/treasury/fund-account/:id/entry', { config: FUNDS, schema: { tags: [FUND_TAG], summary: 'Record a deposit or a withdrawal', params: idParams, body: fundEntryRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await funds.recordEntry(tenant, account.id, idParam(request.params.id), parseInput(fundEntryRequest, request.body)));
  });
  app.put('/treasury/fund-ledger', { config: FUND_READS, schema: tableRoute(FUND_TAG, 'Table of ledger entries (filter fundAccountId)') }, async (request) =>
    answerTable(funds.ledgerTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.post<IdParams>('/treasury/fund-ledger/:id/reverse', { config: FUNDS, schema: { tags: [FUND_TAG], summary: 'Reverse a ledger entry with an entry of the opposite sign', params: idParams, body: fundReverseRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await funds.reverse(tenant, account.id, idParam(request.params.id), parseInput(fundReverseRequest, request.body).reason));
  });
  app.get('/petty-cash/holder/current', { config: OWN, schema: { tags: [FUND_TAG], summary: "The signed-in member's petty cash fund and balance (404 when they hold none)" } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return funds.currentHolderFund(tenant, account.id);
  });

  const actor = (auth: ReturnType<typeof requireAuth>) => ({ id: auth.account.id, name: `${auth.account.firstName} ${auth.account.lastName}` });
  app.post('/treasury/payment-request', { config: REQUESTS, schema: { tags: [RFP_TAG], summary: 'Request payment of a purchase order (submitted for approval)', body: paymentRequestRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await requests.create(auth.tenant, actor(auth), parseInput(paymentRequestRequest, request.body)));
  });
  app.get<IdQuery>('/treasury/payment-request', { config: REQUESTS, schema: { tags: [RFP_TAG], summary: 'A request for payment', querystring: idQuery } }, async (request) => ({
    data: await requests.find(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/treasury/payment-request', { config: REQUESTS, schema: tableRoute(RFP_TAG, 'Table of requests for payment') }, async (request) => answerTable(requests.table(requireAuth(request).tenant), request.body, request.query));
  app.post<IdParams>('/treasury/payment-request/:id/pay', { config: PAY, schema: { tags: [RFP_TAG], summary: 'Pay an approved request from a fund account', params: idParams, body: payRequestRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await requests.pay(auth.tenant, actor(auth), idParam(request.params.id), parseInput(payRequestRequest, request.body).fundAccountId));
  });
  app.post<IdParams>('/treasury/payment-request/:id/submit', { config: REQUESTS, schema: { tags: [RFP_TAG], summary: 'Submit a returned request for approval again', params: idParams } }, async (request) => {
    const auth = requireAuth(request);
    return requests.resubmit(auth.tenant, actor(auth), idParam(request.params.id));
  });
  app.post<IdParams>('/treasury/payment-request/:id/cancel', { config: REQUESTS, schema: { tags: [RFP_TAG], summary: 'Cancel a request before it is paid', params: idParams, body: cancelPaymentRequestRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    return requests.cancel(tenant, idParam(request.params.id), parseInput(cancelPaymentRequestRequest, request.body ?? {}).reason);
  });

  app.get<{ Querystring: { asOf?: string } }>('/treasury/payables/aging', { config: PAYABLES, schema: { tags: [PAYABLES_TAG], summary: 'Open payables by days past due', querystring: asOfQuery } }, async (request) =>
    payables.aging(requireAuth(request).tenant, parseInput(asOfQuery, request.query).asOf),
  );
  app.get<{ Querystring: { asOf?: string } }>('/treasury/payables/due', { config: PAYABLES, schema: { tags: [PAYABLES_TAG], summary: 'Open payables due within 7 days or overdue', querystring: asOfQuery } }, async (request) =>
    payables.dueThisWeek(requireAuth(request).tenant, parseInput(asOfQuery, request.query).asOf),
  );
  app.get<{ Querystring: { supplierId?: string } }>('/treasury/supplier-statement', { config: SUPPLIERS, schema: { tags: [PAYABLES_TAG], summary: "A supplier's orders, deliveries, payments and balance", querystring: supplierQuery } }, async (request) =>
    payables.supplierStatement(requireAuth(request).tenant, idParam(request.query.supplierId)),
  );
  app.get('/treasury/dashboard', { config: FUNDS, schema: { tags: [PAYABLES_TAG], summary: 'Cash position, payables aging and payables due this week' } }, async (request) => payables.dashboard(requireAuth(request).tenant));

  app.post('/treasury/billing', { config: BILLING_WRITES, schema: { tags: [BILLING_TAG], summary: "A project's next progress billing (submitted for review)", body: billingRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await billings.create(auth.tenant, actor(auth), parseInput(billingRequest, request.body)));
  });
  app.get<IdQuery>('/treasury/billing', { config: BILLINGS, schema: { tags: [BILLING_TAG], summary: 'A progress billing with its lines and collections', querystring: idQuery } }, async (request) =>
    billings.detail(requireAuth(request).tenant, idParam(request.query.id)),
  );
  app.put('/treasury/billing', { config: BILLINGS, schema: tableRoute(BILLING_TAG, 'Table of progress billings') }, async (request) => answerTable(billings.table(requireAuth(request).tenant), request.body, request.query));
  app.get<IdParams>('/treasury/billing/:id/pdf', { config: BILLINGS, schema: { tags: [BILLING_TAG], summary: 'A progress billing as PDF', params: idParams, response: fileAnswer('application/pdf', 'The progress billing') } }, async (request, reply) => {
    const { code, pdf } = await billings.pdf(requireAuth(request).tenant, idParam(request.params.id));
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${code}.pdf"`).send(pdf);
  });
  app.post<IdParams>('/treasury/billing/:id/cancel', { config: BILLING_WRITES, schema: { tags: [BILLING_TAG], summary: 'Cancel a billing before anything is collected', params: idParams, body: cancelPaymentRequestRequest } }, async (request) =>
    billings.cancel(requireAuth(request).tenant, idParam(request.params.id), parseInput(cancelPaymentRequestRequest, request.body ?? {}).reason),
  );
  app.post<IdParams>('/treasury/billing/:id/collect', { config: COLLECTIONS, schema: { tags: [BILLING_TAG], summary: 'Record money received on an approved billing into a fund account', params: idParams, body: collectionRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await billings.collect(auth.tenant, actor(auth), idParam(request.params.id), parseInput(collectionRequest, request.body)));
  });
  app.put('/treasury/billing-collection', { config: COLLECTIONS, schema: tableRoute(BILLING_TAG, 'Table of collections') }, async (request) =>
    answerTable(billings.collectionsTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.get<{ Querystring: { asOf?: string } }>('/treasury/receivables/aging', { config: RECEIVABLES, schema: { tags: [BILLING_TAG], summary: 'Open billing balances by days past due', querystring: asOfQuery } }, async (request) =>
    billings.aging(requireAuth(request).tenant, parseInput(asOfQuery, request.query).asOf),
  );
  app.get<{ Querystring: { months?: string } }>('/treasury/receivables/monthly', { config: RECEIVABLES, schema: { tags: [BILLING_TAG], summary: 'Billed and collected per month', querystring: monthsQuery } }, async (request) =>
    billings.monthly(requireAuth(request).tenant, parseInput(monthsQuery, request.query).months),
  );
  app.get<{ Querystring: { clientId?: string } }>('/treasury/client-statement', { config: CLIENTS, schema: { tags: [BILLING_TAG], summary: "A client's billings, collections and balance", querystring: clientQuery } }, async (request) =>
    billings.clientStatement(requireAuth(request).tenant, idParam(request.query.clientId)),
  );

  app.post('/petty-cash/disbursement', { config: PETTY_CASH, schema: { tags: [PETTY_TAG], summary: "Pay out of the holder's petty cash fund", body: disbursementRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await petty.disburse(auth.tenant, actor(auth), parseInput(disbursementRequest, request.body)));
  });
  app.get<IdQuery>('/petty-cash/disbursement', { config: PETTY_CASH_READS, schema: { tags: [PETTY_TAG], summary: 'A disbursement with its receipts', querystring: idQuery } }, async (request) => ({
    data: await petty.disbursement(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.put('/petty-cash/disbursement', { config: PETTY_CASH_READS, schema: tableRoute(PETTY_TAG, 'Table of petty cash disbursements') }, async (request) =>
    answerTable(petty.disbursementTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.post<IdParams>('/petty-cash/disbursement/:id/receipts', { config: PETTY_CASH, schema: { tags: [PETTY_TAG], summary: 'Attach receipts (uploaded files) to a disbursement', params: idParams, body: disbursementReceiptsRequest } }, async (request) =>
    petty.addReceipts(requireAuth(request).tenant, idParam(request.params.id), parseInput(disbursementReceiptsRequest, request.body).receiptFileIds),
  );
  app.post('/petty-cash/liquidation', { config: LIQUIDATIONS, schema: { tags: [PETTY_TAG], summary: 'Liquidate disbursements with their receipts (submitted for approval)', body: liquidationRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(await petty.liquidate(auth.tenant, actor(auth), parseInput(liquidationRequest, request.body)));
  });
  app.get<IdQuery>('/petty-cash/liquidation', { config: LIQUIDATION_READS, schema: { tags: [PETTY_TAG], summary: 'A liquidation with its disbursements', querystring: idQuery } }, async (request) =>
    petty.liquidation(requireAuth(request).tenant, idParam(request.query.id)),
  );
  app.put('/petty-cash/liquidation', { config: LIQUIDATION_READS, schema: tableRoute(PETTY_TAG, 'Table of liquidations') }, async (request) =>
    answerTable(petty.liquidationTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.post('/petty-cash/replenish', { config: FUNDS, schema: { tags: [PETTY_TAG], summary: 'Bring a petty cash fund back up by what approved liquidations spent', body: replenishRequest } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(replenishRequest, request.body);
    return reply.status(201).send(await petty.replenish(auth.tenant, actor(auth), input.fundAccountId, input.sourceFundAccountId));
  });

  app.post<{ Querystring: { fundAccountId?: string } }>(
    '/treasury/bank-statement',
    { config: FUNDS, schema: { tags: [FUND_TAG], summary: "Import a bank statement (.xlsx or .csv, multipart field fileData) and match it with the account's entries", consumes: ['multipart/form-data'], querystring: fundAccountQuery, body: fileUpload } },
    async (request, reply) => {
      const { tenant, account } = requireAuth(request);
      const { fundAccountId } = parseInput(fundAccountQuery, request.query);
      if (!request.isMultipart()) throw badRequest(['fileData: send the file as multipart/form-data']);
      const part = await request.file();
      if (!part || part.fieldname !== 'fileData') throw badRequest(['fileData: a file is required']);
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch {
        throw new HttpError(413, 'The file is too large');
      }
      if (part.file.truncated) throw new HttpError(413, 'The file is too large');
      if (buffer.length === 0) throw badRequest(['fileData: the file is empty']);
      return reply.status(201).send(await bank.import(tenant, account.id, fundAccountId, { buffer, fileName: part.filename, mimeType: part.mimetype }));
    },
  );
  app.get<IdQuery>('/treasury/bank-statement', { config: FUNDS, schema: { tags: [FUND_TAG], summary: 'A bank statement with its matches and the unmatched entries', querystring: idQuery } }, async (request) =>
    bank.detail(requireAuth(request).tenant, idParam(request.query.id)),
  );
  app.put('/treasury/bank-statement', { config: FUNDS, schema: tableRoute(FUND_TAG, 'Table of imported bank statements') }, async (request) => answerTable(bank.table(requireAuth(request).tenant), request.body, request.query));
  app.post<IdParams>('/treasury/bank-statement/line/:id/match', { config: FUNDS, schema: { tags: [FUND_TAG], summary: 'Match a statement line with a ledger entry by hand', params: idParams, body: matchBody } }, async (request) =>
    bank.match(requireAuth(request).tenant, idParam(request.params.id), parseInput(matchBody, request.body).entryId),
  );
  app.post<IdParams>('/treasury/bank-statement/line/:id/unmatch', { config: FUNDS, schema: { tags: [FUND_TAG], summary: 'Undo the match of a statement line', params: idParams } }, async (request) =>
    bank.unmatch(requireAuth(request).tenant, idParam(request.params.id)),
  );

  app.get<CertificateQuery>('/treasury/bir-2307', { config: SUPPLIERS, schema: { tags: [PAYABLES_TAG], summary: "BIR Form 2307 of a supplier's quarter: income payments and tax withheld", querystring: certificateQuery } }, async (request) => {
    const q = parseInput(certificateQuery, request.query);
    return { data: await certificate2307(requireAuth(request).tenant, q.supplierId, q.year, q.quarter as 1 | 2 | 3 | 4) };
  });
  app.get<CertificateQuery>('/treasury/bir-2307/pdf', { config: SUPPLIERS, schema: { tags: [PAYABLES_TAG], summary: 'BIR Form 2307 as PDF', querystring: certificateQuery, response: fileAnswer('application/pdf', 'The certificate') } }, async (request, reply) => {
    const q = parseInput(certificateQuery, request.query);
    const { tenant } = requireAuth(request);
    const certificate = await certificate2307(tenant, q.supplierId, q.year, q.quarter as 1 | 2 | 3 | 4);
    const name = `BIR-2307 ${certificate.payee.name.replace(/[^\w .-]+/g, '')} Q${q.quarter} ${q.year}.pdf`;
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(await renderCertificate2307Pdf(certificate, await loadLetterhead(tenant.db, tenant.companyId)));
  });
};
