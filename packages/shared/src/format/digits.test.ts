import { describe, expect, it } from 'vitest';
import { digitsOf, groupDigits } from './digits';

describe('digits', () => {
  it('drops dashes and spaces only', () => {
    expect(digitsOf(' 34-1234567 8 ')).toBe('3412345678');
    expect(digitsOf('12a-3')).toBe('12a3');
  });
  it('groups digits by the sizes given, and leaves anything else as it is', () => {
    expect(groupDigits('123456789', [3, 3, 3])).toBe('123-456-789');
    expect(groupDigits('12345678900000', [3, 3, 3, 5])).toBe('123-456-789-00000');
    expect(groupDigits('12345', undefined)).toBe('12345');
    expect(groupDigits('12a45', [2, 3])).toBe('12a45');
  });
});
