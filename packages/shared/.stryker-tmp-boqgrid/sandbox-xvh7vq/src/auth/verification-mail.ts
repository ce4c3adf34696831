/** A verification mail may follow the previous one after this long. */
// @ts-nocheck

export const VERIFICATION_RESEND_GAP_SECONDS = 60;
/** At most this many verification mails per account in a day. */
export const VERIFICATION_MAILS_PER_DAY = 5;

/**
 * Whether another verification mail may go to an unverified account, given when the earlier
 * ones were sent. Refusing is silent: the caller answers the same either way, so the rule never
 * tells anyone whether the address has an account.
 */
export function mayResendVerification(sentAt: readonly Date[], now: Date = new Date()): boolean {
  const dayAgo = now.getTime() - 24 * 3600_000;
  const today = sentAt.filter((t) => t.getTime() > dayAgo);
  if (today.length >= VERIFICATION_MAILS_PER_DAY) return false;
  const latest = Math.max(-Infinity, ...today.map((t) => t.getTime()));
  return now.getTime() - latest >= VERIFICATION_RESEND_GAP_SECONDS * 1000;
}
