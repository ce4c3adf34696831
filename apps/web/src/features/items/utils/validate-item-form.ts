import { simpleItemRequest, usableTiers, variationItemRequest } from '@haligi/shared';
import { buildSimplePayload, buildVariationPayload, type ItemFormValues, type ItemKind } from './item-form-values';

export const ITEM_FIELD_LABELS: Record<string, string> = {
  name: 'Item Name',
  sku: 'SKU',
  description: 'Description',
  estimatedBuyingPrice: 'Estimated Buying Price',
  sellingPrice: 'Selling Price',
  size: 'Size',
  uom: 'Unit of Measure',
  tags: 'Tags',
  minimumStockLevel: 'Minimum Stock Level',
  maximumStockLevel: 'Maximum Stock Level',
  tiers: 'Tiers',
  variants: 'Variations',
};

const VARIANT_LABELS: Record<string, string> = { ...ITEM_FIELD_LABELS, name: 'Name' };

export type ItemFormErrors = Partial<Record<string, string>>;

/**
 * The item dialog's checks (DECISIONS, Items: name and uom required, prices and stock levels >= 0,
 * maximum stock >= minimum): the shared request schema on the payload the dialog would send, each
 * problem under its field with its label. Variation rows report as "Row 2 SKU is required".
 */
export function validateItemForm(values: ItemFormValues, kind: ItemKind, isEditing: boolean): ItemFormErrors {
  const errors: ItemFormErrors = {};
  if (!values.name.trim()) errors.name = `${ITEM_FIELD_LABELS.name} is required`;
  if (!values.sku.trim()) errors.sku = `${ITEM_FIELD_LABELS.sku} is required`;
  if (kind === 'variation' && usableTiers(values.tiers).length === 0) {
    errors.tiers = 'Add at least one tier with a name and an attribute';
  }
  const result =
    kind === 'simple'
      ? simpleItemRequest.safeParse(buildSimplePayload(values))
      : variationItemRequest.safeParse(buildVariationPayload(values, isEditing));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [field, index, subField] = issue.path.map(String);
      if (errors[field]) continue;
      if (field === 'variants' && index !== undefined && subField !== undefined) {
        errors.variants = `Row ${Number(index) + 1} ${VARIANT_LABELS[subField] ?? subField} ${issue.message}`;
      } else if (field !== 'tiers' || !errors.tiers) {
        errors[field] = `${ITEM_FIELD_LABELS[field] ?? field} ${issue.message}`;
      }
    }
  }
  if (kind === 'variation' && !errors.variants) {
    const duplicate = findDuplicateSku([values.sku, ...buildVariationPayload(values, isEditing).variants.map((v) => v.sku)]);
    if (duplicate) errors.variants = `SKU ${duplicate} is used more than once`;
  }
  return errors;
}

/** The first SKU that appears twice, ignoring case (SKUs are unique per company regardless of case). */
export function findDuplicateSku(skus: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const sku of skus) {
    const key = sku.trim().toUpperCase();
    if (!key) continue;
    if (seen.has(key)) return sku.trim();
    seen.add(key);
  }
  return null;
}
