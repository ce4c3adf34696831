import { setUpNewCompany } from '../modules/companies/company-setup';
import { seedStatutoryTablesForExistingCompanies } from '../modules/statutory/statutory-setup';
import { SCOPE_KEYS } from '@haligi/shared';
import { count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { accounts, branches, companies, roleGroups, roles, userLevels } from '../db/schema';
import { hashPassword } from '../modules/auth/secrets';
import { loadPsgc } from '../modules/locations/psgc.loader';
import { seedAdminChecksum, trackSeedStep } from '../modules/developer-data/seed-runs';
import { DEMO_ACCOUNTS, DEMO_BRANCHES, DEMO_COMPANY, DEMO_ROLE_GROUPS, DEMO_ROLES, DEMO_USER_LEVELS } from './demo-data';
import { createDemoDeliveries } from './demo-deliveries';
import { createDemoInventory } from './demo-inventory';
import { createDemoItems } from './demo-items';
import { createDemoPurchasing } from './demo-purchasing';
import { createDemoLeads } from './demo-leads';
import { createDemoSalesRecords } from './demo-sales';
import { createDemoSuppliers } from './demo-suppliers';
import { createDemoEquipment } from './demo-equipment';
import { createDemoEmployees } from './demo-employees';
import { createDemoPayrollOutputs } from './demo-payroll-outputs';
import { createDemoSchedules } from './demo-schedules';
import { createDemoTimekeeping } from './demo-timekeeping';
import { createDemoAttendance } from './demo-attendance';
import { createDemoFilings } from './demo-filings';
import { createDemoPayrollPlans } from './demo-payroll-plans';
import { createDemoPayroll } from './demo-payroll';
import { createDemoSchoolRecords } from './demo-school-records';

async function createDemoCompany(db: Db, withDemoRecords: boolean): Promise<{ companyId: number; lines: string[] }> {
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(withDemoRecords ? DEMO_COMPANY : { name: 'Haligi', address: '' }).returning();
    await setUpNewCompany(tx, company.id);
    if (!withDemoRecords) return { companyId: company.id, lines: [] };
    const companyId = company.id;
    await tx.insert(branches).values(DEMO_BRANCHES.map((b) => ({ ...b, companyId })));
    const groups = await tx.insert(roleGroups).values(DEMO_ROLE_GROUPS.map((g) => ({ ...g, companyId }))).returning();
    const levels = await tx.insert(userLevels).values(DEMO_USER_LEVELS.map((l) => ({ ...l, companyId }))).returning();
    const createdRoles = await tx
      .insert(roles)
      .values(
        DEMO_ROLES.map((r) => ({
          companyId,
          name: r.name,
          isFullAccess: r.isFullAccess ?? false,
          isDeveloper: r.isDeveloper ?? false,
          scopeList: typeof r.scopeList === 'function' ? r.scopeList(SCOPE_KEYS) : r.scopeList,
          roleGroupId: groups.find((g) => g.name === r.group)?.id ?? null,
        })),
      )
      .returning();
    const lines: string[] = [];
    for (const a of DEMO_ACCOUNTS) {
      await tx.insert(accounts).values({
        companyId,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        passwordHash: await hashPassword(a.password),
        roleId: createdRoles.find((r) => r.name === a.role)!.id,
        userLevelId: levels.find((l) => l.name === a.level)?.id ?? null,
        isDeveloper: a.isDeveloper ?? false,
        emailVerifiedAt: new Date(),
      });
      lines.push(`${a.role.padEnd(15)} ${a.email} / ${a.password}`);
    }
    await createDemoSalesRecords(tx, companyId);
    await createDemoLeads(tx, companyId);
    await createDemoItems(tx, companyId);
    // After the items seed: prices go to the demo items when they exist.
    await createDemoSuppliers(tx, companyId);
    // After items and suppliers: warehouses, opening stock and a few movements through the ledger.
    await createDemoInventory(tx, companyId);
    // After inventory: a project with its site warehouse, and purchase requests for it.
    await createDemoPurchasing(tx, companyId);
    // After projects and warehouses: the units are placed at them.
    await createDemoEquipment(tx, companyId);
    // After inventory: an approved order still to deliver and a delivery waiting for approval.
    await createDemoDeliveries(tx, companyId);
    // After the accounts: the people of the demo company, some linked to the demo sign-ins.
    await createDemoEmployees(tx, companyId);
    // After the employees and teams: shifts, schedules and who works them.
    await createDemoSchedules(tx, companyId);
    // After the employees: terminals, two weeks of punches matched to them, an unknown terminal knocking.
    await createDemoTimekeeping(tx, companyId);
    await createDemoAttendance(tx, companyId);
    // After the employees: leave credits and filings waiting for approval.
    await createDemoFilings(tx, companyId);
    await createDemoPayrollPlans(tx, companyId);
    await createDemoPayroll(tx, companyId);
    // After the employees: last month's posted payslips for the payslip center and the reports (decision 0057).
    await createDemoPayrollOutputs(tx, companyId);
    // School records (issue 18): years, grade levels, sections, courses, students with guardians, enrolled.
    await createDemoSchoolRecords(tx, companyId);
    return { companyId, lines };
  });
}

/**
 * Seeds an empty database with the demo company, and creates the SEED_ADMIN account on first
 * start. Returns the sign-in lines to print.
 */
export async function seed(context: AppContext): Promise<string[]> {
  const { db, config } = context;
  // Each step is recorded in seed_runs when it writes something (Developer > Seed tracking).
  // PSGC reference data: loaded once, skipped when present.
  await trackSeedStep(db, 'psgc-locations', (tx) => loadPsgc(tx));
  await trackSeedStep(db, 'statutory-tables', (tx) => seedStatutoryTablesForExistingCompanies(tx));
  const [{ n }] = await db.select({ n: count() }).from(companies);
  const lines: string[] = [];
  let companyId: number | undefined;
  if (n === 0) {
    const created = await trackSeedStep(db, config.seedDemo ? 'demo-company' : 'first-company', (tx) => createDemoCompany(tx, config.seedDemo), {
      companyId: (result) => result.companyId,
    });
    companyId = created.companyId;
    lines.push(...created.lines);
  } else {
    // Later starts still print the demo sign-ins that exist.
    const existing = await db.select({ email: accounts.email }).from(accounts).where(inArray(accounts.email, DEMO_ACCOUNTS.map((a) => a.email)));
    const present = new Set(existing.map((e) => e.email));
    for (const a of DEMO_ACCOUNTS) if (present.has(a.email)) lines.push(`${a.role.padEnd(15)} ${a.email} / ${a.password}`);
  }
  if (config.seedAdminEmail && config.seedAdminPassword) {
    const email = config.seedAdminEmail.toLowerCase();
    const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    if (!existing) {
      const adminCompanyId = (companyId ??= (await db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1))[0].id);
      const adminPassword = config.seedAdminPassword;
      await trackSeedStep(
        db,
        'seed-admin',
        async (tx) => {
          const [role] = await tx
            .insert(roles)
            .values({ companyId: adminCompanyId, name: 'System Administrator', isFullAccess: true, isDeveloper: true, scopeList: [...SCOPE_KEYS] })
            .returning();
          await tx.insert(accounts).values({
            companyId: adminCompanyId,
            firstName: 'System',
            lastName: 'Administrator',
            email,
            passwordHash: await hashPassword(adminPassword),
            roleId: role.id,
            isDeveloper: true,
            emailVerifiedAt: new Date(),
          });
        },
        { companyId: adminCompanyId, checksum: seedAdminChecksum(email) },
      );
      lines.push(`${'Administrator'.padEnd(15)} ${email} / (SEED_ADMIN_PASSWORD)`);
    }
  }
  return lines;
}
