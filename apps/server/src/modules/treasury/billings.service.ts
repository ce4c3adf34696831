import {
  addDays,
  BILLING_MESSAGES,
  BILLING_STATUS_LABELS,
  COLLECTIBLE_BILLING_STATUSES,
  COUNTED_BILLING_STATUSES,
  computeBoq,
  DEFAULT_BILLING_TERMS_DAYS,
  formatDate,
  progressBilling,
  PROGRESS_BILLING_CODE_PREFIX,
  type BillingRequest,
  type BillingStatus,
  type CollectionRequest,
} from '@haligi/shared';
import { loadLetterhead } from '../../lib/letterhead';
import Decimal from 'decimal.js';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, billingCollections, billOfQuantities, clients, companies, fundAccounts, projectBillingLines, projectBillings, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { cancelApproval, registerApprovalHandler, submitForApproval, type Actor } from '../approvals/approval-engine';
import { accountName } from '../boards/board.repository';
import { loadBoqRows } from '../boq/boq.repository';
import { inTransaction } from '../equipment/equipment.repository';
import { nextDocumentCode } from '../inventory/sequences';
import { postFundEntry } from './fund-ledger';
import { renderBillingPdf } from './billing-pdf';

const DOCUMENT_TYPE = 'PROGRESS_BILLING' as const;
const label = (status: string) => BILLING_STATUS_LABELS[status as BillingStatus] ?? status;

const selectBilling = (db: Db) =>
  db
    .select({
      id: projectBillings.id,
      code: projectBillings.code,
      billingNo: projectBillings.billingNo,
      status: projectBillings.status,
      statusReason: projectBillings.statusReason,
      projectId: projects.id,
      projectName: projects.name,
      clientId: clients.id,
      clientName: clients.name,
      billOfQuantityId: projectBillings.billOfQuantityId,
      periodEnd: projectBillings.periodEnd,
      dueDate: projectBillings.dueDate,
      downpaymentPercent: projectBillings.downpaymentPercent,
      retentionPercent: projectBillings.retentionPercent,
      contractAmount: projectBillings.contractAmount,
      grossAccomplishment: projectBillings.grossAccomplishment,
      downpaymentRecoupment: projectBillings.downpaymentRecoupment,
      vat: projectBillings.vat,
      retention: projectBillings.retention,
      amountDue: projectBillings.amountDue,
      collectedAmount: projectBillings.collectedAmount,
      percentToDate: projectBillings.percentToDate,
      memo: projectBillings.memo,
      createdById: projectBillings.createdById,
      createdByName: accountName,
      createdAt: projectBillings.createdAt,
    })
    .from(projectBillings)
    .innerJoin(projects, eq(projects.id, projectBillings.projectId))
    .leftJoin(clients, eq(clients.id, projectBillings.clientId))
    .leftJoin(accounts, eq(accounts.id, projectBillings.createdById));

type BillingRow = Awaited<ReturnType<ReturnType<typeof selectBilling>['execute']>>[number];

const toBillingAnswer = ({ projectId, projectName, clientId, clientName, createdById, createdByName, ...row }: BillingRow) => ({
  ...row,
  statusLabel: label(row.status),
  balance: new Decimal(row.amountDue).minus(row.collectedAmount).toFixed(2),
  project: { id: projectId, name: projectName },
  client: clientId !== null ? { id: clientId, name: clientName ?? '' } : null,
  createdBy: createdById !== null ? { id: createdById, name: createdByName } : null,
});

async function lockBilling(tx: Db, tenant: Tenant, id: number) {
  const [row] = await tx.select().from(projectBillings).where(tenant.byId(projectBillings, id)).for('update');
  if (!row) throw notFound('Progress billing');
  return row;
}

/** The billing's review ends: its status follows (inside the deciding transaction). */
export function registerBillingApprovals() {
  const settle = async (tx: Db, tenant: Tenant, id: number, status: BillingStatus, reason: string | null) => {
    await tx
      .update(projectBillings)
      .set({ status, statusReason: reason })
      .where(tenant.where(projectBillings, eq(projectBillings.id, id), eq(projectBillings.status, 'FOR_APPROVAL')));
  };
  registerApprovalHandler(DOCUMENT_TYPE, {
    onApproved: (tx, tenant, id) => settle(tx, tenant, id, 'APPROVED', null),
    onRejected: (tx, tenant, id, reason) => settle(tx, tenant, id, 'REJECTED', reason),
    onReturned: (tx, tenant, id, reason) => settle(tx, tenant, id, 'RETURNED', reason),
  });
}

export class BillingsService {
  async find(tenant: Tenant, id: number) {
    const [row] = await selectBilling(tenant.db).where(tenant.where(projectBillings, eq(projectBillings.id, id)));
    if (!row) throw notFound('Progress billing');
    return toBillingAnswer(row);
  }

  /** GET /treasury/billing?id=: the billing with its lines and collections. */
  async detail(tenant: Tenant, id: number) {
    const billing = await this.find(tenant, id);
    const [lines, collections] = await Promise.all([
      tenant.db
        .select({
          id: projectBillingLines.id,
          boqItemId: projectBillingLines.boqItemId,
          description: projectBillingLines.description,
          amount: projectBillingLines.amount,
          previousPercent: projectBillingLines.previousPercent,
          toDatePercent: projectBillingLines.toDatePercent,
          gross: projectBillingLines.gross,
        })
        .from(projectBillingLines)
        .where(tenant.where(projectBillingLines, eq(projectBillingLines.billingId, id)))
        .orderBy(asc(projectBillingLines.id)),
      tenant.db
        .select({
          id: billingCollections.id,
          amount: billingCollections.amount,
          reference: billingCollections.reference,
          memo: billingCollections.memo,
          fundAccountId: fundAccounts.id,
          fundAccountName: fundAccounts.name,
          createdByName: accountName,
          createdAt: billingCollections.createdAt,
        })
        .from(billingCollections)
        .innerJoin(fundAccounts, eq(fundAccounts.id, billingCollections.fundAccountId))
        .leftJoin(accounts, eq(accounts.id, billingCollections.createdById))
        .where(tenant.where(billingCollections, eq(billingCollections.billingId, id)))
        .orderBy(asc(billingCollections.createdAt), asc(billingCollections.id)),
    ]);
    return {
      data: {
        ...billing,
        lines,
        collections: collections.map(({ fundAccountId, fundAccountName, createdByName, ...c }) => ({ ...c, fundAccount: { id: fundAccountId, name: fundAccountName }, collectedBy: createdByName })),
      },
    };
  }

  /**
   * POST /treasury/billing: the next billing of a project. Under the project's row lock: each line
   * must be a leaf item of the project's BOQ, its percent not below what earlier billings (not
   * rejected or canceled) reached; the lines not named stay where they were. The arithmetic is the
   * shared `progressBilling` over every leaf item, with the project's (lead's) down payment and
   * retention percents and the down payment earlier billings recouped.
   */
  async create(tenant: Tenant, actor: Actor, input: BillingRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      const [project] = await tx
        .select({ id: projects.id, clientId: projects.clientId, downpayment: projects.downpaymentAmount, retention: projects.retentionAmount })
        .from(projects)
        .where(scoped.where(projects, eq(projects.id, input.projectId), eq(projects.isLead, false), eq(projects.isDeleted, false)))
        .for('update');
      if (!project) throw notFound('Project');
      const [boq] = await tx.select({ id: billOfQuantities.id }).from(billOfQuantities).where(scoped.where(billOfQuantities, eq(billOfQuantities.id, input.billOfQuantityId), eq(billOfQuantities.projectId, project.id)));
      if (!boq) throw notFound('Bill of quantities');
      const computed = computeBoq(await loadBoqRows(tx, scoped, boq.id));
      const leaves = computed.ordered.filter((row) => row.type === 'ITEM' && !row.hasChildren);

      const earlier = await tx
        .select({ id: projectBillings.id, recouped: projectBillings.downpaymentRecoupment })
        .from(projectBillings)
        .where(scoped.where(projectBillings, eq(projectBillings.projectId, project.id), inArray(projectBillings.status, [...COUNTED_BILLING_STATUSES])));
      const previous = new Map<number, string>();
      if (earlier.length) {
        const reached = await tx
          .select({ boqItemId: projectBillingLines.boqItemId, percent: sql<string>`max(${projectBillingLines.toDatePercent})::text` })
          .from(projectBillingLines)
          .where(and(eq(projectBillingLines.companyId, tenant.companyId), inArray(projectBillingLines.billingId, earlier.map((b) => b.id))))
          .groupBy(projectBillingLines.boqItemId);
        for (const r of reached) previous.set(r.boqItemId, r.percent);
      }

      const leafIds = new Set(leaves.map((l) => l.id));
      const problems: string[] = [];
      const asked = new Map<number, number>();
      input.lines.forEach((line, index) => {
        if (!leafIds.has(line.boqItemId)) problems.push(BILLING_MESSAGES.notALine(index));
        else if (asked.has(line.boqItemId)) problems.push(BILLING_MESSAGES.duplicateLine(index));
        else asked.set(line.boqItemId, index);
      });
      if (problems.length) throw badRequest(problems);
      const below: string[] = [];
      for (const [boqItemId, index] of asked) {
        const before = new Decimal(previous.get(boqItemId) ?? 0);
        if (new Decimal(input.lines[index].toDatePercent).lessThan(before)) below.push(BILLING_MESSAGES.belowPrevious(index, before.toFixed(2)));
      }
      if (below.length) throw new HttpError(422, below);

      const billingLines = leaves.map((leaf) => {
        const previousPercent = previous.get(leaf.id) ?? '0';
        const index = asked.get(leaf.id);
        const toDatePercent = index === undefined ? previousPercent : String(input.lines[index].toDatePercent);
        return { leaf, amount: leaf.totalWithProfit, previousPercent, toDatePercent };
      });
      const recoupedSoFar = earlier.reduce((sum, b) => sum.plus(b.recouped), new Decimal(0));
      const result = progressBilling(billingLines, { downpaymentPercent: project.downpayment, retentionPercent: project.retention, recoupedSoFar });
      if (!new Decimal(result.grossAccomplishment).greaterThan(0)) throw unprocessable(BILLING_MESSAGES.nothingAccomplished);

      const code = await nextDocumentCode(tx, scoped, PROGRESS_BILLING_CODE_PREFIX);
      const [created] = await tx
        .insert(projectBillings)
        .values(
          scoped.values({
            code,
            projectId: project.id,
            clientId: project.clientId,
            billOfQuantityId: boq.id,
            billingNo: earlier.length + 1,
            periodEnd: input.periodEnd,
            dueDate: input.dueDate ?? addDays(formatDate(new Date()), DEFAULT_BILLING_TERMS_DAYS),
            downpaymentPercent: new Decimal(project.downpayment).toFixed(2),
            retentionPercent: new Decimal(project.retention).toFixed(2),
            contractAmount: result.contractAmount,
            grossAccomplishment: result.grossAccomplishment,
            downpaymentRecoupment: result.downpaymentRecoupment,
            vat: result.vat,
            retention: result.retention,
            amountDue: result.amountDue,
            percentToDate: result.percentToDate,
            memo: input.memo,
            createdById: actor.id,
          }),
        )
        .returning({ id: projectBillings.id });
      const gained = billingLines.filter((l) => new Decimal(l.toDatePercent).greaterThan(l.previousPercent));
      await tx.insert(projectBillingLines).values(
        gained.map((l) =>
          scoped.values({
            billingId: created.id,
            boqItemId: l.leaf.id,
            description: `${l.leaf.numerals} ${l.leaf.description}`.trim(),
            amount: l.amount,
            previousPercent: new Decimal(l.previousPercent).toFixed(2),
            toDatePercent: new Decimal(l.toDatePercent).toFixed(2),
            gross: new Decimal(l.amount).times(new Decimal(l.toDatePercent).minus(l.previousPercent)).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
          }),
        ),
      );
      const submitted = await submitForApproval(tx, scoped, { documentType: DOCUMENT_TYPE, documentId: created.id, documentCode: code, amount: result.amountDue, requestedById: actor.id });
      if (submitted.status === 'APPROVED') await tx.update(projectBillings).set({ status: 'APPROVED' }).where(scoped.byId(projectBillings, created.id));
      return created.id;
    });
    return { ...(await this.detail(tenant, id)), message: BILLING_MESSAGES.created };
  }

  /** POST /treasury/billing/{id}/cancel: before anything is collected; its open review ends. */
  async cancel(tenant: Tenant, id: number, reason: string) {
    await inTransaction(tenant, async (tx, scoped) => {
      const billing = await lockBilling(tx, scoped, id);
      if (!['FOR_APPROVAL', 'APPROVED', 'RETURNED'].includes(billing.status) || new Decimal(billing.collectedAmount).greaterThan(0)) {
        throw conflict(BILLING_MESSAGES.notCancelable(label(billing.status).toLowerCase()));
      }
      await cancelApproval(tx, scoped, DOCUMENT_TYPE, id);
      await tx.update(projectBillings).set({ status: 'CANCELED', statusReason: reason }).where(scoped.byId(projectBillings, id));
    });
    return { data: await this.find(tenant, id), message: BILLING_MESSAGES.canceled };
  }

  /**
   * POST /treasury/billing/{id}/collect: money received on an approved billing, into a fund
   * account (a COLLECTION entry), never more than the billing's balance; COLLECTED when paid up.
   */
  async collect(tenant: Tenant, actor: Actor, id: number, input: CollectionRequest) {
    await inTransaction(tenant, async (tx, scoped) => {
      const billing = await lockBilling(tx, scoped, id);
      if (!COLLECTIBLE_BILLING_STATUSES.includes(billing.status as BillingStatus)) throw conflict(BILLING_MESSAGES.notCollectible(label(billing.status).toLowerCase()));
      const amount = new Decimal(input.amount);
      const balance = new Decimal(billing.amountDue).minus(billing.collectedAmount);
      if (amount.greaterThan(balance)) throw unprocessable(BILLING_MESSAGES.aboveBalance(balance.toFixed(2)));
      const { entry } = await postFundEntry(tx, scoped, {
        fundAccountId: input.fundAccountId,
        kind: 'COLLECTION',
        amount,
        memo: input.memo || `${billing.code} collection`,
        reference: { type: DOCUMENT_TYPE, id: billing.id, code: billing.code },
        accountId: actor.id,
      });
      await tx.insert(billingCollections).values(
        scoped.values({ billingId: billing.id, fundAccountId: input.fundAccountId, fundLedgerId: entry.id, amount: amount.toFixed(2), reference: input.reference, memo: input.memo, createdById: actor.id }),
      );
      const collected = new Decimal(billing.collectedAmount).plus(amount);
      await tx
        .update(projectBillings)
        .set({ collectedAmount: collected.toFixed(2), status: collected.equals(billing.amountDue) ? 'COLLECTED' : 'PARTIALLY_COLLECTED' })
        .where(scoped.byId(projectBillings, id));
    });
    return { ...(await this.detail(tenant, id)), message: BILLING_MESSAGES.collected };
  }

  /** GET /treasury/billing/{id}/pdf */
  async pdf(tenant: Tenant, id: number) {
    const { data } = await this.detail(tenant, id);
    return { code: data.code, pdf: await renderBillingPdf({ ...data, company: await loadLetterhead(tenant.db, tenant.companyId) }) };
  }

  /** PUT /treasury/billing: filters status, projectId, clientId; search code, project, client. */
  table(tenant: Tenant): TableSource<ReturnType<typeof toBillingAnswer>> {
    return {
      sortable: { code: projectBillings.code, status: projectBillings.status, amountDue: projectBillings.amountDue, createdAt: projectBillings.createdAt, dueDate: projectBillings.dueDate },
      searchable: { code: projectBillings.code, project: projects.name, client: clients.name },
      filters: {
        status: (value) => eq(projectBillings.status, value),
        projectId: (value) => eq(projectBillings.projectId, filterId('projectId', value)),
        clientId: (value) => eq(projectBillings.clientId, filterId('clientId', value)),
      },
      baseWhere: tenant.where(projectBillings),
      idColumn: projectBillings.id,
      list: async (where, orderBy, limit, offset) => (await selectBilling(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toBillingAnswer),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(projectBillings)
            .innerJoin(projects, eq(projects.id, projectBillings.projectId))
            .leftJoin(clients, eq(clients.id, projectBillings.clientId))
            .where(where)
        )[0].n,
    };
  }

  /** PUT /treasury/billing-collection: every collection (treasury/receivables/logs), newest first. */
  collectionsTable(tenant: Tenant): TableSource<Record<string, unknown>> {
    const select = (db: Db) =>
      db
        .select({
          id: billingCollections.id,
          amount: billingCollections.amount,
          reference: billingCollections.reference,
          memo: billingCollections.memo,
          billingId: projectBillings.id,
          billingCode: projectBillings.code,
          projectName: projects.name,
          fundAccountName: fundAccounts.name,
          collectedBy: accountName,
          createdAt: billingCollections.createdAt,
        })
        .from(billingCollections)
        .innerJoin(projectBillings, eq(projectBillings.id, billingCollections.billingId))
        .innerJoin(projects, eq(projects.id, projectBillings.projectId))
        .innerJoin(fundAccounts, eq(fundAccounts.id, billingCollections.fundAccountId))
        .leftJoin(accounts, eq(accounts.id, billingCollections.createdById));
    return {
      sortable: { createdAt: billingCollections.createdAt, amount: billingCollections.amount },
      searchable: { billing: projectBillings.code, project: projects.name, reference: billingCollections.reference },
      filters: {
        billingId: (value) => eq(billingCollections.billingId, filterId('billingId', value)),
        fundAccountId: (value) => eq(billingCollections.fundAccountId, filterId('fundAccountId', value)),
      },
      baseWhere: tenant.where(billingCollections),
      idColumn: billingCollections.id,
      list: async (where, orderBy, limit, offset) => select(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(billingCollections)
            .innerJoin(projectBillings, eq(projectBillings.id, billingCollections.billingId))
            .innerJoin(projects, eq(projects.id, projectBillings.projectId))
            .where(where)
        )[0].n,
    };
  }

  /** GET /treasury/receivables/aging?asOf=: open billing balances by days past their due date. */
  async aging(tenant: Tenant, today = formatDate(new Date())) {
    const owed = sql`${projectBillings.amountDue} - ${projectBillings.collectedAmount}`;
    const days = sql`(${today}::date - ${projectBillings.dueDate})`;
    const bucket = (condition: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${owed}) filter (where ${condition}), 0)::text`;
    const [row] = await tenant.db
      .select({
        current: bucket(sql`${days} <= 0`),
        d1_30: bucket(sql`${days} between 1 and 30`),
        d31_60: bucket(sql`${days} between 31 and 60`),
        d61_90: bucket(sql`${days} between 61 and 90`),
        over90: bucket(sql`${days} > 90`),
        total: sql<string>`coalesce(sum(${owed}), 0)::text`,
        billings: sql<number>`count(*)::int`,
      })
      .from(projectBillings)
      .where(tenant.where(projectBillings, inArray(projectBillings.status, [...COLLECTIBLE_BILLING_STATUSES])));
    const fixed = (v: string) => new Decimal(v).toFixed(2);
    return { data: { asOf: today, current: fixed(row.current), d1_30: fixed(row.d1_30), d31_60: fixed(row.d31_60), d61_90: fixed(row.d61_90), over90: fixed(row.over90), total: fixed(row.total), billings: row.billings } };
  }

  /** GET /treasury/client-statement?clientId=: the client's billings and collections with the running balance. */
  async clientStatement(tenant: Tenant, clientId: number) {
    const [client] = await tenant.db.select({ id: clients.id, name: clients.name }).from(clients).where(tenant.byId(clients, clientId));
    if (!client) throw notFound('Client');
    const [billed, collected] = await Promise.all([
      tenant.db
        .select({ at: projectBillings.createdAt, reference: projectBillings.code, project: projects.name, amount: projectBillings.amountDue })
        .from(projectBillings)
        .innerJoin(projects, eq(projects.id, projectBillings.projectId))
        .where(tenant.where(projectBillings, eq(projectBillings.clientId, clientId), inArray(projectBillings.status, ['APPROVED', 'PARTIALLY_COLLECTED', 'COLLECTED']))),
      tenant.db
        .select({ at: billingCollections.createdAt, reference: projectBillings.code, project: projects.name, amount: billingCollections.amount, receipt: billingCollections.reference })
        .from(billingCollections)
        .innerJoin(projectBillings, eq(projectBillings.id, billingCollections.billingId))
        .innerJoin(projects, eq(projects.id, projectBillings.projectId))
        .where(and(eq(billingCollections.companyId, tenant.companyId), eq(projectBillings.clientId, clientId))),
    ]);
    const lines = [
      ...billed.map((b) => ({ kind: 'BILLING' as const, at: b.at, reference: b.reference, description: `Progress billing, ${b.project}`, charge: b.amount, payment: '0.00' })),
      ...collected.map((c) => ({ kind: 'COLLECTION' as const, at: c.at, reference: c.reference, description: `Collected${c.receipt ? ` (${c.receipt})` : ''}, ${c.project}`, charge: '0.00', payment: c.amount })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.kind.localeCompare(b.kind));
    let balance = new Decimal(0);
    const withBalance = lines.map((line) => ((balance = balance.plus(line.charge).minus(line.payment)), { ...line, balance: balance.toFixed(2) }));
    const charged = billed.reduce((s, b) => s.plus(b.amount), new Decimal(0));
    const paid = collected.reduce((s, c) => s.plus(c.amount), new Decimal(0));
    return { data: { client, lines: withBalance, totals: { billed: charged.toFixed(2), collected: paid.toFixed(2), balance: charged.minus(paid).toFixed(2) } } };
  }

  /** GET /treasury/receivables/monthly?months=: billed (approved) and collected per month, oldest first (the dashboard's chart). */
  async monthly(tenant: Tenant, months = 12) {
    const rows = await tenant.db.execute<{ month: string; billed: string; collected: string }>(sql`
      with span as (select to_char(date_trunc('month', (now() at time zone 'Asia/Manila')) - make_interval(months => g), 'YYYY-MM') as month from generate_series(0, ${months - 1}) g),
      billed as (select to_char(created_at at time zone 'Asia/Manila', 'YYYY-MM') as month, sum(amount_due) as amount from project_billings
        where company_id = ${tenant.companyId} and status in ('APPROVED', 'PARTIALLY_COLLECTED', 'COLLECTED') group by 1),
      collected as (select to_char(created_at at time zone 'Asia/Manila', 'YYYY-MM') as month, sum(amount) as amount from billing_collections
        where company_id = ${tenant.companyId} group by 1)
      select span.month, coalesce(billed.amount, 0)::numeric(18,2)::text as billed, coalesce(collected.amount, 0)::numeric(18,2)::text as collected
      from span left join billed using (month) left join collected using (month) order by span.month`);
    return { data: rows.rows };
  }
}
