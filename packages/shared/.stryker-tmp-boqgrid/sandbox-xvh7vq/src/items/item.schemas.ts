// @ts-nocheck
import { z } from 'zod';
import { pesoAmount } from '../leads/lead.schemas';
import { DEFAULT_UOM } from './item.constants';
import { numberFrom, recordId, text, whenFieldsPass } from '../validation';

const id = recordId();
/** Sizes and stock levels: numbers >= 0 with at most 4 decimals. */
export const quantityAmount = numberFrom(z.number().min(0, 'must be at least 0').max(99_999_999_999_999, 'is too large'));
const trimmed = (max: number) => text().trim().max(max);
const tags = z.array(text().trim().min(1).max(60).transform((t) => t.toUpperCase())).max(50).optional().default([]);
const uom = text()
  .trim()
  .max(20)
  .optional()
  .nullable()
  .transform((v) => (v ? v : DEFAULT_UOM));

export const tierSchema = z.object({
  key: text().trim().min(1, 'is required').max(60),
  attributes: z.array(text().trim().min(1).max(60)).min(1, 'needs at least one attribute').max(50),
});

const stockLevels = {
  minimumStockLevel: quantityAmount.optional().default(0),
  maximumStockLevel: quantityAmount.optional().default(0),
};
const maxAboveMin = (v: { minimumStockLevel: number; maximumStockLevel: number }) =>
  v.maximumStockLevel === 0 || v.maximumStockLevel >= v.minimumStockLevel;
/** Checked whenever both levels are numbers, so it is listed beside any other field's problem. */
const maxAboveMinIssue = {
  message: 'must be at least the minimum stock level',
  path: ['maximumStockLevel'],
  when: whenFieldsPass('minimumStockLevel', 'maximumStockLevel'),
};

/** POST /items: the simple item payload (spec part 2 section 3). */
export const simpleItemRequest = z
  .object({
    name: text().trim().min(1, 'is required').max(200),
    sku: text().trim().min(1, 'is required').max(100),
    description: trimmed(2000).optional().default(''),
    estimatedBuyingPrice: pesoAmount.optional().default(0),
    sellingPrice: pesoAmount.optional().default(0),
    size: quantityAmount.optional().default(0),
    uom,
    tags,
    tiers: z.array(tierSchema).max(0, 'a simple item has no tiers').optional().default([]),
    isDraft: z.boolean().optional().default(false),
    ...stockLevels,
  })
  .refine(maxAboveMin, maxAboveMinIssue);
export type SimpleItemRequest = z.infer<typeof simpleItemRequest>;
export const updateSimpleItemRequest = simpleItemRequest.and(z.object({ id }));

export const variantSchema = z
  .object({
    id: id.optional(),
    name: text().trim().min(1, 'is required').max(300),
    sku: text().trim().min(1, 'is required').max(100),
    description: trimmed(2000).optional().default(''),
    estimatedBuyingPrice: pesoAmount.optional(),
    sellingPrice: pesoAmount.optional(),
    size: quantityAmount.optional(),
    isDraft: z.boolean().optional(),
    variation: z.record(text(), text().trim().min(1)),
    minimumStockLevel: quantityAmount.optional(),
    maximumStockLevel: quantityAmount.optional(),
  });
export type VariantRequest = z.infer<typeof variantSchema>;

/** POST /items/withVariants and POST /items/update-variation-item/{id}. */
export const variationItemRequest = z
  .object({
    name: text().trim().min(1, 'is required').max(200),
    sku: text().trim().min(1, 'is required').max(100),
    description: trimmed(2000).optional().default(''),
    size: quantityAmount.optional().default(0),
    isDraft: z.boolean().optional().default(false),
    tags,
    tiers: z.array(tierSchema).min(1, 'needs at least one tier').max(5),
    sellingPrice: pesoAmount.optional().default(0),
    uom,
    variants: z.array(variantSchema).min(1, 'needs at least one variant').max(1000),
    ...stockLevels,
  })
  .refine(maxAboveMin, maxAboveMinIssue);
export type VariationItemRequest = z.infer<typeof variationItemRequest>;

/**
 * POST /items/get-variation-item: the parent and the chosen attributes (a tier map or the list in
 * tier order). `publishedOnly`: the item pickers of stock, purchase requests and the BOQ, where a
 * draft variation is refused, ask for published variations only.
 */
export const getVariationItemRequest = z.object({
  itemId: id,
  variations: z.union([z.record(text(), text()), z.array(text())]),
  publishedOnly: z.boolean().optional().default(false),
});

/** One row of an items import file (columns named like the table export). */
export const itemImportRow = z
  .object({
    name: text().trim().min(1, 'is required').max(200),
    sku: text().trim().min(1, 'is required').max(100),
    description: trimmed(2000).optional().default(''),
    uom,
    size: quantityAmount.optional().default(0),
    estimatedBuyingPrice: pesoAmount.optional().default(0),
    sellingPrice: pesoAmount.optional().default(0),
    minimumStockLevel: quantityAmount.optional().default(0),
    maximumStockLevel: quantityAmount.optional().default(0),
    tags: z
      .union([text(), z.array(text())])
      .optional()
      .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((t) => t.trim().toUpperCase()).filter(Boolean)),
  })
  .refine(maxAboveMin, maxAboveMinIssue);
/** Import file columns, in order, as the export writes them. */
export const ITEM_IMPORT_COLUMNS = [
  { key: 'sku', header: 'SKU' },
  { key: 'name', header: 'Item Name' },
  { key: 'description', header: 'Description' },
  { key: 'uom', header: 'UOM' },
  { key: 'size', header: 'Size' },
  { key: 'estimatedBuyingPrice', header: 'Estimated Cost' },
  { key: 'sellingPrice', header: 'Selling Price' },
  { key: 'minimumStockLevel', header: 'Minimum Stock' },
  { key: 'maximumStockLevel', header: 'Maximum Stock' },
  { key: 'tags', header: 'Tags' },
] as const;
