import { eq } from 'drizzle-orm';
import { clients, locations } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { unprocessable } from '../../http/errors';

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
