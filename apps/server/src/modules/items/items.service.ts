import {
  combinationKey,
  describeCombination,
  isDraftItem,
  ITEM_MESSAGES,
  normalizeVariation,
  variantDescription,
  variationProblems,
  type SimpleItemRequest,
  type Tier,
  type VariationItemRequest,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import { isUniqueViolation } from '../auth/auth.service';
import { currentVariants, toItemAnswer, type ItemAnswer } from './items.presenter';
import { findItemRecord, publishedItem, requireUnit, takenSkus, unitsOfMeasureList, variantsOf } from './items.repository';

type ItemRow = typeof items.$inferSelect;
type ItemValues = Partial<typeof items.$inferInsert>;

const money = (value: number | string) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
const quantity = (value: number | string) => new Decimal(value).toFixed();

/** Whether the caller sent the field: on an update, a field left out keeps its stored value. */
const has = (raw: unknown, key: string) => typeof raw === 'object' && raw !== null && (raw as Record<string, unknown>)[key] !== undefined;

const MAX_BELOW_MIN = 'must be at least the minimum stock level';
/** Maximum stock 0 means "no maximum"; otherwise it may not be below the minimum. */
const maxBelowMin = (min: string | number, max: string | number) => !new Decimal(max).isZero() && new Decimal(max).lt(min);

/** The variation map in tier order, trimmed. */
const orderedVariation = (tiers: readonly Tier[], variation: Record<string, string>) => {
  const normalized = normalizeVariation(variation);
  return Object.fromEntries(tiers.map((t) => [t.key, normalized[t.key]]));
};

/** The SKU a unique violation names ("Key (company_id, lower(sku))=(3, cem-40) already exists."), in the caller's spelling. */
function skuInViolation(error: unknown, skus: readonly string[]): string {
  const e = error as { detail?: string; cause?: { detail?: string } };
  const detail = e?.cause?.detail ?? e?.detail ?? '';
  const lower = detail.match(/=\(\d+, (.*)\) already exists/)?.[1];
  return (lower && skus.find((s) => s.toLowerCase() === lower)) || lower || skus[0] || '';
}

/**
 * One write in one transaction. A SKU taken between our check and the insert (another request
 * saving the same SKU at the same moment) hits the unique index: answered as the same 409.
 */
async function write<T>(tenant: Tenant, skus: readonly string[], work: (tx: Db, scoped: Tenant) => Promise<T>): Promise<T> {
  try {
    return await tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      return work(tx, tenant.on(tx));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ITEM_MESSAGES.skuExists(skuInViolation(error, skus)));
    throw error;
  }
}

/** 409 when a SKU repeats within the payload or is held by another item of the company (any case, deleted ones too). */
async function assertSkusAvailable(tx: Db, tenant: Tenant, skus: readonly string[], exceptIds: number[] = []) {
  const seen = new Set<string>();
  for (const sku of skus) {
    if (seen.has(sku.toLowerCase())) throw conflict(ITEM_MESSAGES.skuExists(sku));
    seen.add(sku.toLowerCase());
  }
  const taken = new Set((await takenSkus(tx, tenant, [...skus], exceptIds)).map((s) => s.toLowerCase()));
  const first = skus.find((s) => taken.has(s.toLowerCase()));
  if (first) throw conflict(ITEM_MESSAGES.skuExists(first));
}

const lockItem = async (tx: Db, tenant: Tenant, id: number): Promise<ItemRow | undefined> =>
  (await tx.select().from(items).where(tenant.byId(items, id)).for('update'))[0];

/** variation_count: the parent's live variants. */
const recountVariations = (tx: Db, tenant: Tenant, parentId: number) =>
  tx
    .update(items)
    .set({
      variationCount: sql`(select count(*)::int from ${items} v where v.parent_id = ${parentId} and v.company_id = ${tenant.companyId} and not v.is_deleted)`,
    })
    .where(tenant.byId(items, parentId));

/** Field problems of variants whose maximum stock ends up below their minimum. */
const variantStockProblem = (i: number) => `variants.${i}.maximumStockLevel: ${MAX_BELOW_MIN}`;

export class ItemsService {
  /** `GET /items/{id}`: the item, live or deleted (the deleted tab opens it too). */
  async find(tenant: Tenant, id: number): Promise<ItemAnswer> {
    const item = await findItemRecord(tenant, id);
    if (!item) throw notFound('Item');
    const [parent] = item.parentId
      ? await tenant.db.select({ id: items.id, name: items.name, sku: items.sku }).from(items).where(tenant.byId(items, item.parentId))
      : [];
    const variants = item.tiers.length > 0 ? await variantsOf(tenant, [item.id]) : [];
    return toItemAnswer(item, parent ?? null, variants);
  }

  /** `POST /items`: a simple item. */
  async createSimple(tenant: Tenant, accountId: number, input: SimpleItemRequest) {
    const uom = await requireUnit(tenant.db, input.uom);
    const id = await write(tenant, [input.sku], async (tx, scoped) => {
      await assertSkusAvailable(tx, scoped, [input.sku]);
      const [row] = await tx
        .insert(items)
        .values(
          scoped.values({
            name: input.name,
            sku: input.sku,
            description: input.description,
            estimatedBuyingPrice: money(input.estimatedBuyingPrice),
            sellingPrice: money(input.sellingPrice),
            size: quantity(input.size),
            uom,
            tags: input.tags,
            minimumStockLevel: quantity(input.minimumStockLevel),
            maximumStockLevel: quantity(input.maximumStockLevel),
            isDraft: input.isDraft,
            createdById: accountId,
          }),
        )
        .returning({ id: items.id });
      return row.id;
    });
    return { data: await this.find(tenant, id), message: ITEM_MESSAGES.created };
  }

  /** `POST /items/withVariants`: the parent and its variants, all or nothing. */
  async createWithVariants(tenant: Tenant, accountId: number, input: VariationItemRequest) {
    const { tiers, variants } = input;
    const problems = variationProblems(tiers, variants);
    variants.forEach((v, i) => {
      if (maxBelowMin(v.minimumStockLevel ?? input.minimumStockLevel, v.maximumStockLevel ?? input.maximumStockLevel)) problems.push(variantStockProblem(i));
    });
    if (problems.length) throw badRequest(problems);
    const uom = await requireUnit(tenant.db, input.uom);
    const skus = [input.sku, ...variants.map((v) => v.sku)];
    const id = await write(tenant, skus, async (tx, scoped) => {
      await assertSkusAvailable(tx, scoped, skus);
      const [parent] = await tx
        .insert(items)
        .values(
          scoped.values({
            name: input.name,
            sku: input.sku,
            description: input.description,
            sellingPrice: money(input.sellingPrice),
            size: quantity(input.size),
            uom,
            tags: input.tags,
            minimumStockLevel: quantity(input.minimumStockLevel),
            maximumStockLevel: quantity(input.maximumStockLevel),
            tiers,
            variationCount: variants.length,
            isDraft: input.isDraft,
            createdById: accountId,
          }),
        )
        .returning();
      await tx.insert(items).values(variants.map((v) => scoped.values(newVariantValues(parent, v, accountId))));
      return parent.id;
    });
    return { data: await this.find(tenant, id), message: ITEM_MESSAGES.createdWithVariations };
  }

  /** `POST /items/update-simple-item`: a simple item or one variant; fields left out keep their values. */
  async updateSimple(tenant: Tenant, input: SimpleItemRequest & { id: number }, raw: unknown) {
    const uom = has(raw, 'uom') || (raw as { uom?: unknown })?.uom === null ? await requireUnit(tenant.db, input.uom) : undefined;
    await write(tenant, [input.sku], async (tx, scoped) => {
      const item = await lockItem(tx, scoped, input.id);
      if (!item) throw notFound('Item');
      if (item.tiers.length > 0) throw unprocessable(`${item.name} has variations: update it with its variations`);
      await assertSkusAvailable(tx, scoped, [input.sku], [item.id]);
      const isVariant = item.parentId !== null;
      const set: ItemValues = { name: input.name, sku: input.sku };
      if (has(raw, 'description')) set.description = input.description;
      if (has(raw, 'estimatedBuyingPrice')) set.estimatedBuyingPrice = money(input.estimatedBuyingPrice);
      if (has(raw, 'sellingPrice')) set.sellingPrice = money(input.sellingPrice);
      if (has(raw, 'size')) set.size = quantity(input.size);
      if (has(raw, 'minimumStockLevel')) set.minimumStockLevel = quantity(input.minimumStockLevel);
      if (has(raw, 'maximumStockLevel')) set.maximumStockLevel = quantity(input.maximumStockLevel);
      if (has(raw, 'isDraft')) set.isDraft = input.isDraft;
      // A variant's unit is its parent's and it has no tags (the form hides both for it).
      if (!isVariant && uom !== undefined) set.uom = uom;
      if (!isVariant && has(raw, 'tags')) set.tags = input.tags;
      if (maxBelowMin(set.minimumStockLevel ?? item.minimumStockLevel, set.maximumStockLevel ?? item.maximumStockLevel)) {
        throw badRequest([`maximumStockLevel: ${MAX_BELOW_MIN}`]);
      }
      await tx.update(items).set(set).where(scoped.byId(items, item.id));
    });
    return { data: await this.find(tenant, input.id), message: ITEM_MESSAGES.updated };
  }

  /**
   * `POST /items/update-variation-item/{id}`. Variants are matched by id, else by combination, else
   * (a renamed tier or attribute) by SKU; new combinations are added, live variants left unmatched
   * are soft-deleted, and price, size and stock fields left out keep their stored values.
   */
  async updateVariation(tenant: Tenant, accountId: number, id: number, input: VariationItemRequest, raw: unknown) {
    const { tiers, variants } = input;
    const problems = variationProblems(tiers, variants);
    if (problems.length) throw badRequest(problems);
    const uom = has(raw, 'uom') || (raw as { uom?: unknown })?.uom === null ? await requireUnit(tenant.db, input.uom) : undefined;
    const rawVariants: unknown[] = Array.isArray((raw as { variants?: unknown })?.variants) ? (raw as { variants: unknown[] }).variants : [];
    const skus = [input.sku, ...variants.map((v) => v.sku)];
    await write(tenant, skus, async (tx, scoped) => {
      const parent = await lockItem(tx, scoped, id);
      if (!parent) throw notFound('Item');
      if (parent.parentId !== null) throw unprocessable('A variation cannot have variations of its own');
      if (parent.tiers.length === 0) throw unprocessable(`${parent.name} has no variations: update it as a simple item`);
      const existing = await tx.select().from(items).where(scoped.where(items, eq(items.parentId, id))).orderBy(asc(items.id));

      const matches: (ItemRow | undefined)[] = variants.map(() => undefined);
      const claimed = new Set<number>();
      const claim = (i: number, row: ItemRow | undefined) => {
        if (!row || claimed.has(row.id)) return;
        claimed.add(row.id);
        matches[i] = row;
      };
      variants.forEach((v, i) => {
        if (v.id === undefined) return;
        const row = existing.find((e) => e.id === v.id);
        if (!row) throw badRequest([`variants.${i}.id: ${v.id} is not a variation of ${parent.name}`]);
        if (claimed.has(row.id)) throw badRequest([`variants.${i}.id: ${v.id} is repeated`]);
        claim(i, row);
      });
      // By combination (under the new tiers); a variant in the parent's own state is preferred, then the newest.
      const preferred = [...existing].sort((a, b) => Number(b.isDeleted === parent.isDeleted) - Number(a.isDeleted === parent.isDeleted) || b.id - a.id);
      variants.forEach((v, i) => {
        if (matches[i]) return;
        const key = combinationKey(tiers, normalizeVariation(v.variation));
        claim(i, preferred.find((e) => !claimed.has(e.id) && combinationKey(tiers, e.variation ?? {}) === key));
      });
      variants.forEach((v, i) => {
        if (matches[i]) return;
        claim(i, preferred.find((e) => !claimed.has(e.id) && e.sku.toLowerCase() === v.sku.toLowerCase()));
      });
      await assertSkusAvailable(tx, scoped, skus, [parent.id, ...claimed]);

      const parentSet: ItemValues = { name: input.name, sku: input.sku, tiers, variationCount: variants.length };
      if (has(raw, 'description')) parentSet.description = input.description;
      if (has(raw, 'tags')) parentSet.tags = input.tags;
      if (has(raw, 'isDraft')) parentSet.isDraft = input.isDraft;
      if (has(raw, 'sellingPrice')) parentSet.sellingPrice = money(input.sellingPrice);
      if (has(raw, 'size')) parentSet.size = quantity(input.size);
      if (has(raw, 'minimumStockLevel')) parentSet.minimumStockLevel = quantity(input.minimumStockLevel);
      if (has(raw, 'maximumStockLevel')) parentSet.maximumStockLevel = quantity(input.maximumStockLevel);
      if (uom !== undefined) parentSet.uom = uom;
      if (maxBelowMin(parentSet.minimumStockLevel ?? parent.minimumStockLevel, parentSet.maximumStockLevel ?? parent.maximumStockLevel)) {
        throw badRequest([`maximumStockLevel: ${MAX_BELOW_MIN}`]);
      }
      const [updatedParent] = await tx.update(items).set(parentSet).where(scoped.byId(items, parent.id)).returning();

      const stockProblems: string[] = [];
      const inserts: ItemValues[] = [];
      for (const [i, v] of variants.entries()) {
        const row = matches[i];
        const rv = rawVariants[i];
        if (!row) {
          const values = newVariantValues(updatedParent, v, accountId);
          if (maxBelowMin(values.minimumStockLevel!, values.maximumStockLevel!)) stockProblems.push(variantStockProblem(i));
          inserts.push({ ...values, isDeleted: updatedParent.isDeleted });
          continue;
        }
        const set: ItemValues = {
          name: v.name,
          sku: v.sku,
          variation: orderedVariation(tiers, v.variation),
          uom: updatedParent.uom,
          isDeleted: updatedParent.isDeleted,
        };
        if (has(rv, 'description')) set.description = v.description || variantDescription(updatedParent.name, v.name);
        if (has(rv, 'isDraft')) set.isDraft = v.isDraft;
        if (has(rv, 'estimatedBuyingPrice')) set.estimatedBuyingPrice = money(v.estimatedBuyingPrice!);
        if (has(rv, 'sellingPrice')) set.sellingPrice = money(v.sellingPrice!);
        if (has(rv, 'size')) set.size = quantity(v.size!);
        if (has(rv, 'minimumStockLevel')) set.minimumStockLevel = quantity(v.minimumStockLevel!);
        if (has(rv, 'maximumStockLevel')) set.maximumStockLevel = quantity(v.maximumStockLevel!);
        if (maxBelowMin(set.minimumStockLevel ?? row.minimumStockLevel, set.maximumStockLevel ?? row.maximumStockLevel)) stockProblems.push(variantStockProblem(i));
        await tx.update(items).set(set).where(scoped.byId(items, row.id));
      }
      if (stockProblems.length) throw badRequest(stockProblems);
      if (inserts.length) await tx.insert(items).values(inserts.map((values) => scoped.values(values as typeof items.$inferInsert)));
      const gone = existing.filter((e) => !claimed.has(e.id) && !e.isDeleted).map((e) => e.id);
      if (gone.length) await tx.update(items).set({ isDeleted: true }).where(scoped.where(items, inArray(items.id, gone)));
    });
    return { data: await this.find(tenant, id), message: ITEM_MESSAGES.updated };
  }

  /** `DELETE /items/{id}`: soft; a parent takes its live variants with it. */
  async remove(tenant: Tenant, id: number) {
    await write(tenant, [], async (tx, scoped) => {
      const item = await lockItem(tx, scoped, id);
      if (!item || item.isDeleted) throw notFound('Item');
      await tx.update(items).set({ isDeleted: true }).where(scoped.byId(items, id));
      if (item.tiers.length > 0) {
        await tx.update(items).set({ isDeleted: true }).where(scoped.where(items, eq(items.parentId, id), eq(items.isDeleted, false)));
      }
      if (item.parentId !== null) await recountVariations(tx, scoped, item.parentId);
    });
    return { message: ITEM_MESSAGES.deleted };
  }

  /**
   * `PUT /items/restore/{id}`: a parent comes back with the variants deleted with it (those whose
   * combination is still in its tiers); a variant only under a live parent.
   */
  async restore(tenant: Tenant, id: number) {
    await write(tenant, [], async (tx, scoped) => {
      const item = await lockItem(tx, scoped, id);
      if (!item) throw notFound('Item');
      if (!item.isDeleted) return;
      if (item.parentId !== null) {
        const parent = await lockItem(tx, scoped, item.parentId);
        if (!parent || parent.isDeleted) throw unprocessable(`Restore ${parent?.name ?? 'the parent item'} first`);
        const siblings = await variantsOf(scoped, [parent.id]);
        const key = combinationKey(parent.tiers, item.variation ?? {});
        if (!currentVariants({ tiers: parent.tiers, isDeleted: true }, [{ ...item, isDeleted: true }]).length) {
          throw unprocessable(`${describeCombination(parent.tiers, item.variation ?? {})} is no longer a variation of ${parent.name}`);
        }
        if (siblings.some((s) => !s.isDeleted && combinationKey(parent.tiers, s.variation ?? {}) === key)) {
          throw unprocessable(`${parent.name} already has the variation ${describeCombination(parent.tiers, item.variation ?? {})}`);
        }
        await tx.update(items).set({ isDeleted: false }).where(scoped.byId(items, id));
        await recountVariations(tx, scoped, parent.id);
        return;
      }
      await tx.update(items).set({ isDeleted: false }).where(scoped.byId(items, id));
      if (item.tiers.length > 0) {
        const back = currentVariants(item, await variantsOf(scoped, [id])).map((v) => v.id);
        if (back.length) await tx.update(items).set({ isDeleted: false }).where(scoped.where(items, inArray(items.id, back)));
        await recountVariations(tx, scoped, id);
      }
    });
    return { message: ITEM_MESSAGES.restored };
  }

  /** `POST /items/get-variation-item`: the live variant of a parent with the chosen attributes (a tier map or a list in tier order). */
  async findVariation(tenant: Tenant, itemId: number, chosen: Record<string, string> | string[], options: { publishedOnly?: boolean } = {}) {
    const parent = await findItemRecord(tenant, itemId);
    if (!parent || parent.isDeleted) throw notFound('Item');
    const { tiers } = parent;
    const noMatch = () => new HttpError(404, ITEM_MESSAGES.noVariationMatch);
    if (tiers.length === 0) throw noMatch();
    let variation: Record<string, string>;
    if (Array.isArray(chosen)) {
      if (chosen.length !== tiers.length) throw noMatch();
      variation = Object.fromEntries(tiers.map((t, i) => [t.key, String(chosen[i]).trim()]));
    } else {
      const normalized = normalizeVariation(chosen);
      if (Object.keys(normalized).length !== tiers.length || tiers.some((t) => normalized[t.key] === undefined)) throw noMatch();
      variation = orderedVariation(tiers, normalized);
    }
    const [variant] = await tenant.db
      .select({ id: items.id, isDraft: items.isDraft })
      .from(items)
      .where(tenant.where(items, eq(items.parentId, itemId), eq(items.isDeleted, false), sql`${items.variation} = ${JSON.stringify(variation)}::jsonb`))
      .limit(1);
    if (!variant) throw noMatch();
    // A picker whose use needs a published item (stock, purchase requests, the BOQ) is not handed a draft.
    if (options.publishedOnly && isDraftItem(variant, parent)) throw new HttpError(422, ITEM_MESSAGES.draftVariation);
    return { data: await this.find(tenant, variant.id) };
  }

  /** `GET /select-box/unit-of-measurement-list`: every unit in position order (Pieces first). */
  async unitList(db: Db) {
    return (await unitsOfMeasureList(db)).map((u) => ({ label: u.label, value: u.key }));
  }

  /**
   * `GET /select-box/item-list?search=`: up to 50 live items that can be stocked (no parents, no
   * drafts nor variations of a draft: decision 0021), "Name (SKU)".
   */
  async itemList(tenant: Tenant, search: string | undefined) {
    const keyword = (search ?? '').trim().slice(0, 200);
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await tenant.db
      .select({ id: items.id, name: items.name, sku: items.sku })
      .from(items)
      .where(
        tenant.where(
          items,
          eq(items.isDeleted, false),
          sql`${items.tiers} = '[]'::jsonb`,
          publishedItem,
          keyword ? or(ilike(items.name, pattern), ilike(items.sku, pattern)) : undefined,
        ),
      )
      .orderBy(asc(items.name), asc(items.id))
      .limit(50);
    return rows.map((r) => ({ label: `${r.name} (${r.sku})`, value: r.id }));
  }
}

/** A new variant: fields it leaves out come from its parent (the estimated price starts at 0). */
function newVariantValues(parent: ItemRow, v: VariationItemRequest['variants'][number], accountId: number) {
  return {
    parentId: parent.id,
    name: v.name,
    sku: v.sku,
    description: v.description || variantDescription(parent.name, v.name),
    estimatedBuyingPrice: money(v.estimatedBuyingPrice ?? 0),
    sellingPrice: v.sellingPrice !== undefined ? money(v.sellingPrice) : parent.sellingPrice,
    size: v.size !== undefined ? quantity(v.size) : parent.size,
    uom: parent.uom,
    tags: [] as string[],
    minimumStockLevel: v.minimumStockLevel !== undefined ? quantity(v.minimumStockLevel) : parent.minimumStockLevel,
    maximumStockLevel: v.maximumStockLevel !== undefined ? quantity(v.maximumStockLevel) : parent.maximumStockLevel,
    variation: orderedVariation(parent.tiers, v.variation),
    isDraft: v.isDraft ?? parent.isDraft,
    createdById: accountId,
  };
}
