import Decimal from 'decimal.js';
import { hasPermission, type PermissionRole } from '../access/permission';
import { describeLeadStage, LEAD_STAGES, PROJECT_STAGES, WIN_PROBABILITIES } from '../leads/lead.constants';
import {
  DASHBOARD_SECTION_SCOPES,
  DASHBOARD_SECTIONS,
  type BoqWaitingReason,
  type DashboardSection,
  type PipelineStageSummary,
  type PipelineSummary,
  type ProjectStageSummary,
  type ProjectsSummary,
  type StageTotals,
} from './dashboard.constants';

/** The sections a role may see, in page order. */
export function findDashboardSections(role: PermissionRole | null | undefined): DashboardSection[] {
  return DASHBOARD_SECTIONS.filter((section) => hasPermission(role, DASHBOARD_SECTION_SCOPES[section]));
}

const WON = 'closed-won';
const LOST = 'closed-lost';
const toPesos = (value: Decimal) => value.toFixed(2, Decimal.ROUND_HALF_UP);

/** The forecast weight of a win probability: its share as an exact decimal; UNKNOWN and anything unlisted weigh 0. */
export function winProbabilityWeight(winProbability: string): Decimal {
  const known = WIN_PROBABILITIES.find((p) => p.key === winProbability);
  return new Decimal(known ? String(known.weight) : 0);
}

/** Whether the lead's win probability is unknown: UNKNOWN, or a value the list does not hold. */
const isUnknownProbability = (winProbability: string) => winProbabilityWeight(winProbability).isZero();

/** One group of leads as the database sums them: a stage and a win probability. */
export interface PipelineGroup {
  stage: string;
  winProbability: string;
  count: number;
  /** Sum of the leads' budgets, exact decimal text. */
  value: string;
}

interface StageSums {
  count: number;
  value: Decimal;
  weighted: Decimal;
  unknownCount: number;
  unknownValue: Decimal;
}

const emptySums = (): StageSums => ({ count: 0, value: new Decimal(0), weighted: new Decimal(0), unknownCount: 0, unknownValue: new Decimal(0) });

function addGroup(sums: StageSums, group: PipelineGroup): StageSums {
  const value = new Decimal(group.value);
  const isUnknown = isUnknownProbability(group.winProbability);
  return {
    count: sums.count + group.count,
    value: sums.value.plus(value),
    weighted: sums.weighted.plus(value.times(winProbabilityWeight(group.winProbability))),
    unknownCount: sums.unknownCount + (isUnknown ? group.count : 0),
    unknownValue: isUnknown ? sums.unknownValue.plus(value) : sums.unknownValue,
  };
}

function sumGroups(groups: readonly PipelineGroup[]): StageSums {
  return groups.reduce(addGroup, emptySums());
}

/** Board order, then stages the board does not know (kept, not dropped) by name. */
function orderedStages(known: readonly string[], present: Iterable<string>): string[] {
  const unknown = [...new Set(present)].filter((stage) => !known.includes(stage)).sort();
  return [...known, ...unknown];
}

/**
 * The pipeline by stage: the open stages (every lead stage but closed won and closed lost) with
 * count, value and weighted value (value times win probability; UNKNOWN weighs 0 and is also
 * reported apart), their totals, and the closed stages as count and value only: a closed deal's
 * win probability no longer forecasts anything.
 */
export function summarizePipeline(groups: readonly PipelineGroup[]): PipelineSummary {
  const openKeys = LEAD_STAGES.map((s) => s.key as string).filter((key) => key !== WON && key !== LOST);
  const openStages = orderedStages(openKeys, groups.map((g) => g.stage).filter((stage) => stage !== WON && stage !== LOST));
  const stages: PipelineStageSummary[] = openStages.map((stage) => {
    const sums = sumGroups(groups.filter((g) => g.stage === stage));
    const { label, color } = describeLeadStage(stage);
    return {
      stage,
      label,
      color,
      count: sums.count,
      value: toPesos(sums.value),
      weightedValue: toPesos(sums.weighted),
      unknownProbabilityCount: sums.unknownCount,
      unknownProbabilityValue: toPesos(sums.unknownValue),
    };
  });
  const open = sumGroups(groups.filter((g) => g.stage !== WON && g.stage !== LOST));
  const closed = (stage: string): StageTotals => {
    const sums = sumGroups(groups.filter((g) => g.stage === stage));
    return { count: sums.count, value: toPesos(sums.value) };
  };
  return {
    stages,
    open: {
      count: open.count,
      value: toPesos(open.value),
      weightedValue: toPesos(open.weighted),
      unknownProbabilityCount: open.unknownCount,
      unknownProbabilityValue: toPesos(open.unknownValue),
    },
    won: closed(WON),
    lost: closed(LOST),
  };
}

/** One project board column as the database sums it. */
export interface ProjectGroup {
  stage: string;
  count: number;
  value: string;
}

/** Projects by stage in board order (every stage, empty ones at 0), and their total. */
export function summarizeProjects(groups: readonly ProjectGroup[]): ProjectsSummary {
  const stageKeys = orderedStages(PROJECT_STAGES.map((s) => s.key), groups.map((g) => g.stage));
  const stages: ProjectStageSummary[] = stageKeys.map((stage) => {
    const known = PROJECT_STAGES.find((s) => s.key === stage);
    const inStage = groups.filter((g) => g.stage === stage);
    return {
      stage,
      label: known?.label ?? stage,
      color: known?.color ?? 'gray',
      count: inStage.reduce((n, g) => n + g.count, 0),
      value: toPesos(inStage.reduce((sum, g) => sum.plus(g.value), new Decimal(0))),
    };
  });
  return {
    stages,
    total: {
      count: stages.reduce((n, s) => n + s.count, 0),
      value: toPesos(stages.reduce((sum, s) => sum.plus(s.value), new Decimal(0))),
    },
  };
}

/** What the dashboard reads of a project's current BOQ revision. */
export interface BoqWaitingFacts {
  status: string;
  /** ITEM lines in the revision. */
  itemLines: number;
  pendingTakeOffs: number;
  isSubmittedToClient: boolean;
}

/**
 * Why a project's current BOQ waits on someone: APPROVAL when take-offs were submitted and not
 * approved (locked or not); LOCK when it is unlocked, holds at least one item line and was not
 * submitted to the client (an empty BOQ is not ready to lock; a submitted one is frozen).
 */
export function findBoqWaitingReasons(boq: BoqWaitingFacts): BoqWaitingReason[] {
  const reasons: BoqWaitingReason[] = [];
  if (boq.pendingTakeOffs > 0) reasons.push('APPROVAL');
  if (boq.status !== 'LOCKED' && boq.itemLines > 0 && !boq.isSubmittedToClient) reasons.push('LOCK');
  return reasons;
}

/** An item is low on stock when it has a minimum level (above 0) and holds less than it. */
export function isLowStock(onHand: Decimal.Value, minimum: Decimal.Value): boolean {
  const min = new Decimal(minimum);
  return min.gt(0) && new Decimal(onHand).lt(min);
}

/** How much is missing to reach the minimum level (0 when there is enough), to 4 places. */
export function stockShortfall(onHand: Decimal.Value, minimum: Decimal.Value): string {
  return Decimal.max(new Decimal(minimum).minus(onHand), 0).toFixed(4);
}

/**
 * Low-stock order: the smallest share of the minimum on hand first (0 of 500 before 475 of 500),
 * then by name. Compared by cross-multiplying, so no division rounds.
 */
export function compareLowStock(
  a: { onHand: Decimal.Value; minimum: Decimal.Value; name: string },
  b: { onHand: Decimal.Value; minimum: Decimal.Value; name: string },
): number {
  const left = new Decimal(a.onHand).times(b.minimum);
  const right = new Decimal(b.onHand).times(a.minimum);
  return left.comparedTo(right) || a.name.localeCompare(b.name);
}
