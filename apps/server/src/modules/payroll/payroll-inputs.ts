import { addDays, EMPTY_MONTH_TO_DATE, THIRTEENTH_MONTH_EXEMPT_LIMIT, type MonthToDate, type PayslipAttendanceDay, type PayslipInput, type PayslipPlan } from '@haligi/shared';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { payrollCutoffs, payrollGroups } from '../../db/schema';

export type CutoffRow = typeof payrollCutoffs.$inferSelect;
export type GroupRow = typeof payrollGroups.$inferSelect;
type BatchInput = Omit<PayslipInput, 'statutory'>;

/** Days loaded before the cutoff to find the workday before a regular holiday on its first days. */
const LOOK_BACK_DAYS = 7;

const idList = (ids: readonly number[]) => sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/**
 * Everything `computePayslip` needs for a batch of employees, in a handful of set queries whatever
 * the batch size: employees with the rate in force at the cutoff's end, their attendance days,
 * plan memberships with loan balances, what earlier cutoffs of the month and year paid, unused SIL.
 */
export async function loadBatchInputs(db: Db, companyId: number, cutoff: CutoffRow, group: GroupRow, employeeIds: readonly number[]): Promise<BatchInput[]> {
  if (employeeIds.length === 0) return [];
  const ids = idList(employeeIds);
  const year = cutoff.periodEnd.slice(0, 4);
  const people = await rowsOf<{ id: number; rate_type: string; rate: string; is_minimum_wage_earner: boolean; hired_at: string | null; separated_at: string | null }>(
    db,
    sql`
      select e.id, coalesce(r.rate_type, e.rate_type) as rate_type, coalesce(r.rate, e.rate)::text as rate, e.is_minimum_wage_earner,
        e.hired_at::text as hired_at, e.separated_at::text as separated_at
      from employees e
      left join lateral (
        select rate_type, rate from employee_rates er
        where er.employee_id = e.id and er.effective_from <= ${cutoff.periodEnd}
        order by er.effective_from desc, er.id desc limit 1
      ) r on true
      where e.company_id = ${companyId} and e.id in ${ids}
      order by e.id`,
  );
  const separatedHere = people.some((p) => p.separated_at !== null && p.separated_at >= cutoff.periodStart && p.separated_at <= cutoff.periodEnd);
  const needYear = cutoff.includeThirteenthMonth || separatedHere;
  const needSil = cutoff.includeSilConversion || separatedHere;

  const [days, plans, monthRows, yearRows, silRows] = await Promise.all([
    rowsOf<{
      employee_id: number;
      date: string;
      has_shift: boolean;
      worked_minutes: number;
      late_minutes: number;
      undertime_minutes: number;
      overtime_approved_minutes: number;
      night_minutes: number;
      is_absent: boolean;
      is_rest_day: boolean;
      holiday_type: string | null;
      leave_days: string;
    }>(
      db,
      sql`
        select employee_id, date::text as date, shift_id is not null as has_shift, worked_minutes, late_minutes, undertime_minutes,
          overtime_approved_minutes, night_minutes, is_absent, is_rest_day, holiday_type, leave_days::text as leave_days
        from attendance_days
        where company_id = ${companyId} and employee_id in ${ids} and date between ${addDays(cutoff.periodStart, -LOOK_BACK_DAYS)} and ${cutoff.periodEnd}
        order by employee_id, date`,
    ),
    rowsOf<{
      employee_id: number;
      plan_id: number;
      member_id: number;
      kind: string;
      code: string;
      name: string;
      method: string;
      amount: string;
      cutoff_rule: string;
      is_taxable: boolean;
      monthly_exempt_limit: string | null;
      is_in_fund_salary: boolean;
      is_pre_tax: boolean;
      amortization: string | null;
      balance: string | null;
    }>(
      db,
      sql`
        select m.employee_id, p.id as plan_id, m.id as member_id, p.kind, p.code, p.name, p.method,
          coalesce(m.amount, p.amount)::text as amount, p.cutoff_rule, p.is_taxable, p.monthly_exempt_limit::text as monthly_exempt_limit,
          p.is_in_fund_salary, p.is_pre_tax, m.amortization::text as amortization,
          case when p.method = 'LOAN' then (select coalesce(sum(l.amount), 0)::text from payroll_loan_ledger l where l.plan_member_id = m.id) end as balance
        from payroll_plan_members m
        join payroll_plans p on p.id = m.plan_id
        where m.company_id = ${companyId} and m.employee_id in ${ids} and m.is_deleted = false
          and p.is_deleted = false and p.is_active = true and p.kind in ('ALLOWANCE', 'DEDUCTION')
          and m.start_date <= ${cutoff.periodEnd} and (m.end_date is null or m.end_date >= ${cutoff.periodStart})
        order by m.employee_id, p.kind, p.id, m.id`,
    ),
    cutoff.monthSequence > 1
      ? rowsOf<{
          employee_id: number;
          sss_employee: string;
          sss_employer: string;
          sss_ec: string;
          philhealth_employee: string;
          philhealth_employer: string;
          pagibig_employee: string;
          pagibig_employer: string;
          lines: { code: string; kind: string; amount: string; planId?: number; isTaxable?: boolean }[];
        }>(
          db,
          sql`
            select p.employee_id, p.sss_employee::text, p.sss_employer::text, p.sss_ec::text, p.philhealth_employee::text, p.philhealth_employer::text,
              p.pagibig_employee::text, p.pagibig_employer::text, p.lines
            from payslips p join payroll_cutoffs c on c.id = p.cutoff_id
            where c.company_id = ${companyId} and c.payroll_group_id = ${cutoff.payrollGroupId} and c.month = ${cutoff.month}
              and c.month_sequence < ${cutoff.monthSequence} and c.id <> ${cutoff.id} and p.employee_id in ${ids}`,
        )
      : Promise.resolve([]),
    needYear
      ? rowsOf<{ employee_id: number; basic_pay: string; thirteenth: string }>(
          db,
          sql`
            select p.employee_id, sum(p.basic_pay)::text as basic_pay, sum(p.thirteenth_month_pay)::text as thirteenth
            from payslips p join payroll_cutoffs c on c.id = p.cutoff_id
            where c.company_id = ${companyId} and c.id <> ${cutoff.id} and c.period_end >= ${`${year}-01-01`} and c.period_end < ${cutoff.periodStart}
              and p.employee_id in ${ids}
            group by p.employee_id`,
        )
      : Promise.resolve([]),
    needSil
      ? rowsOf<{ employee_id: number; days: string }>(
          db,
          sql`
            select l.employee_id, sum(l.days)::text as days
            from leave_ledger l join leave_types t on t.id = l.leave_type_id
            where l.company_id = ${companyId} and t.code = 'SIL' and l.year = ${Number(year)} and l.employee_id in ${ids}
            group by l.employee_id`,
        )
      : Promise.resolve([]),
  ]);

  const daysOf = new Map<number, PayslipAttendanceDay[]>();
  for (const d of days) {
    const list = daysOf.get(d.employee_id) ?? [];
    list.push({
      date: d.date,
      hasShift: d.has_shift,
      workedMinutes: d.worked_minutes,
      lateMinutes: d.late_minutes,
      undertimeMinutes: d.undertime_minutes,
      overtimeApprovedMinutes: d.overtime_approved_minutes,
      nightMinutes: d.night_minutes,
      isAbsent: d.is_absent,
      isRestDay: d.is_rest_day,
      holidayType: d.holiday_type,
      leaveDays: d.leave_days,
    });
    daysOf.set(d.employee_id, list);
  }
  const plansOf = new Map<number, PayslipPlan[]>();
  for (const p of plans) {
    const list = plansOf.get(p.employee_id) ?? [];
    list.push({
      planId: p.plan_id,
      planMemberId: p.member_id,
      kind: p.kind as PayslipPlan['kind'],
      code: p.code,
      name: p.name,
      method: p.method,
      amount: p.amount,
      cutoffRule: p.cutoff_rule,
      isTaxable: p.is_taxable,
      monthlyExemptLimit: p.monthly_exempt_limit,
      isInFundSalary: p.is_in_fund_salary,
      isPreTax: p.is_pre_tax,
      amortization: p.amortization,
      balance: p.balance,
    });
    plansOf.set(p.employee_id, list);
  }
  const monthOf = new Map<number, MonthToDate>();
  for (const row of monthRows) {
    const before = monthOf.get(row.employee_id) ?? { ...EMPTY_MONTH_TO_DATE, deMinimis: {} };
    const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed(2);
    const deMinimis: Record<number, string> = { ...before.deMinimis };
    let mpf = '0';
    for (const line of row.lines ?? []) {
      if (line.kind === 'CONTRIBUTION' && line.code === 'SSS_MPF') mpf = plus(mpf, line.amount);
      if (line.kind === 'EARNING' && line.code === 'ALLOWANCE' && line.isTaxable === false && line.planId !== undefined) deMinimis[line.planId] = plus(deMinimis[line.planId] ?? '0', line.amount);
    }
    monthOf.set(row.employee_id, {
      sssEmployee: plus(before.sssEmployee, row.sss_employee),
      sssMpfEmployee: plus(before.sssMpfEmployee, mpf),
      sssEmployer: plus(before.sssEmployer, row.sss_employer),
      sssEc: plus(before.sssEc, row.sss_ec),
      philhealthEmployee: plus(before.philhealthEmployee, row.philhealth_employee),
      philhealthEmployer: plus(before.philhealthEmployer, row.philhealth_employer),
      pagibigEmployee: plus(before.pagibigEmployee, row.pagibig_employee),
      pagibigEmployer: plus(before.pagibigEmployer, row.pagibig_employer),
      deMinimis,
    });
  }
  const yearOf = new Map(yearRows.map((r) => [r.employee_id, r]));
  const silOf = new Map(silRows.map((r) => [r.employee_id, r.days]));

  return people.map((p) => {
    const all = daysOf.get(p.id) ?? [];
    const inCutoff = all.filter((d) => d.date >= cutoff.periodStart);
    const ytd = yearOf.get(p.id);
    const thirteenthPaid = ytd?.thirteenth ?? '0';
    return {
      employee: { id: p.id, rateType: p.rate_type, rate: p.rate, isMinimumWageEarner: p.is_minimum_wage_earner, hiredAt: p.hired_at, separatedAt: p.separated_at },
      group: { frequency: group.frequency, workingDaysPerYear: group.workingDaysPerYear, contributionSplit: group.contributionSplit },
      cutoff: {
        periodStart: cutoff.periodStart,
        periodEnd: cutoff.periodEnd,
        month: cutoff.month,
        monthSequence: cutoff.monthSequence,
        isLastOfMonth: cutoff.isLastOfMonth,
        includeThirteenthMonth: cutoff.includeThirteenthMonth,
        includeSilConversion: cutoff.includeSilConversion,
      },
      days: inCutoff,
      holidayEligibility: holidayEligibility(all, cutoff.periodStart),
      plans: plansOf.get(p.id) ?? [],
      monthToDate: monthOf.get(p.id) ?? EMPTY_MONTH_TO_DATE,
      yearToDate: {
        basicPay: ytd?.basic_pay ?? '0',
        thirteenthMonthPaid: thirteenthPaid,
        exemptBenefits: Decimal.min(THIRTEENTH_MONTH_EXEMPT_LIMIT, thirteenthPaid).toFixed(2),
      },
      unusedSilDays: Decimal.max(0, silOf.get(p.id) ?? '0').toFixed(2),
    };
  });
}

/**
 * Unworked regular holidays in the cutoff and whether each is paid: the employee was present or
 * on paid leave on the last workday before it (art. 94; Omnibus Rules Book III Rule IV sec. 10).
 * No workday found in the days loaded: paid.
 */
export function holidayEligibility(days: readonly PayslipAttendanceDay[], from: string): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  let lastWorkday: PayslipAttendanceDay | null = null;
  for (const day of days) {
    const nonWorking = day.holidayType === 'REGULAR' || day.holidayType === 'SPECIAL_NON_WORKING';
    if (day.date >= from && day.holidayType === 'REGULAR' && day.workedMinutes === 0) {
      out[day.date] = lastWorkday === null || lastWorkday.workedMinutes > 0 || Number(lastWorkday.leaveDays) > 0;
    }
    if (day.hasShift && !day.isRestDay && !nonWorking) lastWorkday = day;
  }
  return out;
}
