import {
  DISBURSEMENT_STATUS_LABELS,
  LIQUIDATION_CODE_PREFIX,
  LIQUIDATION_STATUS_LABELS,
  PETTY_CASH_MESSAGES,
  PETTY_CASH_VOUCHER_PREFIX,
  type DisbursementRequest,
  type DisbursementStatus,
  type LiquidationRequest,
  type LiquidationStatus,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, files, fundAccounts, pettyCashDisbursements, pettyCashLiquidations, pettyCashReceipts, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { registerApprovalHandler, submitForApproval, type Actor } from '../approvals/approval-engine';
import { accountName } from '../boards/board.repository';
import { inTransaction } from '../equipment/equipment.repository';
import { nextDocumentCode } from '../inventory/sequences';
import { postFundEntry } from './fund-ledger';

const DOCUMENT_TYPE = 'LIQUIDATION' as const;

// Written out in full: Drizzle leaves a column unqualified in a select of one table, which the subquery would read as its own.
const receiptCount = sql<number>`(select count(*)::int from petty_cash_receipts r where r.disbursement_id = petty_cash_disbursements.id)`;
const selectDisbursement = (db: Db) =>
  db
    .select({
      id: pettyCashDisbursements.id,
      code: pettyCashDisbursements.code,
      fundAccountId: fundAccounts.id,
      fundAccountName: fundAccounts.name,
      payee: pettyCashDisbursements.payee,
      description: pettyCashDisbursements.description,
      amount: pettyCashDisbursements.amount,
      status: pettyCashDisbursements.status,
      liquidationId: pettyCashDisbursements.liquidationId,
      projectId: projects.id,
      projectName: projects.name,
      receiptCount,
      createdByName: accountName,
      createdAt: pettyCashDisbursements.createdAt,
    })
    .from(pettyCashDisbursements)
    .innerJoin(fundAccounts, eq(fundAccounts.id, pettyCashDisbursements.fundAccountId))
    .leftJoin(projects, eq(projects.id, pettyCashDisbursements.projectId))
    .leftJoin(accounts, eq(accounts.id, pettyCashDisbursements.createdById));

type DisbursementRow = Awaited<ReturnType<ReturnType<typeof selectDisbursement>['execute']>>[number];
const toDisbursementAnswer = ({ fundAccountId, fundAccountName, projectId, projectName, ...row }: DisbursementRow) => ({
  ...row,
  statusLabel: DISBURSEMENT_STATUS_LABELS[row.status as DisbursementStatus] ?? row.status,
  fundAccount: { id: fundAccountId, name: fundAccountName },
  project: projectId !== null ? { id: projectId, name: projectName ?? '' } : null,
});

const selectLiquidation = (db: Db) =>
  db
    .select({
      id: pettyCashLiquidations.id,
      code: pettyCashLiquidations.code,
      fundAccountId: fundAccounts.id,
      fundAccountName: fundAccounts.name,
      total: pettyCashLiquidations.total,
      status: pettyCashLiquidations.status,
      statusReason: pettyCashLiquidations.statusReason,
      memo: pettyCashLiquidations.memo,
      replenishedAt: pettyCashLiquidations.replenishedAt,
      createdByName: accountName,
      createdAt: pettyCashLiquidations.createdAt,
    })
    .from(pettyCashLiquidations)
    .innerJoin(fundAccounts, eq(fundAccounts.id, pettyCashLiquidations.fundAccountId))
    .leftJoin(accounts, eq(accounts.id, pettyCashLiquidations.createdById));

type LiquidationRow = Awaited<ReturnType<ReturnType<typeof selectLiquidation>['execute']>>[number];
const toLiquidationAnswer = ({ fundAccountId, fundAccountName, ...row }: LiquidationRow) => ({
  ...row,
  statusLabel: LIQUIDATION_STATUS_LABELS[row.status as LiquidationStatus] ?? row.status,
  fundAccount: { id: fundAccountId, name: fundAccountName },
});

/** The petty cash fund, locked; only its holder (when it has one) works it. */
async function lockPettyCash(tx: Db, tenant: Tenant, fundAccountId: number, actor: Actor, holderOnly: boolean) {
  const [fund] = await tx.select().from(fundAccounts).where(tenant.byId(fundAccounts, fundAccountId)).for('update');
  if (!fund) throw notFound('Fund account');
  if (fund.kind !== 'PETTY_CASH') throw unprocessable(PETTY_CASH_MESSAGES.notPettyCash);
  if (holderOnly && fund.holderId !== null && fund.holderId !== actor.id) throw forbidden(PETTY_CASH_MESSAGES.notHolder);
  return fund;
}

async function attach(tx: Db, tenant: Tenant, disbursementId: number, fileIds: number[]) {
  if (!fileIds.length) return;
  const found = await tx.select({ id: files.id }).from(files).where(tenant.where(files, inArray(files.id, fileIds)));
  if (found.length !== new Set(fileIds).size) throw notFound('Receipt file');
  await tx
    .insert(pettyCashReceipts)
    .values([...new Set(fileIds)].map((fileId) => tenant.values({ disbursementId, fileId })))
    .onConflictDoNothing();
}

/** A liquidation's approval ends: approved spends its disbursements; rejected or returned frees them to be liquidated again. */
export function registerLiquidationApprovals() {
  const settle = async (tx: Db, tenant: Tenant, id: number, status: LiquidationStatus, reason: string | null) => {
    const [row] = await tx
      .update(pettyCashLiquidations)
      .set({ status, statusReason: reason })
      .where(tenant.where(pettyCashLiquidations, eq(pettyCashLiquidations.id, id), eq(pettyCashLiquidations.status, 'FOR_APPROVAL')))
      .returning({ id: pettyCashLiquidations.id });
    if (!row) return;
    await tx
      .update(pettyCashDisbursements)
      .set(status === 'APPROVED' ? { status: 'LIQUIDATED' } : { status: 'UNLIQUIDATED', liquidationId: null })
      .where(tenant.where(pettyCashDisbursements, eq(pettyCashDisbursements.liquidationId, id)));
  };
  registerApprovalHandler(DOCUMENT_TYPE, {
    onApproved: (tx, tenant, id) => settle(tx, tenant, id, 'APPROVED', null),
    onRejected: (tx, tenant, id, reason) => settle(tx, tenant, id, 'REJECTED', reason),
    onReturned: (tx, tenant, id, reason) => settle(tx, tenant, id, 'RETURNED', reason),
  });
}

export class PettyCashService {
  async disbursement(tenant: Tenant, id: number) {
    const [row] = await selectDisbursement(tenant.db).where(tenant.where(pettyCashDisbursements, eq(pettyCashDisbursements.id, id)));
    if (!row) throw notFound('Disbursement');
    const receipts = await tenant.db
      .select({ id: files.id, name: files.name, originalName: files.originalName, mimeType: files.mimeType })
      .from(pettyCashReceipts)
      .innerJoin(files, eq(files.id, pettyCashReceipts.fileId))
      .where(tenant.where(pettyCashReceipts, eq(pettyCashReceipts.disbursementId, id)))
      .orderBy(asc(pettyCashReceipts.id));
    return { ...toDisbursementAnswer(row), receipts: receipts.map((f) => ({ ...f, url: `/api/file-upload/files/${f.name}` })) };
  }

  /**
   * POST /petty-cash/disbursement: PCV-000001 out of a petty cash fund (its DISBURSEMENT entry,
   * never below zero) by its holder, with the receipts uploaded so far.
   */
  async disburse(tenant: Tenant, actor: Actor, input: DisbursementRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      const fund = await lockPettyCash(tx, scoped, input.fundAccountId, actor, true);
      if (input.projectId) {
        const [project] = await tx.select({ id: projects.id }).from(projects).where(scoped.byId(projects, input.projectId));
        if (!project) throw notFound('Project');
      }
      const code = await nextDocumentCode(tx, scoped, PETTY_CASH_VOUCHER_PREFIX);
      const { entry } = await postFundEntry(tx, scoped, {
        fundAccountId: fund.id,
        kind: 'DISBURSEMENT',
        amount: new Decimal(input.amount).negated(),
        memo: `${code} ${input.payee}: ${input.description}`,
        accountId: actor.id,
      });
      const [created] = await tx
        .insert(pettyCashDisbursements)
        .values(
          scoped.values({
            code,
            fundAccountId: fund.id,
            payee: input.payee,
            description: input.description,
            amount: new Decimal(input.amount).toFixed(2),
            projectId: input.projectId ?? null,
            fundLedgerId: entry.id,
            createdById: actor.id,
          }),
        )
        .returning({ id: pettyCashDisbursements.id });
      await attach(tx, scoped, created.id, input.receiptFileIds ?? []);
      return created.id;
    });
    return { data: await this.disbursement(tenant, id), message: PETTY_CASH_MESSAGES.disbursed };
  }

  /** POST /petty-cash/disbursement/{id}/receipts */
  async addReceipts(tenant: Tenant, id: number, fileIds: number[]) {
    await inTransaction(tenant, async (tx, scoped) => {
      const [row] = await tx.select({ id: pettyCashDisbursements.id }).from(pettyCashDisbursements).where(scoped.byId(pettyCashDisbursements, id)).for('update');
      if (!row) throw notFound('Disbursement');
      await attach(tx, scoped, id, fileIds);
    });
    return { data: await this.disbursement(tenant, id) };
  }

  /**
   * POST /petty-cash/liquidation: LQ-000001 of unliquidated disbursements of one fund, each with a
   * receipt (422 listing each one that is not), submitted to the LIQUIDATION workflow.
   */
  async liquidate(tenant: Tenant, actor: Actor, input: LiquidationRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      const fund = await lockPettyCash(tx, scoped, input.fundAccountId, actor, true);
      const wanted = [...new Set(input.disbursementIds)];
      const rows = await tx
        .select({ id: pettyCashDisbursements.id, code: pettyCashDisbursements.code, fundAccountId: pettyCashDisbursements.fundAccountId, status: pettyCashDisbursements.status, amount: pettyCashDisbursements.amount, receipts: receiptCount })
        .from(pettyCashDisbursements)
        .where(scoped.where(pettyCashDisbursements, inArray(pettyCashDisbursements.id, wanted)))
        .for('update', { of: pettyCashDisbursements });
      if (rows.length !== wanted.length) throw notFound('Disbursement');
      const problems = rows.flatMap((row) => {
        if (row.fundAccountId !== fund.id) return [PETTY_CASH_MESSAGES.otherFund(row.code)];
        if (row.status !== 'UNLIQUIDATED') return [PETTY_CASH_MESSAGES.notLiquidatable(row.code, DISBURSEMENT_STATUS_LABELS[row.status as DisbursementStatus]?.toLowerCase() ?? row.status)];
        if (row.receipts === 0) return [PETTY_CASH_MESSAGES.noReceipt(row.code)];
        return [];
      });
      if (problems.length) throw new HttpError(422, problems);
      const total = rows.reduce((sum, r) => sum.plus(r.amount), new Decimal(0)).toFixed(2);
      const code = await nextDocumentCode(tx, scoped, LIQUIDATION_CODE_PREFIX);
      const [created] = await tx
        .insert(pettyCashLiquidations)
        .values(scoped.values({ code, fundAccountId: fund.id, total, memo: input.memo, createdById: actor.id }))
        .returning({ id: pettyCashLiquidations.id });
      await tx.update(pettyCashDisbursements).set({ status: 'IN_LIQUIDATION', liquidationId: created.id }).where(scoped.where(pettyCashDisbursements, inArray(pettyCashDisbursements.id, wanted)));
      const submitted = await submitForApproval(tx, scoped, { documentType: DOCUMENT_TYPE, documentId: created.id, documentCode: code, amount: total, requestedById: actor.id });
      if (submitted.status === 'APPROVED') {
        await tx.update(pettyCashLiquidations).set({ status: 'APPROVED' }).where(scoped.byId(pettyCashLiquidations, created.id));
        await tx.update(pettyCashDisbursements).set({ status: 'LIQUIDATED' }).where(scoped.where(pettyCashDisbursements, eq(pettyCashDisbursements.liquidationId, created.id)));
      }
      return created.id;
    });
    return { ...(await this.liquidation(tenant, id)), message: PETTY_CASH_MESSAGES.liquidationSubmitted };
  }

  /** GET /petty-cash/liquidation?id=: with its disbursements. */
  async liquidation(tenant: Tenant, id: number) {
    const [row] = await selectLiquidation(tenant.db).where(tenant.where(pettyCashLiquidations, eq(pettyCashLiquidations.id, id)));
    if (!row) throw notFound('Liquidation');
    const disbursements = (await selectDisbursement(tenant.db).where(tenant.where(pettyCashDisbursements, eq(pettyCashDisbursements.liquidationId, id))).orderBy(asc(pettyCashDisbursements.id))).map(
      toDisbursementAnswer,
    );
    return { data: { ...toLiquidationAnswer(row), disbursements } };
  }

  /**
   * POST /petty-cash/replenish: what approved, not yet replenished liquidations of the fund spent
   * moves from the source account (REPLENISHMENT out, refused beyond its balance) into the fund,
   * never above the fund's amount; the liquidations are marked replenished. Locks: the fund, then
   * the source (postFundEntry).
   */
  async replenish(tenant: Tenant, actor: Actor, fundAccountId: number, sourceFundAccountId: number) {
    if (fundAccountId === sourceFundAccountId) throw unprocessable(PETTY_CASH_MESSAGES.sameAccount);
    const result = await inTransaction(tenant, async (tx, scoped) => {
      const fund = await lockPettyCash(tx, scoped, fundAccountId, actor, false);
      const waiting = await tx
        .select({ id: pettyCashLiquidations.id, code: pettyCashLiquidations.code, total: pettyCashLiquidations.total })
        .from(pettyCashLiquidations)
        .where(scoped.where(pettyCashLiquidations, eq(pettyCashLiquidations.fundAccountId, fund.id), eq(pettyCashLiquidations.status, 'APPROVED'), isNull(pettyCashLiquidations.replenishedAt)))
        .for('update');
      const spent = waiting.reduce((sum, l) => sum.plus(l.total), new Decimal(0));
      const room = Decimal.max(0, new Decimal(fund.fundAmount).minus(fund.balance));
      const amount = Decimal.min(spent, room);
      if (!amount.greaterThan(0)) throw conflict(PETTY_CASH_MESSAGES.nothingToReplenish);
      const memo = `Replenishment of ${fund.name}: ${waiting.map((l) => l.code).join(', ')}`;
      await postFundEntry(tx, scoped, { fundAccountId: sourceFundAccountId, kind: 'REPLENISHMENT', amount: amount.negated(), memo, accountId: actor.id });
      const into = await postFundEntry(tx, scoped, { fundAccountId: fund.id, kind: 'REPLENISHMENT', amount, memo, accountId: actor.id });
      await tx
        .update(pettyCashLiquidations)
        .set({ replenishedAt: new Date(), replenishmentLedgerId: into.entry.id })
        .where(scoped.where(pettyCashLiquidations, inArray(pettyCashLiquidations.id, waiting.map((l) => l.id))));
      return { amount: amount.toFixed(2), liquidations: waiting.map((l) => l.code) };
    });
    const [fund] = await tenant.db.select({ id: fundAccounts.id, name: fundAccounts.name, balance: fundAccounts.balance, fundAmount: fundAccounts.fundAmount }).from(fundAccounts).where(tenant.byId(fundAccounts, fundAccountId));
    return { data: { ...result, fundAccount: fund }, message: PETTY_CASH_MESSAGES.replenished };
  }

  /** PUT /petty-cash/disbursement: filters fundAccountId, status; search code, payee, description. */
  disbursementTable(tenant: Tenant): TableSource<ReturnType<typeof toDisbursementAnswer>> {
    return {
      sortable: { createdAt: pettyCashDisbursements.createdAt, amount: pettyCashDisbursements.amount, code: pettyCashDisbursements.code, status: pettyCashDisbursements.status },
      searchable: { code: pettyCashDisbursements.code, payee: pettyCashDisbursements.payee, description: pettyCashDisbursements.description },
      filters: {
        fundAccountId: (value) => eq(pettyCashDisbursements.fundAccountId, filterId('fundAccountId', value)),
        status: (value) => eq(pettyCashDisbursements.status, value),
      },
      baseWhere: tenant.where(pettyCashDisbursements),
      idColumn: pettyCashDisbursements.id,
      list: async (where, orderBy, limit, offset) => (await selectDisbursement(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toDisbursementAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(pettyCashDisbursements).where(where))[0].n,
    };
  }

  /** PUT /petty-cash/liquidation: filters fundAccountId, status; search code, memo. */
  liquidationTable(tenant: Tenant): TableSource<ReturnType<typeof toLiquidationAnswer>> {
    return {
      sortable: { createdAt: pettyCashLiquidations.createdAt, total: pettyCashLiquidations.total, code: pettyCashLiquidations.code, status: pettyCashLiquidations.status },
      searchable: { code: pettyCashLiquidations.code, memo: pettyCashLiquidations.memo },
      filters: {
        fundAccountId: (value) => eq(pettyCashLiquidations.fundAccountId, filterId('fundAccountId', value)),
        status: (value) => eq(pettyCashLiquidations.status, value),
      },
      baseWhere: tenant.where(pettyCashLiquidations),
      idColumn: pettyCashLiquidations.id,
      list: async (where, orderBy, limit, offset) => (await selectLiquidation(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toLiquidationAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(pettyCashLiquidations).where(where))[0].n,
    };
  }
}

