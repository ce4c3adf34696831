import { addOneMonth, LEAD_STAGES, LEAD_STAGE_KEYS, todayInManila, toMoney, WIN_PROBABILITIES } from '@haligi/shared';
import { and, asc, count, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { accounts, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { accountName, sumColumns } from '../boards/board.repository';
import { liveLeads } from './leads.repository';

const WON = 'closed-won';
const LOST = 'closed-lost';
const total = sql<string>`coalesce(sum(${projects.budget}), 0)::text`;
/** Budget x win weight, summed in numeric and rounded to centavos: the forecast is exact. */
const weighted = sql<string>`coalesce(round(sum(${projects.budget} * case ${projects.winProbability} ${sql.join(
  WIN_PROBABILITIES.map((w) => sql`when ${w.key} then ${String(w.weight)}::numeric`),
  sql` `,
)} else 0 end), 2), 0)::text`;

/** GET /lead/dashboard: stage totals, win rate, forecast, sources, owners and what closes this month. */
export async function getLeadDashboard(tenant: Tenant) {
  const { db } = tenant;
  const open = liveLeads(tenant, notInArray(projects.boardKey, [WON, LOST]));
  const monthStart = `${todayInManila().slice(0, 7)}-01`;
  const [stages, [openSums], bySource, byOwner, closing] = await Promise.all([
    sumColumns(tenant, true, LEAD_STAGE_KEYS),
    db.select({ count: count(), total, forecast: weighted }).from(projects).where(open),
    db
      .select({ source: projects.leadSource, count: count(), total })
      .from(projects)
      .where(liveLeads(tenant))
      .groupBy(projects.leadSource)
      .orderBy(desc(count()), asc(projects.leadSource)),
    db
      .select({ ownerId: projects.relationshipOwnerId, name: sql<string | null>`min(${accountName})`, count: count(), total })
      .from(projects)
      .leftJoin(accounts, eq(accounts.id, projects.relationshipOwnerId))
      .where(liveLeads(tenant))
      .groupBy(projects.relationshipOwnerId)
      .orderBy(desc(count()), asc(projects.relationshipOwnerId)),
    db
      .select({ id: projects.id, name: projects.name, endDate: projects.endDate, budget: projects.budget, leadBoardStage: projects.boardKey })
      .from(projects)
      .where(and(open, gte(projects.endDate, monthStart), lt(projects.endDate, addOneMonth(monthStart))))
      .orderBy(asc(projects.endDate), asc(projects.id))
      .limit(50),
  ]);
  const won = stages.get(WON)?.count ?? 0;
  const lost = stages.get(LOST)?.count ?? 0;
  return {
    byStage: LEAD_STAGES.map((s) => ({
      key: s.key,
      label: s.label,
      color: s.color,
      count: stages.get(s.key)?.count ?? 0,
      total: toMoney(stages.get(s.key)?.total ?? 0),
    })),
    winRate: won + lost === 0 ? 0 : won / (won + lost),
    forecast: toMoney(openSums.forecast),
    bySource: bySource.map((r) => ({ source: r.source, count: Number(r.count), total: toMoney(r.total) })),
    byOwner: byOwner.map((r) => ({ ownerId: r.ownerId, name: r.name ?? 'Unassigned', count: Number(r.count), total: toMoney(r.total) })),
    closingThisMonth: closing.map((r) => ({ ...r, budget: toMoney(r.budget) })),
    openCount: Number(openSums.count),
    openTotal: toMoney(openSums.total),
  };
}
