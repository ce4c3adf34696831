import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { RECEIPT_CODE_PREFIX } from '@haligi/shared';
import { COMPANY_PARAMETER, DRY_RUN_PARAMETER, type DeveloperScript, type ScriptContext } from '../script-types';
import { companiesToVisit } from './companies';

interface Parameters {
  companyId?: number | null;
  dryRun: boolean;
}

interface LevelDifference {
  warehouse_id: number;
  warehouse_name: string;
  item_id: number;
  item_name: string;
  stored_quantity: string | null;
  ledger_quantity: string;
  stored_value: string | null;
  ledger_value: string;
}

interface CountDifference {
  item_id: number;
  item_name: string;
  stock_count: string;
  ledger_count: string;
}

const shown = (value: string | null) => (value === null ? 'no row' : new Decimal(value).toString());

/**
 * Stock levels from the ledger (decision 0040: `stock_levels` and `items.stock_count` move with
 * the ledger lines in the same transaction). Compares each warehouse's stored quantity and value
 * with the sum of its ledger lines, and each item's stock count with its lines (a parent's with
 * its variants'), reports every difference and, unless it is a dry run, writes the ledger's figure.
 * Each company is checked in one transaction holding its receipt-number counter, the first lock
 * every posting takes, so no posting lands between the sums and the fix.
 */
async function run(context: ScriptContext<Parameters>) {
  const { parameters, app } = context;
  const companies = await companiesToVisit(app.db, parameters.companyId ?? null);
  let levelDifferences = 0;
  let countDifferences = 0;
  await context.log(`${parameters.dryRun ? 'Dry run: nothing will be changed. ' : ''}Checking ${companies.length} compan${companies.length === 1 ? 'y' : 'ies'}.`);
  for (const [index, company] of companies.entries()) {
    // Lines are written after the transaction: on the embedded database (one connection) a write
    // outside it would wait for it to end.
    const lines: string[] = [];
    await app.db.transaction(async (tx) => {
      // Postings of this company wait here until this transaction ends.
      await tx.execute(sql`
        insert into company_sequences (company_id, name, value) values (${company.id}, ${RECEIPT_CODE_PREFIX}, 0)
        on conflict (company_id, name) do update set value = company_sequences.value`);
      const levels = await levelDifferencesOf(tx, company.id);
      const counts = await countDifferencesOf(tx, company.id);
      for (const d of levels) {
        lines.push(
          `${company.name}: ${d.item_name} (item ${d.item_id}) in ${d.warehouse_name}: stock level ${shown(d.stored_quantity)}, ledger ${shown(d.ledger_quantity)}; value ${shown(d.stored_value)}, ledger ${shown(d.ledger_value)}`,
        );
      }
      for (const d of counts) {
        lines.push(`${company.name}: ${d.item_name} (item ${d.item_id}): stock count ${shown(d.stock_count)}, ledger ${shown(d.ledger_count)}`);
      }
      levelDifferences += levels.length;
      countDifferences += counts.length;
      if (!parameters.dryRun && (levels.length || counts.length)) {
        await context.checkpoint(tx);
        if (levels.length) await fixLevels(tx, company.id);
        if (counts.length) await fixCounts(tx, company.id);
        lines.push(`${company.name}: fixed ${levels.length} stock level${levels.length === 1 ? '' : 's'} and ${counts.length} stock count${counts.length === 1 ? '' : 's'}.`);
      }
    });
    for (const line of lines) await context.log(line);
    await context.progress(((index + 1) / companies.length) * 100);
  }
  const total = levelDifferences + countDifferences;
  await context.log(
    total === 0
      ? 'Every stock level and stock count matches the ledger.'
      : `${total} difference${total === 1 ? '' : 's'} found${parameters.dryRun ? ' (dry run: nothing changed)' : ', all fixed'}.`,
  );
  return { companies: companies.length, levelDifferences, countDifferences, fixed: parameters.dryRun ? 0 : total, dryRun: parameters.dryRun };
}

const LEDGER_BY_LEVEL = (companyId: number) => sql`
  select warehouse_id, item_id, sum(signed_quantity) as quantity, sum(cost_total) as value
  from item_receipt_lines where company_id = ${companyId} group by warehouse_id, item_id`;

async function levelDifferencesOf(tx: Db, companyId: number): Promise<LevelDifference[]> {
  const result = await tx.execute(sql`
    with ledger as (${LEDGER_BY_LEVEL(companyId)}),
    stored as (select warehouse_id, item_id, quantity, value from stock_levels where company_id = ${companyId})
    select coalesce(l.warehouse_id, s.warehouse_id) as warehouse_id, w.name as warehouse_name,
      coalesce(l.item_id, s.item_id) as item_id, i.name as item_name,
      s.quantity::text as stored_quantity, coalesce(l.quantity, 0)::text as ledger_quantity,
      s.value::text as stored_value, coalesce(l.value, 0)::text as ledger_value
    from ledger l
    full join stored s on s.warehouse_id = l.warehouse_id and s.item_id = l.item_id
    join warehouses w on w.id = coalesce(l.warehouse_id, s.warehouse_id)
    join items i on i.id = coalesce(l.item_id, s.item_id)
    where coalesce(s.quantity, 0) <> coalesce(l.quantity, 0) or coalesce(s.value, 0) <> coalesce(l.value, 0)
    order by i.name, w.name`);
  return result.rows as unknown as LevelDifference[];
}

async function countDifferencesOf(tx: Db, companyId: number): Promise<CountDifference[]> {
  // An item's count: its own lines plus its variants' (a parent is never moved itself).
  const result = await tx.execute(sql`
    with expected as (
      select i.id, coalesce((select sum(l.signed_quantity) from item_receipt_lines l
        where l.company_id = ${companyId} and (l.item_id = i.id or l.item_id in (select v.id from items v where v.parent_id = i.id))), 0) as expected
      from items i where i.company_id = ${companyId}
    )
    select i.id as item_id, i.name as item_name, i.stock_count::text as stock_count, e.expected::text as ledger_count
    from items i join expected e on e.id = i.id
    where i.stock_count <> e.expected
    order by i.name`);
  return result.rows as unknown as CountDifference[];
}

async function fixLevels(tx: Db, companyId: number) {
  await tx.execute(sql`
    insert into stock_levels (company_id, warehouse_id, item_id, quantity, value, updated_at)
    select ${companyId}, warehouse_id, item_id, quantity, value, now() from (${LEDGER_BY_LEVEL(companyId)}) ledger
    on conflict (warehouse_id, item_id) do update set quantity = excluded.quantity, value = excluded.value, updated_at = now()
    where stock_levels.quantity <> excluded.quantity or stock_levels.value <> excluded.value`);
  // A stored level the ledger knows nothing of is zero.
  await tx.execute(sql`
    update stock_levels s set quantity = 0, value = 0, updated_at = now()
    where s.company_id = ${companyId} and (s.quantity <> 0 or s.value <> 0)
      and not exists (select 1 from item_receipt_lines l where l.company_id = ${companyId} and l.warehouse_id = s.warehouse_id and l.item_id = s.item_id)`);
}

async function fixCounts(tx: Db, companyId: number) {
  await tx.execute(sql`
    update items set stock_count = e.expected, updated_at = now()
    from (
      select i.id, coalesce((select sum(l.signed_quantity) from item_receipt_lines l
        where l.company_id = ${companyId} and (l.item_id = i.id or l.item_id in (select v.id from items v where v.parent_id = i.id))), 0) as expected
      from items i where i.company_id = ${companyId}
    ) e
    where items.id = e.id and items.stock_count <> e.expected`);
}

export const recomputeStockLevels: DeveloperScript = {
  name: 'recompute-stock-levels',
  title: 'Recompute stock levels from the ledger',
  description:
    "Compares every warehouse's stock level (quantity and value) and every item's stock count with the sum of its ledger lines, reports each difference and, unless it is a dry run, sets the ledger's figure.",
  parameters: [COMPANY_PARAMETER, DRY_RUN_PARAMETER],
  run,
};
