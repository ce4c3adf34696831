import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { LEASE_LOST_MESSAGE, LeaseLostError, type JobRow } from '../src/modules/jobs/queue';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

let server: TestServer;
let developer: TestUser;
beforeAll(async () => {
  server = await startTestServer({ jobLeaseSeconds: 2 });
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
    expect(done).toMatchObject({ attempts: 1, progress: 100, lastError: null, lockedAt: null, leaseOwner: null, leaseUntil: null });
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

  describe('leases (decision 0024)', () => {
    it('a job whose lease expired is reclaimed by the running process, without a restart, and runs once more', async () => {
      const { db } = server.context;
      const ran: number[] = [];
      server.context.queue.register('test.resume', async (job) => {
        ran.push(job.id);
      });
      // A process died holding this one: its lease ran out a moment ago.
      const [orphan] = await db
        .insert(jobs)
        .values({ name: 'test.resume', payload: {}, state: 'RUNNING', attempts: 1, lockedAt: new Date(Date.now() - 5000), leaseOwner: 'dead-process', leaseUntil: new Date(Date.now() - 1000) })
        .returning();
      // A live process holds this one.
      const [held] = await db
        .insert(jobs)
        .values({ name: 'test.resume', payload: {}, state: 'RUNNING', attempts: 1, lockedAt: new Date(), leaseOwner: 'live-process', leaseUntil: new Date(Date.now() + 60_000) })
        .returning();
      try {
        const started = Date.now();
        const done = await waitForState(orphan.id, 'COMPLETED');
        expect(Date.now() - started).toBeLessThan(5000);
        expect(done).toMatchObject({ attempts: 2, leaseOwner: null, leaseUntil: null, lastError: null });
        expect(ran).toEqual([orphan.id]);
        expect(await jobRow(held.id)).toMatchObject({ state: 'RUNNING', leaseOwner: 'live-process' });
      } finally {
        await db.update(jobs).set({ state: 'COMPLETED' }).where(eq(jobs.id, held.id));
      }
    });

    it('an expired job whose attempts are used up is FAILED with the reason, not run again', async () => {
      const ran: number[] = [];
      server.context.queue.register('test.exhausted', async (job) => {
        ran.push(job.id);
      });
      const [orphan] = await server.context.db
        .insert(jobs)
        .values({ name: 'test.exhausted', payload: {}, state: 'RUNNING', attempts: 3, maxAttempts: 3, leaseOwner: 'dead-process', leaseUntil: new Date(Date.now() - 1000) })
        .returning();
      const failed = await waitForState(orphan.id, 'FAILED');
      expect(failed.lastError).toBe(LEASE_LOST_MESSAGE);
      expect(ran).toEqual([]);
    });

    it('the heartbeat keeps the lease of a job that runs longer than the lease: it runs once', async () => {
      const leaseMs = server.context.queue.leaseSeconds * 1000;
      let runs = 0;
      server.context.queue.register('test.long', async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, leaseMs * 2.5));
      });
      const job = await server.context.queue.enqueue('test.long', {});
      const running = await waitForState(job.id, 'RUNNING');
      expect(running.leaseOwner).toEqual(expect.any(String));
      expect(running.leaseUntil!.getTime()).toBeGreaterThan(Date.now());
      const done = await waitForState(job.id, 'COMPLETED', leaseMs * 10);
      expect(done.attempts).toBe(1);
      expect(runs).toBe(1);
    });

    it('an attempt whose lease was taken over commits nothing and records nothing; the new attempt finishes', async () => {
      const { db, queue } = server.context;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const outcomes: string[] = [];
      let aborted = false;
      queue.register('test.fenced', async (job, context) => {
        if (job.attempts === 1) {
          await gate;
          aborted = context.signal.aborted;
          try {
            await db.transaction(async (tx) => {
              await tx.update(jobs).set({ progress: 99 }).where(eq(jobs.id, job.id));
              await context.holdLease(tx as never);
            });
            outcomes.push('first committed');
          } catch (error) {
            outcomes.push(error instanceof LeaseLostError ? 'first lost its lease' : String(error));
            throw error;
          }
          return;
        }
        outcomes.push('second ran');
      });
      const job = await queue.enqueue('test.fenced', {});
      await waitForState(job.id, 'RUNNING');
      // The first attempt stalls past its lease (its heartbeat gone quiet): another poll takes the job over.
      await db.update(jobs).set({ leaseOwner: 'stalled-elsewhere', leaseUntil: new Date(Date.now() - 1000) }).where(eq(jobs.id, job.id));
      release();
      const done = await waitForState(job.id, 'COMPLETED');
      await waitFor(() => outcomes.length === 2);
      expect(outcomes.sort()).toEqual(['first lost its lease', 'second ran']);
      expect(aborted || outcomes.includes('first lost its lease')).toBe(true);
      expect(done.attempts).toBe(2);
      expect(done.progress).toBe(100);
    });
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
