// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { computePageButtons, DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, tableRequest } from './table.schemas';

describe('table contract', () => {
  it('offers page sizes 5, 7, 10, 15, 20, 25, 50 and all; default 10', () => {
    expect(TABLE_PAGE_SIZES).toEqual([5, 7, 10, 15, 20, 25, 50, 0]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
  it('fills defaults in a bare request', () => {
    expect(tableRequest.parse({})).toMatchObject({ searchKeyword: '', filters: [] });
  });
  it('shows page buttons with gaps', () => {
    expect(computePageButtons(1, 1)).toEqual([1]);
    expect(computePageButtons(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(computePageButtons(1, 10)).toEqual([1, 2, null, 10]);
    expect(computePageButtons(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});

describe('page buttons: edges', () => {
  it('no pages, no buttons', () => {
    expect(computePageButtons(1, 0)).toEqual([]);
  });
  it('a gap of one page shows that page instead of a gap', () => {
    expect(computePageButtons(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(computePageButtons(7, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
  });
});
