import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/app';
import { accounts, branches, calendarEvents, emailOutbox, files, invitations, leadNotes, projectActivities, projectDocuments, projects, roleGroups, roles, sessions, tasks, userLevels } from '../src/db/schema';
import { clients, locations, organizations, people, psgcBarangays, psgcMunicipalities, psgcProvinces } from '../src/db/schema';
import { items, supplierItems, supplierPriceUpdates, suppliers } from '../src/db/schema';
import { billOfQuantities } from '../src/db/schema';
import { itemReceiptLines, itemReceipts, purchaseOrderLines, purchaseOrders, purchaseRequestLines, purchaseRequests, stockLevels, warehouses } from '../src/db/schema';
import { approvalDelegations, approvalSteps } from '../src/db/schema';
import { equipment, equipmentParts, jobOrders } from '../src/db/schema';
import { deliveries, deliveryEvents, deliveryLines } from '../src/db/schema';
import { Tenant } from '../src/db/tenant';
import { submitForApproval } from '../src/modules/approvals/approval-engine';
import { loadPsgc } from '../src/modules/locations/psgc.loader';
import { call, createCompany, createUser, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from './helper';

/**
 * Walks every route the app registers under /api. Each route must appear in ROUTES below with the
 * access it is expected to have; a route the walker does not know fails the first test, so a new
 * route gets its authorization and tenant checks written when it is added.
 */

type Kind = 'public' | 'member' | 'scoped' | 'developer';
/** Company records a route may name by id or list. */
type RecordKind =
  | 'account' | 'inactiveAccount' | 'role' | 'roleGroup' | 'userLevel' | 'invitation' | 'branch' | 'company' | 'email' | 'project' | 'lead' | 'location' | 'client' | 'organization' | 'person'
  | 'supplier' | 'supplierItem' | 'supplierPriceUpdate' | 'warehouse' | 'itemReceipt' | 'itemReceiptLine' | 'item' | 'boq' | 'task' | 'approvalStep' | 'delegation'
  | 'purchaseRequest' | 'purchaseRequestLine' | 'purchaseOrder' | 'equipment' | 'equipmentPart' | 'jobOrder' | 'stockItem' | 'delivery';

interface RouteCase {
  kind: Kind;
  /** For a route with :id: which of company A's records company B aims it at. */
  target?: RecordKind;
  /** A valid body, so a missing tenant check would change A's record rather than fail validation. */
  body?: (b: Company) => unknown;
  /** A table (PUT) or list (GET) answering company records: which kind, so B never sees A's. */
  lists?: RecordKind;
  /** Why a route carries neither (developer routes read every company by design). */
  note?: string;
}

const TAKEN_OVER = 'Taken over by company B';

const ROUTES: Record<string, RouteCase> = {
  'GET /api/health': { kind: 'public' },
  'GET /api/openapi.json': { kind: 'public', note: 'the OpenAPI document; openapi.test.ts' },
  'POST /api/auth/signup': { kind: 'public' },
  'POST /api/auth/verify-email': { kind: 'public' },
  'POST /api/auth/resend-verification': { kind: 'public' },
  'POST /api/auth/login': { kind: 'public' },
  'POST /api/auth/forgot-password': { kind: 'public' },
  'POST /api/auth/reset-password': { kind: 'public' },
  'GET /api/auth/invite/:token': { kind: 'public' },
  'POST /api/auth/accept-invite': { kind: 'public' },
  'GET /api/file-upload/files/:name': { kind: 'public', note: 'a member of the owning company (token) or a signed link; files.test.ts' },

  'POST /api/auth/logout': { kind: 'member' },
  'GET /api/account/my_account': { kind: 'member' },
  'PATCH /api/account/profile': { kind: 'member' },
  'POST /api/account/change-password': { kind: 'member' },
  'POST /api/file-upload/upload-document': { kind: 'member' },
  'GET /api/dashboard/summary': { kind: 'member', note: 'each section by its scope, sums of the caller company only: dashboard.test.ts' },
  'GET /api/select-box/user-list': { kind: 'scoped', lists: 'account' },
  'GET /api/select-box/company-list': { kind: 'scoped', lists: 'company' },
  'GET /api/select-box/branch': { kind: 'scoped', lists: 'branch' },
  'GET /api/select-box/role-list': { kind: 'scoped', lists: 'role' },
  'GET /api/select-box/role-group-list': { kind: 'scoped', lists: 'roleGroup' },
  'GET /api/select-box/user-level-list': { kind: 'scoped', lists: 'userLevel' },

  'PUT /api/account': { kind: 'scoped', lists: 'account' },
  'PUT /api/account/inactive': { kind: 'scoped', lists: 'inactiveAccount' },
  'PATCH /api/account/:id': { kind: 'scoped', target: 'account', body: (b) => ({ roleId: b.ids.role }) },
  'POST /api/account/:id/deactivate': { kind: 'scoped', target: 'account' },
  'POST /api/account/:id/reactivate': { kind: 'scoped', target: 'inactiveAccount' },
  'POST /api/invitation': { kind: 'scoped' },
  'PUT /api/invitation': { kind: 'scoped', lists: 'invitation' },
  'DELETE /api/invitation/:id': { kind: 'scoped', target: 'invitation' },
  'PUT /api/role': { kind: 'scoped', lists: 'role' },
  'GET /api/role/:id': { kind: 'scoped', target: 'role' },
  'POST /api/role': { kind: 'scoped' },
  'PATCH /api/role/:id': { kind: 'scoped', target: 'role', body: () => ({ name: TAKEN_OVER, scopeList: [], isFullAccess: true }) },
  'DELETE /api/role/:id': { kind: 'scoped', target: 'role' },
  'PUT /api/role-group': { kind: 'scoped', lists: 'roleGroup' },
  'POST /api/role-group': { kind: 'scoped' },
  'PATCH /api/role-group/:id': { kind: 'scoped', target: 'roleGroup', body: () => ({ name: TAKEN_OVER }) },
  'DELETE /api/role-group/:id': { kind: 'scoped', target: 'roleGroup' },
  'PUT /api/user-level': { kind: 'scoped', lists: 'userLevel' },
  'POST /api/user-level': { kind: 'scoped' },
  'PATCH /api/user-level/:id': { kind: 'scoped', target: 'userLevel', body: () => ({ name: TAKEN_OVER, level: 99 }) },
  'DELETE /api/user-level/:id': { kind: 'scoped', target: 'userLevel' },
  'GET /api/scope': { kind: 'scoped', note: 'counts only; checked in its own test' },
  'GET /api/settings/system-emails': { kind: 'scoped', lists: 'email' },

  'POST /api/project': { kind: 'scoped' },
  'PATCH /api/project': { kind: 'scoped', note: 'id in the body; tenancy in projects.test.ts' },
  'PUT /api/project': { kind: 'scoped', lists: 'project' },
  'GET /api/project': { kind: 'scoped', note: 'id in the query; tenancy in projects.test.ts' },
  'DELETE /api/project': { kind: 'scoped', note: 'ids in the body; tenancy in projects.test.ts' },
  'DELETE /api/project/:id': { kind: 'scoped', target: 'project', body: () => ({ password: TEST_PASSWORD }) },
  'GET /api/project/board': { kind: 'scoped', note: 'columns, not a list; tenancy in projects.test.ts' },
  'PATCH /api/project/move': { kind: 'scoped', note: 'id in the body; tenancy in projects.test.ts' },
  'GET /api/project/:id/activities': { kind: 'scoped', target: 'project' },
  'GET /api/lead/:id/activities': { kind: 'scoped', target: 'lead' },
  'POST /api/lead/:id/notes': { kind: 'scoped', target: 'lead', body: () => ({ text: TAKEN_OVER }), note: 'adds a note' },
  'GET /api/lead/:id/notes': { kind: 'scoped', target: 'lead', note: "lists a lead's notes (the lead is the target)" },
  'POST /api/lead/:id/meeting': {
    kind: 'scoped',
    target: 'lead',
    body: () => ({ title: TAKEN_OVER, startsAt: '2026-12-01T01:00:00Z', endsAt: '2026-12-01T02:00:00Z' }),
  },
  'POST /api/lead/:id/task': { kind: 'scoped', target: 'lead', body: () => ({ title: TAKEN_OVER }) },
  'GET /api/lead/:id/tasks': { kind: 'scoped', target: 'lead' },
  'GET /api/task/mine': { kind: 'member', note: "the caller's own tasks: tasks.test.ts" },
  'GET /api/approval/pending': { kind: 'member', note: "the caller's own queue, worked out per step: approvals.test.ts" },
  'POST /api/approval/:id/approve': { kind: 'member', target: 'approvalStep', body: () => ({ comment: TAKEN_OVER }) },
  'POST /api/approval/:id/reject': { kind: 'member', target: 'approvalStep', body: () => ({ reason: TAKEN_OVER }) },
  'POST /api/approval/:id/return': { kind: 'member', target: 'approvalStep', body: () => ({ reason: TAKEN_OVER }) },
  'GET /api/approval/trail': { kind: 'member', note: "the documentType and documentId travel in the query; another company's document answers []: approvals.test.ts" },
  'GET /api/approval/delegate-list': { kind: 'member', lists: 'account' },
  'GET /api/approval/workflow/list': { kind: 'scoped' },
  'GET /api/approval/workflow': { kind: 'scoped', note: 'the company comes from the session: approvals.test.ts' },
  'PUT /api/approval/workflow': { kind: 'scoped', note: "writes the caller's own company's workflow: approvals.test.ts" },
  'GET /api/approval/delegation': { kind: 'member', lists: 'delegation' },
  'POST /api/approval/delegation': { kind: 'member', note: 'a member of another company is a 404: approvals.test.ts' },
  'DELETE /api/approval/delegation/:id': { kind: 'member', target: 'delegation' },
  'POST /api/task': { kind: 'member' },
  'PATCH /api/task': { kind: 'member', note: "the id travels in the body; another company's task is 404: tasks.test.ts" },
  'POST /api/task/:id/complete': { kind: 'member', target: 'task', body: () => ({ done: true }) },
  'DELETE /api/task/:id': { kind: 'member', target: 'task' },
  'POST /api/lead/:id/email': { kind: 'scoped', target: 'lead', body: () => ({ to: 'taken@example.ph', subject: TAKEN_OVER, html: '<p>x</p>' }) },
  'GET /api/lead/:id/documents': { kind: 'scoped', target: 'lead' },
  'POST /api/lead/:id/documents': { kind: 'scoped', target: 'lead', body: (b) => ({ fileId: b.fileId, kind: 'CONTRACT', title: TAKEN_OVER }) },
  'DELETE /api/lead/:id/documents/:documentId': { kind: 'scoped', target: 'lead', note: "B's own lead with A's document: documents.test.ts" },
  'GET /api/project/:id/documents': { kind: 'scoped', target: 'project' },
  'POST /api/project/:id/documents': { kind: 'scoped', target: 'project', body: (b) => ({ fileId: b.fileId, kind: 'CONTRACT', title: TAKEN_OVER }) },
  'DELETE /api/project/:id/documents/:documentId': { kind: 'scoped', target: 'project', note: "B's own project with A's document: documents.test.ts" },

  'POST /api/lead': { kind: 'scoped' },
  'PATCH /api/lead': { kind: 'scoped', note: 'id in the body; tenancy in leads.test.ts' },
  'PUT /api/lead': { kind: 'scoped', lists: 'lead' },
  'GET /api/lead': { kind: 'scoped', note: 'id in the query; tenancy in leads.test.ts' },
  'DELETE /api/lead': { kind: 'scoped', note: 'ids in the body; tenancy in leads.test.ts' },
  'DELETE /api/lead/:id': { kind: 'scoped', target: 'lead', body: () => ({ password: TEST_PASSWORD }) },
  'PUT /api/lead/board': { kind: 'scoped', note: 'columns, not a list; tenancy in leads.test.ts' },
  'PATCH /api/lead/move': { kind: 'scoped', note: 'id in the body; tenancy in leads.test.ts' },
  'POST /api/lead/:id/convert': { kind: 'scoped', target: 'lead' },
  'PUT /api/lead/restore/:id': { kind: 'scoped', target: 'lead', note: 'restores one lead; a deleted lead of another company: lead-list.test.ts' },
  'GET /api/lead/dashboard': { kind: 'scoped', note: 'sums only; tenancy in leads.test.ts' },

  'GET /api/select-box/location-region-list': { kind: 'scoped', note: 'PSGC reference data, the same for every company' },
  'GET /api/select-box/location-province-list': { kind: 'scoped', note: 'PSGC reference data, the same for every company' },
  'GET /api/select-box/location-municipality-list': { kind: 'scoped', note: 'PSGC reference data, the same for every company' },
  'GET /api/select-box/location-barangay-list': { kind: 'scoped', note: 'PSGC reference data, the same for every company' },
  'GET /api/select-box/location-list': { kind: 'scoped', lists: 'location' },
  'POST /api/location': { kind: 'scoped' },
  'PUT /api/location': { kind: 'scoped', lists: 'location' },
  'GET /api/location': { kind: 'scoped', note: 'id in the query; tenancy in locations.test.ts' },
  'POST /api/client': { kind: 'scoped' },
  'PATCH /api/client': { kind: 'scoped', note: 'id in the body; tenancy in clients.test.ts' },
  'PUT /api/client': { kind: 'scoped', lists: 'client' },
  'GET /api/client': { kind: 'scoped', note: 'id in the query; tenancy in clients.test.ts' },
  'DELETE /api/client/:id': { kind: 'scoped', target: 'client' },
  'GET /api/select-box/client-list': { kind: 'scoped', lists: 'client' },
  'POST /api/organization': { kind: 'scoped' },
  'PATCH /api/organization': { kind: 'scoped', note: 'id in the body; tenancy in clients.test.ts' },
  'PUT /api/organization': { kind: 'scoped', lists: 'organization' },
  'DELETE /api/organization/:id': { kind: 'scoped', target: 'organization' },
  'GET /api/select-box/organization-list': { kind: 'scoped', lists: 'organization' },
  'POST /api/person': { kind: 'scoped' },
  'PATCH /api/person': { kind: 'scoped', note: 'id in the body; tenancy in clients.test.ts' },
  'PUT /api/person': { kind: 'scoped', lists: 'person' },
  'DELETE /api/person/:id': { kind: 'scoped', target: 'person' },
  'POST /api/lead-type': { kind: 'scoped' },
  'GET /api/select-box/lead-type-list': { kind: 'scoped', note: 'values are names; tenancy in clients.test.ts' },
  'GET /api/select-box/win-probability-list': { kind: 'scoped', note: 'a fixed list, the same for every company' },

  'POST /api/supplier': { kind: 'scoped' },
  'PATCH /api/supplier': { kind: 'scoped', note: 'id in the body; tenancy in suppliers.test.ts' },
  'GET /api/supplier': { kind: 'scoped', note: 'id in the query; tenancy in suppliers.test.ts' },
  'DELETE /api/supplier/:id': { kind: 'scoped', target: 'supplier' },
  'PUT /api/supplier': { kind: 'scoped', lists: 'supplier' },
  'GET /api/select-box/supplier-list': { kind: 'scoped', lists: 'supplier' },
  'POST /api/supplier/item-price': { kind: 'scoped', note: 'ids in the body; tenancy in suppliers.test.ts' },
  'PUT /api/supplier/items-table': { kind: 'scoped', lists: 'supplierItem' },
  'PUT /api/supplier/price-update-table': { kind: 'scoped', lists: 'supplierPriceUpdate' },

  'POST /api/warehouse': { kind: 'scoped' },
  'PATCH /api/warehouse': { kind: 'scoped', note: 'id in the body; tenancy in warehouses.test.ts' },
  'GET /api/warehouse': { kind: 'scoped', note: 'id in the query; tenancy in warehouses.test.ts' },
  'DELETE /api/warehouse/:id': { kind: 'scoped', target: 'warehouse' },
  'PUT /api/warehouse': { kind: 'scoped', lists: 'warehouse' },
  'GET /api/select-box/warehouse-list': { kind: 'scoped', lists: 'warehouse' },
  'POST /api/inventory/adjustment': { kind: 'scoped', note: 'ids in the body; tenancy in inventory.test.ts' },
  'POST /api/inventory/transfer': { kind: 'scoped', note: 'ids in the body; tenancy in inventory.test.ts' },
  'POST /api/inventory/issue': { kind: 'scoped', note: 'ids in the body; tenancy in inventory.test.ts' },
  'POST /api/inventory/receive': { kind: 'scoped', note: 'ids in the body; tenancy in inventory.test.ts' },
  'GET /api/inventory/settings': { kind: 'scoped', note: "the caller's own company flag" },
  'PUT /api/inventory/settings': { kind: 'scoped', note: "saves the caller's own company flag, not a table" },
  'PUT /api/inventory': { kind: 'scoped', note: 'rows are warehouse-item pairs; tenancy in inventory.test.ts' },
  'PUT /api/inventory/transactions': { kind: 'scoped', lists: 'itemReceiptLine' },
  'PUT /api/item-receipts': { kind: 'scoped', lists: 'itemReceipt' },
  'GET /api/item-receipts': { kind: 'scoped', note: 'id in the query; tenancy in receipts.test.ts' },
  'GET /api/item-receipts/:id/pdf': { kind: 'scoped', target: 'itemReceipt' },
  'GET /api/purchase-order/payment-history': { kind: 'scoped', note: 'id in the query; tenancy in receipts.test.ts' },
  'POST /api/purchase-order/payment': { kind: 'scoped', note: 'id in the body; tenancy in receipts.test.ts' },
  'POST /api/purchase-order/:id/receive': {
    kind: 'scoped',
    target: 'purchaseOrder',
    body: (b) => ({ warehouseId: b.ids.warehouse, lines: [{ purchaseOrderLineId: 1, quantity: 1 }] }),
    note: "B's warehouse with A's order; tenancy of the lines in receiving.test.ts",
  },
  'PUT /api/purchase-order': { kind: 'scoped', lists: 'purchaseOrder' },
  'GET /api/supplier/open-balance': { kind: 'scoped', note: "supplierId in the query; another company's supplier is a 404: purchase-orders-table.test.ts" },
  'GET /api/boq/quantity-take-off': { kind: 'scoped', note: 'BOQ key in the query; tenancy in qto.test.ts' },
  'GET /api/boq/quantity-take-off/selection': { kind: 'scoped', note: 'BOQ key in the query; tenancy in qto.test.ts' },
  'POST /api/boq/quantity-take-off': { kind: 'scoped', note: 'BOQ key in the body; tenancy in qto.test.ts' },
  'PUT /api/boq/quantity-take-off/submit': { kind: 'scoped', note: 'BOQ key in the body; tenancy in qto.test.ts' },
  'DELETE /api/boq/quantity-take-off': { kind: 'scoped', note: 'id in the query; tenancy in qto.test.ts' },
  'POST /api/purchase-order/request': { kind: 'scoped', note: 'ids in the body; tenancy in purchase-requests.test.ts' },
  'PUT /api/purchase-order/request': { kind: 'scoped', note: 'purchase requests; tenancy in purchase-requests.test.ts' },
  'GET /api/select-box/project-list': { kind: 'scoped', lists: 'project' },
  'GET /api/purchase-order/request': { kind: 'scoped', note: 'id in the query; tenancy in purchase-orders.test.ts' },
  'GET /api/purchase-order/request/open-lines': { kind: 'scoped', lists: 'purchaseRequestLine' },
  'POST /api/purchase-order/request/:id/cancel': { kind: 'scoped', target: 'purchaseRequest', body: () => ({ reason: TAKEN_OVER }) },
  'POST /api/purchase-order/request/:id/submit': { kind: 'scoped', target: 'purchaseRequest' },
  'POST /api/purchase-order': { kind: 'scoped', note: 'ids in the body; tenancy in purchase-orders.test.ts' },
  'GET /api/purchase-order': { kind: 'scoped', note: 'id in the query; tenancy in purchase-orders.test.ts' },
  'GET /api/purchase-order/supplier-prices': { kind: 'scoped', note: "itemId in the query; another company's item is 404: purchase-orders.test.ts" },
  'GET /api/purchase-order/:id/pdf': { kind: 'scoped', target: 'purchaseOrder' },
  'POST /api/purchase-order/:id/cancel': { kind: 'scoped', target: 'purchaseOrder', body: () => ({ reason: TAKEN_OVER }) },
  'GET /api/project/:id/purchasing': { kind: 'scoped', target: 'project' },

  'POST /api/equipment': { kind: 'scoped' },
  'PATCH /api/equipment': { kind: 'scoped', note: 'id in the body; tenancy in equipment.test.ts' },
  'GET /api/equipment': { kind: 'scoped', note: 'id in the query; tenancy in equipment.test.ts' },
  'PUT /api/equipment': { kind: 'scoped', lists: 'equipment' },
  'DELETE /api/equipment/:id': { kind: 'scoped', target: 'equipment' },
  'POST /api/equipment/:id/meter': { kind: 'scoped', target: 'equipment', body: () => ({ reading: 999999 }) },
  'GET /api/select-box/equipment-list': { kind: 'scoped', lists: 'equipment' },
  'GET /api/select-box/equipment-project-list': { kind: 'scoped', lists: 'project' },
  'PUT /api/equipment/parts': { kind: 'scoped', lists: 'equipmentPart' },
  'POST /api/equipment/:id/parts': { kind: 'scoped', target: 'equipment', body: (b) => ({ itemId: b.ids.stockItem }) },
  'DELETE /api/equipment/:id/parts/:itemId': { kind: 'scoped', target: 'equipment', note: "A's unit with any item id: equipment.test.ts" },
  'POST /api/job-order': { kind: 'scoped', note: 'the unit id in the body; tenancy in equipment.test.ts' },
  'GET /api/job-order': { kind: 'scoped', note: 'id in the query; tenancy in equipment.test.ts' },
  'PUT /api/job-order': { kind: 'scoped', lists: 'jobOrder' },
  'GET /api/job-order/:id/pdf': { kind: 'scoped', target: 'jobOrder' },
  'POST /api/job-order/:id/submit': { kind: 'scoped', target: 'jobOrder' },
  'POST /api/job-order/:id/issue-parts': { kind: 'scoped', target: 'jobOrder', body: (b) => ({ warehouseId: b.ids.warehouse, lines: [{ itemId: b.ids.stockItem, quantity: 1 }] }) },
  'POST /api/job-order/:id/labor': { kind: 'scoped', target: 'jobOrder', body: () => ({ description: TAKEN_OVER, hours: 1, rate: 1 }) },
  'POST /api/job-order/:id/complete': { kind: 'scoped', target: 'jobOrder', body: () => ({}) },
  'POST /api/job-order/:id/cancel': { kind: 'scoped', target: 'jobOrder', body: () => ({ reason: TAKEN_OVER }) },

  'POST /api/items': { kind: 'scoped' },
  'POST /api/items/withVariants': { kind: 'scoped' },
  'POST /api/items/update-simple-item': { kind: 'scoped', note: 'id in the body; tenancy in items.test.ts' },
  'POST /api/items/update-variation-item/:id': {
    kind: 'scoped',
    target: 'item',
    body: () => ({
      name: TAKEN_OVER,
      sku: 'TAKEN-OVER',
      tiers: [{ key: 'Size', attributes: ['10mm'] }],
      variants: [{ name: `${TAKEN_OVER} 10mm`, sku: 'TAKEN-OVER-10MM', variation: { Size: '10mm' } }],
    }),
  },
  'GET /api/items/:id': { kind: 'scoped', target: 'item' },
  'GET /api/items/:id/qr.png': { kind: 'scoped', target: 'item' },
  'DELETE /api/items/:id': { kind: 'scoped', target: 'item' },
  'PUT /api/items/restore/:id': { kind: 'scoped', target: 'item', note: 'restores one item, not a table' },
  'PUT /api/item/restore/:id': { kind: 'scoped', target: 'item', note: 'restores one item, not a table' },
  'PUT /api/items/simpleView': { kind: 'scoped', lists: 'item' },
  'POST /api/items/simpleView': { kind: 'scoped', lists: 'item' },
  'PUT /api/items/advanceView': { kind: 'scoped', note: "a parent's variants; tenancy in items.test.ts" },
  'POST /api/items/get-variation-item': { kind: 'scoped', note: 'id in the body; tenancy in items.test.ts' },
  'GET /api/select-box/unit-of-measurement-list': { kind: 'scoped', note: 'units of measure, the same for every company' },
  'GET /api/select-box/item-list': { kind: 'scoped', lists: 'item' },
  'POST /api/items/import/preview': { kind: 'scoped', note: "a file checked against the caller's own SKUs; items-import.test.ts" },
  'POST /api/items/import/commit': { kind: 'scoped', note: 'importId in the body; tenancy in items-import.test.ts' },
  'GET /api/items/export': { kind: 'scoped', note: 'a file, not a list; tenancy in items-import.test.ts' },

  'GET /api/boq/version': { kind: 'scoped', note: 'projectId in the query; tenancy in boq-versions.test.ts' },
  'POST /api/boq/version': { kind: 'scoped', note: 'ids in the body; tenancy in boq-versions.test.ts' },
  'GET /api/boq/version/diff': { kind: 'scoped', note: 'ids in the query; tenancy in boq-versions.test.ts' },
  'GET /api/boq/:id': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/history': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/preview': { kind: 'scoped', target: 'boq' },
  'POST /api/boq/:id/submitted-to-client': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/export.xlsx': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/settings': { kind: 'scoped', target: 'boq' },
  'PATCH /api/boq/:id/settings': { kind: 'scoped', target: 'boq' },
  'GET /api/boq/:id/quotation.pdf': { kind: 'scoped', target: 'boq' },

  'GET /api/developer/system-emails': { kind: 'developer', note: 'every company by design' },
  'PUT /api/developer/company': { kind: 'developer', note: 'every company by design' },
  'PUT /api/developer/account': { kind: 'developer', note: 'every company by design' },
  'PUT /api/developer/jobs': { kind: 'developer', note: 'every company by design' },
  'POST /api/developer/jobs/:id/retry': { kind: 'developer', note: 'every company by design' },
  'POST /api/delivery': { kind: 'scoped' },
  'PUT /api/delivery': { kind: 'scoped', lists: 'delivery' },
  'GET /api/delivery': { kind: 'scoped', note: 'id in the query; tenancy in deliveries.test.ts' },
  'GET /api/delivery/open-orders': { kind: 'scoped', lists: 'purchaseOrder' },
  'POST /api/delivery/:id/stage': { kind: 'scoped', target: 'delivery', body: () => ({ stage: 'LOADING' }) },
  'POST /api/delivery/:id/receive': { kind: 'scoped', target: 'delivery', body: () => ({}) },
  'POST /api/delivery/:id/cancel': { kind: 'scoped', target: 'delivery', body: () => ({ reason: TAKEN_OVER }) },
  'POST /api/delivery/:id/submit': { kind: 'scoped', target: 'delivery' },
  'GET /api/select-box/delivery-terms-list': { kind: 'scoped', note: 'fixed options (shared constants), no company records' },
  'GET /api/select-box/delivery-status-list': { kind: 'scoped', note: 'fixed options (shared constants), no company records' },
  'GET /api/select-box/truck-load-stage-list': { kind: 'scoped', note: 'fixed options (shared constants), no company records' },
};

const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const kindOf = (route: ApiRoute): Kind =>
  route.config.access === 'public' ? 'public' : route.config.access === 'developer' ? 'developer' : route.config.scope ? 'scoped' : 'member';
const apiPath = (url: string, id: number | string = 999999) => url.replace(/^\/api/, '').replace(/:\w+/g, String(id));
const firstScope = (route: ApiRoute) => [route.config.scope ?? []].flat()[0];

interface Company {
  admin: TestUser;
  companyId: number;
  tag: string;
  ids: Record<RecordKind, number>;
  /** An uploaded file of the company, attached to its lead and project. */
  fileId: number;
}

let server: TestServer;
let routes: ApiRoute[];
let a: Company;
let b: Company;
/** Users of a third company, so they never appear in A's or B's lists. */
let noScopes: TestUser;
let fullAccessNonDeveloper: TestUser;
let thirdCompanyId: number;

/** Region, province, city and barangay ids of San Lorenzo, City of Makati (PSGC is loaded in beforeAll). */
async function makatiPlace() {
  const [place] = await server.context.db
    .select({ regionId: psgcProvinces.regionId, provinceId: psgcProvinces.id, municipalityId: psgcMunicipalities.id, barangayId: psgcBarangays.id })
    .from(psgcBarangays)
    .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, psgcBarangays.municipalityId))
    .innerJoin(psgcProvinces, eq(psgcProvinces.id, psgcMunicipalities.provinceId))
    .where(and(eq(psgcMunicipalities.name, 'City of Makati'), eq(psgcBarangays.name, 'San Lorenzo')));
  return place;
}

/** One of every record a company keeps, made through the API by its full-access admin. */
async function seedCompany(tag: string): Promise<Company> {
  const admin = await createUser(server, { isFullAccess: true });
  const { companyId } = admin;
  const token = admin.token;
  const created = async (path: string, body: unknown) => {
    const answer = await call(server, 'POST', path, { token, body });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
    return answer.body.data.id as number;
  };
  const roleGroup = await created('/role-group', { name: `${tag} Estimators` });
  const userLevel = await created('/user-level', { name: `${tag} Senior`, level: 3 });
  const role = await created('/role', { name: `${tag} Clerk`, scopeList: ['SETTINGS_ROLE_GROUP_ACCESS'] });
  const invitation = await created('/invitation', { email: `${tag.toLowerCase()}-invitee-${randomBytes(3).toString('hex')}@example.ph`, roleId: role });
  const member = await createUser(server, { companyId, scopes: ['LEADS_ACCESS'] });
  const leaver = await createUser(server, { companyId });
  expect((await call(server, 'POST', `/account/${leaver.accountId}/deactivate`, { token })).status).toBe(200);
  const [branch] = await server.context.db.insert(branches).values({ companyId, name: `${tag} Makati branch` }).returning();
  const project = await created('/project', { name: `${tag} Tower`, budget: 1000 });
  const [lead] = await server.context.db
    .insert(projects)
    .values({ companyId, isLead: true, name: `${tag} lead`, status: 'LEAD', boardKey: 'opportunity' })
    .returning();
  const [email] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, companyId));
  expect(email, 'the invitation mail is in the outbox').toBeTruthy();
  const place = await makatiPlace();
  const locationAnswer = await call(server, 'POST', '/location', { token, body: { name: `${tag} Site`, ...place, zipCode: '1223', street: 'Ayala Avenue' } });
  expect(locationAnswer.status, JSON.stringify(locationAnswer.body)).toBe(201);
  const location = locationAnswer.body.id as number;
  const clientAnswer = await call(server, 'POST', '/client', { token, body: { name: `${tag} Client`, contactNumber: '0917 000 0000', email: `${tag.toLowerCase()}@client.ph`, locationId: location } });
  expect(clientAnswer.status, JSON.stringify(clientAnswer.body)).toBe(201);
  const client = clientAnswer.body.id as number;
  const organization = await created('/organization', { name: `${tag} Organization`, clientId: client, locationId: location });
  const person = await created('/person', { firstName: tag, lastName: 'Contact', organizationId: organization, clientId: client });
  const [file] = await server.context.db
    .insert(files)
    .values({ companyId, name: `${randomBytes(16).toString('hex')}.pdf`, originalName: `${tag} proposal.pdf`, mimeType: 'application/pdf', size: 1024 })
    .returning();
  await created(`/lead/${lead.id}/documents`, { fileId: file.id, kind: 'PROPOSAL' });
  const [task] = await server.context.db.insert(tasks).values({ companyId, projectId: lead.id, title: `${tag} follow-up`, dueDate: '2026-12-01' }).returning();
  await created(`/project/${project}/documents`, { fileId: file.id, kind: 'CONTRACT' });
  const supplier = await created('/supplier', { name: `${tag} Hardware Supply`, contactPerson: `${tag} Buyer`, email: `${tag.toLowerCase()}@supply.ph` });
  const [pricedItem] = await server.context.db
    .insert(items)
    .values({ companyId, name: `${tag} Supplier Cement`, sku: `${tag.toUpperCase()}-SUPPLIER-CEMENT` })
    .returning();
  for (const price of [250, 265.5]) {
    const answer = await call(server, 'POST', '/supplier/item-price', { token, body: { supplierId: supplier, itemId: pricedItem.id, price } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  const [supplierItem] = await server.context.db.select().from(supplierItems).where(eq(supplierItems.supplierId, supplier));
  const [priceUpdate] = await server.context.db.select().from(supplierPriceUpdates).where(eq(supplierPriceUpdates.supplierId, supplier));
  const item = await created('/items', { name: `${tag} Portland Cement 40kg`, sku: `${tag.toUpperCase()}-CEMENT-40`, uom: 'bag' });
  const warehouse = await created('/warehouse', { kind: 'COMPANY', name: `${tag} Central Warehouse` });
  const [stockedItem] = await server.context.db
    .insert(items)
    .values({ companyId, name: `${tag} Stocked Plywood`, sku: `${tag.toUpperCase()}-PLYWOOD` })
    .returning();
  const itemReceipt = await call(server, 'POST', '/inventory/adjustment', { token, body: { warehouseId: warehouse, direction: 'ADD', items: [{ itemId: stockedItem.id, quantity: 5 }] } });
  expect(itemReceipt.status, JSON.stringify(itemReceipt.body)).toBe(201);
  const [itemReceiptLine] = await server.context.db.select().from(itemReceiptLines).where(eq(itemReceiptLines.receiptId, itemReceipt.body.data.itemReceiptInfo.id));
  const unit = await created('/equipment', { code: `${tag.toUpperCase()}-EX-01`, name: `${tag} Excavator`, warehouseId: warehouse });
  const partAnswer = await call(server, 'POST', `/equipment/${unit}/parts`, { token, body: { itemId: stockedItem.id } });
  expect(partAnswer.status, JSON.stringify(partAnswer.body)).toBe(201);
  const jobOrder = await created('/job-order', { equipmentId: unit, description: `${tag} hose repair`, estimatedCost: 1000 });
  // An open approval step of a liquidation the member asked for (the admin, full access, may decide it).
  const submitted = await submitForApproval(server.context.db, new Tenant(server.context.db, companyId), { documentType: 'LIQUIDATION', documentId: 1, documentCode: `${tag}-LQ`, amount: '100.00', requestedById: member.accountId });
  const [approvalStep] = await server.context.db.select({ id: approvalSteps.id }).from(approvalSteps).where(eq(approvalSteps.approvalRequestId, submitted.approvalRequestId));
  // A purchase request (approved) with part of its line on a purchase order.
  const purchaseRequest = await created('/purchase-order/request', { projectId: project, warehouseId: warehouse, deliveryDate: '2026-12-01T00:00:00Z', items: [{ itemId: item, quantity: 5, rate: 100 }] });
  await server.context.db.update(purchaseRequests).set({ status: 'APPROVED' }).where(eq(purchaseRequests.id, purchaseRequest));
  const [purchaseRequestLine] = await server.context.db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.purchaseRequestId, purchaseRequest));
  const purchaseOrder = await created('/purchase-order', { supplierId: supplier, warehouseId: warehouse, deliveryDate: '2026-12-01T00:00:00Z', lines: [{ purchaseRequestLineId: purchaseRequestLine.id, quantity: 2, unitPrice: 100 }] });
  // An approved delivery of part of that order (ready to load).
  const [purchaseOrderLine] = await server.context.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrder));
  const delivery = await created('/delivery', {
    kind: 'PURCHASE_ORDER',
    purchaseOrderId: purchaseOrder,
    scheduledDate: '2026-12-01',
    driverName: `${tag} Driver`,
    lines: [{ purchaseOrderLineId: purchaseOrderLine.id, quantity: 1 }],
  });
  await server.context.db.update(deliveries).set({ approvalStatus: 'APPROVED' }).where(eq(deliveries.id, delivery));
  const delegation = await created('/approval/delegation', { toAccountId: member.accountId, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-02T00:00:00Z' });
  return {
    admin,
    companyId,
    tag,
    fileId: file.id,
    ids: {
      account: member.accountId,
      inactiveAccount: leaver.accountId,
      role,
      roleGroup,
      userLevel,
      invitation,
      branch: branch.id,
      company: companyId,
      email: email.id,
      project,
      lead: lead.id,
      location,
      client,
      organization,
      person,
      supplier,
      supplierItem: supplierItem.id,
      supplierPriceUpdate: priceUpdate.id,
      warehouse,
      itemReceipt: itemReceipt.body.data.itemReceiptInfo.id,
      itemReceiptLine: itemReceiptLine.id,
      item,
      task: task.id,
      approvalStep: approvalStep.id,
      delegation,
      equipment: unit,
      equipmentPart: partAnswer.body.data[0].id,
      jobOrder,
      stockItem: stockedItem.id,
      purchaseRequest,
      purchaseRequestLine: purchaseRequestLine.id,
      purchaseOrder,
      delivery,
      boq: (await server.context.db.select({ id: billOfQuantities.id }).from(billOfQuantities).where(eq(billOfQuantities.projectId, project)))[0].id,
    },
  };
}

/** A company's leads and projects and what hangs off them, whichever company a stray row was stamped with. */
async function pipelineOf(companyId: number) {
  const { db } = server.context;
  const projectRows = await db.select().from(projects).where(eq(projects.companyId, companyId));
  const ids = projectRows.map((r) => r.id);
  return {
    projects: projectRows,
    projectActivities: await db.select().from(projectActivities).where(inArray(projectActivities.projectId, ids)),
    leadNotes: await db.select().from(leadNotes).where(inArray(leadNotes.projectId, ids)),
    calendarEvents: await db.select().from(calendarEvents).where(inArray(calendarEvents.projectId, ids)),
    tasks: await db.select().from(tasks).where(inArray(tasks.projectId, ids)),
    projectDocuments: await db.select().from(projectDocuments).where(inArray(projectDocuments.projectId, ids)),
  };
}

/** Every row company A owns, to prove B's calls changed nothing. */
async function snapshot(company: Company) {
  const { db } = server.context;
  const accountRows = await db.select().from(accounts).where(eq(accounts.companyId, company.companyId));
  return {
    accounts: accountRows,
    sessions: await db.select().from(sessions).where(inArray(sessions.accountId, accountRows.map((r) => r.id))),
    roles: await db.select().from(roles).where(eq(roles.companyId, company.companyId)),
    roleGroups: await db.select().from(roleGroups).where(eq(roleGroups.companyId, company.companyId)),
    userLevels: await db.select().from(userLevels).where(eq(userLevels.companyId, company.companyId)),
    invitations: await db.select().from(invitations).where(eq(invitations.companyId, company.companyId)),
    ...(await pipelineOf(company.companyId)),
    locations: await db.select().from(locations).where(eq(locations.companyId, company.companyId)),
    clients: await db.select().from(clients).where(eq(clients.companyId, company.companyId)),
    organizations: await db.select().from(organizations).where(eq(organizations.companyId, company.companyId)),
    people: await db.select().from(people).where(eq(people.companyId, company.companyId)),
    suppliers: await db.select().from(suppliers).where(eq(suppliers.companyId, company.companyId)),
    supplierItems: await db.select().from(supplierItems).where(eq(supplierItems.companyId, company.companyId)),
    supplierPriceUpdates: await db.select().from(supplierPriceUpdates).where(eq(supplierPriceUpdates.companyId, company.companyId)),
    items: await db.select().from(items).where(eq(items.companyId, company.companyId)),
    warehouses: await db.select().from(warehouses).where(eq(warehouses.companyId, company.companyId)),
    stockLevels: await db.select().from(stockLevels).where(eq(stockLevels.companyId, company.companyId)),
    itemReceipts: await db.select().from(itemReceipts).where(eq(itemReceipts.companyId, company.companyId)),
    itemReceiptLines: await db.select().from(itemReceiptLines).where(eq(itemReceiptLines.companyId, company.companyId)),
    purchaseOrders: await db.select().from(purchaseOrders).where(eq(purchaseOrders.companyId, company.companyId)),
    equipment: await db.select().from(equipment).where(eq(equipment.companyId, company.companyId)),
    equipmentParts: await db.select().from(equipmentParts).where(eq(equipmentParts.companyId, company.companyId)),
    jobOrders: await db.select().from(jobOrders).where(eq(jobOrders.companyId, company.companyId)),
    purchaseOrderLines: await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.companyId, company.companyId)),
    deliveries: await db.select().from(deliveries).where(eq(deliveries.companyId, company.companyId)),
    deliveryLines: await db.select().from(deliveryLines).where(eq(deliveryLines.companyId, company.companyId)),
    deliveryEvents: await db.select().from(deliveryEvents).where(eq(deliveryEvents.companyId, company.companyId)),
    purchaseRequests: await db.select().from(purchaseRequests).where(eq(purchaseRequests.companyId, company.companyId)),
    purchaseRequestLines: await db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.companyId, company.companyId)),
  };
}

/** A's ids of one kind: every row A owns, not just the seeded one. */
async function idsOfA(kind: RecordKind): Promise<number[]> {
  const { db } = server.context;
  const c = a.companyId;
  switch (kind) {
    case 'account':
    case 'inactiveAccount':
      return (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, c))).map((r) => r.id);
    case 'role':
      return (await db.select({ id: roles.id }).from(roles).where(eq(roles.companyId, c))).map((r) => r.id);
    case 'roleGroup':
      return (await db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.companyId, c))).map((r) => r.id);
    case 'userLevel':
      return (await db.select({ id: userLevels.id }).from(userLevels).where(eq(userLevels.companyId, c))).map((r) => r.id);
    case 'invitation':
      return (await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.companyId, c))).map((r) => r.id);
    case 'branch':
      return (await db.select({ id: branches.id }).from(branches).where(eq(branches.companyId, c))).map((r) => r.id);
    case 'email':
      return (await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.companyId, c))).map((r) => r.id);
    case 'company':
      return [c];
    case 'location':
      return (await db.select({ id: locations.id }).from(locations).where(eq(locations.companyId, c))).map((r) => r.id);
    case 'client':
      return (await db.select({ id: clients.id }).from(clients).where(eq(clients.companyId, c))).map((r) => r.id);
    case 'organization':
      return (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.companyId, c))).map((r) => r.id);
    case 'person':
      return (await db.select({ id: people.id }).from(people).where(eq(people.companyId, c))).map((r) => r.id);
    case 'supplier':
      return (await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.companyId, c))).map((r) => r.id);
    case 'supplierItem':
      return (await db.select({ id: supplierItems.id }).from(supplierItems).where(eq(supplierItems.companyId, c))).map((r) => r.id);
    case 'supplierPriceUpdate':
      return (await db.select({ id: supplierPriceUpdates.id }).from(supplierPriceUpdates).where(eq(supplierPriceUpdates.companyId, c))).map((r) => r.id);
    case 'item':
      return (await db.select({ id: items.id }).from(items).where(eq(items.companyId, c))).map((r) => r.id);
    case 'warehouse':
      return (await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.companyId, c))).map((r) => r.id);
    case 'itemReceipt':
      return (await db.select({ id: itemReceipts.id }).from(itemReceipts).where(eq(itemReceipts.companyId, c))).map((r) => r.id);
    case 'task':
      return (await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.companyId, c))).map((r) => r.id);
    case 'approvalStep':
      return (await db.select({ id: approvalSteps.id }).from(approvalSteps).where(eq(approvalSteps.companyId, c))).map((r) => r.id);
    case 'delegation':
      return (await db.select({ id: approvalDelegations.id }).from(approvalDelegations).where(eq(approvalDelegations.companyId, c))).map((r) => r.id);
    case 'delivery':
      return (await db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.companyId, c))).map((r) => r.id);
    case 'purchaseRequest':
      return (await db.select({ id: purchaseRequests.id }).from(purchaseRequests).where(eq(purchaseRequests.companyId, c))).map((r) => r.id);
    case 'purchaseRequestLine':
      return (await db.select({ id: purchaseRequestLines.id }).from(purchaseRequestLines).where(eq(purchaseRequestLines.companyId, c))).map((r) => r.id);
    case 'purchaseOrder':
      return (await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.companyId, c))).map((r) => r.id);
    case 'boq':
      return (await db.select({ id: billOfQuantities.id }).from(billOfQuantities).where(eq(billOfQuantities.companyId, c))).map((r) => r.id);
    case 'equipment':
      return (await db.select({ id: equipment.id }).from(equipment).where(eq(equipment.companyId, c))).map((r) => r.id);
    case 'equipmentPart':
      return (await db.select({ id: equipmentParts.id }).from(equipmentParts).where(eq(equipmentParts.companyId, c))).map((r) => r.id);
    case 'jobOrder':
    case 'stockItem':
      return kind === 'jobOrder'
        ? (await db.select({ id: jobOrders.id }).from(jobOrders).where(eq(jobOrders.companyId, c))).map((r) => r.id)
        : (await db.select({ id: items.id }).from(items).where(eq(items.companyId, c))).map((r) => r.id);
    case 'itemReceiptLine':
      return (await db.select({ id: itemReceiptLines.id }).from(itemReceiptLines).where(eq(itemReceiptLines.companyId, c))).map((r) => r.id);
    case 'project':
    case 'lead':
      return (await db.select({ id: projects.id }).from(projects).where(and(eq(projects.companyId, c), eq(projects.isLead, kind === 'lead')))).map((r) => r.id);
  }
}

/** The ids a table or list answer names: tables carry {list: [{id}]}, select lists [{value}]. */
function idsIn(body: any): number[] {
  const rows: any[] = Array.isArray(body) ? body : body.list;
  expect(Array.isArray(rows), JSON.stringify(body)).toBe(true);
  return rows.map((row) => Number(row.id ?? row.value));
}

beforeAll(async () => {
  server = await startTestServer();
  routes = server.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  await loadPsgc(server.context.db);
  a = await seedCompany('Alpha');
  b = await seedCompany('Bravo');
  thirdCompanyId = (await createCompany(server)).id;
  noScopes = await createUser(server, { companyId: thirdCompanyId, scopes: [] });
  fullAccessNonDeveloper = await createUser(server, { companyId: thirdCompanyId, isFullAccess: true });
});
afterAll(async () => server?.stop());

const expectError = (answer: { status: number; body: any }, status: number, label: string) => {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status);
  expect(answer.body).toEqual({ statusCode: status, message: expect.anything(), error: expect.any(String) });
  const message = answer.body.message;
  expect(typeof message === 'string' || Array.isArray(message)).toBe(true);
};

describe('the route walker', () => {
  it('knows every registered API route and its access, and no route it lists has gone', () => {
    const registered = routes.map(keyOf).sort();
    const unknown = registered.filter((key) => !ROUTES[key]);
    expect(unknown, 'new routes: add them to ROUTES with their kind, target or lists').toEqual([]);
    const gone = Object.keys(ROUTES).filter((key) => !registered.includes(key));
    expect(gone, 'routes in ROUTES the app no longer registers').toEqual([]);
    for (const route of routes) {
      expect(`${keyOf(route)} is ${kindOf(route)}`).toBe(`${keyOf(route)} is ${ROUTES[keyOf(route)].kind}`);
    }
  });

  it('every select list needs a scope of the screens that use it: no /api/select-box/* route is open to any member', () => {
    const selectLists = routes.filter((route) => route.url.startsWith('/api/select-box/'));
    expect(selectLists.length).toBeGreaterThan(0);
    expect(selectLists.filter((route) => kindOf(route) !== 'scoped').map(keyOf), 'give these lists the scope of their screens (decision 0026)').toEqual([]);
  });

  it('every company route naming a record by id has a target in company A, and every list says what it lists', () => {
    for (const route of routes) {
      const known = ROUTES[keyOf(route)];
      if (!known || known.kind === 'public' || known.kind === 'developer') continue;
      if (/:\w+/.test(route.url)) expect(known.target, `${keyOf(route)} needs a target`).toBeTruthy();
      if (route.method === 'PUT' || route.url.startsWith('/api/select-box/') || route.url.endsWith('-list')) {
        expect(known.lists ?? known.note, `${keyOf(route)} needs lists`).toBeTruthy();
      }
    }
  });
});

describe.each(Object.entries(ROUTES).map(([key, known]) => ({ key, known })))('$key', ({ key, known }) => {
  const route = () => {
    const found = routes.find((r) => keyOf(r) === key);
    if (!found) throw new Error(`${key} is not registered`);
    return found;
  };

  if (known.kind === 'public') {
    it('a caller without a token is not turned away as unauthenticated', async () => {
      const answer = await call(server, route().method, apiPath(route().url, 'nothing-here'), { body: route().method === 'GET' ? undefined : {} });
      expect([401, 403]).not.toContain(answer.status);
    });
    return;
  }

  it('without a token answers 401 as JSON', async () => {
    expectError(await call(server, route().method, apiPath(route().url)), 401, key);
  });

  it('with an unknown token answers 401', async () => {
    expectError(await call(server, route().method, apiPath(route().url), { token: randomBytes(32).toString('base64url') }), 401, key);
  });

  if (known.kind === 'member') {
    it('any signed-in member passes, even with an empty scope list', async () => {
      // A fresh user: logout and password change end sessions.
      const user = await createUser(server, { companyId: thirdCompanyId, scopes: [] });
      const answer = await call(server, route().method, apiPath(route().url), { token: user.token });
      expect([401, 403], `${key}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
    });
  }

  if (known.kind === 'scoped') {
    it('a role without the scope answers 403', async () => {
      expectError(await call(server, route().method, apiPath(route().url), { token: noScopes.token }), 403, key);
    });

    it('a role holding just that scope passes the guard', async () => {
      const user = await createUser(server, { companyId: thirdCompanyId, scopes: [firstScope(route())] });
      const answer = await call(server, route().method, apiPath(route().url), { token: user.token });
      expect([401, 403], `${key}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
    });
  }

  if (known.kind === 'developer') {
    it('a role without scopes answers 403', async () => {
      expectError(await call(server, route().method, apiPath(route().url), { token: noScopes.token }), 403, key);
    });

    it('a full-access role without the developer flag answers 403', async () => {
      expectError(await call(server, route().method, apiPath(route().url), { token: fullAccessNonDeveloper.token }), 403, key);
    });
  }

  if (known.target) {
    it("company B aiming it at company A's record answers 404 and A's records stay as they were", async () => {
      const before = await snapshot(a);
      const answer = await call(server, route().method, apiPath(route().url, a.ids[known.target!]), {
        token: b.admin.token,
        body: known.body?.(b),
      });
      expectError(answer, 404, key);
      expect(await snapshot(a)).toEqual(before);
    });
  }

  if (known.lists) {
    it("company B's answer never includes company A's rows, and includes its own", async () => {
      const method = route().method;
      const path = apiPath(route().url);
      const body = method === 'PUT' ? { searchKeyword: '', filters: [] } : undefined;
      const answer = await call(server, method, `${path}${method === 'PUT' ? '?page=1&perPage=0' : ''}`, { token: b.admin.token, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const listed = idsIn(answer.body);
      const ofA = await idsOfA(known.lists!);
      expect(ofA.length).toBeGreaterThan(0);
      expect(listed.filter((id) => ofA.includes(id))).toEqual([]);
      expect(listed).toContain(b.ids[known.lists!]);
    });
  }

  if (known.lists && key.startsWith('PUT ')) {
    it("searching company B's table for company A's names finds nothing", async () => {
      const answer = await call(server, 'PUT', `${apiPath(route().url)}?page=1&perPage=0`, {
        token: b.admin.token,
        body: { searchKeyword: a.tag, filters: [] },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.pagination.total).toBe(0);
      expect(answer.body.list).toEqual([]);
    });
  }
});

describe('tenant isolation beyond ids', () => {
  it("filtering company B's user table by company A's role finds nobody", async () => {
    const [heldByA] = await server.context.db.select({ roleId: accounts.roleId }).from(accounts).where(eq(accounts.id, a.ids.account));
    const answer = await call(server, 'PUT', '/account?page=1&perPage=0', {
      token: b.admin.token,
      body: { searchKeyword: '', filters: [{ key: 'roleId', value: heldByA.roleId }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.pagination.total).toBe(0);
  });

  it("the scope catalogue counts only the caller's company's roles", async () => {
    // Only company A's Clerk role holds SETTINGS_ROLE_GROUP_ACCESS; B's own Clerk holds it too.
    const answer = await call(server, 'GET', '/scope', { token: b.admin.token });
    expect(answer.status).toBe(200);
    const roleGroupScope = answer.body.find((s: any) => s.key === 'SETTINGS_ROLE_GROUP_ACCESS');
    expect(roleGroupScope.roleCount).toBe(1);
  });

  it("company B cannot invite into company A's role or move its user to it", async () => {
    const invite = await call(server, 'POST', '/invitation', { token: b.admin.token, body: { email: `poach-${randomBytes(3).toString('hex')}@example.ph`, roleId: a.ids.role } });
    expect(invite.status).toBe(422);
    const move = await call(server, 'PATCH', `/account/${b.ids.account}`, { token: b.admin.token, body: { roleId: a.ids.role } });
    expect(move.status).toBe(422);
    const moveLevel = await call(server, 'PATCH', `/account/${b.ids.account}`, { token: b.admin.token, body: { roleId: b.ids.role, userLevelId: a.ids.userLevel } });
    expect(moveLevel.status).toBe(422);
    const group = await call(server, 'POST', '/role', { token: b.admin.token, body: { name: 'Poacher', roleGroupId: a.ids.roleGroup } });
    expect(group.status).toBe(422);
  });
});
