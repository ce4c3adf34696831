import { addDays, FILING_CODE_PREFIX, isoWeekday, manilaDate } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, discussionMessages, employees, filings, leaveLedger, leaveTypes } from '../db/schema';
import { Tenant } from '../db/tenant';
import { submitForApproval } from '../modules/approvals/approval-engine';
import { grantSil } from '../modules/filings/leave.service';
import { nextDocumentCode } from '../modules/inventory/sequences';

/**
 * The demo company's leave credits and filings (decision 0051): this year's SIL for everyone with a
 * year of service, vacation leave credits for the office staff, and two filings waiting for approval
 * (a vacation leave of the estimator with a question in its thread, an overtime HR filed for the
 * Rizal Tower foreman).
 */
export async function createDemoFilings(db: Db, companyId: number): Promise<void> {
  const tenant = new Tenant(db, companyId);
  const today = manilaDate(new Date());
  const year = Number(today.slice(0, 4));
  await grantSil(db, tenant, null, year);
  const staff = await db.select({ id: employees.id, accountId: employees.accountId, biometricId: employees.biometricId }).from(employees).where(eq(employees.companyId, companyId));
  const byPin = new Map(staff.map((e) => [e.biometricId, e]));
  const [vl] = await db.select().from(leaveTypes).where(and(eq(leaveTypes.companyId, companyId), eq(leaveTypes.code, 'VL')));
  const [hr] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.email, 'hr@bayanihan.ph')));
  const office = ['1001', '1002', '1003', '1004'].map((pin) => byPin.get(pin)).filter((e) => e !== undefined);
  if (office.length) {
    await db.insert(leaveLedger).values(office.map((e) => tenant.values({ employeeId: e.id, leaveTypeId: vl.id, year, days: '10.00', kind: 'ADJUST', note: `Company vacation leave ${year}`, createdById: hr?.id ?? null })));
  }
  // Next Monday and Tuesday (Philippine calendar).
  const monday = addDays(today, 8 - isoWeekday(today));
  const file = async (values: { employeeId: number; type: string; dateFrom: string; dateTo: string; reason: string; filedById: number | null; leaveTypeId?: number; days?: string; startTime?: string; endTime?: string; minutes?: number }) => {
    const code = await nextDocumentCode(db, tenant, FILING_CODE_PREFIX);
    const [row] = await db.insert(filings).values(tenant.values({ code, status: 'PENDING', ...values })).returning();
    const submitted = await submitForApproval(db, tenant, { documentType: 'FILING', documentId: row.id, documentCode: code, amount: '0', requestedById: values.filedById });
    await db.update(filings).set({ approvalRequestId: submitted.approvalRequestId }).where(eq(filings.id, row.id));
    return row;
  };
  const estimator = byPin.get('1002');
  if (estimator?.accountId) {
    const leave = await file({ employeeId: estimator.id, type: 'LEAVE', leaveTypeId: vl.id, days: '2.00', dateFrom: monday, dateTo: addDays(monday, 1), reason: 'Family trip to Bohol', filedById: estimator.accountId });
    await db.insert(discussionMessages).values(tenant.values({ subjectType: 'FILING', subjectId: leave.id, accountId: estimator.accountId, body: 'The Rizal Tower estimate is submitted; Rosario can answer questions while I am away.' }));
  }
  const foreman = byPin.get('1005');
  if (foreman && hr) {
    await file({ employeeId: foreman.id, type: 'OVERTIME', dateFrom: today, dateTo: today, startTime: '17:00', endTime: '20:00', minutes: 180, reason: 'Concrete pour for the 12th floor slab', filedById: hr.id });
  }
}
