import { tierSchema, variantSchema, variationProblems } from '@haligi/shared';
import { z } from 'zod';

const variationParts = z.object({ tiers: z.array(tierSchema).min(1), variants: z.array(variantSchema).min(1) });

/**
 * The tiers and variants of an item with variations, checked against each other (repeated tiers,
 * a variant's attribute that is not in its tier...) even when other fields have problems, so they
 * are listed in the same 400. Tiers or variants that do not parse are the schema's to report.
 */
export function variationCheck(input: unknown): string[] {
  const parts = variationParts.safeParse(input);
  return parts.success ? variationProblems(parts.data.tiers, parts.data.variants) : [];
}
