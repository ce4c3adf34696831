import { describe, expect, it } from 'vitest';
import { signupRequest } from './index';

describe('validation messages', () => {
  it('a missing field reads "is required"', () => {
    const result = signupRequest.safeParse({ email: 'a@b.ph', password: 'long-enough-1', lastName: 'Cruz', companyName: 'ACME' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['firstName: is required']);
  });
});
