// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { dateTime, isCleanText, numberFrom, plainMessage, recordId, text, whenFieldsPass, wholeNumber, z } from './validation';

/** plainMessage on a raw issue: each branch of the error map, word for word. */
const say = (issue: Record<string, unknown>) => plainMessage(issue as never);
const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('plain words for a wrong type', () => {
  it('a missing value is required, whether left out or null', () => {
    expect(say({ code: 'invalid_type', expected: 'string', input: undefined })).toBe('is required');
    expect(say({ code: 'invalid_type', expected: 'number', input: null })).toBe('is required');
  });
  it('names the expected type in words', () => {
    expect(say({ code: 'invalid_type', expected: 'string', input: 5 })).toBe('must be text');
    expect(say({ code: 'invalid_type', expected: 'number', input: 'x' })).toBe('must be a number');
    expect(say({ code: 'invalid_type', expected: 'number', input: Number.NaN })).toBe('must be a number');
    expect(say({ code: 'invalid_type', expected: 'boolean', input: 1 })).toBe('must be true or false');
    expect(say({ code: 'invalid_type', expected: 'array', input: 1 })).toBe('must be a list');
    expect(say({ code: 'invalid_type', expected: 'object', input: 1 })).toBe('must be a set of fields');
    expect(say({ code: 'invalid_type', expected: 'date', input: 'x' })).toBe('must be a date');
    expect(say({ code: 'invalid_type', expected: 'symbol', input: 1 })).toBe('must be symbol');
  });
  it('a fraction where a whole number is expected says so; other input names the type', () => {
    expect(say({ code: 'invalid_type', expected: 'int', input: 2.5 })).toBe('must be a whole number');
    expect(say({ code: 'invalid_type', expected: 'int', input: 'x' })).toBe('must be a whole number');
    expect(say({ code: 'invalid_type', expected: 'string', input: Number.NaN })).toBe('must be text');
  });
});

describe('plain words for a value out of a set', () => {
  it('one allowed value, or the list of them', () => {
    expect(say({ code: 'invalid_value', values: ['LEAD'], input: 'X' })).toBe('must be LEAD');
    expect(say({ code: 'invalid_value', values: ['A', 'B', 'C'], input: 'X' })).toBe('must be one of A, B, C');
    expect(say({ code: 'invalid_value', values: [true], input: 'X' })).toBe('must be true');
    expect(first(z.enum(['PC', 'KG']).safeParse('M'))).toBe('must be one of PC, KG');
    expect(first(z.literal('LEAD').safeParse('X'))).toBe('must be LEAD');
  });
});

describe('plain words for sizes', () => {
  const small = (origin: string, minimum: number, extra: Record<string, unknown> = {}) => say({ code: 'too_small', origin, minimum, inclusive: true, ...extra });
  const big = (origin: string, maximum: number, extra: Record<string, unknown> = {}) => say({ code: 'too_big', origin, maximum, inclusive: true, ...extra });
  it('an empty text or list is required / needs an item', () => {
    expect(small('string', 1)).toBe('is required');
    expect(small('array', 1)).toBe('needs at least one item');
    expect(small('set', 1)).toBe('needs at least one item');
    expect(small('string', 1, { inclusive: false })).toBe('must be more than 1 character');
    expect(small('array', 1, { inclusive: false })).toBe('must have at least 1 item');
  });
  it('at least: characters, items, dates and numbers', () => {
    expect(small('string', 3)).toBe('must be at least 3 characters');
    expect(small('array', 2)).toBe('must have at least 2 items');
    expect(small('set', 2)).toBe('must have at least 2 items');
    expect(small('number', 0)).toBe('must be at least 0');
    expect(small('number', 0, { inclusive: false })).toBe('must be more than 0');
    expect(small('date', Date.UTC(1900, 0, 1))).toBe('must be on or after 1900-01-01');
    expect(small('date', Date.UTC(1900, 0, 1), { inclusive: false })).toBe('must be after 1900-01-01');
    expect(small('string', 4, { exact: true })).toBe('must be exactly 4 characters');
    expect(small('number', 7, { exact: true })).toBe('must be exactly 7');
  });
  it('at most: characters, items, dates and numbers', () => {
    expect(big('string', 1)).toBe('must be at most 1 character');
    expect(big('string', 200)).toBe('must be at most 200 characters');
    expect(big('array', 1)).toBe('must have at most 1 item');
    expect(big('array', 5)).toBe('must have at most 5 items');
    expect(big('set', 5)).toBe('must have at most 5 items');
    expect(big('number', 100)).toBe('must be at most 100');
    expect(big('number', 100, { inclusive: false })).toBe('must be less than 100');
    expect(big('bigint', 10)).toBe('must be at most 10');
    expect(big('date', Date.UTC(9999, 11, 31))).toBe('must be on or before 9999-12-31');
    expect(big('date', Date.UTC(9999, 11, 31), { inclusive: false })).toBe('must be before 9999-12-31');
    expect(big('string', 4, { exact: true })).toBe('must be exactly 4 characters');
  });
  it('real schemas give the same words', () => {
    expect(first(z.string().max(3).safeParse('abcd'))).toBe('must be at most 3 characters');
    expect(first(z.array(z.string()).min(1).safeParse([]))).toBe('needs at least one item');
    expect(first(z.number().positive().safeParse(0))).toBe('must be more than 0');
  });
});

describe('plain words for formats and the rest', () => {
  it('formats', () => {
    expect(say({ code: 'invalid_format', format: 'email' })).toBe('must be an email address');
    expect(say({ code: 'invalid_format', format: 'url' })).toBe('must be a web address');
    expect(say({ code: 'invalid_format', format: 'regex' })).toBe('is not in the right form');
    expect(say({ code: 'invalid_format', format: 'starts_with', prefix: 'PR-' })).toBe('must start with "PR-"');
    expect(say({ code: 'invalid_format', format: 'ends_with', suffix: '.xlsx' })).toBe('must end with ".xlsx"');
    expect(say({ code: 'invalid_format', format: 'includes', includes: '@' })).toBe('must contain "@"');
    expect(first(z.string().startsWith('PR-').safeParse('X'))).toBe('must start with "PR-"');
  });
  it('multiples, unknown keys, keys and entries', () => {
    expect(say({ code: 'not_multiple_of', divisor: 5 })).toBe('must be a multiple of 5');
    expect(say({ code: 'unrecognized_keys', keys: ['extra'] })).toBe('is not a field here: extra');
    expect(say({ code: 'unrecognized_keys', keys: ['a', 'b'] })).toBe('are not fields here: a, b');
    expect(say({ code: 'invalid_key' })).toBe('has a key that is not allowed');
    expect(say({ code: 'invalid_element' })).toBe('has an entry that is not allowed');
    expect(say({ code: 'custom' })).toBe('is not valid');
  });
  it('a union names what each branch expected, once each', () => {
    const typeIssue = (expected: string) => [{ code: 'invalid_type', expected }];
    expect(say({ code: 'invalid_union', errors: [typeIssue('string'), typeIssue('array')] })).toBe('must be text or a list');
    expect(say({ code: 'invalid_union', errors: [typeIssue('string'), typeIssue('number'), typeIssue('array')] })).toBe('must be text, a number or a list');
    expect(say({ code: 'invalid_union', errors: [typeIssue('string'), typeIssue('string')] })).toBe('must be text');
    expect(say({ code: 'invalid_union', errors: [] })).toBe('is not in an accepted form');
    // A branch that failed on more than its type, or on something else, gives the general words.
    expect(say({ code: 'invalid_union', errors: [typeIssue('string'), [...typeIssue('array'), ...typeIssue('array')]] })).toBe('is not in an accepted form');
    expect(say({ code: 'invalid_union', errors: [typeIssue('string'), [{ code: 'too_big' }]] })).toBe('is not in an accepted form');
    expect(say({ code: 'invalid_union', errors: [typeIssue('string'), [{ code: 'invalid_type' }]] })).toBe('is not in an accepted form');
    expect(first(z.union([z.string(), z.array(z.string())]).safeParse(5))).toBe('must be text or a list');
  });
});

describe('number and text builders', () => {
  it('numbers are numbers or numeric text, within their range', () => {
    const n = numberFrom(z.number().max(10));
    expect(n.parse(' 7 ')).toBe(7);
    expect(n.parse('-2.5')).toBe(-2.5);
    expect(n.parse('.25')).toBe(0.25);
    expect(n.parse('1e1')).toBe(10);
    expect(first(n.safeParse(''))).toBe('is required');
    expect(first(n.safeParse('  '))).toBe('is required');
    expect(first(n.safeParse('0x10'))).toBe('must be a number');
    expect(first(n.safeParse('Infinity'))).toBe('must be a number');
    expect(first(n.safeParse(true))).toBe('must be a number');
    expect(first(n.safeParse([]))).toBe('must be a number');
    expect(first(n.safeParse('11'))).toBe('must be at most 10');
  });
  it('whole numbers and record ids', () => {
    expect(wholeNumber(0, 5).parse('5')).toBe(5);
    expect(first(wholeNumber(0, 5).safeParse('1.5'))).toBe('must be a whole number');
    expect(first(wholeNumber(0, 5).safeParse(6))).toBe('must be at most 5');
    expect(first(wholeNumber(1, 5).safeParse(0))).toBe('must be at least 1');
    expect(recordId().parse('2147483647')).toBe(2_147_483_647);
    expect(first(recordId().safeParse(2_147_483_648))).toBe('is not a known id');
  });
  it('dates and times from 1900 to 9999; a blank one is missing', () => {
    expect(dateTime().parse('2026-11-24T08:00:00Z')).toEqual(new Date('2026-11-24T08:00:00Z'));
    expect(first(dateTime().safeParse(''))).toBe('is required');
    expect(first(dateTime().safeParse('1899-12-31T00:00:00Z'))).toBe('must be on or after 1900-01-01');
    expect(dateTime().safeParse(new Date('2000-01-01')).success).toBe(true);
  });
  it('text refuses NUL and lone surrogates only', () => {
    expect(isCleanText('Ñoño ₱ 中文 😀\t\n')).toBe(true);
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('a\ud800')).toBe(false);
    expect(isCleanText('\udc00a')).toBe(false);
    expect(text().safeParse('ok').success).toBe(true);
  });
});

describe('object-level checks run when the fields they read passed', () => {
  const when = whenFieldsPass('min', 'max');
  it('runs when every problem is on another field', () => {
    expect(when({ value: { min: 1 }, issues: [] })).toBe(true);
    expect(when({ value: { min: 1 }, issues: [{ path: ['name'] }] })).toBe(true);
  });
  it('waits when a field it reads failed, a problem has no field, or there is no object', () => {
    expect(when({ value: { min: 1 }, issues: [{ path: ['max'] }] })).toBe(false);
    expect(when({ value: { min: 1 }, issues: [{ path: [] }] })).toBe(false);
    expect(when({ value: { min: 1 }, issues: [{}] })).toBe(false);
    expect(when({ value: null, issues: [] })).toBe(false);
    expect(when({ value: 'x', issues: [] })).toBe(false);
  });
});
