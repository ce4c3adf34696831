/** Quick Actions' Create Task: the tasks feature's dialog, for this lead. */
export { TaskDialog, type TaskDialogProps } from '../../../tasks';
