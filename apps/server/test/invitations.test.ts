import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError, latestMailTo, tokenFromLink } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

const BAD_INVITE = 'This invitation is invalid or has expired';

let server: TestServer;
let inviter: TestUser;
let developer: TestUser;
let engineerRoleId: number;
beforeAll(async () => {
  server = await startTestServer();
  developer = await createUser(server, { isDeveloper: true });
  // The inviter holds what the invited role grants (decision 0026).
  inviter = await createUser(server, { scopes: ['SETTINGS_USER_INVITE_ACCESS', 'LEADS_ACCESS'] });
  // A second role of the inviting company to invite people into.
  engineerRoleId = (await createUser(server, { companyId: inviter.companyId, scopes: ['LEADS_ACCESS'] })).roleId;
});
afterAll(async () => server.stop());

const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.ph`;
const invite = (email: string, roleId = engineerRoleId, token = inviter.token) => call(server, 'POST', '/invitation', { token, body: { email, roleId } });

/** Invites and returns the invitation token from the mailed link. */
async function invited(email: string) {
  const response = await invite(email);
  expect(response.status).toBe(201);
  const mail = await latestMailTo(server, developer.token, email);
  return { id: response.body.data.id as number, token: tokenFromLink(mail!.text, `${server.config.publicUrl}/invite/`) };
}

const accept = (token: string, extra: Record<string, unknown> = {}) =>
  call(server, 'POST', '/auth/accept-invite', { body: { token, firstName: 'Lito', lastName: 'Garcia', password: 'Welcome-Aboard-7', ...extra } });

const invitationTable = (body: unknown = {}) => call(server, 'PUT', '/invitation?page=1&perPage=0', { token: inviter.token, body });

describe('invite', () => {
  it('POST /invitation mails a link to /invite/{token}', async () => {
    const email = newEmail('invitee');
    const response = await invite(email);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ id: expect.any(Number), email, roleId: engineerRoleId });
    const mail = await latestMailTo(server, developer.token, email);
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(`${server.config.publicUrl}/invite/`);
    const token = tokenFromLink(mail!.text, `${server.config.publicUrl}/invite/`);
    expect(mail!.html).toContain(`${server.config.publicUrl}/invite/${token}`);
    // Only the hash is kept.
    expect(await countRows(server, 'invitations', 'token_hash = $1', [token])).toBe(0);
  });

  it('GET /auth/invite/:token shows the email, company and role, without signing in', async () => {
    const email = newEmail('preview');
    const { token } = await invited(email);
    const company = (await call(server, 'GET', '/account/my_account', { token: inviter.token })).body.company.name;
    const role = (await server.context.database.query<{ name: string }>('select name from roles where id = $1', [engineerRoleId]))[0].name;
    const response = await call(server, 'GET', `/auth/invite/${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email, companyName: company, roleName: role });
    expectError(await call(server, 'GET', `/auth/invite/${'n'.repeat(43)}`), 404, BAD_INVITE);
  });

  it("inviting a member of this company answers 409 and sends nothing", async () => {
    const existing = await createUser(server, { companyId: inviter.companyId });
    const mailsBefore = await countRows(server, 'email_outbox');
    expectError(await invite(existing.email.toUpperCase()), 409, 'An account with this email already exists');
    expect(await countRows(server, 'invitations', 'email = $1', [existing.email])).toBe(0);
    expect(await countRows(server, 'email_outbox')).toBe(mailsBefore);
  });

  it("inviting an account of another company is answered like any invitation, and its mail holds no working link", async () => {
    const elsewhere = await createUser(server);
    const fresh = await invite(newEmail('fresh'));
    const response = await invite(elsewhere.email);
    expect(response.status).toBe(fresh.status);
    expect(Object.keys(response.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(response.body.message).toBe(`Invitation sent to ${elsewhere.email}`);
    const mail = await latestMailTo(server, developer.token, elsewhere.email);
    expect(mail!.text).toContain('already belongs to an account in another company');
    expect(mail!.text).not.toContain('/invite/');
    expect(await countRows(server, 'accounts', 'email = $1', [elsewhere.email])).toBe(1);
  });

  it("a role of another company answers 422 and creates no invitation", async () => {
    const outsider = await createUser(server);
    const email = newEmail('wrongrole');
    expectError(await invite(email, outsider.roleId), 422);
    expect(await countRows(server, 'invitations', 'email = $1', [email])).toBe(0);
  });

  it('a bad body answers 400 naming the fields', async () => {
    const response = await call(server, 'POST', '/invitation', { token: inviter.token, body: { email: 'nope' } });
    expectError(response, 400);
    expect(response.body.message.some((m: string) => m.startsWith('email:'))).toBe(true);
    expect(response.body.message.some((m: string) => m.startsWith('roleId:'))).toBe(true);
  });

  it('needs SETTINGS_USER_INVITE_ACCESS', async () => {
    const plain = await createUser(server, { companyId: inviter.companyId });
    const email = newEmail('noscope');
    expectError(await invite(email, engineerRoleId, plain.token), 403);
    expect(await countRows(server, 'invitations', 'email = $1', [email])).toBe(0);
  });
});

describe('accept', () => {
  it('creates a verified account in the inviting company with the invited role, signed in', async () => {
    const email = newEmail('joiner');
    const { token } = await invited(email);
    const response = await accept(token);
    expect(response.status).toBe(200);
    expect(response.body.accountInformation).toMatchObject({
      email,
      name: 'Lito Garcia',
      roleID: engineerRoleId,
      role: { id: engineerRoleId, scopeList: ['LEADS_ACCESS'] },
      company: { id: inviter.companyId },
      isDeleted: false,
    });
    const me = await call(server, 'GET', '/account/my_account', { token: response.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);

    const [row] = await server.context.database.query<Record<string, any>>('select company_id, role_id, email_verified_at from accounts where email = $1', [email]);
    expect(row.company_id).toBe(inviter.companyId);
    expect(row.role_id).toBe(engineerRoleId);
    expect(row.email_verified_at).not.toBeNull();

    // The chosen password signs in; no verification step is needed.
    const login = await call(server, 'POST', '/auth/login', { body: { email, password: 'Welcome-Aboard-7' } });
    expect(login.status).toBe(200);
  });

  it('accepting twice answers 404 and creates nothing more', async () => {
    const email = newEmail('twice');
    const { token } = await invited(email);
    expect((await accept(token)).status).toBe(200);
    const accountsBefore = await countRows(server, 'accounts');
    const sessionsBefore = await countRows(server, 'sessions');
    expectError(await accept(token, { firstName: 'Other', password: 'Another-Pass-9' }), 404, BAD_INVITE);
    expect(await countRows(server, 'accounts')).toBe(accountsBefore);
    expect(await countRows(server, 'sessions')).toBe(sessionsBefore);
    expect(await countRows(server, 'accounts', "email = $1 and first_name = 'Lito'", [email])).toBe(1);
    expectError(await call(server, 'GET', `/auth/invite/${token}`), 404, BAD_INVITE);
  });

  it('a bad body answers 400 and uses up nothing', async () => {
    const email = newEmail('shortpw');
    const { token } = await invited(email);
    const response = await accept(token, { password: 'short', firstName: '' });
    expectError(response, 400);
    expect(response.body.message).toEqual(expect.arrayContaining(['firstName: is required', 'password: must be at least 10 characters']));
    expect(await countRows(server, 'accounts', 'email = $1', [email])).toBe(0);
    expect((await accept(token)).status).toBe(200);
  });
});

describe('invitations table and cancel', () => {
  it('lists the company invitations with status PENDING or ACCEPTED', async () => {
    const pendingEmail = newEmail('pending');
    const acceptedEmail = newEmail('accepted');
    await invited(pendingEmail);
    await accept((await invited(acceptedEmail)).token);
    const { status, body } = await invitationTable({ settings: { sortBy: 'createdAt', sortOrder: 'desc' } });
    expect(status).toBe(200);
    const byEmail = new Map(body.list.map((row: any) => [row.email, row]));
    expect(byEmail.get(pendingEmail)).toMatchObject({ status: 'PENDING', roleId: engineerRoleId, roleName: expect.any(String) });
    expect(byEmail.get(acceptedEmail)).toMatchObject({ status: 'ACCEPTED' });

    const pendingOnly = await invitationTable({ filters: [{ key: 'status', value: 'PENDING' }] });
    expect(pendingOnly.body.list.every((row: any) => row.status === 'PENDING')).toBe(true);
    expect(pendingOnly.body.list.map((row: any) => row.email)).toContain(pendingEmail);
    const acceptedOnly = await invitationTable({ filters: [{ key: 'status', value: 'ACCEPTED' }] });
    expect(acceptedOnly.body.list.map((row: any) => row.email)).toContain(acceptedEmail);
    expect(acceptedOnly.body.list.map((row: any) => row.email)).not.toContain(pendingEmail);
  });

  it("shows only the caller company's invitations", async () => {
    const otherInviter = await createUser(server, { scopes: ['SETTINGS_USER_INVITE_ACCESS'] });
    const email = newEmail('elsewhere');
    expect((await invite(email, otherInviter.roleId, otherInviter.token)).status).toBe(201);
    const { body } = await invitationTable();
    expect(body.list.map((row: any) => row.email)).not.toContain(email);
  });

  it('a new invitation to the same address replaces the pending one', async () => {
    const email = newEmail('again');
    const first = await invited(email);
    const second = await invited(email);
    expectError(await call(server, 'GET', `/auth/invite/${first.token}`), 404);
    expect((await call(server, 'GET', `/auth/invite/${second.token}`)).status).toBe(200);
    const { body } = await invitationTable({ searchKeyword: email });
    expect(body.list.map((row: any) => row.id)).toEqual([second.id]);
  });

  it('cancel (DELETE /invitation/:id) makes the link invalid and removes it from the table', async () => {
    const email = newEmail('cancel');
    const { id, token } = await invited(email);
    const response = await call(server, 'DELETE', `/invitation/${id}`, { token: inviter.token });
    expect(response).toEqual({ status: 200, body: { message: `Invitation to ${email} canceled` } });
    expectError(await call(server, 'GET', `/auth/invite/${token}`), 404, BAD_INVITE);
    expectError(await accept(token), 404, BAD_INVITE);
    expect(await countRows(server, 'accounts', 'email = $1', [email])).toBe(0);
    expect((await invitationTable({ searchKeyword: email })).body.list).toEqual([]);
    expectError(await call(server, 'DELETE', `/invitation/${id}`, { token: inviter.token }), 404);
  });

  it("cannot cancel another company's invitation (404) and it stays valid", async () => {
    const otherInviter = await createUser(server, { scopes: ['SETTINGS_USER_INVITE_ACCESS'] });
    const email = newEmail('foreign');
    const response = await invite(email, otherInviter.roleId, otherInviter.token);
    const mail = await latestMailTo(server, developer.token, email);
    const token = tokenFromLink(mail!.text, `${server.config.publicUrl}/invite/`);
    expectError(await call(server, 'DELETE', `/invitation/${response.body.data.id}`, { token: inviter.token }), 404);
    expect((await call(server, 'GET', `/auth/invite/${token}`)).status).toBe(200);
  });

  it('an accepted invitation cannot be canceled (404)', async () => {
    const email = newEmail('done');
    const { id, token } = await invited(email);
    await accept(token);
    expectError(await call(server, 'DELETE', `/invitation/${id}`, { token: inviter.token }), 404);
    expect((await invitationTable({ searchKeyword: email })).body.list[0].status).toBe('ACCEPTED');
  });
});
