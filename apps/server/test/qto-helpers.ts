import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { billOfQuantities, boqItems, items, warehouses } from '../src/db/schema';
import { Tenant } from '../src/db/tenant';
import { createProjectWithBoq } from '../src/modules/projects/project-factory';
import type { TestServer } from './helper';

/** A project with its PENDING BOQ and PROJECT warehouse, written through the project factory. */
export async function insertProject(server: TestServer, companyId: number, name = `Project ${randomBytes(3).toString('hex')}`) {
  const tenant = new Tenant(server.context.db, companyId);
  const { project, boq } = await server.context.db.transaction((tx) => createProjectWithBoq(tx, tenant.on(tx), { name }, null));
  const [warehouse] = await server.context.db.select().from(warehouses).where(eq(warehouses.projectId, project.id));
  return { project, boq, warehouse };
}

export async function setBoqStatus(server: TestServer, boqId: number, status: 'LOCKED' | 'PENDING') {
  await server.context.db.update(billOfQuantities).set({ status }).where(eq(billOfQuantities.id, boqId));
}

/** A BOQ row written straight to boq_items (these tests do not lean on the live room). */
export async function insertBoqRow(
  server: TestServer,
  companyId: number,
  boqId: number,
  fields: { type?: 'HEADING' | 'SUBHEADING' | 'ITEM'; parentId?: number | null; description?: string; itemId?: number | null; quantity?: string; materialUnitCost?: string; position?: number },
) {
  const [row] = await server.context.db
    .insert(boqItems)
    .values({
      companyId,
      boqId,
      parentId: fields.parentId ?? null,
      position: fields.position ?? 1,
      type: fields.type ?? 'ITEM',
      key: `k-${randomBytes(6).toString('hex')}`,
      description: fields.description ?? 'Concrete works',
      itemId: fields.itemId ?? null,
      quantity: fields.quantity ?? '10',
      materialUnitCost: fields.materialUnitCost ?? '100',
    })
    .returning();
  return row;
}

export async function insertCatalogueItem(
  server: TestServer,
  companyId: number,
  fields: { name: string; price?: string; variationCount?: number; parentId?: number; isDeleted?: boolean; uom?: string },
) {
  const [item] = await server.context.db
    .insert(items)
    .values({
      companyId,
      name: fields.name,
      sku: `${fields.name.toUpperCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`,
      estimatedBuyingPrice: fields.price ?? '0',
      parentId: fields.parentId ?? null,
      variationCount: fields.variationCount ?? 0,
      isDeleted: fields.isDeleted ?? false,
      uom: fields.uom ?? 'pc',
    })
    .returning();
  return item;
}

export async function boqRow(server: TestServer, id: number) {
  const [row] = await server.context.db.select().from(boqItems).where(eq(boqItems.id, id));
  return row;
}
