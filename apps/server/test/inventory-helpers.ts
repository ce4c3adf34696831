import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, itemReceiptLines, items, purchaseOrderLines, purchaseOrders, stockLevels, suppliers } from '../src/db/schema';
import { call, type TestServer, type TestUser } from './helper';

export const ALL_WAREHOUSE_SCOPES = [
  'ASSET_WAREHOUSE_COMPANY_ACCESS',
  'ASSET_WAREHOUSE_PROJECT_ACCESS',
  'ASSET_WAREHOUSE_INTRANSIT_ACCESS',
  'ASSET_WAREHOUSE_TEMPORARY_ACCESS',
];

/** A catalogue item inserted directly (the item endpoints have their own tests). */
export async function insertItem(
  server: TestServer,
  companyId: number,
  fields: Partial<typeof items.$inferInsert> = {},
): Promise<typeof items.$inferSelect> {
  const tag = randomBytes(3).toString('hex');
  const [item] = await server.context.db
    .insert(items)
    .values({ companyId, name: `Portland Cement 40kg ${tag}`, sku: `CEM-${tag}`, uom: 'bag', ...fields })
    .returning();
  return item;
}

export async function insertSupplier(server: TestServer, companyId: number, name = `Supplier ${randomBytes(3).toString('hex')}`) {
  const [supplier] = await server.context.db.insert(suppliers).values({ companyId, name }).returning();
  return supplier;
}

export async function createWarehouse(server: TestServer, user: TestUser, body: Record<string, unknown> = {}): Promise<any> {
  const answer = await call(server, 'POST', '/warehouse', {
    token: user.token,
    body: { kind: 'COMPANY', name: `Warehouse ${randomBytes(3).toString('hex')}`, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** Posts an adjustment and expects 201; answers the receipt. */
export async function adjust(server: TestServer, user: TestUser, warehouseId: number, direction: 'ADD' | 'DEDUCT', lines: { itemId: number; quantity: number | string; rate?: number }[]) {
  const answer = await call(server, 'POST', '/inventory/adjustment', { token: user.token, body: { warehouseId, direction, items: lines } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** The stock level of an item in a warehouse as text ("0" when there is no row). */
export async function stockLevel(server: TestServer, warehouseId: number, itemId: number): Promise<string> {
  const [row] = await server.context.db
    .select({ quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.warehouseId, warehouseId), eq(stockLevels.itemId, itemId)));
  return row ? row.quantity : '0';
}

/** The ledger invariant: every stock level and every item's stock_count (a parent's: its variants') equal the sums of the lines. */
export async function expectLedgerConsistent(server: TestServer, companyId: number) {
  const { db } = server.context;
  const levels = await db.execute(sql`
    select s.warehouse_id, s.item_id, s.quantity::text as held, coalesce(sum(l.signed_quantity), 0)::text as ledger
    from ${stockLevels} s left join ${itemReceiptLines} l on l.warehouse_id = s.warehouse_id and l.item_id = s.item_id
    where s.company_id = ${companyId}
    group by s.warehouse_id, s.item_id, s.quantity`);
  for (const row of levels.rows as { held: string; ledger: string }[]) expect(Number(row.held), JSON.stringify(row)).toBe(Number(row.ledger));
  const orphans = await db.execute(sql`
    select l.warehouse_id, l.item_id from ${itemReceiptLines} l
    left join ${stockLevels} s on s.warehouse_id = l.warehouse_id and s.item_id = l.item_id
    where l.company_id = ${companyId} and s.item_id is null`);
  expect(orphans.rows).toEqual([]);
  const counts = await db.execute(sql`
    select i.id, i.stock_count::text as stock_count,
           coalesce((select sum(l.signed_quantity) from ${itemReceiptLines} l
                     where l.item_id = i.id or l.item_id in (select v.id from ${items} v where v.parent_id = i.id)), 0)::text as ledger
    from ${items} i where i.company_id = ${companyId}`);
  for (const row of counts.rows as { stock_count: string; ledger: string }[]) expect(Number(row.stock_count), JSON.stringify(row)).toBe(Number(row.ledger));
}

export async function setAllowNegativeStock(server: TestServer, companyId: number, allow: boolean) {
  await server.context.db.update(companies).set({ allowNegativeStock: allow }).where(eq(companies.id, companyId));
}

/**
 * The text drawn on a pdfkit PDF's pages, enough for assertions: inflates the streams, reads each
 * font's ToUnicode map and decodes the hex strings of the TJ/Tj operators font by font.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  const objectPattern = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = objectPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let dataStart = start + streamAt + 'stream'.length;
    if (raw[dataStart] === '\r') dataStart++;
    if (raw[dataStart] === '\n') dataStart++;
    let data = pdf.subarray(dataStart, dataStart + length);
    if (dict.includes('/FlateDecode')) data = inflateSync(data);
    objects.set(Number(match[1]), { dict, stream: data });
    objectPattern.lastIndex = dataStart + length;
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  // Font resource name -> glyph code -> text.
  const fontMaps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    if (!fonts) continue;
    for (const [, name, id] of fonts.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const map = new Map<string, string>();
      const cmap = font && objects.get(ref(font.dict, 'ToUnicode'))?.stream?.toString('latin1');
      if (cmap) {
        for (const [, code, unicode] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
          map.set(code.toLowerCase(), String.fromCodePoint(...(unicode.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))));
        }
        for (const [, from, to, list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
          // A ligature maps to several characters: <0066 0069> is "fi".
          const targets = [...list.matchAll(/<([0-9a-fA-F ]+)>/g)].map((t) => t[1].replace(/ /g, ''));
          for (let code = parseInt(from, 16), i = 0; code <= parseInt(to, 16); code++, i++) {
            const target = targets[i];
            if (target) map.set(code.toString(16).padStart(from.length, '0'), String.fromCodePoint(...(target.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))));
          }
        }
      }
      fontMaps.set(name, map);
    }
  }
  const out: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Subtype') || dict.includes('/Length1')) continue;
    const content = stream.toString('latin1');
    if (!/T[Jj]/.test(content)) continue;
    let font = new Map<string, string>();
    for (const [, fontName, array, single] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (fontName) {
        font = fontMaps.get(fontName) ?? new Map();
        continue;
      }
      const hexes = array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [single];
      const decode = (hex: string) => {
        if (font.size === 0) return Buffer.from(hex, 'hex').toString('latin1');
        const width = [...font.keys()][0]?.length ?? 4;
        let text = '';
        for (let i = 0; i < hex.length; i += width) text += font.get(hex.slice(i, i + width).toLowerCase()) ?? '';
        return text;
      };
      out.push(hexes.map(decode).join(''));
    }
  }
  return out.join('\n');
}

export interface PurchaseOrderLineSeed {
  itemId: number;
  itemName: string;
  quantity: string;
  unitPrice: string;
  vatInclusive?: boolean;
  boqItemId?: number | null;
  description?: string;
}

/**
 * A purchase order inserted directly (purchasing's POST /purchase-order has its own tests): its
 * lines, amount = round2(quantity x unitPrice), total their sum, status APPROVED unless given.
 */
export async function insertPurchaseOrder(server: TestServer, companyId: number, fields: Partial<typeof purchaseOrders.$inferInsert>, lines: PurchaseOrderLineSeed[]) {
  const { db } = server.context;
  const amounts = lines.map((line) => (Math.round(Number(line.quantity) * Number(line.unitPrice) * 100) / 100).toFixed(2));
  const total = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0) / 100;
  const [order] = await db
    .insert(purchaseOrders)
    .values({ companyId, code: `PO-${String(100000 + (randomBytes(4).readUInt32BE() % 900000))}`, status: 'APPROVED', total: total.toFixed(2), ...fields })
    .returning();
  const rows = await db
    .insert(purchaseOrderLines)
    .values(
      lines.map((line, index) => ({
        companyId,
        purchaseOrderId: order.id,
        itemId: line.itemId,
        itemName: line.itemName,
        description: line.description ?? '',
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        vatInclusive: line.vatInclusive ?? true,
        amount: amounts[index],
        boqItemId: line.boqItemId ?? null,
      })),
    )
    .returning();
  return { order, lines: rows };
}

/** Inserts an approved order for the lines and receives all of it through POST /purchase-order/{id}/receive (201); answers the receipt. */
export async function orderAndReceive(
  server: TestServer,
  user: TestUser,
  target: { warehouseId: number; supplierId: number },
  lines: { itemId: number; quantity: number | string; rate: number | string; description?: string }[],
  extra: { reference?: string; memo?: string } = {},
) {
  const names = await server.context.db.select({ id: items.id, name: items.name }).from(items).where(eq(items.companyId, user.companyId));
  const { order, lines: rows } = await insertPurchaseOrder(
    server,
    user.companyId,
    target,
    lines.map((line) => ({ itemId: line.itemId, itemName: names.find((n) => n.id === line.itemId)!.name, quantity: String(line.quantity), unitPrice: Number(line.rate).toFixed(2), description: line.description })),
  );
  const answer = await call(server, 'POST', `/purchase-order/${order.id}/receive`, {
    token: user.token,
    body: { warehouseId: target.warehouseId, lines: rows.map((row) => ({ purchaseOrderLineId: row.id, quantity: row.quantity })), ...extra },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
