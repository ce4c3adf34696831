import {
  firstCutoffEndOnOrAfter,
  ledgerBalance,
  loanCorrectionProblem,
  loanSchedule,
  manilaDate,
  money2,
  PLAN_MESSAGES,
  type LoanCorrectionRequest,
  type PayFrequency,
} from '@haligi/shared';
import { and, asc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, payrollCutoffs, payrollLoanLedger } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { unprocessable } from '../../http/errors';
import { inTransaction } from '../schedules/transaction';
import { MembersService, toMemberAnswer, type MemberRow } from './members.service';

const FREQUENCIES: readonly string[] = ['SEMI_MONTHLY', 'MONTHLY', 'WEEKLY'];

/**
 * Loans: a LOAN deduction's member. The balance is always the sum of `payroll_loan_ledger` (the
 * + principal when granted, - each posted cutoff's payment, corrections as new rows, never edits).
 */
export class LoansService {
  constructor(private readonly members = new MembersService()) {}

  /** The member as a loan (422 when its plan is not a loan plan). */
  async loanRow(db: Db, tenant: Tenant, memberId: number, branch?: SQL): Promise<MemberRow> {
    const row = await this.members.row(db, tenant, memberId, branch);
    if (row.plan.method !== 'LOAN') throw unprocessable(PLAN_MESSAGES.notALoan);
    return row;
  }

  /**
   * The cutoff the next installment falls on: the employee's payroll group's earliest cutoff not
   * yet posted that ends on or after the loan's start (and today); without one, where such a
   * cutoff would end.
   */
  private async firstCutoff(db: Db, tenant: Tenant, row: MemberRow, on: string): Promise<{ date: string; frequency: PayFrequency }> {
    const from = row.member.startDate > on ? row.member.startDate : on;
    const frequency = (row.group?.frequency && FREQUENCIES.includes(row.group.frequency) ? row.group.frequency : 'SEMI_MONTHLY') as PayFrequency;
    if (row.group?.id) {
      const [next] = await db
        .select({ periodEnd: payrollCutoffs.periodEnd })
        .from(payrollCutoffs)
        .where(tenant.where(payrollCutoffs, eq(payrollCutoffs.payrollGroupId, row.group.id), ne(payrollCutoffs.status, 'POSTED'), gte(payrollCutoffs.periodEnd, from)))
        .orderBy(asc(payrollCutoffs.periodEnd))
        .limit(1);
      if (next) return { date: next.periodEnd, frequency };
    }
    return { date: firstCutoffEndOnOrAfter(from, frequency, row.group?.cutoffStartDay ?? 1), frequency };
  }

  /** GET /payroll/loan?memberId=: the loan, its ledger (oldest first) and the installments left. */
  async detail(tenant: Tenant, memberId: number, branch?: SQL) {
    const db = tenant.db;
    const row = await this.loanRow(db, tenant, memberId, branch);
    const ledger = await db
      .select({
        id: payrollLoanLedger.id,
        amount: payrollLoanLedger.amount,
        memo: payrollLoanLedger.memo,
        cutoffId: payrollLoanLedger.cutoffId,
        cutoffCode: payrollCutoffs.code,
        createdAt: payrollLoanLedger.createdAt,
        byName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
      })
      .from(payrollLoanLedger)
      .leftJoin(payrollCutoffs, eq(payrollCutoffs.id, payrollLoanLedger.cutoffId))
      .leftJoin(accounts, eq(accounts.id, payrollLoanLedger.createdById))
      .where(tenant.where(payrollLoanLedger, eq(payrollLoanLedger.planMemberId, memberId)))
      .orderBy(asc(payrollLoanLedger.createdAt), asc(payrollLoanLedger.id));
    let running = '0';
    const entries = ledger.map((entry) => {
      running = ledgerBalance([running, entry.amount]);
      return { id: entry.id, amount: money2(entry.amount), memo: entry.memo, cutoff: entry.cutoffId ? { id: entry.cutoffId, code: entry.cutoffCode } : null, by: entry.byName, createdAt: entry.createdAt, balanceAfter: running };
    });
    const balance = ledgerBalance(ledger.map((e) => e.amount));
    const on = manilaDate(new Date());
    const first = await this.firstCutoff(db, tenant, row, on);
    const principal = money2(row.member.principal ?? 0);
    const schedule = loanSchedule(principal, money2(row.member.amortization ?? 0), balance, first.date, first.frequency, row.plan.cutoffRule);
    return {
      data: {
        ...toMemberAnswer(row, on),
        balance,
        plan: { id: row.member.planId, code: row.plan.code, name: row.plan.name, cutoffRule: row.plan.cutoffRule },
        paid: schedule.paid,
        ledger: entries,
        schedule: { firstCutoff: first.date, frequency: first.frequency, installmentsLeft: schedule.installmentsLeft, rows: schedule.rows },
      },
    };
  }

  /** POST /payroll/loan/correction: a new signed ledger row; the balance stays within 0..principal (422). */
  async correct(tenant: Tenant, accountId: number, input: LoanCorrectionRequest, branch?: SQL) {
    await inTransaction(tenant, async (tx, scoped) => {
      const row = await this.loanRow(tx, scoped, input.memberId, branch);
      // One writer per loan: the member row is the lock.
      await tx.execute(sql`select id from payroll_plan_members where id = ${input.memberId} for update`);
      const [{ sum }] = await tx
        .select({ sum: sql<string>`coalesce(sum(${payrollLoanLedger.amount}), 0)::text` })
        .from(payrollLoanLedger)
        .where(and(scoped.where(payrollLoanLedger, eq(payrollLoanLedger.planMemberId, input.memberId))));
      const amount = money2(input.amount);
      const problem = loanCorrectionProblem(money2(row.member.principal ?? 0), sum, amount);
      if (problem) throw unprocessable(problem);
      await tx.insert(payrollLoanLedger).values(scoped.values({ planMemberId: input.memberId, employeeId: row.member.employeeId, amount, memo: input.memo, createdById: accountId }));
    });
    return { ...(await this.detail(tenant, input.memberId, branch)), message: PLAN_MESSAGES.loanCorrected };
  }
}
