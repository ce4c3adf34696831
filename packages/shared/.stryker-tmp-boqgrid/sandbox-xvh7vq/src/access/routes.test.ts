// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { findRouteByName, isAlwaysAllowedPath, MEMBER_ROUTES, matchRoute } from './routes';
import { isKnownScope, SCOPE_KEYS } from './scopes';

describe('route table', () => {
  it('every scope a route asks for is in the scope catalogue', () => {
    const missing = MEMBER_ROUTES.flatMap((r) => r.scopes ?? []).filter((s) => !SCOPE_KEYS.includes(s));
    expect(missing).toEqual([]);
  });
  it('route names are unique', () => {
    const names = MEMBER_ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });
  it('carries the spec route names', () => {
    expect(matchRoute('/member/dashboard')?.name).toBe('member_dashboard');
    expect(matchRoute('/member/project')?.name).toBe('member_project');
    expect(matchRoute('/member/project/12')?.name).toBe('member_project_page');
    expect(matchRoute('/member/leads/dashboard')?.name).toBe('member_leads_dashboard');
    expect(matchRoute('/member/leads/12')?.name).toBe('member_lead_page');
    expect(matchRoute('/verify-email/x')?.name).toBe('front_verify_email');
    expect(matchRoute('/invite/x')?.name).toBe('front_invite_accept');
  });
  it('deduction plan shares the deduction permission; workflow uses SETTINGS_WORKFLOW', () => {
    expect(matchRoute('/member/manpower/deduction/3')?.scopes).toEqual(matchRoute('/member/manpower/deduction')?.scopes);
    expect(matchRoute('/member/settings/workflow')?.scopes).toEqual(['SETTINGS_WORKFLOW']);
    expect(matchRoute('/member/settings/workflow-purchase-request')?.scopes).toEqual(['SETTINGS_WORKFLOW_ACCESS']);
    expect(matchRoute('/member/treasury/payables')?.scopes).toEqual(['TREASURY_PAYABLES']);
    expect(matchRoute('/member/treasury/receivables')?.scopes).toEqual(['TREASURY_RECEIVABLES']);
  });
  it('developer section is developer-only', () => {
    const dev = MEMBER_ROUTES.filter((r) => r.path.startsWith('/member/developer/'));
    expect(dev.length).toBeGreaterThanOrEqual(10);
    expect(dev.every((r) => r.isDeveloperOnly)).toBe(true);
  });
  it('ignores trailing slashes, and the bare root is the landing page', () => {
    expect(matchRoute('/member/dashboard/')?.name).toBe('member_dashboard');
    expect(matchRoute('/member/dashboard//')?.name).toBe('member_dashboard');
    expect(matchRoute('/')?.name).toBe('front_landing');
    expect(matchRoute('//')?.name).toBe('front_landing');
    expect(matchRoute('/member/nowhere')).toBeUndefined();
  });
  it('finds a route by its spec name', () => {
    expect(findRouteByName('member_lead_page')?.path).toBe('/member/leads/:id');
    expect(findRouteByName('front_login')?.path).toBe('/login');
    expect(findRouteByName('no_such_route')).toBeUndefined();
  });
  it('always allows the public entry pages and verify-email or invite links', () => {
    for (const path of ['/', '/login', '/signup', '/verify-email/x', '/invite/abc', '/member/x/verify-email']) expect(isAlwaysAllowedPath(path)).toBe(true);
    for (const path of ['/member/dashboard', '/invite', '/inactive-account', '/login/x', '']) expect(isAlwaysAllowedPath(path)).toBe(false);
  });
  it('knows the catalogue scopes and nothing else', () => {
    expect(isKnownScope('LEADS_ACCESS')).toBe(true);
    expect(isKnownScope('LEADS_ACCES')).toBe(false);
  });
});
