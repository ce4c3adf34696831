/** The digits of a number typed with or without dashes and spaces ("34-1234567-8" -> "3412345678"). */
export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * Digits in dash-separated groups of the given sizes ("123456789", [3, 3, 3] -> "123-456-789"); no
 * groups, or anything but digits, comes back as it is.
 */
export function groupDigits(digits: string, groups: readonly number[] | undefined): string {
  if (!groups || !/^\d+$/.test(digits)) return digits;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}
