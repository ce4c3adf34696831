// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { DRAFT_ITEM_MESSAGES, isDraftItem } from './item.draft';

describe('draft items', () => {
  it('an item is a draft by its own flag, a variation also by its parent’s', () => {
    expect(isDraftItem({ isDraft: false })).toBe(false);
    expect(isDraftItem({ isDraft: true })).toBe(true);
    expect(isDraftItem({ isDraft: false }, null)).toBe(false);
    expect(isDraftItem({ isDraft: false }, { isDraft: false })).toBe(false);
    expect(isDraftItem({ isDraft: false }, { isDraft: true })).toBe(true);
    expect(isDraftItem({ isDraft: true }, { isDraft: false })).toBe(true);
  });
  it('says what to do, word for word', () => {
    expect(DRAFT_ITEM_MESSAGES.stock('Portland Cement 40kg')).toBe('Item Portland Cement 40kg is a draft: publish it before stocking it');
    expect(DRAFT_ITEM_MESSAGES.request('Portland Cement 40kg')).toBe('Item Portland Cement 40kg is a draft: publish it before requesting it');
  });
});
