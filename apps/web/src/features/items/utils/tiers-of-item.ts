import { usableTiers, type Tier } from '@haligi/shared';
import type { ItemAnswer } from '../api/item-types';

/**
 * An item's tiers: its `tiers` when answered, else read from its variations (each with a tier
 * name and its attributes, the list view's shape) or from the variants' variation maps.
 */
export function tiersOfItem(item: Pick<ItemAnswer, 'tiers' | 'variations'>): Tier[] {
  if (item.tiers?.length) return usableTiers(item.tiers);
  const variations = item.variations ?? [];
  const byName = variations.filter((v) => v.itemTierAttribute?.length && !v.variation);
  if (byName.length) return usableTiers(byName.map((v) => ({ key: v.name, attributes: v.itemTierAttribute!.map((a) => a.attributeKey) })));
  const tiers = new Map<string, string[]>();
  for (const variant of variations) {
    for (const [key, attribute] of Object.entries(variant.variation ?? {})) {
      const attributes = tiers.get(key) ?? [];
      if (!attributes.includes(attribute)) attributes.push(attribute);
      tiers.set(key, attributes);
    }
  }
  return usableTiers([...tiers].map(([key, attributes]) => ({ key, attributes })));
}
