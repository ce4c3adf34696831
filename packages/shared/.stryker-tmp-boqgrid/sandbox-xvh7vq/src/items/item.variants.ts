// @ts-nocheck
import { tierCombinations, type Tier } from './item.rules';

/**
 * Variation payload checks the server makes before saving (docs/api/items-inventory.md): tier keys
 * and attributes not repeated; every variant's `variation` names exactly the tier keys, each with
 * one of that tier's attributes; no two variants share a combination. Pure, so the dialog can show
 * the same problems before sending.
 */

/** A variation map with trimmed keys and values. */
export const normalizeVariation = (variation: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(variation).map(([k, v]) => [k.trim(), String(v).trim()]));

/** The combination as the variant's map in tier order ("Size=10mm|Grade=Grade 40"), to compare variants. */
export const combinationKey = (tiers: readonly Tier[], variation: Record<string, string>): string =>
  tiers.map((t) => `${t.key}=${variation[t.key] ?? ''}`).join('|');

/** "Size 10mm, Grade Grade 40": a combination as a person reads it. */
export const describeCombination = (tiers: readonly Tier[], variation: Record<string, string>): string =>
  tiers.map((t) => `${t.key} ${variation[t.key] ?? ''}`).join(', ');

/** Every combination the tiers produce, as keys. */
export const combinationKeys = (tiers: readonly Tier[]): Set<string> =>
  new Set(tierCombinations(tiers).map((attrs) => combinationKey(tiers, Object.fromEntries(tiers.map((t, i) => [t.key, attrs[i]])))));

/** Field problems ("variants.2.variation: missing Grade") of a variation payload; empty when it is sound. */
export function variationProblems(tiers: readonly Tier[], variants: readonly { variation: Record<string, string> }[]): string[] {
  const problems: string[] = [];
  const keys = new Map<string, number>();
  tiers.forEach((tier, i) => {
    const lower = tier.key.trim().toLowerCase();
    if (keys.has(lower)) problems.push(`tiers.${i}.key: ${tier.key} is repeated`);
    else keys.set(lower, i);
    const seen = new Set<string>();
    for (const attribute of tier.attributes) {
      const a = attribute.trim().toLowerCase();
      if (seen.has(a)) problems.push(`tiers.${i}.attributes: ${attribute.trim()} is repeated`);
      seen.add(a);
    }
  });
  if (problems.length) return problems;

  const combinations = new Map<string, number>();
  variants.forEach((variant, i) => {
    const variation = normalizeVariation(variant.variation);
    const own: string[] = [];
    for (const tier of tiers) {
      const value = variation[tier.key];
      if (value === undefined || value === '') own.push(`variants.${i}.variation: missing ${tier.key}`);
      else if (!tier.attributes.some((a) => a.trim() === value)) {
        own.push(`variants.${i}.variation.${tier.key}: ${value} is not an attribute of ${tier.key}`);
      }
    }
    for (const key of Object.keys(variation)) {
      if (!tiers.some((t) => t.key === key)) own.push(`variants.${i}.variation: ${key} is not a tier of this item`);
    }
    problems.push(...own);
    if (own.length) return;
    const key = combinationKey(tiers, variation);
    const first = combinations.get(key);
    if (first !== undefined) {
      problems.push(`variants.${i}.variation: ${describeCombination(tiers, variation)} is repeated (variant ${first + 1})`);
    } else combinations.set(key, i);
  });
  return problems;
}
