import {
  equipmentPartParams,
  equipmentPartRequest,
  equipmentRequest,
  jobOrderCancelRequest,
  jobOrderCompleteRequest,
  jobOrderIssueRequest,
  jobOrderLaborRequest,
  jobOrderRequest,
  meterRequest,
  updateEquipmentRequest,
} from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { fileAnswer, idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, idParam } from '../../http/table';
import { EquipmentService } from './equipment.service';
import { JobOrdersService, registerJobOrderApprovals } from './job-orders.service';

const LIST = { scope: 'ASSET_EQUIPMENT_LIST_ACCESS' } as const;
const PARTS = { scope: 'ASSET_EQUIPMENT_PARTS_ACCESS' } as const;
const JOB_ORDERS = { scope: 'ASSET_EQUIPMENT_JOBORDERS_ACCESS' } as const;
/** The unit reads and the select list serve all three screens (the parts and job-order screens pick a unit). */
const UNIT_READS = { scope: ['ASSET_EQUIPMENT_LIST_ACCESS', 'ASSET_EQUIPMENT_PARTS_ACCESS', 'ASSET_EQUIPMENT_JOBORDERS_ACCESS'] } as const;
/** Spare parts of a unit: kept from the list's detail drawer and from the parts screen. */
const PART_WRITES = { scope: ['ASSET_EQUIPMENT_PARTS_ACCESS', 'ASSET_EQUIPMENT_LIST_ACCESS'] } as const;

type IdParams = { Params: { id: string } };
type PartParams = { Params: { id: string; itemId: string } };
type IdQuery = { Querystring: { id?: string } };
const EQUIPMENT_TAG = 'Equipment';
const JOB_ORDER_TAG = 'Job orders';
const tags = [EQUIPMENT_TAG];
const joTags = [JOB_ORDER_TAG];

export const equipmentRoutes: ModuleRoutes = (app) => {
  const units = new EquipmentService();
  const jobOrders = new JobOrdersService();
  registerJobOrderApprovals();

  app.post('/equipment', { config: LIST, schema: { tags, summary: 'Register a unit', body: equipmentRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await units.create(tenant, account.id, parseInput(equipmentRequest, request.body)));
  });
  app.patch('/equipment', { config: LIST, schema: { tags, summary: 'Change a unit (the fields sent)', body: updateEquipmentRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return units.update(tenant, account.id, parseInput(updateEquipmentRequest, request.body));
  });
  app.get<IdQuery>('/equipment', { config: UNIT_READS, schema: { tags, summary: 'A unit with its spare parts, job orders and history', querystring: idQuery } }, async (request) =>
    units.detail(requireAuth(request).tenant, idParam(request.query.id)),
  );
  app.put('/equipment', { config: LIST, schema: tableRoute(EQUIPMENT_TAG, 'Table of equipment') }, async (request) => answerTable(units.table(requireAuth(request).tenant), request.body, request.query));
  app.delete<IdParams>('/equipment/:id', { config: LIST, schema: { tags, summary: 'Delete a unit (kept, marked deleted)', params: idParams } }, async (request) =>
    units.remove(requireAuth(request).tenant, idParam(request.params.id)),
  );
  app.post<IdParams>('/equipment/:id/meter', { config: LIST, schema: { tags, summary: 'Record a meter reading (never below the current one)', params: idParams, body: meterRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return units.recordMeter(tenant, account.id, idParam(request.params.id), parseInput(meterRequest, request.body));
  });
  app.get('/select-box/equipment-project-list', { config: LIST, schema: selectListRoute(EQUIPMENT_TAG, 'Projects a unit can be assigned to') }, async (request) =>
    units.projectList(requireAuth(request).tenant),
  );
  app.get('/select-box/equipment-list', { config: UNIT_READS, schema: selectListRoute(EQUIPMENT_TAG, 'Equipment of the company') }, async (request) => units.selectList(requireAuth(request).tenant));

  app.put('/equipment/parts', { config: PARTS, schema: tableRoute(EQUIPMENT_TAG, "Table of spare parts with the item's stock") }, async (request) =>
    answerTable(units.partsTable(requireAuth(request).tenant), request.body, request.query),
  );
  app.post<IdParams>('/equipment/:id/parts', { config: PART_WRITES, schema: { tags, summary: 'Link a stock item to a unit as a spare part', params: idParams, body: equipmentPartRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    return reply.status(201).send(await units.addPart(tenant, idParam(request.params.id), parseInput(equipmentPartRequest, request.body)));
  });
  app.delete<PartParams>('/equipment/:id/parts/:itemId', { config: PART_WRITES, schema: { tags, summary: 'Unlink a spare part', params: equipmentPartParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    return units.removePart(tenant, idParam(request.params.id), idParam(request.params.itemId));
  });

  app.post('/job-order', { config: JOB_ORDERS, schema: { tags: joTags, summary: 'Open a job order (submitted for approval)', body: jobOrderRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await jobOrders.create(tenant, account.id, parseInput(jobOrderRequest, request.body)));
  });
  app.get<IdQuery>('/job-order', { config: JOB_ORDERS, schema: { tags: joTags, summary: 'A job order with its parts issued, labour and totals', querystring: idQuery } }, async (request) =>
    jobOrders.detail(requireAuth(request).tenant, idParam(request.query.id)),
  );
  app.get<IdParams>('/job-order/:id/pdf', { config: JOB_ORDERS, schema: { tags: joTags, summary: 'A job order as PDF', params: idParams, response: fileAnswer('application/pdf', 'The job order') } }, async (request, reply) => {
    const { code, pdf } = await jobOrders.pdf(requireAuth(request).tenant, idParam(request.params.id));
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${code}.pdf"`).send(pdf);
  });
  app.put('/job-order', { config: JOB_ORDERS, schema: tableRoute(JOB_ORDER_TAG, 'Table of job orders') }, async (request) => answerTable(jobOrders.table(requireAuth(request).tenant), request.body, request.query));
  app.post<IdParams>('/job-order/:id/submit', { config: JOB_ORDERS, schema: { tags: joTags, summary: 'Submit a returned job order for approval again', params: idParams } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return jobOrders.submit(tenant, account.id, idParam(request.params.id));
  });
  app.post<IdParams>('/job-order/:id/issue-parts', { config: JOB_ORDERS, schema: { tags: joTags, summary: 'Issue parts from stock to an approved job order', params: idParams, body: jobOrderIssueRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await jobOrders.issueParts(tenant, account.id, idParam(request.params.id), parseInput(jobOrderIssueRequest, request.body)));
  });
  app.post<IdParams>('/job-order/:id/labor', { config: JOB_ORDERS, schema: { tags: joTags, summary: 'Add labour to a job order', params: idParams, body: jobOrderLaborRequest } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await jobOrders.addLabor(tenant, account.id, idParam(request.params.id), parseInput(jobOrderLaborRequest, request.body)));
  });
  app.post<IdParams>('/job-order/:id/complete', { config: JOB_ORDERS, schema: { tags: joTags, summary: 'Complete a job order (the unit is back in service)', params: idParams, body: jobOrderCompleteRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return jobOrders.complete(tenant, account.id, idParam(request.params.id), parseInput(jobOrderCompleteRequest, request.body ?? undefined));
  });
  app.post<IdParams>('/job-order/:id/cancel', { config: JOB_ORDERS, schema: { tags: joTags, summary: 'Cancel a job order with a reason (before parts are issued)', params: idParams, body: jobOrderCancelRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return jobOrders.cancel(tenant, account.id, idParam(request.params.id), parseInput(jobOrderCancelRequest, request.body ?? {}).reason);
  });
};
