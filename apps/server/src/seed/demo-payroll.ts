import { cutoffRanges, manilaDate } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employeePayrollGroups, employees, payrollCutoffs, payrollGroups } from '../db/schema';
import { Tenant } from '../db/tenant';
import { nextDocumentCode } from '../modules/inventory/sequences';
import { CUTOFF_CODE_PREFIX } from '../modules/payroll/cutoffs.service';

/**
 * The demo company's payroll group (decision 0055): "Semi-monthly staff" (1st-15th and 16th-end,
 * 261 days a year, contributions half on each cutoff) with every demo employee in it, and this
 * month's two cutoffs generated, OPEN, ready to run from the payroll center.
 */
export async function createDemoPayroll(db: Db, companyId: number): Promise<void> {
  const tenant = new Tenant(db, companyId);
  const [group] = await db
    .insert(payrollGroups)
    .values(tenant.values({ name: 'Semi-monthly staff', frequency: 'SEMI_MONTHLY', workingDaysPerYear: 261, cutoffStartDay: 1, payDayOffset: 5, contributionSplit: 'HALF' }))
    .returning();
  const people = await db.select({ id: employees.id }).from(employees).where(eq(employees.companyId, companyId));
  if (people.length) await db.insert(employeePayrollGroups).values(people.map((p) => ({ employeeId: p.id, companyId, payrollGroupId: group.id })));
  const today = manilaDate(new Date());
  for (const range of cutoffRanges(group, Number(today.slice(0, 4)), Number(today.slice(5, 7)))) {
    const code = await nextDocumentCode(db, tenant, CUTOFF_CODE_PREFIX);
    await db.insert(payrollCutoffs).values(tenant.values({ ...range, payrollGroupId: group.id, code }));
  }
}
