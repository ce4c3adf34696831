import { describe, expect, it } from 'vitest';
import { waitingAge } from './waiting-age';

const NOW = new Date('2026-11-25T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('waitingAge', () => {
  it('under a minute (or a clock slightly ahead) is "just now"', () => {
    expect(waitingAge(ago(59_999), NOW)).toBe('just now');
    expect(waitingAge(ago(-5_000), NOW)).toBe('just now');
  });
  it('counts whole minutes, hours and days, singular for one', () => {
    expect(waitingAge(ago(60_000), NOW)).toBe('1 minute');
    expect(waitingAge(ago(59 * 60_000 + 59_999), NOW)).toBe('59 minutes');
    expect(waitingAge(ago(3_600_000), NOW)).toBe('1 hour');
    expect(waitingAge(ago(23 * 3_600_000 + 3_599_999), NOW)).toBe('23 hours');
    expect(waitingAge(ago(86_400_000), NOW)).toBe('1 day');
    expect(waitingAge(ago(10 * 86_400_000), NOW)).toBe('10 days');
  });
});
