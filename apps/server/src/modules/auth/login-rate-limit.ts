import { tooManyRequests } from '../../http/errors';

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Failed sign-ins per account and per IP in a sliding 15-minute window, kept in process memory
 * (docs/decisions/0003-login-rate-limit.md). A success clears the account's count.
 */
export class LoginRateLimiter {
  private failures = new Map<string, number[]>();

  private recent(key: string, now: number) {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    this.failures.set(key, list);
    return list;
  }

  assertAllowed(email: string, ip: string, now = Date.now()) {
    const byAccount = this.recent(`a:${email}`, now);
    const byIp = this.recent(`i:${ip}`, now);
    const blocked =
      byAccount.length >= MAX_FAILURES_PER_ACCOUNT ? byAccount : byIp.length >= MAX_FAILURES_PER_IP ? byIp : null;
    if (blocked) {
      const minutes = Math.max(1, Math.ceil((blocked[0] + WINDOW_MS - now) / 60_000));
      throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  recordFailure(email: string, ip: string, now = Date.now()) {
    this.recent(`a:${email}`, now).push(now);
    this.recent(`i:${ip}`, now).push(now);
  }

  recordSuccess(email: string) {
    this.failures.delete(`a:${email}`);
  }
}
