import { and, desc, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, emailOutbox, invitations, roles, sessions, userLevels } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createCompany, createUser, startTestServer, TEST_PASSWORD, waitFor, type TestServer, type TestUser } from './helper';

let server: TestServer;
let developer: TestUser;
let outsider: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  developer = await createUser(server, { isFullAccess: true, isDeveloper: true });
  outsider = await createUser(server, { isFullAccess: true });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
});

const asDeveloper = (method: string, path: string, body?: unknown) => call(server, method, path, { token: developer.token, body });

async function auditEntries(action: string, entityId?: string | number) {
  return server.context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

/** A connected Socket.IO client with every push it hears. */
async function connect(token: string) {
  const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  let disconnected = false;
  socket.on('disconnect', () => (disconnected = true));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, heard, isDisconnected: () => disconnected };
}

const login = (email: string) => call(server, 'POST', '/auth/login', { body: { email, password: TEST_PASSWORD } });

describe('company suspension', () => {
  it('ends the sessions and sockets of the company at once, refuses sign-in, and reactivation lets them back', async () => {
    const owner = await createUser(server, { isFullAccess: true });
    const signedIn = await login(owner.email);
    expect(signedIn.status).toBe(200);
    const live = await connect(signedIn.body.token);
    const otherCompany = await createUser(server, { isFullAccess: true });
    const bystander = await connect(otherCompany.token);

    const answer = await asDeveloper('PATCH', '/developer/company', { id: owner.companyId, isSuspended: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.isSuspended).toBe(true);

    // The socket of the company is told and disconnected; another company's is not.
    await waitFor(() => live.heard.find((h) => h.event === 'company-suspended'));
    expect(live.heard.find((h) => h.event === 'company-suspended')?.payload).toEqual({ message: 'This company is suspended' });
    await waitFor(() => live.isDisconnected());
    expect(bystander.isDisconnected()).toBe(false);

    // Every open session ended; an existing token says why.
    const open = await server.context.db.select().from(sessions).where(eq(sessions.accountId, owner.accountId));
    expect(open.length).toBe(2);
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expectError(await call(server, 'GET', '/account/my_account', { token: owner.token }), 401, 'This company is suspended');
    expectError(await call(server, 'GET', '/account/my_account', { token: signedIn.body.token }), 401, 'This company is suspended');
    expectError(await login(owner.email), 403, 'This company is suspended');
    // A socket cannot connect again.
    await expect(connect(signedIn.body.token)).rejects.toThrow();

    const [suspend] = await auditEntries('company.suspend', owner.companyId);
    expect(suspend).toMatchObject({ actorAccountId: developer.accountId, actingAsAccountId: null, companyId: owner.companyId, entity: 'company' });
    expect(suspend.after).toMatchObject({ isSuspended: true, endedSessions: 2 });

    const back = await asDeveloper('PATCH', '/developer/company', { id: owner.companyId, isSuspended: false });
    expect(back.status).toBe(200);
    expect(back.body.data.isSuspended).toBe(false);
    const again = await login(owner.email);
    expect(again.status).toBe(200);
    expect((await call(server, 'GET', '/account/my_account', { token: again.body.token })).status).toBe(200);
    expect((await auditEntries('company.reactivate', owner.companyId)).length).toBe(1);
  });

  it('refuses suspending the developer’s own company (422) and a non-developer (403)', async () => {
    expectError(await asDeveloper('PATCH', '/developer/company', { id: developer.companyId, isSuspended: true }), 422, 'You cannot suspend your own company');
    const [company] = await server.context.db.select().from(companies).where(eq(companies.id, developer.companyId));
    expect(company.isSuspended).toBe(false);
    expectError(await call(server, 'PATCH', '/developer/company', { token: outsider.token, body: { id: outsider.companyId, isSuspended: true } }), 403);
    expectError(await asDeveloper('PATCH', '/developer/company', { id: 999_999, isSuspended: true }), 404);
    expectError(await asDeveloper('PATCH', '/developer/company', { id: outsider.companyId, isSuspended: 'yes' }), 400);
  });
});

describe('company management', () => {
  it('creates a company, invites its first administrator and audits it', async () => {
    const email = `admin-${Date.now()}@example.ph`;
    const created = await asDeveloper('POST', '/developer/company', { name: 'Tibay Construction', address: 'Cebu City', tin: '123456789000', brandColor: '#0B7285', adminEmail: email });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'Tibay Construction', brandColor: '#0b7285', tin: '123456789000', isSuspended: false, accountCount: 0 });
    const [invitation] = await server.context.db.select().from(invitations).where(eq(invitations.companyId, id));
    expect(invitation.email).toBe(email);
    const [owner] = await server.context.db.select().from(roles).where(eq(roles.id, invitation.roleId));
    expect(owner).toMatchObject({ companyId: id, name: 'Owner', isFullAccess: true });
    const [mail] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail.text).toContain('/invite/');
    const [entry] = await auditEntries('company.create', id);
    expect(entry).toMatchObject({ actorAccountId: developer.accountId, companyId: id });

    expectError(await asDeveloper('POST', '/developer/company', { name: 'Again', address: '', tin: '', brandColor: null, adminEmail: outsider.email.toUpperCase() }), 409, 'An account with this email already exists');
    const bad = await asDeveloper('POST', '/developer/company', { name: '', address: '', tin: '12', brandColor: 'blue', adminEmail: 'x' });
    expectError(bad, 400);
    expect(bad.body.message.length).toBeGreaterThanOrEqual(3);
  });

  it('edits whitelabel settings with the before and after in the audit log', async () => {
    const company = await createCompany(server, 'Before Name');
    const answer = await asDeveloper('PATCH', '/developer/company', { id: company.id, name: 'After Name', brandColor: '#C92A2A' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'After Name', brandColor: '#c92a2a', isSuspended: false });
    const [entry] = await auditEntries('company.update', company.id);
    expect(entry.before).toMatchObject({ name: 'Before Name', brandColor: null });
    expect(entry.after).toMatchObject({ name: 'After Name', brandColor: '#c92a2a' });
  });

  it('answers usage per company: users, records, storage and last sign-in', async () => {
    const user = await createUser(server, { isFullAccess: true });
    await createUser(server, { companyId: user.companyId });
    const form = new FormData();
    form.append('fileData', new Blob([new Uint8Array(1234)], { type: 'application/pdf' }), 'a.pdf');
    const upload = await fetch(`${server.url}/api/file-upload/upload-document`, { method: 'POST', headers: { token: user.token }, body: form });
    expect(upload.status).toBe(201);
    const lead = await call(server, 'POST', '/lead', { token: user.token, body: { name: 'Usage lead' } });
    const detail = await asDeveloper('GET', `/developer/company/${user.companyId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ accountCount: 2, activeAccountCount: 2, storageBytes: 1234 });
    expect(detail.body.data.recordCount).toBe(lead.status === 201 || lead.status === 200 ? 1 : 0);
    expect(new Date(detail.body.data.lastActivityAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const table = await call(server, 'PUT', '/developer/company?page=1&perPage=100', { token: developer.token, body: { searchKeyword: '', filters: [] } });
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    const row = table.body.list.find((r: any) => r.id === user.companyId);
    expect(row).toMatchObject({ accountCount: 2, storageBytes: 1234, isSuspended: false });
  });
});

describe('user management', () => {
  it('searches users across companies by company name', async () => {
    const company = await createCompany(server, 'Searchable Masonry Corp');
    await createUser(server, { companyId: company.id });
    const table = await call(server, 'PUT', '/developer/account?page=1&perPage=10', { token: developer.token, body: { searchKeyword: 'Searchable Masonry', filters: [] } });
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    expect(table.body.list.length).toBe(1);
    expect(table.body.list[0]).toMatchObject({ companyName: 'Searchable Masonry Corp', companySuspended: false });
  });

  it('deactivates and reactivates a user of any company, audited; the sessions end', async () => {
    const admin = await createUser(server, { isFullAccess: true });
    const member = await createUser(server, { companyId: admin.companyId });
    const off = await asDeveloper('POST', '/developer/account/deactivate', { id: member.accountId });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await call(server, 'GET', '/account/my_account', { token: member.token })).status).toBe(401);
    expect((await auditEntries('account.deactivate', member.accountId))[0]).toMatchObject({ actorAccountId: developer.accountId, companyId: admin.companyId });
    expectError(await asDeveloper('POST', '/developer/account/deactivate', { id: member.accountId }), 422, 'This user is already inactive');
    // The company keeps one active full-access user.
    expectError(await asDeveloper('POST', '/developer/account/deactivate', { id: admin.accountId }), 403);
    expectError(await asDeveloper('POST', '/developer/account/deactivate', { id: developer.accountId }), 422, 'You cannot deactivate your own account');
    const on = await asDeveloper('POST', '/developer/account/reactivate', { id: member.accountId });
    expect(on.status).toBe(200);
    expect((await login(member.email)).status).toBe(200);
    expect((await auditEntries('account.reactivate', member.accountId)).length).toBe(1);
  });

  it('mails a password reset link through the auth module, audited', async () => {
    const user = await createUser(server, { isFullAccess: true });
    const answer = await asDeveloper('POST', '/developer/account/password-reset-mail', { id: user.accountId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [mail] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await call(server, 'POST', '/auth/reset-password', { body: { token, password: 'Another-Horse-42' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await auditEntries('account.password-reset-mail', user.accountId))[0]).toMatchObject({ actorAccountId: developer.accountId });
    expectError(await asDeveloper('POST', '/developer/account/password-reset-mail', { id: 999_999 }), 404);
  });
});

describe('impersonation', () => {
  it('gives the developer a session with the user’s rights, audits every change by X as Y, and ends', async () => {
    const admin = await createUser(server, { isFullAccess: true });
    const member = await createUser(server, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    const started = await asDeveloper('POST', '/developer/impersonation', { id: member.accountId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const token: string = started.body.token;
    expect(started.body.accountInformation.id).toBe(member.accountId);
    expect(started.body.impersonation).toMatchObject({ developer: { id: developer.accountId }, account: { id: member.accountId } });
    const [session] = await server.context.db.select().from(sessions).where(eq(sessions.accountId, member.accountId)).orderBy(desc(sessions.id)).limit(1);
    expect(session.impersonatorAccountId).toBe(developer.accountId);
    expect((await auditEntries('impersonation.start', session.id))[0]).toMatchObject({ actorAccountId: developer.accountId, actingAsAccountId: member.accountId, companyId: admin.companyId });

    // The user's rights: their own account, their scopes only, no developer route.
    const me = await call(server, 'GET', '/account/my_account', { token });
    expect(me.body.id ?? me.body.data?.id).toBe(member.accountId);
    const current = await call(server, 'GET', '/impersonation', { token });
    expect(current.body.data).toMatchObject({ developer: { id: developer.accountId }, account: { id: member.accountId } });
    expect((await call(server, 'GET', '/impersonation', { token: developer.token })).body.data).toBeNull();
    expectError(await call(server, 'PUT', '/developer/company?page=1&perPage=10', { token, body: {} }), 403);
    expectError(await call(server, 'PUT', '/role?page=1&perPage=10', { token, body: {} }), 403);

    // A change made while impersonating is recorded by the developer as the user.
    const renamed = await call(server, 'PATCH', '/account/profile', { token, body: { firstName: 'Renamed' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const request = await waitFor(async () => (await auditEntries('impersonation.request')).find((e) => (e.after as any)?.route === '/api/account/profile'));
    expect(request).toMatchObject({ actorAccountId: developer.accountId, actingAsAccountId: member.accountId, companyId: admin.companyId });
    expect(request.after).toMatchObject({ method: 'PATCH', statusCode: 200 });

    const ended = await call(server, 'POST', '/impersonation/end', { token });
    expect(ended.status).toBe(200);
    expect((await call(server, 'GET', '/account/my_account', { token })).status).toBe(401);
    expect((await asDeveloper('GET', '/account/my_account')).status).toBe(200);
    expect((await auditEntries('impersonation.end', session.id))[0]).toMatchObject({ actorAccountId: developer.accountId, actingAsAccountId: member.accountId });
    expectError(await asDeveloper('POST', '/impersonation/end'), 422, 'This session is not an impersonation');
  });

  it('refuses impersonating another developer, oneself and an inactive user', async () => {
    const other = await createUser(server, { isFullAccess: true, isDeveloper: true });
    expectError(await asDeveloper('POST', '/developer/impersonation', { id: other.accountId }), 422, 'Another developer cannot be impersonated');
    expectError(await asDeveloper('POST', '/developer/impersonation', { id: developer.accountId }), 422, 'You cannot impersonate yourself');
    expectError(await call(server, 'POST', '/developer/impersonation', { token: outsider.token, body: { id: outsider.accountId } }), 403);
  });
});

describe('default roles and user levels', () => {
  it('copies templates into every new company and applies a change to the unchanged copies only', async () => {
    const created = await asDeveloper('POST', '/developer/default-role', { name: 'Site Engineer', scopeList: ['LEADS_ACCESS'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const templateId = created.body.data.id;
    expect((await auditEntries('default-role.create', templateId)).length).toBe(1);
    const level = await asDeveloper('POST', '/developer/default-user-level', { name: 'Supervisor', level: 3, description: 'Leads a crew' });
    expect(level.status).toBe(201);

    const unchanged = await createCompany(server);
    const changed = await createCompany(server);
    const copyOf = async (companyId: number) => (await server.context.db.select().from(roles).where(and(eq(roles.companyId, companyId), eq(roles.defaultRoleId, templateId))))[0];
    expect(await copyOf(unchanged.id)).toMatchObject({ name: 'Site Engineer', scopeList: ['LEADS_ACCESS'], isFullAccess: false });
    const [levelCopy] = await server.context.db.select().from(userLevels).where(and(eq(userLevels.companyId, unchanged.id), eq(userLevels.defaultUserLevelId, level.body.data.id)));
    expect(levelCopy).toMatchObject({ name: 'Supervisor', level: 3, description: 'Leads a crew' });

    // One company renames its copy: from then on it is theirs.
    await server.context.db.update(roles).set({ name: 'Our Engineer' }).where(eq(roles.id, (await copyOf(changed.id)).id));

    const saved = await asDeveloper('PATCH', '/developer/default-role', { id: templateId, scopeList: ['LEADS_ACCESS', 'CALENDAR_ACCESS'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const live = await server.context.db.select({ id: companies.id }).from(companies).where(eq(companies.isDeleted, false));
    // Every live company but the one that changed its copy: unchanged copies and companies that never had one.
    expect(saved.body.applicableCompanies).toBe(live.length - 1);
    expect((await copyOf(unchanged.id)).scopeList).toEqual(['LEADS_ACCESS']);

    const applied = await asDeveloper('POST', '/developer/default-role/apply', { id: templateId });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.updated).toBe(live.length - 1);
    expect((await copyOf(unchanged.id)).scopeList).toEqual(['CALENDAR_ACCESS', 'LEADS_ACCESS']);
    expect(await copyOf(changed.id)).toMatchObject({ name: 'Our Engineer', scopeList: ['LEADS_ACCESS'] });
    expect(await copyOf(developer.companyId)).toMatchObject({ name: 'Site Engineer' });
    const [entry] = await auditEntries('default-role.apply', templateId);
    expect((entry.after as any).updatedCompanyIds).toContain(unchanged.id);
    expect((entry.after as any).updatedCompanyIds).not.toContain(changed.id);

    // Applying again changes nothing.
    expect((await asDeveloper('POST', '/developer/default-role/apply', { id: templateId })).body.data.updated).toBe(0);

    const levelSaved = await asDeveloper('PATCH', '/developer/default-user-level', { id: level.body.data.id, level: 4 });
    expect(levelSaved.status).toBe(200);
    const levelApplied = await asDeveloper('POST', '/developer/default-user-level/apply', { id: level.body.data.id });
    expect(levelApplied.body.data.updated).toBeGreaterThan(0);
    const [levelAfter] = await server.context.db.select().from(userLevels).where(eq(userLevels.id, levelCopy.id));
    expect(levelAfter.level).toBe(4);

    expectError(await asDeveloper('POST', '/developer/default-role', { name: 'X', scopeList: ['NOPE'] }), 400);
    expectError(await asDeveloper('POST', '/developer/default-role/apply', { id: 999_999 }), 404);
  });
});
