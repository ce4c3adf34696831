/** Item catalogue constants (spec part 2 sections 2, 5 and 9). */
export const DEFAULT_UOM = 'pc';
export const QR_SIZE = 150;
export const ITEM_DIALOG_WIDTH = '700px';
export const ITEM_DIALOG_MAX_WIDTH = '80vw';
export const RECEIPT_DIALOG_WIDTH = '900px';
export const ITEM_DIALOG_TITLES = { create: 'Create Item', edit: 'Item Information' } as const;
export const ITEM_TAB_LABELS = { simple: 'Simple Item', variation: 'Variation Item' } as const;
export const ITEM_SAVE_LABELS = { create: 'Save Item', edit: 'Update Item' } as const;
/** The persistent confirmation before saving (DECISIONS: the update wording when editing). */
export const ITEM_CONFIRM_TEXTS = {
  create: 'Are you sure you want to add this new item?',
  edit: 'Are you sure you want to update this item?',
} as const;
export const NO_MEMO = 'No memo';

/** Any one of these scopes opens the catalogue (the item screens, and the choosers other modules use). */
export const ITEM_READ_SCOPES = [
  'ASSET_ITEM_SIMPLE_ACCESS',
  'ASSET_ITEM_ADVANCE_ACCESS',
  'ASSET_ITEM_DELETED_ACCESS',
  'PROJECT_ACCESS',
  'ASSET_PURCHASING_REQUEST_ACCESS',
  'ASSET_PURCHASING_ORDER_ACCESS',
  'ASSET_PURCHASING_SUPPLIERS_ACCESS',
  // Spare parts and job orders pick stock items and the warehouse they are issued from.
  'ASSET_EQUIPMENT_PARTS_ACCESS',
  'ASSET_EQUIPMENT_JOBORDERS_ACCESS',
] as const;
/** Creating, editing, deleting and importing items. */
export const ITEM_WRITE_SCOPES = ['ASSET_ITEM_SIMPLE_ACCESS', 'ASSET_ITEM_ADVANCE_ACCESS'] as const;
export const ITEM_RESTORE_SCOPES = ['ASSET_ITEM_DELETED_ACCESS'] as const;

/** Answers of the item calls (docs/api/items-inventory.md). */
export const ITEM_MESSAGES = {
  created: 'Item created successfully',
  createdWithVariations: 'Item with variations created successfully',
  updated: 'Item updated successfully',
  deleted: 'Item deleted successfully',
  restored: 'Item restored successfully',
  noVariationMatch: 'No variation matches the chosen options',
  draftVariation: 'The variation matching the chosen options is a draft: publish it before using it',
  skuExists: (sku: string) => `SKU ${sku} already exists`,
} as const;
/** Rows one import file may hold. */
export const MAX_IMPORT_ROWS = 10_000;
