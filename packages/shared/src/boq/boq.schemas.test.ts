import { describe, expect, it } from 'vitest';
import { z } from '../validation';
import { boqAddParams, boqEditParams, boqEnvelope, purchaseRequestPayload, qtoChangeRequest } from './boq.schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('BOQ request schemas', () => {
  it('catalogue item id 0 means no catalogue item', () => {
    expect(boqEditParams.parse({ updateId: 1, updateValue: { itemId: 0 } }).updateValue.itemId).toBeNull();
    expect(boqEditParams.parse({ updateId: 1, updateValue: { itemId: '7' } }).updateValue.itemId).toBe(7);
    const add = (insertValue: object) => boqAddParams.parse({ insertReferenceMethod: 'inside', insertReferenceId: 0, insertValue }).insertValue;
    expect(add({ description: 'Works' }).itemId).toBeNull();
    expect(add({ description: 'Works', itemId: 0 }).itemId).toBeNull();
    expect(add({ description: 'Works', itemId: 9 }).itemId).toBe(9);
  });
  it("insertValue.type is 'ITEM' or left out", () => {
    const add = (insertValue: object) => boqAddParams.safeParse({ insertReferenceMethod: 'inside', insertReferenceId: 1, insertValue });
    expect(add({ description: 'Works', type: 'ITEM' }).data?.insertValue.type).toBe('ITEM');
    expect(add({ description: 'Works' }).data?.insertValue.type).toBeUndefined();
    expect(add({ description: 'Works', type: 'SUBHEADING' }).success).toBe(false);
    expect(add({ description: 'Works', type: 'HEADING' }).success).toBe(false);
  });
  it('an edit message carries the BOQ id and its params', () => {
    const envelope = boqEnvelope(z.object({ itemId: z.number() }));
    expect(envelope.parse({ boqId: '3', params: { itemId: 4 } })).toEqual({ boqId: 3, params: { itemId: 4 } });
    expect(messages(envelope.safeParse({ boqId: 3, params: {} }))).toEqual(['params.itemId: is required']);
  });
  it('a take-off amount must be above 0', () => {
    expect(messages(qtoChangeRequest.safeParse({ key: 'k', itemId: 1, amount: 0 }))).toEqual(['amount: must be above 0']);
    expect(qtoChangeRequest.parse({ key: 'k', itemId: 1, amount: '0.5' }).amount).toBe(0.5);
  });
  it('a purchase request needs a readable delivery date', () => {
    const payload = { projectId: 1, warehouseId: 2, items: [] };
    expect(purchaseRequestPayload.parse({ ...payload, deliveryDate: '2026-11-25' }).deliveryDate).toBe('2026-11-25');
    expect(messages(purchaseRequestPayload.safeParse({ ...payload, deliveryDate: null }))).toEqual(['deliveryDate: is required']);
    expect(messages(purchaseRequestPayload.safeParse({ ...payload, deliveryDate: 'soon' }))).toEqual(['deliveryDate: is required']);
  });
});

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
