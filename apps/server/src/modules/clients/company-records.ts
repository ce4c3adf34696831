import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tenant, TenantTable } from '../../db/tenant';
import { unprocessable } from '../../http/errors';

/**
 * A record another one points at (a client's location, a person's organisation) must be a live
 * record of the caller's company; anything else is refused as if it did not exist.
 */
export async function assertCompanyRecord(
  tenant: Tenant,
  table: TenantTable & { isDeleted?: PgColumn },
  id: number | null | undefined,
  what: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const conditions = table.isDeleted ? [eq(table.id, id), eq(table.isDeleted, false)] : [eq(table.id, id)];
  const [found] = await tenant.db.select({ id: table.id }).from(table).where(tenant.where(table, ...conditions));
  if (!found) throw unprocessable(`The chosen ${what} does not exist`);
}
