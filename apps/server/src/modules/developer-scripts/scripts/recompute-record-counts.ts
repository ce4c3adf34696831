import { sql } from 'drizzle-orm';
import { COMPANY_PARAMETER, DRY_RUN_PARAMETER, type DeveloperScript, type ScriptContext } from '../script-types';
import { companiesToVisit } from './companies';

interface Parameters {
  companyId?: number | null;
  dryRun: boolean;
  pauseMs: number;
}

/**
 * The counted tables (decision 0029, `db/record-counts.ts`) and, for each, the SQL naming a row's
 * counter: the same expressions as the `count_records` triggers of migrations 0018 and 0022.
 */
const COUNTED = [
  { table: 'items', counter: sql`'items:' || case when parent_id is null then 'simple' else 'variants' end || case when is_deleted then ':deleted' else ':live' end`, pattern: '^items:' },
  { table: 'projects', counter: sql`case when is_lead then 'leads' else 'projects' end || case when is_deleted then ':deleted' else ':live' end`, pattern: '^(leads|projects):' },
  { table: 'item_receipt_lines', counter: sql`'ledger_lines'`, pattern: '^ledger_lines$' },
  { table: 'item_receipts', counter: sql`'receipts'`, pattern: '^receipts$' },
  { table: 'purchase_orders', counter: sql`'purchase_orders'`, pattern: '^purchase_orders$' },
  { table: 'purchase_orders', counter: sql`'purchase_orders:' || status`, pattern: '^purchase_orders:' },
] as const;

/**
 * Counts each counted table's rows per counter and compares them with `record_counts`; reports
 * each difference and, unless it is a dry run, writes the real count. Each company in one
 * transaction that locks its counter rows, so a write's trigger waits rather than adding to a
 * figure about to be replaced.
 */
async function run(context: ScriptContext<Parameters>) {
  const { app, parameters } = context;
  const companies = await companiesToVisit(app.db, parameters.companyId ?? null);
  let differences = 0;
  for (const [index, company] of companies.entries()) {
    // Lines are written after the transaction: on the embedded database (one connection) a write
    // outside it would wait for it to end.
    const lines: string[] = [];
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from record_counts where company_id = ${company.id} for update`);
      const actual = sql.join(
        COUNTED.map((c) => sql`select ${c.counter} as counter, count(*)::bigint as n from ${sql.identifier(c.table)} where company_id = ${company.id} group by 1`),
        sql` union all `,
      );
      const matches = sql.join(COUNTED.map((c) => sql`r.counter ~ ${c.pattern}`), sql` or `);
      const result = await tx.execute(sql`
        with actual as (${actual}),
        stored as (select r.counter, r.n from record_counts r where r.company_id = ${company.id} and (${matches}))
        select coalesce(a.counter, s.counter) as counter, coalesce(s.n, 0)::text as stored, coalesce(a.n, 0)::text as actual
        from actual a full join stored s on s.counter = a.counter
        where coalesce(s.n, 0) <> coalesce(a.n, 0)
        order by 1`);
      const rows = result.rows as { counter: string; stored: string; actual: string }[];
      for (const row of rows) lines.push(`${company.name}: ${row.counter}: counted ${row.stored}, really ${row.actual}`);
      differences += rows.length;
      if (!parameters.dryRun && rows.length) {
        await context.checkpoint(tx);
        await tx.execute(sql`
          insert into record_counts (company_id, counter, n)
          values ${sql.join(rows.map((row) => sql`(${company.id}, ${row.counter}, ${row.actual}::bigint)`), sql`, `)}
          on conflict (company_id, counter) do update set n = excluded.n`);
      }
    });
    for (const line of lines) await context.log(line);
    await context.progress(((index + 1) / companies.length) * 100);
    // Spares a busy database: the next company waits (no transaction is open meanwhile).
    if (parameters.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, parameters.pauseMs));
  }
  await context.log(differences === 0 ? 'Every record count is right.' : `${differences} count${differences === 1 ? '' : 's'} differed${parameters.dryRun ? ' (dry run: nothing changed)' : ', all fixed'}.`);
  return { companies: companies.length, differences, fixed: parameters.dryRun ? 0 : differences, dryRun: parameters.dryRun };
}

export const recomputeRecordCounts: DeveloperScript = {
  name: 'recompute-record-counts',
  title: 'Recompute record counts',
  description: 'Recounts the rows behind the table totals kept in record_counts (items, leads, projects, ledger lines, receipts, purchase orders), reports each count that is off and fixes it unless it is a dry run.',
  parameters: [
    COMPANY_PARAMETER,
    DRY_RUN_PARAMETER,
    { name: 'pauseMs', label: 'Pause after each company (ms)', kind: 'number', required: false, min: 0, max: 30_000, integer: true, default: 0, description: 'Spares a busy database between companies.' },
  ],
  run,
};
