import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

/**
 * The lists the approval screens pick from (decision 0044): the members a member may delegate to,
 * and the approvers a workflow editor may choose.
 */
let server: TestServer;
let member: TestUser;
let colleague: TestUser;
let leaver: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  member = await createUser(server, { scopes: [] });
  colleague = await createUser(server, { companyId: member.companyId, scopes: ['LEADS_ACCESS'] });
  leaver = await createUser(server, { companyId: member.companyId, scopes: [] });
  await server.context.db.update(accounts).set({ isDeleted: true }).where(eq(accounts.id, leaver.accountId));
  stranger = await createUser(server, { scopes: [] });
});
afterAll(async () => server?.stop());

const values = (body: unknown) => (body as { value: number }[]).map((option) => option.value);

describe('GET /approval/delegate-list', () => {
  it('answers a member without any scope the other active members of their company, not themselves, a former member or another company', async () => {
    const answer = await call(server, 'GET', '/approval/delegate-list', { token: member.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const options = answer.body as { label: string; value: number }[];
    const listed = values(options);
    expect(listed).toContain(colleague.accountId);
    expect(listed).not.toContain(member.accountId);
    expect(listed).not.toContain(leaver.accountId);
    expect(listed).not.toContain(stranger.accountId);
    expect(options.find((option) => option.value === colleague.accountId)?.label).toBe('Juan Dela Cruz');
  });
});

describe('the approver lists of the workflow editor', () => {
  it.each(['SETTINGS_WORKFLOW', 'SETTINGS_WORKFLOW_ACCESS', 'SETTINGS_WORKFLOW_DELIVERY_ACCESS', 'SETTINGS_WORKFLOW_LIQUIDATION_ACCESS'])(
    'a holder of %s reads the user, role and user level lists',
    async (scope) => {
      const editor = await createUser(server, { companyId: member.companyId, scopes: [scope] });
      for (const path of ['user-list', 'role-list', 'user-level-list']) {
        const answer = await call(server, 'GET', `/select-box/${path}`, { token: editor.token });
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      expect(values((await call(server, 'GET', '/select-box/user-list', { token: editor.token })).body)).toContain(colleague.accountId);
    },
  );

  it('a member with none of the workflow or screen scopes still reads none of them', async () => {
    for (const path of ['user-list', 'role-list', 'user-level-list']) {
      expectError(await call(server, 'GET', `/select-box/${path}`, { token: member.token }), 403, 'You do not have permission to access this resource');
    }
  });
});
