/**
 * The company profile's rules (issue 17, decision 0064): the TIN as the BIR writes it and the brand
 * colour the app, the mails and the PDFs are drawn with. Pure functions shared by server and web.
 */
import { digitsOf, groupDigits } from '../format/digits';

/** A TIN has 9 digits, then the branch code: 3 digits (000), or 5 on the newer BIR forms (00000). */
export const TIN_LENGTHS = [9, 12, 14] as const;
const TIN_GROUPS: Record<number, readonly number[]> = { 9: [3, 3, 3], 12: [3, 3, 3, 3], 14: [3, 3, 3, 5] };

/** The digits of a TIN typed with or without dashes and spaces. */
export const tinDigits = digitsOf;

/** What is wrong with a TIN as typed, or null; empty is fine (a new company may not have it yet). */
export function tinProblem(value: string): string | null {
  const digits = tinDigits(value);
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return 'TIN must have only digits, dashes and spaces';
  if (!(TIN_LENGTHS as readonly number[]).includes(digits.length)) return 'TIN must have 9, 12 or 14 digits (###-###-###-000)';
  return null;
}

/** A stored TIN as people write it: ###-###-###, ###-###-###-###, ###-###-###-#####; anything else as stored. */
export const formatTin = (digits: string): string => groupDigits(digits, TIN_GROUPS[digits.length]);

/** The colour the app uses when the company has not chosen one (Mantine indigo 8). */
export const DEFAULT_BRAND_COLOR = '#3b5bdb';

const HEX = /^#([0-9a-f]{6})$/i;

/** What is wrong with a brand colour, or null: `#` and six hex digits. */
export function brandColorProblem(value: string): string | null {
  return HEX.test(value) ? null : 'must be a colour like #1c7ed6';
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

/** `hex` moved toward `target` (0 keeps it, 1 is the target). */
function mix(hex: string, target: readonly number[], amount: number): string {
  return toHex(channels(hex).map((c, i) => c + (target[i] - c) * amount));
}

/** WCAG relative luminance (0 black .. 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 .. 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/**
 * Ten shades for the app's primary colour (Mantine's 0 lightest .. 9 darkest). The brand colour is
 * the filled shade (8) when white text reads on it at 4.5:1; a lighter brand colour is darkened
 * until it does, so buttons and links stay readable whatever the company picks.
 */
export function brandShades(hex: string): string[] {
  const base = HEX.test(hex) ? hex.toLowerCase() : DEFAULT_BRAND_COLOR;
  let filled = base;
  for (let step = 1; step <= 20 && contrastRatio(filled, '#ffffff') < 4.5; step++) filled = mix(base, [0, 0, 0], step * 0.05);
  const white = [255, 255, 255];
  const lighter = [0.95, 0.88, 0.76, 0.62, 0.48, 0.34, 0.2, 0.1].map((amount) => mix(filled, white, amount));
  return [...lighter, filled, mix(filled, [0, 0, 0], 0.2)];
}
