// @ts-nocheck
import type { PermissionRole } from './permission';

/**
 * Who may change whose access (decision 0026). Rights are ranked: a developer role holds every
 * right, then a full-access role, then a role's scope list. "A holds more rights than B" means A
 * holds a right B lacks and lacks none B holds: developer over the rest, full access over scope
 * lists, else A's scopes a strict superset of B's.
 */
export const ACCESS_CHANGE_MESSAGES = {
  grantScope: 'You cannot grant a scope you do not hold',
  grantFullAccess: 'You cannot grant full access without holding it',
  ownRole: 'You cannot change your own role',
  ownAccess: 'You cannot change your own access',
  moreRights: 'You cannot change the access of someone who holds more rights than you',
  lastFullAccess: 'The last active user with full access cannot lose it',
} as const;

function scopesOf(rights: PermissionRole): string[] {
  return Array.isArray(rights.scopeList) ? (rights.scopeList as unknown[]).filter((s): s is string => typeof s === 'string') : [];
}

/** 2 developer, 1 full access, 0 a scope list. */
function rank(rights: PermissionRole): number {
  return rights.isDeveloper ? 2 : rights.isFullAccess ? 1 : 0;
}

/** Whether `a` holds more rights than `b` (see above). */
export function holdsMoreRights(a: PermissionRole, b: PermissionRole): boolean {
  if (rank(a) !== rank(b)) return rank(a) > rank(b);
  if (rank(a) > 0) return false;
  const held = new Set(scopesOf(a));
  const other = new Set(scopesOf(b));
  return held.size > other.size && [...other].every((s) => held.has(s));
}

/** Whether `rights` lets its holder grant `scope`. */
function holdsScope(rights: PermissionRole, scope: string): boolean {
  return rank(rights) > 0 || scopesOf(rights).includes(scope);
}

export interface AccessChange {
  /** The rights of the one making the change. */
  actor: PermissionRole;
  /** The rights the change takes away or replaces (a role before its edit, an account's role); null when nothing is held yet. */
  before: PermissionRole | null;
  /** The rights afterwards (a role after its edit, the new role); null when the change only takes away. */
  after: PermissionRole | null;
  /** The change touches the actor's own role or own account. */
  own?: 'role' | 'account' | null;
}

/**
 * The reason a change of access is refused, or null when it is allowed: nobody changes their own
 * role or access, changes the access of someone holding more rights than they do, or grants full
 * access or a scope they do not hold (only what `after` adds to `before` is granted).
 */
export function accessChangeRefusal(change: AccessChange): string | null {
  const { actor, before, after } = change;
  if (change.own === 'role') return ACCESS_CHANGE_MESSAGES.ownRole;
  if (change.own === 'account') return ACCESS_CHANGE_MESSAGES.ownAccess;
  if (before && holdsMoreRights(before, actor)) return ACCESS_CHANGE_MESSAGES.moreRights;
  if (!after) return null;
  if (rank(after) > rank(actor) && rank(after) > (before ? rank(before) : 0)) return ACCESS_CHANGE_MESSAGES.grantFullAccess;
  if (rank(after) > 0) return null;
  const kept = new Set(before ? (rank(before) > 0 ? scopesOf(after) : scopesOf(before)) : []);
  const granted = scopesOf(after).filter((s) => !kept.has(s));
  return granted.some((s) => !holdsScope(actor, s)) ? ACCESS_CHANGE_MESSAGES.grantScope : null;
}

/**
 * The last active full-access user of a company cannot lose full access: `fullAccessAfter` is how
 * many active accounts of the company hold a full-access role once the change is made.
 */
export function lastFullAccessRefusal(fullAccessBefore: number, fullAccessAfter: number): string | null {
  return fullAccessBefore > 0 && fullAccessAfter === 0 ? ACCESS_CHANGE_MESSAGES.lastFullAccess : null;
}
