// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  addTag,
  addTagsFromInput,
  buildVariants,
  capitalize,
  usableTiers,
  variationMap,
  showVariationTable,
  skuFromName,
  tierCombinations,
  toNumber,
  variantDescription,
  variantName,
  variantSku,
  variationKey,
} from './item.rules';

describe('item rules (spec part 2 section 5)', () => {
  it('SKU is the name upper-cased with whitespace replaced by hyphens', () => {
    expect(skuFromName('Deformed bar  grade 40')).toBe('DEFORMED-BAR-GRADE-40');
    expect(skuFromName('  cement ')).toBe('CEMENT');
  });

  it('variations are the cartesian product of all tiers, in tier order', () => {
    const combos = tierCombinations([
      { key: 'Size', attributes: ['10mm', '12mm'] },
      { key: 'Grade', attributes: ['33', '40', '60'] },
    ]);
    expect(combos).toHaveLength(6);
    expect(combos[0]).toEqual(['10mm', '33']);
    expect(combos[5]).toEqual(['12mm', '60']);
  });

  it('ignores tiers with no key or no attributes and blank attributes', () => {
    expect(tierCombinations([{ key: 'Size', attributes: [' ', 'S'] }, { key: '', attributes: ['x'] }, { key: 'C', attributes: [] }])).toEqual([['S']]);
    expect(tierCombinations([])).toEqual([]);
  });

  it('variant name adds the capitalised attributes; SKU the upper-cased ones; description is parent - name', () => {
    expect(variantName('Deformed Bar', ['10mm', 'grade 40'])).toBe('Deformed Bar 10mm Grade 40');
    expect(variantSku('Deformed Bar', ['10mm', 'grade 40'])).toBe('DEFORMED-BAR-10MM-GRADE-40');
    expect(variantDescription('Deformed Bar', 'Deformed Bar 10mm')).toBe('Deformed Bar - Deformed Bar 10mm');
  });

  it('builds one variant per combination with its variation map', () => {
    const variants = buildVariants('Paint', [{ key: 'Color', attributes: ['red', 'blue'] }, { key: 'Size', attributes: ['1L'] }]);
    expect(variants.map((v) => v.sku)).toEqual(['PAINT-RED-1L', 'PAINT-BLUE-1L']);
    expect(variants[1]).toMatchObject({ name: 'Paint Blue 1L', description: 'Paint - Paint Blue 1L', variation: { Color: 'blue', Size: '1L' } });
  });

  it('variation table shows only with a name and at least one tier', () => {
    expect(showVariationTable('', [{ key: 'Size', attributes: ['S'] }])).toBe(false);
    expect(showVariationTable('Shirt', [])).toBe(false);
    expect(showVariationTable('Shirt', [{ key: 'Size', attributes: ['S'] }])).toBe(true);
  });

  it('variation key is stable in tier order', () => {
    const tiers = [{ key: 'A', attributes: ['1'] }, { key: 'B', attributes: ['2'] }];
    expect(variationKey(tiers, { B: '2', A: '1' })).toBe('A=1|B=2');
  });

  it('tags are upper-cased and not added when an existing tag contains the text', () => {
    expect(addTag([], 'cement')).toEqual(['CEMENT']);
    expect(addTag(['PORTLAND CEMENT'], 'cement')).toEqual(['PORTLAND CEMENT']);
    expect(addTag(['CEMENT'], 'portland cement')).toEqual(['CEMENT', 'PORTLAND CEMENT']);
    expect(addTag(['A'], '  ')).toEqual(['A']);
    expect(addTagsFromInput([], 'sand, gravel ,sand')).toEqual(['SAND', 'GRAVEL']);
  });

  it('numeric fields convert to numbers on save', () => {
    expect(toNumber('12.50')).toBe(12.5);
    expect(toNumber('1,200')).toBe(1200);
    expect(toNumber('')).toBe(0);
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(7)).toBe(7);
  });
});

describe('item rules: edges', () => {
  it('adds typed tags to existing ones, upper-cased, skipping any an existing tag contains', () => {
    expect(addTagsFromInput(['CEMENT'], 'sand, gravel')).toEqual(['CEMENT', 'SAND', 'GRAVEL']);
    expect(addTagsFromInput(['CEMENT', 'SAND'], 'ment,, rock')).toEqual(['CEMENT', 'SAND', 'ROCK']);
    const tags = ['A'];
    addTagsFromInput(tags, 'b');
    expect(tags).toEqual(['A']);
  });
  it('trims names, keys and attributes before using them', () => {
    expect(capitalize('  grade 40 ')).toBe('Grade 40');
    expect(variantName('  Rebar ', [' 10mm'])).toBe('Rebar 10mm');
    expect(variantDescription('  Rebar ', 'Rebar 10mm')).toBe('Rebar - Rebar 10mm');
    expect(usableTiers([{ key: ' Size ', attributes: [' 10mm ', '  '] }])).toEqual([{ key: 'Size', attributes: ['10mm'] }]);
    expect(showVariationTable('   ', [{ key: 'Size', attributes: ['10mm'] }])).toBe(false);
    expect(showVariationTable(' Rebar ', [{ key: 'Size', attributes: ['10mm'] }])).toBe(true);
  });
  it('a variation map or key without an attribute for a tier leaves it blank', () => {
    const tiers = [
      { key: 'Size', attributes: ['10mm'] },
      { key: 'Grade', attributes: ['40'] },
    ];
    expect(variationMap(tiers, ['10mm'])).toEqual({ Size: '10mm', Grade: '' });
    expect(variationKey(tiers, { Size: '10mm' })).toBe('Size=10mm|Grade=');
  });
  it('anything but a number or numeric text is 0', () => {
    for (const value of [null, undefined, true, {}, '', '   ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) expect(toNumber(value)).toBe(0);
    expect(toNumber(' 1,234.5 ')).toBe(1234.5);
  });
});
