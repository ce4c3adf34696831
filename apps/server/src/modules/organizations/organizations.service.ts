import { namedFields, type OrganizationRequest, type UpdateOrganizationRequest } from '@haligi/shared';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { clients, locations, organizations, people } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { assertCompanyRecord } from '../clients/company-records';
import { filterId } from '../../http/table';

const peopleCount = sql<number>`(select count(*)::int from ${people} where ${people.organizationId} = ${organizations.id} and ${people.isDeleted} = false)`;

const selectOrganization = (tenant: Tenant) =>
  tenant.db
    .select({
      id: organizations.id,
      name: organizations.name,
      industry: organizations.industry,
      website: organizations.website,
      email: organizations.email,
      contactNumber: organizations.contactNumber,
      clientId: organizations.clientId,
      clientName: clients.name,
      locationId: organizations.locationId,
      locationName: locations.name,
      peopleCount,
      createdAt: organizations.createdAt,
    })
    .from(organizations)
    .leftJoin(clients, and(eq(clients.id, organizations.clientId), eq(clients.isDeleted, false)))
    .leftJoin(locations, and(eq(locations.id, organizations.locationId), eq(locations.isDeleted, false)));

const active = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  tenant.where(organizations, eq(organizations.isDeleted, false), ...conditions);

/** Organisations the sales team deals with (Leads > companies tab). */
export class OrganizationsService {
  private async assertReferences(tenant: Tenant, input: Partial<OrganizationRequest>) {
    await assertCompanyRecord(tenant, clients, input.clientId, 'client');
    await assertCompanyRecord(tenant, locations, input.locationId, 'location');
  }

  async find(tenant: Tenant, id: number) {
    const [row] = await selectOrganization(tenant).where(active(tenant, eq(organizations.id, id)));
    if (!row) throw notFound('Organization');
    return row;
  }

  async create(tenant: Tenant, input: OrganizationRequest) {
    await this.assertReferences(tenant, input);
    const [created] = await tenant.db.insert(organizations).values(tenant.values(input)).returning({ id: organizations.id });
    return { data: await this.find(tenant, created.id), message: 'Organization created successfully' };
  }

  async update(tenant: Tenant, { id, ...fields }: UpdateOrganizationRequest) {
    await this.find(tenant, id);
    await this.assertReferences(tenant, fields);
    const columns = namedFields(fields);
    if (Object.keys(columns).length) await tenant.db.update(organizations).set(columns).where(active(tenant, eq(organizations.id, id)));
    return { data: await this.find(tenant, id), message: 'Organization updated successfully' };
  }

  async remove(tenant: Tenant, id: number) {
    await this.find(tenant, id);
    await tenant.db.update(organizations).set({ isDeleted: true }).where(tenant.byId(organizations, id));
    return { message: 'Organization deleted successfully' };
  }

  selectList(tenant: Tenant) {
    return tenant.db
      .select({ label: organizations.name, value: organizations.id })
      .from(organizations)
      .where(active(tenant))
      .orderBy(asc(organizations.name), asc(organizations.id));
  }

  table(tenant: Tenant): TableSource<Awaited<ReturnType<OrganizationsService['find']>>> {
    return {
      sortable: { name: organizations.name, industry: organizations.industry, createdAt: organizations.createdAt },
      searchable: { name: organizations.name, industry: organizations.industry, email: organizations.email },
      filters: { clientId: (value) => eq(organizations.clientId, filterId('clientId', value)) },
      baseWhere: active(tenant),
      idColumn: organizations.id,
      list: (where, orderBy, limit, offset) => selectOrganization(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(organizations).where(where))[0].n,
    };
  }
}
