import { ITEM_IMPORT_COLUMNS, type ImportProgressPayload } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

const ITEM_SCOPES = ['ASSET_ITEM_SIMPLE_ACCESS', 'ASSET_ITEM_DELETED_ACCESS'];
const HEADERS = ITEM_IMPORT_COLUMNS.map((c) => c.header);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GOOD_ROWS = 250;

let server: TestServer;
let clerkA: TestUser;
let clerkB: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  clerkA = await createUser(server, { scopes: ITEM_SCOPES });
  clerkB = await createUser(server, { scopes: ITEM_SCOPES });
}, 120_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

const itemsOf = (companyId: number) => countRows(server, 'items', 'company_id = $1', [companyId]);

async function upload(bytes: Uint8Array | string, fileName: string, type: string, user: TestUser = clerkA) {
  const form = new FormData();
  form.append('fileData', new Blob([bytes], { type }), fileName);
  const response = await fetch(`${server.url}/api/items/import/preview`, { method: 'POST', headers: { token: user.token }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

/** An .xlsx with the import headers and the given rows (cells in header order). */
async function workbook(rows: unknown[][], headers: string[] = HEADERS): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Items');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A connected socket of the user recording its import-progress pushes. */
async function progressListener(user: TestUser) {
  const socket = io(server.url, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const heard: ImportProgressPayload[] = [];
  socket.on('import-progress', (payload) => heard.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return heard;
}

describe('items import from .xlsx', () => {
  let existingSku: string;
  let preview: { status: number; body: any };
  const goodRows = Array.from({ length: GOOD_ROWS }, (_, i) => [
    `IMP-CEM-${String(i + 1).padStart(4, '0')}`,
    `Imported Portland Cement Lot ${i + 1}`,
    'Type 1, 40 kg bag',
    'bag',
    40,
    265.5 + i,
    290,
    10,
    100,
    'cement, imported',
  ]);

  beforeAll(async () => {
    existingSku = 'IMP-EXISTING';
    expect((await call(server, 'POST', '/items', { token: clerkA.token, body: { name: 'Already There', sku: existingSku } })).status).toBe(201);
    const before = await itemsOf(clerkA.companyId);
    const bytes = await workbook([
      ...goodRows.slice(0, 2),
      ['IMP-BAD-1', '', '', 'pc', 1, 10, 0, 0, 0, ''],
      ['IMP-BAD-2', 'Negative Price Nail', '', 'pc', 1, -5, 0, 0, 0, ''],
      ['IMP-BAD-3', 'Stock Upside Down', '', 'pc', 1, 5, 0, 50, 10, ''],
      ['IMP-BAD-4', 'Unknown Unit Tile', '', 'bags', 1, 5, 0, 0, 0, ''],
      [goodRows[0][0], 'Same SKU Again', '', 'pc', 1, 5, 0, 0, 0, ''],
      [existingSku.toLowerCase(), 'Clashes With The Catalogue', '', 'pc', 1, 5, 0, 0, 0, ''],
      ['IMP-BAD-7', 'Word Price', '', 'pc', 'large', 'cheap', 0, 0, 0, ''],
      [],
      ...goodRows.slice(2),
    ]);
    preview = await upload(bytes, 'catalogue.xlsx', XLSX);
    expect(await itemsOf(clerkA.companyId)).toBe(before);
  });

  it('the preview lists every row with its problems word for word and saves nothing', () => {
    expect(preview.status, JSON.stringify(preview.body).slice(0, 500)).toBe(200);
    const { body } = preview;
    expect(body).toMatchObject({ importId: expect.any(String), total: GOOD_ROWS + 7, validCount: GOOD_ROWS, errorCount: 7 });
    const problems = body.rows.filter((r: any) => r.errors.length).map((r: any) => ({ row: r.row, errors: r.errors }));
    expect(problems).toEqual([
      { row: 4, errors: ['Item Name: is required'] },
      { row: 5, errors: ['Estimated Cost: must be at least 0'] },
      { row: 6, errors: ['Maximum Stock: must be at least the minimum stock level'] },
      { row: 7, errors: ['UOM: unknown unit of measure "bags"'] },
      { row: 8, errors: ['SKU IMP-CEM-0001 is repeated in the file (row 2)'] },
      { row: 9, errors: [`SKU ${existingSku.toLowerCase()} already exists`] },
      { row: 10, errors: ['Size: must be a number', 'Estimated Cost: must be a number'] },
    ]);
    expect(body.rows[0]).toEqual({
      row: 2,
      errors: [],
      data: {
        sku: 'IMP-CEM-0001',
        name: 'Imported Portland Cement Lot 1',
        description: 'Type 1, 40 kg bag',
        uom: 'bag',
        size: '40',
        estimatedBuyingPrice: '265.50',
        sellingPrice: '290.00',
        minimumStockLevel: '10',
        maximumStockLevel: '100',
        tags: ['CEMENT', 'IMPORTED'],
      },
    });
    // The blank spreadsheet row 11 is skipped; the next good row is row 12.
    expect(body.rows[9]).toMatchObject({ row: 12, errors: [] });
  });

  it('commit runs a job that saves the valid rows in batches, pushing import-progress to the account up to 100%', async () => {
    const before = await itemsOf(clerkA.companyId);
    const heard = await progressListener(clerkA);
    const other = await progressListener(await createUser(server, { companyId: clerkA.companyId, scopes: ITEM_SCOPES }));
    const answer = await call(server, 'POST', '/items/import/commit', { token: clerkA.token, body: { importId: preview.body.importId } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body).toEqual({ importId: preview.body.importId, jobId: expect.any(Number) });
    const done = await waitFor(() => heard.find((p) => p.done), 20_000);
    expect(done).toEqual({
      importId: preview.body.importId,
      jobId: answer.body.jobId,
      processed: GOOD_ROWS,
      total: GOOD_ROWS,
      percent: 100,
      done: true,
      created: GOOD_ROWS,
      failed: 0,
    });
    expect(heard.map((p) => p.percent)).toEqual([40, 80, 100]);
    expect(other, 'another account of the company hears nothing').toEqual([]);
    expect(await itemsOf(clerkA.companyId)).toBe(before + GOOD_ROWS);
    const job = await waitFor(async () => {
      const [row] = await server.context.db.select().from(jobs).where(eq(jobs.id, answer.body.jobId));
      return row.state === 'COMPLETED' ? row : null;
    });
    expect(job.progress).toBe(100);

    const saved = await call(server, 'PUT', '/items/simpleView?page=1&perPage=5', { token: clerkA.token, body: { searchKeyword: 'IMP-CEM-0250' } });
    expect(saved.body.list[0]).toMatchObject({
      sku: 'IMP-CEM-0250',
      name: 'Imported Portland Cement Lot 250',
      unit: 'bag',
      size: '40',
      estimatedBuyingPrice: { raw: '514.50' },
    });
    const item = await call(server, 'GET', `/items/${saved.body.list[0].id}`, { token: clerkA.token });
    expect(item.body.data).toMatchObject({ tags: ['CEMENT', 'IMPORTED'], sellingPrice: '290.00', minimumStockLevel: '10', maximumStockLevel: '100' });
  });

  it('an import commits once; an unknown id or another company’s import is not found', async () => {
    expectError(await call(server, 'POST', '/items/import/commit', { token: clerkA.token, body: { importId: preview.body.importId } }), 409, 'This import was already committed');
    expectError(await call(server, 'POST', '/items/import/commit', { token: clerkA.token, body: { importId: crypto.randomUUID() } }), 404, 'Import not found');
    expectError(await call(server, 'POST', '/items/import/commit', { token: clerkA.token, body: { importId: 'nope' } }), 400, ['importId: is not an import id']);
    const again = await upload(await workbook([['IMP-B-ONLY', 'Company A preview', '', 'pc', 0, 1, 0, 0, 0, '']]), 'a.xlsx', XLSX);
    const before = await itemsOf(clerkB.companyId);
    expectError(await call(server, 'POST', '/items/import/commit', { token: clerkB.token, body: { importId: again.body.importId } }), 404, 'Import not found');
    expect(await itemsOf(clerkB.companyId)).toBe(before);
  });

  it('a SKU saved between the preview and the commit is skipped and counted as failed, never duplicated', async () => {
    const preview = await upload(
      await workbook([
        ['IMP-LATE-1', 'Late Tile Adhesive', '', 'bag', 25, 320, 0, 0, 0, ''],
        ['IMP-LATE-2', 'Late Grout', '', 'pack', 2, 95, 0, 0, 0, ''],
      ]),
      'late.xlsx',
      XLSX,
    );
    expect(preview.body.validCount).toBe(2);
    expect((await call(server, 'POST', '/items', { token: clerkA.token, body: { name: 'Saved Meanwhile', sku: 'imp-late-2' } })).status).toBe(201);
    const heard = await progressListener(clerkA);
    const commit = await call(server, 'POST', '/items/import/commit', { token: clerkA.token, body: { importId: preview.body.importId } });
    const done = await waitFor(() => heard.find((p) => p.done), 20_000);
    expect(done).toMatchObject({ jobId: commit.body.jobId, processed: 2, total: 2, percent: 100, created: 1, failed: 1 });
    expect(await countRows(server, 'items', "company_id = $1 and lower(sku) like 'imp-late-%'", [clerkA.companyId])).toBe(2);
  });

  it('a file whose rows are all wrong cannot be committed', async () => {
    const bad = await upload(await workbook([['IMP-NONE', '', '', 'pc', 0, 1, 0, 0, 0, '']]), 'bad.xlsx', XLSX);
    expect(bad.body).toMatchObject({ validCount: 0, errorCount: 1 });
    expectError(await call(server, 'POST', '/items/import/commit', { token: clerkA.token, body: { importId: bad.body.importId } }), 422, 'The file has no valid rows to import');
  });
});

describe('items import from .csv', () => {
  it('reads a CSV (headers in any order and case, thousands separators, SKUs that look like dates) and saves it', async () => {
    const csv = [
      '\uFEFFitem name,sku,UOM,Estimated Cost,tags',
      '"Marine Plywood 3/4"" 4x8",2024-01,sheet,"1,250.50","wood, panel"',
      'Boysen Permacoat White 4L,PAINT-PERMA-4L,gal,780,paint',
      'No Sku Here,,pc,5,',
    ].join('\r\n');
    const preview = await upload(csv, 'suppliers-list.csv', 'text/csv');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ total: 3, validCount: 2, errorCount: 1 });
    expect(preview.body.rows[0].data).toMatchObject({ sku: '2024-01', name: 'Marine Plywood 3/4" 4x8', uom: 'sheet', estimatedBuyingPrice: '1250.50', tags: ['WOOD', 'PANEL'] });
    expect(preview.body.rows[2]).toEqual({ row: 4, data: expect.any(Object), errors: ['SKU: is required'] });

    const heard = await progressListener(clerkA);
    const commit = await call(server, 'POST', '/items/import/commit', { token: clerkA.token, body: { importId: preview.body.importId } });
    expect(commit.status).toBe(202);
    await waitFor(() => heard.find((p) => p.done && p.importId === preview.body.importId), 20_000);
    expect(heard.at(-1)).toMatchObject({ percent: 100, created: 2, failed: 0 });
    const found = await call(server, 'PUT', '/items/simpleView?page=1&perPage=5', { token: clerkA.token, body: { searchKeyword: '2024-01', searchBy: 'sku' } });
    expect(found.body.list[0]).toMatchObject({ name: 'Marine Plywood 3/4" 4x8', estimatedBuyingPrice: { raw: '1250.50' } });
  });

  it('refuses files without the SKU or Item Name column, empty files, other types and requests without a file', async () => {
    expectError(await upload('Name Only\nCement', 'x.csv', 'text/csv'), 400, ['fileData: the file has no "SKU" column', 'fileData: the file has no "Item Name" column']);
    expectError(await upload('SKU,Item Name\n', 'x.csv', 'text/csv'), 400, ['fileData: the file has no item rows']);
    expectError(await upload('hello', 'notes.txt', 'text/plain'), 415);
    expectError(await upload(new Uint8Array([1, 2, 3, 4]), 'broken.xlsx', XLSX), 400, ['fileData: the file could not be read as an Excel workbook (.xlsx)']);
    expectError(await call(server, 'POST', '/items/import/preview', { token: clerkA.token, body: {} }), 400, ['fileData: send the file as multipart/form-data']);
  });
});

describe('items export', () => {
  async function download(query: string, user: TestUser = clerkA) {
    const response = await fetch(`${server.url}/api/items/export${query}`, { headers: { token: user.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="items-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('writes the table columns then the import columns, one row per item, with the search applied', async () => {
    const created = await call(server, 'POST', '/items/withVariants', {
      token: clerkA.token,
      body: {
        name: 'Export Rebar',
        sku: 'EXP-REBAR',
        uom: 'length',
        tiers: [{ key: 'Size', attributes: ['10mm', '12mm'] }],
        variants: [
          { name: 'Export Rebar 10mm', sku: 'EXP-REBAR-10MM', variation: { Size: '10mm' } },
          { name: 'Export Rebar 12mm', sku: 'EXP-REBAR-12MM', variation: { Size: '12mm' } },
        ],
      },
    });
    expect(created.status).toBe(201);
    await call(server, 'POST', '/items', {
      token: clerkA.token,
      body: { name: 'Export GI Sheet Ga. 26', sku: 'EXP-GI-26', uom: 'sheet', size: 8, estimatedBuyingPrice: 1234.5, sellingPrice: 1400, minimumStockLevel: 5, maximumStockLevel: 60, tags: ['roofing'], description: 'Corrugated, 8 ft' },
    });
    const rows = await download('?searchKeyword=EXP-&searchBy=sku');
    expect(rows[0]).toEqual(['SKU', 'Item Name', 'Size', 'UOM', 'Variations', 'Estimated Cost', 'Stock', 'Description', 'Selling Price', 'Minimum Stock', 'Maximum Stock', 'Tags']);
    expect(rows.slice(1)).toEqual([
      ['EXP-GI-26', 'Export GI Sheet Ga. 26', 8, 'sheet', 0, 1234.5, 0, 'Corrugated, 8 ft', 1400, 5, 60, 'ROOFING'],
      // Blank text is a blank cell.
      ['EXP-REBAR', 'Export Rebar', 0, 'length', 2, 0, 0, undefined, 0, 0, 0],
    ]);
    for (const header of HEADERS) expect(rows[0]).toContain(header);

    const all = await download('');
    expect(all.length - 1).toBe(await countRows(server, 'items', 'company_id = $1 and parent_id is null and not is_deleted', [clerkA.companyId]));
    expect(await download('?deleted=true&searchKeyword=EXP-')).toEqual([rows[0]]);
    expectError(await call(server, 'GET', '/items/export?searchBy=uom&searchKeyword=x', { token: clerkA.token }), 400, ['searchBy: cannot search by uom']);
    expect((await download('', clerkB)).length).toBe(1);
  });

  it('an exported file reads back through the import preview (every SKU already exists)', async () => {
    const response = await fetch(`${server.url}/api/items/export?searchKeyword=EXP-GI`, { headers: { token: clerkA.token } });
    const preview = await upload(new Uint8Array(await response.arrayBuffer()), 'export.xlsx', XLSX);
    expect(preview.status).toBe(200);
    expect(preview.body.rows).toEqual([
      {
        row: 2,
        data: expect.objectContaining({ sku: 'EXP-GI-26', name: 'Export GI Sheet Ga. 26', uom: 'sheet', estimatedBuyingPrice: '1234.50' }),
        errors: ['SKU EXP-GI-26 already exists'],
      },
    ]);
  });
});
