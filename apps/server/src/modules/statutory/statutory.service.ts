import {
  STATUTORY_AGENCIES,
  STATUTORY_MESSAGES,
  statutoryVersionRequestOf,
  tableInForce,
  type StatutoryAgency,
  type StatutoryParameters,
  type StatutoryTablesInForce,
  type StatutoryVersion,
} from '@haligi/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { statutoryTables } from '../../db/schema-payroll';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, parseInput } from '../../http/errors';
import { todayInManila } from './statutory-dates';

const AGENCY_NAMES: Record<StatutoryAgency, string> = { SSS: 'SSS', PHILHEALTH: 'PhilHealth', PAGIBIG: 'Pag-IBIG', TAX: 'withholding tax' };

/**
 * The parameters of every agency in force on `date` in the tenant's company: the latest version on
 * or before it. `db` may be the caller's transaction. A date before any version of an agency: 400.
 */
export async function loadStatutoryTables(db: Db, tenant: Tenant, date: string): Promise<StatutoryTablesInForce> {
  const rows = await db
    .selectDistinctOn([statutoryTables.agency], { agency: statutoryTables.agency, parameters: statutoryTables.parameters })
    .from(statutoryTables)
    .where(tenant.where(statutoryTables, lte(statutoryTables.effectiveFrom, date)))
    .orderBy(statutoryTables.agency, desc(statutoryTables.effectiveFrom));
  const byAgency = new Map(rows.map((row) => [row.agency, row.parameters]));
  const tables = {} as Record<StatutoryAgency, unknown>;
  for (const agency of STATUTORY_AGENCIES) {
    const parameters = byAgency.get(agency);
    if (parameters === undefined) throw badRequest(STATUTORY_MESSAGES.noneInForce(AGENCY_NAMES[agency], date));
    tables[agency] = parameters;
  }
  return tables as StatutoryTablesInForce;
}

const selectVersions = (db: Db) =>
  db
    .select({
      id: statutoryTables.id,
      agency: statutoryTables.agency,
      effectiveFrom: statutoryTables.effectiveFrom,
      title: statutoryTables.title,
      source: statutoryTables.source,
      sourceUrl: statutoryTables.sourceUrl,
      parameters: statutoryTables.parameters,
      createdById: statutoryTables.createdById,
      createdByName: sql<string | null>`case when ${accounts.id} is null then null else trim(${accounts.firstName} || ' ' || ${accounts.lastName}) end`,
      createdAt: statutoryTables.createdAt,
    })
    .from(statutoryTables)
    .leftJoin(accounts, eq(accounts.id, statutoryTables.createdById));

export class StatutoryService {
  /** Every version of the agency's table, newest first, the one in force today marked. */
  async versions(tenant: Tenant, agency: StatutoryAgency): Promise<StatutoryVersion[]> {
    const rows = await selectVersions(tenant.db)
      .where(tenant.where(statutoryTables, eq(statutoryTables.agency, agency)))
      .orderBy(desc(statutoryTables.effectiveFrom));
    const inForce = tableInForce(rows, todayInManila());
    return rows.map(({ createdById, createdByName, createdAt, ...row }) => ({
      ...row,
      agency: row.agency as StatutoryAgency,
      createdBy: createdById === null ? null : { id: createdById, name: createdByName ?? '' },
      createdAt: createdAt.toISOString(),
      isInForce: inForce?.id === row.id,
    }));
  }

  /** A new version; the same effective date twice: 409. */
  async add(tenant: Tenant, agency: StatutoryAgency, accountId: number, body: unknown) {
    const input = parseInput(statutoryVersionRequestOf(agency), body);
    const twin = and(eq(statutoryTables.agency, agency), eq(statutoryTables.effectiveFrom, input.effectiveFrom));
    const duplicate = () => conflict(STATUTORY_MESSAGES.duplicate(AGENCY_NAMES[agency], input.effectiveFrom));
    const [existing] = await tenant.db.select({ id: statutoryTables.id }).from(statutoryTables).where(tenant.where(statutoryTables, twin));
    if (existing) throw duplicate();
    const inserted = await tenant.db
      .insert(statutoryTables)
      .values(tenant.values({ agency, ...input, parameters: input.parameters as StatutoryParameters[typeof agency] as unknown as Record<string, unknown>, createdById: accountId }))
      .onConflictDoNothing()
      .returning({ id: statutoryTables.id });
    // Two requests at once: the unique index lets one in.
    if (inserted.length === 0) throw duplicate();
    const data = (await this.versions(tenant, agency)).find((version) => version.id === inserted[0].id);
    return { data, message: STATUTORY_MESSAGES.created };
  }
}
