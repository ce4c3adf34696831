import { eq } from 'drizzle-orm';
import { accounts, clients, locations } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { unprocessable } from '../../http/errors';
import { verifyPassword } from '../auth/secrets';

/** A client and location named on a lead or project must be the company's live ones. */
export async function assertClientAndLocation(tenant: Tenant, input: { clientId?: number | null; locationId?: number | null }) {
  const { db } = tenant;
  if (input.clientId) {
    const [client] = await db.select({ id: clients.id }).from(clients).where(tenant.where(clients, eq(clients.id, input.clientId), eq(clients.isDeleted, false)));
    if (!client) throw unprocessable('The chosen client does not exist');
  }
  if (input.locationId) {
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(tenant.where(locations, eq(locations.id, input.locationId), eq(locations.isDeleted, false)));
    if (!location) throw unprocessable('The chosen location does not exist');
  }
}

/** The caller's own password, for the deletions that ask for it (spec part 1 section 5); 422 when wrong. */
export async function assertOwnPassword(tenant: Tenant, accountId: number, password: string) {
  const [account] = await tenant.db.select({ passwordHash: accounts.passwordHash }).from(accounts).where(tenant.byId(accounts, accountId));
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw unprocessable('Incorrect password');
}
