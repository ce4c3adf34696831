import { computePayslip, type PayslipResult, type StatutoryParameters } from '@haligi/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, payrollCutoffs, payrollGroups } from '../../db/schema';
import { Tenant } from '../../db/tenant';
import { submitForApproval } from '../approvals/approval-engine';
import { computeAttendance } from '../attendance/attendance.compute';
import type { JobContext, JobQueue, JobRow } from '../jobs/queue';
import { loadStatutoryTables } from '../statutory/statutory.service';
import { loadBatchInputs, type CutoffRow } from './payroll-inputs';
import type { PayrollPushes } from './payroll-pushes';

export const PAYROLL_RUN_JOB = 'payroll.run';
export const DEFAULT_BATCH_SIZE = 500;

export interface PayrollRunPayload {
  cutoffId: number;
  companyId: number;
  runNo: number;
  /** Who started the run: the approval's requester (nobody approves their own cutoff). */
  accountId: number;
  computeAttendance: boolean;
  batchSize?: number;
  /** Set by the job's first checkpoint once the cutoff's attendance is computed. */
  attendanceDone?: boolean;
}

const PAYSLIP_COLUMNS = [
  'company_id', 'cutoff_id', 'employee_id', 'run_no', 'rate_type', 'rate', 'daily_rate', 'hourly_rate', 'days_worked', 'basic_pay', 'overtime_pay',
  'holiday_pay', 'night_differential_pay', 'allowances', 'gross_pay', 'sss_msc', 'sss_employee', 'sss_employer', 'sss_ec', 'philhealth_employee',
  'philhealth_employer', 'pagibig_employee', 'pagibig_employer', 'taxable_compensation', 'mwe_exempt_pay', 'thirteenth_month_pay', 'withholding_tax',
  'other_deductions', 'total_deductions', 'net_pay', 'lines', 'flags', 'computed_at',
].join(', ');

/** A payslip row as json_populate_recordset(null::payslips, …) reads it. */
export function payslipRecord(companyId: number, cutoffId: number, runNo: number, employeeId: number, p: PayslipResult, computedAt: string) {
  return {
    company_id: companyId,
    cutoff_id: cutoffId,
    employee_id: employeeId,
    run_no: runNo,
    rate_type: p.rateType,
    rate: p.rate,
    daily_rate: p.dailyRate,
    hourly_rate: p.hourlyRate,
    days_worked: p.daysWorked,
    basic_pay: p.basicPay,
    overtime_pay: p.overtimePay,
    holiday_pay: p.holidayPay,
    night_differential_pay: p.nightDifferentialPay,
    allowances: p.allowances,
    gross_pay: p.grossPay,
    sss_msc: p.sssMonthlySalaryCredit,
    sss_employee: p.sssEmployee,
    sss_employer: p.sssEmployer,
    sss_ec: p.sssEc,
    philhealth_employee: p.philhealthEmployee,
    philhealth_employer: p.philhealthEmployer,
    pagibig_employee: p.pagibigEmployee,
    pagibig_employer: p.pagibigEmployer,
    taxable_compensation: p.taxableCompensation,
    mwe_exempt_pay: p.mweExemptPay,
    thirteenth_month_pay: p.thirteenthMonthPay,
    withholding_tax: p.withholdingTax,
    other_deductions: p.otherDeductions,
    total_deductions: p.totalDeductions,
    net_pay: p.netPay,
    lines: p.lines,
    flags: p.flags,
    computed_at: computedAt,
  };
}

/** Inserts a batch of payslips in one statement (the rows as one JSON parameter); a payslip already there is kept. Answers how many were new. */
export async function insertPayslips(tx: Db, rows: ReturnType<typeof payslipRecord>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await tx.execute(sql`
    insert into payslips (${sql.raw(PAYSLIP_COLUMNS)})
    select ${sql.raw(PAYSLIP_COLUMNS)} from json_populate_recordset(null::payslips, ${JSON.stringify(rows)}::json)
    on conflict (cutoff_id, employee_id) do nothing
    returning id`);
  return result.rows.length;
}

/**
 * The employees a cutoff pays: members of its group, not deleted, hired by its end and not
 * separated before its start.
 */
export function eligibleEmployees(cutoff: Pick<CutoffRow, 'companyId' | 'payrollGroupId' | 'periodStart' | 'periodEnd'>) {
  return sql`
    select e.id from employee_payroll_groups g join employees e on e.id = g.employee_id
    where g.company_id = ${cutoff.companyId} and g.payroll_group_id = ${cutoff.payrollGroupId} and e.is_deleted = false
      and (e.hired_at is null or e.hired_at <= ${cutoff.periodEnd}) and (e.separated_at is null or e.separated_at >= ${cutoff.periodStart})`;
}

/** The cutoff's totals from its payslips. */
export async function cutoffTotals(db: Db, cutoffId: number) {
  const result = await db.execute(sql`
    select count(*)::int as n, coalesce(sum(gross_pay), 0)::text as gross, coalesce(sum(total_deductions), 0)::text as deductions,
      coalesce(sum(net_pay), 0)::text as net, coalesce(sum(sss_employer + sss_ec + philhealth_employer + pagibig_employer), 0)::text as employer
    from payslips where cutoff_id = ${cutoffId}`);
  const row = result.rows[0] as { n: number; gross: string; deductions: string; net: string; employer: string };
  return { count: Number(row.n), grossPay: row.gross, totalDeductions: row.deductions, netPay: row.net, employerContributions: row.employer };
}

/** Computes payslips for a batch of employees (pure after the loads). */
export async function computeBatch(db: Db, cutoff: CutoffRow, group: typeof payrollGroups.$inferSelect, statutory: StatutoryParameters, employeeIds: readonly number[]) {
  const inputs = await loadBatchInputs(db, cutoff.companyId, cutoff, group, employeeIds);
  return inputs.map((input) => ({ employeeId: input.employee.id, payslip: computePayslip({ ...input, statutory }) }));
}

/**
 * The `payroll.run` job (decision 0055): attendance first (one checkpoint), then the employees
 * without a payslip in batches; each batch's payslips are one multi-row insert in the same
 * transaction as the lease check and the cutoff's processed count, and only while the cutoff is
 * still PROCESSING under this run's number. A restarted job continues with whoever has none. At the
 * end the totals are written and the cutoff goes FOR_APPROVAL, submitted to the approval engine.
 */
export function registerPayrollRun(db: Db, queue: JobQueue, pushes: PayrollPushes, options: { batchPauseMs?: number } = {}) {
  queue.register(PAYROLL_RUN_JOB, async (job: JobRow, context: JobContext) => {
    const payload = job.payload as unknown as PayrollRunPayload;
    const tenant = new Tenant(db, payload.companyId);
    const current = async (tx: Db) => {
      const [row] = await tx.select().from(payrollCutoffs).where(tenant.on(tx).byId(payrollCutoffs, payload.cutoffId)).for('update');
      return row && row.runNo === payload.runNo && row.status === 'PROCESSING' ? row : null;
    };
    const [cutoff] = await db.select().from(payrollCutoffs).where(tenant.byId(payrollCutoffs, payload.cutoffId));
    if (!cutoff || cutoff.runNo !== payload.runNo || cutoff.status !== 'PROCESSING') return; // replaced by a later run
    const [group] = await db.select().from(payrollGroups).where(eq(payrollGroups.id, cutoff.payrollGroupId));
    const statutory = await loadStatutoryTables(db, tenant, cutoff.periodEnd);
    const total = cutoff.employeeCount;

    if (payload.computeAttendance && !payload.attendanceDone) {
      const ids = ((await db.execute(eligibleEmployees(cutoff))).rows as { id: number }[]).map((r) => Number(r.id));
      await computeAttendance(db, cutoff.companyId, { from: cutoff.periodStart, to: cutoff.periodEnd, employeeIds: ids });
      await db.transaction(async (tx) => {
        await context.holdLease(tx);
        await tx.update(jobs).set({ payload: sql`${jobs.payload} || '{"attendanceDone": true}'::jsonb` }).where(eq(jobs.id, job.id));
      });
      await context.progress(5, 'Attendance computed');
    }

    const batchSize = payload.batchSize ?? DEFAULT_BATCH_SIZE;
    for (;;) {
      if (context.signal.aborted) throw context.signal.reason;
      const next = (
        await db.execute(sql`
          select x.id from (${eligibleEmployees(cutoff)}) x
          where not exists (select 1 from payslips p where p.cutoff_id = ${cutoff.id} and p.employee_id = x.id)
          order by x.id limit ${batchSize}`)
      ).rows.map((r) => Number((r as { id: number }).id));
      if (next.length === 0) break;
      const computed = await computeBatch(db, cutoff, group, statutory, next);
      const computedAt = new Date().toISOString();
      const records = computed.map((c) => payslipRecord(cutoff.companyId, cutoff.id, payload.runNo, c.employeeId, c.payslip, computedAt));
      const processed = await db.transaction(async (tx) => {
        await context.holdLease(tx);
        if (!(await current(tx))) return null;
        const added = await insertPayslips(tx, records);
        const [row] = await tx
          .update(payrollCutoffs)
          .set({ processedCount: sql`${payrollCutoffs.processedCount} + ${added}`, updatedAt: new Date() })
          .where(eq(payrollCutoffs.id, cutoff.id))
          .returning({ processedCount: payrollCutoffs.processedCount });
        return row.processedCount;
      });
      if (processed === null) return; // replaced by a later run while this batch was computed
      const percent = total ? Math.min(99, Math.floor((processed / total) * 100)) : 99;
      pushes.progress(cutoff.companyId, { cutoffDateRangeId: cutoff.id, queueId: job.id, processed, total, percent });
      await context.progress(5 + percent * 0.94);
      // Test-only (IMPORT_BATCH_PAUSE_MS): lets the crash test kill the server between checkpoints.
      if (options.batchPauseMs) await new Promise((resolve) => setTimeout(resolve, options.batchPauseMs));
    }

    const finished = await db.transaction(async (tx) => {
      await context.holdLease(tx);
      const row = await current(tx);
      if (!row) return null;
      const totals = await cutoffTotals(tx, row.id);
      const submitted = await submitForApproval(tx, tenant.on(tx), {
        documentType: 'PAYROLL_CUTOFF',
        documentId: row.id,
        documentCode: row.code,
        amount: totals.netPay,
        requestedById: payload.accountId,
      });
      const status = submitted.status === 'APPROVED' ? 'APPROVED' : 'FOR_APPROVAL';
      const now = new Date();
      await tx
        .update(payrollCutoffs)
        .set({
          status,
          processedCount: totals.count,
          employeeCount: Math.max(row.employeeCount, totals.count),
          grossPay: totals.grossPay,
          totalDeductions: totals.totalDeductions,
          netPay: totals.netPay,
          employerContributions: totals.employerContributions,
          approvalRequestId: submitted.approvalRequestId,
          processedAt: now,
          approvedAt: status === 'APPROVED' ? now : null,
          updatedAt: now,
        })
        .where(and(eq(payrollCutoffs.id, row.id), eq(payrollCutoffs.runNo, payload.runNo)));
      return { status, processed: totals.count };
    });
    if (!finished) return;
    pushes.progress(cutoff.companyId, { cutoffDateRangeId: cutoff.id, queueId: job.id, processed: finished.processed, total: Math.max(total, finished.processed), percent: 100 });
    pushes.status(cutoff.companyId, cutoff, finished.status);
  });
}
