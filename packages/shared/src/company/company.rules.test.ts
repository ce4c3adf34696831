import { describe, expect, it } from 'vitest';
import { brandShades, brandColorProblem, contrastRatio, formatTin, luminance, tinDigits, tinProblem } from './company.rules';
import { companyProfileRequest, updateCompanyProfileRequest } from './company.schemas';

describe('TIN', () => {
  it('accepts 9, 12 or 14 digits with or without dashes and spaces, and empty', () => {
    expect(tinProblem('')).toBeNull();
    expect(tinProblem('123-456-789')).toBeNull();
    expect(tinProblem('123 456 789 000')).toBeNull();
    expect(tinProblem('123-456-789-00000')).toBeNull();
    expect(tinDigits(' 123-456 789-000 ')).toBe('123456789000');
  });
  it('refuses other lengths and letters, in plain words', () => {
    expect(tinProblem('12345678')).toBe('TIN must have 9, 12 or 14 digits (###-###-###-000)');
    expect(tinProblem('1234567890')).toBe('TIN must have 9, 12 or 14 digits (###-###-###-000)');
    expect(tinProblem('1234567890123')).toBe('TIN must have 9, 12 or 14 digits (###-###-###-000)');
    expect(tinProblem('123-456-78A')).toBe('TIN must have only digits, dashes and spaces');
    expect(tinProblem('A12345678')).toBe('TIN must have only digits, dashes and spaces');
  });
  it('is shown in groups of three, the branch code last', () => {
    expect(formatTin('123456789')).toBe('123-456-789');
    expect(formatTin('123456789000')).toBe('123-456-789-000');
    expect(formatTin('12345678900000')).toBe('123-456-789-00000');
    expect(formatTin('12345')).toBe('12345');
    expect(formatTin('12345678900a')).toBe('12345678900a');
    expect(formatTin('a12345678')).toBe('a12345678');
  });
});

describe('brand colour', () => {
  it('is # and six hex digits', () => {
    expect(brandColorProblem('#1c7ed6')).toBeNull();
    expect(brandColorProblem('#1C7ED6')).toBeNull();
    expect(brandColorProblem('1c7ed6')).toBe('must be a colour like #1c7ed6');
    expect(brandColorProblem('#fff')).toBe('must be a colour like #1c7ed6');
    expect(brandColorProblem('#gggggg')).toBe('must be a colour like #1c7ed6');
  });
  it('measures luminance and contrast as WCAG does', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('gives ten shades, lightest first, the dark brand colour itself as shade 8', () => {
    const shades = brandShades('#0b7285');
    expect(shades).toHaveLength(10);
    expect(shades[8]).toBe('#0b7285');
    expect(shades[0]).toBe('#f3f8f9');
    expect(shades[9]).toBe('#095b6a');
    for (let i = 1; i < 10; i++) expect(luminance(shades[i])).toBeLessThan(luminance(shades[i - 1]));
  });
  it('darkens a light brand colour until white text reads on it at 4.5:1', () => {
    const shades = brandShades('#ffd43b');
    expect(contrastRatio(shades[8], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(brandShades('#ffffff')[8], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Darkened in 5% steps, no further than needed: half way to black.
    expect(shades[8]).toBe('#806a1e');
  });
  it('falls back to the app colour for a broken value', () => {
    expect(brandShades('red')[8]).toBe('#3b5bdb');
  });
});

describe('company profile requests', () => {
  it('keeps the TIN as digits and the colour in lower case', () => {
    const parsed = companyProfileRequest.parse({ name: ' Bayanihan ', address: 'Quezon City', tin: '123-456-789-000', brandColor: '#0B7285', logoFileId: null });
    expect(parsed).toEqual({ name: 'Bayanihan', address: 'Quezon City', tin: '123456789000', brandColor: '#0b7285', logoFileId: null });
  });
  it('lists every field problem', () => {
    const result = companyProfileRequest.safeParse({ name: '', address: 'x', tin: '12', brandColor: 'blue', logoFileId: 'a' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['brandColor', 'logoFileId', 'name', 'tin']);
  });
  it('a PATCH names any subset', () => {
    expect(updateCompanyProfileRequest.parse({ tin: '' })).toEqual({ tin: '' });
    expect(updateCompanyProfileRequest.parse({ brandColor: null })).toEqual({ brandColor: null });
  });
});
