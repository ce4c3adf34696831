import { ISSUE_BOQ_LINE_MESSAGE } from '@haligi/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, itemReceiptLines, itemReceipts } from '../src/db/schema';
import { Tenant } from '../src/db/tenant';
import { projectMaterialCost } from '../src/modules/receiving/receiving.service';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { adjust, ALL_WAREHOUSE_SCOPES, createWarehouse, insertItem, insertSupplier, orderAndReceive, setAllowNegativeStock } from './inventory-helpers';
import { insertBoqRow, insertProject } from './qto-helpers';

let server: TestServer;
let keeperA: TestUser;
let keeperB: TestUser;
let makati: any;
let cebu: any;

const post = (user: TestUser, path: string, body: unknown) => call(server, 'POST', path, { token: user.token, body });
/** The stock tab's row of an item in a warehouse. */
async function stockRow(user: TestUser, warehouseId: number, itemId: number) {
  const answer = await call(server, 'PUT', '/inventory?page=1&perPage=10', {
    token: user.token,
    body: { searchKeyword: '', filters: [{ key: 'itemId', value: itemId }, { key: 'warehouseId', value: warehouseId }] },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [row] = answer.body.list;
  return { quantity: row.quantity, value: row.value, averageCost: row.averageCost };
}
const costs = async (receiptId: number) =>
  (await server.context.db.select({ cost: itemReceiptLines.costTotal }).from(itemReceiptLines).where(eq(itemReceiptLines.receiptId, receiptId)).orderBy(itemReceiptLines.id)).map((r) => r.cost);

/** Every stock level's value equals the sum of its lines' cost_total (the value ledger). */
async function expectValueConsistent(companyId: number) {
  const rows = await server.context.db.execute(sql`
    select s.warehouse_id, s.item_id, s.value::text as held, coalesce(sum(l.cost_total), 0)::text as ledger
    from stock_levels s left join item_receipt_lines l on l.warehouse_id = s.warehouse_id and l.item_id = s.item_id
    where s.company_id = ${companyId} group by s.warehouse_id, s.item_id, s.value`);
  for (const row of rows.rows as { held: string; ledger: string }[]) expect(Number(row.held), JSON.stringify(row)).toBe(Number(row.ledger));
}

beforeAll(async () => {
  server = await startTestServer();
  keeperA = await createUser(server, { scopes: [...ALL_WAREHOUSE_SCOPES, 'ASSET_RECEIVING_ACCESS'] });
  keeperB = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
  makati = await createWarehouse(server, keeperA, { name: 'Makati Central Warehouse' });
  cebu = await createWarehouse(server, keeperA, { name: 'Cebu Warehouse' });
});
afterAll(async () => server?.stop());

describe('stock value at the moving average', () => {
  it('receipts add quantity x unit cost; issues take the average; the stock tab shows value and average cost; empty stock is worth 0', async () => {
    const supplier = await insertSupplier(server, keeperA.companyId);
    const cement = await insertItem(server, keeperA.companyId, { name: 'Portland Cement 40kg' });
    await orderAndReceive(server, keeperA, { warehouseId: makati.id, supplierId: supplier.id }, [{ itemId: cement.id, quantity: 100, rate: 250 }]);
    await orderAndReceive(server, keeperA, { warehouseId: makati.id, supplierId: supplier.id }, [{ itemId: cement.id, quantity: 50, rate: 280.5 }]);
    expect(await stockRow(keeperA, makati.id, cement.id)).toEqual({ quantity: '150.0000', value: '39025.0000', averageCost: '260.1667' });

    const issued = await post(keeperA, '/inventory/issue', { warehouseId: makati.id, items: [{ itemId: cement.id, quantity: 40 }] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    // 40 x 39025 / 150 = 10406.6667
    expect(await costs(issued.body.data.itemReceiptInfo.id)).toEqual(['-10406.6667']);
    expect(await stockRow(keeperA, makati.id, cement.id)).toEqual({ quantity: '110.0000', value: '28618.3333', averageCost: '260.1667' });

    // Two lines of one item in one issue: the second takes the average of what the first left.
    const twice = await post(keeperA, '/inventory/issue', { warehouseId: makati.id, items: [{ itemId: cement.id, quantity: 10 }, { itemId: cement.id, quantity: 100 }] });
    expect(twice.status).toBe(201);
    expect(await costs(twice.body.data.itemReceiptInfo.id)).toEqual(['-2601.6667', '-26016.6666']);
    expect(await stockRow(keeperA, makati.id, cement.id)).toEqual({ quantity: '0.0000', value: '0.0000', averageCost: '0.0000' });
    await expectValueConsistent(keeperA.companyId);
  });

  it('an adjustment out takes the average too; an adjustment in adds at its rate', async () => {
    const sand = await insertItem(server, keeperA.companyId, { name: 'Washed Sand' });
    await adjust(server, keeperA, makati.id, 'ADD', [{ itemId: sand.id, quantity: 3, rate: 1000 }]);
    await adjust(server, keeperA, makati.id, 'ADD', [{ itemId: sand.id, quantity: '0.5', rate: 1200 }]);
    expect(await stockRow(keeperA, makati.id, sand.id)).toEqual({ quantity: '3.5000', value: '3600.0000', averageCost: '1028.5714' });
    const out = await adjust(server, keeperA, makati.id, 'DEDUCT', [{ itemId: sand.id, quantity: 1 }]);
    expect(await costs(out.itemReceiptInfo.id)).toEqual(['-1028.5714']);
    expect(await stockRow(keeperA, makati.id, sand.id)).toEqual({ quantity: '2.5000', value: '2571.4286', averageCost: '1028.5714' });
    await expectValueConsistent(keeperA.companyId);
  });

  it("a transfer moves the value at the source's average, and the destination's average blends", async () => {
    const rebar = await insertItem(server, keeperA.companyId, { name: 'Rebar 10mm' });
    await adjust(server, keeperA, makati.id, 'ADD', [{ itemId: rebar.id, quantity: 3, rate: 100 }]);
    await adjust(server, keeperA, makati.id, 'ADD', [{ itemId: rebar.id, quantity: 4, rate: 150 }]);
    await adjust(server, keeperA, cebu.id, 'ADD', [{ itemId: rebar.id, quantity: 1, rate: 200 }]);
    // Makati: 7 worth 900 (128.5714 each).
    const moved = await post(keeperA, '/inventory/transfer', { fromWarehouseId: makati.id, toWarehouseId: cebu.id, items: [{ itemId: rebar.id, quantity: 2 }] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect(await costs(moved.body.data.out.itemReceiptInfo.id)).toEqual(['-257.1429']);
    expect(await costs(moved.body.data.in.itemReceiptInfo.id)).toEqual(['257.1429']);
    expect(await stockRow(keeperA, makati.id, rebar.id)).toEqual({ quantity: '5.0000', value: '642.8571', averageCost: '128.5714' });
    expect(await stockRow(keeperA, cebu.id, rebar.id)).toEqual({ quantity: '3.0000', value: '457.1429', averageCost: '152.3810' });
    await expectValueConsistent(keeperA.companyId);
  });

  it('with negative stock allowed, going below zero takes the whole value and the rest costs nothing', async () => {
    const keeper = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
    const w = await createWarehouse(server, keeper);
    const item = await insertItem(server, keeper.companyId, { name: 'Plywood 1/2"' });
    await setAllowNegativeStock(server, keeper.companyId, true);
    await adjust(server, keeper, w.id, 'ADD', [{ itemId: item.id, quantity: 2, rate: 600 }]);
    const out = await post(keeper, '/inventory/issue', { warehouseId: w.id, items: [{ itemId: item.id, quantity: 5 }] });
    expect(out.status).toBe(201);
    expect(await costs(out.body.data.itemReceiptInfo.id)).toEqual(['-1200.0000']);
    expect(await stockRow(keeper, w.id, item.id)).toEqual({ quantity: '-3.0000', value: '0.0000', averageCost: '0.0000' });
    await expectValueConsistent(keeper.companyId);
  });
});

describe('issues charged to a project', () => {
  it("store the project and the BOQ line; the project's material cost is what its issues took", async () => {
    const blocks = await insertItem(server, keeperA.companyId, { name: 'Concrete Hollow Block 4"' });
    const wire = await insertItem(server, keeperA.companyId, { name: 'Tie Wire #16' });
    await adjust(server, keeperA, makati.id, 'ADD', [{ itemId: blocks.id, quantity: 1000, rate: 15.5 }, { itemId: wire.id, quantity: 3, rate: 100 }]);
    const { project, boq } = await insertProject(server, keeperA.companyId, 'Taguig Townhouses');
    const walls = await insertBoqRow(server, keeperA.companyId, boq.id, { itemId: blocks.id, quantity: '2000', description: 'CHB walls' });

    const answer = await post(keeperA, '/inventory/issue', {
      warehouseId: makati.id,
      projectId: project.id,
      reference: 'MIS-0208',
      items: [{ itemId: blocks.id, quantity: 400, boqKey: walls.key }, { itemId: wire.id, quantity: 1 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = answer.body.data.itemReceiptInfo.id;
    const [receipt] = await server.context.db.select().from(itemReceipts).where(eq(itemReceipts.id, id));
    expect(receipt.projectId).toBe(project.id);
    const lines = await server.context.db.select().from(itemReceiptLines).where(eq(itemReceiptLines.receiptId, id)).orderBy(itemReceiptLines.id);
    expect(lines.map((l) => [l.boqItemId, l.costTotal])).toEqual([
      [walls.id, '-6200.0000'],
      [null, '-100.0000'],
    ]);
    const tenant = new Tenant(server.context.db, keeperA.companyId);
    expect(await projectMaterialCost(server.context.db, tenant, project.id)).toEqual({ total: '6300.0000', byBoqItem: [{ boqItemId: walls.id, cost: '6200.0000' }] });
    // An issue not charged to the project is not its cost; another issue to it adds.
    await post(keeperA, '/inventory/issue', { warehouseId: makati.id, items: [{ itemId: blocks.id, quantity: 10 }] });
    await post(keeperA, '/inventory/issue', { warehouseId: makati.id, projectId: project.id, items: [{ itemId: blocks.id, quantity: 100, boqKey: walls.key }] });
    expect(await projectMaterialCost(server.context.db, tenant, project.id)).toEqual({ total: '7850.0000', byBoqItem: [{ boqItemId: walls.id, cost: '7750.0000' }] });
    // Another company sees none of it.
    expect(await projectMaterialCost(server.context.db, new Tenant(server.context.db, keeperB.companyId), project.id)).toEqual({ total: '0.0000', byBoqItem: [] });
  });

  it('refuses a BOQ line without a project (400), another company\'s project (404), a line not on the latest BOQ (422); nothing is posted', async () => {
    const nails = await insertItem(server, keeperA.companyId, { name: 'Common Nails 4"' });
    await adjust(server, keeperA, makati.id, 'ADD', [{ itemId: nails.id, quantity: 50, rate: 85 }]);
    const { project, boq } = await insertProject(server, keeperA.companyId);
    const old = await insertBoqRow(server, keeperA.companyId, boq.id, { itemId: nails.id });
    const heading = await insertBoqRow(server, keeperA.companyId, boq.id, { type: 'HEADING', description: 'Carpentry' });
    const before = await countRows(server, 'item_receipts', 'company_id = $1', [keeperA.companyId]);

    expectError(await post(keeperA, '/inventory/issue', { warehouseId: makati.id, items: [{ itemId: nails.id, quantity: 1, boqKey: old.key }] }), 400, ['projectId: is required when a line names a BOQ line']);
    expectError(await post(keeperA, '/inventory/issue', { warehouseId: makati.id, projectId: 'x', items: [{ itemId: nails.id, quantity: 1 }] }), 400, ['projectId: must be a number']);
    const foreign = await insertProject(server, keeperB.companyId);
    expectError(await post(keeperA, '/inventory/issue', { warehouseId: makati.id, projectId: foreign.project.id, items: [{ itemId: nails.id, quantity: 1 }] }), 404, 'Project not found');
    expectError(await post(keeperA, '/inventory/issue', { warehouseId: makati.id, projectId: project.id, items: [{ itemId: nails.id, quantity: 1, boqKey: heading.key }] }), 422, ISSUE_BOQ_LINE_MESSAGE(heading.key));
    // A new revision: the old BOQ's lines are no longer the project's latest.
    const [revision] = await server.context.db.insert(billOfQuantities).values({ companyId: keeperA.companyId, projectId: project.id, name: 'Rev 2', revision: 2 }).returning();
    const current = await insertBoqRow(server, keeperA.companyId, revision.id, { itemId: nails.id });
    const refused = await post(keeperA, '/inventory/issue', { warehouseId: makati.id, projectId: project.id, items: [{ itemId: nails.id, quantity: 1, boqKey: current.key }, { itemId: nails.id, quantity: 1, boqKey: old.key }] });
    expectError(refused, 422, `BOQ line ${old.key} is not an item of the project's latest bill of quantities`);
    expect(await countRows(server, 'item_receipts', 'company_id = $1', [keeperA.companyId])).toBe(before);
    const accepted = await post(keeperA, '/inventory/issue', { warehouseId: makati.id, projectId: project.id, items: [{ itemId: nails.id, quantity: 1, boqKey: current.key }] });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });
});
