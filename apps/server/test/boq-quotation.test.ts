import { writeFileSync } from 'node:fs';
import { BOQ_MESSAGES, boqExportLines, boqSummaryLines, computeBoq, formatCurrency, formatDisplayDate, type BoqRowInput } from '@haligi/shared';
import { pdfText } from '@haligi/shared/testing/pdf-text';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, boqHistory, boqItems, clients, companies, projects } from '../src/db/schema';
import { EXPORT_HEADER_ROW, PESO_FORMAT } from '../src/modules/boq-versions/boq-export';
import { expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let salesOnly: TestUser;
let projectId: number;
let boqId: number;

type Seed = { ref: string; parent: string | null; type: 'HEADING' | 'SUBHEADING' | 'ITEM'; description: string; quantity?: string; unit?: string; material?: string; labor?: string; margin?: string };
/** I Earthworks > A Excavation > 1 Dig, 2 Backfill; II Concrete works > 1 Footing F1. Direct cost 30,190.63, margins 705 + 748.83 + 1,950 = 3,403.83. */
const SEED: Seed[] = [
  { ref: 'h1', parent: null, type: 'HEADING', description: 'Earthworks' },
  { ref: 's1', parent: 'h1', type: 'SUBHEADING', description: 'Excavation' },
  { ref: 'i1', parent: 's1', type: 'ITEM', description: 'Structural excavation', quantity: '10', unit: 'cu.m', material: '350', labor: '120', margin: '15' },
  { ref: 'i2', parent: 's1', type: 'ITEM', description: 'Gravel bedding', quantity: '4.5', unit: 'cu.m', material: '1250.75', labor: '80.5', margin: '12.5' },
  { ref: 'h2', parent: null, type: 'HEADING', description: 'Concrete works' },
  { ref: 'i3', parent: 'h2', type: 'ITEM', description: 'Footing F1', quantity: '3', unit: 'cu.m', material: '5400', labor: '1100', margin: '10' },
];

async function seedRows(companyId: number, target: number, seeds: Seed[]) {
  const ids: Record<string, number> = {};
  let position = 0;
  for (const seed of seeds) {
    position += 1;
    const [row] = await server.context.db
      .insert(boqItems)
      .values({
        companyId,
        boqId: target,
        parentId: seed.parent ? ids[seed.parent] : null,
        position,
        type: seed.type,
        key: `q-${seed.ref}-${target}`,
        description: seed.description,
        quantity: seed.quantity ?? '0',
        materialUnit: seed.unit ?? 'pc',
        materialUnitCost: seed.material ?? '0',
        laborUnitCost: seed.labor ?? '0',
        profitMarginPercentage: seed.margin ?? '0',
      })
      .returning();
    ids[seed.ref] = row.id;
  }
}

async function computedOf(id: number) {
  const rows = await server.context.db.select().from(boqItems).where(eq(boqItems.boqId, id)).orderBy(asc(boqItems.id));
  return computeBoq(rows as unknown as BoqRowInput[]);
}
const storedBoq = async (id = boqId) => (await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, id)))[0];
const settingsHistory = (id = boqId) => server.context.db.select().from(boqHistory).where(and(eq(boqHistory.boqId, id), eq(boqHistory.action, 'SETTINGS')));
const patchSettings = (user: TestUser, body: unknown, id = boqId) => call(server, 'PATCH', `/boq/${id}/settings`, { token: user.token, body });
const getSettings = (user: TestUser, id = boqId) => call(server, 'GET', `/boq/${id}/settings`, { token: user.token });

async function newProject(user: TestUser, name: string) {
  const created = await call(server, 'POST', '/project', { token: user.token, body: { name, budget: 0, downpaymentAmount: 30, retentionAmount: 10 } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const [boq] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, created.body.data.id));
  return { projectId: created.body.data.id as number, boqId: boq.id };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  stranger = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  salesOnly = await createUser(server, { companyId: owner.companyId, scopes: ['LEADS_ACCESS'] });
  await server.context.db.update(companies).set({ name: 'Bahay Kubo Builders Inc.', address: '88 Rizal Street, Calamba, Laguna 4027' }).where(eq(companies.id, owner.companyId));
  ({ projectId, boqId } = await newProject(owner, 'Calamba Warehouse'));
  const [client] = await server.context.db
    .insert(clients)
    .values({ companyId: owner.companyId, name: 'Mabuhay Logistics Corp.', contactNumber: '0917 555 0101', email: 'projects@mabuhay.ph' })
    .returning();
  await server.context.db.update(projects).set({ clientId: client.id }).where(eq(projects.id, projectId));
  await seedRows(owner.companyId, boqId, SEED);
});
afterAll(async () => server?.stop());

describe('BOQ settings', () => {
  it('start with no OCM or contingency, the default terms and the summary of the rows', async () => {
    const answer = await getSettings(owner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ ocmPercentage: null, contingencyPercentage: null, quotationTerms: null, quotationNumber: null, readOnlyReason: null });
    expect(answer.body.effectiveQuotationTerms).toContain('3. Downpayment: 30% of the contract price upon signing.');
    expect(answer.body.effectiveQuotationTerms).toContain('Retention: 10% of each billing');
    // Direct 4,700 + 5,990.63 + 19,500; margins 15% of 4,700, 12.5% of 5,990.63 (748.82875), 10% of 19,500.
    expect(answer.body.summary.map((l: { label: string; amount: string }) => [l.label, l.amount])).toEqual([
      ['Direct Cost', '30190.63'],
      ['Profit', '3403.83'],
      ['Total with Profit', '33594.46'],
      ['VAT 12%', '4031.34'],
      ['Grand Total (VAT inclusive)', '37625.80'],
    ]);
  });

  it('PATCH sets only the named fields, as exact decimals, and writes one SETTINGS history row', async () => {
    const first = await patchSettings(owner, { ocmPercentage: 10, contingencyPercentage: '5.5' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('BOQ settings saved');
    expect(first.body.data).toMatchObject({ ocmPercentage: '10.00', contingencyPercentage: '5.50', quotationTerms: null });
    expect(await storedBoq()).toMatchObject({ ocmPercentage: '10.00', contingencyPercentage: '5.50', quotationTerms: null, editVersion: 0 });
    const history = await settingsHistory();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ accountId: owner.accountId, rowId: null, changes: { ocmPercentage: [null, '10.00'], contingencyPercentage: [null, '5.50'] } });

    const terms = await patchSettings(owner, { quotationTerms: '  1. Net 30 days.\n2. Prices valid until 31 Dec 2026.  ' });
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);
    expect(await storedBoq()).toMatchObject({ ocmPercentage: '10.00', contingencyPercentage: '5.50', quotationTerms: '1. Net 30 days.\n2. Prices valid until 31 Dec 2026.' });
    expect(terms.body.data.effectiveQuotationTerms).toBe('1. Net 30 days.\n2. Prices valid until 31 Dec 2026.');
    expect(await settingsHistory()).toHaveLength(2);
  });

  it('an empty PATCH or one repeating the stored values writes nothing', async () => {
    const before = await storedBoq();
    for (const body of [{}, { ocmPercentage: '10.00' }, { contingencyPercentage: 5.5, ocmPercentage: 10 }]) {
      const answer = await patchSettings(owner, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    expect(await storedBoq()).toEqual(before);
    expect(await settingsHistory()).toHaveLength(2);
  });

  it('null clears a percentage (no such line) and the terms (back to the default)', async () => {
    const answer = await patchSettings(owner, { contingencyPercentage: null, quotationTerms: null });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await storedBoq()).toMatchObject({ ocmPercentage: '10.00', contingencyPercentage: null, quotationTerms: null });
    expect(answer.body.data.summary.map((l: { key: string }) => l.key)).toEqual(['DIRECT_COST', 'OCM', 'PROFIT', 'TOTAL_WITH_PROFIT', 'VAT', 'GRAND_TOTAL']);
    await patchSettings(owner, { contingencyPercentage: 5.5 });
  });

  it('bad input is a 400 listing each problem, and changes nothing', async () => {
    const before = await storedBoq();
    expectError(await patchSettings(owner, { ocmPercentage: 100.5, contingencyPercentage: 1.125 }), 400, [
      'ocmPercentage: must be at most 100',
      'contingencyPercentage: must have at most 2 decimal places',
    ]);
    expectError(await patchSettings(owner, { ocmPercentage: -1 }), 400, ['ocmPercentage: must be at least 0']);
    expectError(await patchSettings(owner, { ocmPercentage: 'ten' }), 400);
    expectError(await call(server, 'PATCH', '/boq/abc/settings', { token: owner.token, body: {} }), 400);
    expect(await storedBoq()).toEqual(before);
  });

  it('a LOCKED BOQ refuses with 409 "Bill of Quantity is locked"; the settings stay readable', async () => {
    await server.context.db.update(billOfQuantities).set({ status: 'LOCKED' }).where(eq(billOfQuantities.id, boqId));
    const before = await storedBoq();
    expectError(await patchSettings(owner, { ocmPercentage: 12 }), 409, BOQ_MESSAGES.locked);
    expect(await storedBoq()).toEqual(before);
    expect((await getSettings(owner)).body).toMatchObject({ ocmPercentage: '10.00', readOnlyReason: BOQ_MESSAGES.locked });
    await server.context.db.update(billOfQuantities).set({ status: 'PENDING' }).where(eq(billOfQuantities.id, boqId));
  });

  it('another company answers 404 and a caller without PROJECT_ACCESS 403; nothing changes', async () => {
    const before = await storedBoq();
    expectError(await getSettings(stranger), 404, 'Bill of Quantity not found');
    expectError(await patchSettings(stranger, { ocmPercentage: 1 }), 404, 'Bill of Quantity not found');
    expectError(await getSettings(salesOnly), 403);
    expectError(await patchSettings(salesOnly, { ocmPercentage: 1 }), 403);
    expectError(await call(server, 'GET', `/boq/${boqId}/quotation.pdf`, { token: stranger.token }), 404, 'Bill of Quantity not found');
    expectError(await call(server, 'GET', `/boq/${boqId}/quotation.pdf`, { token: salesOnly.token }), 403);
    expect(await storedBoq()).toEqual(before);
  });

  it('a new revision keeps the settings; the older one is read-only (409) and gets no number of the newer', async () => {
    const other = await newProject(owner, 'Versioned Depot');
    await patchSettings(owner, { ocmPercentage: 8, contingencyPercentage: 3, quotationTerms: 'Net 15' }, other.boqId);
    const created = await call(server, 'POST', '/boq/version', { token: owner.token, body: { projectId: other.projectId, versionTitle: 'Depot r2' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await storedBoq(created.body.data.id)).toMatchObject({ ocmPercentage: '8.00', contingencyPercentage: '3.00', quotationTerms: 'Net 15', quotationNumber: null });
    expectError(await patchSettings(owner, { ocmPercentage: 9 }, other.boqId), 409, BOQ_MESSAGES.notCurrent);
    expect((await storedBoq(other.boqId)).ocmPercentage).toBe('8.00');
    expect((await getSettings(owner, other.boqId)).body.readOnlyReason).toBe(BOQ_MESSAGES.notCurrent);
  });
});

describe('Excel export summary', () => {
  it('puts Direct Cost, OCM 10%, Contingency 5.5%, Profit, Total with Profit, VAT 12% and the Grand Total under the lines, as numbers with formulas', async () => {
    const response = await fetch(`${server.url}/api/boq/${boqId}/export.xlsx`, { headers: { token: owner.token } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const computed = await computedOf(boqId);
    const grandRow = EXPORT_HEADER_ROW + 1 + boqExportLines(computed).length;
    expect(sheet.getRow(grandRow).getCell(2).value).toBe('Grand Total');
    expect(sheet.getRow(grandRow + 1).getCell(2).value ?? null).toBeNull();
    const summary = Array.from({ length: sheet.rowCount - grandRow - 1 }, (_, i) => sheet.getRow(grandRow + 2 + i));
    const r = (i: number) => grandRow + 2 + i;
    // Direct 30,190.63. OCM 10% = 3,019.063 -> 3,019.06. Contingency 5.5% = 1,660.48465 -> 1,660.48.
    // Profit 3,403.83. Total 38,274.00. VAT 12% = 4,592.88. Grand 42,866.88.
    expect(summary.map((row) => [row.getCell(2).value, row.getCell(9).value])).toEqual([
      ['Direct Cost', { formula: `I${grandRow}`, result: 30190.63 }],
      ['Overhead (OCM) 10%', { formula: `ROUND(I${r(0)}*0.1,2)`, result: 3019.06 }],
      ['Contingency 5.5%', { formula: `ROUND(I${r(0)}*0.055,2)`, result: 1660.48 }],
      ['Profit', 3403.83],
      ['Total with Profit', { formula: `SUM(I${r(0)}:I${r(3)})`, result: 38274 }],
      ['VAT 12%', { formula: `ROUND(I${r(4)}*0.12,2)`, result: 4592.88 }],
      ['Grand Total (VAT inclusive)', { formula: `I${r(4)}+I${r(5)}`, result: 42866.88 }],
    ]);
    const expected = boqSummaryLines(computed, { ocmPercentage: '10.00', contingencyPercentage: '5.50' });
    expect(summary.map((row) => { const v = row.getCell(9).value as number | { result: number }; return typeof v === 'number' ? v : v.result; })).toEqual(expected.map((l) => Number(l.amount)));
    for (const row of summary) expect(row.getCell(9).numFmt).toBe(PESO_FORMAT);
    expect(summary.filter((row) => row.font?.bold).map((row) => row.getCell(2).value)).toEqual(['Total with Profit', 'Grand Total (VAT inclusive)']);
  });
});

describe('quotation PDF', () => {
  it('prints the company, client, project, number, date, lines by heading with subtotals, the summary, terms and signatures', async () => {
    const response = await fetch(`${server.url}/api/boq/${boqId}/quotation.pdf`, { headers: { token: owner.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="QT-000001 Calamba Warehouse BOQ r1.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.QUOTATION_PDF_OUT) writeFileSync(process.env.QUOTATION_PDF_OUT, pdf);
    const text = pdfText(pdf);
    const flat = text.replace(/\n/g, ' ');
    for (const expected of [
      'Bahay Kubo Builders Inc.',
      '88 Rizal Street, Calamba, Laguna 4027',
      'QUOTATION',
      'QT-000001',
      formatDisplayDate(new Date()),
      'Mabuhay Logistics Corp.',
      '0917 555 0101',
      'projects@mabuhay.ph',
      'Calamba Warehouse',
      'Bill of Quantities: Calamba Warehouse BOQ, revision 1',
      'Earthworks',
      'Excavation',
      'Structural excavation',
      'Gravel bedding',
      'Footing F1',
      'Subtotal A Excavation',
      'Subtotal I Earthworks',
      'Subtotal II Concrete works',
      'Terms and Conditions',
      '3. Downpayment: 30% of the contract price upon signing.',
      'Prepared by:',
      'Juan Dela Cruz',
      'Conforme:',
      'Signature over printed name',
      'Date:',
      'Page 1 of 1',
    ]) {
      expect(flat, expected).toContain(expected);
    }
    // Item figures: 10 cu.m, material 3,500.00, labour 1,200.00, amount 4,700.00.
    for (const amount of ['3,500.00', '1,200.00', '4,700.00', '5,628.38', '362.25', '5,990.63', '10,690.63', '19,500.00']) expect(flat).toContain(formatCurrency(amount.replace(/,/g, '')));
    // The summary, each label with its amount.
    const lines = text.split('\n');
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Direct Cost')).toBe('₱30,190.63');
    expect(after('Overhead (OCM) 10%')).toBe('₱3,019.06');
    expect(after('Contingency 5.5%')).toBe('₱1,660.48');
    expect(after('Profit')).toBe('₱3,403.83');
    expect(after('Total with Profit')).toBe('₱38,274.00');
    expect(after('VAT 12%')).toBe('₱4,592.88');
    expect(after('Grand Total (VAT inclusive)')).toBe('₱42,866.88');
    expect((await storedBoq()).quotationNumber).toBe('QT-000001');
  });

  it('keeps its number; another BOQ takes the next one of the company', async () => {
    const again = await fetch(`${server.url}/api/boq/${boqId}/quotation.pdf`, { headers: { token: owner.token } });
    expect(again.headers.get('content-disposition')).toContain('QT-000001');
    const other = await newProject(owner, 'Second Yard');
    const second = await fetch(`${server.url}/api/boq/${other.boqId}/quotation.pdf`, { headers: { token: owner.token } });
    expect(second.status).toBe(200);
    expect(second.headers.get('content-disposition')).toBe('attachment; filename="QT-000002 Second Yard BOQ r1.pdf"');
    const text = pdfText(Buffer.from(await second.arrayBuffer())).replace(/\n/g, ' ');
    // No client, no lines: it says so.
    expect(text).toContain('No client on the project');
    expect(text).toContain('No lines yet');
    expect(text).toContain('₱0.00');
    // A stranger's company numbers its own quotations from 1.
    const theirs = await newProject(stranger, 'Their Yard');
    const third = await fetch(`${server.url}/api/boq/${theirs.boqId}/quotation.pdf`, { headers: { token: stranger.token } });
    expect(third.headers.get('content-disposition')).toContain('QT-000001');
  });

  it('runs over pages with the header and column headings repeated and each page numbered', async () => {
    const big = await newProject(owner, 'Long Tower');
    const seeds: Seed[] = [];
    for (let h = 1; h <= 3; h++) {
      seeds.push({ ref: `h${h}`, parent: null, type: 'HEADING', description: `Floor ${h}` });
      for (let i = 1; i <= 30; i++) seeds.push({ ref: `h${h}i${i}`, parent: `h${h}`, type: 'ITEM', description: `Floor ${h} item ${i}`, quantity: '2', unit: 'pc', material: '100', labor: '25' });
    }
    await seedRows(owner.companyId, big.boqId, seeds);
    const response = await fetch(`${server.url}/api/boq/${big.boqId}/quotation.pdf`, { headers: { token: owner.token } });
    const pdf = Buffer.from(await response.arrayBuffer());
    if (process.env.QUOTATION_PDF_OUT) writeFileSync(process.env.QUOTATION_PDF_OUT.replace(/\.pdf$/, '-long.pdf'), pdf);
    const text = pdfText(pdf);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    const number = (await storedBoq(big.boqId)).quotationNumber!;
    // The slim header on every page after the first, and the column headings on every page the table runs on.
    expect(text.split('\n').filter((l) => l === `Quotation ${number} · ${formatDisplayDate(new Date())}`)).toHaveLength(pages - 1);
    expect(text.split('\n').filter((l) => l === 'Material').length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Floor 3 item 30');
    // 90 items of 2 x 125 = 22,500.00 direct, no margins: VAT 2,700.00, grand total 25,200.00.
    expect(text).toContain('₱22,500.00');
    expect(text).toContain('₱25,200.00');
  });
});
