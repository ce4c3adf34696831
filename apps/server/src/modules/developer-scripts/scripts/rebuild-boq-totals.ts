import { computeBoq } from '@haligi/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { billOfQuantities } from '../../../db/schema';
import { Tenant } from '../../../db/tenant';
import { broadcastBoqData, loadBoqRows, lockBoq } from '../../boq/boq.repository';
import { COMPANY_PARAMETER, type DeveloperScript, type ScriptContext } from '../script-types';
import { companiesToVisit } from './companies';

interface Parameters {
  companyId?: number | null;
  boqId?: number;
}

/**
 * BOQ totals are not stored: each read computes them from the rows with the shared `computeBoq`,
 * and each process caches the rows by `edit_version` (boq module). Rebuilding reads every BOQ's
 * rows under the BOQ's own row lock (the lock every BOQ write takes, `lockBoq`), recomputes the
 * totals through the same arithmetic, reports rows whose parent is missing, and sends the fresh
 * BOQ to its room (`broadcastBoqData`), so every open editor shows the recomputed totals.
 */
async function run(context: ScriptContext<Parameters>) {
  const { app, parameters } = context;
  const companies = await companiesToVisit(app.db, parameters.companyId ?? null);
  const companyIds = companies.map((company) => company.id);
  const boqs = companyIds.length
    ? await app.db
        .select({ id: billOfQuantities.id, companyId: billOfQuantities.companyId, name: billOfQuantities.name, revision: billOfQuantities.revision })
        .from(billOfQuantities)
        .where(and(inArray(billOfQuantities.companyId, companyIds), parameters.boqId ? eq(billOfQuantities.id, parameters.boqId) : undefined))
        .orderBy(asc(billOfQuantities.companyId), asc(billOfQuantities.id))
    : [];
  if (parameters.boqId && boqs.length === 0) throw new Error(`There is no BOQ ${parameters.boqId}${parameters.companyId ? ' in that company' : ''}`);
  const nameOf = new Map(companies.map((company) => [company.id, company.name]));
  await context.log(`Rebuilding the totals of ${boqs.length} BOQ${boqs.length === 1 ? '' : 's'}.`);
  let orphanRows = 0;
  for (const [index, boq] of boqs.entries()) {
    const tenant = new Tenant(app.db, boq.companyId);
    const figures = await app.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      await lockBoq(tx, scoped, boq.id);
      const rows = await loadBoqRows(tx, scoped, boq.id);
      const ids = new Set(rows.map((row) => row.id));
      const orphans = rows.filter((row) => row.parentId !== null && !ids.has(row.parentId));
      return { rows: rows.length, orphans, computed: computeBoq(rows) };
    });
    orphanRows += figures.orphans.length;
    await context.log(
      `${nameOf.get(boq.companyId)}: BOQ ${boq.id} "${boq.name}" (revision ${boq.revision}): ${figures.rows} rows, total ${figures.computed.boqTotal}, with profit ${figures.computed.boqTotalWithProfit}`,
    );
    for (const orphan of figures.orphans) {
      await context.log(`  row ${orphan.id} names parent ${orphan.parentId}, which is not in the BOQ: it is shown at the top level`);
    }
    await broadcastBoqData(app.realtime, app.db, tenant, boq.id);
    await context.progress(((index + 1) / Math.max(1, boqs.length)) * 100);
  }
  await context.log(`Done: ${boqs.length} BOQ${boqs.length === 1 ? '' : 's'} recomputed and sent to open editors.`);
  return { boqs: boqs.length, orphanRows };
}


export const rebuildBoqTotals: DeveloperScript = {
  name: 'rebuild-boq-totals',
  title: 'Rebuild BOQ totals',
  description:
    "Recomputes every bill of quantities' totals from its rows under the BOQ's lock, through the BOQ module's own arithmetic, reports each BOQ's total and any row whose parent is missing, and sends the fresh BOQ to everyone editing it.",
  parameters: [
    COMPANY_PARAMETER,
    { name: 'boqId', label: 'BOQ id', kind: 'number', required: false, min: 1, max: 2_147_483_647, integer: true, description: 'Only this BOQ (leave empty for all).' },
  ],
  run,
};
