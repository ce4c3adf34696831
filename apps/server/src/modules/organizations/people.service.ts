import { namedFields, type PersonRequest, type UpdatePersonRequest } from '@haligi/shared';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { clients, organizations, people } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { assertCompanyRecord } from '../clients/company-records';
import { filterId } from '../../http/table';

const fullName = sql<string>`(${people.firstName} || ' ' || ${people.lastName})`;

const selectPerson = (tenant: Tenant) =>
  tenant.db
    .select({
      id: people.id,
      name: fullName,
      firstName: people.firstName,
      lastName: people.lastName,
      position: people.position,
      email: people.email,
      contactNumber: people.contactNumber,
      organizationId: people.organizationId,
      organizationName: organizations.name,
      clientId: people.clientId,
      clientName: clients.name,
      createdAt: people.createdAt,
    })
    .from(people)
    .leftJoin(organizations, and(eq(organizations.id, people.organizationId), eq(organizations.isDeleted, false)))
    .leftJoin(clients, and(eq(clients.id, people.clientId), eq(clients.isDeleted, false)));

const active = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => tenant.where(people, eq(people.isDeleted, false), ...conditions);

/** Contact persons of organisations and clients (Leads > people tab). */
export class PeopleService {
  private async assertReferences(tenant: Tenant, input: Partial<PersonRequest>) {
    await assertCompanyRecord(tenant, organizations, input.organizationId, 'organization');
    await assertCompanyRecord(tenant, clients, input.clientId, 'client');
  }

  async find(tenant: Tenant, id: number) {
    const [row] = await selectPerson(tenant).where(active(tenant, eq(people.id, id)));
    if (!row) throw notFound('Person');
    return row;
  }

  async create(tenant: Tenant, input: PersonRequest) {
    await this.assertReferences(tenant, input);
    const [created] = await tenant.db.insert(people).values(tenant.values(input)).returning({ id: people.id });
    return { data: await this.find(tenant, created.id), message: 'Person created successfully' };
  }

  async update(tenant: Tenant, { id, ...fields }: UpdatePersonRequest) {
    await this.find(tenant, id);
    await this.assertReferences(tenant, fields);
    const columns = namedFields(fields);
    if (Object.keys(columns).length) await tenant.db.update(people).set(columns).where(active(tenant, eq(people.id, id)));
    return { data: await this.find(tenant, id), message: 'Person updated successfully' };
  }

  async remove(tenant: Tenant, id: number) {
    await this.find(tenant, id);
    await tenant.db.update(people).set({ isDeleted: true }).where(tenant.byId(people, id));
    return { message: 'Person deleted successfully' };
  }

  table(tenant: Tenant): TableSource<Awaited<ReturnType<PeopleService['find']>>> {
    return {
      sortable: { name: fullName, position: people.position, organizationName: organizations.name, createdAt: people.createdAt },
      searchable: { name: fullName, email: people.email, organizationName: organizations.name },
      filters: {
        organizationId: (value) => eq(people.organizationId, filterId('organizationId', value)),
        clientId: (value) => eq(people.clientId, filterId('clientId', value)),
      },
      baseWhere: active(tenant),
      idColumn: people.id,
      list: (where, orderBy, limit, offset) => selectPerson(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      // Search may name the organisation, so the count keeps that join.
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(people)
            .leftJoin(organizations, and(eq(organizations.id, people.organizationId), eq(organizations.isDeleted, false)))
            .where(where)
        )[0].n,
    };
  }
}
