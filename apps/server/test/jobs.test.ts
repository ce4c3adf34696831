import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { JobQueue, type JobRow } from '../src/modules/jobs/queue';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

let server: TestServer;
let developer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  developer = await createUser(server, { isDeveloper: true });
});
afterAll(async () => server.stop());

const jobRow = async (id: number, on: TestServer = server): Promise<JobRow> => (await on.context.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const waitForState = (id: number, state: string, timeoutMs = 10_000, on: TestServer = server) =>
  waitFor(async () => {
    const row = await jobRow(id, on);
    return row.state === state ? row : null;
  }, timeoutMs);

describe('job queue', () => {
  it('a registered job runs with its payload and completes', async () => {
    const seen: unknown[] = [];
    server.context.queue.register('test.ok', async (job) => {
      seen.push(job.payload);
    });
    const job = await server.context.queue.enqueue('test.ok', { boq: 7 });
    expect(job.state).toBe('QUEUED');
    const done = await waitForState(job.id, 'COMPLETED');
    expect(done).toMatchObject({ attempts: 1, progress: 100, lastError: null, lockedAt: null });
    expect(seen).toEqual([{ boq: 7 }]);
  });

  it('progress is written to the row while the job runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.context.queue.register('test.progress', async (_job, context) => {
      await context.progress(40, 'Halfway through the sheet');
      await gate;
    });
    const job = await server.context.queue.enqueue('test.progress', {});
    const running = await waitFor(async () => {
      const row = await jobRow(job.id);
      return row.state === 'RUNNING' && row.progress === 40 ? row : null;
    });
    expect(running.lockedAt).not.toBeNull();
    release();
    expect((await waitForState(job.id, 'COMPLETED')).progress).toBe(100);
  });

  it('a failing job goes RETRYING with a later run_at, then FAILED with lastError after maxAttempts', async () => {
    server.context.queue.register('test.fail', async () => {
      throw new Error('Supplier API unreachable');
    });
    const before = Date.now();
    const job = await server.context.queue.enqueue('test.fail', {}, { maxAttempts: 2 });
    const retrying = await waitForState(job.id, 'RETRYING');
    expect(retrying.attempts).toBe(1);
    expect(retrying.lastError).toBe('Supplier API unreachable');
    expect(retrying.lockedAt).toBeNull();
    // Backoff: 2^attempts seconds.
    expect(retrying.runAt.getTime()).toBeGreaterThan(before + 1500);

    const failed = await waitForState(job.id, 'FAILED');
    expect(failed).toMatchObject({ attempts: 2, lastError: 'Supplier API unreachable' });
  });

  describe('retry over HTTP', () => {
    let shouldFail = true;
    let failedId: number;
    beforeAll(async () => {
      server.context.queue.register('test.flaky', async () => {
        if (shouldFail) throw new Error('Not yet');
      });
      failedId = (await server.context.queue.enqueue('test.flaky', {}, { maxAttempts: 1 })).id;
      await waitForState(failedId, 'FAILED');
    });

    it('a non-developer gets 403 and the job stays FAILED', async () => {
      const member = await createUser(server, { isFullAccess: true });
      expectError(await call(server, 'POST', `/developer/jobs/${failedId}/retry`, { token: member.token }), 403);
      expect((await jobRow(failedId)).state).toBe('FAILED');
    });

    it('POST /developer/jobs/:id/retry requeues a FAILED job, which then runs', async () => {
      shouldFail = false;
      const response = await call(server, 'POST', `/developer/jobs/${failedId}/retry`, { token: developer.token });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: failedId, state: 'QUEUED', attempts: 0 });
      const done = await waitForState(failedId, 'COMPLETED');
      expect(done.attempts).toBe(1);
    });

    it('a job that is not FAILED answers 422 and is unchanged; an unknown id 404', async () => {
      const before = await jobRow(failedId);
      expect(before.state).toBe('COMPLETED');
      expectError(await call(server, 'POST', `/developer/jobs/${failedId}/retry`, { token: developer.token }), 422, /Only a failed job can be retried/);
      expect(await jobRow(failedId)).toEqual(before);
      expectError(await call(server, 'POST', '/developer/jobs/999999/retry', { token: developer.token }), 404);
    });

    it('the developer jobs table lists jobs by state', async () => {
      const { status, body } = await call(server, 'PUT', '/developer/jobs?page=1&perPage=0', { token: developer.token, body: { filters: [{ key: 'state', value: 'FAILED' }] } });
      expect(status).toBe(200);
      expect(body.list.length).toBeGreaterThan(0);
      expect(body.list.every((row: any) => row.state === 'FAILED')).toBe(true);
    });
  });

  it('a job left RUNNING by a dead process with an old lock is requeued on start and completes', async () => {
    const { db } = server.context;
    // The server's own worker stops, as if its process died.
    await server.context.queue.stop();
    const [stale] = await db
      .insert(jobs)
      .values({ name: 'test.resume', payload: {}, state: 'RUNNING', attempts: 1, lockedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    // A job another live process is working on keeps its lock.
    const [live] = await db.insert(jobs).values({ name: 'test.resume', payload: {}, state: 'RUNNING', attempts: 1, lockedAt: new Date() }).returning();

    const restarted = new JobQueue(db, server.app.log);
    const ran: number[] = [];
    restarted.register('test.resume', async (job) => {
      ran.push(job.id);
    });
    restarted.start();
    try {
      const done = await waitForState(stale.id, 'COMPLETED');
      expect(done.attempts).toBe(2);
      expect(ran).toEqual([stale.id]);
      expect((await jobRow(live.id)).state).toBe('RUNNING');
    } finally {
      await restarted.stop();
      await db.update(jobs).set({ state: 'COMPLETED' }).where(eq(jobs.id, live.id));
      server.context.queue.start();
    }
  });
});

describe('mail jobs', () => {
  it('without SMTP a mail job marks the outbox mail KEPT', async () => {
    const mail = await server.context.mailer.send({ companyId: null, to: 'kept@example.ph', subject: 'Kept', text: 'Hello', html: '<p>Hello</p>' });
    expect(mail.status).toBe('QUEUED');
    const kept = await waitFor(async () => {
      const outbox = (await call(server, 'GET', '/developer/system-emails', { token: developer.token })).body as any[];
      return outbox.find((m) => m.id === mail.id && m.status === 'KEPT');
    });
    expect(kept).toMatchObject({ to: 'kept@example.ph', subject: 'Kept' });
  });

  describe('with SMTP', () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    let smtp: SMTPServer;
    let mailServer: TestServer;
    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              data: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.server.address() as AddressInfo;
      // SMTP is configuration read at startup, so this needs a server of its own.
      mailServer = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
    });
    afterAll(async () => {
      await mailServer?.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('a signup verification mail is delivered over SMTP and marked SENT', async () => {
      const email = 'smtp-owner@example.ph';
      const signup = await call(mailServer, 'POST', '/auth/signup', {
        body: { firstName: 'Nena', lastName: 'Ramos', email, password: 'Bayanihan-2024', companyName: 'Ramos Steel' },
      });
      expect(signup.status).toBe(201);
      const delivered = await waitFor(() => received.find((m) => m.to.includes(email)), 10_000);
      expect(delivered.data).toMatch(/Subject: Verify your email for Haligi/);
      expect(delivered.data).toContain(`${mailServer.config.publicUrl}/verify-email/`);
      const [row] = await waitFor(async () => {
        const rows = await mailServer.context.database.query<{ status: string; sent_at: Date | null }>('select status, sent_at from email_outbox where "to" = $1', [email]);
        return rows[0]?.status === 'SENT' ? rows : null;
      });
      expect(row.sent_at).not.toBeNull();
    });
  });
});
