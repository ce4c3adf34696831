import { compareLowStock, isLowStock } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, boqItems, companies, items, projects } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { DEMO_LEADS } from '../src/seed/demo-leads';
import { call, createUser, startTestServer, type TestServer } from './helper';

let server: TestServer;
let companyId: number;
const tokens: Record<string, string> = {};

const DEMO_SIGN_INS = {
  owner: ['owner@bayanihan.ph', 'Owner12345!'],
  sales: ['sales@bayanihan.ph', 'Sales12345!'],
  warehouse: ['warehouse@bayanihan.ph', 'Warehouse123!'],
  estimator: ['estimator@bayanihan.ph', 'Estimator123!'],
  hr: ['hr@bayanihan.ph', 'Payroll12345!'],
} as const;

beforeAll(async () => {
  server = await startTestServer();
  await seed(server.context);
  [{ id: companyId }] = await server.context.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Bayanihan Builders Corporation'));
  for (const [who, [email, password]] of Object.entries(DEMO_SIGN_INS)) {
    const login = await call(server, 'POST', '/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    tokens[who] = login.body.token;
  }
}, 180_000);
afterAll(async () => server?.stop());

const summaryOf = async (token: string) => {
  const answer = await call(server, 'GET', '/dashboard/summary', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

/** The demo leads summed by hand: budget per stage, weighted by the listed shares (UNKNOWN 0). */
function expectedPipeline() {
  const share: Record<string, string> = { UNKNOWN: '0', LOW: '0.25', MEDIUM: '0.5', HIGH: '0.75', VERY_HIGH: '0.9' };
  const stages = new Map<string, { count: number; value: Decimal; weighted: Decimal; unknown: Decimal }>();
  for (const [, abc, stage, probability] of DEMO_LEADS) {
    const s = stages.get(stage) ?? { count: 0, value: new Decimal(0), weighted: new Decimal(0), unknown: new Decimal(0) };
    stages.set(stage, {
      count: s.count + 1,
      value: s.value.plus(abc),
      weighted: s.weighted.plus(new Decimal(abc).times(share[probability])),
      unknown: probability === 'UNKNOWN' ? s.unknown.plus(abc) : s.unknown,
    });
  }
  return stages;
}

describe('GET /dashboard/summary on the demo company', () => {
  it('the owner gets every section', async () => {
    expect(Object.keys(await summaryOf(tokens.owner)).sort()).toEqual(['boqsWaiting', 'lowStock', 'pipeline', 'projects']);
  });

  it('sales (leads and projects) gets the pipeline, projects and BOQs, not low stock', async () => {
    expect(Object.keys(await summaryOf(tokens.sales)).sort()).toEqual(['boqsWaiting', 'pipeline', 'projects']);
  });

  it('the warehouse keeper gets low stock only; HR gets no section', async () => {
    expect(Object.keys(await summaryOf(tokens.warehouse))).toEqual(['lowStock']);
    expect(await summaryOf(tokens.hr)).toEqual({});
  });

  it('the pipeline: open stages by count, exact value and value weighted by win probability', async () => {
    const { pipeline } = await summaryOf(tokens.owner);
    const expected = expectedPipeline();
    expect(pipeline.stages.map((s: any) => s.stage)).toEqual(['opportunity', 'qualified', 'proposal', 'contacted', 'in-negotiation']);
    for (const stage of pipeline.stages) {
      const want = expected.get(stage.stage)!;
      expect(stage).toMatchObject({
        count: want.count,
        value: want.value.toFixed(2),
        weightedValue: want.weighted.toFixed(2, Decimal.ROUND_HALF_UP),
        unknownProbabilityValue: want.unknown.toFixed(2),
      });
    }
    // Opportunity by hand: 18,500,000 (UNKNOWN) + 12,750,000 x 0.25 + 24,300,000 x 0.5 + 6,850,000 x 0.25
    // + 3,450,000.50 (UNKNOWN) + 9,200,000 x 0.5 + 16,750,000 x 0.5 = 30,025,000.00 weighted.
    expect(pipeline.stages[0]).toMatchObject({ count: 7, value: '91800000.50', weightedValue: '30025000.00', unknownProbabilityCount: 2, unknownProbabilityValue: '21950000.50' });
    expect(pipeline.won).toEqual({ count: 6, value: expected.get('closed-won')!.value.toFixed(2) });
    expect(pipeline.lost).toEqual({ count: 5, value: expected.get('closed-lost')!.value.toFixed(2) });
  });

  it('the open totals agree with the leads dashboard (count, value and forecast)', async () => {
    const { pipeline } = await summaryOf(tokens.owner);
    const leads = (await call(server, 'GET', '/lead/dashboard', { token: tokens.owner })).body;
    expect(pipeline.open).toMatchObject({ count: leads.openCount, value: leads.openTotal.raw, weightedValue: leads.forecast.raw });
  });

  it('low stock: the items under their minimum, the smallest share on hand first, as the shared rule says', async () => {
    const { lowStock } = await summaryOf(tokens.warehouse);
    const all = await server.context.db
      .select({ name: items.name, onHand: items.stockCount, minimum: items.minimumStockLevel })
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.isDeleted, false)));
    const expected = all.filter((i) => isLowStock(i.onHand, i.minimum)).sort(compareLowStock);
    expect(lowStock.total).toBe(expected.length);
    expect(lowStock.list.map((i: any) => i.name)).toEqual(expected.map((i) => i.name));
    // The demo's reorder points: cement, gravel, 3.5 mm² wire and a rebar size run low; the rest do not.
    expect(lowStock.list.map((i: any) => i.name).sort()).toEqual(['Deformed Bar 6m 16mm Grade 40', 'Gravel 3/4"', 'Portland Cement Type 1 40kg', 'THHN Wire 3.5mm² 150m'].sort());
    const cement = lowStock.list.find((i: any) => i.name === 'Portland Cement Type 1 40kg');
    expect(cement).toMatchObject({ onHand: '475.0000', minimum: '500.0000', shortfall: '25.0000', uom: 'bag', isVariant: false });
    expect(lowStock.list.find((i: any) => i.name.startsWith('Deformed Bar')).isVariant).toBe(true);
  });
});

describe('projects and BOQs waiting', () => {
  it('projects by stage count and sum budgets; a project BOQ waits for its lock once it has item lines, for approval while take-offs are pending', async () => {
    const owner = tokens.owner;
    const create = async (name: string, budget: number) => {
      const created = await call(server, 'POST', '/project', { token: owner, body: { name, budget } });
      expect(created.status).toBe(201);
      const [boq] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, created.body.data.id));
      return { projectId: created.body.data.id as number, boqId: boq.id };
    };
    const before = await summaryOf(owner);
    const filled = await create('Dashboard Tower', 1250000.5);
    const empty = await create('Dashboard Annex', 300000);
    const { db } = server.context;
    await db.update(projects).set({ boardKey: 'in-progress' }).where(eq(projects.id, empty.projectId));
    const line = (boqId: number, key: string, extra: Partial<typeof boqItems.$inferInsert> = {}) => ({ companyId, boqId, position: 1, type: 'ITEM', key, description: 'Excavation', ...extra });
    await db.insert(boqItems).values(line(filled.boqId, `dash-${filled.boqId}-1`));

    const after = await summaryOf(owner);
    const stage = (summary: any, key: string) => summary.projects.stages.find((s: any) => s.stage === key);
    expect(stage(after, 'planning').count - stage(before, 'planning').count).toBe(1);
    expect(new Decimal(stage(after, 'planning').value).minus(stage(before, 'planning').value).toFixed(2)).toBe('1250000.50');
    expect(stage(after, 'in-progress').count - stage(before, 'in-progress').count).toBe(1);
    expect(after.projects.total.count - before.projects.total.count).toBe(2);
    const waiting = after.boqsWaiting.list.filter((b: any) => [filled.boqId, empty.boqId].includes(b.boqId));
    expect(waiting).toEqual([
      expect.objectContaining({ boqId: filled.boqId, projectId: filled.projectId, projectName: 'Dashboard Tower', boqName: 'Dashboard Tower BOQ', revision: 1, waitingFor: ['LOCK'], pendingTakeOffs: 0 }),
    ]);

    // A submitted take-off on the locked BOQ: it now waits for approval only, since the submission.
    const submittedAt = new Date('2026-11-20T01:30:00.000Z');
    await db.insert(boqItems).values(line(filled.boqId, `dash-${filled.boqId}-2`, { approvalStatus: 'PENDING', qtoSubmittedAt: submittedAt }));
    await db.update(billOfQuantities).set({ status: 'LOCKED' }).where(eq(billOfQuantities.id, filled.boqId));
    const locked = (await summaryOf(owner)).boqsWaiting.list.find((b: any) => b.boqId === filled.boqId);
    expect(locked).toMatchObject({ waitingFor: ['APPROVAL'], pendingTakeOffs: 1, since: submittedAt.toISOString() });

    // A newer revision is the project's current BOQ: the older one no longer counts.
    const [revision2] = await db.insert(billOfQuantities).values({ companyId, projectId: filled.projectId, name: 'Dashboard Tower BOQ', revision: 2, status: 'PENDING' }).returning();
    const current = (await summaryOf(owner)).boqsWaiting.list.filter((b: any) => b.projectId === filled.projectId);
    expect(current).toEqual([]);
    await db.insert(boqItems).values(line(revision2.id, `dash-${revision2.id}-1`));
    expect((await summaryOf(owner)).boqsWaiting.list.filter((b: any) => b.projectId === filled.projectId).map((b: any) => [b.boqId, b.revision])).toEqual([[revision2.id, 2]]);

    // A deleted project leaves the projects and the BOQ list.
    await db.update(projects).set({ isDeleted: true }).where(eq(projects.id, filled.projectId));
    const gone = await summaryOf(owner);
    expect(gone.projects.total.count).toBe(after.projects.total.count - 1);
    expect(gone.boqsWaiting.list.some((b: any) => b.projectId === filled.projectId)).toBe(false);
  });
});

describe('tenancy', () => {
  it("another company's full-access user sees none of the demo company's figures", async () => {
    const other = await createUser(server, { isFullAccess: true });
    const data = await summaryOf(other.token);
    expect(data.pipeline.open).toEqual({ count: 0, value: '0.00', weightedValue: '0.00', unknownProbabilityCount: 0, unknownProbabilityValue: '0.00' });
    expect(data.pipeline.won.count + data.pipeline.lost.count).toBe(0);
    expect(data.projects.total).toEqual({ count: 0, value: '0.00' });
    expect(data.boqsWaiting).toEqual({ total: 0, list: [] });
    expect(data.lowStock).toEqual({ total: 0, list: [] });
  });

  it('without a token the call answers 401', async () => {
    expect((await call(server, 'GET', '/dashboard/summary')).status).toBe(401);
  });
});
