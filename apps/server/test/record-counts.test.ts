import { buildVariants } from '@haligi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTERS } from '../src/db/record-counts';
import { projects } from '../src/db/schema';
import { call, createUser, freshBoardPosition, startTestServer, waitFor, type TestServer, type TestUser } from './helper';
import { adjust, ALL_WAREHOUSE_SCOPES, createWarehouse } from './inventory-helpers';

const ITEM_SCOPES = ['ASSET_ITEM_SIMPLE_ACCESS', 'ASSET_ITEM_ADVANCE_ACCESS', 'ASSET_ITEM_DELETED_ACCESS'];

let server: TestServer;
let clerkA: TestUser;
let clerkB: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  clerkA = await createUser(server, { scopes: ITEM_SCOPES });
  clerkB = await createUser(server, { scopes: ITEM_SCOPES });
}, 120_000);
afterAll(async () => server?.stop());

const query = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.context.database.query<T>(text, params);

async function counter(companyId: number, name: string) {
  const rows = await query<{ n: string }>('select n::text as n from record_counts where company_id = $1 and counter = $2', [companyId, name]);
  return Number(rows[0]?.n ?? 0);
}

/** The four item counters of a company beside count(*) over the rows they stand for. */
async function itemCounts(companyId: number) {
  const [actual] = await query<Record<string, number>>(
    `select count(*) filter (where parent_id is null and not is_deleted)::int as "simpleLive",
            count(*) filter (where parent_id is null and is_deleted)::int as "simpleDeleted",
            count(*) filter (where parent_id is not null and not is_deleted)::int as "variantsLive",
            count(*) filter (where parent_id is not null and is_deleted)::int as "variantsDeleted"
     from items where company_id = $1`,
    [companyId],
  );
  const counted = {
    simpleLive: await counter(companyId, COUNTERS.simpleItems(false)),
    simpleDeleted: await counter(companyId, COUNTERS.simpleItems(true)),
    variantsLive: await counter(companyId, COUNTERS.variantItems(false)),
    variantsDeleted: await counter(companyId, COUNTERS.variantItems(true)),
  };
  return { actual, counted };
}

async function expectItemCountersTrue(companyId: number) {
  const { actual, counted } = await itemCounts(companyId);
  expect(counted).toEqual(actual);
  return actual;
}

const table = (path: string, body: Record<string, unknown>, user: TestUser) =>
  call(server, 'PUT', `${path}?page=1&perPage=5`, { token: user.token, body: { searchKeyword: '', searchBy: '', filters: [], ...body } });

let serial = 0;
const sku = () => `CNT-${++serial}-${Date.now().toString(36)}`.toUpperCase();

async function createItem(user: TestUser, body: Record<string, unknown> = {}) {
  const answer = await call(server, 'POST', '/items', { token: user.token, body: { name: `Counted item ${serial}`, sku: sku(), uom: 'pc', ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number };
}

describe('record counts kept by the database', () => {
  it('follow inserts, soft deletes, restores and hard deletes through the API, per company', async () => {
    const a1 = await createItem(clerkA);
    const a2 = await createItem(clerkA);
    await createItem(clerkB);
    const tiers = [{ key: 'Size', attributes: ['10mm', '12mm'] }];
    const variation = await call(server, 'POST', '/items/withVariants', {
      token: clerkA.token,
      body: {
        name: 'Counted Rebar',
        sku: sku(),
        uom: 'length',
        tiers,
        variants: buildVariants('Counted Rebar', tiers).map((v) => ({ ...v, sku: sku() })),
      },
    });
    expect(variation.status, JSON.stringify(variation.body)).toBe(201);
    expect(await expectItemCountersTrue(clerkA.companyId)).toEqual({ simpleLive: 3, simpleDeleted: 0, variantsLive: 2, variantsDeleted: 0 });
    expect(await expectItemCountersTrue(clerkB.companyId)).toEqual({ simpleLive: 1, simpleDeleted: 0, variantsLive: 0, variantsDeleted: 0 });

    expect((await call(server, 'DELETE', `/items/${a1.id}`, { token: clerkA.token })).status).toBe(200);
    expect(await expectItemCountersTrue(clerkA.companyId)).toMatchObject({ simpleLive: 2, simpleDeleted: 1 });
    expect((await call(server, 'PUT', `/items/restore/${a1.id}`, { token: clerkA.token })).status).toBe(200);
    expect(await expectItemCountersTrue(clerkA.companyId)).toMatchObject({ simpleLive: 3, simpleDeleted: 0 });

    // A hard delete (plain SQL, as a clean-up script would) and an update that moves no counter.
    await query('update items set description = $2 where company_id = $1', [clerkA.companyId, 'touched']);
    await query('delete from items where id = $1', [a2.id]);
    expect(await expectItemCountersTrue(clerkA.companyId)).toEqual({ simpleLive: 2, simpleDeleted: 0, variantsLive: 2, variantsDeleted: 0 });
    expect(await expectItemCountersTrue(clerkB.companyId)).toMatchObject({ simpleLive: 1 });
  });

  it('follow a bulk insert of thousands of rows and a bulk soft delete in one statement each', async () => {
    await query(
      `insert into items (company_id, name, sku) select $1, 'Bulk ' || g, 'BULK-A-' || g from generate_series(1, 3000) g`,
      [clerkA.companyId],
    );
    await query(
      `insert into items (company_id, name, sku) select case when g % 2 = 0 then $1 else $2 end::int, 'Bulk ' || g, 'BULK-AB-' || g from generate_series(1, 1000) g`,
      [clerkA.companyId, clerkB.companyId],
    );
    const a = await expectItemCountersTrue(clerkA.companyId);
    const b = await expectItemCountersTrue(clerkB.companyId);
    expect(a.simpleLive).toBe(2 + 3000 + 500);
    expect(b.simpleLive).toBe(1 + 500);
    await query(`update items set is_deleted = true where company_id = $1 and sku like 'BULK-A-%' and right(sku, 1) = '7'`, [clerkA.companyId]);
    expect(await expectItemCountersTrue(clerkA.companyId)).toMatchObject({ simpleLive: 3502 - 300, simpleDeleted: 300 });
  });

  it('follow the item import job (its batches are separate transactions)', async () => {
    const before = await expectItemCountersTrue(clerkB.companyId);
    const rows = Array.from({ length: 120 }, (_, i) => `Imported Item ${i},IMP-CNT-${i},pc,${10 + i}`);
    const form = new FormData();
    form.append('fileData', new Blob([['Item Name,SKU,UOM,Estimated Cost', ...rows].join('\r\n')], { type: 'text/csv' }), 'items.csv');
    const preview = await fetch(`${server.url}/api/items/import/preview`, { method: 'POST', headers: { token: clerkB.token }, body: form });
    expect(preview.status).toBe(200);
    const { importId } = (await preview.json()) as { importId: string };
    const commit = await call(server, 'POST', '/items/import/commit', { token: clerkB.token, body: { importId } });
    expect(commit.status, JSON.stringify(commit.body)).toBe(202);
    await waitFor(async () => (await itemCounts(clerkB.companyId)).actual.simpleLive === before.simpleLive + 120, 20_000);
    expect(await expectItemCountersTrue(clerkB.companyId)).toMatchObject({ simpleLive: before.simpleLive + 120 });
  });

  it('a rolled-back insert or delete leaves the counter as it was', async () => {
    const before = await expectItemCountersTrue(clerkA.companyId);
    await expect(
      server.context.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items (company_id, name, sku) values (${clerkA.companyId}, 'Rolled back', ${sku()})`);
        await tx.execute(sql`delete from items where company_id = ${clerkA.companyId} and sku like 'BULK-AB-%'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await expectItemCountersTrue(clerkA.companyId)).toEqual(before);
    // A failed API write (duplicate SKU) counts nothing either.
    const [{ sku: taken }] = await query<{ sku: string }>('select sku from items where company_id = $1 limit 1', [clerkA.companyId]);
    const refused = await call(server, 'POST', '/items', { token: clerkA.token, body: { name: 'Duplicate', sku: taken, uom: 'pc' } });
    expect(refused.status).toBe(409);
    expect(await expectItemCountersTrue(clerkA.companyId)).toEqual(before);
  });

  it('the item tables answer the counter as the total when unfiltered, and count(*) when searched or filtered', async () => {
    const counts = await expectItemCountersTrue(clerkA.companyId);
    // Make the counter visibly differ from count(*) for a moment: the unfiltered total must come from it.
    await query('update record_counts set n = n + 1000000 where company_id = $1 and counter = $2', [clerkA.companyId, COUNTERS.simpleItems(false)]);
    try {
      const unfiltered = await table('/items/simpleView', {}, clerkA);
      expect(unfiltered.status).toBe(200);
      expect(unfiltered.body.pagination.total).toBe(counts.simpleLive + 1_000_000);
      const searched = await table('/items/simpleView', { searchKeyword: 'bulk' }, clerkA);
      expect(searched.body.pagination.total).toBe(3500 - 300);
      const filtered = await table('/items/simpleView', { filters: [{ key: 'isDraft', value: 'false' }] }, clerkA);
      expect(filtered.body.pagination.total).toBe(counts.simpleLive);
    } finally {
      await query('update record_counts set n = n - 1000000 where company_id = $1 and counter = $2', [clerkA.companyId, COUNTERS.simpleItems(false)]);
    }
    const views: [string, Record<string, unknown>, number][] = [
      ['/items/simpleView', {}, counts.simpleLive],
      ['/items/simpleView', { filters: [{ key: 'deleted', value: 'true' }] }, counts.simpleDeleted],
      ['/items/advanceView', {}, counts.variantsLive],
    ];
    for (const [path, body, total] of views) {
      const answer = await table(path, body, clerkA);
      expect(answer.status).toBe(200);
      expect(answer.body.pagination.total, `${path} ${JSON.stringify(body)}`).toBe(total);
    }
    const b = await table('/items/simpleView', {}, clerkB);
    expect(b.body.pagination.total).toBe((await itemCounts(clerkB.companyId)).actual.simpleLive);
    expect(b.body.pagination.total).toBe(1 + 500 + 120);
  });

  it('count leads, projects, ledger lines and receipts too, and a truncate empties the table’s counters', async () => {
    for (const user of [clerkA, clerkB]) {
      for (const isLead of [true, true, false]) {
        await server.context.db
          .insert(projects)
          .values({ companyId: user.companyId, isLead, name: 'Counted', status: isLead ? 'LEAD' : 'ACTIVE', boardKey: isLead ? 'proposal' : 'planning', boardPosition: freshBoardPosition() });
      }
    }
    await query('update projects set is_deleted = true where company_id = $1 and is_lead', [clerkB.companyId]);
    const keeper = await createUser(server, { companyId: clerkA.companyId, scopes: ALL_WAREHOUSE_SCOPES });
    const warehouse = await createWarehouse(server, keeper);
    const item = await createItem(clerkA);
    await adjust(server, keeper, warehouse.id, 'ADD', [{ itemId: item.id, quantity: 10 }]);
    await adjust(server, keeper, warehouse.id, 'DEDUCT', [{ itemId: item.id, quantity: 4 }]);
    expect(await counter(clerkA.companyId, COUNTERS.liveLeads)).toBe(2);
    expect(await counter(clerkA.companyId, COUNTERS.liveProjects)).toBe(1);
    expect(await counter(clerkB.companyId, COUNTERS.liveLeads)).toBe(0);
    expect(await counter(clerkB.companyId, 'leads:deleted')).toBe(2);
    expect(await counter(clerkA.companyId, COUNTERS.ledgerLines)).toBe(2);
    expect(await counter(clerkA.companyId, COUNTERS.receipts)).toBe(2);
    const ledger = await call(server, 'PUT', '/inventory/transactions?page=1&perPage=5', { token: keeper.token, body: { searchKeyword: '', filters: [] } });
    expect(ledger.body.pagination.total).toBe(2);
    const [{ n: companies }] = await query<{ n: number }>('select count(*)::int as n from companies');
    expect(companies).toBeGreaterThan(1);
    const mismatches = await query(
      `with actual as (
         select company_id, case when is_lead then 'leads' else 'projects' end || case when is_deleted then ':deleted' else ':live' end as counter, count(*) as n from projects group by 1, 2
         union all select company_id, 'ledger_lines', count(*) from item_receipt_lines group by 1
         union all select company_id, 'receipts', count(*) from item_receipts group by 1)
       select * from actual a full join (select * from record_counts where counter !~ '^items:') c using (company_id, counter)
       where coalesce(a.n, 0) <> coalesce(c.n, 0)`,
    );
    expect(mismatches).toEqual([]);
    await query('truncate item_receipt_lines');
    expect(await counter(clerkA.companyId, COUNTERS.ledgerLines)).toBe(0);
    expect(await query(`select * from record_counts where counter = 'ledger_lines'`)).toEqual([]);
  });
});
