/** The generic dialog shell's sizes and units (spec part 2 sections 2, 5, 9). */
// @ts-nocheck

export const DIALOG_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'full'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];
export const DIALOG_DEFAULT_MIN_WIDTH = '600px';
export const DIALOG_FULLSCREEN_BREAKPOINT = 'md';

const DIMENSION = /^(auto|\d+(\.\d+)?(px|%|vw|vh|rem|em))$/;

/** Width and height are a number with a unit (px, %, vw, vh, rem, em) or auto. */
export function isValidDialogDimension(value: string): boolean {
  return DIMENSION.test(value.trim());
}

export function isDialogSize(value: string): value is DialogSize {
  return (DIALOG_SIZES as readonly string[]).includes(value);
}

/**
 * Closing a dialog with changes (outside click, Escape, the close button, Cancel) asks first; a
 * dialog without changes, or one that just saved, closes at once.
 */
export const DISCARD_CHANGES = {
  title: 'Discard changes?',
  message: 'What you entered in this dialog has not been saved.',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
} as const;
