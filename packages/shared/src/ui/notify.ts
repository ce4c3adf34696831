/** Notification rules (spec part 1 section 9). */
export const NOTIFY_DEFAULT_TIMEOUT_MS = 5000;
export const NOTIFY_INFO_TIMEOUT_MS = 3000;
export const NOTIFY_SAMPLE_TIMEOUT_MS = 2000;
export const NOTIFY_ERROR_TIMEOUT_MS = 3000;
export const NOTIFY_POSITIONS = [
  'top-left', 'top-right', 'bottom-left', 'bottom-right', 'top', 'bottom', 'left', 'right', 'center',
] as const;
export type NotifyPosition = (typeof NOTIFY_POSITIONS)[number];
export const NOTIFY_DEFAULT_POSITION: NotifyPosition = 'bottom';
export const NOTIFY_TYPES = ['positive', 'negative', 'warning', 'info', 'ongoing'] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number];

/** The title of the persistent dialog any failed call shows (spec part 1 section 8). */
export const ERROR_DIALOG_TITLE = 'Error';

/** A server message may be a string or a list; a list is joined with a comma and a space. */
export function formatErrorMessage(message: unknown): string {
  if (Array.isArray(message)) return message.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join(', ');
  if (typeof message === 'string') return message;
  if (message == null) return 'Something went wrong';
  return String(message);
}
