import { createHash, randomBytes } from 'node:crypto';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { appSecrets, auditLog, emailConfigs, emailVerifications, invitations, oneTimeCodes, passwordResets, schoolDevices, schoolGates, seedRuns, timekeepingDevices } from '../src/db/schema';
import { recordAudit } from '../src/modules/audit/audit';
import { MASK, NOT_SECRET, SECRET_COLUMNS, SECRET_NAME } from '../src/modules/developer-data/secret-columns';
import { codeMigrations, migrationStatus } from '../src/modules/developer-data/migrations';
import { currentChecksum } from '../src/modules/developer-data/seed-runs';
import { PSGC_FILE } from '../src/modules/locations/psgc.loader';
import { seed } from '../src/seed/seed';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { call, createCompany, createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let developer: TestUser;
let member: TestUser;
const ADMIN_EMAIL = `seed-admin-${randomBytes(3).toString('hex')}@example.ph`;

const query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => server.context.database.query<T>(text, params);
const rows = (table: string, body: Record<string, unknown> = {}, paging = 'page=1&perPage=0') =>
  call(server, 'PUT', `/developer/database/rows?table=${encodeURIComponent(table)}&${paging}`, { token: developer.token, body: { searchKeyword: '', filters: [], ...body } });

/** Every table the Drizzle schema declares, with its columns. */
const schemaTables = () =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableConfig(table))
    .map((config) => ({ name: config.name, columns: config.columns.map((c) => c.name) }));

/** One row in every table holding a listed secret, each secret a value the answers must never carry. */
const secrets: string[] = [];
const secret = () => {
  const value = `s3cret-${randomBytes(8).toString('hex')}`;
  secrets.push(value);
  return value;
};

beforeAll(async () => {
  // The seed first, on the empty database: PSGC, the first company, the SEED_ADMIN account.
  server = await startTestServer({ seedDemo: false, seedAdminEmail: ADMIN_EMAIL, seedAdminPassword: 'Seed-Admin-Pass-9' });
  await seed(server.context);
  developer = await createUser(server, { isFullAccess: true, isDeveloper: true });
  member = await createUser(server, { isFullAccess: true });

  const { db } = server.context;
  const { companyId, accountId } = member;
  await db.insert(emailVerifications).values({ accountId, tokenHash: secret(), expiresAt: new Date(Date.now() + 3600_000) });
  await db.insert(passwordResets).values({ accountId, tokenHash: secret(), expiresAt: new Date(Date.now() + 3600_000) });
  await db.insert(invitations).values({ companyId, email: 'invited@example.ph', roleId: member.roleId, invitedById: accountId, tokenHash: secret(), expiresAt: new Date(Date.now() + 3600_000) });
  await db.insert(oneTimeCodes).values({ companyId, accountId, purpose: 'GENERAL', type: 'test', context: '', salt: secret(), codeHash: secret(), requestedAt: new Date(), expiresAt: new Date(Date.now() + 600_000) });
  await db.insert(emailConfigs).values({
    companyId,
    accountId,
    fromName: 'Juan',
    fromEmail: 'juan@example.ph',
    smtpHost: 'smtp.example.ph',
    smtpPort: 465,
    smtpSecure: true,
    smtpUser: 'juan',
    smtpPasswordSealed: secret(),
    imapHost: 'imap.example.ph',
    imapPort: 993,
    imapSecure: true,
    imapUser: 'juan',
    imapPasswordSealed: secret(),
  });
  await db.insert(timekeepingDevices).values({ companyId, serialNumber: `KIOSK-${randomBytes(3).toString('hex')}`, name: 'Kiosk', kind: 'KIOSK', kioskKeyHash: secret() });
  const [gate] = await db.insert(schoolGates).values({ companyId, name: 'Main gate' }).returning();
  await db.insert(schoolDevices).values({ companyId, gateId: gate.id, name: 'Gate reader', licenceKeyHash: secret(), serialNumber: 'SR-1' });
  await db.insert(appSecrets).values({ name: `devdata-test-${randomBytes(3).toString('hex')}`, value: secret() });

  // A table of this test's own, with the kinds of columns the viewer treats apart.
  await query(`create table devdata_probe (id serial primary key, name text not null, n integer not null, api_token text, logo bytea, doc jsonb, company_id integer)`);
  for (let i = 1; i <= 25; i++) {
    await query(`insert into devdata_probe (name, n, api_token, logo, doc, company_id) values ($1, $2, $3, $4, $5, $6)`, [
      i === 7 ? 'Lucky Seven' : `Row ${String(i).padStart(2, '0')}`,
      (i * 7) % 25,
      secret(),
      Buffer.from([1, 2, 3]),
      JSON.stringify({ text: 'x'.repeat(i === 3 ? 500 : 5) }),
      i <= 5 ? developer.companyId : null,
    ]);
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('database viewer: tables', () => {
  it('lists every table of the schema with its exact number of rows', async () => {
    const answer = await call(server, 'GET', '/developer/database/tables', { token: developer.token });
    expect(answer.status).toBe(200);
    const listed = new Map<string, { rowCount: number; isEstimate: boolean }>(answer.body.map((t: any) => [t.name, t]));
    const declared = schemaTables();
    expect(declared.length).toBeGreaterThan(100);
    for (const table of declared) expect(listed.has(table.name), table.name).toBe(true);
    expect(listed.has('devdata_probe')).toBe(true);
    for (const [name, table] of listed) {
      expect(table.isEstimate, name).toBe(false);
      const [{ n }] = await query<{ n: string }>(`select count(*)::text as n from "${name}"`);
      // The audit log grows while the test reads it (rows reads are recorded).
      if (name !== 'audit_log') expect(table.rowCount, name).toBe(Number(n));
    }
    expect(listed.get('devdata_probe')!.rowCount).toBe(25);
    expect(listed.get('psgc_barangays')!.rowCount).toBeGreaterThan(40_000);
  });

  it("answers a table's columns, the secret ones marked", async () => {
    const answer = await call(server, 'GET', '/developer/database/columns?table=accounts', { token: developer.token });
    expect(answer.status).toBe(200);
    const passwordHash = answer.body.columns.find((c: any) => c.name === 'password_hash');
    expect(passwordHash).toMatchObject({ isMasked: true, isSortable: false });
    expect(answer.body.columns.find((c: any) => c.name === 'id')).toMatchObject({ isPrimaryKey: true, isMasked: false, isSortable: true, type: 'integer' });
    expect((await call(server, 'GET', '/developer/database/columns?table=nope', { token: developer.token })).status).toBe(404);
  });
});

describe('database viewer: rows', () => {
  it('pages by the primary key by default', async () => {
    const answer = await rows('devdata_probe', {}, 'page=2&perPage=10');
    expect(answer.status).toBe(200);
    expect(answer.body.pagination).toEqual({ page: 2, perPage: 10, total: 25, totalPages: 3 });
    expect(answer.body.currentPage).toBe(2);
    expect(answer.body.list.map((r: any) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('sorts by any visible column, either way', async () => {
    const down = await rows('devdata_probe', { settings: { sortBy: 'n', sortOrder: 'desc' } }, 'page=1&perPage=3');
    expect(down.body.list.map((r: any) => r.n)).toEqual([24, 23, 22]);
    const byName = await rows('devdata_probe', { settings: { sortBy: 'name', sortOrder: 'asc' } }, 'page=1&perPage=2');
    expect(byName.body.list.map((r: any) => r.name)).toEqual(['Lucky Seven', 'Row 01']);
  });

  it('filters by a column equal to a value, or containing it, and searches a chosen column', async () => {
    const equal = await rows('devdata_probe', { filters: [{ key: 'name', value: 'Row 12' }] });
    expect(equal.body.list.map((r: any) => r.id)).toEqual([12]);
    const byNumber = await rows('devdata_probe', { filters: [{ key: 'n', value: '14' }] });
    expect(byNumber.body.list.map((r: any) => r.n)).toEqual([14]);
    const contains = await rows('devdata_probe', { filters: [{ key: 'name:contains', value: 'row 2' }] });
    expect(contains.body.list.map((r: any) => r.id)).toEqual([20, 21, 22, 23, 24, 25]);
    expect(contains.body.pagination.total).toBe(6);
    const both = await rows('devdata_probe', { filters: [{ key: 'name:contains', value: 'row' }, { key: 'company_id', value: developer.companyId }] });
    expect(both.body.list.map((r: any) => r.id)).toEqual([1, 2, 3, 4, 5]);
    const search = await rows('devdata_probe', { searchKeyword: 'lucky', searchBy: 'name' });
    expect(search.body.list.map((r: any) => r.id)).toEqual([7]);
  });

  it('masks secret columns, sizes binary ones and cuts long values', async () => {
    const answer = await rows('devdata_probe');
    const third = answer.body.list.find((r: any) => r.id === 3);
    expect(third.api_token).toBe(MASK);
    expect(third.logo).toBe('(binary, 3 bytes)');
    expect(third.doc).toHaveLength(201);
    expect(third.doc.endsWith('…')).toBe(true);
    expect(JSON.parse(answer.body.list.find((r: any) => r.id === 4).doc)).toEqual({ text: 'xxxxx' });
  });

  it('refuses to sort, filter or search by a secret or binary column, or one that does not exist', async () => {
    for (const body of [
      { settings: { sortBy: 'api_token' } },
      { filters: [{ key: 'api_token', value: 'x' }] },
      { filters: [{ key: 'api_token:contains', value: 's3' }] },
      { searchKeyword: 's3', searchBy: 'api_token' },
      { settings: { sortBy: 'logo' } },
      { filters: [{ key: 'nope', value: '1' }] },
      { filters: [{ key: 'n', value: 'twelve' }] },
    ]) {
      const answer = await rows('devdata_probe', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message.length).toBeGreaterThan(0);
    }
    // A keyword over every column never looks into the secret ones.
    const everywhere = await rows('devdata_probe', { searchKeyword: 's3cret' });
    expect(everywhere.body.pagination.total).toBe(0);
  });

  it('answers 404 for a table that does not exist', async () => {
    const answer = await rows('no_such_table');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Table no_such_table not found');
    expect((await rows('accounts; drop table accounts')).status).toBe(404);
  });

  it('has no write path: any other method is a 404 or 405 and changes nothing', async () => {
    const before = await query<{ n: string }>('select count(*)::text as n from devdata_probe');
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      for (const path of ['/developer/database/rows?table=devdata_probe', '/developer/database/tables', '/developer/database/columns?table=devdata_probe']) {
        const answer = await call(server, method, path, { token: developer.token, body: method === 'DELETE' ? undefined : { id: 1, name: 'changed' } });
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
      }
    }
    expect((await call(server, 'PUT', '/developer/database/tables', { token: developer.token, body: {} })).status).toBeGreaterThanOrEqual(404);
    expect(await query('select count(*)::text as n from devdata_probe')).toEqual(before);
    expect((await query<{ name: string }>('select name from devdata_probe where id = 1'))[0].name).toBe('Row 01');
  });

  it('refuses a member without the developer flag (403) and a guest (401)', async () => {
    expect((await call(server, 'GET', '/developer/database/tables', { token: member.token })).status).toBe(403);
    expect((await call(server, 'PUT', '/developer/database/rows?table=accounts', { token: member.token, body: {} })).status).toBe(403);
    expect((await call(server, 'PUT', '/developer/database/rows?table=accounts', { body: {} })).status).toBe(401);
  });

  it('records each read of rows in the audit log', async () => {
    await rows('devdata_probe', { filters: [{ key: 'company_id', value: developer.companyId }] }, 'page=1&perPage=5');
    const [entry] = await server.context.db.select().from(auditLog).where(eq(auditLog.action, 'database.rows')).orderBy(schema.auditLog.id).limit(1000).then((r) => r.slice(-1));
    expect(entry).toMatchObject({ actorAccountId: developer.accountId, entity: 'table', entityId: 'devdata_probe', companyId: developer.companyId });
    expect(entry.after).toMatchObject({ filters: [{ column: 'company_id', op: 'equals', value: String(developer.companyId) }], page: 1, perPage: 5, rows: 5 });
  });
});

describe('database viewer: every secret column of the schema is masked', () => {
  it('every column named like a secret is masked unless reviewed as not secret, and every listed one exists', async () => {
    const declared = schemaTables();
    const columnsOf = new Map(declared.map((t) => [t.name, t.columns]));
    for (const name of SECRET_COLUMNS) {
      const [table, column] = name.split('.');
      expect(columnsOf.get(table), `${name} is listed as secret but the schema has no such column`).toContain(column);
    }
    for (const name of Object.keys(NOT_SECRET)) {
      const [table, column] = name.split('.');
      expect(columnsOf.get(table), `${name} is reviewed as not secret but does not exist`).toContain(column);
      expect(SECRET_NAME.test(column), `${name} need not be reviewed: its name does not look secret`).toBe(true);
    }
    // The columns the viewer masks, as it answers them, for every table.
    const tables = [...declared.map((t) => t.name), 'devdata_probe'];
    for (const table of tables) {
      const answer = await call(server, 'GET', `/developer/database/columns?table=${table}`, { token: developer.token });
      expect(answer.status, table).toBe(200);
      for (const column of answer.body.columns) {
        const name = `${table}.${column.name}`;
        const looksSecret = SECRET_NAME.test(column.name) && !Object.hasOwn(NOT_SECRET, name);
        if (looksSecret || SECRET_COLUMNS.includes(name)) expect(column.isMasked, `${name} looks secret but is not masked`).toBe(true);
        else expect(column.isMasked, `${name} is masked but not declared secret`).toBe(false);
      }
    }
  });

  it("no table's rows carry a secret: each masked column reads the mask, and no secret value appears anywhere", async () => {
    const answer = await call(server, 'GET', '/developer/database/tables', { token: developer.token });
    let masked = 0;
    for (const { name } of answer.body) {
      const columns = (await call(server, 'GET', `/developer/database/columns?table=${name}`, { token: developer.token })).body.columns;
      const secretColumns = columns.filter((c: any) => c.isMasked).map((c: any) => c.name);
      if (!secretColumns.length) continue;
      const page = await rows(name);
      expect(page.status, name).toBe(200);
      const stored = await query(`select ${secretColumns.map((c: string) => `"${c}"::text as "${c}"`).join(', ')} from "${name}"`);
      expect(page.body.list.length, `${name}: every row read`).toBe(stored.length);
      for (const row of page.body.list) for (const column of secretColumns) expect(row[column], `${name}.${column}`).toBe(MASK);
      const text = JSON.stringify(page.body);
      for (const row of stored) for (const value of Object.values(row)) if (typeof value === 'string' && value.length >= 8) expect(text.includes(value), `${name} shows a secret`).toBe(false);
      masked += page.body.list.length;
    }
    for (const value of secrets) {
      // Each planted secret is stored, so the check above looked at it.
      const found = await query(`select 1 from devdata_probe where api_token = $1 union all select 1 from app_secrets where value = $1`, [value]);
      if (found.length) expect(found.length).toBe(1);
    }
    for (const name of SECRET_COLUMNS) {
      const [table, column] = name.split('.');
      const [{ n }] = await query<{ n: string }>(`select count(*)::text as n from "${table}" where "${column}" is not null`);
      expect(Number(n), `${name} has a value to mask in this test`).toBeGreaterThan(0);
    }
    expect(masked).toBeGreaterThan(30);
  });

  it('a new column named like a secret is masked without being listed', async () => {
    await query('alter table devdata_probe add column backup_password text');
    await query(`update devdata_probe set backup_password = 'hunter2-plain'`);
    const answer = await rows('devdata_probe', {}, 'page=1&perPage=1');
    expect(answer.body.list[0].backup_password).toBe(MASK);
    expect(JSON.stringify(answer.body)).not.toContain('hunter2');
  });
});

describe('audit log', () => {
  let companyA: number;
  let companyB: number;
  beforeAll(async () => {
    companyA = (await createCompany(server, 'Audit Alpha')).id;
    companyB = (await createCompany(server, 'Audit Beta')).id;
    const { db } = server.context;
    await db.insert(auditLog).values([
      { actorAccountId: developer.accountId, companyId: companyA, action: 'company.update', entity: 'company', entityId: String(companyA), before: { name: 'Audit Alpha', isSuspended: false }, after: { name: 'Audit Alpha', isSuspended: true }, createdAt: new Date('2026-03-01T10:00:00+08:00') },
      { actorAccountId: developer.accountId, actingAsAccountId: member.accountId, companyId: companyB, action: 'lead.create', entity: 'lead', entityId: '77', after: { name: 'New lead' }, createdAt: new Date('2026-03-02T23:30:00+08:00') },
      { actorAccountId: member.accountId, companyId: companyB, action: 'company.update', entity: 'company', entityId: String(companyB), before: { name: 'B' }, after: { name: 'Audit Beta' }, createdAt: new Date('2026-03-03T00:10:00+08:00') },
    ]);
    await recordAudit(db, { actorAccountId: null }, { action: 'scheduler.run', entity: 'job', entityId: 5 });
  });

  const auditPage = (filters: { key: string; value: unknown }[] = [], extra: Record<string, unknown> = {}) =>
    call(server, 'PUT', '/developer/audit-log?page=1&perPage=0', { token: developer.token, body: { searchKeyword: '', filters, ...extra } });

  it('lists entries newest first with who, what, which company and when', async () => {
    const answer = await auditPage([{ key: 'from', value: '2026-03-01' }, { key: 'to', value: '2026-03-03' }]);
    expect(answer.status).toBe(200);
    expect(answer.body.list.map((e: any) => e.action)).toEqual(['company.update', 'lead.create', 'company.update']);
    const [beta, lead, alpha] = answer.body.list;
    expect(alpha).toMatchObject({ companyId: companyA, companyName: 'Audit Alpha', entity: 'company', entityId: String(companyA), who: 'by Juan Dela Cruz' });
    expect(lead.who).toBe('by Juan Dela Cruz as Juan Dela Cruz');
    expect(lead).toMatchObject({ actorAccountId: developer.accountId, actingAsAccountId: member.accountId, actorEmail: developer.email, actingAsEmail: member.email });
    expect(beta.actorAccountId).toBe(member.accountId);
    expect(new Date(alpha.createdAt).toISOString()).toBe('2026-03-01T02:00:00.000Z');
  });

  it('filters by actor, company, action and a date range (Philippine days)', async () => {
    const march = [{ key: 'from', value: '2026-03-01' }, { key: 'to', value: '2026-03-31' }];
    const byActor = await auditPage([...march, { key: 'actorId', value: member.accountId }]);
    expect(byActor.body.list.map((e: any) => e.action)).toEqual(['company.update']);
    const byCompany = await auditPage([...march, { key: 'companyId', value: companyB }]);
    expect(byCompany.body.list.map((e: any) => e.entity)).toEqual(['company', 'lead']);
    const byAction = await auditPage([...march, { key: 'action', value: 'lead.create' }]);
    expect(byAction.body.list.map((e: any) => e.entityId)).toEqual(['77']);
    // 2 March in Manila ends at 16:00 UTC: the 23:30 entry is in it, the 00:10 of the 3rd is not.
    const oneDay = await auditPage([{ key: 'from', value: '2026-03-02' }, { key: 'to', value: '2026-03-02' }]);
    expect(oneDay.body.list.map((e: any) => e.action)).toEqual(['lead.create']);
    const search = await auditPage(march, { searchKeyword: 'lead 77', searchBy: 'entity' });
    expect(search.body.list.map((e: any) => e.action)).toEqual(['lead.create']);
    const bad = await auditPage([{ key: 'from', value: '2026-02-30' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['filters: from must be a date (YYYY-MM-DD)']);
  });

  it("the filters' options are the actors, companies and actions the log holds", async () => {
    const actions = await call(server, 'GET', '/developer/audit-log/actions', { token: developer.token });
    expect(actions.body.map((o: any) => o.value)).toEqual(expect.arrayContaining(['company.update', 'lead.create', 'scheduler.run']));
    const companies = await call(server, 'GET', '/developer/audit-log/companies', { token: developer.token });
    expect(companies.body).toEqual(expect.arrayContaining([{ value: companyA, label: 'Audit Alpha' }, { value: companyB, label: 'Audit Beta' }]));
    const actors = await call(server, 'GET', '/developer/audit-log/actors', { token: developer.token });
    expect(actors.body.map((o: any) => o.value)).toEqual(expect.arrayContaining([developer.accountId, member.accountId]));
  });

  it('an entry in detail has its record before and after and the difference', async () => {
    const list = await auditPage([{ key: 'companyId', value: companyA }]);
    const id = list.body.list[0].id;
    const answer = await call(server, 'GET', `/developer/audit-log/${id}`, { token: developer.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ before: { name: 'Audit Alpha', isSuspended: false }, after: { name: 'Audit Alpha', isSuspended: true } });
    expect(answer.body.changes).toEqual([{ path: 'isSuspended', kind: 'changed', before: false, after: true }]);
    expect((await call(server, 'GET', '/developer/audit-log/999999', { token: developer.token })).status).toBe(404);
    expect((await call(server, 'GET', `/developer/audit-log/${id}`, { token: member.token })).status).toBe(403);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [{ n: before }] = await query<{ n: string }>('select count(*)::text as n from audit_log');
    await expect(query(`update audit_log set action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(query('truncate audit_log')).rejects.toThrow(/append-only/);
    const [{ n: after }] = await query<{ n: string }>('select count(*)::text as n from audit_log');
    expect(after).toBe(before);
    expect(await query(`select 1 from audit_log where action = 'forged'`)).toEqual([]);
  });
});

describe('seed tracking', () => {
  it('records each seed step that ran: PSGC, the first company and its set-up, the admin account', async () => {
    const runs = await server.context.db.select().from(seedRuns).orderBy(seedRuns.id);
    const psgc = runs.filter((r) => r.name === 'psgc-locations');
    expect(psgc).toHaveLength(1);
    expect(psgc[0].checksum).toBe(createHash('sha256').update(readFileSync(PSGC_FILE)).digest('hex'));
    const [{ n }] = await query<{ n: string }>('select ((select count(*) from psgc_regions) + (select count(*) from psgc_provinces) + (select count(*) from psgc_municipalities) + (select count(*) from psgc_barangays))::text as n');
    expect(psgc[0].rows).toBe(Number(n));
    const first = runs.find((r) => r.name === 'first-company')!;
    expect(first.companyId).toBeGreaterThan(0);
    const setUp = runs.find((r) => r.name === 'company-setup' && r.companyId === first.companyId)!;
    // Holidays, leave types and statutory tables of that company.
    const [{ m }] = await query<{ m: string }>(
      `select ((select count(*) from holidays where company_id = $1) + (select count(*) from leave_types where company_id = $1) + (select count(*) from statutory_tables where company_id = $1))::text as m`,
      [first.companyId],
    );
    expect(setUp.rows).toBe(Number(m));
    expect(setUp.checksum).toBe(currentChecksum('company-setup'));
    expect(first.rows).toBeGreaterThanOrEqual(setUp.rows + 1);
    const admin = runs.find((r) => r.name === 'seed-admin')!;
    expect(admin).toMatchObject({ rows: 2, checksum: createHash('sha256').update(ADMIN_EMAIL).digest('hex') });
    expect(runs.find((r) => r.name === 'statutory-tables')).toBeUndefined();
  });

  it('a second start records nothing it did not do, and a new company records its set-up', async () => {
    const before = await server.context.db.select().from(seedRuns);
    await seed(server.context);
    expect(await server.context.db.select().from(seedRuns)).toHaveLength(before.length);
    const company = await createCompany(server, 'Seeded Later');
    const answer = await call(server, 'PUT', '/developer/seed-runs?page=1&perPage=5', { token: developer.token, body: { searchKeyword: '', filters: [{ key: 'name', value: 'company-setup' }] } });
    expect(answer.status).toBe(200);
    expect(answer.body.list[0]).toMatchObject({ name: 'company-setup', companyId: company.id, companyName: 'Seeded Later', checksum: currentChecksum('company-setup') });
    expect(answer.body.list[0].rows).toBeGreaterThan(10);
  });

  it("each step's state: current when its last run loaded today's data, changed when the data changed since, never when not run", async () => {
    const answer = await call(server, 'GET', '/developer/seed-steps', { token: developer.token });
    expect(answer.status).toBe(200);
    const byName = new Map(answer.body.map((s: any) => [s.name, s]));
    expect(byName.get('psgc-locations')).toMatchObject({ state: 'current', runs: 1 });
    expect(byName.get('demo-company')).toMatchObject({ state: 'never', runs: 0, lastRun: null });
    await server.context.db.update(seedRuns).set({ checksum: 'older-data' }).where(eq(seedRuns.name, 'psgc-locations'));
    const again = await call(server, 'GET', '/developer/seed-steps', { token: developer.token });
    expect(again.body.find((s: any) => s.name === 'psgc-locations')).toMatchObject({ state: 'changed', lastRun: { checksum: 'older-data' } });
  });
});

describe('migrations', () => {
  it("lists every migration of the code as applied, with drizzle's checksum and when it was applied", async () => {
    const answer = await call(server, 'GET', '/developer/migrations', { token: developer.token });
    expect(answer.status).toBe(200);
    const code = codeMigrations();
    expect(answer.body.differs).toBe(false);
    expect(answer.body.counts).toEqual({ applied: code.length, pending: 0, changed: 0, unknown: 0 });
    expect(answer.body.migrations.map((m: any) => m.tag)).toEqual(code.map((m) => m.tag));
    const last = answer.body.migrations.at(-1);
    expect(last.fileChecksum).toBe(last.databaseChecksum);
    expect(last.fileChecksum).toMatch(/^[0-9a-f]{64}$/);
    expect(last.appliedAt).not.toBeNull();
  });

  it('a checksum that differs is "changed", a database row with no file "unknown", a file not applied "pending"', async () => {
    const [last] = await query<{ id: number; hash: string }>('select id, hash from drizzle.__drizzle_migrations order by created_at desc limit 1');
    await query(`update drizzle.__drizzle_migrations set hash = 'tampered' where id = $1`, [last.id]);
    await query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-elsewhere', 1000)`);
    try {
      const answer = await call(server, 'GET', '/developer/migrations', { token: developer.token });
      expect(answer.body.differs).toBe(true);
      expect(answer.body.counts).toMatchObject({ changed: 1, unknown: 1, pending: 0 });
      expect(answer.body.migrations.find((m: any) => m.state === 'changed')).toMatchObject({ databaseChecksum: 'tampered', tag: codeMigrations().at(-1)!.tag });
      expect(answer.body.migrations[0]).toMatchObject({ state: 'unknown', tag: null, databaseChecksum: 'from-elsewhere', createdAt: '1970-01-01T00:00:01.000Z' });
      const withNewFile = await migrationStatus(server.context.database, [...codeMigrations(), { tag: '9999_next', when: Date.now() * 2, checksum: 'abc' }]);
      expect(withNewFile.migrations.at(-1)).toMatchObject({ tag: '9999_next', state: 'pending', appliedAt: null, databaseChecksum: null });
    } finally {
      await query(`update drizzle.__drizzle_migrations set hash = $1 where id = $2`, [last.hash, last.id]);
      await query(`delete from drizzle.__drizzle_migrations where hash = 'from-elsewhere'`);
    }
    expect((await call(server, 'GET', '/developer/migrations', { token: developer.token })).body.differs).toBe(false);
  });
});
