import { describe, expect, it } from 'vitest';
import { boqAddParams, boqEditParams } from './boq.schemas';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('BOQ payloads', () => {
  it('unit costs, quantities and percentages take at most 4 decimal places', () => {
    expect(boqEditParams.safeParse({ updateId: 1, updateValue: { materialUnitCost: '0.1250', quantity: 1000.1234 } }).success).toBe(true);
    expect(problems(boqEditParams.safeParse({ updateId: 1, updateValue: { materialUnitCost: '0.12345', quantity: '1.00001', laborUnitCost: 0.00001, laborPercentageCost: '1.23456' } }))).toEqual([
      'updateValue.materialUnitCost: must have at most 4 decimal places',
      'updateValue.laborUnitCost: must have at most 4 decimal places',
      'updateValue.laborPercentageCost: must have at most 4 decimal places',
      'updateValue.quantity: must have at most 4 decimal places',
    ]);
    expect(problems(boqAddParams.safeParse({ insertReferenceMethod: 'inside', insertReferenceId: 0, insertValue: { description: 'x', materialUnitCost: '1.00005' } }))).toEqual([
      'insertValue.materialUnitCost: must have at most 4 decimal places',
    ]);
  });
});
