/**
 * What other features use from inventory (the item information dialog): the receipt and price
 * history dialogs and their small parts. Kept apart from index.ts so that importing them does
 * not pull in the pages (which use the item dialogs in turn).
 */
export { ReceiptDialog, type ReceiptDialogProps } from './components/receipt-dialog';
export { PaymentHistory } from './components/payment-history';
export { PriceHistoryDialog, type PriceHistoryDialogProps } from './components/price-history-dialog';
export { PriceChange } from './components/price-change';
export { QuantityText } from './components/quantity-text';
export { formatQuantity } from './utils/format-quantity';
export { INVENTORY_URLS } from './api/inventory-keys';
export { nameOf, type PriceUpdateRow, type StockRow, type SupplierItemRow, type TransactionRow } from './api/inventory-types';
