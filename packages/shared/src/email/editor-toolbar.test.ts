import { describe, expect, it } from 'vitest';
import { EDITOR_FONT_SIZES, EDITOR_FONTS, EMAIL_EDITOR_MIN_HEIGHT_PX, editorFontOf, editorSizeOf } from './editor-toolbar';

describe('mail editor toolbar', () => {
  it('sizes 1 to 7, growing; 8 distinct fonts; at least 300 px tall', () => {
    expect(EDITOR_FONT_SIZES.map((size) => size.value)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const pixels = EDITOR_FONT_SIZES.map((size) => Number.parseInt(size.css, 10));
    expect(pixels).toEqual([...pixels].sort((a, b) => a - b));
    expect(new Set(pixels).size).toBe(7);
    expect(EDITOR_FONTS).toHaveLength(8);
    expect(new Set(EDITOR_FONTS.map((font) => font.label)).size).toBe(8);
    expect(EMAIL_EDITOR_MIN_HEIGHT_PX).toBe(300);
  });

  it('reads back the size and font the editor wrote; anything else is blank', () => {
    expect(editorSizeOf('24px')).toBe('5');
    expect(editorSizeOf('15px')).toBe('');
    expect(editorSizeOf(undefined)).toBe('');
    expect(editorFontOf('Georgia, serif')).toBe('Georgia');
    expect(editorFontOf('Comic Sans MS')).toBe('');
    expect(editorFontOf(null)).toBe('');
  });
});
