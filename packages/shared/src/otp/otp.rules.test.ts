import { describe, expect, it } from 'vitest';
import { afterWrongTry, formatOtp, mayRequestOtp, OTP_MAX_TRIES, otpExpiry, otpRequest, otpState, otpVerifyRequest, promotionVerifyRequest } from './otp.rules';

const at = (iso: string) => new Date(iso);

describe('one-time code state', () => {
  const asked = at('2026-11-28T01:00:00Z');
  const live = { expiresAt: otpExpiry(asked), failedTries: 0, spentAt: null };

  it('works for 10 minutes', () => {
    expect(otpExpiry(asked)).toEqual(at('2026-11-28T01:10:00Z'));
    expect(otpState(live, asked)).toBe('LIVE');
    expect(otpState(live, at('2026-11-28T01:09:59.999Z'))).toBe('LIVE');
    expect(otpState(live, at('2026-11-28T01:10:00Z'))).toBe('EXPIRED');
  });
  it('is used once', () => {
    expect(otpState({ ...live, spentAt: asked }, asked)).toBe('USED');
  });
  it('is locked once its tries run out, until it expires', () => {
    expect(otpState({ ...live, failedTries: OTP_MAX_TRIES - 1 }, asked)).toBe('LIVE');
    expect(otpState({ ...live, failedTries: OTP_MAX_TRIES, spentAt: asked }, asked)).toBe('LOCKED');
    expect(otpState({ ...live, failedTries: OTP_MAX_TRIES, spentAt: asked }, at('2026-11-28T01:10:00Z'))).toBe('EXPIRED');
  });
  it('spends the code on the fifth wrong try', () => {
    expect(afterWrongTry(0)).toEqual({ failedTries: 1, isSpent: false });
    expect(afterWrongTry(3)).toEqual({ failedTries: 4, isSpent: false });
    expect(afterWrongTry(4)).toEqual({ failedTries: 5, isSpent: true });
  });
});

describe('request rate', () => {
  const now = at('2026-11-28T02:00:00Z');
  it('allows five codes within an hour', () => {
    const four = ['01:10', '01:20', '01:30', '01:40'].map((t) => at(`2026-11-28T${t}:00Z`));
    expect(mayRequestOtp([], now)).toBe(true);
    expect(mayRequestOtp(four, now)).toBe(true);
    expect(mayRequestOtp([...four, at('2026-11-28T01:50:00Z')], now)).toBe(false);
  });
  it('forgets codes asked for an hour ago or more', () => {
    const five = ['01:00', '01:20', '01:30', '01:40', '01:50'].map((t) => at(`2026-11-28T${t}:00Z`));
    expect(mayRequestOtp(five, now)).toBe(true);
    expect(mayRequestOtp(five, at('2026-11-28T01:59:59Z'))).toBe(false);
  });
  it('counts a code asked for at this very moment', () => {
    expect(mayRequestOtp(Array(5).fill(now), now)).toBe(false);
  });
  it('does not count codes after now', () => {
    expect(mayRequestOtp(Array(5).fill(at('2026-11-28T02:30:00Z')), now)).toBe(true);
  });
});

describe('codes and requests', () => {
  it('writes six digits with leading zeros', () => {
    expect(formatOtp(42)).toBe('000042');
    expect(formatOtp(999999)).toBe('999999');
    expect(formatOtp(1_000_001)).toBe('000001');
  });
  it('checks the type, the context and the code', () => {
    expect(otpRequest.parse({ type: 'delete-project' })).toEqual({ type: 'delete-project', context: '' });
    expect(otpRequest.safeParse({ type: '' }).error!.issues[0].message).toBe('is required');
    expect(otpRequest.safeParse({ type: 'x'.repeat(51) }).success).toBe(false);
    expect(otpRequest.safeParse({ type: 'x'.repeat(50) }).success).toBe(true);
    expect(otpVerifyRequest.safeParse({ type: 't', otp: '12345', context: 'c' }).error!.issues[0].message).toBe('must be 6 digits');
    expect(otpVerifyRequest.parse({ type: 't', otp: ' 012345 ', context: 'c' })).toEqual({ type: 't', otp: '012345', context: 'c' });
    expect(promotionVerifyRequest.safeParse({ otp: 'abcdef' }).success).toBe(false);
    expect(promotionVerifyRequest.safeParse({ otp: 'a123456' }).success).toBe(false);
    expect(promotionVerifyRequest.safeParse({ otp: '1234567' }).success).toBe(false);
  });
});
