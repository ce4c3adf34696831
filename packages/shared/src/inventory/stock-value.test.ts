import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { addToStock, averageCost, takeFromStock, type StockHolding } from './stock-value';

const holding = (quantity: string, value: string): StockHolding => ({ quantity: new Decimal(quantity), value: new Decimal(value) });
const text = (h: StockHolding) => ({ quantity: h.quantity.toFixed(4), value: h.value.toFixed(4) });

describe('moving average stock value', () => {
  it('a receipt adds quantity x unit cost', () => {
    const first = addToStock(holding('0', '0'), '100', '265.50');
    expect(first.cost.toFixed(4)).toBe('26550.0000');
    const second = addToStock(first.after, '50', '280');
    expect(second.cost.toFixed(4)).toBe('14000.0000');
    expect(text(second.after)).toEqual({ quantity: '150.0000', value: '40550.0000' });
    expect(averageCost(second.after).toFixed(4)).toBe('270.3333');
  });

  it('an issue takes quantity x the average before it, rounded to 4 decimals', () => {
    const start = holding('3', '100');
    const one = takeFromStock(start, '1');
    expect(one.cost.toFixed(4)).toBe('-33.3333');
    expect(text(one.after)).toEqual({ quantity: '2.0000', value: '66.6667' });
    const two = takeFromStock(one.after, '1');
    expect(two.cost.toFixed(4)).toBe('-33.3334');
    // The last unit takes what is left: the empty holding is worth exactly 0.
    const three = takeFromStock(two.after, '1');
    expect(three.cost.toFixed(4)).toBe('-33.3333');
    expect(text(three.after)).toEqual({ quantity: '0.0000', value: '0.0000' });
  });

  it('a fractional quantity at an average with many decimals', () => {
    const start = holding('7', '1000');
    const taken = takeFromStock(start, '2.5');
    expect(taken.cost.toFixed(4)).toBe('-357.1429');
    expect(text(taken.after)).toEqual({ quantity: '4.5000', value: '642.8571' });
  });

  it('taking more than is held (negative stock allowed) takes the whole value; nothing held has none to take', () => {
    const over = takeFromStock(holding('2', '50'), '5');
    expect(over.cost.toFixed(4)).toBe('-50.0000');
    expect(text(over.after)).toEqual({ quantity: '-3.0000', value: '0.0000' });
    const none = takeFromStock(over.after, '1');
    expect(none.cost.toFixed(4)).toBe('0.0000');
    expect(text(none.after)).toEqual({ quantity: '-4.0000', value: '0.0000' });
  });

  it('a given cost (a transfer in) is carried as is', () => {
    const into = addToStock(holding('1', '10'), '3', '0', '71.4286');
    expect(into.cost.toFixed(4)).toBe('71.4286');
    expect(text(into.after)).toEqual({ quantity: '4.0000', value: '81.4286' });
  });

  it('the average of nothing (or of a negative holding) is 0', () => {
    expect(averageCost({ quantity: '0', value: '0' }).toFixed(4)).toBe('0.0000');
    expect(averageCost({ quantity: '-2', value: '0' }).toFixed(4)).toBe('0.0000');
    expect(averageCost({ quantity: '3', value: '1000' }).toFixed(4)).toBe('333.3333');
  });
});
