import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, clients, leadTypes, locations, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { unprocessable } from '../../http/errors';
import { accountName, onBoard } from '../boards/board.repository';
import { assertClientAndLocation } from '../projects/project-references';

/** The live leads of the caller's company (deleted leads and projects never match). */
export const liveLeads = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => onBoard(tenant, true, ...conditions);

/** The deleted leads of the caller's company (the lead list's deleted view, restore). */
export const deletedLeads = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  tenant.where(projects, eq(projects.isLead, true), eq(projects.isDeleted, true), ...conditions);

/** One lead with what the lead page shows of its client, location, type and owner. */
export async function findLeadRow(tenant: Tenant, id: number) {
  const [row] = await tenant.db
    .select({
      lead: projects,
      client: { id: clients.id, name: clients.name, email: clients.email },
      location: { id: locations.id, name: locations.name },
      leadType: leadTypes.name,
      owner: { id: accounts.id, name: accountName },
    })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(locations, eq(locations.id, projects.locationId))
    .leftJoin(leadTypes, eq(leadTypes.id, projects.leadTypeId))
    .leftJoin(accounts, eq(accounts.id, projects.relationshipOwnerId))
    .where(liveLeads(tenant, eq(projects.id, id)));
  return row ?? null;
}
export type LeadRow = NonNullable<Awaited<ReturnType<typeof findLeadRow>>>;

/** Client, location and relationship owner must be live records of the caller's company. */
export async function checkLeadReferences(
  tenant: Tenant,
  refs: { clientId?: number | null; locationId?: number | null; relationshipOwnerId?: number | null },
) {
  await assertClientAndLocation(tenant, refs);
  if (refs.relationshipOwnerId != null) {
    const [found] = await tenant.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(tenant.byId(accounts, refs.relationshipOwnerId), eq(accounts.isDeleted, false)));
    if (!found) throw unprocessable('The relationship owner is not an active user of this company');
  }
}

/** The deal type by name, created for the company when new (the select allows adding). */
export async function findOrCreateLeadType(tx: Db, tenant: Tenant, name: string | null | undefined): Promise<number | null> {
  const trimmed = name?.trim();
  if (!trimmed) return null;
  await tx
    .insert(leadTypes)
    .values(tenant.values({ name: trimmed }))
    .onConflictDoNothing({ target: [leadTypes.companyId, leadTypes.name] });
  const [type] = await tx.select({ id: leadTypes.id }).from(leadTypes).where(tenant.where(leadTypes, eq(leadTypes.name, trimmed)));
  return type.id;
}
