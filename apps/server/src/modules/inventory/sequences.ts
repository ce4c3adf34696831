import { formatDocumentCode } from '@haligi/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tenant } from '../../db/tenant';

/**
 * The company's next number of a document series (IR, PO), inside the caller's transaction. The
 * upsert locks the counter row until the transaction ends, so numbers are gapless and a rolled
 * back document gives its number back. Every posting takes its receipt number first, so the
 * counter is also the first lock a posting takes (one lock order: no deadlocks between postings).
 */
export async function nextSequenceValue(tx: Db, tenant: Tenant, name: string): Promise<number> {
  const result = await tx.execute(sql`
    insert into company_sequences (company_id, name, value) values (${tenant.companyId}, ${name}, 1)
    on conflict (company_id, name) do update set value = company_sequences.value + 1
    returning value`);
  return Number((result.rows[0] as { value: number | string }).value);
}

/** The next document code of a series: IR-000001. */
export async function nextDocumentCode(tx: Db, tenant: Tenant, prefix: string): Promise<string> {
  return formatDocumentCode(prefix, await nextSequenceValue(tx, tenant, prefix));
}
