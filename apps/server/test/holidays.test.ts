import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLIDAY_MESSAGES, PROCLAIMED_HOLIDAYS_2026 } from '@haligi/shared';
import { branches, holidays } from '../src/db/schema';
import { countRows } from './assertions';
import { createCompany } from './helper';
import { expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let admin: TestUser;
let other: TestUser;
let makati: number;
let cebu: number;

const table = (body: object, user = admin) => call(server, 'PUT', '/holiday?page=1&perPage=100', { token: user.token, body: { settings: { sortBy: 'date', sortOrder: 'asc' }, ...body } });
const post = (body: unknown, user = admin) => call(server, 'POST', '/holiday', { token: user.token, body });
const yearFilter = (year: string) => ({ filters: [{ key: 'year', value: year }] });

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { scopes: ['MANPOWER_HOLIDAYS_ACCESS'] });
  other = await createUser(server, { isFullAccess: true });
  [{ id: makati }, { id: cebu }] = await server.context.db.insert(branches).values([{ companyId: admin.companyId, name: 'Makati' }, { companyId: admin.companyId, name: 'Cebu' }]).returning();
});
afterAll(async () => server?.stop());

describe('the 2026 proclamation', () => {
  it('every new company starts with it, by date, citing Proclamation No. 1006', async () => {
    const answer = await table(yearFilter('2026'));
    expect(answer.status).toBe(200);
    expect(answer.body.pagination.total).toBe(21);
    expect(answer.body.list.map((h: any) => h.date)).toEqual(PROCLAIMED_HOLIDAYS_2026.map((h) => h.date));
    expect(answer.body.list[0]).toMatchObject({ name: "New Year's Day", date: '2026-01-01', type: 'REGULAR', scope: 'NATIONAL', branch: null, source: 'Proclamation No. 1006, s. 2025' });
    expect(answer.body.list.find((h: any) => h.date === '2026-02-25')).toMatchObject({ name: 'EDSA People Power Revolution Anniversary', type: 'SPECIAL_WORKING' });
    expect((await table(yearFilter('2025'))).body.pagination.total).toBe(0);
  });

  it('the data migration copies it into an existing company without 2026 holidays, once', async () => {
    const company = await createCompany(server);
    await server.context.db.delete(holidays).where(eq(holidays.companyId, company.id));
    const migration = readFileSync(new URL('../drizzle/0024_holidays_2026.sql', import.meta.url), 'utf8');
    await server.context.database.query(migration, []);
    await server.context.database.query(migration, []);
    expect(await countRows(server, 'holidays', 'company_id = $1', [company.id])).toBe(21);
    expect(await countRows(server, 'holidays', "company_id = $1 and source = 'Proclamation No. 1006, s. 2025'", [company.id])).toBe(19);
  });
});

describe('holidays', () => {
  it('a local holiday needs its branch; a national one has none', async () => {
    expectError(await post({ name: 'Cebu Charter Day', date: '2026-02-24', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL' }), 422, HOLIDAY_MESSAGES.localNeedsBranch);
    expectError(await post({ name: 'X', date: '2026-02-24', type: 'REGULAR', scope: 'NATIONAL', branchId: cebu }), 422, HOLIDAY_MESSAGES.nationalHasNoBranch);
    expectError(await post({ name: '', date: '2026-13-01', type: 'HOLIDAY' }), 400, ['name: is required', 'date: must be a date YYYY-MM-DD', 'type: must be one of REGULAR, SPECIAL_NON_WORKING, SPECIAL_WORKING']);
    const answer = await post({ name: 'Cebu Charter Day', date: '2026-02-24', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: cebu, source: 'Proclamation (local)' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ message: HOLIDAY_MESSAGES.created, data: { scope: 'LOCAL', branch: { id: cebu, name: 'Cebu' } } });
    expectError(await post({ name: 'cebu charter day', date: '2026-02-24', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: cebu }), 409, HOLIDAY_MESSAGES.duplicate('cebu charter day', '2026-02-24'));
  });

  it("another company's branch or holiday is 404", async () => {
    const [theirs] = await server.context.db.insert(branches).values({ companyId: other.companyId, name: 'Theirs' }).returning();
    expectError(await post({ name: 'Fiesta', date: '2026-05-15', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: theirs.id }), 404, 'Branch not found');
    const mine = (await table(yearFilter('2026'))).body.list[0];
    expectError(await call(server, 'PATCH', '/holiday', { token: other.token, body: { id: mine.id, name: 'Stolen' } }), 404, 'Holiday not found');
    expectError(await call(server, 'DELETE', `/holiday/${mine.id}`, { token: other.token }), 404, 'Holiday not found');
    expectError(await call(server, 'GET', `/holiday?id=${mine.id}`, { token: other.token }), 404, 'Holiday not found');
  });

  it('PATCH changes the fields named; turning a local holiday national drops its branch', async () => {
    const created = (await post({ name: 'Makati Day', date: '2026-06-01', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: makati })).body.data;
    const renamed = await call(server, 'PATCH', '/holiday', { token: admin.token, body: { id: created.id, name: 'Makati City Day' } });
    expect(renamed.body).toMatchObject({ message: HOLIDAY_MESSAGES.updated, data: { name: 'Makati City Day', date: '2026-06-01', branch: { id: makati } } });
    const national = await call(server, 'PATCH', '/holiday', { token: admin.token, body: { id: created.id, scope: 'NATIONAL' } });
    expect(national.body.data).toMatchObject({ scope: 'NATIONAL', branch: null });
    expect((await call(server, 'DELETE', `/holiday/${created.id}`, { token: admin.token })).body).toEqual({ message: HOLIDAY_MESSAGES.deleted });
    expectError(await call(server, 'GET', `/holiday?id=${created.id}`, { token: admin.token }), 404, 'Holiday not found');
  });

  it('GET /holiday/on: national holidays, and the local ones of the branch asked for', async () => {
    const feb = (branch?: number) => call(server, 'GET', `/holiday/on?from=2026-02-01&to=2026-02-28${branch ? `&branchId=${branch}` : ''}`, { token: admin.token });
    expect((await feb()).body.data.map((h: any) => h.name)).toEqual(['Chinese New Year', 'EDSA People Power Revolution Anniversary']);
    expect((await feb(cebu)).body.data.map((h: any) => h.date)).toEqual(['2026-02-17', '2026-02-24', '2026-02-25']);
    expect((await feb(makati)).body.data.map((h: any) => h.date)).toEqual(['2026-02-17', '2026-02-25']);
    expectError(await call(server, 'GET', '/holiday/on?from=2026-01-01&to=2027-06-01', { token: admin.token }), 400, [HOLIDAY_MESSAGES.rangeTooLong]);
    expect((await call(server, 'GET', '/holiday/on?from=2026-02-01&to=2026-02-28', { token: other.token })).body.data.some((h: any) => h.date === '2026-02-24')).toBe(false);
  });

  it('the table filters by type and scope and refuses a year that is not one', async () => {
    const local = await table({ filters: [{ key: 'scope', value: 'LOCAL' }] });
    expect(local.body.list.map((h: any) => h.name)).toEqual(['Cebu Charter Day']);
    const working = await table({ filters: [{ key: 'type', value: 'SPECIAL_WORKING' }] });
    expect(working.body.list).toHaveLength(1);
    expectError(await table(yearFilter('20x6')), 400, ['filters: year must be a year like 2026']);
  });
});
