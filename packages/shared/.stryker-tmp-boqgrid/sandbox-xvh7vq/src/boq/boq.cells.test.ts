// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { boqCellUpdate, boqCellValue } from './boq.cells';

const row = { quantity: '3', materialUnitCost: '333.33', laborUnitCost: '999', laborPercentageCost: '12.5', profitMarginPercentage: '10' };

describe('inline BOQ cells', () => {
  it('the labour cell opens on the effective labour unit cost when Labor % is above 0', () => {
    expect(boqCellValue(row, 'laborUnitCost')).toBe('41.6663');
    expect(boqCellValue({ ...row, laborPercentageCost: '0' }, 'laborUnitCost')).toBe('999');
    expect(boqCellValue(row, 'materialUnitCost')).toBe('333.33');
    expect(boqCellValue({ ...row, quantity: '1000.0000' }, 'quantity')).toBe('1000');
  });
  it('typing a labour unit cost over a Labor % sets the cost and clears the percentage', () => {
    expect(boqCellUpdate(row, 'laborUnitCost', '50')).toEqual({ laborUnitCost: '50', laborPercentageCost: '0' });
    expect(boqCellUpdate({ ...row, laborPercentageCost: '0' }, 'laborUnitCost', '50')).toEqual({ laborUnitCost: '50' });
    // The value shown, unchanged: nothing is sent (not the stored 999).
    expect(boqCellUpdate(row, 'laborUnitCost', '41.6663')).toBeNull();
  });
  it('keeps decimals as typed; skips unchanged, empty and unreadable text', () => {
    expect(boqCellUpdate(row, 'materialUnitCost', '0.125')).toEqual({ materialUnitCost: '0.125' });
    expect(boqCellUpdate(row, 'quantity', '1,000.5')).toEqual({ quantity: '1000.5' });
    expect(boqCellUpdate(row, 'quantity', '3.000')).toBeNull();
    expect(boqCellUpdate(row, 'quantity', '')).toBeNull();
    expect(boqCellUpdate(row, 'quantity', 'abc')).toBeNull();
    expect(boqCellUpdate(row, 'quantity', '-1')).toBeNull();
    expect(boqCellUpdate(row, 'quantity', '.')).toBeNull();
  });
});
