import { receivePurchaseOrderRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { idParams } from '../../http/openapi';
import { idParam } from '../../http/table';
import { ReceivingService } from './receiving.service';

/** Receiving purchase orders into a warehouse: ASSET_RECEIVING_ACCESS, and the warehouse kind's scope (checked by the service). */
const RECEIVING = { scope: ['ASSET_RECEIVING_ACCESS'] } as const;
const tags = ['Receiving'];

export const receivingRoutes: ModuleRoutes = (app) => {
  const service = new ReceivingService();

  app.post<{ Params: { id: string } }>(
    '/purchase-order/:id/receive',
    { config: RECEIVING, schema: { tags, summary: "Receive a purchase order's goods into a warehouse (a PURCHASE_ORDER receipt)", params: idParams, body: receivePurchaseOrderRequest } },
    async (request, reply) => {
      const { tenant, account } = requireAuth(request);
      const id = idParam(request.params.id);
      return reply.status(201).send(await service.receive(tenant, account, id, parseInput(receivePurchaseOrderRequest, request.body)));
    },
  );
};
