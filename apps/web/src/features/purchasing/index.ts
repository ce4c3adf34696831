import type { ComponentType } from 'react';
import { PurchaseOrdersPage } from './pages/purchase-orders-page';
import { PurchaseRequestsPage } from './pages/purchase-requests-page';

/** Purchase request and order screens by route name (asset/purchasing/request, asset/purchasing/order). */
export const PURCHASING_PAGES: Record<string, ComponentType> = {
  member_asset_purchasing_request: PurchaseRequestsPage,
  member_asset_purchasing_order: PurchaseOrdersPage,
};
