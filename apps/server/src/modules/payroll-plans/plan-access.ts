import { hasPermission, PLAN_KINDS, PLAN_SCOPE_BY_KIND, type PlanKind } from '@haligi/shared';
import type { AuthContext } from '../../http/auth';
import { forbidden } from '../../http/errors';

/** Any plan screen's scope opens the plan routes; each call then needs its plan kind's own. */
export const PLAN_SCREEN_SCOPES = PLAN_KINDS.map((kind) => PLAN_SCOPE_BY_KIND[kind]);

/** The plan kinds this member may see and change (a plan page shares its list's permission). */
export const kindsOf = (auth: Pick<AuthContext, 'account'>): PlanKind[] => PLAN_KINDS.filter((kind) => hasPermission(auth.account.role, PLAN_SCOPE_BY_KIND[kind]));

/** 403 unless the member holds the scope of this plan kind. */
export function assertKind(auth: Pick<AuthContext, 'account'>, kind: string) {
  if (!kindsOf(auth).includes(kind as PlanKind)) throw forbidden();
}
