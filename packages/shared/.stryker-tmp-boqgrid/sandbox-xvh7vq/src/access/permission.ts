/** The role fields the permission check reads (spec part 1 section 3). */
// @ts-nocheck

export interface PermissionRole {
  isDeveloper?: boolean | null;
  isFullAccess?: boolean | null;
  scopeList?: unknown;
}

/**
 * Spec part 1 section 6: developer or full-access roles pass every check; otherwise the role's
 * scopeList must be an array holding one of the requested scopes. With no scope requested, any
 * role with a scopeList array passes. No role, or no array, fails.
 */
export function hasPermission(
  role: PermissionRole | null | undefined,
  required?: string | readonly string[] | null,
): boolean {
  if (!role) return false;
  if (role.isDeveloper || role.isFullAccess) return true;
  if (!Array.isArray(role.scopeList)) return false;
  const scopes = required == null ? [] : typeof required === 'string' ? [required] : required;
  if (scopes.length === 0) return true;
  const held = role.scopeList as unknown[];
  return scopes.some((scope) => held.includes(scope));
}
