import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED_DEVELOPER, DASHBOARD_PATH, decideRouteAccess, isLinkPath } from './guard';
import { matchRoute } from './routes';

const sales = { isDeveloper: false, isDeleted: false, role: { scopeList: ['LEADS_ACCESS', 'PROJECT_ACCESS'] } };

describe('decideRouteAccess', () => {
  it('sends a guest on a member route to front_login with a redirect query', () => {
    expect(decideRouteAccess({ pathname: '/member/project', search: '?a=1', token: null, account: null })).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fmember%2Fproject%3Fa%3D1',
    });
  });
  it('sends an inactive account to front_inactive_account, unless already there', () => {
    const account = { ...sales, isDeleted: true };
    expect(decideRouteAccess({ pathname: '/member/dashboard', token: 't', account })).toEqual({ action: 'redirect', to: '/inactive-account' });
    expect(decideRouteAccess({ pathname: '/inactive-account', token: 't', account })).toEqual({ action: 'allow' });
  });
  it('denies a developer-only screen with the notice "Access Denied: Developer privileges required" for 3 s', () => {
    const decision = decideRouteAccess({ pathname: '/member/developer/queue-process', token: 't', account: sales });
    expect(decision).toEqual({
      action: 'redirect',
      to: '/member/dashboard',
      notice: { message: ACCESS_DENIED_DEVELOPER, timeoutMs: 3000 },
    });
    expect(ACCESS_DENIED_DEVELOPER).toBe('Access Denied: Developer privileges required');
  });
  it('denies a missing scope with "Access Denied / You do not have permission to access this page" for 3 s', () => {
    expect(decideRouteAccess({ pathname: '/member/settings/roles', token: 't', account: sales })).toEqual({
      action: 'redirect',
      to: '/member/dashboard',
      notice: { title: 'Access Denied', message: 'You do not have permission to access this page', timeoutMs: 3000 },
    });
  });
  it('lets a scope holder in, and the lead page shares LEADS_ACCESS', () => {
    expect(decideRouteAccess({ pathname: '/member/leads/42', token: 't', account: sales })).toEqual({ action: 'allow' });
    expect(decideRouteAccess({ pathname: '/member/project/7', token: 't', account: sales })).toEqual({ action: 'allow' });
  });
  it('time keeping accepts either of its two scopes', () => {
    const account = { role: { scopeList: ['MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] } };
    expect(decideRouteAccess({ pathname: '/member/manpower/payroll-time-keeping', token: 't', account })).toEqual({ action: 'allow' });
  });
  it('sends a signed-in user on a public route to the member dashboard', () => {
    expect(decideRouteAccess({ pathname: '/login', token: 't', account: sales })).toEqual({ action: 'redirect', to: '/member/dashboard' });
    expect(decideRouteAccess({ pathname: '/signup', token: 't', account: sales })).toEqual({ action: 'redirect', to: '/member/dashboard' });
  });
  it('always allows verify-email and invite links, signed in or not', () => {
    expect(decideRouteAccess({ pathname: '/verify-email/abc', token: 't', account: sales })).toEqual({ action: 'allow' });
    expect(decideRouteAccess({ pathname: '/invite/abc', token: null, account: null })).toEqual({ action: 'allow' });
  });
  it('lets an unknown path through to the not-found page', () => {
    expect(decideRouteAccess({ pathname: '/nowhere/at/all', token: null, account: null })).toEqual({ action: 'allow' });
  });
  it('lets a guest open /login and /signup', () => {
    expect(decideRouteAccess({ pathname: '/login', token: null, account: null })).toEqual({ action: 'allow' });
    expect(decideRouteAccess({ pathname: '/signup', token: null, account: null })).toEqual({ action: 'allow' });
  });
  it('treats a stored token whose account is not loaded yet as a guest on public routes', () => {
    expect(decideRouteAccess({ pathname: '/login', token: 't', account: null })).toEqual({ action: 'allow' });
    expect(decideRouteAccess({ pathname: '/signup', token: null, account: sales })).toEqual({ action: 'allow' });
  });
  it('sends a deleted account on /login to front_inactive_account', () => {
    const account = { ...sales, isDeleted: true };
    expect(decideRouteAccess({ pathname: '/login', token: 't', account })).toEqual({ action: 'redirect', to: '/inactive-account' });
  });
  it('lets a token holder whose account (and role) is not loaded yet into a member route without scopes', () => {
    expect(decideRouteAccess({ pathname: '/member/dashboard', token: 't', account: null })).toEqual({ action: 'allow' });
    expect(decideRouteAccess({ pathname: '/member/dashboard', token: 't', account: { isDeleted: false } })).toEqual({ action: 'allow' });
  });
  it('denies a scoped or developer route while the account is not loaded yet', () => {
    expect(decideRouteAccess({ pathname: '/member/leads/42', token: 't', account: null })).toMatchObject({ action: 'redirect', to: '/member/dashboard', notice: { title: 'Access Denied' } });
    expect(decideRouteAccess({ pathname: '/member/developer/queue-process', token: 't', account: undefined })).toMatchObject({
      action: 'redirect',
      notice: { message: ACCESS_DENIED_DEVELOPER },
    });
  });
  it('lets a developer into a developer-only screen', () => {
    expect(decideRouteAccess({ pathname: '/member/developer/queue-process', token: 't', account: { ...sales, isDeveloper: true } })).toEqual({ action: 'allow' });
  });
  it('keeps the redirect query to the path alone when there is no search', () => {
    expect(decideRouteAccess({ pathname: '/member/project', token: null, account: null })).toEqual({ action: 'redirect', to: '/login?redirect=%2Fmember%2Fproject' });
  });
  it('a link path is a verify-email or invite URL outside /member', () => {
    expect(isLinkPath('/verify-email/abc')).toBe(true);
    expect(isLinkPath('/invite/abc')).toBe(true);
    expect(isLinkPath('/member/settings/invite')).toBe(false);
    expect(isLinkPath('/login')).toBe(false);
  });
  it('the kiosk page opens for a signed-in user too (decision 0049)', () => {
    expect(isLinkPath('/preview/timekeeping')).toBe(true);
    expect(isLinkPath('/previewx')).toBe(false);
    const member = { isDeveloper: false, isDeleted: false, role: { isDeveloper: false, isFullAccess: false, scopeList: [] } };
    expect(decideRouteAccess({ pathname: '/preview/timekeeping', token: 't', account: member })).toEqual({ action: 'allow' });
  });
});

describe('password reset pages (decision 0030)', () => {
  const member = { isDeveloper: false, isDeleted: false, role: { isDeveloper: false, isFullAccess: false, scopeList: [] } };
  it('open for a guest, and send a signed-in user to the dashboard like the other public pages', () => {
    for (const pathname of ['/forgot-password', '/reset-password/abcdefghijklmnop']) {
      expect(decideRouteAccess({ pathname, token: null, account: null })).toEqual({ action: 'allow' });
      expect(decideRouteAccess({ pathname, token: 't', account: member })).toEqual({ action: 'redirect', to: DASHBOARD_PATH });
      expect(matchRoute(pathname)?.isPublic).toBe(true);
    }
  });
});
