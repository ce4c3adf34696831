/**
 * The mail editor's toolbar (spec part 2 section 9): alignment, text styles, lists, sizes 1 to 7,
 * 8 fonts, undo and redo; the editing area is at least 300 px tall.
 */

export const EMAIL_EDITOR_MIN_HEIGHT_PX = 300;

/** The seven sizes of HTML's `<font size>`, as CSS sizes (3 is the body text). */
export const EDITOR_FONT_SIZES = [
  { value: '1', label: '1', css: '10px' },
  { value: '2', label: '2', css: '13px' },
  { value: '3', label: '3', css: '16px' },
  { value: '4', label: '4', css: '18px' },
  { value: '5', label: '5', css: '24px' },
  { value: '6', label: '6', css: '32px' },
  { value: '7', label: '7', css: '48px' },
] as const;

/** Eight fonts every mail reader has, each with its generic fallback. */
export const EDITOR_FONTS = [
  { label: 'Arial', css: 'Arial, Helvetica, sans-serif' },
  { label: 'Arial Black', css: '"Arial Black", Gadget, sans-serif' },
  { label: 'Courier New', css: '"Courier New", Courier, monospace' },
  { label: 'Georgia', css: 'Georgia, serif' },
  { label: 'Tahoma', css: 'Tahoma, Geneva, sans-serif' },
  { label: 'Times New Roman', css: '"Times New Roman", Times, serif' },
  { label: 'Trebuchet MS', css: '"Trebuchet MS", Helvetica, sans-serif' },
  { label: 'Verdana', css: 'Verdana, Geneva, sans-serif' },
] as const;

/** The size (1-7) of a CSS font size the editor wrote, or '' for any other. */
export const editorSizeOf = (css: string | null | undefined) => EDITOR_FONT_SIZES.find((size) => size.css === css)?.value ?? '';

/** The font of a CSS font family the editor wrote, or '' for any other. */
export const editorFontOf = (css: string | null | undefined) => EDITOR_FONTS.find((font) => font.css === css)?.label ?? '';
