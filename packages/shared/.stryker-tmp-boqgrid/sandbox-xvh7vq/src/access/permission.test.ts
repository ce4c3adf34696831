// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { hasPermission } from './permission';

describe('hasPermission', () => {
  it('passes a developer role without any scope', () => {
    expect(hasPermission({ isDeveloper: true, scopeList: [] }, 'LEADS_ACCESS')).toBe(true);
  });
  it('passes a full-access role without any scope', () => {
    expect(hasPermission({ isFullAccess: true }, 'LEADS_ACCESS')).toBe(true);
  });
  it('needs the requested scope in scopeList otherwise', () => {
    expect(hasPermission({ scopeList: ['LEADS_ACCESS'] }, 'LEADS_ACCESS')).toBe(true);
    expect(hasPermission({ scopeList: ['PROJECT_ACCESS'] }, 'LEADS_ACCESS')).toBe(false);
  });
  it('passes with any one of several required scopes', () => {
    const role = { scopeList: ['MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] };
    expect(
      hasPermission(role, ['MANPOWER_TIME_KEEPING_ACCESS_ALL', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH']),
    ).toBe(true);
  });
  it('with no scope requested passes any role that has a scopeList array', () => {
    expect(hasPermission({ scopeList: [] })).toBe(true);
    expect(hasPermission({ scopeList: [] }, [])).toBe(true);
  });
  it('fails with no role, or a scopeList that is not an array', () => {
    expect(hasPermission(null)).toBe(false);
    expect(hasPermission(undefined, 'LEADS_ACCESS')).toBe(false);
    expect(hasPermission({ scopeList: 'LEADS_ACCESS' }, 'LEADS_ACCESS')).toBe(false);
    expect(hasPermission({})).toBe(false);
  });
});
