import type { ComponentType } from 'react';
import { SuppliersPage } from './pages/suppliers-page';
import { CompanyWarehousesPage, InTransitWarehousesPage, ProjectWarehousesPage, TemporaryWarehousesPage } from './pages/warehouses-page';

/** Warehouse and supplier screens by route name (asset/warehouse/*, asset/purchasing/suppliers). */
export const INVENTORY_PAGES: Record<string, ComponentType> = {
  member_asset_warehouse_company: CompanyWarehousesPage,
  member_asset_warehouse_project: ProjectWarehousesPage,
  member_asset_warehouse_intransit: InTransitWarehousesPage,
  member_asset_warehouse_temporary: TemporaryWarehousesPage,
  member_asset_purchasing_suppliers: SuppliersPage,
};

export * from './dialogs';
