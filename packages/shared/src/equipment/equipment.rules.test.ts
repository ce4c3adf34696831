import { describe, expect, it } from 'vitest';
import { equipmentRequest, jobOrderIssueRequest, jobOrderLaborRequest, meterRequest, updateEquipmentRequest } from './equipment.schemas';
import { issuedPartCost, jobOrderCancelable, jobOrderOpen, jobOrderOpenForWork, jobOrderTotal, laborAmount, meterReadingAllowed, placementValid, statusAfterRepair } from './equipment.rules';

describe('equipment rules', () => {
  it('a unit is at a project or a warehouse, never both', () => {
    expect(placementValid({ projectId: 1, warehouseId: null })).toBe(true);
    expect(placementValid({ projectId: null, warehouseId: 2 })).toBe(true);
    expect(placementValid({ projectId: null, warehouseId: null })).toBe(true);
    expect(placementValid({ projectId: 1, warehouseId: 2 })).toBe(false);
  });

  it('a meter never goes down', () => {
    expect(meterReadingAllowed('120.5', '120.5')).toBe(true);
    expect(meterReadingAllowed('120.5', '121')).toBe(true);
    expect(meterReadingAllowed('120.5', '120.4999')).toBe(false);
  });

  it('job orders take work while approved or in progress, and cancel only while open', () => {
    const all = ['FOR_APPROVAL', 'RETURNED', 'APPROVED', 'IN_PROGRESS', 'DONE', 'REJECTED', 'CANCELED'];
    expect(all.filter(jobOrderOpenForWork)).toEqual(['APPROVED', 'IN_PROGRESS']);
    expect(all.filter(jobOrderCancelable)).toEqual(['FOR_APPROVAL', 'RETURNED', 'APPROVED']);
    expect(all.filter(jobOrderOpen)).toEqual(['FOR_APPROVAL', 'RETURNED', 'APPROVED', 'IN_PROGRESS']);
  });

  it('a repaired unit is in use when assigned to a project, else available', () => {
    expect(statusAfterRepair({ projectId: 4 })).toBe('IN_USE');
    expect(statusAfterRepair({ projectId: null })).toBe('AVAILABLE');
  });

  it('labour and totals are exact decimals', () => {
    expect(laborAmount('2.5', '333.33')).toBe('833.33');
    expect(laborAmount('0.1', '0.3')).toBe('0.03');
    expect(jobOrderTotal('0.1', '0.2')).toBe('0.30');
  });

  it("an issued part costs the ledger's value when the stock has one, else quantity x estimated buying price", () => {
    expect(issuedPartCost({ quantity: 2, ledgerCost: '-450.5', estimatedBuyingPrice: '100' })).toBe('450.50');
    expect(issuedPartCost({ quantity: 3, ledgerCost: '0', estimatedBuyingPrice: '99.99' })).toBe('299.97');
  });
});

describe('equipment schemas', () => {
  it('lists every field problem of a unit', () => {
    const parsed = equipmentRequest.safeParse({ code: '', name: '', status: 'LOST', meterType: 'MILES', meterReading: -1 });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['code', 'meterReading', 'meterType', 'name', 'status']);
  });

  it('fills defaults on create and leaves a PATCH to the fields it names', () => {
    expect(equipmentRequest.parse({ code: 'EX-01', name: 'Excavator' })).toMatchObject({ status: 'AVAILABLE', meterType: 'HOURS', meterReading: 0, type: '' });
    expect(updateEquipmentRequest.parse({ id: 3, name: 'Backhoe' })).toEqual({ id: 3, name: 'Backhoe' });
  });

  it('checks meter, issue and labour input', () => {
    expect(meterRequest.safeParse({ reading: '12.12345' }).success).toBe(false);
    expect(jobOrderIssueRequest.safeParse({ warehouseId: 1, lines: [] }).success).toBe(false);
    expect(jobOrderIssueRequest.safeParse({ warehouseId: 1, lines: [{ itemId: 2, quantity: 0 }] }).success).toBe(false);
    expect(jobOrderLaborRequest.safeParse({ description: 'Mechanic', hours: 0, rate: 100 }).success).toBe(false);
    expect(jobOrderLaborRequest.parse({ description: 'Mechanic', hours: '1.5', rate: '450' })).toEqual({ description: 'Mechanic', hours: 1.5, rate: 450 });
  });
});
