import { randomBytes } from 'node:crypto';
import { PASSWORD_MESSAGES, SCOPE_KEYS } from '@haligi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError, latestMailTo, readOutbox, tokenFromLink } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

const UNVERIFIED = 'Please verify your email address before signing in. Check your inbox for the verification link.';
const PASSWORD = 'Bayanihan-2024';

let server: TestServer;
let developer: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  developer = await createUser(server, { isDeveloper: true });
});
afterAll(async () => server.stop());

const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.ph`;
const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Santos',
  email,
  password: PASSWORD,
  companyName: 'Santos Builders',
  ...extra,
});

/** Signs up and returns the verification token from the outbox mail. */
async function signUp(email: string, companyName = 'Santos Builders') {
  const response = await call(server, 'POST', '/auth/signup', { body: signupBody(email, { companyName }) });
  expect(response.status).toBe(201);
  const mail = await latestMailTo(server, developer.token, email);
  expect(mail).toBeDefined();
  return tokenFromLink(mail!.text, `${server.config.publicUrl}/verify-email/`);
}

async function signUpVerified(email: string) {
  const token = await signUp(email);
  expect((await call(server, 'POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
}

const login = (email: string, password = PASSWORD, headers?: Record<string, string>) =>
  call(server, 'POST', '/auth/login', { body: { email, password }, headers });

describe('signup', () => {
  it('creates the company and its owner holding a full-access role, and mails a verification link', async () => {
    const email = newEmail('owner');
    const companiesBefore = await countRows(server, 'companies');
    const response = await call(server, 'POST', '/auth/signup', { body: signupBody(email, { companyName: 'Reyes Construction' }) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(await countRows(server, 'companies')).toBe(companiesBefore + 1);

    const [row] = await server.context.database.query<Record<string, any>>(
      `select a.email, a.first_name, a.email_verified_at, a.is_deleted, a.is_developer, c.name as company, r.name as role, r.is_full_access, r.scope_list
       from accounts a join companies c on c.id = a.company_id join roles r on r.id = a.role_id where a.email = $1`,
      [email],
    );
    expect(row).toMatchObject({ email, first_name: 'Maria', email_verified_at: null, is_deleted: false, is_developer: false, company: 'Reyes Construction', role: 'Owner', is_full_access: true });
    expect([...row.scope_list].sort()).toEqual([...SCOPE_KEYS].sort());

    const outbox = await readOutbox(server, developer.token);
    const mail = outbox[0];
    expect(mail).toMatchObject({ id: expect.any(Number), to: email, subject: expect.any(String), text: expect.any(String), html: expect.any(String), createdAt: expect.any(String) });
    expect(mail.text).toContain(`${server.config.publicUrl}/verify-email/`);
    const token = tokenFromLink(mail.text, `${server.config.publicUrl}/verify-email/`);
    expect(mail.html).toContain(`${server.config.publicUrl}/verify-email/${token}`);
  });

  it('lists the outbox newest first', async () => {
    const first = newEmail('first');
    const second = newEmail('second');
    await signUp(first);
    await signUp(second);
    const outbox = await readOutbox(server, developer.token);
    const order = outbox.map((m) => m.to);
    expect(order.indexOf(second)).toBeLessThan(order.indexOf(first));
    const ids = outbox.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('a verified taken email is answered exactly like a new one, creates nothing and mails the owner a notice without a link to act on', async () => {
    const email = newEmail('dup');
    await signUpVerified(email);
    const companiesBefore = await countRows(server, 'companies');
    const fresh = await call(server, 'POST', '/auth/signup', { body: signupBody(newEmail('fresh'), { companyName: 'Fresh Inc' }) });
    const again = await call(server, 'POST', '/auth/signup', { body: signupBody(email.toUpperCase(), { companyName: 'Second Try Inc' }) });
    expect({ status: again.status, body: again.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(await countRows(server, 'companies')).toBe(companiesBefore + 1);
    expect(await countRows(server, 'companies', 'name = $1', ['Second Try Inc'])).toBe(0);
    expect(await countRows(server, 'accounts', 'email = $1', [email])).toBe(1);
    const notice = await latestMailTo(server, developer.token, email);
    expect(notice!.subject).toBe('Someone tried to sign up to Haligi with your email');
    expect(notice!.text).not.toContain('/verify-email/');
  });

  it('a bad body answers 400 with a message list naming each field, and creates nothing', async () => {
    const companiesBefore = await countRows(server, 'companies');
    const response = await call(server, 'POST', '/auth/signup', {
      body: { firstName: '', lastName: ' ', email: 'not-an-email', password: 'short', companyName: 'X' },
    });
    expectError(response, 400);
    expect(Array.isArray(response.body.message)).toBe(true);
    for (const field of ['firstName', 'lastName', 'email', 'password', 'companyName']) {
      expect(response.body.message.some((m: string) => m.startsWith(`${field}:`)), field).toBe(true);
    }
    expect(await countRows(server, 'companies')).toBe(companiesBefore);

    const empty = await call(server, 'POST', '/auth/signup', { body: {} });
    expectError(empty, 400);
    expect(empty.body.message).toHaveLength(5);
  });

  it('refuses a commonly used password: the server loads the list before it answers (decision 0028)', async () => {
    const companiesBefore = await countRows(server, 'companies');
    const response = await call(server, 'POST', '/auth/signup', { body: signupBody(newEmail('common'), { password: 'Password123' }) });
    expectError(response, 400);
    expect(response.body.message).toEqual([`password: ${PASSWORD_MESSAGES.common}`]);
    expect(await countRows(server, 'companies')).toBe(companiesBefore);
  });
});

describe('email verification and login', () => {
  it('login before verifying answers 403 asking to verify, and opens no session', async () => {
    const email = newEmail('unverified');
    await signUp(email);
    const sessionsBefore = await countRows(server, 'sessions');
    expectError(await login(email), 403, UNVERIFIED);
    expect(await countRows(server, 'sessions')).toBe(sessionsBefore);
  });

  it('after verifying, login answers the token and accountInformation', async () => {
    const email = newEmail('verified');
    const token = await signUp(email);
    const verified = await call(server, 'POST', '/auth/verify-email', { body: { token } });
    expect(verified).toEqual({ status: 200, body: { message: expect.any(String) } });

    const response = await login(email);
    expect(response.status).toBe(200);
    const { token: sessionToken, accountInformation: info } = response.body;
    expect(typeof sessionToken).toBe('string');
    expect(info).toMatchObject({
      id: expect.any(Number),
      isDeveloper: false,
      isDeleted: false,
      roleID: expect.any(Number),
      role: { id: info.roleID, name: 'Owner', isDeveloper: false, isFullAccess: true, scopeList: expect.any(Array) },
      name: 'Maria Santos',
      email,
      company: { id: expect.any(Number), name: 'Santos Builders' },
    });
    const me = await call(server, 'GET', '/account/my_account', { token: sessionToken });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(info.id);
  });

  it('a verification token works once: reusing it answers 400', async () => {
    const email = newEmail('reuse');
    const token = await signUp(email);
    expect((await call(server, 'POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
    expectError(await call(server, 'POST', '/auth/verify-email', { body: { token } }), 400, 'This verification link is invalid or has expired');
    expectError(await call(server, 'POST', '/auth/verify-email', { body: { token: 'x'.repeat(43) } }), 400);
  });

  it('a wrong password answers 401 "Invalid email or password", as does an unknown email', async () => {
    const email = newEmail('wrongpw');
    await signUpVerified(email);
    expectError(await login(email, 'not-the-password'), 401, 'Invalid email or password');
    expectError(await login(newEmail('nobody')), 401, 'Invalid email or password');
  });

  it('after 5 failed logins for one email the 6th answers 429, even with the right password', async () => {
    const email = newEmail('limited');
    await signUpVerified(email);
    for (let i = 0; i < 5; i++) expectError(await login(email, `wrong-${i}-password`), 401);
    const sessionsBefore = await countRows(server, 'sessions');
    expectError(await login(email), 429, /Too many failed sign-in attempts/);
    expect(await countRows(server, 'sessions')).toBe(sessionsBefore);
  });

  it('a success before the limit clears the failures for that email', async () => {
    const email = newEmail('cleared');
    await signUpVerified(email);
    for (let i = 0; i < 4; i++) expectError(await login(email, 'wrong-password'), 401);
    expect((await login(email)).status).toBe(200);
    for (let i = 0; i < 4; i++) expectError(await login(email, 'wrong-password'), 401);
    expect((await login(email)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('Authorization: Bearer works like the token header', async () => {
    const user = await createUser(server);
    const viaBearer = await call(server, 'GET', '/account/my_account', { headers: { authorization: `Bearer ${user.token}` } });
    const viaHeader = await call(server, 'GET', '/account/my_account', { token: user.token });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body).toEqual(viaHeader.body);
    expectError(await call(server, 'GET', '/account/my_account', { headers: { authorization: 'Bearer not-a-real-token' } }), 401);
  });

  it('no token answers 401', async () => {
    expectError(await call(server, 'GET', '/account/my_account'), 401);
  });

  it('logout revokes the token: it then answers 401', async () => {
    const email = newEmail('logout');
    await signUpVerified(email);
    const { token } = (await login(email)).body;
    const other = (await login(email)).body.token;
    expect((await call(server, 'POST', '/auth/logout', { token })).status).toBe(200);
    expectError(await call(server, 'GET', '/account/my_account', { token }), 401);
    expectError(await call(server, 'POST', '/auth/logout', { token }), 401);
    // Only that session ends.
    expect((await call(server, 'GET', '/account/my_account', { token: other })).status).toBe(200);
  });

  it('the session token is stored only as a hash', async () => {
    const email = newEmail('hash');
    await signUpVerified(email);
    const { token, accountInformation } = (await login(email)).body;
    const rows = await server.context.database.query<{ token_hash: string }>('select token_hash from sessions where account_id = $1', [accountInformation.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0].token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(await countRows(server, 'sessions', 'token_hash = $1', [token])).toBe(0);
  });
});

describe('error answers', () => {
  it('malformed JSON answers 400 "Malformed JSON body"', async () => {
    expectError(await call(server, 'POST', '/auth/login', { body: '{"email": "a@b.ph", ' }), 400, 'Malformed JSON body');
  });

  it('an unknown /api path answers 404 JSON', async () => {
    expectError(await call(server, 'GET', '/no-such-thing'), 404);
    const user = await createUser(server);
    expectError(await call(server, 'POST', '/account/no/such/route', { token: user.token, body: {} }), 404);
  });
});

/** Moves an account's earlier verification mails back in time, past the resend gap. */
const ageVerifications = (email: string, seconds: number) =>
  server.context.database.query(
    `update email_verifications set created_at = created_at - make_interval(secs => $2) where account_id = (select id from accounts where email = $1)`,
    [email, seconds],
  );
const mailsTo = (email: string) => countRows(server, 'email_outbox', '"to" = $1', [email]);

describe('asking for the verification mail again (decision 0024)', () => {
  it('signing up again with an unverified address answers like a new sign-up and mails a new link that verifies; nothing else is created', async () => {
    const email = newEmail('again');
    await signUp(email);
    const companiesBefore = await countRows(server, 'companies');
    // Within a minute of the first mail: the same answer, no second mail.
    const soon = await call(server, 'POST', '/auth/signup', { body: signupBody(email, { companyName: 'Second Try Inc', password: 'Another-Pass-77' }) });
    expect(soon).toEqual({ status: 201, body: { message: 'Account created. Check your email for the verification link before signing in.' } });
    expect(await mailsTo(email)).toBe(1);

    await ageVerifications(email, 120);
    const later = await call(server, 'POST', '/auth/signup', { body: signupBody(email, { companyName: 'Second Try Inc' }) });
    expect(later).toEqual(soon);
    expect(await mailsTo(email)).toBe(2);
    expect(await countRows(server, 'companies')).toBe(companiesBefore);
    expect(await countRows(server, 'accounts', 'email = $1', [email])).toBe(1);

    const mail = await latestMailTo(server, developer.token, email);
    const token = tokenFromLink(mail!.text, `${server.config.publicUrl}/verify-email/`);
    expect((await call(server, 'POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
    // The details first entered stand: the first password signs in.
    expect((await login(email)).status).toBe(200);
  });

  it('POST /auth/resend-verification answers the same for an unknown, a verified and an unverified address; only the unverified one gets a link', async () => {
    const unverified = newEmail('resend');
    const verified = newEmail('resend-done');
    await signUp(unverified);
    await signUpVerified(verified);
    await ageVerifications(unverified, 120);
    await ageVerifications(verified, 120);
    const answers = [];
    for (const email of [newEmail('nobody'), verified, unverified]) {
      answers.push(await call(server, 'POST', '/auth/resend-verification', { body: { email } }));
    }
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { message: 'If this email belongs to an account waiting for verification, we sent a new verification link. Check your inbox.' } });
    }
    expect(await mailsTo(verified)).toBe(1);
    expect(await mailsTo(unverified)).toBe(2);
    const mail = await latestMailTo(server, developer.token, unverified);
    const token = tokenFromLink(mail!.text, `${server.config.publicUrl}/verify-email/`);
    expect((await call(server, 'POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
    expect((await login(unverified)).status).toBe(200);
  });

  it('a second request within a minute sends nothing more, with the same answer', async () => {
    const email = newEmail('resend-soon');
    await signUp(email);
    const answer = await call(server, 'POST', '/auth/resend-verification', { body: { email } });
    expect(answer.status).toBe(200);
    expect(await mailsTo(email)).toBe(1);
  });

  it('a bad address answers 400 naming the field', async () => {
    const response = await call(server, 'POST', '/auth/resend-verification', { body: { email: 'not-an-email' } });
    expectError(response, 400);
    expect(response.body.message).toEqual(['email: must be a valid email address']);
  });

  it('one IP asking too often gets 429, the same for any address', async () => {
    let last = { status: 0, body: null as any };
    for (let i = 0; i < 12 && last.status !== 429; i++) last = await call(server, 'POST', '/auth/resend-verification', { body: { email: newEmail('flood') } });
    expectError(last, 429, 'Too many verification mail requests. Try again in a few minutes.');
    expectError(await call(server, 'POST', '/auth/resend-verification', { body: { email: developer.email } }), 429);
  });
});
