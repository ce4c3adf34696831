import { purchaseRequestPayload } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { answerTable } from '../../http/table';
import { selectListRoute, tableRoute } from '../../http/openapi';
import { PurchaseRequestsService } from './purchase-requests.service';

/** Purchase requests are made from a project's BOQ (PROJECT_ACCESS) or by purchasing. */
const PURCHASE_REQUESTS = { scope: ['ASSET_PURCHASING_REQUEST_ACCESS', 'PROJECT_ACCESS'] } as const;
const TAG = 'Purchase requests';

export const purchaseRequestsRoutes: ModuleRoutes = (app, context) => {
  const service = new PurchaseRequestsService(context);

  app.post('/purchase-order/request', { config: PURCHASE_REQUESTS, schema: { tags: [TAG], summary: 'Request items of a BOQ for purchase', body: purchaseRequestPayload } }, async (request, reply) => {
    const { tenant, account } = requireAuth(request);
    return reply.status(201).send(await service.create(tenant, { id: account.id, name: `${account.firstName} ${account.lastName}`.trim() }, parseInput(purchaseRequestPayload, request.body)));
  });
  app.put('/purchase-order/request', { config: PURCHASE_REQUESTS, schema: tableRoute(TAG, 'Table of purchase requests with their lines') }, async (request) =>
    answerTable(service.table(requireAuth(request).tenant), request.body, request.query),
  );
  app.get('/select-box/project-list', { config: PURCHASE_REQUESTS, schema: selectListRoute(TAG, 'Projects with their warehouse') }, async (request) => service.projectList(requireAuth(request).tenant));
};
