import { describe, expect, it } from 'vitest';
import {
  COMPANY_SUSPENDED_MESSAGE,
  DEVELOPER_MESSAGES,
  formatBytes,
  impersonationRefusal,
  isUnchangedCopy,
  roleTemplateCopy,
  suspensionRefusal,
  userLevelTemplateCopy,
} from './developer.rules';
import { createDeveloperCompanyRequest, defaultRoleRequest, updateDeveloperCompanyRequest } from './developer.schemas';

describe('suspensionRefusal', () => {
  it('refuses suspending the developer’s own company only', () => {
    expect(suspensionRefusal(3, 3, true)).toBe(DEVELOPER_MESSAGES.ownCompany);
    expect(suspensionRefusal(3, 3, false)).toBeNull();
    expect(suspensionRefusal(3, 4, true)).toBeNull();
  });
});

describe('impersonationRefusal', () => {
  const target = { id: 2, isDeveloper: false, isDeleted: false, companySuspended: false };
  it('allows an active member of an active company', () => {
    expect(impersonationRefusal({ accountId: 1 }, target)).toBeNull();
  });
  it('refuses oneself, developers, inactive users and suspended companies', () => {
    expect(impersonationRefusal({ accountId: 2 }, target)).toBe(DEVELOPER_MESSAGES.impersonateSelf);
    expect(impersonationRefusal({ accountId: 1 }, { ...target, isDeveloper: true })).toBe(DEVELOPER_MESSAGES.impersonateDeveloper);
    expect(impersonationRefusal({ accountId: 1 }, { ...target, isDeleted: true })).toBe(DEVELOPER_MESSAGES.impersonateInactive);
    expect(impersonationRefusal({ accountId: 1 }, { ...target, companySuspended: true })).toBe(COMPANY_SUSPENDED_MESSAGE);
  });
});

describe('isUnchangedCopy', () => {
  const copied = roleTemplateCopy({ name: 'Engineer', scopeList: ['B', 'A', 'A'], isFullAccess: false });
  it('holds for a copy equal to what was copied, whatever the scope order', () => {
    expect(copied.scopeList).toEqual(['A', 'B']);
    expect(isUnchangedCopy({ ...roleTemplateCopy({ name: 'Engineer', scopeList: ['A', 'B'], isFullAccess: false }), isDeleted: false }, copied)).toBe(true);
  });
  it('fails for a renamed, re-scoped, deleted or untracked copy', () => {
    expect(isUnchangedCopy({ ...copied, name: 'Engineers', isDeleted: false }, copied)).toBe(false);
    expect(isUnchangedCopy({ ...copied, scopeList: ['A'], isDeleted: false }, copied)).toBe(false);
    expect(isUnchangedCopy({ ...copied, isFullAccess: true, isDeleted: false }, copied)).toBe(false);
    expect(isUnchangedCopy({ ...copied, isDeleted: true }, copied)).toBe(false);
    expect(isUnchangedCopy({ ...copied, isDeleted: false }, null)).toBe(false);
  });
  it('compares user levels field by field', () => {
    const level = userLevelTemplateCopy({ name: 'Staff', level: 1, description: '' });
    expect(isUnchangedCopy({ ...level, isDeleted: false }, level)).toBe(true);
    expect(isUnchangedCopy({ ...level, level: 2, isDeleted: false }, level)).toBe(false);
    expect(isUnchangedCopy({ ...level, description: 'x', isDeleted: false }, level)).toBe(false);
  });
});

describe('schemas', () => {
  it('needs the first administrator with a valid email', () => {
    const bad = createDeveloperCompanyRequest.safeParse({ name: 'X', address: '', tin: '', brandColor: null, adminEmail: 'nope' });
    expect(bad.success).toBe(false);
    const good = createDeveloperCompanyRequest.parse({ name: ' X ', address: '', tin: '', brandColor: null, adminEmail: 'A@Example.ph' });
    expect(good.name).toBe('X');
    expect(good.adminEmail).toBe('a@example.ph');
  });
  it('takes {id, isSuspended} alone as a PATCH', () => {
    expect(updateDeveloperCompanyRequest.parse({ id: 4, isSuspended: true })).toEqual({ id: 4, isSuspended: true });
    expect(updateDeveloperCompanyRequest.safeParse({ id: 4, name: null }).success).toBe(false);
  });
  it('refuses unknown scopes in a default role', () => {
    expect(defaultRoleRequest.safeParse({ name: 'R', scopeList: ['NOT_A_SCOPE'] }).success).toBe(false);
  });
});

describe('formatBytes', () => {
  it('says storage in plain words', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024)).toBe('20 KB');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatBytes(2000 * 1024 ** 4)).toBe('2000 TB');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});
