export { DialogCancelButton, DialogShell, type DialogShellProps } from './dialog-shell';
