import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../http/errors';

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ATTEMPTS_PER_ACCOUNT = 5;
export const MAX_ATTEMPTS_PER_IP = 20;

/** What a password attempt is for; each kind has its own counters and its own 429 message. */
export type AttemptKind = 'login' | 'confirm';

const BLOCKED: Record<AttemptKind, string> = {
  login: 'Too many failed sign-in attempts.',
  confirm: 'Too many incorrect password attempts.',
};

/** A counted attempt: `succeeded()` gives it back once the password proved right. */
export interface PasswordAttempt {
  succeeded(): Promise<void>;
}

/**
 * Password attempts counted BEFORE the password is verified, in the database so every process
 * shares the counts (docs/decisions/0025-authentication-hardening.md). One upsert per attempt
 * raises the account's and the IP's counters atomically and returns them; past 5 per account or
 * 20 per IP within the 15-minute window the attempt answers 429 without checking the password.
 * A refused attempt is given back at once (only checked passwords count), and so is a right
 * password: then the account's counter is cleared and the IP's lowered by one.
 */
export class PasswordAttemptLimiter {
  constructor(private db: Db) {}

  async begin(kind: AttemptKind, account: string | number, ip: string): Promise<PasswordAttempt> {
    const accountKey = `${kind}:a:${String(account).toLowerCase()}`;
    const ipKey = `${kind}:i:${ip}`;
    const windowMs = ATTEMPT_WINDOW_MS;
    const { rows } = await this.db.execute<{ key: string; attempts: number; retry_ms: string }>(sql`
      insert into auth_attempts as a (key, attempts, window_start)
      values (${accountKey}, 1, now()), (${ipKey}, 1, now())
      on conflict (key) do update set
        attempts = case when a.window_start <= now() - make_interval(secs => ${windowMs / 1000}) then 1 else a.attempts + 1 end,
        window_start = case when a.window_start <= now() - make_interval(secs => ${windowMs / 1000}) then now() else a.window_start end
      returning key, attempts, (extract(epoch from (window_start + make_interval(secs => ${windowMs / 1000}) - now())) * 1000)::text as retry_ms`);
    const over = rows.filter((row) =>
      row.key === accountKey ? row.attempts > MAX_ATTEMPTS_PER_ACCOUNT : row.attempts > MAX_ATTEMPTS_PER_IP,
    );
    if (over.length > 0) {
      // Refused without checking the password: the attempt is given back, so only checked passwords count.
      await this.giveBack(accountKey, ipKey);
      // now() is each transaction's start: a window another racing transaction opened a moment
      // later can read as a little longer than the window itself. The wait is never longer than it.
      const retryMs = Math.min(windowMs, Math.max(...over.map((row) => Number(row.retry_ms))));
      const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
      throw tooManyRequests(`${BLOCKED[kind]} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    if (Math.random() < 0.01) void this.forgetExpired().catch(() => undefined);
    return {
      succeeded: async () => {
        await this.db.execute(sql`update auth_attempts set attempts = 0 where key = ${accountKey}`);
        await this.giveBack(ipKey);
      },
    };
  }

  /**
   * Lowers counters by one, one row per statement: the upsert locks the account's row before the
   * IP's, and a statement holding the IP's row while waiting for the account's would deadlock it.
   */
  private async giveBack(...keys: string[]) {
    for (const key of keys) await this.db.execute(sql`update auth_attempts set attempts = greatest(attempts - 1, 0) where key = ${key}`);
  }

  /** Counters whose window has passed are removed now and then; they would restart at 1 anyway. */
  async forgetExpired() {
    // Rows an attempt holds are skipped (the next clean-up takes them), so this never waits on one.
    await this.db.execute(sql`
      delete from auth_attempts where key in (
        select key from auth_attempts where window_start <= now() - make_interval(secs => ${ATTEMPT_WINDOW_MS / 1000}) for update skip locked)`);
  }
}
