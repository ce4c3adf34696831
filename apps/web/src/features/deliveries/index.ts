import type { ComponentType } from 'react';
import { CanceledDeliveriesPage, DoneDeliveriesPage, PendingDeliveriesPage, TruckLoadPage } from './pages/deliveries-pages';

/** The delivery screens by route name (asset/deliveries/*). */
export const DELIVERIES_PAGES: Record<string, ComponentType> = {
  member_asset_deliveries_pending: PendingDeliveriesPage,
  member_asset_deliveries_truck_load: TruckLoadPage,
  member_asset_deliveries_done: DoneDeliveriesPage,
  member_asset_deliveries_canceled: CanceledDeliveriesPage,
};
