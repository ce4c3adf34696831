import { describe, expect, it } from 'vitest';
import { auditActorText, auditDiff, sameValue } from './audit-diff';

describe('auditDiff', () => {
  it('lists changed, added and removed fields in name order, nested ones by path', () => {
    expect(auditDiff({ name: 'A', isSuspended: false, old: 1, address: { city: 'Pasig', zip: '1600' } }, { name: 'B', isSuspended: false, added: 'x', address: { city: 'Makati', zip: '1600' } })).toEqual([
      { path: 'added', kind: 'added', after: 'x' },
      { path: 'address.city', kind: 'changed', before: 'Pasig', after: 'Makati' },
      { path: 'name', kind: 'changed', before: 'A', after: 'B' },
      { path: 'old', kind: 'removed', before: 1 },
    ]);
  });

  it('a created record lists its fields as added, a deleted one as removed, skipping empty ones', () => {
    expect(auditDiff(null, { id: 3, name: 'New', note: null })).toEqual([
      { path: 'id', kind: 'added', after: 3 },
      { path: 'name', kind: 'added', after: 'New' },
    ]);
    expect(auditDiff({ id: 3 }, undefined)).toEqual([{ path: 'id', kind: 'removed', before: 3 }]);
    expect(auditDiff(null, { b: 1, a: 2 }).map((c) => c.path)).toEqual(['a', 'b']);
    expect(auditDiff({ b: 1, a: 2, c: null }, null)).toEqual([
      { path: 'a', kind: 'removed', before: 2 },
      { path: 'b', kind: 'removed', before: 1 },
    ]);
  });

  it('compares lists as a whole and finds nothing between equal values', () => {
    expect(auditDiff({ scopes: ['A', 'B'] }, { scopes: ['A', 'B'] })).toEqual([]);
    expect(auditDiff({ scopes: ['A', 'B'] }, { scopes: ['B', 'A'] })).toEqual([{ path: 'scopes', kind: 'changed', before: ['A', 'B'], after: ['B', 'A'] }]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff(undefined, null)).toEqual([]);
  });

  it('a value that is not an object is one change at the empty path', () => {
    expect(auditDiff(1, 2)).toEqual([{ path: '', kind: 'changed', before: 1, after: 2 }]);
    expect(auditDiff(null, 'x')).toEqual([{ path: '', kind: 'added', after: 'x' }]);
    expect(auditDiff('x', null)).toEqual([{ path: '', kind: 'removed', before: 'x' }]);
    expect(auditDiff({ a: 1 }, [1])).toEqual([{ path: '', kind: 'changed', before: { a: 1 }, after: [1] }]);
  });

  it('a null field becoming a value is added, a value becoming null removed', () => {
    expect(auditDiff({ a: null, b: 2 }, { a: 1, b: null })).toEqual([
      { path: 'a', kind: 'added', after: 1 },
      { path: 'b', kind: 'removed', before: 2 },
    ]);
  });
});

describe('sameValue', () => {
  it('compares JSON values deeply', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue([1], [1, 2])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
    expect(sameValue({ a: 1, b: [2] }, { a: 1, b: [2] })).toBe(true);
    expect(sameValue(['a'], 'a')).toBe(false);
    expect(sameValue('a', ['a'])).toBe(false);
    expect(sameValue({}, 5)).toBe(false);
    expect(sameValue(5, {})).toBe(false);
  });
});

describe('auditActorText', () => {
  it('says who, and as whom when impersonating', () => {
    expect(auditActorText('Dev One', null)).toBe('by Dev One');
    expect(auditActorText('Dev One', 'Ana Cruz')).toBe('by Dev One as Ana Cruz');
    expect(auditActorText(null, null)).toBe('by the system');
  });
});
