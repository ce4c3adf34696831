import { describe, expect, it } from 'vitest';
import {
  chooseSelectValue,
  failedToLoadOptions,
  normalizeOptions,
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
