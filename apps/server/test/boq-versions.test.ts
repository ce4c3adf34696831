import { BOQ_EXPORT_COLUMNS, BOQ_MESSAGES, BOQ_SCOPES, BOQ_VERSION_MESSAGES, boqExportLines, computeBoq, type BoqDataPayload, type BoqRowInput } from '@haligi/shared';
import { io } from 'socket.io-client';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, boqItems, boqTakeOffs, items } from '../src/db/schema';
import { EXPORT_HEADER_ROW, PESO_FORMAT, UNIT_COST_FORMAT } from '../src/modules/boq-versions/boq-export';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let salesOnly: TestUser;
let projectId: number;
let firstBoqId: number;
const rowIds: Record<string, number> = {};

type RowSeed = { ref: string; parent: string | null; type: 'HEADING' | 'SUBHEADING' | 'ITEM'; description: string; quantity?: string; unit?: string; material?: string; labor?: string };
/** I Earthworks > A Excavation > 1 Dig (10 cu.m × 350 + 120), 2 Backfill (with breakdown 2.1, 2.2); II Concrete > 1 Footing. */
const SEED: RowSeed[] = [
  { ref: 'h1', parent: null, type: 'HEADING', description: 'Earthworks' },
  { ref: 's1', parent: 'h1', type: 'SUBHEADING', description: 'Excavation' },
  { ref: 'i1', parent: 's1', type: 'ITEM', description: 'Structural excavation', quantity: '10', unit: 'cu.m', material: '350', labor: '120' },
  { ref: 'i2', parent: 's1', type: 'ITEM', description: 'Backfill', quantity: '1', unit: 'lot' },
  { ref: 'b1', parent: 'i2', type: 'ITEM', description: 'Gravel bedding', quantity: '4.5', unit: 'cu.m', material: '1250.75', labor: '80.5' },
  { ref: 'b2', parent: 'i2', type: 'ITEM', description: 'Compaction', quantity: '12', unit: 'sq.m', material: '0', labor: '45.25' },
  { ref: 'h2', parent: null, type: 'HEADING', description: 'Concrete works' },
  { ref: 'i3', parent: 'h2', type: 'ITEM', description: 'Footing F1', quantity: '3', unit: 'cu.m', material: '5400', labor: '1100' },
];

async function seedRows(companyId: number, boqId: number, tag: string) {
  const { db } = server.context;
  let position = 0;
  for (const seed of SEED) {
    position += 1;
    const [row] = await db
      .insert(boqItems)
      .values({
        companyId,
        boqId,
        parentId: seed.parent ? rowIds[`${tag}${seed.parent}`] : null,
        position,
        type: seed.type,
        key: `${tag}-${seed.ref}-${boqId}`,
        description: seed.description,
        quantity: seed.quantity ?? '0',
        materialUnit: seed.unit ?? 'pc',
        materialUnitCost: seed.material ?? '0',
        laborUnitCost: seed.labor ?? '0',
      })
      .returning();
    rowIds[`${tag}${seed.ref}`] = row.id;
  }
}

async function inputsOf(boqId: number): Promise<BoqRowInput[]> {
  const rows = await server.context.db.select().from(boqItems).where(eq(boqItems.boqId, boqId)).orderBy(asc(boqItems.id));
  return rows as unknown as BoqRowInput[];
}

const versions = (user: TestUser, id = projectId) => call(server, 'GET', `/boq/version?projectId=${id}`, { token: user.token });
const createVersion = (user: TestUser, body: Record<string, unknown>) => call(server, 'POST', '/boq/version', { token: user.token, body });

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  stranger = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  salesOnly = await createUser(server, { companyId: owner.companyId, scopes: ['LEADS_ACCESS'] });
  const created = await call(server, 'POST', '/project', { token: owner.token, body: { name: 'Calamba Warehouse', budget: 0 } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  projectId = created.body.data.id;
  const [boq] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, projectId));
  firstBoqId = boq.id;
  await seedRows(owner.companyId, firstBoqId, 'a');
  // A take-off selection on the first item follows it into copies.
  const [item] = await server.context.db.insert(items).values({ companyId: owner.companyId, name: 'Portland Cement 40kg', sku: 'VER-CEMENT' }).returning();
  await server.context.db.insert(boqTakeOffs).values({ companyId: owner.companyId, boqItemId: rowIds.ai1, itemId: item.id, amount: '3' });
});
afterAll(async () => server?.stop());

let secondBoqId: number;
let thirdBoqId: number;

describe('versions', () => {
  it('lists the first BOQ with no source', async () => {
    const answer = await versions(owner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    const [only] = answer.body.data;
    expect(only).toMatchObject({ id: firstBoqId, revision: 1, subject: 'Calamba Warehouse BOQ', name: 'Calamba Warehouse BOQ', status: 'PENDING', sourceBillOfQuantity: null });
    expect(only.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(only.time).toMatch(/^\d{2}:\d{2}$/);
  });

  it('POST /boq/version copies the latest BOQ into revision 2, which becomes latestBoq', async () => {
    const answer = await createVersion(owner, { projectId, versionTitle: '  Value engineering  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Version created successfully');
    expect(answer.body.data).toMatchObject({ revision: 2, name: 'Value engineering', status: 'PENDING', sourceBillOfQuantity: { id: firstBoqId, revision: 1 } });
    secondBoqId = answer.body.data.id;

    const project = await call(server, 'GET', `/project?id=${projectId}`, { token: owner.token });
    expect(project.body.latestBoq).toMatchObject({ id: secondBoqId, name: 'Value engineering', revision: 2 });

    // Same tree, same amounts; new rows with keys lineage@r2 and parent links to the copies.
    const before = computeBoq(await inputsOf(firstBoqId));
    const after = computeBoq(await inputsOf(secondBoqId));
    expect(after.boqTotal).toBe(before.boqTotal);
    expect(after.ordered.map((r) => [r.numerals, r.description, r.generation, r.directCost])).toEqual(
      before.ordered.map((r) => [r.numerals, r.description, r.generation, r.directCost]),
    );
    expect(after.ordered.map((r) => r.key)).toEqual(before.ordered.map((r) => `${r.key}@r2`));
    const beforeIds = new Set(before.ordered.map((r) => r.id));
    expect(after.ordered.some((r) => beforeIds.has(r.id))).toBe(false);
    const copiedGravel = after.ordered.find((r) => r.description === 'Gravel bedding')!;
    expect(after.byId.get(copiedGravel.parentId!)!.description).toBe('Backfill');
    const copiedDig = after.ordered.find((r) => r.description === 'Structural excavation')!;
    const takeOffs = await server.context.db.select().from(boqTakeOffs).where(eq(boqTakeOffs.boqItemId, copiedDig.id));
    expect(takeOffs.map((t) => t.amount)).toEqual(['3.0000']);
  });

  it('switching to revision 1 creates revision 3 from it; the list is newest first', async () => {
    // Revision 2 changes after the copy: revision 1 must not follow.
    const { db } = server.context;
    const [dig] = await db.select().from(boqItems).where(eq(boqItems.key, `a-i1-${firstBoqId}@r2`));
    await db.update(boqItems).set({ quantity: '12' }).where(eq(boqItems.id, dig.id));
    const answer = await createVersion(owner, { projectId, versionTitle: 'Back to the original', sourceBoqId: firstBoqId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ revision: 3, sourceBillOfQuantity: { id: firstBoqId, revision: 1 } });
    thirdBoqId = answer.body.data.id;
    const list = await versions(owner);
    expect(list.body.data.map((v: any) => [v.revision, v.name, v.sourceBillOfQuantity?.revision ?? null])).toEqual([
      [3, 'Back to the original', 1],
      [2, 'Value engineering', 1],
      [1, 'Calamba Warehouse BOQ', null],
    ]);
    expect(Object.keys(list.body.data[0]).sort()).toEqual(['createdAt', 'date', 'id', 'isCurrent', 'name', 'revision', 'sourceBillOfQuantity', 'status', 'subject', 'submittedToClient', 'time']);
    expect(list.body.data.map((v: any) => v.isCurrent)).toEqual([true, false, false]);
    const project = await call(server, 'GET', `/project?id=${projectId}`, { token: owner.token });
    expect(project.body.latestBoq.id).toBe(thirdBoqId);
    const third = computeBoq(await inputsOf(thirdBoqId));
    expect(third.ordered.find((r) => r.description === 'Structural excavation')!.quantity).toBe('10.0000');
    // A copy of a copy keeps the lineage, not a chain of suffixes.
    expect(third.ordered.every((r) => /^a-\w+-\d+@r3$/.test(r.key))).toBe(true);
  });

  it('preview answers the BOQ_DATA shape read-only', async () => {
    const answer = await call(server, 'GET', `/boq/${secondBoqId}/preview`, { token: owner.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const expected = computeBoq(await inputsOf(secondBoqId));
    expect(answer.body.boqInformation).toMatchObject({ id: secondBoqId, projectId, revision: 2, name: 'Value engineering', status: 'PENDING' });
    expect(answer.body.boqTotal).toBe(expected.boqTotal);
    expect(answer.body.boqItems.map((r: any) => r.numerals)).toEqual(['I', 'II']);
    expect(answer.body.boqItems[0].children[0].children[1].children.map((r: any) => r.numerals)).toEqual(['2.1', '2.2']);
  });
});

describe('diff', () => {
  it('matches rows by key lineage: changed fields with before/after, added, removed, totals', async () => {
    const { db } = server.context;
    // Revision 3 (from 1): change the footing cost, remove compaction, add an item.
    const third = computeBoq(await inputsOf(thirdBoqId));
    const footing = third.ordered.find((r) => r.description === 'Footing F1')!;
    const compaction = third.ordered.find((r) => r.description === 'Compaction')!;
    await db.update(boqItems).set({ materialUnitCost: '5600' }).where(eq(boqItems.id, footing.id));
    await db.delete(boqItems).where(eq(boqItems.id, compaction.id));
    await db.insert(boqItems).values({
      companyId: owner.companyId,
      boqId: thirdBoqId,
      parentId: footing.parentId,
      position: 99,
      type: 'ITEM',
      key: 'new-column-c1',
      description: 'Column C1',
      quantity: '2',
      materialUnit: 'cu.m',
      materialUnitCost: '5000',
      laborUnitCost: '1000',
    });
    const answer = await call(server, 'GET', `/boq/version/diff?fromId=${firstBoqId}&toId=${thirdBoqId}`, { token: owner.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const diff = answer.body;
    expect(diff.from).toEqual({ id: firstBoqId, revision: 1, name: 'Calamba Warehouse BOQ' });
    expect(diff.to).toMatchObject({ id: thirdBoqId, revision: 3 });
    expect(diff.added).toEqual([{ key: 'new-column-c1', type: 'ITEM', numerals: '2', description: 'Column C1', amount: '12000.00' }]);
    expect(diff.removed).toEqual([{ key: `a-b2-${firstBoqId}`, type: 'ITEM', numerals: '2.2', description: 'Compaction', amount: '543.00' }]);
    const byKey = Object.fromEntries(diff.changed.map((c: any) => [c.key, c]));
    // Footing: 3 × (5400 + 1100) = 19,500 -> 3 × (5600 + 1100) = 20,100.
    expect(byKey[`a-i3-${firstBoqId}`]).toMatchObject({
      fields: { materialUnitCost: ['5400', '5600'], directCost: ['19500', '20100'] },
      amountFrom: '19500.00',
      amountTo: '20100.00',
      amountDelta: '600.00',
    });
    // Ancestors whose totals moved are changed too; the untouched excavation line is not.
    expect(Object.keys(byKey).sort()).toEqual([`a-h1-${firstBoqId}`, `a-h2-${firstBoqId}`, `a-i2-${firstBoqId}`, `a-i3-${firstBoqId}`, `a-s1-${firstBoqId}`].sort());
    const fromTotal = computeBoq(await inputsOf(firstBoqId)).boqTotal;
    const toTotal = computeBoq(await inputsOf(thirdBoqId)).boqTotal;
    expect(diff.totals).toMatchObject({ from: fromTotal, to: toTotal, delta: (Number(toTotal) - Number(fromTotal)).toFixed(2) });
    expect(diff.totals.delta).toBe('12057.00'); // +600 footing, +12,000 column, -543 compaction
  });
});

describe('Excel export', () => {
  it('answers an .xlsx whose headers, numerals, subtotals and grand total are those of computeBoq', async () => {
    const response = await fetch(`${server.url}/api/boq/${firstBoqId}/export.xlsx`, { headers: { token: owner.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Calamba Warehouse BOQ r1.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('Calamba Warehouse');
    expect(sheet.getCell('A2').value).toBe('Bill of Quantities: Calamba Warehouse BOQ');
    expect(sheet.getCell('A3').value).toBe('Revision 1');
    expect(String(sheet.getCell('A4').value)).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    const h = EXPORT_HEADER_ROW;
    const texts = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1, 10).map((v) => (v == null ? null : String(v)));
    expect(texts(h)).toEqual(['No.', 'Particulars', 'Qty', 'Unit', 'Material Cost (VAT-EX)', 'Material Cost (VAT-EX)', 'Labor/Equip-Rental Cost (VAT-EX)', 'Labor/Equip-Rental Cost (VAT-EX)', 'Gross Total']);
    expect(texts(h + 1).slice(4, 8)).toEqual(['Unit Cost', 'Total', 'Unit Cost', 'Total']);

    const computed = computeBoq(await inputsOf(firstBoqId));
    const lines = boqExportLines(computed);
    // The lines, then a blank row and the summary (decision 0036, boq-quotation.test.ts).
    const body = Array.from({ length: lines.length }, (_, i) => sheet.getRow(h + 2 + i));
    expect(sheet.getRow(h + 2 + lines.length).getCell(2).value ?? null).toBeNull();
    expect(sheet.getRow(h + 3 + lines.length).getCell(2).value).toBe('Direct Cost');
    const n = (v: string | null) => (v === null ? null : Number(v));
    lines.forEach((line, i) => {
      const row = body[i];
      const cell = (c: number) => row.getCell(c).value ?? null;
      expect(cell(1)).toBe(line.kind === 'ROW' ? line.numerals : null);
      expect(cell(2)).toBe(line.description);
      expect(row.getCell(2).alignment?.indent ?? 0).toBe(line.generation);
      expect([cell(6), cell(8), cell(9)]).toEqual([n(line.materialTotalCost), n(line.laborTotalCost), n(line.grossTotal)]);
    });
    expect(body.map((r) => r.getCell(1).value ?? null).filter(Boolean)).toEqual(['I', 'A', '1', '2', '2.1', '2.2', 'II', '1']);
    // Subtotals: A Excavation = 10×470 + (4.5×1331.25 + 12×45.25) = 4,700 + 5,990.63 + 543 = 11,233.63.
    const subtotal = (text: string) => body.find((r) => r.getCell(2).value === text)!;
    expect(subtotal('Subtotal A Excavation').getCell(9).value).toBe(Number(computed.ordered.find((r) => r.numerals === 'A')!.directCost));
    expect(subtotal('Subtotal A Excavation').getCell(9).value).toBe(11233.63);
    expect(subtotal('Subtotal I Earthworks').getCell(9).value).toBe(11233.63);
    expect(subtotal('Subtotal II Concrete works').getCell(9).value).toBe(19500);
    const grand = body[body.length - 1];
    expect(grand.getCell(2).value).toBe(BOQ_EXPORT_COLUMNS.grandTotal);
    expect(grand.getCell(9).value).toBe(Number(computed.boqTotal));
    expect(grand.getCell(9).value).toBe(30733.63);
    expect(grand.getCell(6).value).toBe(3500 + 5628.38 + 16200);
    expect(grand.getCell(9).numFmt).toBe(PESO_FORMAT);
    // The item line: 10 cu.m at 350 and 120.
    const dig = body.find((r) => r.getCell(2).value === 'Structural excavation')!;
    expect([3, 4, 5, 6, 7, 8, 9].map((c) => dig.getCell(c).value)).toEqual([10, 'cu.m', 350, 3500, 120, 1200, 4700]);
  });
});

describe('Excel export of unit costs', () => {
  it('keeps unit costs as entered (0.125 shown with up to 4 decimals) and amounts to the centavo', async () => {
    const project = await call(server, 'POST', '/project', { token: owner.token, body: { name: 'Precision Yard', budget: 0 } });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    const [boq] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, project.body.data.id));
    const [heading] = await server.context.db
      .insert(boqItems)
      .values({ companyId: owner.companyId, boqId: boq.id, parentId: null, position: 1, type: 'HEADING', key: `p-h-${boq.id}`, description: 'Fasteners' })
      .returning();
    await server.context.db.insert(boqItems).values({
      companyId: owner.companyId,
      boqId: boq.id,
      parentId: heading.id,
      position: 2,
      type: 'ITEM',
      key: `p-i-${boq.id}`,
      description: 'Washers',
      quantity: '1000',
      materialUnit: 'pc',
      materialUnitCost: '0.125',
      laborUnitCost: '41.6663',
    });
    const response = await fetch(`${server.url}/api/boq/${boq.id}/export.xlsx`, { headers: { token: owner.token } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = Array.from({ length: sheet.rowCount }, (_, i) => sheet.getRow(i + 1));
    const washers = rows.find((r) => r.getCell(2).value === 'Washers')!;
    // 1,000 × 0.125 = 125.00; 1,000 × 41.6663 = 41,666.30.
    expect([3, 5, 6, 7, 8, 9].map((c) => washers.getCell(c).value)).toEqual([1000, 0.125, 125, 41.6663, 41666.3, 41791.3]);
    expect(UNIT_COST_FORMAT).toBe('"₱"#,##0.00##');
    expect([5, 7].map((c) => washers.getCell(c).numFmt)).toEqual([UNIT_COST_FORMAT, UNIT_COST_FORMAT]);
    expect([6, 8, 9].map((c) => washers.getCell(c).numFmt)).toEqual([PESO_FORMAT, PESO_FORMAT, PESO_FORMAT]);
  });
});

describe('refusals', () => {
  it("another company's BOQ and project answer 404 and nothing is created", async () => {
    expectError(await versions(stranger), 404, 'Project not found');
    expectError(await createVersion(stranger, { projectId, versionTitle: 'Taken' }), 404, 'Project not found');
    const own = await call(server, 'POST', '/project', { token: stranger.token, body: { name: 'Stranger tower', budget: 0 } });
    expectError(await createVersion(stranger, { projectId: own.body.data.id, versionTitle: 'Taken', sourceBoqId: firstBoqId }), 404, 'Bill of Quantity not found');
    expectError(await call(server, 'GET', `/boq/${firstBoqId}/preview`, { token: stranger.token }), 404, 'Bill of Quantity not found');
    expectError(await call(server, 'GET', `/boq/${firstBoqId}/export.xlsx`, { token: stranger.token }), 404, 'Bill of Quantity not found');
    expectError(await call(server, 'GET', `/boq/version/diff?fromId=${firstBoqId}&toId=${secondBoqId}`, { token: stranger.token }), 404, 'Bill of Quantity not found');
    // A BOQ of another project of the same company is not a source for this one.
    const other = await call(server, 'POST', '/project', { token: owner.token, body: { name: 'Other', budget: 0 } });
    const [otherBoq] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, other.body.data.id));
    expectError(await createVersion(owner, { projectId, versionTitle: 'Mixed', sourceBoqId: otherBoq.id }), 404, 'Bill of Quantity not found');
    expect((await versions(owner)).body.data).toHaveLength(3);
  });

  it('a caller without PROJECT_ACCESS answers 403', async () => {
    expectError(await versions(salesOnly), 403);
    expectError(await createVersion(salesOnly, { projectId, versionTitle: 'No' }), 403);
    expectError(await call(server, 'GET', `/boq/${firstBoqId}/export.xlsx`, { token: salesOnly.token }), 403);
  });

  it('bad input answers 400', async () => {
    expectError(await createVersion(owner, { projectId, versionTitle: '   ' }), 400);
    expectError(await createVersion(owner, { projectId: 'x', versionTitle: 'A' }), 400);
    expectError(await call(server, 'GET', '/boq/version', { token: owner.token }), 400);
    expectError(await call(server, 'GET', '/boq/version/diff?fromId=1', { token: owner.token }), 400);
    expectError(await call(server, 'GET', '/boq/abc/export.xlsx', { token: owner.token }), 400);
  });
});

/** A socket of the user joined to the BOQ's room; `send` answers the acknowledgement. */
async function joinRoom(user: TestUser, boqId: number) {
  const socket = io(server.url, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  const data: BoqDataPayload[] = [];
  socket.on('BOQ_DATA', (payload) => data.push(payload));
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  const send = (event: string, payload: unknown) => socket.timeout(8_000).emitWithAck(event, payload) as Promise<{ ok: boolean; message?: string }>;
  expect(await send('BOQ_JOIN', { boqId })).toEqual({ ok: true });
  await waitFor(() => data.length >= 1);
  return { socket, data, send };
}

describe('read-only revisions', () => {
  it('only the current revision can be edited: a superseded one refuses room edits, lock changes and take-off writes', async () => {
    const editor = await createUser(server, { companyId: owner.companyId, scopes: ['PROJECT_ACCESS', BOQ_SCOPES.unlock, BOQ_SCOPES.approveTakeOff] });
    const project = await call(server, 'POST', '/project', { token: owner.token, body: { name: 'Sta. Rosa Depot', budget: 0 } });
    const [rev1] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, project.body.data.id));
    await seedRows(owner.companyId, rev1.id, 'ro');
    const room = await joinRoom(editor, rev1.id);
    try {
      expect(room.data[0].boqInformation).toMatchObject({ isCurrent: true, readOnlyReason: null, submittedToClient: null });
      const edit = { boqId: rev1.id, params: { updateId: rowIds.roi1, updateValue: { quantity: 11 } } };
      expect(await room.send('BOQ_EDIT_ITEM', edit)).toEqual({ ok: true });
      const rev2 = await createVersion(owner, { projectId: project.body.data.id, versionTitle: 'Revision 2' });
      expect(rev2.status).toBe(201);
      // The superseded revision's room is told it is read-only.
      await waitFor(() => room.data.at(-1)?.boqInformation.isCurrent === false);
      expect(room.data.at(-1)!.boqInformation.readOnlyReason).toBe(BOQ_MESSAGES.notCurrent);
      const refused = { ok: false, message: BOQ_MESSAGES.notCurrent };
      expect(await room.send('BOQ_EDIT_ITEM', { ...edit, params: { ...edit.params, updateValue: { quantity: 12 } } })).toEqual(refused);
      expect(await room.send('BOQ_ADD_ITEM', { boqId: rev1.id, params: { insertReferenceMethod: 'inside', insertReferenceId: 0, insertValue: { description: 'Late' } } })).toEqual(refused);
      expect(await room.send('BOQ_DELETE_ITEM', { boqId: rev1.id, params: { itemId: rowIds.roi1 } })).toEqual(refused);
      expect(await room.send('BOQ_CHANGE_COLOR', { boqId: rev1.id, params: { itemId: rowIds.roi1, color: 'red' } })).toEqual(refused);
      expect(await room.send('BOQ_LOCK', { boqId: rev1.id, isLock: true })).toEqual(refused);
      const [row] = await server.context.db.select().from(boqItems).where(eq(boqItems.id, rowIds.roi1));
      expect(row.quantity).toBe('11.0000');
      // Take-off writes (REST) on a superseded revision: 409 with the same message.
      await server.context.db.update(billOfQuantities).set({ status: 'LOCKED' }).where(eq(billOfQuantities.id, rev1.id));
      const [item] = await server.context.db.insert(items).values({ companyId: owner.companyId, name: 'Sand', sku: 'RO-SAND', estimatedBuyingPrice: '10' }).returning();
      const takeOff = await call(server, 'POST', '/boq/quantity-take-off', { token: editor.token, body: { key: `ro-i1-${rev1.id}`, itemId: item.id, amount: 1 } });
      expectError(takeOff, 409, BOQ_MESSAGES.notCurrent);
      // The current revision still edits.
      const current = await joinRoom(editor, rev2.body.data.id);
      const copied = current.data[0].boqItems[0].id;
      expect(await current.send('BOQ_EDIT_ITEM', { boqId: rev2.body.data.id, params: { updateId: copied, updateValue: { description: 'Earthworks (rev. 2)' } } })).toEqual({ ok: true });
      current.socket.close();
    } finally {
      room.socket.close();
    }
  });

  it('a revision marked "submitted to client" is frozen; marking twice is 409; another company is 404', async () => {
    const project = await call(server, 'POST', '/project', { token: owner.token, body: { name: 'Biñan Plant', budget: 0 } });
    const [boq] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, project.body.data.id));
    await seedRows(owner.companyId, boq.id, 'fz');
    const room = await joinRoom(owner, boq.id);
    try {
      expectError(await call(server, 'POST', `/boq/${boq.id}/submitted-to-client`, { token: stranger.token }), 404, 'Bill of Quantity not found');
      expectError(await call(server, 'POST', `/boq/${boq.id}/submitted-to-client`, { token: salesOnly.token }), 403);
      const marked = await call(server, 'POST', `/boq/${boq.id}/submitted-to-client`, { token: owner.token });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body).toMatchObject({ message: BOQ_VERSION_MESSAGES.submittedToClient, data: { id: boq.id, isCurrent: true, submittedToClient: { at: expect.any(String), by: { id: owner.accountId, name: 'Juan Dela Cruz' } } } });
      await waitFor(() => room.data.at(-1)?.boqInformation.submittedToClient !== null);
      expect(room.data.at(-1)!.boqInformation.readOnlyReason).toBe(BOQ_MESSAGES.submittedToClient);
      const refused = { ok: false, message: BOQ_MESSAGES.submittedToClient };
      expect(await room.send('BOQ_EDIT_ITEM', { boqId: boq.id, params: { updateId: rowIds.fzi1, updateValue: { quantity: 99 } } })).toEqual(refused);
      expect(await room.send('BOQ_LOCK', { boqId: boq.id, isLock: true })).toEqual(refused);
      expectError(await call(server, 'POST', `/boq/${boq.id}/submitted-to-client`, { token: owner.token }), 409, BOQ_MESSAGES.alreadySubmittedToClient);
      const read = await call(server, 'GET', `/boq/${boq.id}`, { token: owner.token });
      expect(read.body.boqInformation.readOnlyReason).toBe(BOQ_MESSAGES.submittedToClient);
      const listed = (await versions(owner, project.body.data.id)).body.data[0];
      expect(listed.submittedToClient).toMatchObject({ by: { id: owner.accountId } });
    } finally {
      room.socket.close();
    }
  });
});
