// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  chooseSelectValue,
  failedToLoadOptions,
  normalizeOptions,
  selectCacheKey,
  SELECT_CACHE_DB,
  SELECT_CACHE_STORE,
  SELECT_CACHE_VERSION,
  SELECT_ERROR_OPTION,
  SELECT_INVALID_RESPONSE,
  SELECT_MISSING_URL,
  SELECT_NO_DATA,
  withNullOption,
} from './select-options';

describe('normalizeOptions', () => {
  it('takes label from label, name, title or description and value from value, id or key', () => {
    const { options } = normalizeOptions([
      { label: 'A', value: 1 },
      { name: 'B', id: 2 },
      { title: 'C', key: 'c' },
      { description: 'D', id: 4 },
    ]);
    expect(options.map((o) => [o.label, o.value])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 'c'],
      ['D', 4],
    ]);
  });
  it('accepts an object with a list field', () => {
    expect(normalizeOptions({ list: [{ name: 'X', id: 9 }] }).options).toHaveLength(1);
  });
  it('treats a wrongly shaped answer as empty and flags it', () => {
    expect(normalizeOptions({ rows: [] })).toEqual({ options: [], isMalformed: true });
  });
});

describe('select value choice', () => {
  const options = withNullOption([{ label: 'A', value: 1 }, { label: 'B', value: 2 }], 'None');
  it('adds a null option with value 0 at the top', () => {
    expect(options[0]).toEqual({ label: 'None', value: 0 });
  });
  it('prefers the bound value, then the earlier auto value, then the first real option', () => {
    expect(chooseSelectValue(options, 2, 1, true)).toBe(2);
    expect(chooseSelectValue(options, 99, 1, true)).toBe(1);
    expect(chooseSelectValue(options, undefined, undefined, true)).toBe(1);
  });
  it('clears the value when there are no options', () => {
    expect(chooseSelectValue([], 1, 1)).toBeNull();
  });
  it('has the spec texts and cache constants', () => {
    expect(SELECT_NO_DATA).toBe('No Data');
    expect(SELECT_ERROR_OPTION).toBe('Error loading options');
    expect(SELECT_MISSING_URL).toBe('API URL is required');
    expect(SELECT_INVALID_RESPONSE).toBe('Invalid response from server');
    expect(failedToLoadOptions('boom')).toBe('Failed to load options: boom');
    expect([SELECT_CACHE_DB, SELECT_CACHE_STORE, SELECT_CACHE_VERSION]).toEqual(['anteSelectCache', 'selectOptions', 1]);
  });
});

describe('select options: edges', () => {
  const options = [
    { label: 'A', value: 'a' },
    { label: 'B', value: 'b' },
  ];
  it('prefers the earlier auto-selected value when the bound value is gone', () => {
    expect(chooseSelectValue(options, 'gone', 'b')).toBe('b');
    expect(chooseSelectValue(options, null, 'b')).toBe('b');
    expect(chooseSelectValue(options, 'a', 'b')).toBe('a');
  });
  it('without a null option the default is the first option', () => {
    expect(chooseSelectValue(options, null, null)).toBe('a');
    expect(chooseSelectValue([{ label: 'None', value: 0 }, ...options], null, null, true)).toBe('a');
  });
  it('an empty bound value never matches an option whose value is empty text', () => {
    const withBlank = [{ label: '-', value: '' }, ...options];
    expect(chooseSelectValue(withBlank, '', 'b')).toBe('b');
  });
  it('a null field falls through to the next label or value field', () => {
    expect(normalizeOptions([{ label: null, name: 'Named', value: null, id: 5 }]).options).toEqual([{ label: 'Named', name: 'Named', value: 5, id: 5 }]);
  });
  it('skips rows that are not objects or have no value, and an empty list is not malformed', () => {
    expect(normalizeOptions([null, undefined, 'text', 7, { name: 'no value' }, { id: 1 }])).toEqual({ options: [{ id: 1, label: '1', value: 1 }], isMalformed: false });
    expect(normalizeOptions([])).toEqual({ options: [], isMalformed: false });
    expect(normalizeOptions({ list: [] })).toEqual({ options: [], isMalformed: false });
  });
  it('null, text, or an object without a list is malformed', () => {
    for (const answer of [null, undefined, 'text', 0, {}, { list: 'x' }]) expect(normalizeOptions(answer)).toEqual({ options: [], isMalformed: true });
  });
  it('caches per user and URL; a guest has its own key', () => {
    expect(selectCacheKey(7, '/api/clients')).toBe('7:/api/clients');
    expect(selectCacheKey(0, '/api/clients')).toBe('0:/api/clients');
    expect(selectCacheKey(null, '/api/clients')).toBe('guest:/api/clients');
    expect(selectCacheKey(undefined, '/x')).toBe('guest:/x');
  });
});
