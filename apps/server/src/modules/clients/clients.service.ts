import { namedFields, type CreateClientRequest, type UpdateClientRequest } from '@haligi/shared';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { clients, files, locations } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { fileLinkSigner } from '../files/file-links';
import type { TableSource } from '../../http/table';
import { assertCompanyRecord } from './company-records';

const selectClient = (tenant: Tenant) =>
  tenant.db
    .select({
      id: clients.id,
      name: clients.name,
      contactNumber: clients.contactNumber,
      email: clients.email,
      locationId: clients.locationId,
      locationName: locations.name,
      logo: clients.logo,
      createdAt: clients.createdAt,
    })
    .from(clients)
    .leftJoin(locations, and(eq(locations.id, clients.locationId), eq(locations.isDeleted, false)));

type ClientRow = Awaited<ReturnType<ReturnType<typeof selectClient>['execute']>>[number];

/**
 * The client as the spec answers it: `{id, name, contactNumber, email, locationId, location, logo, createdAt}`,
 * the logo's `url` a signed link an `<img>` or `<a>` can open.
 */
export const toClientAnswer =
  (signed: (name: string) => string) =>
  ({ locationName, ...row }: ClientRow) => ({
    ...row,
    logo: row.logo ? { ...row.logo, url: signed(row.logo.name) } : null,
    location: row.locationId !== null && locationName !== null ? { id: row.locationId, name: locationName } : null,
  });

const active = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => tenant.where(clients, eq(clients.isDeleted, false), ...conditions);

export class ClientsService {
  private async assertReferences(tenant: Tenant, input: Partial<CreateClientRequest>) {
    await assertCompanyRecord(tenant, locations, input.locationId, 'location');
    if (input.clientLogo) await assertCompanyRecord(tenant, files, input.clientLogo.id, 'logo file');
  }

  async find(tenant: Tenant, id: number) {
    const [row] = await selectClient(tenant).where(active(tenant, eq(clients.id, id)));
    if (!row) throw notFound('Client');
    return toClientAnswer(await fileLinkSigner(tenant.db))(row);
  }

  async create(tenant: Tenant, input: CreateClientRequest) {
    await this.assertReferences(tenant, input);
    const { clientLogo, ...fields } = input;
    const [created] = await tenant.db
      .insert(clients)
      .values(tenant.values({ ...fields, logo: clientLogo ?? null }))
      .returning({ id: clients.id });
    return this.find(tenant, created.id);
  }

  async update(tenant: Tenant, input: UpdateClientRequest) {
    const { id, clientLogo, ...fields } = input;
    await this.find(tenant, id);
    await this.assertReferences(tenant, input);
    const columns = namedFields({ ...fields, logo: clientLogo });
    if (Object.keys(columns).length) await tenant.db.update(clients).set(columns).where(active(tenant, eq(clients.id, id)));
    return { data: await this.find(tenant, id), message: 'Client updated successfully' };
  }

  async remove(tenant: Tenant, id: number) {
    await this.find(tenant, id);
    await tenant.db.update(clients).set({ isDeleted: true }).where(tenant.byId(clients, id));
    return { message: 'Client deleted successfully' };
  }

  selectList(tenant: Tenant) {
    return tenant.db
      .select({ label: clients.name, value: clients.id, email: clients.email, contactNumber: clients.contactNumber })
      .from(clients)
      .where(active(tenant))
      .orderBy(asc(clients.name), asc(clients.id));
  }

  table(tenant: Tenant): TableSource<ReturnType<ReturnType<typeof toClientAnswer>>> {
    return {
      sortable: { name: clients.name, email: clients.email, createdAt: clients.createdAt },
      searchable: { name: clients.name, email: clients.email },
      baseWhere: active(tenant),
      idColumn: clients.id,
      list: async (where, orderBy, limit, offset) =>
        (await selectClient(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toClientAnswer(await fileLinkSigner(tenant.db))),
      count: async (where) => (await tenant.db.select({ n: count() }).from(clients).where(where))[0].n,
    };
  }
}
