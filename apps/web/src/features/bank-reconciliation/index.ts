/** Bank reconciliation (docs/api/treasury.md "Bank reconciliation"): a component the fund account screens open. */
export { BankReconciliation, type BankReconciliationProps } from './components/bank-reconciliation';
export { BankReconciliationDrawer, type BankReconciliationDrawerProps } from './components/bank-reconciliation-drawer';
