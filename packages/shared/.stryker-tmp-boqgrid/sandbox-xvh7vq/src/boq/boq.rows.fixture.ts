// @ts-nocheck
import type { BoqRowInput } from './boq.arithmetic';

/** A BOQ row for tests: every cost zero unless given; the id is the position and the key `k<id>`. */
export const boqRow = (over: Partial<BoqRowInput> & Pick<BoqRowInput, 'id' | 'type'>): BoqRowInput => ({
  parentId: null,
  position: over.id,
  key: `k${over.id}`,
  description: `row ${over.id}`,
  itemId: null,
  quantity: '0',
  quantityPurchased: '0',
  materialUnit: 'pc',
  materialUnitCost: '0',
  laborUnitCost: '0',
  laborPercentageCost: '0',
  profitMarginPercentage: '0',
  color: null,
  approvalStatus: 'NO_ITEM',
  isQuantityTakeOffItem: false,
  quantityTakeOffTotal: '0',
  ...over,
});
