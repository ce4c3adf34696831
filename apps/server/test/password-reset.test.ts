import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError, readOutbox, tokenFromLink } from './assertions';
import { call, createUser, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from './helper';

const FORGOT_ANSWER = 'If an account uses this email, we sent it a link to reset the password. Check your inbox: the link works for 1 hour.';
const BAD_LINK = 'This password reset link is invalid or has expired. Ask for a new one.';
const RESET_DONE = 'Your password was changed. Sign in with your new password.';

let server: TestServer;
let developer: TestUser;

beforeAll(async () => {
  // Callers told apart by X-Forwarded-For, so each test has its own per-IP allowance.
  server = await startTestServer({ trustProxy: true });
  developer = await createUser(server, { isDeveloper: true });
}, 120_000);
afterAll(async () => server?.stop());

let lastIp = 0;
const forgot = (email: string, ip = `203.0.113.${++lastIp}`) => call(server, 'POST', '/auth/forgot-password', { body: { email }, headers: { 'x-forwarded-for': ip } });
const reset = (token: string, password: string) => call(server, 'POST', '/auth/reset-password', { body: { token, password } });
const login = (email: string, password: string) => call(server, 'POST', '/auth/login', { body: { email, password } });

/** The reset mails to an address, newest first. */
async function resetMails(email: string) {
  return (await readOutbox(server, developer.token)).filter((mail) => mail.to === email && mail.subject === 'Reset your Haligi password');
}

async function mailedToken(email: string) {
  const [mail] = await resetMails(email);
  expect(mail, `a reset mail to ${email}`).toBeDefined();
  return tokenFromLink(mail.text, `${server.config.publicUrl}/reset-password/`);
}

describe('forgot password', () => {
  it('answers an unknown address exactly like a known one, and mails only the known one a link valid for 1 hour', async () => {
    const user = await createUser(server);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.ph');
    expect(known).toEqual({ status: 200, body: { message: FORGOT_ANSWER } });
    expect(unknown).toEqual(known);
    expect(await countRows(server, 'email_outbox', `"to" = 'nobody-here@example.ph'`)).toBe(0);
    const [mail] = await resetMails(user.email);
    expect(mail.text).toContain('it works for 1 hour, once');
    expect(mail.html).toContain(`${server.config.publicUrl}/reset-password/`);
    // Only the token's hash is stored, and the link expires an hour after it was sent.
    const token = await mailedToken(user.email);
    const [row] = await server.context.database.query<{ token_hash: string; minutes: number }>(
      `select token_hash, round(extract(epoch from expires_at - created_at) / 60)::int as minutes from password_resets where account_id = $1`,
      [user.accountId],
    );
    expect(row.token_hash).not.toContain(token);
    expect(row.minutes).toBe(60);
  });

  it('checks the address like sign-up does and refuses bad input with 400', async () => {
    expectError(await forgot('not-an-email'), 400, ['email: must be a valid email address']);
    expectError(await call(server, 'POST', '/auth/forgot-password', { body: {} }), 400, ['email: is required']);
  });
});

describe('reset password', () => {
  it('sets the new password once: the old one and the used link stop working, and every session ends', async () => {
    const user = await createUser(server);
    const other = await login(user.email, TEST_PASSWORD);
    expect(other.status).toBe(200);
    await forgot(user.email);
    const token = await mailedToken(user.email);

    expect(await reset(token, 'Kapit-Bisig-2026')).toEqual({ status: 200, body: { message: RESET_DONE } });
    // Both sessions (the helper's and the sign-in's) are over.
    expectError(await call(server, 'GET', '/account/my_account', { token: user.token }), 401);
    expectError(await call(server, 'GET', '/account/my_account', { token: other.body.token }), 401);
    expectError(await login(user.email, TEST_PASSWORD), 401, 'Invalid email or password');
    expect((await login(user.email, 'Kapit-Bisig-2026')).status).toBe(200);

    expectError(await reset(token, 'Another-Strong-Pass-7'), 400, BAD_LINK);
    expect((await login(user.email, 'Kapit-Bisig-2026')).status).toBe(200);
  });

  it('a link older than 1 hour is refused and changes nothing', async () => {
    const user = await createUser(server);
    await forgot(user.email);
    const token = await mailedToken(user.email);
    await server.context.database.query(`update password_resets set expires_at = now() - interval '1 second' where account_id = $1`, [user.accountId]);
    expectError(await reset(token, 'Kapit-Bisig-2026'), 400, BAD_LINK);
    expect((await call(server, 'GET', '/account/my_account', { token: user.token })).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a link still inside its hour works', async () => {
    const user = await createUser(server);
    await forgot(user.email);
    const token = await mailedToken(user.email);
    await server.context.database.query(`update password_resets set created_at = now() - interval '59 minutes', expires_at = now() + interval '1 minute' where account_id = $1`, [user.accountId]);
    expect((await reset(token, 'Kapit-Bisig-2026')).status).toBe(200);
  });

  it('refuses a weak password with 400 naming the rule, and the link stays usable', async () => {
    const user = await createUser(server);
    await forgot(user.email);
    const token = await mailedToken(user.email);
    expectError(await reset(token, 'short'), 400, ['password: must be at least 10 characters']);
    expectError(await reset(token, 'password123'), 400, ['password: is too common: choose one that is not on lists of often-used passwords']);
    expectError(await reset(token, '           '), 400, ['password: must contain more than spaces']);
    expectError(await reset('unknown-token-0000000000', 'Kapit-Bisig-2026'), 400, BAD_LINK);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await reset(token, 'Kapit-Bisig-2026')).status).toBe(200);
  });

  it('using one link uses up the account’s other links', async () => {
    const user = await createUser(server);
    await forgot(user.email);
    const first = await mailedToken(user.email);
    await forgot(user.email);
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);
    expect((await reset(second, 'Kapit-Bisig-2026')).status).toBe(200);
    expectError(await reset(first, 'Another-Strong-Pass-7'), 400, BAD_LINK);
  });

  it('a deactivated account gets no mail and its link no longer works', async () => {
    const user = await createUser(server);
    await forgot(user.email);
    const token = await mailedToken(user.email);
    await server.context.database.query('update accounts set is_deleted = true where id = $1', [user.accountId]);
    expectError(await reset(token, 'Kapit-Bisig-2026'), 400, BAD_LINK);
    expect(await forgot(user.email)).toEqual({ status: 200, body: { message: FORGOT_ANSWER } });
    expect(await resetMails(user.email)).toHaveLength(1);
  });
});

describe('limits', () => {
  it('an account is sent at most 3 links an hour, answered alike; an IP at most 10 requests per 15 minutes, then 429 for any address', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 5; i++) expect(await forgot(user.email, '198.51.100.7')).toEqual({ status: 200, body: { message: FORGOT_ANSWER } });
    expect(await resetMails(user.email)).toHaveLength(3);
    for (let i = 0; i < 5; i++) expect((await forgot(`someone-${i}@example.ph`, '198.51.100.7')).status).toBe(200);
    expectError(await forgot('someone-else@example.ph', '198.51.100.7'), 429, 'Too many password reset requests. Try again in a few minutes.');
    expectError(await forgot(user.email, '198.51.100.7'), 429, 'Too many password reset requests. Try again in a few minutes.');
  });
});
