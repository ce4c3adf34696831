import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies } from '../../../db/schema';

/** The company a script's parameters name, or every company (by id), with its name for the output. */
export async function companiesToVisit(db: Db, companyId: number | null): Promise<{ id: number; name: string }[]> {
  const query = db.select({ id: companies.id, name: companies.name }).from(companies);
  return companyId === null ? query.orderBy(asc(companies.id)) : query.where(eq(companies.id, companyId));
}
