import { describe, expect, it } from 'vitest';
import { describeCutoffStart, ordinal } from './payroll-labels';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [26, '26th'],
  ])('%i is %s', (day, text) => expect(ordinal(day)).toBe(text));
});

describe('describeCutoffStart: the start day in plain words', () => {
  it.each([
    ['SEMI_MONTHLY', 26, '26th–10th and 11th–25th'],
    ['SEMI_MONTHLY', 1, '1st–15th and 16th–end of month'],
    ['SEMI_MONTHLY', 11, '26th–10th and 11th–25th'],
    ['SEMI_MONTHLY', 16, '1st–15th and 16th–end of month'],
    ['SEMI_MONTHLY', 21, '21st–5th and 6th–20th'],
    ['MONTHLY', 1, 'The calendar month'],
    ['MONTHLY', 26, '26th–25th of the next month'],
    ['WEEKLY', 1, 'Weeks run Monday to Sunday'],
    ['WEEKLY', 6, 'Weeks run Saturday to Friday'],
    ['WEEKLY', 9, 'Pick a weekday 1 (Monday) to 7 (Sunday)'],
    ['SEMI_MONTHLY', 29, 'Pick a day 1 to 28'],
    ['SEMI_MONTHLY', 0, 'Pick a day 1 to 28'],
  ] as const)('%s from day %i: %s', (frequency, day, text) => expect(describeCutoffStart(frequency, day)).toBe(text));
});

import { lineQuantity } from './payslip-lines';

describe('lineQuantity', () => {
  it.each([
    [{}, ''],
    [{ quantity: '1', unit: 'DAY' as const }, '1 day'],
    [{ quantity: '2.00', unit: 'DAY' as const }, '2 days'],
    [{ quantity: '1.50', unit: 'HOUR' as const }, '1.5 hours'],
    [{ quantity: '45', unit: 'MINUTE' as const }, '45 minutes'],
    [{ quantity: '3' }, '3'],
  ])('%o reads %s', (line, text) => expect(lineQuantity(line)).toBe(text));
});
