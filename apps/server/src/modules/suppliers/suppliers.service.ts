import { namedFields, toMoney, type SupplierRequest, type UpdateSupplierRequest } from '@haligi/shared';
import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, items, locations, supplierItems, supplierPriceUpdates, suppliers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { accountName } from '../boards/board.repository';
import { assertCompanyRecord } from '../clients/company-records';
import { filterId } from '../../http/table';

export const SUPPLIER_MESSAGES = {
  created: 'Supplier created successfully',
  updated: 'Supplier updated successfully',
  deleted: 'Supplier deleted successfully',
  priceSaved: 'Supplier price saved successfully',
  priceUnchanged: 'The supplier price is unchanged',
} as const;

/** 422 when a price is set on a parent item: prices belong to its variations. */
export const CHOOSE_VARIATION_MESSAGE = (itemName: string) => `Choose a variation of ${itemName}`;

const selectSupplier = (tenant: Tenant) =>
  tenant.db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      contactPerson: suppliers.contactPerson,
      contactNumber: suppliers.contactNumber,
      email: suppliers.email,
      address: suppliers.address,
      locationId: suppliers.locationId,
      locationName: locations.name,
      tin: suppliers.tin,
      paymentTerms: suppliers.paymentTerms,
      ewtAtc: suppliers.ewtAtc,
      createdAt: suppliers.createdAt,
      updatedAt: suppliers.updatedAt,
    })
    .from(suppliers)
    .leftJoin(locations, and(eq(locations.id, suppliers.locationId), eq(locations.isDeleted, false)));

type SupplierRow = Awaited<ReturnType<ReturnType<typeof selectSupplier>['execute']>>[number];

/** `{id, name, contactPerson, contactNumber, email, address, locationId, location: {id, name}|null, tin, paymentTerms, ewtAtc, createdAt, updatedAt}` */
const toSupplierAnswer = ({ locationName, ...row }: SupplierRow) => ({
  ...row,
  location: row.locationId !== null && locationName !== null ? { id: row.locationId, name: locationName } : null,
});

const activeSuppliers = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  tenant.where(suppliers, eq(suppliers.isDeleted, false), ...conditions);

export interface SupplierPriceInput {
  supplierId: number;
  itemId: number;
  /** Pesos: a number or a decimal string; kept with 2 decimals. */
  price: number | string;
  /** Who set it (null for system writes such as the demo seed). */
  accountId: number | null;
  /** When; defaults to now (the demo seed backdates its history). */
  at?: Date;
}

export interface SupplierPriceResult {
  supplierItemId: number;
  price: string;
  previousPrice: string | null;
  /** True when a supplier_price_updates row was written (first price or a different one). */
  changed: boolean;
}

/**
 * Sets what a supplier sells an item at, inside the caller's transaction: the first price and
 * every change get a supplier_price_updates row (previousPrice null for the first); the same price
 * again writes nothing. The row is locked while compared, so concurrent changes each see the
 * price before them. The caller has checked that the supplier and the item are the company's
 * (see `assertPriceable`); inventory receive calls this for each received line.
 */
export async function recordSupplierPrice(tx: Db, tenant: Tenant, input: SupplierPriceInput): Promise<SupplierPriceResult> {
  const price = toMoney(input.price).raw;
  const at = input.at ?? new Date();
  const history = (previousPrice: string | null) =>
    tx.insert(supplierPriceUpdates).values(
      tenant.values({ supplierId: input.supplierId, itemId: input.itemId, previousPrice, price, updatedById: input.accountId, createdAt: at }),
    );

  const [inserted] = await tx
    .insert(supplierItems)
    .values(tenant.values({ supplierId: input.supplierId, itemId: input.itemId, price, updatedById: input.accountId, createdAt: at, updatedAt: at }))
    .onConflictDoNothing({ target: [supplierItems.supplierId, supplierItems.itemId] })
    .returning({ id: supplierItems.id });
  if (inserted) {
    await history(null);
    return { supplierItemId: inserted.id, price, previousPrice: null, changed: true };
  }

  const [current] = await tx
    .select({ id: supplierItems.id, price: supplierItems.price })
    .from(supplierItems)
    .where(tenant.where(supplierItems, eq(supplierItems.supplierId, input.supplierId), eq(supplierItems.itemId, input.itemId)))
    .for('update');
  if (!current) throw notFound('Supplier price');
  // numeric(18,2) answers exactly 2 decimals, as toMoney does: equal text is an equal amount.
  if (current.price === price) return { supplierItemId: current.id, price, previousPrice: current.price, changed: false };
  await tx.update(supplierItems).set({ price, updatedById: input.accountId, updatedAt: at }).where(tenant.byId(supplierItems, current.id));
  await history(current.price);
  return { supplierItemId: current.id, price, previousPrice: current.price, changed: true };
}

/**
 * The supplier and the item a price names: both live records of the company (404 otherwise), and
 * the item not a parent of variations (422: its variations carry the prices).
 */
export async function assertPriceable(db: Db, tenant: Tenant, supplierId: number, itemId: number): Promise<void> {
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(activeSuppliers(tenant, eq(suppliers.id, supplierId)));
  if (!supplier) throw notFound('Supplier');
  const [item] = await db
    .select({ id: items.id, name: items.name, parentId: items.parentId, variationCount: items.variationCount })
    .from(items)
    .where(tenant.where(items, eq(items.id, itemId), eq(items.isDeleted, false)));
  if (!item) throw notFound('Item');
  if (item.parentId === null && item.variationCount > 0) throw unprocessable(CHOOSE_VARIATION_MESSAGE(item.name));
}

/** price - previousPrice in numeric arithmetic (exact), null for a first price. */
const priceChange = sql<string | null>`(${supplierPriceUpdates.price} - ${supplierPriceUpdates.previousPrice})::text`;

/** A table filter naming a record by id: a positive whole number, anything else a 400. */
const idFilter = (key: string, column: AnyColumn) => (value: string) => {
  return eq(column, filterId(key, value));
};

const selectSupplierItem = (db: Db) =>
  db
    .select({
      id: supplierItems.id,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      itemId: items.id,
      itemName: items.name,
      itemSku: items.sku,
      itemUom: items.uom,
      price: supplierItems.price,
      updatedAt: supplierItems.updatedAt,
      updatedById: accounts.id,
      updatedByName: accountName,
    })
    .from(supplierItems)
    .innerJoin(suppliers, eq(suppliers.id, supplierItems.supplierId))
    .innerJoin(items, eq(items.id, supplierItems.itemId))
    .leftJoin(accounts, eq(accounts.id, supplierItems.updatedById));

type SupplierItemRow = Awaited<ReturnType<ReturnType<typeof selectSupplierItem>['execute']>>[number];

/** `{id, supplier: {id, name}, item: {id, name, sku, uom}, price, updatedAt, updatedBy: {id, name}|null}` */
const toSupplierItemAnswer = (row: SupplierItemRow) => ({
  id: row.id,
  supplier: { id: row.supplierId, name: row.supplierName },
  item: { id: row.itemId, name: row.itemName, sku: row.itemSku, uom: row.itemUom },
  price: row.price,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedById !== null ? { id: row.updatedById, name: row.updatedByName } : null,
});

const selectPriceUpdate = (db: Db) =>
  db
    .select({
      id: supplierPriceUpdates.id,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      itemId: items.id,
      itemName: items.name,
      itemSku: items.sku,
      itemUom: items.uom,
      previousPrice: supplierPriceUpdates.previousPrice,
      price: supplierPriceUpdates.price,
      change: priceChange,
      updatedById: accounts.id,
      updatedByName: accountName,
      createdAt: supplierPriceUpdates.createdAt,
    })
    .from(supplierPriceUpdates)
    .innerJoin(suppliers, eq(suppliers.id, supplierPriceUpdates.supplierId))
    .innerJoin(items, eq(items.id, supplierPriceUpdates.itemId))
    .leftJoin(accounts, eq(accounts.id, supplierPriceUpdates.updatedById));

type PriceUpdateRow = Awaited<ReturnType<ReturnType<typeof selectPriceUpdate>['execute']>>[number];

/** `{id, supplier, item, previousPrice, price, change, updatedBy: {id, name}|null, createdAt}`; change is exact numeric text. */
const toPriceUpdateAnswer = (row: PriceUpdateRow) => ({
  id: row.id,
  supplier: { id: row.supplierId, name: row.supplierName },
  item: { id: row.itemId, name: row.itemName, sku: row.itemSku, uom: row.itemUom },
  previousPrice: row.previousPrice,
  price: row.price,
  change: row.change,
  updatedBy: row.updatedById !== null ? { id: row.updatedById, name: row.updatedByName } : null,
  createdAt: row.createdAt,
});

export class SuppliersService {
  async find(tenant: Tenant, id: number) {
    const [row] = await selectSupplier(tenant).where(activeSuppliers(tenant, eq(suppliers.id, id)));
    if (!row) throw notFound('Supplier');
    return toSupplierAnswer(row);
  }

  async create(tenant: Tenant, accountId: number, input: SupplierRequest) {
    await assertCompanyRecord(tenant, locations, input.locationId, 'location');
    const [created] = await tenant.db
      .insert(suppliers)
      .values(tenant.values({ ...input, locationId: input.locationId ?? null, createdById: accountId }))
      .returning({ id: suppliers.id });
    return { data: await this.find(tenant, created.id), message: SUPPLIER_MESSAGES.created };
  }

  async update(tenant: Tenant, input: UpdateSupplierRequest) {
    const { id, ...fields } = input;
    await this.find(tenant, id);
    await assertCompanyRecord(tenant, locations, fields.locationId, 'location');
    const columns = namedFields(fields);
    if (Object.keys(columns).length > 0) await tenant.db.update(suppliers).set(columns).where(activeSuppliers(tenant, eq(suppliers.id, id)));
    return { data: await this.find(tenant, id), message: SUPPLIER_MESSAGES.updated };
  }

  async remove(tenant: Tenant, id: number) {
    await this.find(tenant, id);
    await tenant.db.update(suppliers).set({ isDeleted: true }).where(tenant.byId(suppliers, id));
    return { message: SUPPLIER_MESSAGES.deleted };
  }

  selectList(tenant: Tenant) {
    return tenant.db
      .select({ label: suppliers.name, value: suppliers.id })
      .from(suppliers)
      .where(activeSuppliers(tenant))
      .orderBy(asc(suppliers.name), asc(suppliers.id));
  }

  /** POST /supplier/item-price: one transaction; answers the supplier's price row. */
  async setItemPrice(tenant: Tenant, accountId: number, input: { supplierId: number; itemId: number; price: number }) {
    const result = await tenant.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      await assertPriceable(tx, scoped, input.supplierId, input.itemId);
      return recordSupplierPrice(tx, scoped, { ...input, accountId });
    });
    const [row] = await selectSupplierItem(tenant.db).where(tenant.byId(supplierItems, result.supplierItemId));
    return {
      data: { ...toSupplierItemAnswer(row), previousPrice: result.previousPrice, changed: result.changed },
      message: result.changed ? SUPPLIER_MESSAGES.priceSaved : SUPPLIER_MESSAGES.priceUnchanged,
    };
  }

  /** PUT /supplier: live suppliers, searched by name, contact person or email. */
  table(tenant: Tenant): TableSource<ReturnType<typeof toSupplierAnswer>> {
    return {
      sortable: {
        name: suppliers.name,
        contactPerson: suppliers.contactPerson,
        email: suppliers.email,
        createdAt: suppliers.createdAt,
        updatedAt: suppliers.updatedAt,
      },
      searchable: { name: suppliers.name, contactPerson: suppliers.contactPerson, email: suppliers.email },
      baseWhere: activeSuppliers(tenant),
      idColumn: suppliers.id,
      list: async (where, orderBy, limit, offset) =>
        (await selectSupplier(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toSupplierAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(suppliers).where(where))[0].n,
    };
  }

  /**
   * PUT /supplier/items-table: current prices, filtered by supplierId or itemId. Rows of a deleted
   * supplier or item are left out.
   */
  itemsTable(tenant: Tenant): TableSource<ReturnType<typeof toSupplierItemAnswer>> {
    return {
      sortable: {
        createdAt: supplierItems.createdAt,
        updatedAt: supplierItems.updatedAt,
        price: supplierItems.price,
        supplier: suppliers.name,
        item: items.name,
      },
      // `name` is the item's name (the supplier-item table's search-by).
      searchable: { supplier: suppliers.name, name: items.name, sku: items.sku },
      filters: { supplierId: idFilter('supplierId', supplierItems.supplierId), itemId: idFilter('itemId', supplierItems.itemId) },
      baseWhere: tenant.where(supplierItems, eq(suppliers.isDeleted, false), eq(items.isDeleted, false)),
      idColumn: supplierItems.id,
      list: async (where, orderBy, limit, offset) =>
        (await selectSupplierItem(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toSupplierItemAnswer),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(supplierItems)
            .innerJoin(suppliers, eq(suppliers.id, supplierItems.supplierId))
            .innerJoin(items, eq(items.id, supplierItems.itemId))
            .where(where)
        )[0].n,
    };
  }

  /** PUT /supplier/price-update-table: the price history, filtered by supplierId and itemId. */
  priceUpdateTable(tenant: Tenant): TableSource<ReturnType<typeof toPriceUpdateAnswer>> {
    return {
      sortable: {
        createdAt: supplierPriceUpdates.createdAt,
        price: supplierPriceUpdates.price,
        supplier: suppliers.name,
        item: items.name,
      },
      // `name` is the item's name (the supplier-item table's search-by).
      searchable: { supplier: suppliers.name, name: items.name, sku: items.sku },
      filters: {
        supplierId: idFilter('supplierId', supplierPriceUpdates.supplierId),
        itemId: idFilter('itemId', supplierPriceUpdates.itemId),
      },
      baseWhere: tenant.where(supplierPriceUpdates, eq(suppliers.isDeleted, false), eq(items.isDeleted, false)),
      idColumn: supplierPriceUpdates.id,
      list: async (where, orderBy, limit, offset) =>
        (await selectPriceUpdate(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toPriceUpdateAnswer),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(supplierPriceUpdates)
            .innerJoin(suppliers, eq(suppliers.id, supplierPriceUpdates.supplierId))
            .innerJoin(items, eq(items.id, supplierPriceUpdates.itemId))
            .where(where)
        )[0].n,
    };
  }
}
