import { payslipMoneyColumns } from './payslip-columns';
import {
  cutoffAllows,
  cutoffRanges,
  namedFields,
  PAYROLL_MESSAGES,
  type CreateCutoffRequest,
  type CutoffStatus,
  type PayslipLine,
  type RunCutoffRequest,
  type UpdateCutoffRequest,
} from '@haligi/shared';
import { and, asc, count, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, jobs, payrollCutoffs, payrollGroups, payrollLoanLedger, payslips } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { cancelApproval } from '../approvals/approval-engine';
import { nextDocumentCode } from '../inventory/sequences';
import type { JobQueue } from '../jobs/queue';
import { inTransaction } from '../schedules/transaction';
import { loadStatutoryTables } from '../statutory/statutory.service';
import { computeBatch, cutoffTotals, DEFAULT_BATCH_SIZE, eligibleEmployees, insertPayslips, PAYROLL_RUN_JOB, payslipRecord, type PayrollRunPayload } from './payroll-run';
import type { PayrollPushes } from './payroll-pushes';

export const CUTOFF_CODE_PREFIX = 'PC';

const selectCutoffs = (db: Db) =>
  db
    .select({
      id: payrollCutoffs.id,
      code: payrollCutoffs.code,
      payrollGroupId: payrollCutoffs.payrollGroupId,
      payrollGroupName: payrollGroups.name,
      frequency: payrollGroups.frequency,
      periodStart: payrollCutoffs.periodStart,
      periodEnd: payrollCutoffs.periodEnd,
      payDate: payrollCutoffs.payDate,
      month: payrollCutoffs.month,
      monthSequence: payrollCutoffs.monthSequence,
      isLastOfMonth: payrollCutoffs.isLastOfMonth,
      includeThirteenthMonth: payrollCutoffs.includeThirteenthMonth,
      includeSilConversion: payrollCutoffs.includeSilConversion,
      status: payrollCutoffs.status,
      runNo: payrollCutoffs.runNo,
      runJobId: payrollCutoffs.runJobId,
      employeeCount: payrollCutoffs.employeeCount,
      processedCount: payrollCutoffs.processedCount,
      grossPay: payrollCutoffs.grossPay,
      totalDeductions: payrollCutoffs.totalDeductions,
      netPay: payrollCutoffs.netPay,
      employerContributions: payrollCutoffs.employerContributions,
      approvalRequestId: payrollCutoffs.approvalRequestId,
      processedAt: payrollCutoffs.processedAt,
      approvedAt: payrollCutoffs.approvedAt,
      postedAt: payrollCutoffs.postedAt,
      postedById: payrollCutoffs.postedById,
      createdAt: payrollCutoffs.createdAt,
      updatedAt: payrollCutoffs.updatedAt,
    })
    .from(payrollCutoffs)
    .innerJoin(payrollGroups, eq(payrollGroups.id, payrollCutoffs.payrollGroupId));
export type CutoffAnswer = Awaited<ReturnType<ReturnType<typeof selectCutoffs>['execute']>>[number];

const selectPayslips = (db: Db) =>
  db
    .select({
      id: payslips.id,
      cutoffId: payslips.cutoffId,
      employeeId: payslips.employeeId,
      employeeNo: employees.employeeNo,
      employeeName: sql<string>`${employees.lastName} || ', ' || ${employees.firstName}`,
      runNo: payslips.runNo,
      rateType: payslips.rateType,
      rate: payslips.rate,
      dailyRate: payslips.dailyRate,
      hourlyRate: payslips.hourlyRate,
      daysWorked: payslips.daysWorked,
      ...payslipMoneyColumns,
      lines: payslips.lines,
      flags: payslips.flags,
      emailedAt: payslips.emailedAt,
      computedAt: payslips.computedAt,
    })
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId));
export type PayslipAnswer = Awaited<ReturnType<ReturnType<typeof selectPayslips>['execute']>>[number];

/** Cutoffs, the run, approval and posting (decision 0055; docs/api/payroll.md). */
export class CutoffsService {
  constructor(
    private db: Db,
    private queue: JobQueue,
    private pushes: PayrollPushes,
  ) {}

  async find(tenant: Tenant, id: number): Promise<CutoffAnswer> {
    const [row] = await selectCutoffs(tenant.db).where(tenant.byId(payrollCutoffs, id));
    if (!row) throw notFound('Cutoff');
    return row;
  }

  private async group(db: Db, tenant: Tenant, id: number) {
    const [group] = await db.select().from(payrollGroups).where(tenant.where(payrollGroups, eq(payrollGroups.id, id), eq(payrollGroups.isDeleted, false)));
    if (!group) throw notFound('Payroll group');
    return group;
  }

  /** POST /payroll/cutoff/generate: the group's cutoffs of a month that do not exist yet. */
  async generate(tenant: Tenant, accountId: number, input: { payrollGroupId: number; year: number; month: number }) {
    const created = await inTransaction(tenant, async (tx, scoped) => {
      const group = await this.group(tx, scoped, input.payrollGroupId);
      // One generation of a group at a time (two clicks make the cutoffs once).
      await tx.select({ id: payrollGroups.id }).from(payrollGroups).where(eq(payrollGroups.id, group.id)).for('update');
      const ids: number[] = [];
      for (const range of cutoffRanges(group, input.year, input.month)) {
        const [overlap] = await tx
          .select({ id: payrollCutoffs.id })
          .from(payrollCutoffs)
          .where(scoped.where(payrollCutoffs, eq(payrollCutoffs.payrollGroupId, group.id), lte(payrollCutoffs.periodStart, range.periodEnd), gte(payrollCutoffs.periodEnd, range.periodStart)));
        if (overlap) continue;
        const code = await nextDocumentCode(tx, scoped, CUTOFF_CODE_PREFIX);
        const [row] = await tx
          .insert(payrollCutoffs)
          .values(scoped.values({ ...range, payrollGroupId: group.id, code, createdById: accountId }))
          .returning({ id: payrollCutoffs.id });
        ids.push(row.id);
      }
      return ids;
    });
    if (created.length) this.pushes.list(tenant.companyId, { action: 'generated', payrollGroupId: input.payrollGroupId, cutoffDateRangeIds: created });
    const data = await selectCutoffs(tenant.db)
      .where(tenant.where(payrollCutoffs, eq(payrollCutoffs.payrollGroupId, input.payrollGroupId), eq(payrollCutoffs.month, `${input.year}-${String(input.month).padStart(2, '0')}`)))
      .orderBy(asc(payrollCutoffs.periodStart));
    return { data, created: created.length, message: PAYROLL_MESSAGES.cutoffsGenerated(created.length) };
  }

  /** POST /payroll/cutoff: one by hand; the month, its place and the pay date default from the group's rule. */
  async create(tenant: Tenant, accountId: number, input: CreateCutoffRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      const group = await this.group(tx, scoped, input.payrollGroupId);
      await tx.select({ id: payrollGroups.id }).from(payrollGroups).where(eq(payrollGroups.id, group.id)).for('update');
      const [overlap] = await tx
        .select({ id: payrollCutoffs.id })
        .from(payrollCutoffs)
        .where(scoped.where(payrollCutoffs, eq(payrollCutoffs.payrollGroupId, group.id), lte(payrollCutoffs.periodStart, input.periodEnd), gte(payrollCutoffs.periodEnd, input.periodStart)));
      if (overlap) throw conflict(PAYROLL_MESSAGES.cutoffOverlaps);
      const month = input.month ?? input.periodEnd.slice(0, 7);
      const rule = cutoffRanges(group, Number(month.slice(0, 4)), Number(month.slice(5, 7)));
      const match = rule.find((r) => r.periodEnd === input.periodEnd);
      const earlier = await tx
        .select({ n: count() })
        .from(payrollCutoffs)
        .where(scoped.where(payrollCutoffs, eq(payrollCutoffs.payrollGroupId, group.id), eq(payrollCutoffs.month, month), lte(payrollCutoffs.periodEnd, input.periodStart)));
      const monthSequence = input.monthSequence ?? match?.monthSequence ?? earlier[0].n + 1;
      const isLastOfMonth = input.isLastOfMonth ?? match?.isLastOfMonth ?? input.periodEnd >= (rule[rule.length - 1]?.periodEnd ?? input.periodEnd);
      const payDate = input.payDate ?? new Date(Date.parse(`${input.periodEnd}T00:00:00Z`) + group.payDayOffset * 86_400_000).toISOString().slice(0, 10);
      const code = await nextDocumentCode(tx, scoped, CUTOFF_CODE_PREFIX);
      const [row] = await tx
        .insert(payrollCutoffs)
        .values(
          scoped.values({
            payrollGroupId: group.id,
            code,
            periodStart: input.periodStart,
            periodEnd: input.periodEnd,
            payDate,
            month,
            monthSequence,
            isLastOfMonth,
            includeThirteenthMonth: input.includeThirteenthMonth,
            includeSilConversion: input.includeSilConversion,
            createdById: accountId,
          }),
        )
        .returning({ id: payrollCutoffs.id });
      return row.id;
    });
    this.pushes.list(tenant.companyId, { action: 'created', payrollGroupId: input.payrollGroupId, cutoffDateRangeIds: [id] });
    return { data: await this.find(tenant, id), message: PAYROLL_MESSAGES.cutoffCreated };
  }

  /** PATCH /payroll/cutoff: an OPEN cutoff's pay date and what it includes. */
  async update(tenant: Tenant, input: UpdateCutoffRequest) {
    const { id, ...fields } = input;
    const named = namedFields(fields);
    const groupId = await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(payrollCutoffs).where(scoped.byId(payrollCutoffs, id)).for('update');
      if (!current) throw notFound('Cutoff');
      if (!cutoffAllows(current.status, 'edit')) throw conflict(PAYROLL_MESSAGES.notEditable);
      if (named.payDate !== undefined && named.payDate < current.periodEnd) throw badRequest(['payDate: must be on or after the cutoff end']);
      await tx.update(payrollCutoffs).set({ ...named, updatedAt: new Date() }).where(eq(payrollCutoffs.id, id));
      return current.payrollGroupId;
    });
    this.pushes.list(tenant.companyId, { action: 'updated', payrollGroupId: groupId, cutoffDateRangeIds: [id] });
    return { data: await this.find(tenant, id), message: PAYROLL_MESSAGES.cutoffUpdated };
  }

  /** DELETE /payroll/cutoff/{id}: an OPEN cutoff; its payslips (of a rejected run) go with it. */
  async remove(tenant: Tenant, id: number) {
    const groupId = await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(payrollCutoffs).where(scoped.byId(payrollCutoffs, id)).for('update');
      if (!current) throw notFound('Cutoff');
      if (!cutoffAllows(current.status, 'delete')) throw conflict(PAYROLL_MESSAGES.notEditable);
      await tx.delete(payslips).where(eq(payslips.cutoffId, id));
      await tx.delete(payrollCutoffs).where(eq(payrollCutoffs.id, id));
      return current.payrollGroupId;
    });
    this.pushes.list(tenant.companyId, { action: 'deleted', payrollGroupId: groupId, cutoffDateRangeIds: [id] });
    return { message: PAYROLL_MESSAGES.cutoffDeleted };
  }

  /** PUT /payroll/cutoff: filters payrollGroupId, status, year, month (YYYY-MM); search code. */
  table(tenant: Tenant): TableSource<CutoffAnswer> {
    return {
      sortable: { code: payrollCutoffs.code, periodStart: payrollCutoffs.periodStart, periodEnd: payrollCutoffs.periodEnd, payDate: payrollCutoffs.payDate, status: payrollCutoffs.status, createdAt: payrollCutoffs.createdAt },
      searchable: { code: payrollCutoffs.code },
      filters: {
        payrollGroupId: (value) => eq(payrollCutoffs.payrollGroupId, filterId('payrollGroupId', value)),
        status: (value) => eq(payrollCutoffs.status, value),
        year: (value) => {
          if (!/^\d{4}$/.test(value)) throw badRequest(['filters: year must be a year like 2026']);
          return sql`${payrollCutoffs.month} like ${`${value}-%`}`;
        },
        month: (value) => {
          if (!/^\d{4}-\d{2}$/.test(value)) throw badRequest(['filters: month must be a month like 2026-11']);
          return eq(payrollCutoffs.month, value);
        },
      },
      baseWhere: tenant.where(payrollCutoffs),
      idColumn: payrollCutoffs.id,
      list: (where, orderBy, limit, offset) => selectCutoffs(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(payrollCutoffs).where(where))[0].n,
    };
  }

  /**
   * POST /payroll/cutoff/{id}/run: an OPEN or FOR_APPROVAL cutoff (or one whose run failed) starts
   * a new run: the number goes up, the earlier payslips and open approval go, the job is queued in
   * the same transaction. APPROVED or POSTED: 409.
   */
  async run(tenant: Tenant, accountId: number, id: number, options: RunCutoffRequest) {
    const { job, groupId } = await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(payrollCutoffs).where(scoped.byId(payrollCutoffs, id)).for('update');
      if (!current) throw notFound('Cutoff');
      let allowed = cutoffAllows(current.status, 'run');
      if (current.status === 'PROCESSING') {
        const [running] = current.runJobId ? await tx.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, current.runJobId)) : [];
        if (running && running.state !== 'FAILED' && running.state !== 'COMPLETED') throw conflict(PAYROLL_MESSAGES.running);
        allowed = true;
      }
      if (!allowed) throw conflict(PAYROLL_MESSAGES.cannotRun(current.status));
      await this.group(tx, scoped, current.payrollGroupId);
      await loadStatutoryTables(tx, scoped, current.periodEnd);
      if (current.status === 'FOR_APPROVAL') await cancelApproval(tx, scoped, 'PAYROLL_CUTOFF', id);
      await tx.delete(payslips).where(eq(payslips.cutoffId, id));
      const [{ n }] = (await tx.execute(sql`select count(*)::int as n from (${eligibleEmployees(current)}) x`)).rows as { n: number }[];
      const runNo = current.runNo + 1;
      const payload: PayrollRunPayload = { cutoffId: id, companyId: scoped.companyId, runNo, accountId, computeAttendance: options.computeAttendance, batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE };
      const queued = await this.queue.enqueue(PAYROLL_RUN_JOB, { ...payload }, { companyId: scoped.companyId, db: tx, maxAttempts: 10 });
      await tx
        .update(payrollCutoffs)
        .set({
          status: 'PROCESSING',
          runNo,
          runJobId: queued.id,
          employeeCount: Number(n),
          processedCount: 0,
          grossPay: '0',
          totalDeductions: '0',
          netPay: '0',
          employerContributions: '0',
          approvalRequestId: null,
          processedAt: null,
          approvedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(payrollCutoffs.id, id));
      return { job: queued, groupId: current.payrollGroupId };
    });
    this.queue.nudge();
    this.pushes.status(tenant.companyId, { id, payrollGroupId: groupId }, 'PROCESSING');
    return { data: { queueId: job.id, job: { id: job.id, name: job.name, state: job.state }, cutoff: await this.find(tenant, id) }, message: PAYROLL_MESSAGES.runStarted };
  }

  /** POST /payroll/cutoff/{id}/post: APPROVED -> POSTED; each loan deduction becomes a payment in the loan ledger. */
  async post(tenant: Tenant, accountId: number, id: number) {
    const groupId = await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(payrollCutoffs).where(scoped.byId(payrollCutoffs, id)).for('update');
      if (!current) throw notFound('Cutoff');
      if (!cutoffAllows(current.status, 'post')) throw conflict(PAYROLL_MESSAGES.notApproved);
      const loans = (
        await tx.execute(sql`
          select p.employee_id, (l->>'planMemberId')::int as plan_member_id, sum((l->>'amount')::numeric)::text as amount
          from payslips p cross join lateral jsonb_array_elements(p.lines) l
          where p.cutoff_id = ${id} and l->>'code' = 'LOAN' and l->>'kind' = 'DEDUCTION' and l ? 'planMemberId'
          group by p.employee_id, (l->>'planMemberId')::int`)
      ).rows as { employee_id: number; plan_member_id: number; amount: string }[];
      if (loans.length) {
        await tx.insert(payrollLoanLedger).values(
          loans.map((loan) =>
            scoped.values({ planMemberId: Number(loan.plan_member_id), employeeId: Number(loan.employee_id), cutoffId: id, amount: `-${loan.amount}`, memo: `Payroll ${current.code}`, createdById: accountId }),
          ),
        );
      }
      await tx.update(payrollCutoffs).set({ status: 'POSTED', postedAt: new Date(), postedById: accountId, updatedAt: new Date() }).where(eq(payrollCutoffs.id, id));
      return current.payrollGroupId;
    });
    this.pushes.status(tenant.companyId, { id, payrollGroupId: groupId }, 'POSTED');
    return { data: await this.find(tenant, id), message: PAYROLL_MESSAGES.posted };
  }

  /** The approval engine's answer (in the deciding transaction): approved -> APPROVED, rejected or returned -> OPEN. */
  async settle(tx: Db, tenant: Tenant, id: number, status: Extract<CutoffStatus, 'APPROVED' | 'OPEN'>) {
    const [row] = await tx
      .update(payrollCutoffs)
      .set({ status, approvedAt: status === 'APPROVED' ? new Date() : null, updatedAt: new Date() })
      .where(tenant.where(payrollCutoffs, eq(payrollCutoffs.id, id), eq(payrollCutoffs.status, 'FOR_APPROVAL')))
      .returning({ id: payrollCutoffs.id, payrollGroupId: payrollCutoffs.payrollGroupId });
    if (!row) return;
    return () => this.pushes.status(tenant.companyId, row, status);
  }

  /**
   * POST /payroll/cutoff/{id}/employee/{employeeId}/recompute: one employee's payslip computed
   * again (after an attendance fix) on a FOR_APPROVAL cutoff; the totals follow. The open approval
   * stays (its amount is the net pay when submitted).
   */
  async recompute(tenant: Tenant, id: number, employeeId: number) {
    const groupId = await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(payrollCutoffs).where(scoped.byId(payrollCutoffs, id)).for('update');
      if (!current) throw notFound('Cutoff');
      if (current.status !== 'FOR_APPROVAL') throw conflict(PAYROLL_MESSAGES.cannotRun(current.status));
      const [eligible] = (await tx.execute(sql`select x.id from (${eligibleEmployees(current)}) x where x.id = ${employeeId}`)).rows;
      if (!eligible) throw notFound('Employee');
      const [group] = await tx.select().from(payrollGroups).where(eq(payrollGroups.id, current.payrollGroupId));
      const statutory = await loadStatutoryTables(tx, scoped, current.periodEnd);
      const [computed] = await computeBatch(tx, current, group, statutory, [employeeId]);
      await tx.delete(payslips).where(and(eq(payslips.cutoffId, id), eq(payslips.employeeId, employeeId)));
      await insertPayslips(tx, [payslipRecord(scoped.companyId, id, current.runNo, employeeId, computed.payslip, new Date().toISOString())]);
      const totals = await cutoffTotals(tx, id);
      await tx
        .update(payrollCutoffs)
        .set({ processedCount: totals.count, grossPay: totals.grossPay, totalDeductions: totals.totalDeductions, netPay: totals.netPay, employerContributions: totals.employerContributions, updatedAt: new Date() })
        .where(eq(payrollCutoffs.id, id));
      return current.payrollGroupId;
    });
    this.pushes.item(tenant.companyId, { cutoffDateRangeId: id, employeeId });
    this.pushes.list(tenant.companyId, { action: 'updated', payrollGroupId: groupId, cutoffDateRangeIds: [id] });
    const [row] = await selectPayslips(tenant.db).where(and(eq(payslips.companyId, tenant.companyId), eq(payslips.cutoffId, id), eq(payslips.employeeId, employeeId)));
    return { data: row };
  }

  /** PUT /payroll/cutoff/{id}/payslip: the cutoff's payslips; search employeeName; filter flag. */
  async payslipTable(tenant: Tenant, id: number): Promise<TableSource<PayslipAnswer>> {
    await this.find(tenant, id);
    const name = sql`(${employees.lastName} || ', ' || ${employees.firstName})`;
    return {
      sortable: { employeeNo: employees.employeeNo, employeeName: name, grossPay: payslips.grossPay, netPay: payslips.netPay, createdAt: payslips.id },
      searchable: { employeeName: name, employeeNo: employees.employeeNo },
      keywordWhere: (pattern) => or(ilike(employees.lastName, pattern), ilike(employees.firstName, pattern), ilike(employees.employeeNo, pattern))!,
      filters: { flag: (value) => sql`${payslips.flags} ? ${value}` },
      baseWhere: and(eq(payslips.companyId, tenant.companyId), eq(payslips.cutoffId, id)),
      idColumn: payslips.id,
      list: (where, orderBy, limit, offset) => selectPayslips(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(payslips).innerJoin(employees, eq(employees.id, payslips.employeeId)).where(where))[0].n,
    };
  }

  /** GET /payroll/payslip?id= : one payslip with its cutoff. */
  async payslip(tenant: Tenant, id: number) {
    const [row] = await selectPayslips(tenant.db).where(and(eq(payslips.companyId, tenant.companyId), eq(payslips.id, id)));
    if (!row) throw notFound('Payslip');
    return { data: { ...row, cutoff: await this.find(tenant, row.cutoffId) } };
  }

  /** GET /payroll/cutoff/{id}/summary: totals by column and by line, flag counts. */
  async summary(tenant: Tenant, id: number) {
    const cutoff = await this.find(tenant, id);
    const [totals] = (
      await tenant.db.execute(sql`
        select count(*)::int as payslips,
          coalesce(sum(basic_pay), 0)::text as "basicPay", coalesce(sum(overtime_pay), 0)::text as "overtimePay", coalesce(sum(holiday_pay), 0)::text as "holidayPay",
          coalesce(sum(night_differential_pay), 0)::text as "nightDifferentialPay", coalesce(sum(allowances), 0)::text as allowances,
          coalesce(sum(thirteenth_month_pay), 0)::text as "thirteenthMonthPay", coalesce(sum(gross_pay), 0)::text as "grossPay",
          coalesce(sum(sss_employee), 0)::text as "sssEmployee", coalesce(sum(sss_employer), 0)::text as "sssEmployer", coalesce(sum(sss_ec), 0)::text as "sssEc",
          coalesce(sum(philhealth_employee), 0)::text as "philhealthEmployee", coalesce(sum(philhealth_employer), 0)::text as "philhealthEmployer",
          coalesce(sum(pagibig_employee), 0)::text as "pagibigEmployee", coalesce(sum(pagibig_employer), 0)::text as "pagibigEmployer",
          coalesce(sum(withholding_tax), 0)::text as "withholdingTax", coalesce(sum(other_deductions), 0)::text as "otherDeductions",
          coalesce(sum(total_deductions), 0)::text as "totalDeductions", coalesce(sum(net_pay), 0)::text as "netPay"
        from payslips where company_id = ${tenant.companyId} and cutoff_id = ${id}`)
    ).rows as Record<string, string | number>[];
    const byLine = (
      await tenant.db.execute(sql`
        select l->>'kind' as kind, l->>'code' as code, count(*)::int as count, sum((l->>'amount')::numeric)::text as amount
        from payslips p cross join lateral jsonb_array_elements(p.lines) l
        where p.company_id = ${tenant.companyId} and p.cutoff_id = ${id}
        group by 1, 2 order by 1, 2`)
    ).rows as { kind: PayslipLine['kind']; code: string; count: number; amount: string }[];
    const flags = (
      await tenant.db.execute(sql`
        select f as flag, count(*)::int as count from payslips p cross join lateral jsonb_array_elements_text(p.flags) f
        where p.company_id = ${tenant.companyId} and p.cutoff_id = ${id} group by f order by f`)
    ).rows as { flag: string; count: number }[];
    return { data: { cutoff, totals, lines: byLine, flags } };
  }

  /** GET /payroll/cutoff/{id}/unpaid: employees the cutoff pays who have no payslip yet. */
  async unpaid(tenant: Tenant, id: number) {
    const [cutoff] = await tenant.db.select().from(payrollCutoffs).where(tenant.byId(payrollCutoffs, id));
    if (!cutoff) throw notFound('Cutoff');
    const rows = (
      await tenant.db.execute(sql`
        select e.id as "employeeId", e.employee_no as "employeeNo", e.last_name || ', ' || e.first_name as name, e.rate_type as "rateType", e.rate::text as rate
        from employees e where e.id in (${eligibleEmployees(cutoff)})
          and not exists (select 1 from payslips p where p.cutoff_id = ${id} and p.employee_id = e.id)
        order by e.last_name, e.first_name, e.id`)
    ).rows;
    return { data: rows };
  }
}
