import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, branches, companySequences, departments, employeeRates, employees, teamMembers, teams } from '../db/schema';

export const DEMO_DEPARTMENTS = ['Engineering', 'Site Operations', 'Finance', 'Human Resources', 'Warehouse and Logistics'] as const;

/**
 * The demo company's people (issue 14): office staff at Makati, site crews in two teams, a few in
 * Cebu. Biometric ids are the PINs the demo terminals know them by (1001…). hr@ is linked to
 * Ligaya Dela Cruz so the HR user can file for herself.
 */
export const DEMO_EMPLOYEES = [
  { firstName: 'Ligaya', lastName: 'Dela Cruz', position: 'HR and Payroll Officer', department: 'Human Resources', branch: 0, rateType: 'MONTHLY', rate: '38000.00', status: 'REGULAR', hiredAt: '2019-03-01', biometricId: '1001', account: 'hr@bayanihan.ph', gender: 'FEMALE' },
  { firstName: 'Jose', lastName: 'Mercado', position: 'Senior Estimator', department: 'Engineering', branch: 0, rateType: 'MONTHLY', rate: '52000.00', status: 'REGULAR', hiredAt: '2017-06-15', biometricId: '1002', account: 'estimator@bayanihan.ph', gender: 'MALE' },
  { firstName: 'Teodoro', lastName: 'Aquino', position: 'Warehouse Supervisor', department: 'Warehouse and Logistics', branch: 0, rateType: 'MONTHLY', rate: '30000.00', status: 'REGULAR', hiredAt: '2020-01-06', biometricId: '1003', account: 'warehouse@bayanihan.ph', gender: 'MALE' },
  { firstName: 'Rosario', lastName: 'Villanueva', position: 'Accounting Staff', department: 'Finance', branch: 0, rateType: 'MONTHLY', rate: '26000.00', status: 'REGULAR', hiredAt: '2021-08-02', biometricId: '1004', gender: 'FEMALE' },
  { firstName: 'Ernesto', lastName: 'Garcia', position: 'Foreman', department: 'Site Operations', branch: 0, rateType: 'DAILY', rate: '950.00', status: 'REGULAR', hiredAt: '2016-02-10', biometricId: '1005', team: 'Rizal Tower Crew', leader: true, gender: 'MALE' },
  { firstName: 'Ramon', lastName: 'Santos', position: 'Mason', department: 'Site Operations', branch: 0, rateType: 'DAILY', rate: '695.00', status: 'PROJECT_BASED', hiredAt: '2025-09-01', biometricId: '1006', team: 'Rizal Tower Crew', gender: 'MALE', minimumWage: true },
  { firstName: 'Pedro', lastName: 'Reyes', position: 'Carpenter', department: 'Site Operations', branch: 0, rateType: 'DAILY', rate: '720.00', status: 'PROJECT_BASED', hiredAt: '2025-09-01', biometricId: '1007', team: 'Rizal Tower Crew', gender: 'MALE' },
  { firstName: 'Dante', lastName: 'Mendoza', position: 'Steelman', department: 'Site Operations', branch: 0, rateType: 'DAILY', rate: '720.00', status: 'PROBATIONARY', hiredAt: '2026-07-13', biometricId: '1008', team: 'Rizal Tower Crew', gender: 'MALE' },
  { firstName: 'Marites', lastName: 'Cruz', position: 'Site Timekeeper', department: 'Site Operations', branch: 0, rateType: 'DAILY', rate: '750.00', status: 'REGULAR', hiredAt: '2022-04-04', biometricId: '1009', team: 'Rizal Tower Crew', gender: 'FEMALE' },
  { firstName: 'Carlos', lastName: 'Bautista', position: 'Foreman', department: 'Site Operations', branch: 1, rateType: 'DAILY', rate: '800.00', status: 'REGULAR', hiredAt: '2018-11-05', biometricId: '2001', team: 'Cebu Night Crew', leader: true, gender: 'MALE' },
  { firstName: 'Noel', lastName: 'Ramos', position: 'Laborer', department: 'Site Operations', branch: 1, rateType: 'DAILY', rate: '540.00', status: 'PROJECT_BASED', hiredAt: '2026-02-02', biometricId: '2002', team: 'Cebu Night Crew', gender: 'MALE', minimumWage: true },
  { firstName: 'Jocelyn', lastName: 'Flores', position: 'Branch Administrator', department: 'Human Resources', branch: 1, rateType: 'MONTHLY', rate: '24000.00', status: 'REGULAR', hiredAt: '2023-01-16', biometricId: '2003', gender: 'FEMALE' },
] as const;

const DEMO_TEAMS = [
  { name: 'Rizal Tower Crew', description: 'Site crew of the Rizal Tower fit-out', branch: 0 },
  { name: 'Cebu Night Crew', description: 'Night works in Cebu', branch: 1 },
] as const;

/** Government numbers that pass the format rules (digits only), made up from the row. */
const governmentNumbers = (n: number) => ({
  sssNo: `34${String(1000000 + n * 7919).slice(0, 7)}${n % 10}`,
  philhealthNo: `01${String(200000000 + n * 104729).slice(0, 9)}${n % 10}`,
  pagibigNo: `1211${String(10000000 + n * 15485).slice(0, 8)}`,
  tin: `${String(100000000 + n * 32452843).slice(0, 9)}000`,
});

export async function createDemoEmployees(db: Db, companyId: number): Promise<void> {
  const branchRows = await db.select({ id: branches.id }).from(branches).where(eq(branches.companyId, companyId)).orderBy(asc(branches.id));
  const departmentRows = await db.insert(departments).values(DEMO_DEPARTMENTS.map((name) => ({ companyId, name }))).returning();
  const teamRows = await db
    .insert(teams)
    .values(DEMO_TEAMS.map((t) => ({ companyId, name: t.name, description: t.description, branchId: branchRows[t.branch]?.id ?? null })))
    .returning();
  // Every account works at the main office unless its employee record says otherwise (the BY_BRANCH limit needs one).
  await db.update(accounts).set({ branchId: branchRows[0]?.id ?? null }).where(eq(accounts.companyId, companyId));
  let n = 0;
  for (const e of DEMO_EMPLOYEES) {
    n += 1;
    const accountEmail = 'account' in e ? e.account : null;
    const [account] = accountEmail
      ? await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.email, accountEmail)))
      : [];
    const [created] = await db
      .insert(employees)
      .values({
        companyId,
        employeeNo: `EMP-${String(n).padStart(6, '0')}`,
        firstName: e.firstName,
        lastName: e.lastName,
        gender: e.gender,
        position: e.position,
        employmentStatus: e.status,
        hiredAt: e.hiredAt,
        regularizedAt: e.status === 'REGULAR' ? e.hiredAt : null,
        branchId: branchRows[e.branch]?.id ?? null,
        departmentId: departmentRows.find((d) => d.name === e.department)?.id ?? null,
        rateType: e.rateType,
        rate: e.rate,
        isMinimumWageEarner: 'minimumWage' in e ? e.minimumWage : false,
        biometricId: e.biometricId,
        accountId: account?.id ?? null,
        mobile: `0917${String(5550000 + n * 37).slice(0, 7)}`,
        email: `${e.firstName}.${e.lastName}`.toLowerCase().replace(/\s+/g, '') + '@bayanihan.ph',
        ...governmentNumbers(n),
      })
      .returning({ id: employees.id });
    await db.insert(employeeRates).values({ companyId, employeeId: created.id, rateType: e.rateType, rate: e.rate, effectiveFrom: e.hiredAt, note: 'Rate at hiring' });
    if (account && e.branch !== 0) await db.update(accounts).set({ branchId: branchRows[e.branch]?.id ?? null }).where(eq(accounts.id, account.id));
    const teamName = 'team' in e ? e.team : null;
    const team = teamRows.find((t) => t.name === teamName);
    if (team) await db.insert(teamMembers).values({ companyId, teamId: team.id, employeeId: created.id, isLeader: 'leader' in e ? e.leader : false });
  }
  // Employee numbers continue from the seeded ones (nextDocumentCode(tx, tenant, 'EMP')).
  await db.insert(companySequences).values({ companyId, name: 'EMP', value: n }).onConflictDoNothing();
}
