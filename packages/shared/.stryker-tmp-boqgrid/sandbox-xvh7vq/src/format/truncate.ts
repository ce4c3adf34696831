/** Truncation lengths (spec part 1 section 9), each followed by an ellipsis. */
// @ts-nocheck

export const TRUNCATE_NOTIFICATION = 60;
export const TRUNCATE_REJECTION_REASON = 65;
export const TRUNCATE_DEFAULT = 45;

export function truncateText(text: string | null | undefined, length: number = TRUNCATE_DEFAULT): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
