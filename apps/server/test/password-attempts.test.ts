import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { countRows } from './assertions';
import { call, createUser, startSecondServer, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from './helper';

/**
 * Password attempts are counted before the password is checked, in the database (decision 0025):
 * 5 per account and 20 per IP in 15 minutes, for sign-in and for every action confirmed with the
 * caller's password. Each test sends from its own address (X-Forwarded-For behind a trusted proxy).
 */
let server: TestServer;
let second: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  second = await startSecondServer(server, { trustProxy: true });
});
afterAll(async () => {
  await second?.stop();
  await server?.stop();
});

const newIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
const login = (target: TestServer, email: string, password: string, ip: string) =>
  call(target, 'POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);

describe('sign-in attempts', () => {
  it('40 parallel wrong sign-ins for one account over two processes: at most 5 are checked, the rest answer 429', async () => {
    const user = await createUser(server);
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? second : server, user.email, `Wrong-Guess-${i}`, ip)),
    );
    const notLimited = answers.filter((a) => a.status !== 429);
    expect(notLimited.length).toBeLessThanOrEqual(5);
    expect(notLimited.every((a) => a.status === 401)).toBe(true);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    // Even the right password is refused now, and no session is made.
    const sessions = await countRows(server, 'sessions');
    expect((await login(server, user.email, TEST_PASSWORD, newIp())).status).toBe(429);
    expect(await countRows(server, 'sessions')).toBe(sessions);
  });

  it('names a wait no longer than the window, even for a window a racing transaction opened after this one began', async () => {
    const user = await createUser(server);
    // The window as a transaction that started a little later than ours would have written it.
    await server.context.db.execute(
      sql`insert into auth_attempts (key, attempts, window_start) values (${`login:a:${user.email.toLowerCase()}`}, 5, now() + interval '40 seconds')`,
    );
    const answer = await login(server, user.email, 'Wrong-Guess-1', newIp());
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('a right password gives the attempts back: 4 wrong, right, 4 wrong, right all pass', async () => {
    const user = await createUser(server);
    const ip = newIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(server, user.email, 'Wrong-Guess-1', ip)).status).toBe(401);
      expect((await login(second, user.email, TEST_PASSWORD, ip)).status).toBe(200);
    }
  });

  it('20 wrong sign-ins from one address over many accounts, then that address is refused for every account', async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(i % 2 ? second : server, `nobody-${i}-${ip}@example.ph`, 'Wrong-Guess-1', ip)));
    expect(answers.filter((a) => a.status === 401).length).toBe(20);
    const user = await createUser(server);
    expect((await login(server, user.email, TEST_PASSWORD, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await login(server, user.email, TEST_PASSWORD, newIp())).status).toBe(200);
  });

  it('right sign-ins from one address are not counted against it', async () => {
    const user = await createUser(server);
    const ip = newIp();
    for (let i = 0; i < 21; i++) expect((await login(server, user.email, TEST_PASSWORD, ip)).status).toBe(200);
    // 21 password hashes by design: 17 s on an idle machine, more beside other suites.
  }, 120_000);
});

/** How to call each route that confirms with a password, for a user whose records it needs. */
type Fixture = (user: TestUser) => Promise<{ path: string; body: (password: string) => Record<string, unknown>; wrong: number }>;

async function insertRecord(user: TestUser, isLead: boolean) {
  const [row] = await server.context.db
    .insert(projects)
    .values({ companyId: user.companyId, isLead, name: `Record ${randomBytes(3).toString('hex')}`, status: isLead ? 'LEAD' : 'ONGOING', boardKey: 'LEAD' })
    .returning({ id: projects.id });
  return row.id;
}

const FIXTURES: Record<string, Fixture> = {
  'POST /api/account/change-password': async () => ({
    path: '/account/change-password',
    body: (password) => ({ currentPassword: password, newPassword: 'Brand-New-Pass-1' }),
    wrong: 422,
  }),
  'DELETE /api/project': async () => ({ path: '/project', body: (password) => ({ password, ids: [2_000_000_000] }), wrong: 422 }),
  'DELETE /api/project/:id': async (user) => ({ path: `/project/${await insertRecord(user, false)}`, body: (password) => ({ password }), wrong: 422 }),
  'DELETE /api/lead': async () => ({ path: '/lead', body: (password) => ({ password, ids: [2_000_000_000] }), wrong: 422 }),
  'DELETE /api/lead/:id': async (user) => ({ path: `/lead/${await insertRecord(user, true)}`, body: (password) => ({ password }), wrong: 422 }),
};

describe('actions confirmed with the password', () => {
  it('every route declared with confirmsPassword has a case here', () => {
    const declared = server.routes.filter((r) => r.config.confirmsPassword).map((r) => `${r.method} ${r.url}`);
    expect(declared.sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  it.each(Object.keys(FIXTURES))('%s: 20 parallel wrong passwords, at most 5 checked, then 429 even when right', async (route) => {
    const method = route.split(' ')[0];
    const user = await createUser(server, { isFullAccess: true });
    const { path, body, wrong } = await FIXTURES[route](user);
    const ip = newIp();
    const send = (target: TestServer, password: string, from = ip) =>
      call(target, method, path, { token: user.token, body: body(password), headers: { 'x-forwarded-for': from } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? second : server, `Wrong-Guess-${i}`)));
    const notLimited = answers.filter((a) => a.status !== 429);
    expect(notLimited.length, JSON.stringify(statuses(answers))).toBeLessThanOrEqual(5);
    expect(notLimited.every((a) => a.status === wrong)).toBe(true);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe('Too many incorrect password attempts. Try again in 15 minutes.');
    expect((await send(server, TEST_PASSWORD, newIp())).status).toBe(429);
  });

  it('a right password gives the attempts back', async () => {
    const user = await createUser(server, { isFullAccess: true });
    const ip = newIp();
    const remove = (password: string) => call(server, 'DELETE', '/lead', { token: user.token, body: { password, ids: [2_000_000_000] }, headers: { 'x-forwarded-for': ip } });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await remove('Wrong-Guess-1')).status).toBe(422);
      expect((await remove(TEST_PASSWORD)).status).toBe(200);
    }
  });
});
