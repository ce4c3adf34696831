import { randomUUID } from 'node:crypto';
import {
  BOQ_MESSAGES,
  BOQ_VIEW_FIELDS,
  computeBoq,
  diffBoq,
  leafAmounts,
  sumAmounts,
  hasPermission,
  insertedRowType,
  insertTypeRefusal,
  UNIT_SCALE,
  type BoqComputed,
  type BoqDataPayload,
  type BoqPatchPayload,
  type BoqRowInput,
  type BoqRowView,
  type boqAddParams,
  type boqColorParams,
  type boqDeleteParams,
  type boqEditParams,
  type boqMoveParams,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, billOfQuantities, boqHistory, boqItems, boqTakeOffs, items, purchaseRequestLines, roles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Realtime } from '../realtime/realtime';
import {
  BoqRefusal,
  boqRoom,
  boqRowColumns,
  assertEditable,
  findBoq,
  loadBoqRows,
  lockBoq,
  lockEditableBoq,
  recordBoqEdit,
  toBoqData,
  toPatch,
  toRowInput,
  type BoqChangeRecord,
  type BoqChanges,
  type BoqEditor,
  type BoqInfo,
} from './boq.repository';

export const BREAKDOWN_MESSAGE = 'A row with breakdown items takes its costs from them';
export const NOT_ITEM_MESSAGE = 'Only item rows have costs';
export const MOVE_ITEMS_ONLY = 'Only item rows can be moved';
const COST_FIELDS = ['quantity', 'materialUnitCost', 'laborUnitCost', 'laborPercentageCost', 'profitMarginPercentage', 'itemId'] as const;
/** Below this gap between neighbours the siblings are renumbered 1, 2, 3… */
const MIN_GAP = 1e-6;

const fixed = (value: number | string, scale: number) => new Decimal(value).toFixed(scale, Decimal.ROUND_HALF_UP);

interface CachedBoq {
  editVersion: number;
  rows: BoqRowInput[];
  byId: Map<number, BoqRowInput>;
  computed: BoqComputed;
}

interface EditContext {
  tx: Db;
  tenant: Tenant;
  boq: BoqInfo;
  current: CachedBoq;
}
interface EditOutcome extends BoqChangeRecord {
  rows: BoqRowInput[];
  /** Set when only this row's own fields changed (no row added, removed or moved): its ancestors alone are recomputed. */
  replaced?: BoqRowInput;
  /** The parents (null: the top level) whose children were added, removed or moved. */
  touched?: (number | null)[];
}

type ViewValues = Omit<BoqRowView, 'children'>;
const sumMoney = (values: string[]) => values.reduce((acc, v) => acc.add(new Decimal(v)), new Decimal(0)).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * The new values of a row whose own fields changed and of its ancestors, and the new totals,
 * without rebuilding the whole tree (the same shared leaf and sum rules as computeBoq). Nothing in
 * `computed` is touched; `applyPath` writes the values in once the edit is committed.
 */
const flattenViews = (views: readonly BoqRowView[]): BoqRowView[] => views.flatMap((v) => [v, ...flattenViews(v.children)]);

/**
 * After rows were added, removed or moved under top-level headings: recomputes (with the shared
 * computeBoq) only those headings' subtrees, and keeps every other heading's rows as they were.
 * A heading's descendants' numerals never depend on the heading's own, so a subtree computed alone
 * gets the same values. Answers null when the top level itself changed (the caller recomputes all).
 */
function recomputeRoots(before: BoqComputed, rows: readonly BoqRowInput[], touched: readonly (number | null)[]) {
  const roots = new Set<number>();
  for (const id of touched) {
    if (id === null) return null;
    let root = before.byId.get(id);
    while (root && root.parentId !== null && before.byId.has(root.parentId)) root = before.byId.get(root.parentId);
    if (!root || root.parentId !== null || root.type !== 'HEADING') return null;
    roots.add(root.id);
  }
  const inputs = new Map(rows.map((r) => [r.id, r]));
  const rootOf = new Map<number, number | null>();
  const findRoot = (id: number): number | null => {
    const known = rootOf.get(id);
    if (known !== undefined) return known;
    const row = inputs.get(id)!;
    const root = row.parentId === null || !inputs.has(row.parentId) ? row.id : findRoot(row.parentId);
    rootOf.set(id, root);
    return root;
  };
  const subsets = new Map<number, BoqRowInput[]>([...roots].map((r) => [r, []]));
  for (const row of rows) subsets.get(findRoot(row.id) as number)?.push(row);
  const newRoots = new Map<number, BoqRowView>();
  const byId = new Map(before.byId);
  const changed: ViewValues[] = [];
  const oldIds: number[] = [];
  for (const [rootId, subset] of subsets) {
    const sub = computeBoq(subset);
    if (sub.tree.length !== 1 || sub.tree[0].id !== rootId) return null;
    sub.tree[0].numerals = before.byId.get(rootId)!.numerals;
    newRoots.set(rootId, sub.tree[0]);
    for (const old of flattenViews([before.byId.get(rootId)!])) {
      oldIds.push(old.id);
      byId.delete(old.id);
    }
    for (const [id, view] of sub.byId) byId.set(id, view);
    changed.push(...diffBoq({ byId: before.byId, ordered: [] } as unknown as BoqComputed, sub).changed);
  }
  const tree = before.tree.map((t) => newRoots.get(t.id) ?? t);
  const computed: BoqComputed = {
    tree,
    byId,
    ordered: flattenViews(tree),
    boqTotal: sumMoney(tree.map((r) => r.directCost)),
    boqTotalWithProfit: sumMoney(tree.map((r) => r.totalWithProfit)),
  };
  return { computed, changed, removedIds: oldIds.filter((id) => !byId.has(id)) };
}

function recomputePath(computed: BoqComputed, row: BoqRowInput) {
  const old = computed.byId.get(row.id)!;
  const next = new Map<number, ViewValues & { children: BoqRowView[] }>();
  next.set(row.id, { ...old, ...row, ...(old.hasChildren ? {} : row.type === 'ITEM' ? leafAmounts(row) : {}) });
  for (let parent = old.parentId === null ? undefined : computed.byId.get(old.parentId); parent; parent = parent.parentId === null ? undefined : computed.byId.get(parent.parentId)) {
    const children = parent.children.map((c) => next.get(c.id) ?? c);
    next.set(parent.id, { ...parent, ...sumAmounts(children) });
  }
  const top = computed.tree.map((r) => next.get(r.id) ?? r);
  const changed: ViewValues[] = [];
  for (const [id, values] of next) {
    const before = computed.byId.get(id)!;
    if (BOQ_VIEW_FIELDS.some((f) => before[f] !== values[f])) {
      const { children: _children, ...flat } = values;
      changed.push(flat);
    }
  }
  return {
    next,
    changed,
    boqTotal: sumMoney(top.map((r) => r.directCost)),
    boqTotalWithProfit: sumMoney(top.map((r) => r.totalWithProfit)),
  };
}

const snapshot = (editVersion: number, rows: BoqRowInput[], computed = computeBoq(rows)): CachedBoq => ({
  editVersion,
  rows,
  byId: new Map(rows.map((r) => [r.id, r])),
  computed,
});

/**
 * The live BOQ of one server process: edits applied one at a time (in-process queue per BOQ, and
 * `SELECT … FOR UPDATE` on the bill_of_quantities row across processes), rows cached by edit
 * version, patches to the room after commit.
 */
export class BoqService {
  private cache = new Map<number, CachedBoq>();
  private queues = new Map<number, Promise<unknown>>();

  constructor(
    readonly db: Db,
    readonly realtime: Realtime,
  ) {}

  /** Runs jobs on one BOQ one after another in this process. */
  private serial<T>(boqId: number, job: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(boqId) ?? Promise.resolve();
    const run = previous.then(job, job);
    const tail = run.catch(() => undefined);
    this.queues.set(boqId, tail);
    void tail.then(() => {
      if (this.queues.get(boqId) === tail) this.queues.delete(boqId);
    });
    return run;
  }

  /** The rows at the locked version: the cache when it is current, else read again. */
  private async rowsAt(tx: Db, tenant: Tenant, boq: BoqInfo): Promise<CachedBoq> {
    const cached = this.cache.get(boq.id);
    if (cached && cached.editVersion === boq.editVersion) return cached;
    const fresh = snapshot(boq.editVersion, await loadBoqRows(tx, tenant, boq.id));
    this.cache.set(boq.id, fresh);
    return fresh;
  }

  /** PROJECT_ACCESS, checked on every message against the account's current role; answers the role for finer checks. */
  async assertAccess(accountId: number) {
    const [row] = await this.db
      .select({ isDeleted: accounts.isDeleted, isDeveloper: roles.isDeveloper, isFullAccess: roles.isFullAccess, scopeList: roles.scopeList })
      .from(accounts)
      .innerJoin(roles, eq(roles.id, accounts.roleId))
      .where(eq(accounts.id, accountId));
    if (!row || row.isDeleted || !hasPermission(row, 'PROJECT_ACCESS')) throw new BoqRefusal('You do not have permission to access this resource', 403);
    return row;
  }

  /** The whole BOQ (BOQ_DATA body). */
  async data(tenant: Tenant, boqId: number): Promise<BoqDataPayload> {
    return this.serial(boqId, () =>
      this.db.transaction(
        async (tx) => {
          const boq = await findBoq(tx, tenant, boqId);
          const current = await this.rowsAt(tx, tenant, boq);
          return toBoqData(boq, current.computed);
        },
        { isolationLevel: 'repeatable read' },
      ),
    );
  }

  /**
   * One accepted edit: lock, refuse a read-only or LOCKED BOQ, apply, bump the version and write
   * history (recordBoqEdit, which skips an edit that changes nothing), commit, patch the room.
   * Answers null for an edit that changed nothing (no version, no history, no patch).
   */
  private edit(tenant: Tenant, boqId: number, by: BoqEditor, apply: (context: EditContext) => Promise<EditOutcome>): Promise<BoqPatchPayload | null> {
    return this.serial(boqId, async () => {
      const { patch, next } = await this.db.transaction(async (tx) => {
        const boq = await lockEditableBoq(tx, tenant, boqId);
        const current = await this.rowsAt(tx, tenant, boq);
        const outcome = await apply({ tx, tenant, boq, current });
        const editVersion = await recordBoqEdit(tx, tenant, boq, by, outcome);
        if (editVersion === null) return { patch: null, next: () => current };
        if (outcome.replaced) {
          // One row's own fields: recompute its ancestors only, and update the cache once committed.
          const path = recomputePath(current.computed, outcome.replaced);
          const patch: BoqPatchPayload = {
            boqId,
            editVersion,
            changed: path.changed,
            removedIds: [],
            boqTotal: path.boqTotal,
            boqTotalWithProfit: path.boqTotalWithProfit,
            by: { accountId: by.accountId, name: by.name },
          };
          const replaced = outcome.replaced;
          const next = (): CachedBoq => {
            for (const [id, values] of path.next) {
              const { children: _children, ...flat } = values;
              Object.assign(current.computed.byId.get(id)!, flat);
            }
            current.computed.boqTotal = path.boqTotal;
            current.computed.boqTotalWithProfit = path.boqTotalWithProfit;
            const index = current.rows.findIndex((r) => r.id === replaced.id);
            current.rows[index] = replaced;
            current.byId.set(replaced.id, replaced);
            current.editVersion = editVersion;
            return current;
          };
          return { patch, next };
        }
        const partial = outcome.touched ? recomputeRoots(current.computed, outcome.rows, outcome.touched) : null;
        if (partial) {
          const computed = snapshot(editVersion, outcome.rows, partial.computed);
          const patch: BoqPatchPayload = {
            boqId,
            editVersion,
            changed: partial.changed,
            removedIds: partial.removedIds,
            boqTotal: partial.computed.boqTotal,
            boqTotalWithProfit: partial.computed.boqTotalWithProfit,
            by: { accountId: by.accountId, name: by.name },
          };
          return { patch, next: () => computed };
        }
        const computed = snapshot(editVersion, outcome.rows);
        return { patch: toPatch(boqId, editVersion, current.computed, computed.computed, by), next: () => computed };
      });
      this.cache.set(boqId, next());
      if (patch) this.realtime.io.to(boqRoom(boqId)).emit('BOQ_PATCH', patch);
      return patch;
    });
  }

  /** BOQ_LOCK: LOCKED or PENDING (a read-only revision keeps its status); the room receives BOQ_DATA. */
  async lock(tenant: Tenant, boqId: number, isLock: boolean, by: BoqEditor) {
    await this.serial(boqId, async () => {
      const data = await this.db.transaction(async (tx) => {
        const boq = await lockBoq(tx, tenant, boqId);
        assertEditable(boq, { allowLocked: true });
        const status = isLock ? 'LOCKED' : 'PENDING';
        if (boq.status !== status) {
          await tx
            .update(billOfQuantities)
            .set({ status, lockedAt: isLock ? new Date() : null, updatedAt: new Date() })
            .where(tenant.byId(billOfQuantities, boqId));
          await tx.insert(boqHistory).values(tenant.values({ boqId, accountId: by.accountId, action: isLock ? 'LOCK' : 'UNLOCK', rowId: null, changes: { status: [boq.status, status] } }));
        }
        const current = await this.rowsAt(tx, tenant, boq);
        return toBoqData({ ...boq, status }, current.computed);
      });
      this.realtime.io.to(boqRoom(boqId)).emit('BOQ_DATA', data);
    });
  }

  /** The catalogue item's unit and estimated buying price (it must be the company's, and published: a draft is refused). */
  private async catalogueItem(tx: Db, tenant: Tenant, itemId: number) {
    const [item] = await tx
      .select({ uom: items.uom, price: items.estimatedBuyingPrice, isDraft: items.isDraft })
      .from(items)
      .where(tenant.where(items, eq(items.id, itemId), eq(items.isDeleted, false)));
    if (!item) throw new BoqRefusal('Item not found', 404);
    if (item.isDraft) throw new BoqRefusal(BOQ_MESSAGES.draftItem);
    return item;
  }

  private static row(current: CachedBoq, id: number): BoqRowInput {
    const row = current.byId.get(id);
    if (!row) throw new BoqRefusal(BOQ_MESSAGES.rowNotFound, 404);
    return row;
  }

  private static siblings(rows: readonly BoqRowInput[], parentId: number | null, except?: number) {
    return rows.filter((r) => r.parentId === parentId && r.id !== except).sort((a, b) => a.position - b.position || a.id - b.id);
  }

  /** Renumbers siblings 1, 2, 3… (when a gap got too small); returns the rows with their new positions. */
  private static async renumber(tx: Db, tenant: Tenant, boqId: number, siblings: BoqRowInput[]): Promise<BoqRowInput[]> {
    if (siblings.length === 0) return [];
    const values = sql.join(
      siblings.map((r, i) => sql`(${r.id}::int, ${i + 1}::float8)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${boqItems} set position = v.p from (values ${values}) as v(id, p) where ${boqItems.id} = v.id and ${boqItems.boqId} = ${boqId} and ${boqItems.companyId} = ${tenant.companyId}`,
    );
    return siblings.map((r, i) => ({ ...r, position: i + 1 }));
  }

  /**
   * The position of a row placed right before/after `reference` among `siblings` (which exclude
   * the placed row); renumbers the siblings first when the gap is too small.
   */
  private static async placeBeside(
    tx: Db,
    tenant: Tenant,
    boqId: number,
    rows: BoqRowInput[],
    siblings: BoqRowInput[],
    referenceId: number,
    side: 'before' | 'after',
  ): Promise<{ position: number; rows: BoqRowInput[] }> {
    let list = siblings;
    let index = list.findIndex((r) => r.id === referenceId);
    let neighbour = list[side === 'before' ? index - 1 : index + 1];
    if (neighbour && Math.abs(neighbour.position - list[index].position) < MIN_GAP) {
      list = await BoqService.renumber(tx, tenant, boqId, list);
      const moved = new Map(list.map((r) => [r.id, r]));
      rows = rows.map((r) => moved.get(r.id) ?? r);
      index = list.findIndex((r) => r.id === referenceId);
      neighbour = list[side === 'before' ? index - 1 : index + 1];
    }
    const reference = list[index];
    const position = neighbour ? (reference.position + neighbour.position) / 2 : reference.position + (side === 'before' ? -1 : 1);
    return { position, rows };
  }

  /** BOQ_ADD_ITEM. */
  add(tenant: Tenant, boqId: number, params: z.infer<typeof boqAddParams>, by: BoqEditor) {
    return this.edit(tenant, boqId, by, async ({ tx, current }) => {
      const method = params.insertReferenceMethod;
      let rows = current.rows;
      let parentId: number | null;
      let position: number;
      let reference: BoqRowInput | null = null;
      if (params.insertReferenceId === 0) {
        if (method !== 'inside') throw new BoqRefusal('Choose a row to insert before or after');
        parentId = null;
      } else {
        reference = BoqService.row(current, params.insertReferenceId);
        parentId = method === 'inside' ? reference.id : reference.parentId;
      }
      const requested = params.insertValue.type;
      const refusal = insertTypeRefusal(method, reference ? reference.type : null, requested);
      if (refusal) throw new BoqRefusal(refusal);
      const type = insertedRowType(method, reference ? reference.type : null, requested);
      if (method === 'inside') {
        const siblings = BoqService.siblings(rows, parentId);
        position = siblings.length ? siblings[siblings.length - 1].position + 1 : 1;
      } else {
        const placed = await BoqService.placeBeside(tx, tenant, boqId, rows, BoqService.siblings(rows, parentId), reference!.id, method);
        position = placed.position;
        rows = placed.rows;
      }
      const value = params.insertValue;
      const isItem = type === 'ITEM';
      let materialUnit = value.materialUnit || 'pc';
      let materialUnitCost = isItem ? fixed(value.materialUnitCost, UNIT_SCALE) : '0';
      let itemId: number | null = null;
      if (isItem && value.itemId !== null) {
        const item = await this.catalogueItem(tx, tenant, value.itemId);
        itemId = value.itemId;
        materialUnit = item.uom;
        materialUnitCost = fixed(item.price, UNIT_SCALE);
      }
      const [inserted] = await tx
        .insert(boqItems)
        .values(
          tenant.values({
            boqId,
            parentId,
            position,
            type,
            key: randomUUID(),
            description: value.description,
            itemId,
            quantity: isItem ? fixed(value.quantity, UNIT_SCALE) : '0',
            materialUnit,
            materialUnitCost,
            laborUnitCost: isItem ? fixed(value.laborUnitCost, UNIT_SCALE) : '0',
          }),
        )
        .returning(boqRowColumns);
      const row = toRowInput(inserted);
      const changes: BoqChanges = { type: [null, row.type], description: [null, row.description], parentId: [null, row.parentId] };
      if (isItem) Object.assign(changes, { quantity: [null, row.quantity], materialUnit: [null, row.materialUnit], materialUnitCost: [null, row.materialUnitCost], laborUnitCost: [null, row.laborUnitCost], itemId: [null, row.itemId] });
      return { rows: [...rows, row], touched: [parentId], action: 'ADD', rowId: row.id, changes };
    });
  }

  /** BOQ_EDIT_ITEM: only the given fields change. */
  editItem(tenant: Tenant, boqId: number, params: z.infer<typeof boqEditParams>, by: BoqEditor) {
    return this.edit(tenant, boqId, by, async ({ tx, current }) => {
      const row = BoqService.row(current, params.updateId);
      const given = Object.fromEntries(Object.entries(params.updateValue).filter(([, v]) => v !== undefined)) as typeof params.updateValue;
      if (Object.keys(given).length === 0) throw new BoqRefusal('Nothing to change');
      const touchesCost = COST_FIELDS.some((f) => f in given);
      if (touchesCost && current.computed.byId.get(row.id)?.hasChildren) throw new BoqRefusal(BREAKDOWN_MESSAGE);
      if (touchesCost && row.type !== 'ITEM') throw new BoqRefusal(NOT_ITEM_MESSAGE);
      const set: Partial<typeof boqItems.$inferInsert> = {};
      if (given.description !== undefined) set.description = given.description;
      if (given.materialUnit !== undefined) set.materialUnit = given.materialUnit;
      // Unit costs, quantities and percentages are kept as entered (the schemas allow 4 decimals).
      if (given.quantity !== undefined) set.quantity = fixed(given.quantity, UNIT_SCALE);
      if (given.materialUnitCost !== undefined) set.materialUnitCost = fixed(given.materialUnitCost, UNIT_SCALE);
      if (given.laborUnitCost !== undefined) set.laborUnitCost = fixed(given.laborUnitCost, UNIT_SCALE);
      if (given.laborPercentageCost !== undefined) set.laborPercentageCost = fixed(given.laborPercentageCost, UNIT_SCALE);
      if (given.profitMarginPercentage !== undefined) set.profitMarginPercentage = fixed(given.profitMarginPercentage, UNIT_SCALE);
      if (given.itemId !== undefined) {
        set.itemId = given.itemId;
        if (given.itemId !== null) {
          const item = await this.catalogueItem(tx, tenant, given.itemId);
          set.materialUnit = item.uom;
          set.materialUnitCost = fixed(item.price, UNIT_SCALE);
        }
      }
      const changes: BoqChanges = {};
      for (const [field, after] of Object.entries(set)) {
        const before = row[field as keyof BoqRowInput];
        if (before !== after) changes[field] = [before, after];
      }
      if (Object.keys(changes).length === 0) return { rows: current.rows, replaced: row, action: 'EDIT', rowId: row.id, changes };
      const [updated] = await tx
        .update(boqItems)
        .set({ ...set, updatedAt: new Date() })
        .where(tenant.where(boqItems, eq(boqItems.boqId, boqId), eq(boqItems.id, row.id)))
        .returning(boqRowColumns);
      const next = toRowInput(updated);
      for (const field of Object.keys(changes)) changes[field][1] = next[field as keyof BoqRowInput];
      return { rows: current.rows, replaced: next, action: 'EDIT', rowId: row.id, changes };
    });
  }

  /** BOQ_CHANGE_COLOR. */
  changeColor(tenant: Tenant, boqId: number, params: z.infer<typeof boqColorParams>, by: BoqEditor) {
    return this.edit(tenant, boqId, by, async ({ tx, current }): Promise<EditOutcome> => {
      const row = BoqService.row(current, params.itemId);
      const color = params.color || null;
      if (color === row.color) return { rows: current.rows, replaced: row, action: 'COLOR', rowId: row.id, changes: {} };
      const [updated] = await tx
        .update(boqItems)
        .set({ color, updatedAt: new Date() })
        .where(tenant.where(boqItems, eq(boqItems.boqId, boqId), eq(boqItems.id, row.id)))
        .returning(boqRowColumns);
      const next = toRowInput(updated);
      return { rows: current.rows, replaced: next, action: 'COLOR', rowId: row.id, changes: { color: [row.color, next.color] } };
    });
  }

  /** BOQ_DELETE_ITEM: the row and its descendants. */
  deleteItem(tenant: Tenant, boqId: number, params: z.infer<typeof boqDeleteParams>, by: BoqEditor) {
    return this.edit(tenant, boqId, by, async ({ tx, current }) => {
      const row = BoqService.row(current, params.itemId);
      const doomed = new Set([row.id]);
      for (const r of current.computed.byId.get(row.id) ? flatten(current.computed.byId.get(row.id)!.children) : []) doomed.add(r);
      const ids = [...doomed];
      await tx.delete(boqTakeOffs).where(and(eq(boqTakeOffs.companyId, tenant.companyId), inArray(boqTakeOffs.boqItemId, ids)));
      await tx
        .update(purchaseRequestLines)
        .set({ boqItemId: null })
        .where(and(eq(purchaseRequestLines.companyId, tenant.companyId), inArray(purchaseRequestLines.boqItemId, ids)));
      await tx.delete(boqItems).where(tenant.where(boqItems, eq(boqItems.boqId, boqId), inArray(boqItems.id, ids)));
      return {
        rows: current.rows.filter((r) => !doomed.has(r.id)),
        touched: [row.parentId],
        action: 'DELETE',
        rowId: row.id,
        changes: { type: [row.type, null], description: [row.description, null], rowsRemoved: [ids.length, 0] },
      };
    });
  }

  /** BOQ_MOVE_ITEM 'after': the row (with its children) becomes the next sibling of the target. */
  moveItem(tenant: Tenant, boqId: number, params: z.infer<typeof boqMoveParams>, by: BoqEditor) {
    return this.edit(tenant, boqId, by, async ({ tx, current }) => {
      const from = BoqService.row(current, params.moveFromReferenceId);
      const to = BoqService.row(current, params.moveToReferenceId);
      if (from.type !== 'ITEM' || to.type !== 'ITEM') throw new BoqRefusal(MOVE_ITEMS_ONLY);
      if (from.id === to.id) throw new BoqRefusal('A row cannot be moved after itself');
      for (let up: BoqRowInput | undefined = to; up; up = up.parentId === null ? undefined : current.byId.get(up.parentId)) {
        if (up.id === from.id) throw new BoqRefusal('A row cannot be moved inside itself');
      }
      const siblings = BoqService.siblings(current.rows, to.parentId, from.id);
      const placed = await BoqService.placeBeside(tx, tenant, boqId, current.rows, siblings, to.id, 'after');
      const [updated] = await tx
        .update(boqItems)
        .set({ parentId: to.parentId, position: placed.position, updatedAt: new Date() })
        .where(tenant.where(boqItems, eq(boqItems.boqId, boqId), eq(boqItems.id, from.id)))
        .returning(boqRowColumns);
      const next = toRowInput(updated);
      return {
        rows: placed.rows.map((r) => (r.id === from.id ? next : r)),
        touched: [from.parentId, to.parentId],
        action: 'MOVE',
        rowId: from.id,
        changes: { parentId: [from.parentId, next.parentId], position: [from.position, next.position], after: [null, to.id] },
      };
    });
  }
}

function flatten(children: readonly { id: number; children: readonly unknown[] }[]): number[] {
  const out: number[] = [];
  const walk = (list: readonly { id: number; children: readonly unknown[] }[]) => {
    for (const c of list) {
      out.push(c.id);
      walk(c.children as { id: number; children: readonly unknown[] }[]);
    }
  };
  walk(children);
  return out;
}
