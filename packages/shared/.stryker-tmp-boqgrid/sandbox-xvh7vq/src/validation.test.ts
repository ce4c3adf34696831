// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { signupRequest } from './index';
import { recordId, z } from './validation';

describe('validation messages', () => {
  it('a missing field reads "is required"', () => {
    const result = signupRequest.safeParse({ email: 'a@b.ph', password: 'long-enough-1', lastName: 'Cruz', companyName: 'ACME' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['firstName: is required']);
  });
});

describe('record ids in requests', () => {
  const request = z.object({ itemId: recordId(), warehouseId: recordId().optional() });
  const problems = (input: unknown) => {
    const result = request.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('reads text and numbers alike', () => {
    expect(request.parse({ itemId: '12', warehouseId: 3 })).toEqual({ itemId: 12, warehouseId: 3 });
    expect(request.parse({ itemId: 7 })).toEqual({ itemId: 7 });
  });

  it('a missing or blank id reads "is required", not a NaN type message', () => {
    expect(problems({})).toEqual(['itemId: is required']);
    expect(problems({ itemId: '' })).toEqual(['itemId: is required']);
    expect(problems({ itemId: '  ' })).toEqual(['itemId: is required']);
  });

  it('anything else that is not a positive whole number says so', () => {
    expect(problems({ itemId: 'abc' })).toEqual(['itemId: must be a number']);
    expect(problems({ itemId: 0 })).toEqual(['itemId: must be a positive number']);
    expect(problems({ itemId: '2.5' })).toEqual(['itemId: must be a whole number']);
    expect(problems({ itemId: true })).toEqual(['itemId: must be a number']);
  });

  it('a coerced number that is not one reads "must be a number"', () => {
    expect(z.object({ n: z.coerce.number() }).safeParse({ n: 'x' }).error?.issues[0].message).toBe('must be a number');
  });
});

describe('validation messages: other issues keep their own', () => {
  it('record ids are made per field', () => {
    expect(recordId().parse('4')).toBe(4);
  });
  it('a refinement failing on a missing value is not "is required"; a wrong type of a text field is not "must be a number"', () => {
    const refined = z.string().optional().refine((v) => v !== undefined);
    expect(refined.safeParse(undefined).error?.issues[0].message).toBe('is not valid');
    expect(z.string().safeParse(5).error?.issues[0].message).toBe('must be text');
  });
});

describe('record id messages', () => {
  it('zero, a fraction and a negative say what is wrong', () => {
    const id = recordId();
    expect(id.safeParse(0).error?.issues[0].message).toBe('must be a positive number');
    expect(id.safeParse(-3).error?.issues[0].message).toBe('must be a positive number');
    expect(id.safeParse(2.5).error?.issues[0].message).toBe('must be a whole number');
  });
});
