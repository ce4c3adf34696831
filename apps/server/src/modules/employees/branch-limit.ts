import { branchLimit } from '@haligi/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../http/auth';
import { employees } from '../../db/schema';

/**
 * The condition every manpower query of employees adds (decision 0046): nothing for a user who sees
 * every branch, the user's own branch for a BY_BRANCH role (no branch: no employee). Use it with
 * `tenant.where(employees, employeeBranchCondition(auth), …)` or on a join with `employees`.
 */
export function employeeBranchCondition(auth: Pick<AuthContext, 'account'>): SQL | undefined {
  const limit = branchLimit(auth.account.role, auth.account.branchId);
  if (limit.kind === 'all') return undefined;
  if (limit.branchId == null) return sql`false`;
  return eq(employees.branchId, limit.branchId);
}
