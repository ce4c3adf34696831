import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfigs } from '../src/db/schema';
import { loadSecretsKey, parseSecretsKey, SecretBox, SECRETS_KEY_FILE } from '../src/lib/secret-box';
import { expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { freePort, startImapServer, startSmtpServer, type TestImapServer, type TestSmtpServer } from './mail-servers';

let server: TestServer;
let member: TestUser;
let smtp: TestSmtpServer;
let imap: TestImapServer;

beforeAll(async () => {
  [server, smtp, imap] = await Promise.all([startTestServer(), startSmtpServer(), startImapServer()]);
  member = await createUser(server, { scopes: ['SETTINGS_EMAIL_ACCESS'] });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await imap?.stop();
});

/** A configuration pointing at the test's own SMTP and IMAP servers. */
const configFor = () => ({
  fromName: 'Ana Santos',
  fromEmail: 'ana@haligi.test',
  smtpHost: smtp.host,
  smtpPort: smtp.port,
  smtpSecure: false,
  smtpUser: smtp.user,
  smtpPassword: smtp.password,
  imapHost: imap.host,
  imapPort: imap.port,
  imapSecure: false,
  imapUser: imap.user,
  imapPassword: imap.password,
});

const withoutPasswords = ({ smtpPassword, imapPassword, ...rest }: ReturnType<typeof configFor>) => rest;
const storedRow = async (accountId: number) => (await server.context.db.select().from(emailConfigs).where(eq(emailConfigs.accountId, accountId)))[0];

describe('email configuration: save, read, change, delete', () => {
  it('GET answers null before anything is saved', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    const answer = await call(server, 'GET', '/email-config', { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: null });
  });

  it('POST saves without contacting the servers; passwords are sealed and never answered', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    // Port 1 answers nothing: saving must not try it.
    const config = { ...configFor(), smtpPort: await freePort(), imapHost: 'imap.nowhere.invalid' };
    const saved = await call(server, 'POST', '/email-config', { token: user.token, body: config });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.message).toBe('Email settings saved');
    const { id, createdAt, updatedAt, ...data } = saved.body.data;
    expect(data).toEqual({ ...withoutPasswords(config), smtpPasswordSet: true, imapPasswordSet: true });
    expect(JSON.stringify(saved.body)).not.toContain(smtp.password);

    const read = await call(server, 'GET', '/email-config', { token: user.token });
    expect(read.body.data).toEqual(saved.body.data);

    const row = await storedRow(user.accountId);
    expect(row.smtpPasswordSealed).toMatch(/^v1\./);
    expect(row.smtpPasswordSealed).not.toContain(smtp.password);
    expect(row.imapPasswordSealed).not.toContain(imap.password);
    // Sealed under the key the server made in its DATA_DIR, bound to the account and the server.
    const box = new SecretBox(parseSecretsKey(readFileSync(join(server.config.dataDir, SECRETS_KEY_FILE), 'utf8')));
    expect(box.open(row.smtpPasswordSealed, `email-config:${user.accountId}:smtp`)).toBe(smtp.password);
    expect(box.open(row.smtpPasswordSealed, `email-config:${user.accountId}:imap`)).toBeNull();
    expect(box.open(row.imapPasswordSealed, `email-config:${user.accountId + 1}:imap`)).toBeNull();
  });

  it('a second POST is a 409; one configuration per member', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    expect((await call(server, 'POST', '/email-config', { token: user.token, body: configFor() })).status).toBe(201);
    expectError(await call(server, 'POST', '/email-config', { token: user.token, body: configFor() }), 409, 'Your email settings already exist; change them with PUT /email-config');
  });

  it('bad input lists every field problem', async () => {
    expectError(await call(server, 'POST', '/email-config', { token: member.token, body: { fromEmail: 'ana@', smtpHost: 'smtp example', smtpPort: 0, smtpSecure: 'yes', imapPort: 70000 } }), 400, [
      'fromEmail: must be an email address',
      'smtpHost: must be a server name such as smtp.example.com',
      'smtpPort: must be at least 1',
      'smtpSecure: must be true or false',
      'smtpUser: is required',
      'smtpPassword: is required',
      'imapHost: is required',
      'imapPort: must be at most 65535',
      'imapSecure: must be true or false',
      'imapUser: is required',
      'imapPassword: is required',
    ]);
  });

  it('PUT changes the named fields; a password left out or blank stays as saved', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    await call(server, 'POST', '/email-config', { token: user.token, body: configFor() });
    const before = await storedRow(user.accountId);
    const changed = await call(server, 'PUT', '/email-config', { token: user.token, body: { fromName: 'Ana S.', smtpPassword: '', imapPassword: '' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.fromName).toBe('Ana S.');
    expect(changed.body.data.smtpPasswordSet).toBe(true);
    const after = await storedRow(user.accountId);
    expect(after.smtpPasswordSealed).toBe(before.smtpPasswordSealed);
    expect(after.imapPasswordSealed).toBe(before.imapPasswordSealed);
    expect(after.smtpHost).toBe(before.smtpHost);

    await call(server, 'PUT', '/email-config', { token: user.token, body: { imapPassword: 'another-one' } });
    const resealed = await storedRow(user.accountId);
    expect(resealed.imapPasswordSealed).not.toBe(before.imapPasswordSealed);
    expect(resealed.smtpPasswordSealed).toBe(before.smtpPasswordSealed);
    expectError(await call(server, 'PUT', '/email-config', { token: user.token, body: { smtpPort: 'abc', imapHost: null } }), 400, ['smtpPort: must be a number', 'imapHost: cannot be cleared']);
  });

  it('DELETE removes it; PUT and DELETE without one are 404', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    expectError(await call(server, 'PUT', '/email-config', { token: user.token, body: { fromName: 'x' } }), 404, 'Email settings not found');
    expectError(await call(server, 'DELETE', '/email-config', { token: user.token }), 404, 'Email settings not found');
    await call(server, 'POST', '/email-config', { token: user.token, body: configFor() });
    const deleted = await call(server, 'DELETE', '/email-config', { token: user.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Email settings deleted' });
    expect((await call(server, 'GET', '/email-config', { token: user.token })).body).toEqual({ data: null });
  });

  it("each member sees only their own; another company's member has none", async () => {
    const owner = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    await call(server, 'POST', '/email-config', { token: owner.token, body: configFor() });
    const colleague = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    const outsider = await createUser(server, { scopes: ['SETTINGS_EMAIL_ACCESS'] });
    for (const other of [colleague, outsider]) {
      expect((await call(server, 'GET', '/email-config', { token: other.token })).body).toEqual({ data: null });
      expectError(await call(server, 'DELETE', '/email-config', { token: other.token }), 404);
    }
    expect((await call(server, 'GET', '/email-config', { token: owner.token })).body.data.fromEmail).toBe('ana@haligi.test');
  });

  it('needs SETTINGS_EMAIL_ACCESS', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['LEADS_ACCESS'] });
    expectError(await call(server, 'GET', '/email-config', { token: user.token }), 403);
  });
});

describe('testing the logins against real servers', () => {
  it('test: both logins accepted', async () => {
    const answer = await call(server, 'POST', '/email-config/test', { token: member.token, body: configFor() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Connection successful: the SMTP and IMAP servers accepted the login' });
  });

  it("test: each refused login is named with the server's own reason (200)", async () => {
    const answer = await call(server, 'POST', '/email-config/test', { token: member.token, body: { ...configFor(), smtpPassword: 'wrong', imapPassword: 'wrong' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: false,
      message: 'SMTP login failed: Invalid login: 535 Invalid username or password; IMAP login failed: Authentication failed.',
    });
    const imapOnly = await call(server, 'POST', '/email-config/test', { token: member.token, body: { ...configFor(), imapUser: 'nobody@haligi.test' } });
    expect(imapOnly.body).toEqual({ success: false, message: 'IMAP login failed: Authentication failed.' });
  });

  it('test: a server that does not answer is reported with the connection error', async () => {
    const port = await freePort();
    const answer = await call(server, 'POST', '/email-config/test', { token: member.token, body: { ...configFor(), smtpPort: port } });
    expect(answer.body).toEqual({ success: false, message: `SMTP login failed: connect ECONNREFUSED 127.0.0.1:${port}` });
  });

  it('test: passwords left out are the saved ones; with nothing saved they are required', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    const { smtpPassword, imapPassword, ...servers } = configFor();
    expectError(await call(server, 'POST', '/email-config/test', { token: user.token, body: servers }), 400, [
      'smtpPassword: is required (no password is saved)',
      'imapPassword: is required (no password is saved)',
    ]);
    await call(server, 'POST', '/email-config', { token: user.token, body: configFor() });
    const answer = await call(server, 'POST', '/email-config/test', { token: user.token, body: { ...servers, smtpPassword: '' } });
    expect(answer.body).toEqual({ success: true, message: 'Connection successful: the SMTP and IMAP servers accepted the login' });
  });

  it('test-saved: the saved configuration; without one 404 "Please configure your email settings first"', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    expectError(await call(server, 'POST', '/email-config/test-saved', { token: user.token }), 404, 'Please configure your email settings first');
    await call(server, 'POST', '/email-config', { token: user.token, body: { ...configFor(), imapPassword: 'not-it' } });
    const failing = await call(server, 'POST', '/email-config/test-saved', { token: user.token });
    expect(failing.body).toEqual({ success: false, message: 'IMAP login failed: Authentication failed.' });
    await call(server, 'PUT', '/email-config', { token: user.token, body: { imapPassword: imap.password } });
    const passing = await call(server, 'POST', '/email-config/test-saved', { token: user.token });
    expect(passing.body).toEqual({ success: true, message: 'Connection successful: the SMTP and IMAP servers accepted the login' });
  });

  it('test-saved: a password sealed under another key is reported, not sent', async () => {
    const user = await createUser(server, { companyId: member.companyId, scopes: ['SETTINGS_EMAIL_ACCESS'] });
    await call(server, 'POST', '/email-config', { token: user.token, body: configFor() });
    const otherKey = new SecretBox(Buffer.alloc(32, 7));
    await server.context.db.update(emailConfigs).set({ smtpPasswordSealed: otherKey.seal(smtp.password, `email-config:${user.accountId}:smtp`) }).where(eq(emailConfigs.accountId, user.accountId));
    const answer = await call(server, 'POST', '/email-config/test-saved', { token: user.token });
    expect(answer.body).toEqual({
      success: false,
      message: "The saved SMTP password can no longer be read (the server's SECRETS_KEY changed); enter it again and save",
    });
  });
});

describe('presets', () => {
  it('gmail, outlook, yahoo, zoho and others; an unknown provider is 404', async () => {
    const gmail = await call(server, 'GET', '/email-config/presets/gmail', { token: member.token });
    expect(gmail.body).toEqual({ data: { provider: 'gmail', label: 'Gmail', smtpHost: 'smtp.gmail.com', smtpPort: 465, smtpSecure: true, imapHost: 'imap.gmail.com', imapPort: 993, imapSecure: true } });
    for (const provider of ['outlook', 'yahoo', 'zoho', 'others']) {
      expect((await call(server, 'GET', `/email-config/presets/${provider}`, { token: member.token })).body.data.provider).toBe(provider);
    }
    expectError(await call(server, 'GET', '/email-config/presets/hotmail', { token: member.token }), 404, 'Unknown provider; use gmail, outlook, yahoo, zoho or others');
    expectError(await call(server, 'GET', '/email-config/presets/__proto__', { token: member.token }), 404);
  });
});

describe('the secrets key', () => {
  it('SECRETS_KEY when set (hex or base64); otherwise made once in DATA_DIR, mode 0600, and reused', async () => {
    const hex = 'ab'.repeat(32);
    expect(loadSecretsKey({ secretsKey: hex, dataDir: '/nonexistent' }).toString('hex')).toBe(hex);
    expect(loadSecretsKey({ secretsKey: Buffer.alloc(32, 1).toString('base64'), dataDir: '/nonexistent' })).toEqual(Buffer.alloc(32, 1));
    expect(() => parseSecretsKey('short')).toThrow('SECRETS_KEY must be 32 bytes written as 64 hex digits or base64 (openssl rand -hex 32)');
    const file = join(server.config.dataDir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const first = loadSecretsKey({ dataDir: server.config.dataDir });
    expect(loadSecretsKey({ dataDir: server.config.dataDir })).toEqual(first);
  });
});
