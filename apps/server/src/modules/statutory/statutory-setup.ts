import { SEEDED_STATUTORY_TABLES } from '@haligi/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { statutoryTables } from '../../db/schema-payroll';

const seedRow = (companyId: number, table: (typeof SEEDED_STATUTORY_TABLES)[number]) => ({
  companyId,
  agency: table.agency,
  effectiveFrom: table.effectiveFrom,
  title: table.title,
  source: table.source,
  sourceUrl: table.sourceUrl,
  parameters: table.parameters as unknown as Record<string, unknown>,
});

/** Today's statutory tables copied into a new company (decision 0054), in its set-up transaction. */
export async function seedStatutoryTables(tx: Db, companyId: number): Promise<void> {
  await tx.insert(statutoryTables).values(SEEDED_STATUTORY_TABLES.map((table) => seedRow(companyId, table))).onConflictDoNothing();
}

/**
 * On start: companies made before the payroll issue get the seeded versions they lack. Idempotent
 * (the unique company + agency + effective date skips what is there), so it runs on every start.
 */
export async function seedStatutoryTablesForExistingCompanies(db: Db): Promise<void> {
  for (const table of SEEDED_STATUTORY_TABLES) {
    await db.execute(sql`
      insert into ${statutoryTables} (company_id, agency, effective_from, title, source, source_url, parameters)
      select ${companies.id}, ${table.agency}, ${table.effectiveFrom}, ${table.title}, ${table.source}, ${table.sourceUrl}, ${JSON.stringify(table.parameters)}::jsonb
      from ${companies}
      on conflict do nothing`);
  }
}
