/** Quantities read the same on every screen: the shared rule (packages/shared/src/format/quantity.ts). */
export { formatQuantity } from '@haligi/shared';
