export { BoqDialog, type BoqDialogProps } from './components/boq-dialog';
