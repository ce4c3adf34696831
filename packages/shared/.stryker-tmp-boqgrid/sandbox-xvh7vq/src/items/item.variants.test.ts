// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { buildVariants } from './item.rules';
import { combinationKey, combinationKeys, describeCombination, variationProblems } from './item.variants';

const tiers = [
  { key: 'Size', attributes: ['10mm', '12mm'] },
  { key: 'Grade', attributes: ['Grade 40', 'Grade 60'] },
];

describe('variation payload checks', () => {
  it('the variants the dialog builds pass', () => {
    expect(variationProblems(tiers, buildVariants('Deformed Bar', tiers))).toEqual([]);
  });

  it('a missing tier key, an unknown tier and an attribute outside its tier are named per variant', () => {
    expect(
      variationProblems(tiers, [
        { variation: { Size: '10mm' } },
        { variation: { Size: '12mm', Grade: 'Grade 40', Color: 'Red' } },
        { variation: { Size: '16mm', Grade: 'Grade 60' } },
      ]),
    ).toEqual([
      'variants.0.variation: missing Grade',
      'variants.1.variation: Color is not a tier of this item',
      'variants.2.variation.Size: 16mm is not an attribute of Size',
    ]);
  });

  it('two variants with one combination are refused; keys and values are compared trimmed', () => {
    expect(variationProblems(tiers, [{ variation: { Size: '10mm', Grade: 'Grade 40' } }, { variation: { ' Size': '10mm ', Grade: 'Grade 40' } }])).toEqual([
      'variants.1.variation: Size 10mm, Grade Grade 40 is repeated (variant 1)',
    ]);
  });

  it('repeated tier keys or attributes are refused first', () => {
    expect(variationProblems([{ key: 'Size', attributes: ['10mm', '10MM'] }, { key: 'size', attributes: ['x'] }], [])).toEqual([
      'tiers.0.attributes: 10MM is repeated',
      'tiers.1.key: size is repeated',
    ]);
  });

  it('combination keys follow tier order whatever the map order', () => {
    expect(combinationKey(tiers, { Grade: 'Grade 60', Size: '12mm' })).toBe('Size=12mm|Grade=Grade 60');
    expect([...combinationKeys(tiers)]).toEqual([
      'Size=10mm|Grade=Grade 40',
      'Size=10mm|Grade=Grade 60',
      'Size=12mm|Grade=Grade 40',
      'Size=12mm|Grade=Grade 60',
    ]);
  });
});

describe('variation problems: edges', () => {
  const tiers = [
    { key: 'Size', attributes: [' 10mm', '12mm'] },
    { key: 'Grade', attributes: ['40'] },
  ];
  it('tier keys and attributes repeat regardless of case and spaces; tier problems come alone', () => {
    expect(
      variationProblems(
        [
          { key: 'Size', attributes: ['10mm', ' 10MM '] },
          { key: ' size', attributes: ['a'] },
        ],
        [{ variation: {} }],
      ),
    ).toEqual(['tiers.0.attributes: 10MM is repeated', 'tiers.1.key:  size is repeated']);
  });
  it('an empty value is missing; attributes compare trimmed', () => {
    expect(variationProblems(tiers, [{ variation: { Size: '10mm', Grade: '40' } }])).toEqual([]);
    expect(variationProblems(tiers, [{ variation: { Size: ' ', Grade: '40' } }])).toEqual(['variants.0.variation: missing Size']);
  });
  it('a variant with its own problem is not also reported as a repeat', () => {
    expect(
      variationProblems(tiers, [{ variation: { Size: '10mm', Grade: '40' } }, { variation: { Size: '10mm', Grade: '40', Color: 'red' } }]),
    ).toEqual(['variants.1.variation: Color is not a tier of this item']);
  });
  it('a combination with a missing value keys and reads with a blank', () => {
    expect(combinationKey(tiers, { Size: '10mm' })).toBe('Size=10mm|Grade=');
    expect(describeCombination(tiers, { Size: '10mm' })).toBe('Size 10mm, Grade ');
  });
});
