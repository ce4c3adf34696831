/**
 * Item form rules of spec part 2 section 5, as pure functions the dialog and the server share.
 */
// @ts-nocheck

export interface Tier {
  key: string;
  attributes: string[];
}

/** The item name as a SKU: trimmed, upper-cased, whitespace runs replaced by one hyphen. */
export const skuFromName = (name: string): string => name.trim().toUpperCase().replace(/\s+/g, '-');

/** First letter upper-case, the rest as typed ("grade 40" -> "Grade 40"). */
export const capitalize = (text: string): string => {
  const t = text.trim();
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : t;
};

/** Tiers that count: a key and at least one non-blank attribute (blank attributes dropped). */
export const usableTiers = (tiers: readonly Tier[]): Tier[] =>
  tiers
    .map((t) => ({ key: t.key.trim(), attributes: t.attributes.map((a) => a.trim()).filter(Boolean) }))
    .filter((t) => t.key && t.attributes.length > 0);

/** The cartesian product of all tiers' attributes, in tier order: one list of attributes per variant. */
export const tierCombinations = (tiers: readonly Tier[]): string[][] =>
  usableTiers(tiers).reduce<string[][]>(
    (acc, tier) => acc.flatMap((combo) => tier.attributes.map((attr) => [...combo, attr])),
    [[]],
  ).filter((combo) => combo.length > 0);

/** Variant name: the item name plus the capitalised attributes. */
export const variantName = (itemName: string, attributes: readonly string[]): string =>
  [itemName.trim(), ...attributes.map(capitalize)].join(' ');

/** Variant SKU: the formatted item name plus the upper-cased attributes, joined by hyphens. */
export const variantSku = (itemName: string, attributes: readonly string[]): string =>
  [skuFromName(itemName), ...attributes.map(skuFromName)].join('-');

/** Variant description: the parent name, a dash and the variant name. */
export const variantDescription = (parentName: string, name: string): string => `${parentName.trim()} - ${name}`;

/** The variation table shows only when the name is filled and at least one tier exists. */
export const showVariationTable = (name: string, tiers: readonly Tier[]): boolean =>
  name.trim().length > 0 && usableTiers(tiers).length > 0;

/** The map a variant stores: tier key -> attribute. */
export const variationMap = (tiers: readonly Tier[], attributes: readonly string[]): Record<string, string> =>
  Object.fromEntries(usableTiers(tiers).map((t, i) => [t.key, attributes[i] ?? '']));

/** A stable key for a variation map, in tier order, to match variants across edits. */
export const variationKey = (tiers: readonly Tier[], variation: Record<string, string>): string =>
  usableTiers(tiers).map((t) => `${t.key}=${variation[t.key] ?? ''}`).join('|');

export interface VariantDraft {
  name: string;
  sku: string;
  description: string;
  variation: Record<string, string>;
}

/** The variants a tier set produces for an item name, in product order. */
export const buildVariants = (itemName: string, tiers: readonly Tier[]): VariantDraft[] =>
  tierCombinations(tiers).map((attrs) => {
    const name = variantName(itemName, attrs);
    return { name, sku: variantSku(itemName, attrs), description: variantDescription(itemName, name), variation: variationMap(tiers, attrs) };
  });

/**
 * Tags widget: tags are upper-cased; a tag is not added when an existing tag already contains the
 * text. Returns the new list (unchanged when nothing is added).
 */
export const addTag = (tags: readonly string[], text: string): string[] => {
  const tag = text.trim().toUpperCase();
  if (!tag || tags.some((t) => t.includes(tag))) return [...tags];
  return [...tags, tag];
};

/** A comma or blur adds a tag: split typed text on commas and add each piece. */
export const addTagsFromInput = (tags: readonly string[], input: string): string[] =>
  input.split(',').reduce<string[]>((acc, piece) => addTag(acc, piece), [...tags]);

/** Numeric fields are converted to numbers on save: '' and invalid text become 0. */
export const toNumber = (value: unknown): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
};
