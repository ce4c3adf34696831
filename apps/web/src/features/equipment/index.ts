import type { ComponentType } from 'react';
import { EquipmentListPage } from './pages/equipment-list-page';
import { EquipmentPartsPage } from './pages/equipment-parts-page';
import { JobOrdersPage } from './pages/job-orders-page';

/** Equipment screens by route name (asset/equipment/*). */
export const EQUIPMENT_PAGES: Record<string, ComponentType> = {
  member_asset_equipment_list: EquipmentListPage,
  member_asset_equipment_parts: EquipmentPartsPage,
  member_asset_equipment_joborders: JobOrdersPage,
};
