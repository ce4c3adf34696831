export { DialogShell, type DialogShellProps } from './dialog-shell';
