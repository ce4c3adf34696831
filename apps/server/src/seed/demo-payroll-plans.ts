import { manilaDate } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, employees, payrollLoanLedger, payrollPlanMembers, payrollPlans } from '../db/schema';
import { Tenant } from '../db/tenant';

/**
 * The demo company's payroll plans (issue 15, decision 0056): a de minimis rice subsidy
 * (2,000 a month: 1,000 each semi-monthly cutoff) for the office staff, a transportation
 * allowance per day and union dues before tax for the Rizal Tower crew, an SSS salary loan and a
 * company cash advance (each with its + principal in the loan ledger), and the service incentive
 * leave plan of 5 days a year for everyone.
 */
export async function createDemoPayrollPlans(db: Db, companyId: number): Promise<void> {
  const tenant = new Tenant(db, companyId);
  const year = Number(manilaDate(new Date()).slice(0, 4));
  const startDate = `${year}-01-01`;
  const [hr] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.email, 'hr@bayanihan.ph')));
  const createdById = hr?.id ?? null;
  const staff = await db.select({ id: employees.id, pin: employees.biometricId }).from(employees).where(eq(employees.companyId, companyId));
  const byPin = (pins: string[]) => staff.filter((e) => e.pin !== null && pins.includes(e.pin)).map((e) => e.id);
  const plan = async (values: Omit<typeof payrollPlans.$inferInsert, 'companyId'>) => {
    const [row] = await db.insert(payrollPlans).values(tenant.values({ ...values, createdById })).returning({ id: payrollPlans.id });
    return row.id;
  };
  const enrol = async (planId: number, employeeIds: number[]) => {
    if (employeeIds.length) await db.insert(payrollPlanMembers).values(employeeIds.map((employeeId) => tenant.values({ planId, employeeId, startDate, createdById })));
  };

  const rice = await plan({ kind: 'ALLOWANCE', code: 'RICE', name: 'Rice subsidy', method: 'FIXED', amount: '1000.00', isTaxable: false, monthlyExemptLimit: '2000.00' });
  await enrol(rice, byPin(['1001', '1002', '1003', '1004', '2003']));
  const crew = byPin(['1005', '1006', '1007', '1008', '1009']);
  const transport = await plan({ kind: 'ALLOWANCE', code: 'TRANSPO', name: 'Transportation allowance', method: 'PER_DAY', amount: '80.00', isTaxable: true });
  await enrol(transport, crew);
  const union = await plan({ kind: 'DEDUCTION', code: 'UNION', name: 'Union dues', method: 'FIXED', amount: '100.00', cutoffRule: 'SECOND', isPreTax: true });
  await enrol(union, crew);

  const loan = async (planId: number, pin: string, principal: string, amortization: string, note: string) => {
    const [employeeId] = byPin([pin]);
    if (employeeId === undefined) return;
    const [member] = await db
      .insert(payrollPlanMembers)
      .values(tenant.values({ planId, employeeId, principal, amortization, startDate, note, createdById }))
      .returning({ id: payrollPlanMembers.id });
    await db.insert(payrollLoanLedger).values(tenant.values({ planMemberId: member.id, employeeId, amount: principal, memo: 'Loan granted', createdById }));
  };
  const sssLoan = await plan({ kind: 'DEDUCTION', code: 'SSS-LOAN', name: 'SSS salary loan', method: 'LOAN' });
  await loan(sssLoan, '1005', '20000.00', '1000.00', 'SSS salary loan, 24 months');
  const cashAdvance = await plan({ kind: 'DEDUCTION', code: 'CA', name: 'Company cash advance', method: 'LOAN' });
  await loan(cashAdvance, '1007', '5000.00', '1250.00', 'Cash advance for a family emergency');

  const sil = await plan({ kind: 'SIL', code: 'SIL', name: 'Service incentive leave', method: 'YEARLY', daysPerYear: '5.00' });
  await enrol(sil, staff.map((e) => e.id));
}
