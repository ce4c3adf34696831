import { purchaseRequestPayload } from '@haligi/shared';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, approvalRequests, approvalSteps, clients, items, warehouses } from '../db/schema';
import { Tenant } from '../db/tenant';
import { decide } from '../modules/approvals/approval-engine';
import { createProjectWithBoq } from '../modules/projects/project-factory';
import { PurchaseRequestsService } from '../modules/purchase-requests/purchase-requests.service';
import type { Realtime } from '../modules/realtime/realtime';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A project (with its BOQ and site warehouse) and two purchase requests by the estimator for its site: one approved by the owner
 * (its lines wait for a purchase order), one waiting in the owner's approval queue. Requests
 * without a BOQ send no BOQ patch, so the seed needs no live channel.
 */
export async function createDemoPurchasing(db: Db, companyId: number): Promise<void> {
  const tenant = new Tenant(db, companyId);
  const person = async (email: string) =>
    (await db.select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.email, email))))[0];
  const estimator = await person('estimator@bayanihan.ph');
  const owner = await person('owner@bayanihan.ph');
  if (!estimator || !owner) return;
  const [client] = await db.select({ id: clients.id, locationId: clients.locationId }).from(clients).where(eq(clients.companyId, companyId)).orderBy(asc(clients.id)).limit(1);
  const { project } = await createProjectWithBoq(
    db,
    tenant,
    { name: 'Rizal Tower Fit-out', description: 'Office fit-out of levels 3 to 5', budget: '18500000.00', clientId: client?.id ?? null, locationId: client?.locationId ?? null },
    owner.id,
  );
  const [site] = await db.select({ projectId: warehouses.projectId, warehouseId: warehouses.id }).from(warehouses).where(tenant.where(warehouses, eq(warehouses.projectId, project.id)));
  const stock = await db
    .select({ id: items.id, name: items.name, price: items.estimatedBuyingPrice })
    .from(items)
    .where(tenant.where(items, eq(items.isDeleted, false), eq(items.isDraft, false), or(isNotNull(items.parentId), eq(items.variationCount, 0))))
    .orderBy(asc(items.id))
    .limit(5);
  if (!site || site.projectId === null || stock.length < 5) return;

  const service = new PurchaseRequestsService({ realtime: null as unknown as Realtime });
  const request = async (picked: typeof stock, quantities: number[], memo: string) => {
    const input = purchaseRequestPayload.parse({
      projectId: project.id,
      warehouseId: site.warehouseId,
      memo,
      deliveryDate: new Date(Date.now() + 3 * DAY).toISOString(),
      items: picked.map((item, index) => ({ itemId: item.id, quantity: quantities[index], rate: Number(item.price) })),
    });
    return (await service.create(tenant, { id: estimator.id, name: `${estimator.firstName} ${estimator.lastName}` }, input)).data;
  };

  const approved = await request(stock.slice(0, 3), [40, 25, 10], 'Slab pour, level 3');
  const [step] = await db
    .select({ id: approvalSteps.id })
    .from(approvalSteps)
    .innerJoin(approvalRequests, eq(approvalRequests.id, approvalSteps.approvalRequestId))
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.documentType, 'PURCHASE_REQUEST'), eq(approvalRequests.documentId, approved.id), eq(approvalSteps.status, 'PENDING')));
  if (step) await decide(db, tenant, step.id, { id: owner.id, name: `${owner.firstName} ${owner.lastName}` }, 'APPROVED', 'Go ahead: canvass two suppliers');
  await request(stock.slice(3, 5), [12, 30], 'Formworks for the level 4 columns');
}
