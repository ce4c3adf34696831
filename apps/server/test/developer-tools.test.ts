import { and, eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, items, jobs, jobSchedules, recordCounts, scriptRuns, stockLevels } from '../src/db/schema';
import { Scheduler } from '../src/modules/scheduler/scheduler';
import { expectError } from './assertions';
import { call, createUser, startSecondServer, startTestServer, waitFor, type TestServer, type TestUser } from './helper';
import { adjust, createWarehouse, insertItem } from './inventory-helpers';

let server: TestServer;
let developer: TestUser;
let member: TestUser;
let keeper: TestUser;
const open: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  developer = await createUser(server, { isDeveloper: true });
  member = await createUser(server, { isFullAccess: true });
  keeper = await createUser(server, { isFullAccess: true });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

const as = (user: TestUser) => ({
  get: (path: string) => call(server, 'GET', path, { token: user.token }),
  post: (path: string, body?: unknown) => call(server, 'POST', path, { token: user.token, body: body ?? {} }),
  put: (path: string, body: unknown = {}) => call(server, 'PUT', path, { token: user.token, body }),
  patch: (path: string, body: unknown) => call(server, 'PATCH', path, { token: user.token, body }),
});
/** The developer's calls (read when a test runs: the account is made in beforeAll). */
const dev = {
  get: (path: string) => as(developer).get(path),
  post: (path: string, body?: unknown) => as(developer).post(path, body),
  put: (path: string, body: unknown = {}) => as(developer).put(path, body),
  patch: (path: string, body: unknown) => as(developer).patch(path, body),
};

async function runScript(name: string, parameters: Record<string, unknown>) {
  const answer = await dev.post(`/developer/scripts/${name}/run`, { parameters });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; jobId: number };
}

async function finishedRun(id: number) {
  return waitFor(async () => {
    const answer = await dev.get(`/developer/script-runs/${id}`);
    return answer.body.status === 'COMPLETED' || answer.body.status === 'FAILED' ? answer.body : null;
  }, 15_000);
}

const auditEntries = (action: string, entityId: number | string) =>
  server.context.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

async function connect(token: string) {
  const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return heard;
}

/** A company with one item of 10 pieces at 100 each in one warehouse, through the ledger. */
async function stockedCompany() {
  const warehouse = await createWarehouse(server, keeper);
  const item = await insertItem(server, keeper.companyId);
  await adjust(server, keeper, warehouse.id, 'ADD', [{ itemId: item.id, quantity: 10, rate: 100 }]);
  return { warehouse, item };
}

const level = async (warehouseId: number, itemId: number) =>
  (await server.context.db.select().from(stockLevels).where(and(eq(stockLevels.warehouseId, warehouseId), eq(stockLevels.itemId, itemId))))[0];
const countOf = async (itemId: number) => (await server.context.db.select({ n: items.stockCount }).from(items).where(eq(items.id, itemId)))[0].n;

describe('developer scripts', () => {
  it('lists the registered scripts with their parameter descriptions', async () => {
    const answer = await dev.get('/developer/scripts');
    expect(answer.status).toBe(200);
    const names = answer.body.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['recompute-stock-levels', 'rebuild-boq-totals', 'resend-failed-mails', 'recompute-record-counts']));
    const stock = answer.body.find((s: { name: string }) => s.name === 'recompute-stock-levels');
    expect(stock.parameters).toEqual([
      expect.objectContaining({ name: 'companyId', kind: 'company', required: false }),
      expect.objectContaining({ name: 'dryRun', kind: 'boolean', default: true }),
    ]);
  });

  it('an unknown script is 404 and nothing is queued; refuses members (403) and guests (401)', async () => {
    const before = await server.context.db.select({ n: sql<number>`count(*)::int` }).from(scriptRuns);
    expectError(await dev.post('/developer/scripts/drop-database/run', { parameters: {} }), 404, 'Script drop-database not found');
    expectError(await dev.post('/developer/scripts/__proto__/run', { parameters: {} }), 404);
    expectError(await as(member).post('/developer/scripts/recompute-stock-levels/run', { parameters: {} }), 403);
    expectError(await call(server, 'POST', '/developer/scripts/recompute-stock-levels/run', { body: { parameters: {} } }), 401);
    const after = await server.context.db.select({ n: sql<number>`count(*)::int` }).from(scriptRuns);
    expect(after[0].n).toBe(before[0].n);
  });

  it('bad parameters are a 400 listing each problem, and nothing is queued', async () => {
    const before = (await server.context.db.select({ n: sql<number>`count(*)::int` }).from(scriptRuns))[0].n;
    const answer = await dev.post('/developer/scripts/recompute-stock-levels/run', { parameters: { companyId: 'abc', dryRun: 'yes', code: 'process.exit()' } });
    expectError(answer, 400);
    expect([...answer.body.message].sort()).toEqual([
      'parameters.companyId: must be a number',
      'parameters.dryRun: must be true or false',
      'parameters: is not a field here: code',
    ]);
    expectError(await dev.post('/developer/scripts/recompute-stock-levels/run', { parameters: { companyId: 2_000_000_000 } }), 400, [
      'parameters.companyId: there is no company 2000000000',
    ]);
    expectError(await dev.post('/developer/scripts/resend-failed-mails/run', { parameters: { since: '2026-02-30' } }), 400, ['parameters.since: must be a date written YYYY-MM-DD']);
    expect((await server.context.db.select({ n: sql<number>`count(*)::int` }).from(scriptRuns))[0].n).toBe(before);
  });

  it('the stock recompute reports a tampered stock level; a dry run changes nothing; a real run fixes it; output and progress reach the socket', async () => {
    const { warehouse, item } = await stockedCompany();
    await server.context.db.update(stockLevels).set({ quantity: '7', value: '700' }).where(and(eq(stockLevels.warehouseId, warehouse.id), eq(stockLevels.itemId, item.id)));
    await server.context.db.update(items).set({ stockCount: '99' }).where(eq(items.id, item.id));
    const heard = await connect(developer.token);

    const dry = await runScript('recompute-stock-levels', { companyId: keeper.companyId, dryRun: true });
    const dryDone = await finishedRun(dry.id);
    expect(dryDone.status).toBe('COMPLETED');
    expect(dryDone.progress).toBe(100);
    expect(dryDone.ranById).toBe(developer.accountId);
    expect(dryDone.parameters).toEqual({ companyId: keeper.companyId, dryRun: true });
    expect(dryDone.summary).toEqual({ companies: 1, levelDifferences: 1, countDifferences: 1, fixed: 0, dryRun: true });
    expect(dryDone.output).toContain(
      `${(await server.context.db.execute(sql`select name from companies where id = ${keeper.companyId}`)).rows[0].name}: ${item.name} (item ${item.id}) in ${warehouse.name}: stock level 7, ledger 10; value 700, ledger 1000`,
    );
    expect(dryDone.output.some((line: string) => line.includes(`(item ${item.id}): stock count 99, ledger 10`))).toBe(true);
    expect(dryDone.startedAt).not.toBeNull();
    expect(dryDone.finishedAt).not.toBeNull();
    // Dry run: still tampered.
    expect(Number((await level(warehouse.id, item.id)).quantity)).toBe(7);
    expect(Number(await countOf(item.id))).toBe(99);

    // The developer's socket heard the lines, the progress and the end.
    const pushes = await waitFor(() => {
      const mine = heard.filter((h) => h.event === 'script-output' && h.payload.runId === dry.id).map((h) => h.payload);
      return mine.some((p) => p.status === 'COMPLETED') ? mine : null;
    });
    expect(pushes.flatMap((p) => p.lines)).toEqual(dryDone.output);
    expect(pushes.some((p) => p.status === 'RUNNING' && p.progress === 100)).toBe(true);
    expect(pushes.at(-1)).toMatchObject({ status: 'COMPLETED', progress: 100 });

    const real = await runScript('recompute-stock-levels', { companyId: keeper.companyId, dryRun: false });
    const realDone = await finishedRun(real.id);
    expect(realDone.summary).toMatchObject({ levelDifferences: 1, countDifferences: 1, fixed: 2, dryRun: false });
    expect(realDone.output.some((line: string) => line.endsWith('fixed 1 stock level and 1 stock count.'))).toBe(true);
    const fixed = await level(warehouse.id, item.id);
    expect(Number(fixed.quantity)).toBe(10);
    expect(Number(fixed.value)).toBe(1000);
    expect(Number(await countOf(item.id))).toBe(10);

    // A third run finds nothing.
    const again = await finishedRun((await runScript('recompute-stock-levels', { companyId: keeper.companyId, dryRun: false })).id);
    expect(again.summary).toMatchObject({ levelDifferences: 0, countDifferences: 0 });
    expect(again.output.at(-1)).toBe('Every stock level and stock count matches the ledger.');

    // Each run is audited with who ran it and its parameters.
    const [entry] = await auditEntries('script.run', real.id);
    expect(entry).toMatchObject({ actorAccountId: developer.accountId, companyId: keeper.companyId, entity: 'script_run' });
    expect(entry.after).toMatchObject({ script: 'recompute-stock-levels', parameters: { companyId: keeper.companyId, dryRun: false } });

    // Another developer's socket hears nothing of this run.
    const other = await createUser(server, { isDeveloper: true });
    const otherHeard = await connect(other.token);
    await finishedRun((await runScript('recompute-stock-levels', { companyId: keeper.companyId, dryRun: true })).id);
    await new Promise((r) => setTimeout(r, 200));
    expect(otherHeard.filter((h) => h.event === 'script-output')).toEqual([]);
  });

  it('the run table lists runs with who ran them and filters by script and status', async () => {
    const answer = await dev.put('/developer/script-runs?page=1&perPage=50', { filters: [{ key: 'script', value: 'recompute-stock-levels' }, { key: 'status', value: 'COMPLETED' }] });
    expect(answer.status).toBe(200);
    expect(answer.body.list.length).toBeGreaterThan(0);
    for (const row of answer.body.list) expect(row).toMatchObject({ script: 'recompute-stock-levels', status: 'COMPLETED', ranByName: 'Juan Dela Cruz' });
    expectError(await dev.get('/developer/script-runs/999999'), 404, 'Script run not found');
  });

  it('resend failed mails queues failed mail jobs again, not canceled ones', async () => {
    const { db } = server.context;
    const [mail] = await db.insert(emailOutbox).values({ companyId: keeper.companyId, to: 'failed@example.ph', subject: 'Payslip', text: 'x', html: 'x' }).returning();
    const [failed] = await db.insert(jobs).values({ name: 'mail.send', payload: { outboxId: mail.id }, state: 'FAILED', attempts: 5, lastError: 'SMTP refused', companyId: keeper.companyId }).returning();
    const [canceled] = await db
      .insert(jobs)
      .values({ name: 'mail.send', payload: { outboxId: mail.id }, state: 'FAILED', attempts: 0, lastError: 'Canceled', canceledAt: new Date(), companyId: keeper.companyId })
      .returning();
    const run = await finishedRun((await runScript('resend-failed-mails', { companyId: keeper.companyId })).id);
    expect(run.summary).toEqual({ failed: 1, queued: 1, dryRun: false });
    expect(run.output).toContain(`Mail ${mail.id} to failed@example.ph "Payslip": SMTP refused`);
    // Without SMTP the mail job keeps it in the outbox: it completed.
    await waitFor(async () => (await db.select().from(jobs).where(eq(jobs.id, failed.id)))[0].state === 'COMPLETED');
    expect((await db.select().from(emailOutbox).where(eq(emailOutbox.id, mail.id)))[0].status).toBe('KEPT');
    expect((await db.select().from(jobs).where(eq(jobs.id, canceled.id)))[0].state).toBe('FAILED');
  });

  it('recompute record counts fixes a wrong counter', async () => {
    const { db } = server.context;
    await stockedCompany();
    const counter = and(eq(recordCounts.companyId, keeper.companyId), eq(recordCounts.counter, 'ledger_lines'));
    const [right] = await db.select().from(recordCounts).where(counter);
    await db.update(recordCounts).set({ n: right.n + 5 }).where(counter);
    const run = await finishedRun((await runScript('recompute-record-counts', { companyId: keeper.companyId, dryRun: false })).id);
    expect(run.output).toContain(`${run.output[0].split(':')[0]}: ledger_lines: counted ${right.n + 5}, really ${right.n}`);
    expect((await db.select().from(recordCounts).where(counter))[0].n).toBe(right.n);
  });

  it('a run that fails keeps its error and its job is FAILED after its one attempt', async () => {
    const queued = await runScript('rebuild-boq-totals', { boqId: 987654 });
    const run = await finishedRun(queued.id);
    expect(run).toMatchObject({ status: 'FAILED', error: 'There is no BOQ 987654' });
    expect(run.output.at(-1)).toBe('Failed: There is no BOQ 987654');
    const [job] = await server.context.db.select().from(jobs).where(eq(jobs.id, queued.jobId));
    expect(job).toMatchObject({ state: 'FAILED', attempts: 1, maxAttempts: 1, lastError: 'There is no BOQ 987654' });
  });

  it('rebuild BOQ totals runs over a company with no BOQ', async () => {
    const run = await finishedRun((await runScript('rebuild-boq-totals', { companyId: member.companyId })).id);
    expect(run.status).toBe('COMPLETED');
    expect(run.output[0]).toBe('Rebuilding the totals of 0 BOQs.');
  });
});

describe('queue process', () => {
  const insertJob = async (fields: Partial<typeof jobs.$inferInsert> = {}) =>
    (await server.context.db.insert(jobs).values({ name: 'test.later', payload: { n: 1 }, runAt: new Date(Date.now() + 3_600_000), ...fields }).returning())[0];

  it('counts jobs per state, filters by state and type, and answers a job in detail', async () => {
    const waiting = await insertJob({ name: 'test.counted' });
    const counts = await dev.get('/developer/jobs/counts');
    expect(counts.status).toBe(200);
    expect(Object.keys(counts.body.counts).sort()).toEqual(['COMPLETED', 'FAILED', 'QUEUED', 'RETRYING', 'RUNNING']);
    expect(counts.body.counts.QUEUED).toBeGreaterThanOrEqual(1);
    expect(counts.body.names).toContain('test.counted');
    const table = await dev.put('/developer/jobs?page=1&perPage=50', { filters: [{ key: 'state', value: 'QUEUED' }, { key: 'name', value: 'test.counted' }] });
    expect(table.body.list.map((row: { id: number }) => row.id)).toEqual([waiting.id]);
    expectError(await dev.put('/developer/jobs?page=1&perPage=50', { filters: [{ key: 'state', value: 'DONE' }] }), 400);
    const detail = await dev.get(`/developer/jobs/${waiting.id}`);
    expect(detail.body).toMatchObject({ id: waiting.id, name: 'test.counted', state: 'QUEUED', payload: { n: 1 }, attempts: 0, maxAttempts: 5, lastError: null, canceledAt: null });
    expectError(await dev.get('/developer/jobs/99999999'), 404, 'Job not found');
  });

  it('cancels a queued job (audited), refuses a running one with 409, and a canceled job can be retried', async () => {
    const heard = await connect(developer.token);
    const waiting = await insertJob();
    const answer = await dev.post(`/developer/jobs/${waiting.id}/cancel`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'FAILED', canceledById: developer.accountId });
    const detail = await dev.get(`/developer/jobs/${waiting.id}`);
    expect(detail.body).toMatchObject({ state: 'FAILED', canceledByName: 'Juan Dela Cruz', lastError: 'Canceled by a developer before it ran' });
    const [entry] = await auditEntries('job.cancel', waiting.id);
    expect(entry).toMatchObject({ actorAccountId: developer.accountId, before: { state: 'QUEUED' }, after: { state: 'FAILED' } });
    await waitFor(() => heard.find((h) => h.event === 'developer-job-changed' && h.payload.jobId === waiting.id && h.payload.state === 'FAILED'));
    expectError(await dev.post(`/developer/jobs/${waiting.id}/cancel`), 409, `Only a queued or retrying job can be canceled; job ${waiting.id} is FAILED`);

    // Running: refused, the job finishes.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.context.queue.register('test.gated', async () => gate);
    const running = await server.context.queue.enqueue('test.gated', {});
    await waitFor(async () => (await server.context.db.select().from(jobs).where(eq(jobs.id, running.id)))[0].state === 'RUNNING');
    expectError(await dev.post(`/developer/jobs/${running.id}/cancel`), 409, `Job ${running.id} is running and cannot be canceled; wait for it to finish`);
    release();
    await waitFor(async () => (await server.context.db.select().from(jobs).where(eq(jobs.id, running.id)))[0].state === 'COMPLETED');
    expect(await auditEntries('job.cancel', running.id)).toEqual([]);

    // Retry of the canceled one: queued again with fresh attempts, the cancel mark cleared, audited.
    await server.context.db.update(jobs).set({ name: 'test.retried' }).where(eq(jobs.id, waiting.id));
    server.context.queue.register('test.retried', async () => undefined);
    const retried = await dev.post(`/developer/jobs/${waiting.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ state: 'QUEUED', attempts: 0, canceledAt: null });
    await waitFor(async () => (await server.context.db.select().from(jobs).where(eq(jobs.id, waiting.id)))[0].state === 'COMPLETED');
    expect((await auditEntries('job.retry', waiting.id))[0]).toMatchObject({ actorAccountId: developer.accountId, before: { state: 'FAILED' } });
    expectError(await dev.post(`/developer/jobs/${waiting.id}/retry`), 422, `Only a failed job can be retried; job ${waiting.id} is COMPLETED`);
  });

  it('a member cannot see or touch the queue', async () => {
    const waiting = await insertJob();
    expectError(await as(member).post(`/developer/jobs/${waiting.id}/cancel`), 403);
    expectError(await as(member).get('/developer/jobs/counts'), 403);
    expectError(await call(server, 'GET', `/developer/jobs/${waiting.id}`), 401);
    expect((await server.context.db.select().from(jobs).where(eq(jobs.id, waiting.id)))[0].state).toBe('QUEUED');
  });
});

describe('scheduler', () => {
  const createSchedule = async (body: Record<string, unknown>) => {
    const answer = await dev.post('/developer/schedules', { name: 'Nightly stock check', cron: '0 2 * * *', script: 'recompute-stock-levels', parameters: { dryRun: true }, ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data;
  };

  it('refuses an invalid cron with a plain message, an unknown script and bad parameters', async () => {
    expectError(await dev.post('/developer/schedules', { name: 'x', cron: '61 * * * *', script: 'recompute-stock-levels' }), 400, [
      'cron: Not a valid cron expression: 61 is outside 0-59',
    ]);
    expectError(await dev.post('/developer/schedules', { name: 'x', cron: '* * *', script: 'recompute-stock-levels' }), 400, [
      'cron: A cron expression has 5 fields (minute, hour, day of month, month, day of week); this one has 3',
    ]);
    expectError(await dev.post('/developer/schedules', { name: 'x', cron: '0 2 * * *', script: 'format-disk' }), 400, ['script: no script is registered as "format-disk"']);
    expectError(await dev.post('/developer/schedules', { name: 'x', cron: '0 2 * * *', script: 'recompute-stock-levels', parameters: { dryRun: 'no' } }), 400, [
      'parameters.dryRun: must be true or false',
    ]);
    expectError(await dev.post('/developer/schedules/preview', { cron: '0 25 * * *' }), 400, ['cron: Not a valid cron expression: 25 is outside 0-23']);
  });

  it('previews the next five runs in Philippine time', async () => {
    const answer = await dev.post('/developer/schedules/preview', { cron: '0 2 * * *' });
    expect(answer.status).toBe(200);
    expect(answer.body.nextRuns).toHaveLength(5);
    for (const at of answer.body.nextRuns) expect(at).toMatch(/T18:00:00\.000Z$/); // 02:00 in Manila
    const first = new Date(answer.body.nextRuns[0]).getTime();
    expect(first).toBeGreaterThan(Date.now());
    expect(first - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('creates, edits, pauses and resumes a schedule with its next run, each audited', async () => {
    const created = await createSchedule({});
    expect(new Date(created.nextRunAt).toISOString()).toMatch(/T18:00:00\.000Z$/);
    expect((await auditEntries('schedule.create', created.id))[0]).toMatchObject({ actorAccountId: developer.accountId, after: { cron: '0 2 * * *' } });

    const edited = await dev.patch('/developer/schedules', { id: created.id, cron: '30  9 * * 1' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ cron: '30 9 * * 1', name: 'Nightly stock check', parameters: { dryRun: true } });
    const next = new Date(edited.body.data.nextRunAt);
    expect(next.toISOString()).toMatch(/T01:30:00\.000Z$/);
    expect(next.getUTCDay()).toBe(1);
    expect((await auditEntries('schedule.update', created.id))[0]).toMatchObject({ before: { cron: '0 2 * * *' }, after: { cron: '30 9 * * 1' } });
    expectError(await dev.patch('/developer/schedules', { id: created.id, cron: 'every day' }), 400);

    const paused = await dev.post(`/developer/schedules/${created.id}/pause`);
    expect(paused.body.data).toMatchObject({ isPaused: true, nextRunAt: null });
    expectError(await dev.post(`/developer/schedules/${created.id}/pause`), 409, 'Schedule "Nightly stock check" is already paused');
    const resumed = await dev.post(`/developer/schedules/${created.id}/resume`);
    expect(resumed.body.data.isPaused).toBe(false);
    expect(new Date(resumed.body.data.nextRunAt).toISOString()).toBe(next.toISOString());
    expect(await auditEntries('schedule.pause', created.id)).toHaveLength(1);
    expect(await auditEntries('schedule.resume', created.id)).toHaveLength(1);

    const detail = await dev.get(`/developer/schedules/${created.id}`);
    expect(detail.body.upcoming).toHaveLength(5);
    expect(detail.body.runs).toEqual([]);
    const list = await dev.put('/developer/schedules?page=1&perPage=50', {});
    expect(list.body.list.map((row: { id: number }) => row.id)).toContain(created.id);
    expectError(await as(member).put('/developer/schedules?page=1&perPage=50', {}), 403);
  });

  it('run now queues a run of the schedule, shown in its last runs with the output', async () => {
    const schedule = await createSchedule({ name: 'Counts', script: 'recompute-record-counts', parameters: { companyId: keeper.companyId, dryRun: true } });
    const answer = await dev.post(`/developer/schedules/${schedule.id}/run-now`);
    expect(answer.status).toBe(201);
    await finishedRun(answer.body.data.id);
    const detail = await dev.get(`/developer/schedules/${schedule.id}`);
    expect(detail.body.runs).toHaveLength(1);
    expect(detail.body.runs[0]).toMatchObject({ id: answer.body.data.id, status: 'COMPLETED', scheduleName: 'Counts' });
    expect(detail.body.runs[0].output.length).toBeGreaterThan(0);
    expect(detail.body.lastRunStatus).toBe('COMPLETED');
    expect(detail.body.lastRunAt).not.toBeNull();
    expect((await auditEntries('schedule.run-now', schedule.id))[0]).toMatchObject({ after: { runId: answer.body.data.id } });
  });

  it('a due schedule is queued exactly once when two processes race, and moves to its next cron time', async () => {
    const second = await startSecondServer(server);
    try {
      const schedule = await createSchedule({ name: 'Race', cron: '*/5 * * * *', parameters: { companyId: keeper.companyId, dryRun: true } });
      const loops = [new Scheduler(server.context), new Scheduler(second.context), new Scheduler(server.context)];
      for (let round = 0; round < 4; round++) {
        await server.context.db.update(jobSchedules).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(jobSchedules.id, schedule.id));
        const claimed = (await Promise.all(loops.map((loop) => loop.tick()))).flat();
        const [row] = await server.context.db.select().from(jobSchedules).where(eq(jobSchedules.id, schedule.id));
        expect(row.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
        expect(row.nextRunAt!.getUTCMinutes() % 5).toBe(0);
        expect(claimed.length).toBeLessThanOrEqual(1);
      }
      const runs = await server.context.db.select().from(scriptRuns).where(eq(scriptRuns.scheduleId, schedule.id));
      expect(runs).toHaveLength(4);
      expect(runs.every((run) => run.ranById === null)).toBe(true);
      // Not due: nothing more.
      await loops[0].tick();
      expect(await server.context.db.select().from(scriptRuns).where(eq(scriptRuns.scheduleId, schedule.id))).toHaveLength(4);
      // Paused: nothing even when the time has passed.
      await dev.post(`/developer/schedules/${schedule.id}/pause`);
      await loops[0].tick(new Date(Date.now() + 86_400_000));
      expect(await server.context.db.select().from(scriptRuns).where(eq(scriptRuns.scheduleId, schedule.id))).toHaveLength(4);
    } finally {
      await second.stop();
    }
  });
});
