import Decimal from 'decimal.js';

/** A warehouse's holding of one item: quantity and what it cost (exact decimals). */
export interface StockHolding {
  quantity: Decimal;
  value: Decimal;
}

/** Stock values are kept to 4 decimals (numeric 18,4), like quantities. */
export const roundStockValue = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);

/** The moving average cost of a holding: value / quantity (4 decimals); 0 when nothing is held. */
export function averageCost(holding: { quantity: Decimal.Value; value: Decimal.Value }): Decimal {
  const quantity = new Decimal(holding.quantity);
  if (quantity.lessThanOrEqualTo(0)) return new Decimal(0);
  return roundStockValue(new Decimal(holding.value).dividedBy(quantity));
}

/**
 * Stock coming in at a unit cost: the value grows by quantity x unit cost (4 decimals), or by
 * `cost` when given (a transfer's receiving half carries the value its source gave up).
 * Answers the line's cost (positive) and the holding after.
 */
export function addToStock(holding: StockHolding, quantity: Decimal.Value, unitCost: Decimal.Value, cost?: Decimal.Value) {
  const moved = roundStockValue(cost ?? new Decimal(quantity).times(unitCost));
  return { cost: moved, after: { quantity: holding.quantity.plus(quantity), value: holding.value.plus(moved) } };
}

/**
 * Stock going out at the moving average: the value falls by quantity x (value / quantity
 * before), rounded to 4 decimals. Taking all that is held (or more, when negative stock is
 * allowed) takes the whole value, so an empty holding is worth exactly 0. Nothing held or a
 * negative holding has no value to take. Answers the line's cost (negative) and the holding after.
 */
export function takeFromStock(holding: StockHolding, quantity: Decimal.Value) {
  const taken = new Decimal(quantity);
  let moved: Decimal;
  if (holding.quantity.lessThanOrEqualTo(0)) moved = new Decimal(0);
  else if (taken.greaterThanOrEqualTo(holding.quantity)) moved = holding.value;
  else moved = roundStockValue(holding.value.times(taken).dividedBy(holding.quantity));
  return { cost: moved.negated(), after: { quantity: holding.quantity.minus(taken), value: holding.value.minus(moved) } };
}
