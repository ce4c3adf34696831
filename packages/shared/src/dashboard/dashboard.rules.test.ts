import { describe, expect, it } from 'vitest';
import {
  compareLowStock,
  findBoqWaitingReasons,
  findDashboardSections,
  isLowStock,
  stockShortfall,
  summarizePipeline,
  summarizeProjects,
  winProbabilityWeight,
} from './dashboard.rules';

describe('findDashboardSections', () => {
  it('full access and developers get every section', () => {
    expect(findDashboardSections({ isFullAccess: true })).toEqual(['pipeline', 'projects', 'boqsWaiting', 'lowStock']);
    expect(findDashboardSections({ isDeveloper: true })).toEqual(['pipeline', 'projects', 'boqsWaiting', 'lowStock']);
  });
  it('each section needs a scope of the screen its card opens', () => {
    expect(findDashboardSections({ scopeList: ['LEADS_ACCESS'] })).toEqual(['pipeline']);
    expect(findDashboardSections({ scopeList: ['LEADS_ACCESS', 'PROJECT_ACCESS'] })).toEqual(['pipeline', 'projects', 'boqsWaiting']);
    expect(findDashboardSections({ scopeList: ['ASSET_WAREHOUSE_COMPANY_ACCESS'] })).toEqual(['lowStock']);
    expect(findDashboardSections({ scopeList: ['ASSET_ITEM_SIMPLE_ACCESS'] })).toEqual(['lowStock']);
    expect(findDashboardSections({ scopeList: ['ASSET_ITEM_ADVANCE_ACCESS'] })).toEqual(['lowStock']);
  });
  it('no section without a matching scope, nor without a role', () => {
    expect(findDashboardSections({ scopeList: ['MANPOWER_HRIS_ACCESS', 'SETTINGS_ROLES_ACCESS'] })).toEqual([]);
    expect(findDashboardSections({ scopeList: [] })).toEqual([]);
    expect(findDashboardSections(null)).toEqual([]);
  });
});

describe('winProbabilityWeight', () => {
  it('is the listed share as an exact decimal; UNKNOWN and unlisted values weigh 0', () => {
    expect(winProbabilityWeight('LOW').toString()).toBe('0.25');
    expect(winProbabilityWeight('MEDIUM').toString()).toBe('0.5');
    expect(winProbabilityWeight('HIGH').toString()).toBe('0.75');
    expect(winProbabilityWeight('VERY_HIGH').toString()).toBe('0.9');
    expect(winProbabilityWeight('UNKNOWN').toString()).toBe('0');
    expect(winProbabilityWeight('CERTAIN').toString()).toBe('0');
  });
});

describe('summarizePipeline', () => {
  const groups = [
    { stage: 'opportunity', winProbability: 'LOW', count: 2, value: '1000.10' },
    { stage: 'opportunity', winProbability: 'UNKNOWN', count: 1, value: '500.00' },
    { stage: 'proposal', winProbability: 'VERY_HIGH', count: 1, value: '0.05' },
    { stage: 'proposal', winProbability: 'HIGH', count: 3, value: '3000000.01' },
    { stage: 'closed-won', winProbability: 'VERY_HIGH', count: 2, value: '800.00' },
    { stage: 'closed-lost', winProbability: 'LOW', count: 1, value: '90.00' },
  ];

  it('lists every open stage in board order, empty ones at 0, closed ones apart', () => {
    const { stages } = summarizePipeline(groups);
    expect(stages.map((s) => s.stage)).toEqual(['opportunity', 'qualified', 'proposal', 'contacted', 'in-negotiation']);
    expect(stages.map((s) => s.label)).toEqual(['Opportunity', 'Qualified', 'Proposal', 'Contacted', 'In Negotiation']);
    expect(stages[1]).toEqual({
      stage: 'qualified',
      label: 'Qualified',
      color: 'cyan',
      count: 0,
      value: '0.00',
      weightedValue: '0.00',
      unknownProbabilityCount: 0,
      unknownProbabilityValue: '0.00',
    });
  });

  it('weights value by win probability exactly, rounding half up to the centavo', () => {
    const { stages } = summarizePipeline(groups);
    // 1000.10 x 0.25 = 250.025 -> 250.03; UNKNOWN adds value but no weight.
    expect(stages[0]).toMatchObject({ count: 3, value: '1500.10', weightedValue: '250.03', unknownProbabilityCount: 1, unknownProbabilityValue: '500.00' });
    // 0.05 x 0.9 + 3000000.01 x 0.75 = 0.045 + 2250000.0075 = 2250000.0525 -> 2250000.05
    expect(stages[2]).toMatchObject({ count: 4, value: '3000000.06', weightedValue: '2250000.05', unknownProbabilityCount: 0 });
  });

  it('totals the open stages from exact sums, and reports won and lost by count and value', () => {
    const summary = summarizePipeline(groups);
    // 250.025 + 2250000.0525 = 2250250.0775 -> 2250250.08
    expect(summary.open).toEqual({ count: 7, value: '3001500.16', weightedValue: '2250250.08', unknownProbabilityCount: 1, unknownProbabilityValue: '500.00' });
    expect(summary.won).toEqual({ count: 2, value: '800.00' });
    expect(summary.lost).toEqual({ count: 1, value: '90.00' });
  });

  it('the open total is rounded once, not the sum of rounded stages', () => {
    const halves = [
      { stage: 'opportunity', winProbability: 'LOW', count: 1, value: '0.02' },
      { stage: 'qualified', winProbability: 'LOW', count: 1, value: '0.02' },
    ];
    const summary = summarizePipeline(halves);
    // Each stage: 0.005 -> 0.01; together 0.01 exactly.
    expect(summary.stages.slice(0, 2).map((s) => s.weightedValue)).toEqual(['0.01', '0.01']);
    expect(summary.open.weightedValue).toBe('0.01');
  });

  it('keeps a stage the board does not know after the known ones, in a neutral colour', () => {
    const { stages, open } = summarizePipeline([{ stage: 'on-ice', winProbability: 'MEDIUM', count: 1, value: '10.00' }]);
    expect(stages.at(-1)).toMatchObject({ stage: 'on-ice', label: 'on-ice', color: 'gray', count: 1, weightedValue: '5.00' });
    expect(open.count).toBe(1);
  });

  it('an empty pipeline is all zeros', () => {
    const summary = summarizePipeline([]);
    expect(summary.stages).toHaveLength(5);
    expect(summary.open).toEqual({ count: 0, value: '0.00', weightedValue: '0.00', unknownProbabilityCount: 0, unknownProbabilityValue: '0.00' });
    expect(summary.won).toEqual({ count: 0, value: '0.00' });
  });
});

describe('summarizeProjects', () => {
  it('every project stage in board order with count and value, and the total', () => {
    const summary = summarizeProjects([
      { stage: 'in-progress', count: 2, value: '100.50' },
      { stage: 'planning', count: 1, value: '0.25' },
    ]);
    expect(summary.stages.map((s) => [s.stage, s.count, s.value])).toEqual([
      ['planning', 1, '0.25'],
      ['mobilization', 0, '0.00'],
      ['in-progress', 2, '100.50'],
      ['punch-list', 0, '0.00'],
      ['completed', 0, '0.00'],
      ['on-hold', 0, '0.00'],
    ]);
    expect(summary.stages[2]).toMatchObject({ label: 'In Progress', color: 'orange' });
    expect(summary.total).toEqual({ count: 3, value: '100.75' });
  });
  it('unknown stages follow the known ones in name order', () => {
    const summary = summarizeProjects([
      { stage: 'zoned', count: 1, value: '1.00' },
      { stage: 'archived', count: 1, value: '1.00' },
    ]);
    expect(summary.stages.slice(-2).map((s) => s.stage)).toEqual(['archived', 'zoned']);
  });
  it('keeps an unknown stage at the end under its own name', () => {
    const summary = summarizeProjects([{ stage: 'archived', count: 4, value: '1.00' }]);
    expect(summary.stages.at(-1)).toEqual({ stage: 'archived', label: 'archived', color: 'gray', count: 4, value: '1.00' });
    expect(summary.total).toEqual({ count: 4, value: '1.00' });
  });
});

describe('findBoqWaitingReasons', () => {
  const boq = { status: 'PENDING', itemLines: 3, pendingTakeOffs: 0, isSubmittedToClient: false };
  it('an unlocked BOQ with item lines waits for its lock', () => {
    expect(findBoqWaitingReasons(boq)).toEqual(['LOCK']);
  });
  it('an empty BOQ is not ready to lock', () => {
    expect(findBoqWaitingReasons({ ...boq, itemLines: 0 })).toEqual([]);
  });
  it('a locked or submitted BOQ does not wait for a lock', () => {
    expect(findBoqWaitingReasons({ ...boq, status: 'LOCKED' })).toEqual([]);
    expect(findBoqWaitingReasons({ ...boq, isSubmittedToClient: true })).toEqual([]);
  });
  it('pending take-offs wait for approval, locked or not', () => {
    expect(findBoqWaitingReasons({ ...boq, status: 'LOCKED', pendingTakeOffs: 1 })).toEqual(['APPROVAL']);
    expect(findBoqWaitingReasons({ ...boq, pendingTakeOffs: 2 })).toEqual(['APPROVAL', 'LOCK']);
  });
});

describe('low stock', () => {
  it('is under a minimum above 0; at the minimum is enough; no minimum is never low', () => {
    expect(isLowStock('475.0000', '500.0000')).toBe(true);
    expect(isLowStock('0', '0.0001')).toBe(true);
    expect(isLowStock('500', '500')).toBe(false);
    expect(isLowStock('501', '500')).toBe(false);
    expect(isLowStock('0', '0')).toBe(false);
  });
  it('the shortfall is what is missing to the minimum, never below 0', () => {
    expect(stockShortfall('475.0000', '500.0000')).toBe('25.0000');
    expect(stockShortfall('0.3333', '1')).toBe('0.6667');
    expect(stockShortfall('600', '500')).toBe('0.0000');
  });
  it('orders the smallest share of the minimum first, then by name', () => {
    const items = [
      { name: 'Cement', onHand: '475', minimum: '500' },
      { name: 'Wire', onHand: '12', minimum: '20' },
      { name: 'Gravel', onHand: '36', minimum: '40' },
      { name: 'Nails', onHand: '0', minimum: '10' },
      { name: 'Bolts', onHand: '6', minimum: '10' },
    ];
    expect([...items].sort(compareLowStock).map((i) => i.name)).toEqual(['Nails', 'Bolts', 'Wire', 'Gravel', 'Cement']);
  });
});
