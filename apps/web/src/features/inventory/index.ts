import type { ComponentType } from 'react';

/** Warehouse and supplier screens by route name (asset/warehouse/*, asset/purchasing/suppliers). */
export const INVENTORY_PAGES: Record<string, ComponentType> = {};
