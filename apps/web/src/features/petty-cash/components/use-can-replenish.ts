import { hasPermission } from '@haligi/shared';
import { useAccount } from '../../../lib/session';

/** Replenishing moves money between fund accounts: the treasury overview's right (TREASURY_ACCESS). */
export function useCanReplenish(): boolean {
  const account = useAccount();
  return Boolean(account.isDeveloper) || hasPermission(account.role, 'TREASURY_ACCESS');
}
