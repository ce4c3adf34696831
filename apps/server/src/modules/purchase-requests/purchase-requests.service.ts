import { ORDERABLE_REQUEST_STATUSES, PURCHASE_REQUEST_STATUS_LIST, quantityRemaining, boqPurchasingRefusal, boqRequestProblems, DRAFT_ITEM_MESSAGES, isDraftItem, PURCHASE_REQUEST_BOQ_MESSAGES, toMoney, type BoqLineToRequest, type BoqPatchPayload, type purchaseRequestPayload } from '@haligi/shared';
import type { z } from 'zod';
import Decimal from 'decimal.js';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, boqItems, items, projects, purchaseRequestLines, purchaseRequests, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { nextDocumentCode } from '../inventory/sequences';
import { submitForApproval } from '../approvals/approval-engine';
import { applyBoqChange, broadcastBoqPatch, setQuantityPurchased, type BoqChanges } from '../boq/boq.repository';
import type { Realtime } from '../realtime/realtime';
import { filterId } from '../../http/table';

/** Purchase request statuses (DECISIONS: status sets; the shared list with its labels). */
export const PURCHASE_REQUEST_STATUSES: string[] = PURCHASE_REQUEST_STATUS_LIST.map((status) => status.key);

export const PURCHASE_REQUEST_MESSAGES = {
  created: 'Purchase request created successfully',
  noLines: 'items: add at least one line with a quantity above 0',
  boqRequired: 'billOfQuantityId: is required when a line names a boqKey',
  parentItem: (name: string) => `Choose a variation of ${name}`,
  ...PURCHASE_REQUEST_BOQ_MESSAGES,
  draftItem: DRAFT_ITEM_MESSAGES.request,
} as const;

/** Document code prefix: PR-000001, numbered per company. */
export const PURCHASE_REQUEST_CODE_PREFIX = 'PR';

type Payload = z.output<typeof purchaseRequestPayload>;

const cents = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export const selectRequest = (db: Db) =>
  db
    .select({
      id: purchaseRequests.id,
      code: purchaseRequests.code,
      status: purchaseRequests.status,
      projectId: purchaseRequests.projectId,
      projectName: projects.name,
      warehouseId: purchaseRequests.warehouseId,
      warehouseName: warehouses.name,
      billOfQuantityId: purchaseRequests.billOfQuantityId,
      memo: purchaseRequests.memo,
      deliveryDate: purchaseRequests.deliveryDate,
      total: purchaseRequests.total,
      statusReason: purchaseRequests.statusReason,
      requestedById: purchaseRequests.createdById,
      requestedByFirstName: accounts.firstName,
      requestedByLastName: accounts.lastName,
      createdAt: purchaseRequests.createdAt,
      updatedAt: purchaseRequests.updatedAt,
    })
    .from(purchaseRequests)
    .leftJoin(projects, eq(projects.id, purchaseRequests.projectId))
    .leftJoin(warehouses, eq(warehouses.id, purchaseRequests.warehouseId))
    .leftJoin(accounts, eq(accounts.id, purchaseRequests.createdById));

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequest>['execute']>>[number];

type LineRow = typeof purchaseRequestLines.$inferSelect;

/**
 * A request line as answered: `{id, itemId, itemName, description, quantity, rate, amount, boqKey,
 * overRequestReason, quantityOrdered, quantityRemaining}`.
 */
export const toLineAnswer = (line: LineRow) => ({
  id: line.id,
  itemId: line.itemId,
  itemName: line.itemName,
  description: line.description,
  quantity: new Decimal(line.quantity).toString(),
  rate: toMoney(line.rate),
  amount: toMoney(line.amount),
  boqKey: line.boqKey,
  overRequestReason: line.overRequestReason,
  quantityOrdered: new Decimal(line.quantityOrdered).toString(),
  quantityRemaining: quantityRemaining(line.quantity, line.quantityOrdered).toString(),
});

/**
 * `{id, code, status, statusReason, project: {id, name}, warehouse: {id, name}, billOfQuantityId,
 * memo, deliveryDate, total, requestedBy: {id, name} | null, createdAt, updatedAt}`
 */
export const toRequestAnswer = ({ projectName, warehouseName, ...row }: RequestRow) => ({
  id: row.id,
  code: row.code,
  status: row.status,
  statusReason: row.statusReason,
  requestedBy: row.requestedById !== null ? { id: row.requestedById, name: `${row.requestedByFirstName ?? ''} ${row.requestedByLastName ?? ''}`.trim() } : null,
  project: row.projectId !== null ? { id: row.projectId, name: projectName ?? '' } : null,
  warehouse: row.warehouseId !== null ? { id: row.warehouseId, name: warehouseName ?? '' } : null,
  billOfQuantityId: row.billOfQuantityId,
  memo: row.memo,
  deliveryDate: row.deliveryDate,
  total: toMoney(row.total),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export class PurchaseRequestsService {
  constructor(private readonly context: { realtime: Realtime }) {}

  /**
   * POST /purchase-order/request. In one transaction: the PR code, the request and its lines
   * (quantity <= 0 dropped; rate kept to the centavo; amount = round2(rate × quantity)), and each
   * BOQ line named by boqKey gets the requested quantity added to quantity_purchased (lines of
   * the request's own BOQ only), through the one BOQ write path (`applyBoqChange`: edit_version
   * bumped, a PURCHASE_REQUEST history row, the BOQ_PATCH sent after commit).
   * Items must be published (not drafts). A request naming a BOQ needs it LOCKED and the project's
   * current revision, even when submitted to the client (409; `boqPurchasingRefusal`), and its
   * lines are checked against their BOQ lines (locked `FOR UPDATE`, so two requests racing for
   * the last of a line run one after the other): the line's own item, and more than what remains
   * only with an over-request reason (422 listing every problem; shared `boqRequestProblems`).
   */
  async create(tenant: Tenant, account: { id: number; name: string }, input: Payload) {
    const { id: accountId, name: accountName } = account;
    const lines = input.items.map((line, index) => ({ ...line, index })).filter((line) => line.quantity > 0);
    if (lines.length === 0) throw badRequest([PURCHASE_REQUEST_MESSAGES.noLines]);
    const boqKeys = [...new Set(lines.map((line) => line.boqKey).filter((key): key is string => !!key))];
    if (boqKeys.length > 0 && !input.billOfQuantityId) throw badRequest([PURCHASE_REQUEST_MESSAGES.boqRequired]);

    let patch: BoqPatchPayload | null = null;
    const answer = await tenant.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(scoped.where(projects, eq(projects.id, input.projectId), eq(projects.isLead, false), eq(projects.isDeleted, false)));
      if (!project) throw notFound('Project');
      const [warehouse] = await tx
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(scoped.where(warehouses, eq(warehouses.id, input.warehouseId), eq(warehouses.isDeleted, false)));
      if (!warehouse) throw notFound('Warehouse');

      const itemIds = [...new Set(lines.map((line) => line.itemId))];
      const parents = alias(items, 'parent');
      const catalogue = await tx
        .select({ id: items.id, name: items.name, variationCount: items.variationCount, isDraft: items.isDraft, parentIsDraft: parents.isDraft })
        .from(items)
        .leftJoin(parents, and(eq(parents.id, items.parentId), eq(parents.companyId, items.companyId)))
        .where(scoped.where(items, inArray(items.id, itemIds), eq(items.isDeleted, false)));
      const byId = new Map(catalogue.map((item) => [item.id, item]));
      for (const id of itemIds) {
        const item = byId.get(id);
        if (!item) throw notFound('Item');
        if (item.variationCount > 0) throw unprocessable(PURCHASE_REQUEST_MESSAGES.parentItem(item.name));
        if (isDraftItem(item, item.parentIsDraft === null ? null : { isDraft: item.parentIsDraft })) throw unprocessable(PURCHASE_REQUEST_MESSAGES.draftItem(item.name));
      }

      const code = await nextDocumentCode(tx, scoped, PURCHASE_REQUEST_CODE_PREFIX);

      // The request's lines, with their BOQ line ids once the BOQ is checked.
      const prepareLines = (boqRows: Map<string, number>) =>
        lines.map((line) => {
          const quantity = new Decimal(line.quantity).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
          const rate = cents(new Decimal(line.rate));
          return {
            itemId: line.itemId,
            itemName: line.itemName || byId.get(line.itemId)!.name,
            description: line.description,
            quantity,
            rate,
            amount: cents(rate.times(quantity)),
            boqKey: line.boqKey || null,
            boqItemId: line.boqKey ? (boqRows.get(line.boqKey) ?? null) : null,
            overRequestReason: line.overRequestReason || null,
          };
        });

      let prepared = prepareLines(new Map());
      if (input.billOfQuantityId) {
        // The one BOQ write path (decision 0020): the BOQ row lock, the revision check, the
        // quantities purchased, the version, the history row and the patch sent after commit.
        const written = await applyBoqChange(
          tx,
          scoped,
          input.billOfQuantityId,
          { accountId, name: accountName },
          async (boqContext) => {
            const { boq } = boqContext;
            if (boq.projectId !== project.id) throw notFound('Bill of Quantity');
            if (boq.status !== 'LOCKED') throw conflict(PURCHASE_REQUEST_MESSAGES.boqNotLocked);
            const purchased = await this.requestFromBoq(tx, scoped, boq.id, boqKeys, lines, byId);
            prepared = prepareLines(new Map(purchased.rows.map((row) => [row.key, row.id])));
            // Requested quantities per BOQ line (a key named twice adds both), in id order.
            const requested = new Map<number, Decimal>();
            for (const line of prepared) {
              if (line.boqItemId !== null) requested.set(line.boqItemId, (requested.get(line.boqItemId) ?? new Decimal(0)).plus(line.quantity));
            }
            const changes: BoqChanges = { purchaseRequest: [null, code] };
            for (const row of purchased.rows) {
              const quantity = requested.get(row.id);
              if (!quantity) continue;
              const after = new Decimal(row.quantityPurchased).plus(quantity).toFixed(4);
              await setQuantityPurchased(boqContext, row.id, after);
              changes[`quantityPurchased.${row.id}`] = [row.quantityPurchased, after];
            }
            return { record: { action: 'PURCHASE_REQUEST', rowId: null, changes }, answer: null };
          },
          { allowLocked: true, readOnlyReason: boqPurchasingRefusal },
        );
        patch = written.patch;
      }
      const total = prepared.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));

      const [request] = await tx
        .insert(purchaseRequests)
        .values(
          scoped.values({
            code,
            projectId: project.id,
            warehouseId: warehouse.id,
            billOfQuantityId: input.billOfQuantityId ?? null,
            status: 'DRAFT',
            memo: input.memo,
            deliveryDate: new Date(input.deliveryDate as string),
            total: total.toFixed(2),
            createdById: accountId,
          }),
        )
        .returning({ id: purchaseRequests.id });
      const inserted = await tx
        .insert(purchaseRequestLines)
        .values(
          prepared.map((line) =>
            scoped.values({
              purchaseRequestId: request.id,
              itemId: line.itemId,
              itemName: line.itemName,
              description: line.description,
              quantity: line.quantity.toFixed(4),
              rate: line.rate.toFixed(2),
              amount: line.amount.toFixed(2),
              boqItemId: line.boqItemId,
              boqKey: line.boqKey,
              overRequestReason: line.overRequestReason,
            }),
          ),
        )
        .returning();
      // Into the approval engine in the same transaction: FOR_APPROVAL, or APPROVED when no step applies.
      const submitted = await submitForApproval(tx, scoped, { documentType: 'PURCHASE_REQUEST', documentId: request.id, documentCode: code, amount: total.toFixed(2), requestedById: accountId });
      await tx.update(purchaseRequests).set({ status: submitted.status === 'APPROVED' ? 'APPROVED' : 'FOR_APPROVAL' }).where(eq(purchaseRequests.id, request.id));

      const [row] = await selectRequest(tx).where(eq(purchaseRequests.id, request.id));
      return {
        data: {
          ...toRequestAnswer(row),
          items: inserted.map(toLineAnswer),
        },
        message: PURCHASE_REQUEST_MESSAGES.created,
      };
    });
    if (patch) broadcastBoqPatch(this.context.realtime, patch);
    return answer;
  }

  /**
   * The BOQ lines a request names, locked `FOR UPDATE` in id order (what remains is read and
   * raised in one step), checked with the shared `boqRequestProblems` (422 listing every problem).
   */
  private async requestFromBoq(
    tx: Db,
    scoped: Tenant,
    boqId: number,
    boqKeys: string[],
    lines: (Payload['items'][number] & { index: number })[],
    byId: Map<number, { name: string }>,
  ) {
    if (boqKeys.length === 0) return { rows: [] };
    const rows = await tx
      .select({ id: boqItems.id, key: boqItems.key, description: boqItems.description, itemId: boqItems.itemId, quantity: boqItems.quantity, quantityPurchased: boqItems.quantityPurchased })
      .from(boqItems)
      .where(scoped.where(boqItems, eq(boqItems.boqId, boqId), inArray(boqItems.key, boqKeys)))
      .orderBy(asc(boqItems.id))
      .for('update');
    const keys = new Set(rows.map((row) => row.key));
    if (boqKeys.some((key) => !keys.has(key))) throw notFound('BOQ row');
    const boqItemIds = [...new Set(rows.map((row) => row.itemId).filter((id): id is number => id !== null))];
    const names = new Map(
      boqItemIds.length
        ? (await tx.select({ id: items.id, name: items.name }).from(items).where(scoped.where(items, inArray(items.id, boqItemIds)))).map((item) => [item.id, item.name])
        : [],
    );
    const boqLines = new Map<string, BoqLineToRequest>(rows.map((row) => [row.key, { ...row, itemName: row.itemId === null ? null : (names.get(row.itemId) ?? '') }]));
    const problems = boqRequestProblems(
      lines.flatMap((line) =>
        line.boqKey ? [{ index: line.index, itemId: line.itemId, itemName: byId.get(line.itemId)!.name, quantity: line.quantity, boqKey: line.boqKey, overRequestReason: line.overRequestReason }] : [],
      ),
      boqLines,
    );
    if (problems.length > 0) throw new HttpError(422, problems);
    return { rows };
  }

  /** PUT /purchase-order/request: the company's purchase requests, each with its lines (and their over-request reasons). */
  table(tenant: Tenant): TableSource<ReturnType<typeof toRequestAnswer> & { items: ReturnType<typeof toLineAnswer>[] }> {
    return {
      sortable: {
        code: purchaseRequests.code,
        status: purchaseRequests.status,
        deliveryDate: purchaseRequests.deliveryDate,
        total: purchaseRequests.total,
        createdAt: purchaseRequests.createdAt,
        updatedAt: purchaseRequests.updatedAt,
      },
      searchable: { code: purchaseRequests.code, memo: purchaseRequests.memo, project: projects.name },
      filters: {
        status: (value) => {
          if (!PURCHASE_REQUEST_STATUSES.includes(value)) throw badRequest([`filters: unknown status ${value}`]);
          return eq(purchaseRequests.status, value);
        },
        projectId: (value) => {
          return eq(purchaseRequests.projectId, filterId('projectId', value));
        },
      },
      baseWhere: tenant.where(purchaseRequests),
      idColumn: purchaseRequests.id,
      list: async (where, orderBy, limit, offset) => {
        const rows = await selectRequest(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
        const lines = rows.length
          ? await tenant.db
              .select()
              .from(purchaseRequestLines)
              .where(tenant.where(purchaseRequestLines, inArray(purchaseRequestLines.purchaseRequestId, rows.map((row) => row.id))))
              .orderBy(asc(purchaseRequestLines.id))
          : [];
        return rows.map((row) => ({ ...toRequestAnswer(row), items: lines.filter((line) => line.purchaseRequestId === row.id).map(toLineAnswer) }));
      },
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(purchaseRequests)
            .leftJoin(projects, eq(projects.id, purchaseRequests.projectId))
            .where(where)
        )[0].n,
    };
  }

  /** GET /purchase-order/request?id=: one request with its requester and lines (ordered and remaining); 404 when not the company's. */
  async detail(tenant: Tenant, id: number) {
    const [row] = await selectRequest(tenant.db).where(tenant.byId(purchaseRequests, id));
    if (!row) throw notFound('Purchase request');
    const lines = await tenant.db
      .select()
      .from(purchaseRequestLines)
      .where(tenant.where(purchaseRequestLines, eq(purchaseRequestLines.purchaseRequestId, id)))
      .orderBy(asc(purchaseRequestLines.id));
    return { data: { ...toRequestAnswer(row), items: lines.map(toLineAnswer) } };
  }

  /**
   * GET /purchase-order/request/open-lines?search=&projectId=: lines of APPROVED or
   * PARTIALLY_ORDERED requests that still need quantity (quantity > quantityOrdered), oldest
   * request first; search matches the request code, the item name or the description. At most 500.
   */
  async openLines(tenant: Tenant, query: { search: string; projectId?: number }) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await tenant.db
      .select({
        line: purchaseRequestLines,
        requestCode: purchaseRequests.code,
        projectId: purchaseRequests.projectId,
        projectName: projects.name,
        warehouseId: purchaseRequests.warehouseId,
        warehouseName: warehouses.name,
      })
      .from(purchaseRequestLines)
      .innerJoin(purchaseRequests, eq(purchaseRequests.id, purchaseRequestLines.purchaseRequestId))
      .leftJoin(projects, eq(projects.id, purchaseRequests.projectId))
      .leftJoin(warehouses, eq(warehouses.id, purchaseRequests.warehouseId))
      .where(
        and(
          tenant.where(purchaseRequestLines),
          inArray(purchaseRequests.status, [...ORDERABLE_REQUEST_STATUSES]),
          sql`${purchaseRequestLines.quantity} > ${purchaseRequestLines.quantityOrdered}`,
          query.projectId !== undefined ? eq(purchaseRequests.projectId, query.projectId) : undefined,
          query.search
            ? or(ilike(purchaseRequests.code, pattern), ilike(purchaseRequestLines.itemName, pattern), ilike(purchaseRequestLines.description, pattern))
            : undefined,
        ),
      )
      .orderBy(asc(purchaseRequests.id), asc(purchaseRequestLines.id))
      .limit(500);
    return rows.map(({ line, ...row }) => ({
      id: line.id,
      purchaseRequestId: line.purchaseRequestId,
      requestCode: row.requestCode,
      project: row.projectId !== null ? { id: row.projectId, name: row.projectName ?? '' } : null,
      warehouse: row.warehouseId !== null ? { id: row.warehouseId, name: row.warehouseName ?? '' } : null,
      itemId: line.itemId,
      itemName: line.itemName,
      description: line.description,
      quantity: new Decimal(line.quantity).toString(),
      quantityOrdered: new Decimal(line.quantityOrdered).toString(),
      quantityRemaining: quantityRemaining(line.quantity, line.quantityOrdered).toString(),
      rate: new Decimal(line.rate).toFixed(2),
    }));
  }

  /**
   * GET /select-box/project-list: the company's projects (not leads) with their PROJECT warehouse
   * (id and name: the purchase request dialog offers it without the warehouse scopes).
   */
  async projectList(tenant: Tenant) {
    const rows = await tenant.db
      .select({
        id: projects.id,
        name: projects.name,
        warehouseId: sql<number | null>`min(${warehouses.id})`,
        warehouseName: sql<string | null>`min(${warehouses.name})`,
      })
      .from(projects)
      .leftJoin(
        warehouses,
        and(eq(warehouses.projectId, projects.id), eq(warehouses.companyId, projects.companyId), eq(warehouses.kind, 'PROJECT'), eq(warehouses.isDeleted, false)),
      )
      .where(tenant.where(projects, eq(projects.isLead, false), eq(projects.isDeleted, false)))
      .groupBy(projects.id, projects.name)
      .orderBy(asc(projects.name), asc(projects.id));
    return rows.map((row) => ({
      label: row.name,
      value: row.id,
      warehouseId: row.warehouseId === null ? null : Number(row.warehouseId),
      warehouseName: row.warehouseName,
    }));
  }
}
