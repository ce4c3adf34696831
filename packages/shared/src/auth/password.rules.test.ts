import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changePasswordRequest, signupRequest } from './auth.schemas';
import { commonPasswordsLoaded, loadCommonPasswords, PASSWORD_MESSAGES, passwordProblem } from './password.rules';

// The list is loaded only when asked (the web app asks on the pages that choose a password).
describe('the common-password list', () => {
  it('is not loaded until asked: until then only the length and blank rules apply', async () => {
    // A fresh copy of the module: test files share loaded modules (vitest.config.ts, decision 0060),
    // and another file may have loaded the list already.
    vi.resetModules();
    const fresh = await import('./password.rules');
    expect(fresh.commonPasswordsLoaded()).toBe(false);
    expect(fresh.passwordProblem('password123')).toBeNull();
    expect(fresh.passwordProblem('password')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(fresh.passwordProblem('          ')).toBe(PASSWORD_MESSAGES.blank);
  });

  it('loads once, however often it is asked for', async () => {
    const first = loadCommonPasswords();
    expect(loadCommonPasswords()).toBe(first);
    await first;
    expect(commonPasswordsLoaded()).toBe(true);
    expect(passwordProblem('password123')).toBe(PASSWORD_MESSAGES.common);
  });
});

describe('passwordProblem', () => {
  beforeAll(loadCommonPasswords);

  it.each([
    ['password', PASSWORD_MESSAGES.tooShort],
    ['12345678', PASSWORD_MESSAGES.tooShort],
    ['        ', PASSWORD_MESSAGES.tooShort],
    ['          ', PASSWORD_MESSAGES.blank],
    ['1234567890', PASSWORD_MESSAGES.common],
    ['password123', PASSWORD_MESSAGES.common],
    ['PassWord123', PASSWORD_MESSAGES.common],
    [' qwertyuiop ', PASSWORD_MESSAGES.common],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['Owner12345!', 'Sales12345!', 'Admin12345!', 'Payroll12345!', 'Correct-Horse-9', 'Brand-New-Pass-1'])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('is the rule of every request that sets a password', () => {
    const signup = signupRequest.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.ph', companyName: 'Tibay', password: 'password' });
    expect(signup.error?.issues.map((i) => i.message)).toEqual([PASSWORD_MESSAGES.tooShort]);
    const change = changePasswordRequest.safeParse({ currentPassword: 'x', newPassword: 'password123' });
    expect(change.error?.issues.map((i) => i.message)).toEqual([PASSWORD_MESSAGES.common]);
  });
});
