import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/auth';
import { idParams } from '../../http/openapi';
import { idParam } from '../../http/table';
import { mailActivities, purchaseOrderMailTarget } from './mail-timeline';

/** Whoever reads the order (as GET /purchase-order). */
const ORDER_READS = {
  scope: ['ASSET_PURCHASING_ORDER_ACCESS', 'ASSET_PURCHASING_ORDER_APPROVE_ACCESS', 'ASSET_RECEIVING_ACCESS', 'ASSET_DELIVERIES_PENDING_ACCESS', 'TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS', 'TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS'],
} as const;

/** A purchase order's timeline: the mails that mention it (leads and projects list theirs in GET /lead|project/{id}/activities). */
export function mailTimelineRoutes(app: FastifyInstance, _context: AppContext) {
  app.get<{ Params: { id: string } }>(
    '/purchase-order/:id/activities',
    { config: ORDER_READS, schema: { tags: ['Purchase orders'], summary: 'The mails that mention an order (its code or the supplier\'s address), newest first', params: idParams } },
    async (request) => {
      const { tenant } = requireAuth(request);
      return mailActivities(tenant, await purchaseOrderMailTarget(tenant, idParam(request.params.id)));
    },
  );
}
