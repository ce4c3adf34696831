import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { afterWrongTry, formatOtp, mayRequestOtp, OTP_MESSAGES, OTP_RATE_WINDOW_MS, OTP_TTL_MINUTES, otpExpiry, otpState } from '@haligi/shared';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { accounts, companies, oneTimeCodes } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { badRequest, conflict, tooManyRequests, unprocessable } from '../../http/errors';
import { sendSystemMail } from '../mail/system-mail';

/** The time the codes are judged by; tests move it (decision 0064). */
export const otpClock = { now: () => new Date() };

/** General codes (`POST /otp/request`, any type) and promotion codes never match each other. */
export type OtpPurpose = 'GENERAL' | 'DEVELOPER_PROMOTION';
export const PROMOTION_TYPE = 'developer-promotion';

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

interface Bound {
  purpose: OtpPurpose;
  type: string;
  context: string;
}

/** One-time codes: asked for, mailed, verified once (decision 0064). */
export class OtpService {
  constructor(private context: AppContext) {}

  /**
   * A new code for the caller's account, type and context, unless five were asked for within the
   * hour (429). The account row is locked so two requests at once count each other. The code itself
   * is only returned to the caller of this function, to be mailed in the same transaction.
   */
  private async issue(tx: Db, auth: AuthContext, bound: Bound): Promise<{ code: string; expiresAt: Date }> {
    const now = otpClock.now();
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, auth.account.id)).for('update');
    const recent = await tx
      .select({ requestedAt: oneTimeCodes.requestedAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.accountId, auth.account.id), eq(oneTimeCodes.purpose, bound.purpose), eq(oneTimeCodes.type, bound.type), gt(oneTimeCodes.requestedAt, new Date(now.getTime() - OTP_RATE_WINDOW_MS))));
    if (!mayRequestOtp(recent.map((r) => r.requestedAt), now)) throw tooManyRequests(OTP_MESSAGES.tooManyRequests);
    const code = formatOtp(randomInt(0, 1_000_000));
    const salt = randomBytes(16).toString('hex');
    const expiresAt = otpExpiry(now);
    await tx.insert(oneTimeCodes).values({ companyId: auth.tenant.companyId, accountId: auth.account.id, ...bound, salt, codeHash: hashOf(salt, code), expiresAt, requestedAt: now });
    return { code, expiresAt };
  }

  /**
   * Checks a code against the newest one of the account, type and context. A wrong code counts a
   * try (kept even though the answer is a refusal); the fifth spends it and answers 429, as does
   * any later try while it has not expired. `onValid` runs in the same transaction as the spend.
   */
  private async check(auth: AuthContext, bound: Bound, otp: string, onValid?: (tx: Db) => Promise<void>) {
    const outcome = await this.context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const now = otpClock.now();
      const [row] = await tx
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.accountId, auth.account.id), eq(oneTimeCodes.purpose, bound.purpose), eq(oneTimeCodes.type, bound.type), eq(oneTimeCodes.context, bound.context)))
        .orderBy(desc(oneTimeCodes.requestedAt), desc(oneTimeCodes.id))
        .limit(1)
        .for('update');
      if (!row) return 'INVALID' as const;
      const state = otpState(row, now);
      if (state === 'LOCKED') return 'LOCKED' as const;
      if (state !== 'LIVE') return 'INVALID' as const;
      if (sameHash(row.codeHash, hashOf(row.salt, otp))) {
        await tx.update(oneTimeCodes).set({ spentAt: now }).where(eq(oneTimeCodes.id, row.id));
        await onValid?.(tx);
        return 'VALID' as const;
      }
      const next = afterWrongTry(row.failedTries);
      await tx.update(oneTimeCodes).set({ failedTries: next.failedTries, spentAt: next.isSpent ? now : null }).where(eq(oneTimeCodes.id, row.id));
      return next.isSpent ? ('LOCKED' as const) : ('INVALID' as const);
    });
    if (outcome === 'LOCKED') throw tooManyRequests(OTP_MESSAGES.tooManyTries);
    if (outcome === 'INVALID') throw badRequest(OTP_MESSAGES.invalid);
  }

  /** POST /otp/request: the code is mailed to the caller ("Your code is NNNNNN"). */
  async request(auth: AuthContext, input: { type: string; context: string }) {
    const { mailer } = this.context;
    const expiresAt = await this.context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const { code, expiresAt } = await this.issue(tx, auth, { purpose: 'GENERAL', ...input });
      await sendSystemMail(mailer, tx, {
        companyId: auth.tenant.companyId,
        to: auth.account.email,
        key: 'one-time-code',
        values: { name: auth.account.firstName, code, minutes: String(OTP_TTL_MINUTES) },
      });
      return expiresAt;
    });
    return { message: OTP_MESSAGES.sent, expiresAt: expiresAt.toISOString() };
  }

  /** POST /otp/verify */
  async verify(auth: AuthContext, input: { type: string; context: string; otp: string }) {
    await this.check(auth, { purpose: 'GENERAL', type: input.type, context: input.context }, input.otp);
    return { message: OTP_MESSAGES.verified };
  }

  /**
   * POST /otp/developer-promotion/request: the code goes to every active developer of the
   * installation (never the caller). The mails carry the developer's company's template but sit in
   * no company's outbox: a developer may belong to the requester's company, whose administrators
   * read its outbox.
   */
  async requestPromotion(auth: AuthContext) {
    if (auth.account.isDeveloper) throw conflict(OTP_MESSAGES.alreadyDeveloper);
    const { db, mailer } = this.context;
    const developers = await db
      .select({ email: accounts.email, firstName: accounts.firstName, companyId: accounts.companyId })
      .from(accounts)
      .where(and(eq(accounts.isDeveloper, true), eq(accounts.isDeleted, false), ne(accounts.id, auth.account.id)));
    if (!developers.length) throw unprocessable(OTP_MESSAGES.noDevelopers);
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.tenant.companyId));
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const { code } = await this.issue(tx, auth, { purpose: 'DEVELOPER_PROMOTION', type: PROMOTION_TYPE, context: '' });
      for (const developer of developers) {
        await sendSystemMail(mailer, tx, {
          companyId: developer.companyId,
          outboxCompanyId: null,
          to: developer.email,
          key: 'developer-promotion',
          values: { name: developer.firstName, requester: auth.account.name, email: auth.account.email, company: company?.name ?? '', code, minutes: String(OTP_TTL_MINUTES) },
        });
      }
    });
    return { message: OTP_MESSAGES.promotionSent, developerCount: developers.length };
  }

  /** POST /otp/developer-promotion/verify: a valid code makes the caller a developer in the same transaction. */
  async verifyPromotion(auth: AuthContext, otp: string) {
    if (auth.account.isDeveloper) throw conflict(OTP_MESSAGES.alreadyDeveloper);
    await this.check(auth, { purpose: 'DEVELOPER_PROMOTION', type: PROMOTION_TYPE, context: '' }, otp, async (tx) => {
      await tx.update(accounts).set({ isDeveloper: true }).where(eq(accounts.id, auth.account.id));
    });
    return { message: OTP_MESSAGES.promoted };
  }
}

