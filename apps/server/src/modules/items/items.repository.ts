import { asc, count, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, unitsOfMeasure } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { toItemListRow, type ItemListRow, type ItemRecord, type VariantRecord } from './items.presenter';
import { filterId } from '../../http/table';
import { COUNTERS, counterOf } from '../../db/record-counts';

/** The columns every item read takes, with the unit's label. */
export const itemColumns = {
  id: items.id,
  parentId: items.parentId,
  name: items.name,
  sku: items.sku,
  description: items.description,
  estimatedBuyingPrice: items.estimatedBuyingPrice,
  sellingPrice: items.sellingPrice,
  size: items.size,
  uom: items.uom,
  uomLabel: unitsOfMeasure.label,
  tags: items.tags,
  minimumStockLevel: items.minimumStockLevel,
  maximumStockLevel: items.maximumStockLevel,
  tiers: items.tiers,
  variation: items.variation,
  variationCount: items.variationCount,
  stockCount: items.stockCount,
  isDraft: items.isDraft,
  isDeleted: items.isDeleted,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};

export const selectItems = (db: Db) => db.select(itemColumns).from(items).leftJoin(unitsOfMeasure, eq(unitsOfMeasure.key, items.uom));

/** One item of the company, deleted or not. */
export async function findItemRecord(tenant: Tenant, id: number): Promise<ItemRecord | undefined> {
  const [row] = await selectItems(tenant.db).where(tenant.byId(items, id));
  return row as ItemRecord | undefined;
}

/** Every variant (live and deleted) of the given parents. */
export async function variantsOf(tenant: Tenant, parentIds: number[]): Promise<VariantRecord[]> {
  if (parentIds.length === 0) return [];
  return (await tenant.db
    .select({ id: items.id, parentId: items.parentId, name: items.name, sku: items.sku, variation: items.variation, isDeleted: items.isDeleted })
    .from(items)
    .where(tenant.where(items, inArray(items.parentId, parentIds)))
    .orderBy(asc(items.id))) as VariantRecord[];
}

// Units of measure are reference data written by migration 0005: read once per database.
const unitCache = new WeakMap<Db, Promise<{ key: string; label: string }[]>>();
export function unitsOfMeasureList(db: Db) {
  let units = unitCache.get(db);
  if (!units) {
    units = db.select({ key: unitsOfMeasure.key, label: unitsOfMeasure.label }).from(unitsOfMeasure).orderBy(asc(unitsOfMeasure.position), asc(unitsOfMeasure.id));
    unitCache.set(db, units);
    units.catch(() => unitCache.delete(db));
  }
  return units;
}

/** The unit's key for what was typed: the key itself, or a key or label in another case ("PCS" is not one). */
export async function resolveUnit(db: Db, typed: string): Promise<string | null> {
  const units = await unitsOfMeasureList(db);
  const exact = units.find((u) => u.key === typed);
  if (exact) return exact.key;
  const lower = typed.trim().toLowerCase();
  return units.find((u) => u.key.toLowerCase() === lower || u.label.toLowerCase() === lower)?.key ?? null;
}

export const unknownUnitMessage = (typed: string) => `unknown unit of measure "${typed}"`;

/** The unit key, or a 400 naming the field. */
export async function requireUnit(db: Db, typed: string, field = 'uom'): Promise<string> {
  const key = await resolveUnit(db, typed);
  if (!key) throw badRequest([`${field}: ${unknownUnitMessage(typed)}`]);
  return key;
}

/**
 * The unit a request names, checked beside its other fields: an unknown unit is one more problem in
 * the same 400. A missing or blank unit is the default one, so it is not checked here.
 */
export const unitCheck = (db: Db, field = 'uom') => async (input: unknown): Promise<string[]> => {
  const typed = (input as Record<string, unknown> | null)?.[field];
  if (typeof typed !== 'string' || typed.trim() === '') return [];
  return (await resolveUnit(db, typed)) ? [] : [`${field}: ${unknownUnitMessage(typed)}`];
};

/**
 * A published item: not a draft, nor a variation of a draft (the shared `isDraftItem` in SQL).
 * What the pickers of stock, purchase requests and the BOQ offer (decision 0021).
 */
export const publishedItem = sql`(not ${items.isDraft} and not exists (select 1 from items draft_parent where draft_parent.id = ${items.parentId} and draft_parent.is_draft))`;

/** The live or deleted state a table lists: filter `deleted` ("true" lists deleted ones; default live). */
export function deletedState(body: unknown): boolean {
  const filters = (body as { filters?: unknown } | null)?.filters;
  if (!Array.isArray(filters)) return false;
  const filter = filters.find((f) => (f as { key?: unknown })?.key === 'deleted') as { value?: unknown } | undefined;
  const value = filter?.value;
  if (value === undefined || value === null || value === '' || value === 'all') return false;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw badRequest(['filters: deleted must be true or false']);
}

/** The table's sort direction (answerTable checks the value itself). */
export function sortDirection(body: unknown): 'asc' | 'desc' {
  const order = (body as { settings?: { sortOrder?: unknown } | null } | null)?.settings?.sortOrder;
  return order === 'asc' ? 'asc' : 'desc';
}

const booleanFilter = (key: string) => (value: string) => {
  if (value !== 'true' && value !== 'false') throw badRequest([`filters: ${key} must be true or false`]);
  return value === 'true';
};

/** Tags as one text for searching ("CEMENT PORTLAND"). */
const tagsText = sql`array_to_string(${items.tags}, ' ')`;

/**
 * The item tables: parent-less items (simple items and parents of variations) for `simpleView`,
 * variants for `advanceView`. The keyword searches name and SKU through the trigram index of
 * `search_text`; a keyword for one field (searchBy) through that field's own.
 */
export function itemTable(tenant: Tenant, view: 'simple' | 'variants', isDeleted: boolean, direction: 'asc' | 'desc' = 'desc'): TableSource<ItemListRow> {
  const base = tenant.where(items, view === 'simple' ? isNull(items.parentId) : isNotNull(items.parentId), eq(items.isDeleted, isDeleted));
  const filters: Record<string, (value: string) => SQL | undefined> = {
    // Applied through the base condition (deletedState); accepted here so the table knows the key.
    deleted: (value) => {
      booleanFilter('deleted')(value);
      return undefined;
    },
    isDraft: (value) => eq(items.isDraft, booleanFilter('isDraft')(value)),
    // The "with variations" tab: parents only ("true") or items without variations ("false").
    hasVariations: (value) => (booleanFilter('hasVariations')(value) ? gt(items.variationCount, 0) : eq(items.variationCount, 0)),
  };
  if (view === 'variants') {
    filters.parent = (value) => {
      return eq(items.parentId, filterId('parent', value));
    };
  }
  return {
    sortable: {
      createdAt: items.createdAt,
      name: items.name,
      sku: items.sku,
      estimatedBuyingPrice: items.estimatedBuyingPrice,
      stockCount: items.stockCount,
    },
    searchable: { name: items.name, sku: items.sku, tags: tagsText },
    defaultSearch: ['name', 'sku'],
    // Name or SKU, case-insensitive, through the one index on both (lower() on both sides, so the
    // database's own case rules apply to the keyword too).
    keywordWhere: (pattern) => sql`${items.searchText} like lower(${pattern})`,
    filters,
    baseWhere: base,
    idColumn: items.id,
    list: async (where, orderBy, limit, offset) => {
      // parent_id is null on every row of the simple view, so leading with it changes nothing but
      // lets PostgreSQL read the page in order from items_list_idx (company, deleted, parent, created)
      // instead of sorting the whole catalogue: the planner does not treat IS NULL as an equality.
      const leading = view === 'simple' ? [direction === 'desc' ? sql`${items.parentId} desc nulls first` : sql`${items.parentId} asc nulls last`] : [];
      const rows = (await selectItems(tenant.db).where(where).orderBy(...leading, ...orderBy).limit(limit).offset(offset)) as ItemRecord[];
      const parents = rows.filter((r) => r.tiers.length > 0).map((r) => r.id);
      const variants = await variantsOf(tenant, parents);
      return rows.map((row) => toItemListRow(row, variants.filter((v) => v.parentId === row.id)));
    },
    count: async (where) => (await tenant.db.select({ n: count() }).from(items).where(where))[0].n,
    countAll: counterOf(tenant, view === 'simple' ? COUNTERS.simpleItems(isDeleted) : COUNTERS.variantItems(isDeleted)),
  };
}

/** SKUs of the company (live or deleted, any case) among these, except the given items. */
export async function takenSkus(db: Db, tenant: Tenant, skus: string[], exceptIds: number[] = []): Promise<string[]> {
  if (skus.length === 0) return [];
  const lowered = [...new Set(skus.map((s) => s.toLowerCase()))];
  const rows = await db
    .select({ sku: items.sku })
    .from(items)
    .where(
      tenant.where(
        items,
        inArray(sql`lower(${items.sku})`, lowered),
        exceptIds.length ? sql`${items.id} not in (${sql.join(exceptIds.map((id) => sql`${id}`), sql`, `)})` : undefined,
      ),
    );
  return rows.map((r) => r.sku);
}
