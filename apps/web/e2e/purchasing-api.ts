import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { buildBoq, createProjectWithBoq, previewRows } from './boq-api';
import { unique } from './fixtures';

export interface BoqRow {
  id: number;
  key: string;
  description: string;
  quantity: string;
  quantityPurchased: string;
  children: BoqRow[];
}

/** A catalogue item through the API: `{id, name}`. */
export async function createItem(request: APIRequestContext, token: string, label: string, price = 250) {
  const tag = unique('it').replace(/\W/g, '').toUpperCase();
  const name = `${label} ${tag}`;
  const created = await request.post('/api/items', { headers: { token }, data: { name, sku: `${tag}-SKU`, description: '', estimatedBuyingPrice: price, size: 1, uom: 'pc' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  return { id: (await created.json()).data.id as number, name, sku: `${tag}-SKU` };
}

/** A project whose BOQ holds one line of `quantity` of `itemId`: `{projectId, boqId, warehouseId, line}`. */
export async function projectWithBoqLine(baseURL: string, request: APIRequestContext, token: string, itemId: number, description: string, quantity: number, cost = 250) {
  const { projectId, boqId } = await createProjectWithBoq(request, token, unique('Purchasing Site'));
  await buildBoq(baseURL, request, token, boqId, async (add, idOf) => {
    // Headings two deep, then the item line (the BOQ's third level holds items).
    await add(0, 'Structure');
    await add(await idOf('Structure'), 'Works');
    await add(await idOf('Works'), description, { quantity, itemId, materialUnitCost: cost });
  });
  const projects = (await (await request.get('/api/select-box/project-list', { headers: { token } })).json()) as { value: number; warehouseId: number }[];
  const warehouseId = projects.find((p) => p.value === projectId)!.warehouseId;
  const line = async () => (await previewRows<BoqRow>(request, token, boqId)).find((r) => r.description === description)!;
  return { projectId, boqId, warehouseId, line };
}

/** A purchase request by hand through the API: `{id, code, status}`. */
export async function createRequest(request: APIRequestContext, token: string, body: { projectId: number; warehouseId: number; itemId: number; quantity: number; rate: number }) {
  const answer = await request.post('/api/purchase-order/request', {
    headers: { token },
    data: { projectId: body.projectId, warehouseId: body.warehouseId, deliveryDate: '2026-12-01T00:00:00.000Z', items: [{ itemId: body.itemId, quantity: body.quantity, rate: body.rate }] },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data as { id: number; code: string; status: string };
}

/** Decides the approval step waiting on a document as `token`'s user (the API the dashboard queue calls). */
export async function approveThroughApi(request: APIRequestContext, token: string, documentType: string, documentId: number) {
  const pending = (await (await request.get('/api/approval/pending', { headers: { token } })).json()) as { id: number; documentType: string; documentId: number }[];
  const step = pending.find((p) => p.documentType === documentType && p.documentId === documentId);
  expect(step, `an approval of ${documentType} ${documentId} waiting`).toBeTruthy();
  const decided = await request.post(`/api/approval/${step!.id}/approve`, { headers: { token }, data: {} });
  expect(decided.ok(), await decided.text()).toBeTruthy();
}

/** Opens a select field and picks an option, typing first to narrow the list. */
export async function choose(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await scope.page().getByRole('option', { name: option }).first().click();
}
