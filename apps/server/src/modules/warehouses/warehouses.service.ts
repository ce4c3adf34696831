import {
  hasPermission,
  WAREHOUSE_KINDS,
  warehouseKindBySlug,
  type AccountInformation,
  type WarehouseKind,
  type warehouseRequest,
  type updateWarehouseRequest,
} from '@haligi/shared';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { locations, projects, stockLevels, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { assertCompanyRecord } from '../clients/company-records';
import { filterId } from '../../http/table';

type WarehouseRequest = z.infer<typeof warehouseRequest>;
type UpdateWarehouseRequest = z.infer<typeof updateWarehouseRequest>;

export const WAREHOUSE_MESSAGES = {
  created: 'Warehouse created successfully',
  updated: 'Warehouse updated successfully',
  deleted: 'Warehouse deleted successfully',
  holdsStock: 'Warehouse still holds stock',
} as const;

const kindOf = (key: string) => WAREHOUSE_KINDS.find((k) => k.key === key);

/** The caller must hold the scope of the warehouse's kind (WAREHOUSE_KINDS[].scope); 403 otherwise. */
export function assertWarehouseKindAccess(account: AccountInformation, kind: string) {
  const found = kindOf(kind);
  if (!found || !hasPermission(account.role, found.scope)) {
    throw forbidden(`You do not have access to ${found?.label ?? kind} warehouses`);
  }
}

/** Items with a non-zero stock level in the warehouse. */
const itemCount = sql<number>`(select count(*)::int from ${stockLevels} where ${stockLevels.warehouseId} = ${warehouses.id} and ${stockLevels.quantity} <> 0)`;

const selectWarehouse = (db: Db) =>
  db
    .select({
      id: warehouses.id,
      kind: warehouses.kind,
      name: warehouses.name,
      description: warehouses.description,
      address: warehouses.address,
      locationId: warehouses.locationId,
      locationName: locations.name,
      projectId: warehouses.projectId,
      projectName: projects.name,
      itemCount,
      createdAt: warehouses.createdAt,
      updatedAt: warehouses.updatedAt,
    })
    .from(warehouses)
    .leftJoin(locations, eq(locations.id, warehouses.locationId))
    .leftJoin(projects, eq(projects.id, warehouses.projectId));

type WarehouseRow = Awaited<ReturnType<ReturnType<typeof selectWarehouse>['execute']>>[number];

/** `{id, kind, name, description, address, locationId, location, project, itemCount, createdAt, updatedAt}`. */
export const toWarehouseAnswer = ({ locationName, projectName, ...row }: WarehouseRow) => ({
  ...row,
  location: row.locationId !== null && locationName !== null ? { id: row.locationId, name: locationName } : null,
  project: row.projectId !== null && projectName !== null ? { id: row.projectId, name: projectName } : null,
});
export type WarehouseAnswer = ReturnType<typeof toWarehouseAnswer>;

export const liveWarehouse = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  tenant.where(warehouses, eq(warehouses.isDeleted, false), ...conditions);

/** A kind given as its key (PROJECT) or its slug (project). */
export function parseWarehouseKind(value: string): WarehouseKind {
  const found = kindOf(value.toUpperCase()) ?? warehouseKindBySlug(value.toLowerCase());
  if (!found) throw badRequest([`kind: must be one of ${WAREHOUSE_KINDS.map((k) => k.key).join(', ')}`]);
  return found.key;
}

/**
 * The warehouse a new project gets: PROJECT kind, "{project name} Warehouse", at the project's
 * location. Run inside the transaction that creates the project (POST /project, lead conversion).
 */
export async function createProjectWarehouse(
  tx: Db,
  tenant: Tenant,
  project: { id: number; name: string; locationId: number | null },
  accountId: number | null,
) {
  const [created] = await tx
    .insert(warehouses)
    .values(
      tenant.values({ kind: 'PROJECT', name: `${project.name} Warehouse`, projectId: project.id, locationId: project.locationId, createdById: accountId }),
    )
    .returning();
  return created;
}

export class WarehousesService {
  async find(tenant: Tenant, id: number): Promise<WarehouseAnswer> {
    const [row] = await selectWarehouse(tenant.db).where(liveWarehouse(tenant, eq(warehouses.id, id)));
    if (!row) throw notFound('Warehouse');
    return toWarehouseAnswer(row);
  }

  /** GET /warehouse?id=: the kind's scope or a catalogue read scope (the item information tabs). */
  async read(tenant: Tenant, account: AccountInformation, id: number, readScopes: readonly string[]) {
    const warehouse = await this.find(tenant, id);
    if (!hasPermission(account.role, readScopes)) assertWarehouseKindAccess(account, warehouse.kind);
    return warehouse;
  }

  private async assertReferences(tenant: Tenant, kind: string, input: Partial<WarehouseRequest>) {
    if (input.projectId != null && kind !== 'PROJECT') throw badRequest(['projectId: only a project warehouse belongs to a project']);
    await assertCompanyRecord(tenant, locations, input.locationId, 'location');
    if (input.projectId != null) {
      const [project] = await tenant.db
        .select({ id: projects.id })
        .from(projects)
        .where(tenant.where(projects, eq(projects.id, input.projectId), eq(projects.isLead, false), eq(projects.isDeleted, false)));
      if (!project) throw unprocessable('The chosen project does not exist');
    }
  }

  async create(tenant: Tenant, account: AccountInformation, input: WarehouseRequest) {
    assertWarehouseKindAccess(account, input.kind);
    await this.assertReferences(tenant, input.kind, input);
    const [created] = await tenant.db
      .insert(warehouses)
      .values(
        tenant.values({
          kind: input.kind,
          name: input.name,
          description: input.description,
          address: input.address,
          locationId: input.locationId ?? null,
          projectId: input.projectId ?? null,
          createdById: account.id,
        }),
      )
      .returning({ id: warehouses.id });
    return { data: await this.find(tenant, created.id), message: WAREHOUSE_MESSAGES.created };
  }

  async update(tenant: Tenant, account: AccountInformation, input: UpdateWarehouseRequest) {
    const { id, ...fields } = input;
    const current = await this.find(tenant, id);
    assertWarehouseKindAccess(account, current.kind);
    const kind = fields.kind ?? current.kind;
    if (kind !== current.kind) assertWarehouseKindAccess(account, kind);
    // A warehouse leaving the PROJECT kind leaves its project.
    const projectId = kind === 'PROJECT' ? (fields.projectId !== undefined ? fields.projectId : current.projectId) : fields.projectId;
    await this.assertReferences(tenant, kind, { ...fields, projectId });
    await tenant.db
      .update(warehouses)
      .set({ ...fields, projectId: kind === 'PROJECT' ? (projectId ?? null) : null })
      .where(liveWarehouse(tenant, eq(warehouses.id, id)));
    return { data: await this.find(tenant, id), message: WAREHOUSE_MESSAGES.updated };
  }

  /** Soft delete; refused while any item's stock level there is not zero. */
  async remove(tenant: Tenant, account: AccountInformation, id: number) {
    return tenant.db.transaction(async (tx) => {
      // The row lock waits for movements posting into this warehouse (they hold it FOR SHARE).
      const [row] = await tx
        .select({ id: warehouses.id, kind: warehouses.kind })
        .from(warehouses)
        .where(liveWarehouse(tenant, eq(warehouses.id, id)))
        .for('update');
      if (!row) throw notFound('Warehouse');
      assertWarehouseKindAccess(account, row.kind);
      const [held] = await tx
        .select({ n: count() })
        .from(stockLevels)
        .where(sql`${stockLevels.warehouseId} = ${id} and ${stockLevels.quantity} <> 0`);
      if (held.n > 0) throw unprocessable(WAREHOUSE_MESSAGES.holdsStock);
      await tx.update(warehouses).set({ isDeleted: true }).where(tenant.byId(warehouses, id));
      return { message: WAREHOUSE_MESSAGES.deleted };
    });
  }

  /** GET /select-box/warehouse-list?kind=&projectId=: `[{label, value, kind, projectId}]` by name. */
  selectList(tenant: Tenant, filter: { kind?: string; projectId?: number }) {
    const conditions: SQL[] = [];
    if (filter.kind) conditions.push(eq(warehouses.kind, parseWarehouseKind(filter.kind)));
    if (filter.projectId) conditions.push(eq(warehouses.projectId, filter.projectId));
    return tenant.db
      .select({ label: warehouses.name, value: warehouses.id, kind: warehouses.kind, projectId: warehouses.projectId })
      .from(warehouses)
      .where(liveWarehouse(tenant, ...conditions))
      .orderBy(asc(warehouses.name), asc(warehouses.id));
  }

  /** PUT /warehouse: the company's live warehouses; filter kind (key or slug), projectId; search name, address. */
  table(tenant: Tenant): TableSource<WarehouseAnswer> {
    return {
      sortable: { name: warehouses.name, kind: warehouses.kind, createdAt: warehouses.createdAt, updatedAt: warehouses.updatedAt },
      searchable: { name: warehouses.name, address: warehouses.address },
      filters: {
        kind: (value) => eq(warehouses.kind, parseWarehouseKind(value)) as SQL,
        projectId: (value) => eq(warehouses.projectId, filterId('projectId', value)) as SQL,
      },
      baseWhere: liveWarehouse(tenant),
      idColumn: warehouses.id,
      list: async (where, orderBy, limit, offset) =>
        (await selectWarehouse(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toWarehouseAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(warehouses).where(where))[0].n,
    };
  }
}
