// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { TRUNCATE_DEFAULT, TRUNCATE_NOTIFICATION, TRUNCATE_REJECTION_REASON, truncateText } from './truncate';

describe('truncateText', () => {
  it('has the spec lengths: notification 60, rejection reason 65, default 45', () => {
    expect([TRUNCATE_NOTIFICATION, TRUNCATE_REJECTION_REASON, TRUNCATE_DEFAULT]).toEqual([60, 65, 45]);
  });
  it('cuts at the default 45 and adds an ellipsis', () => {
    const text = 'a'.repeat(50);
    expect(truncateText(text)).toBe(`${'a'.repeat(45)}...`);
  });
  it('leaves text at or under the length alone', () => {
    expect(truncateText('a'.repeat(45))).toBe('a'.repeat(45));
    expect(truncateText(null)).toBe('');
  });
  it('takes a length', () => {
    expect(truncateText('b'.repeat(70), TRUNCATE_NOTIFICATION)).toBe(`${'b'.repeat(60)}...`);
  });
});
