import { io, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, approvalSteps, userLevels } from '../src/db/schema';
import { Tenant } from '../src/db/tenant';
import { registerApprovalHandler, submitForApproval } from '../src/modules/approvals/approval-engine';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

/**
 * The engine on its own, with liquidations as the document (no module of ours registers that type
 * yet): this file's handler records what the engine asks the document to do.
 */
const APPROVE = 'TREASURY_PETTYCASH_LIQUIDATION_APPROVE_ACCESS';
const outcomes: { type: string; documentId: number; reason?: string; by: number }[] = [];

let server: TestServer;
let owner: TestUser;
let clerk: TestUser;
let approver: TestUser;
let secondApprover: TestUser;
let outsider: TestUser;
let stranger: TestUser;
let nextDocument = 1000;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { isFullAccess: true });
  const companyId = owner.companyId;
  clerk = await createUser(server, { companyId, scopes: ['TREASURY_PETTYCASH_LIQUIDATION_ACCESS'] });
  approver = await createUser(server, { companyId, scopes: [APPROVE] });
  secondApprover = await createUser(server, { companyId, scopes: [APPROVE] });
  outsider = await createUser(server, { companyId, scopes: ['LEADS_ACCESS'] });
  stranger = await createUser(server, { isFullAccess: true });
  registerApprovalHandler('LIQUIDATION', {
    onApproved: async (_tx, _tenant, documentId, by) => void outcomes.push({ type: 'approved', documentId, by: by.id }),
    onRejected: async (_tx, _tenant, documentId, reason, by) => void outcomes.push({ type: 'rejected', documentId, reason, by: by.id }),
    onReturned: async (_tx, _tenant, documentId, reason, by) => void outcomes.push({ type: 'returned', documentId, reason, by: by.id }),
  });
});
afterAll(async () => server?.stop());

/** A liquidation the clerk (or someone else) submits: its open steps, first first. */
async function submit(amount: string, requester: TestUser = clerk) {
  const documentId = ++nextDocument;
  const { db } = server.context;
  const submitted = await db.transaction((tx) =>
    submitForApproval(tx, new Tenant(tx, requester.companyId), { documentType: 'LIQUIDATION', documentId, documentCode: `LQ-${documentId}`, amount, requestedById: requester.accountId }),
  );
  const steps = await db.select().from(approvalSteps).where(eq(approvalSteps.approvalRequestId, submitted.approvalRequestId)).orderBy(approvalSteps.position);
  return { documentId, submitted, steps };
}
const pending = async (user: TestUser) => {
  const answer = await call(server, 'GET', '/approval/pending', { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as any[];
};
const approve = (user: TestUser, stepId: number, comment?: string) => call(server, 'POST', `/approval/${stepId}/approve`, { token: user.token, body: comment === undefined ? {} : { comment } });
const reject = (user: TestUser, stepId: number, body: unknown) => call(server, 'POST', `/approval/${stepId}/reject`, { token: user.token, body });
const saveWorkflow = (user: TestUser, body: unknown) => call(server, 'PUT', '/approval/workflow', { token: user.token, body });
const resetWorkflow = async () => expect((await saveWorkflow(owner, { documentType: 'LIQUIDATION', steps: [{ name: 'Approval', approverType: 'SCOPE', scope: APPROVE }] })).status).toBe(200);

describe('the default workflow', () => {
  it('one step, open at once, in the queue of every approve-scope holder and the owner, never the requester’s', async () => {
    const { documentId, submitted, steps } = await submit('1500.00');
    expect(submitted.status).toBe('PENDING');
    expect(steps.map((s) => [s.name, s.status])).toEqual([['Approval', 'PENDING']]);
    for (const user of [approver, secondApprover, owner]) {
      const mine = (await pending(user)).find((item) => item.documentId === documentId);
      expect(mine).toMatchObject({ id: steps[0].id, documentType: 'LIQUIDATION', documentCode: `LQ-${documentId}`, amount: '1500.00', stepName: 'Approval', requestedBy: { id: clerk.accountId, name: 'Juan Dela Cruz' } });
      expect(new Date(mine.createdAt).getTime()).toBeGreaterThan(0);
    }
    expect((await pending(clerk)).some((item) => item.documentId === documentId)).toBe(false);
    expect((await pending(outsider)).some((item) => item.documentId === documentId)).toBe(false);
    expect(await pending(stranger)).toEqual([]);
  });

  it('the queue is worked out when read: a member who gains the approve scope sees the steps already waiting', async () => {
    const { documentId } = await submit('200.00');
    const late = await createUser(server, { companyId: owner.companyId, scopes: ['LEADS_ACCESS'] });
    expect((await pending(late)).some((item) => item.documentId === documentId)).toBe(false);
    const [row] = await server.context.db.select({ roleId: accounts.roleId }).from(accounts).where(eq(accounts.id, late.accountId));
    const roleAnswer = await call(server, 'PATCH', `/role/${row.roleId}`, { token: owner.token, body: { scopeList: ['LEADS_ACCESS', APPROVE] } });
    expect(roleAnswer.status, JSON.stringify(roleAnswer.body)).toBe(200);
    expect((await pending(late)).some((item) => item.documentId === documentId)).toBe(true);
  });

  it('approve: 200, the document is approved through its handler, the step leaves every queue, deciding it again is a 409', async () => {
    const { documentId, steps } = await submit('300.00');
    const answer = await approve(approver, steps[0].id, 'Receipts complete');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Approved successfully', data: { documentId, stepStatus: 'APPROVED', requestStatus: 'APPROVED' } });
    expect(outcomes.at(-1)).toEqual({ type: 'approved', documentId, by: approver.accountId });
    expect((await pending(secondApprover)).some((item) => item.documentId === documentId)).toBe(false);
    expectError(await approve(secondApprover, steps[0].id), 409, 'This step has already been decided');
    expectError(await reject(owner, steps[0].id, { reason: 'late' }), 409, 'This step has already been decided');
  });

  it('reject needs a reason (400, nothing decided); with one the handler gets it and the trail shows who and when', async () => {
    const { documentId, steps } = await submit('400.00');
    const before = await countRows(server, 'approval_decisions');
    expectError(await reject(approver, steps[0].id, {}), 400, ['reason: is required']);
    expectError(await reject(approver, steps[0].id, { reason: '   ' }), 400, ['reason: is required']);
    expect(await countRows(server, 'approval_decisions')).toBe(before);
    const reason = 'The hardware receipt is missing and the amounts do not add up to the cash advance given';
    const answer = await reject(approver, steps[0].id, { reason });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Rejected successfully');
    expect(outcomes.at(-1)).toEqual({ type: 'rejected', documentId, reason, by: approver.accountId });
    const trail = await call(server, 'GET', `/approval/trail?documentType=LIQUIDATION&documentId=${documentId}`, { token: clerk.token });
    expect(trail.status).toBe(200);
    expect(trail.body).toMatchObject([
      { status: 'REJECTED', requestedBy: { id: clerk.accountId }, steps: [{ name: 'Approval', status: 'REJECTED', decisions: [{ decision: 'REJECTED', comment: reason, by: { id: approver.accountId, name: 'Juan Dela Cruz' }, onBehalfOf: null }] }] },
    ]);
    expect(new Date(trail.body[0].steps[0].decisions[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('return for changes goes to the handler with its reason (required)', async () => {
    const { documentId, steps } = await submit('450.00');
    expectError(await call(server, 'POST', `/approval/${steps[0].id}/return`, { token: approver.token, body: {} }), 400, ['reason: is required']);
    const answer = await call(server, 'POST', `/approval/${steps[0].id}/return`, { token: approver.token, body: { reason: 'Attach the OR' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Returned for changes', data: { requestStatus: 'RETURNED' } });
    expect(outcomes.at(-1)).toEqual({ type: 'returned', documentId, reason: 'Attach the OR', by: approver.accountId });
  });

  it('someone not an approver of the step, or the requester themselves, gets a 403 and nothing is decided', async () => {
    const { steps } = await submit('500.00', approver);
    const before = await countRows(server, 'approval_decisions');
    expectError(await approve(outsider, steps[0].id), 403, 'You are not an approver of this step');
    expectError(await approve(approver, steps[0].id), 403, 'You cannot decide a step of your own request');
    expectError(await reject(approver, steps[0].id, { reason: 'mine' }), 403, 'You cannot decide a step of your own request');
    expect(await countRows(server, 'approval_decisions')).toBe(before);
    expect((await pending(approver)).some((item) => item.id === steps[0].id)).toBe(false);
    // Another company's step does not exist for them.
    expectError(await approve(stranger, steps[0].id), 404);
    expect((await call(server, 'GET', `/approval/trail?documentType=LIQUIDATION&documentId=${nextDocument}`, { token: stranger.token })).body).toEqual([]);
  });

  it('the workflow’s "allow self-approval" setting (off by default) lets a one-person company approve its own request', async () => {
    const current = await call(server, 'GET', '/approval/workflow?documentType=LIQUIDATION', { token: owner.token });
    expect(current.status).toBe(200);
    expect(current.body.allowSelfApproval).toBe(false);
    expect((await saveWorkflow(owner, { documentType: 'LIQUIDATION', allowSelfApproval: true, steps: [{ name: 'Approval', approverType: 'SCOPE', scope: APPROVE }] })).status).toBe(200);
    const { steps } = await submit('600.00', approver);
    expect((await pending(approver)).some((item) => item.id === steps[0].id)).toBe(true);
    expect((await approve(approver, steps[0].id)).status).toBe(200);
    await resetWorkflow();
  });
});

describe('thresholds, several steps and N of M', () => {
  beforeAll(async () => {
    const answer = await saveWorkflow(owner, {
      documentType: 'LIQUIDATION',
      steps: [
        { name: 'Checked', approverType: 'SCOPE', scope: APPROVE },
        { name: 'Two partners', approverType: 'USERS', approverIds: [owner.accountId, approver.accountId, secondApprover.accountId], requiredCount: 2, minAmount: 50000 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Workflow saved successfully', data: { isDefault: false, steps: [{ name: 'Checked', minAmount: null }, { name: 'Two partners', minAmount: '50000.00', requiredCount: 2 }] } });
  });
  afterAll(resetWorkflow);

  it('at or below the threshold only the first step applies', async () => {
    const { steps } = await submit('50000.00');
    expect(steps.map((s) => s.name)).toEqual(['Checked']);
  });

  it('the API never skips a step: the second waits until the first is approved; then 2 of 3 distinct approvers approve it', async () => {
    const { documentId, steps } = await submit('50000.01');
    expect(steps.map((s) => [s.name, s.status])).toEqual([['Checked', 'PENDING'], ['Two partners', 'WAITING']]);
    expectError(await approve(owner, steps[1].id), 409, 'This step is not open for a decision yet');
    expect((await pending(owner)).some((item) => item.id === steps[1].id)).toBe(false);
    expect((await approve(approver, steps[0].id)).status).toBe(200);
    expect(outcomes.some((o) => o.documentId === documentId)).toBe(false);
    const first = await approve(owner, steps[1].id);
    expect(first.body).toMatchObject({ data: { stepStatus: 'PENDING', requestStatus: 'PENDING' } });
    expectError(await approve(owner, steps[1].id), 409, 'You have already decided this step');
    expect((await pending(owner)).some((item) => item.id === steps[1].id)).toBe(false);
    expect((await pending(secondApprover)).some((item) => item.id === steps[1].id)).toBe(true);
    expectError(await approve(clerk, steps[1].id), 403, 'You are not an approver of this step');
    const second = await approve(secondApprover, steps[1].id);
    expect(second.body).toMatchObject({ data: { stepStatus: 'APPROVED', requestStatus: 'APPROVED' } });
    expect(outcomes.at(-1)).toEqual({ type: 'approved', documentId, by: secondApprover.accountId });
  });

  it('a workflow edited later changes only documents submitted after', async () => {
    const { steps } = await submit('90000.00');
    await resetWorkflow();
    expect((await approve(approver, steps[0].id)).body.data.requestStatus).toBe('PENDING');
    const [open] = await server.context.db.select().from(approvalSteps).where(eq(approvalSteps.id, steps[1].id));
    expect(open.status).toBe('PENDING');
    await saveWorkflow(owner, {
      documentType: 'LIQUIDATION',
      steps: [
        { name: 'Checked', approverType: 'SCOPE', scope: APPROVE },
        { name: 'Two partners', approverType: 'USERS', approverIds: [owner.accountId, approver.accountId, secondApprover.accountId], requiredCount: 2, minAmount: 50000 },
      ],
    });
  });
});

describe('two approvers deciding the same step at once', () => {
  it('one wins, the other is told it was decided; one decision is kept', async () => {
    const { steps } = await submit('700.00');
    const answers = await Promise.all([approve(approver, steps[0].id), reject(secondApprover, steps[0].id, { reason: 'no' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This step has already been decided');
    expect(await countRows(server, 'approval_decisions', 'approval_step_id = $1', [steps[0].id])).toBe(1);
  });
});

describe('delegation while away', () => {
  it('the delegate sees the approver’s queue items, decides "for" them, and the trail says so; ended, it stops', async () => {
    const deputy = await createUser(server, { companyId: owner.companyId, scopes: ['LEADS_ACCESS'] });
    const now = Date.now();
    const given = await call(server, 'POST', '/approval/delegation', {
      token: approver.token,
      body: { toAccountId: deputy.accountId, startsAt: new Date(now - 3600_000).toISOString(), endsAt: new Date(now + 3600_000).toISOString(), note: 'On leave' },
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect(given.body).toMatchObject({ message: 'Delegation saved successfully', data: { from: { id: approver.accountId }, to: { id: deputy.accountId }, note: 'On leave', endedAt: null } });
    const { documentId, steps } = await submit('800.00');
    const item = (await pending(deputy)).find((i) => i.id === steps[0].id);
    expect(item).toMatchObject({ onBehalfOf: { id: approver.accountId } });
    expect((await approve(deputy, steps[0].id)).status).toBe(200);
    const trail = await call(server, 'GET', `/approval/trail?documentType=LIQUIDATION&documentId=${documentId}`, { token: owner.token });
    expect(trail.body[0].steps[0].decisions[0]).toMatchObject({ by: { id: deputy.accountId }, onBehalfOf: { id: approver.accountId } });

    expect((await call(server, 'GET', '/approval/delegation', { token: deputy.token })).body.map((d: any) => d.id)).toEqual([given.body.data.id]);
    expectError(await call(server, 'DELETE', `/approval/delegation/${given.body.data.id}`, { token: deputy.token }), 403);
    expect((await call(server, 'DELETE', `/approval/delegation/${given.body.data.id}`, { token: approver.token })).body).toEqual({ message: 'Delegation ended' });
    const later = await submit('900.00');
    expect((await pending(deputy)).some((i) => i.id === later.steps[0].id)).toBe(false);
    expectError(await approve(deputy, later.steps[0].id), 403, 'You are not an approver of this step');
  });

  it('refuses a delegation to oneself, an end before its start, or a member of another company', async () => {
    const body = { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-02T00:00:00Z' };
    expectError(await call(server, 'POST', '/approval/delegation', { token: approver.token, body: { ...body, toAccountId: approver.accountId } }), 400, ['toAccountId: you cannot delegate to yourself']);
    expectError(await call(server, 'POST', '/approval/delegation', { token: approver.token, body: { toAccountId: clerk.accountId, startsAt: body.endsAt, endsAt: body.startsAt } }), 400, ['endsAt: must be after startsAt']);
    expectError(await call(server, 'POST', '/approval/delegation', { token: approver.token, body: { ...body, toAccountId: stranger.accountId } }), 404);
  });
});

describe('workflow settings', () => {
  it('lists every document type; the purchase order starts with no steps', async () => {
    const answer = await call(server, 'GET', '/approval/workflow/list', { token: owner.token });
    expect(answer.status).toBe(200);
    const byType = Object.fromEntries(answer.body.map((w: any) => [w.documentType, w]));
    expect(byType.PURCHASE_ORDER).toMatchObject({ label: 'Purchase order', stepCount: 0, isDefault: true, canEdit: true });
    expect(byType.PURCHASE_REQUEST).toMatchObject({ stepCount: 1, isDefault: true });
  });

  it('bad steps are a 400 listing every problem, and nothing is saved', async () => {
    const other = await call(server, 'GET', '/approval/workflow?documentType=DELIVERY', { token: owner.token });
    const answer = await saveWorkflow(owner, {
      documentType: 'DELIVERY',
      steps: [
        { name: '', approverType: 'SCOPE' },
        { name: 'Pair', approverType: 'USERS', approverIds: [approver.accountId], requiredCount: 2 },
        { name: 'Team', approverType: 'ROLE', approverIds: [] },
      ],
    });
    expectError(answer, 400, ['steps.0.name: is required', 'steps.0.scope: is required for a scope step', 'steps.1.requiredCount: cannot be more than the approvers chosen', 'steps.2.approverIds: choose at least one approver']);
    expectError(await saveWorkflow(owner, { documentType: 'DELIVERY', steps: [{ name: 'x', approverType: 'SCOPE', scope: 'NOT_A_SCOPE' }] }), 400, ['steps.0.scope: is not a known scope']);
    expectError(await saveWorkflow(owner, { documentType: 'DELIVERY', steps: [{ name: 'x', approverType: 'USERS', approverIds: [stranger.accountId] }] }), 400, [
      `steps.0.approverIds: ${stranger.accountId} is not a member, role or user level of this company`,
    ]);
    expectError(await saveWorkflow(owner, { documentType: 'NOT_A_DOCUMENT', steps: [] }), 400);
    expect((await call(server, 'GET', '/approval/workflow?documentType=DELIVERY', { token: owner.token })).body).toEqual(other.body);
  });

  it('approvers by user level are checked against the company and decide', async () => {
    const [level] = await server.context.db.insert(userLevels).values({ companyId: owner.companyId, name: 'Supervisor', level: 2 }).returning();
    const supervisor = await createUser(server, { companyId: owner.companyId });
    await server.context.db.update(accounts).set({ userLevelId: level.id }).where(eq(accounts.id, supervisor.accountId));
    expect((await saveWorkflow(owner, { documentType: 'LIQUIDATION', steps: [{ name: 'Supervisor', approverType: 'USER_LEVEL', approverIds: [level.id] }] })).status).toBe(200);
    const { steps } = await submit('100.00');
    expectError(await approve(approver, steps[0].id), 403, 'You are not an approver of this step');
    expect((await approve(supervisor, steps[0].id)).status).toBe(200);
    await resetWorkflow();
  });

  it('the purchase request workflow screen scope edits that workflow only; others need SETTINGS_WORKFLOW', async () => {
    const editor = await createUser(server, { companyId: owner.companyId, scopes: ['SETTINGS_WORKFLOW_ACCESS'] });
    expect((await call(server, 'GET', '/approval/workflow?documentType=PURCHASE_REQUEST', { token: editor.token })).status).toBe(200);
    expectError(await call(server, 'GET', '/approval/workflow?documentType=DELIVERY', { token: editor.token }), 403);
    expectError(await saveWorkflow(editor, { documentType: 'DELIVERY', steps: [] }), 403);
    expectError(await saveWorkflow(outsider, { documentType: 'PURCHASE_REQUEST', steps: [] }), 403);
    const list = await call(server, 'GET', '/approval/workflow/list', { token: editor.token });
    expect(list.body.filter((w: any) => w.canEdit).map((w: any) => w.documentType)).toEqual(['PURCHASE_REQUEST']);
  });
});

describe('the live channel', () => {
  it('every decision is pushed as approval-processed to the company, not to another', async () => {
    const connect = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    const mine = await connect(clerk.token);
    const theirs = await connect(stranger.token);
    const heard: any[] = [];
    const overheard: any[] = [];
    mine.on('approval-processed', (p) => heard.push(p));
    theirs.on('approval-processed', (p) => overheard.push(p));
    try {
      const { documentId, steps } = await submit('1000.00');
      expect((await approve(approver, steps[0].id)).status).toBe(200);
      const event = await waitFor(() => heard.find((p) => p.documentId === documentId));
      expect(event).toMatchObject({ approvalId: steps[0].id, documentType: 'LIQUIDATION', documentCode: `LQ-${documentId}`, decision: 'APPROVED', stepStatus: 'APPROVED', status: 'APPROVED', by: { accountId: approver.accountId } });
      await new Promise((r) => setTimeout(r, 200));
      expect(overheard).toEqual([]);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
