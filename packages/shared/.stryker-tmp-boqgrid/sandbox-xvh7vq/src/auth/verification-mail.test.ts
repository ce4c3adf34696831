// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { mayResendVerification, VERIFICATION_MAILS_PER_DAY, VERIFICATION_RESEND_GAP_SECONDS } from './verification-mail';

const now = new Date('2025-03-01T08:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('mayResendVerification', () => {
  it('allows the first mail', () => {
    expect(mayResendVerification([], now)).toBe(true);
  });

  it('refuses within the gap after the last mail and allows after it', () => {
    expect(mayResendVerification([ago(VERIFICATION_RESEND_GAP_SECONDS - 1)], now)).toBe(false);
    expect(mayResendVerification([ago(VERIFICATION_RESEND_GAP_SECONDS)], now)).toBe(true);
  });

  it('refuses the sixth mail in a day, and counts only the last 24 hours', () => {
    const five = Array.from({ length: VERIFICATION_MAILS_PER_DAY }, (_, i) => ago(3600 * (i + 1)));
    expect(mayResendVerification(five, now)).toBe(false);
    const oneOld = [...five.slice(1), ago(25 * 3600)];
    expect(mayResendVerification(oneOld, now)).toBe(true);
  });
});
