import { todayInManila, toMoney, weightedTotal } from '@haligi/shared';
import type { Tenant } from '../../db/tenant';
import { findColumnCards, sumColumns } from './board.repository';
import { toBoardCard } from './board.presenter';

export interface BoardStage {
  key: string;
  label: string;
  color: string;
}

/**
 * The columns of the lead (isLead) or project board: each stage with its count, peso total and
 * one page of cards. One grouped query for the sums, one index range scan per column for the cards.
 */
export async function openBoard(tenant: Tenant, isLead: boolean, stages: readonly BoardStage[], page: number, perPage: number) {
  const [sums, pages] = await Promise.all([
    sumColumns(tenant, isLead, stages.map((stage) => stage.key)),
    Promise.all(stages.map((stage) => findColumnCards(tenant, isLead, stage.key, perPage, (page - 1) * perPage))),
  ]);
  const today = todayInManila();
  return {
    columns: stages.map((stage, i) => {
      const { count, total, byProbability } = sums.get(stage.key) ?? { count: 0, total: '0', byProbability: [] };
      return {
        key: stage.key,
        label: stage.label,
        color: stage.color,
        count,
        total: toMoney(total),
        /** Each card's budget times its win probability, summed exactly. */
        weightedTotal: toMoney(weightedTotal(byProbability)),
        page,
        perPage,
        hasMore: page * perPage < count,
        list: pages[i].map((row) => toBoardCard(row, today)),
      };
    }),
  };
}
