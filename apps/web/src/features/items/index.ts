import type { ComponentType } from 'react';

/** Item catalogue screens by route name (asset/item/*). */
export const ITEMS_PAGES: Record<string, ComponentType> = {};
