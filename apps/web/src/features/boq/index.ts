export { BoqDialog, type BoqDialogProps } from './components/boq-dialog';
export { PurchaseRequestDialog, type PurchaseRequestDialogProps } from './components/purchase-request-dialog';
