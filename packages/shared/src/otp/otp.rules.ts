import { z } from 'zod';
import { text } from '../validation';

/**
 * One-time codes (issue 17, decision 0064): a 6-digit code bound to an account, a type and a
 * context, mailed, kept only as a hash. Pure rules over the stored row and the time.
 */
export const OTP_TTL_MINUTES = 10;
/** Wrong tries that spend a code. */
export const OTP_MAX_TRIES = 5;
/** Codes an account may ask for per type within an hour. */
export const OTP_REQUESTS_PER_HOUR = 5;
export const OTP_RATE_WINDOW_MS = 3600_000;
export const OTP_LENGTH = 6;

export const OTP_MESSAGES = {
  sent: 'A code was sent to your email',
  verified: 'Code verified',
  invalid: 'Invalid or expired code',
  tooManyTries: 'Too many wrong codes. Ask for a new code.',
  tooManyRequests: 'Too many codes asked for. Try again within the hour.',
  promotionSent: 'A code was sent to the developers of this installation. Ask one of them for it.',
  promoted: 'You are now a developer',
  alreadyDeveloper: 'You are already a developer',
  noDevelopers: 'There is no developer to send the code to',
} as const;

/** A stored code as the rules need it. */
export interface StoredOtp {
  expiresAt: Date;
  failedTries: number;
  /** Set when the code was used, or when its tries ran out. */
  spentAt: Date | null;
}

export type OtpState = 'LIVE' | 'USED' | 'EXPIRED' | 'LOCKED';

/** When a code asked for at `now` stops working. */
export const otpExpiry = (now: Date) => new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);

/** Where a code stands at `now`: tries run out (LOCKED) wins over expiry until the code expires. */
export function otpState(code: StoredOtp, now: Date): OtpState {
  if (now.getTime() >= code.expiresAt.getTime()) return 'EXPIRED';
  if (code.failedTries >= OTP_MAX_TRIES) return 'LOCKED';
  if (code.spentAt) return 'USED';
  return 'LIVE';
}

/** What a wrong code does to a live one: one more try counted, spent on the last. */
export function afterWrongTry(failedTries: number): { failedTries: number; isSpent: boolean } {
  const next = failedTries + 1;
  return { failedTries: next, isSpent: next >= OTP_MAX_TRIES };
}

/** Whether another code may be asked for, given when the account's earlier codes of the type were asked for. */
export function mayRequestOtp(requestedAt: readonly Date[], now: Date): boolean {
  const since = now.getTime() - OTP_RATE_WINDOW_MS;
  return requestedAt.filter((t) => t.getTime() > since && t.getTime() <= now.getTime()).length < OTP_REQUESTS_PER_HOUR;
}

/** A code as mailed: 6 digits from a random integer below 1 000 000 (leading zeros kept). */
export const formatOtp = (n: number) => String(Math.floor(Math.abs(n)) % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0');

const otpType = text().trim().min(1, 'is required').max(50);
const otpContext = text().max(500).optional().default('');
const otpCode = text()
  .trim()
  .refine((v) => /^\d{6}$/.test(v), 'must be 6 digits');

/** POST /otp/request. */
export const otpRequest = z.object({ type: otpType, context: otpContext });
/** POST /otp/verify. */
export const otpVerifyRequest = z.object({ type: otpType, otp: otpCode, context: otpContext });
/** POST /otp/developer-promotion/verify. */
export const promotionVerifyRequest = z.object({ otp: otpCode });
export type OtpRequest = z.infer<typeof otpRequest>;
export type OtpVerifyRequest = z.infer<typeof otpVerifyRequest>;
