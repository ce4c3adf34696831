import { skuFromName, type Tier } from '@haligi/shared';
import type { ItemFormValues, ItemKind } from './item-form-values';

// Construction materials a Philippine builder stocks, so samples read like real catalogue entries.
const MATERIALS = [
  { name: 'Portland Cement', uom: 'bag', tags: ['CEMENT'], tiers: [{ key: 'Type', attributes: ['Type 1', 'Type 1P'] }, { key: 'Weight', attributes: ['40kg'] }] },
  { name: 'Deformed Bar', uom: 'pc', tags: ['REBAR', 'STEEL'], tiers: [{ key: 'Size', attributes: ['10mm', '12mm', '16mm'] }, { key: 'Grade', attributes: ['33', '40'] }] },
  { name: 'Plywood', uom: 'pc', tags: ['WOOD'], tiers: [{ key: 'Thickness', attributes: ['1/4"', '1/2"', '3/4"'] }] },
  { name: 'Hollow Block', uom: 'pc', tags: ['CHB', 'MASONRY'], tiers: [{ key: 'Size', attributes: ['4"', '6"'] }] },
  { name: 'Latex Paint', uom: 'gal', tags: ['PAINT'], tiers: [{ key: 'Color', attributes: ['White', 'Beige'] }, { key: 'Finish', attributes: ['Flat', 'Semi-gloss'] }] },
  { name: 'GI Wire', uom: 'kg', tags: ['WIRE'], tiers: [{ key: 'Gauge', attributes: ['#16', '#18'] }] },
];

/**
 * Random sample values for the item dialog (a developer aid, made locally with faker: DECISIONS,
 * development aids never call an outside service).
 */
export async function makeSampleItem(kind: ItemKind): Promise<Partial<ItemFormValues>> {
  // Loaded on demand: only developers double-click for samples.
  const { faker } = await import('@faker-js/faker');
  const material = faker.helpers.arrayElement(MATERIALS);
  const name = `${material.name} ${faker.string.alphanumeric({ length: 4, casing: 'upper' })}`;
  const cost = faker.number.float({ min: 20, max: 2500, fractionDigits: 2 });
  const minimum = faker.number.int({ min: 5, max: 50 });
  const sample: Partial<ItemFormValues> = {
    name,
    sku: skuFromName(name),
    isAutoSku: true,
    description: `${material.name} from ${faker.helpers.arrayElement(['Holcim', 'Republic', 'Steel Asia', 'Boysen', 'Eagle', 'Pag-asa Steel'])}`,
    estimatedBuyingPrice: cost,
    sellingPrice: Math.round(cost * 1.2 * 100) / 100,
    size: faker.number.int({ min: 1, max: 10 }),
    uom: material.uom,
    tags: material.tags,
    minimumStockLevel: minimum,
    maximumStockLevel: minimum * 10,
  };
  if (kind === 'variation') sample.tiers = material.tiers.map((t: Tier) => ({ key: t.key, attributes: [...t.attributes] }));
  return sample;
}
