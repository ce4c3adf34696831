/** Rules of the developer section (issue 19, decision 0070). Pure: no Node, React or database code. */

export const COMPANY_SUSPENDED_MESSAGE = 'This company is suspended';

export const DEVELOPER_MESSAGES = {
  ownCompany: 'You cannot suspend your own company',
  impersonateSelf: 'You cannot impersonate yourself',
  impersonateDeveloper: 'Another developer cannot be impersonated',
  impersonateInactive: 'An inactive user cannot be impersonated',
  impersonating: 'End the impersonation first: a developer route is not open while signed in as someone else',
  notImpersonating: 'This session is not an impersonation',
  deactivateSelf: 'You cannot deactivate your own account',
} as const;

/**
 * The audit log's action names written by the developer section (docs/api/developer-companies.md).
 * `impersonation.request` is every non-GET request made while impersonating (by X as Y).
 */
export const DEVELOPER_AUDIT_ACTIONS = [
  'company.create',
  'company.update',
  'company.suspend',
  'company.reactivate',
  'account.deactivate',
  'account.reactivate',
  'account.password-reset-mail',
  'impersonation.start',
  'impersonation.end',
  'impersonation.request',
  'default-role.create',
  'default-role.update',
  'default-role.apply',
  'default-user-level.create',
  'default-user-level.update',
  'default-user-level.apply',
] as const;

/** Why a developer may not suspend a company, or null. */
export function suspensionRefusal(developerCompanyId: number, companyId: number, isSuspended: boolean): string | null {
  return isSuspended && developerCompanyId === companyId ? DEVELOPER_MESSAGES.ownCompany : null;
}

/** Why a developer may not sign in as an account, or null. */
export function impersonationRefusal(
  developer: { accountId: number },
  target: { id: number; isDeveloper: boolean; isDeleted: boolean; companySuspended: boolean },
): string | null {
  if (target.id === developer.accountId) return DEVELOPER_MESSAGES.impersonateSelf;
  if (target.isDeveloper) return DEVELOPER_MESSAGES.impersonateDeveloper;
  if (target.isDeleted) return DEVELOPER_MESSAGES.impersonateInactive;
  if (target.companySuspended) return COMPANY_SUSPENDED_MESSAGE;
  return null;
}

/** What a company's copy of a default role holds, in one canonical form (scopes sorted, no repeats). */
export function roleTemplateCopy(role: { name: string; scopeList: readonly string[]; isFullAccess: boolean }) {
  return { name: role.name, scopeList: [...new Set(role.scopeList)].sort(), isFullAccess: role.isFullAccess };
}

/** What a company's copy of a default user level holds. */
export function userLevelTemplateCopy(level: { name: string; level: number; description: string }) {
  return { name: level.name, level: level.level, description: level.description };
}

/**
 * Whether a company's copy was never changed since it was copied: it is live and its canonical form
 * equals what was copied. A copy with nothing recorded (made before templates were tracked) counts as changed.
 */
export function isUnchangedCopy(current: Record<string, unknown> & { isDeleted: boolean }, copied: Record<string, unknown> | null | undefined): boolean {
  if (!copied || current.isDeleted) return false;
  const { isDeleted: _ignored, ...fields } = current;
  return canonical(fields) === canonical(copied);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Storage in plain words: "0 B", "812 B", "1.2 KB", "3.4 MB", "1.1 GB" (1 KB = 1024 B). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0))} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
