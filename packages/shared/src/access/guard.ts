import { hasPermission, type PermissionRole } from './permission';
import { matchRoute } from './routes';

export const ACCESS_DENIED_DEVELOPER = 'Access Denied: Developer privileges required';
export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_MESSAGE = 'You do not have permission to access this page';
/** Both access-denied notices last 3000 ms (spec part 1 section 9). */
export const ACCESS_DENIED_TIMEOUT_MS = 3000;

export const DASHBOARD_PATH = '/member/dashboard';
export const LOGIN_PATH = '/login';
export const INACTIVE_ACCOUNT_PATH = '/inactive-account';

export interface GuardAccount {
  isDeveloper?: boolean | null;
  isDeleted?: boolean | null;
  role?: PermissionRole | null;
}

export interface GuardNotice {
  title?: string;
  message: string;
  timeoutMs: number;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string; notice?: GuardNotice };

const allow: GuardDecision = { action: 'allow' };

/** Invitation and verification links open whether or not someone is signed in (spec part 1 section 5). */
export function isLinkPath(pathname: string): boolean {
  // The kiosk (/preview/timekeeping) works whoever is signed in on the phone: its key is its own (decision 0049).
  if (pathname.startsWith('/preview/')) return true;
  return !pathname.startsWith('/member') && (pathname.includes('verify-email') || pathname.includes('invite'));
}

/**
 * The route guards of spec part 1 sections 5-6 as one pure decision. `token` says whether a
 * token is stored; `account` is the accountInformation (null for a guest).
 */
export function decideRouteAccess(input: {
  pathname: string;
  search?: string;
  token: string | null | undefined;
  account: GuardAccount | null | undefined;
}): GuardDecision {
  const { pathname, search = '', token, account } = input;
  const route = matchRoute(pathname);
  if (!route) return allow; // the not-found page

  const isSignedIn = Boolean(token) && Boolean(account);
  if (route.isPublic) {
    if (isLinkPath(pathname)) return allow;
    if (!isSignedIn) return allow;
    if (account?.isDeleted) {
      return pathname === INACTIVE_ACCOUNT_PATH ? allow : { action: 'redirect', to: INACTIVE_ACCOUNT_PATH };
    }
    return { action: 'redirect', to: DASHBOARD_PATH };
  }

  if (!token) {
    return { action: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}` };
  }
  if (account?.isDeleted) return { action: 'redirect', to: INACTIVE_ACCOUNT_PATH };
  if (route.isDeveloperOnly && !account?.isDeveloper) {
    return {
      action: 'redirect',
      to: DASHBOARD_PATH,
      notice: { message: ACCESS_DENIED_DEVELOPER, timeoutMs: ACCESS_DENIED_TIMEOUT_MS },
    };
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator: no route in the table has an empty scope list; the length check guards a future one.
  if (route.scopes && route.scopes.length > 0 && !hasPermission(account?.role, route.scopes)) {
    return {
      action: 'redirect',
      to: DASHBOARD_PATH,
      notice: { title: ACCESS_DENIED_TITLE, message: ACCESS_DENIED_MESSAGE, timeoutMs: ACCESS_DENIED_TIMEOUT_MS },
    };
  }
  return allow;
}
