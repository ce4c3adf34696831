/** Notification rules (spec part 1 section 9). */
// @ts-nocheck

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

/**
 * How long a notice stays (spec part 2 section 9): an error (negative) notice 3000 ms, an info
 * notice 3000 ms, the notice that sample data was filled 2000 ms, any other 5000 ms.
 */
export function notifyTimeout(type: NotifyType, isSample = false): number {
  if (isSample) return NOTIFY_SAMPLE_TIMEOUT_MS;
  if (type === 'negative') return NOTIFY_ERROR_TIMEOUT_MS;
  if (type === 'info') return NOTIFY_INFO_TIMEOUT_MS;
  return NOTIFY_DEFAULT_TIMEOUT_MS;
}

/** The notice after a developer fills a dialog with sample data (title double-click). */
export const SAMPLE_NOTICE_MESSAGE = 'Sample data filled';

/** Where on the screen a notice shows: a corner, the middle of an edge, or the middle of the screen. */
export interface NotifyPlacement {
  vertical: 'top' | 'middle' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
}

/** "left", "right" and "center" are the middle of the left edge, of the right edge and of the screen. */
export function notifyPlacement(position: NotifyPosition): NotifyPlacement {
  switch (position) {
    case 'top':
      return { vertical: 'top', horizontal: 'center' };
    case 'bottom':
      return { vertical: 'bottom', horizontal: 'center' };
    case 'left':
      return { vertical: 'middle', horizontal: 'left' };
    case 'right':
      return { vertical: 'middle', horizontal: 'right' };
    case 'center':
      return { vertical: 'middle', horizontal: 'center' };
    default: {
      const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
      return { vertical, horizontal };
    }
  }
}

/** The title of the persistent dialog any failed call shows (spec part 1 section 8). */
export const ERROR_DIALOG_TITLE = 'Error';

/** A server message may be a string or a list; a list is joined with a comma and a space. */
export function formatErrorMessage(message: unknown): string {
  if (Array.isArray(message)) return message.map((m) => (typeof m === 'string' ? m : JSON.stringify(m))).join(', ');
  if (typeof message === 'string') return message;
  if (message == null) return 'Something went wrong';
  return String(message);
}
