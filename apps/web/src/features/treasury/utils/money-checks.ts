import { canPay } from '@haligi/shared';

/**
 * Whether `amount` (a field's value, possibly half typed) is more than `balance` holds: a warning
 * before the server refuses, never a decision; text that is not a number yet is not "more".
 */
export function isMoreThanHeld(balance: string, amount: number | string): boolean {
  if (amount === '' || amount === '-') return false;
  try {
    return !canPay(balance, amount);
  } catch {
    return false;
  }
}
