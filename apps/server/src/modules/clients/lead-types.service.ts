import type { LeadTypeRequest } from '@haligi/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { leadTypes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict } from '../../http/errors';

/** Deal types of the lead dialog; the option value is the name, as the lead stores it. */
export class LeadTypesService {
  selectList(tenant: Tenant) {
    return tenant.db
      .select({ label: leadTypes.name, value: leadTypes.name })
      .from(leadTypes)
      .where(tenant.where(leadTypes, eq(leadTypes.isDeleted, false)))
      .orderBy(asc(leadTypes.name));
  }

  async create(tenant: Tenant, input: LeadTypeRequest) {
    const [existing] = await tenant.db
      .select({ id: leadTypes.id })
      .from(leadTypes)
      .where(tenant.where(leadTypes, sql`lower(${leadTypes.name}) = lower(${input.name})`, eq(leadTypes.isDeleted, false)));
    if (existing) throw conflict(`The lead type ${input.name} already exists`);
    const [created] = await tenant.db
      .insert(leadTypes)
      .values(tenant.values({ name: input.name }))
      .onConflictDoUpdate({ target: [leadTypes.companyId, leadTypes.name], set: { isDeleted: false } })
      .returning({ id: leadTypes.id, name: leadTypes.name });
    return { data: created, message: 'Lead type created successfully' };
  }
}
