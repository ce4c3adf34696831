import { setUpNewCompany } from '../companies/company-setup';
import {
  COMPANY_SUSPENDED_MESSAGE,
  mayResendVerification,
  SCOPE_KEYS,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResendVerificationRequest,
  type ResetPasswordRequest,
  type SignupRequest,
} from '@haligi/shared';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { accounts, companies, emailVerifications, passwordResets, roles } from '../../db/schema';
import { forbidden, HttpError, unauthorized, badRequest } from '../../http/errors';
import { forgetSessions } from '../../http/session-cache';
import { loadAccountInformation } from '../accounts/account-information';
import { sendSystemMail } from '../mail/system-mail';
import { AUTH_MESSAGES } from './auth.messages';
import { PasswordAttemptLimiter } from './password-attempts';
import { RequestRateLimiter } from './request-rate-limit';
import { createSecretToken, hashPassword, hashToken, verifyPassword } from './secrets';
import { createSession, revokeSession, revokeSessions } from './sessions';

const VERIFICATION_TTL_HOURS = 48;
/** Verification mail requests one IP may make in the window, whatever the addresses. */
const RESEND_PER_IP = 10;
const RESEND_WINDOW_MS = 15 * 60_000;
/** A password reset link works this long, once (issue 12). */
export const RESET_TTL_MS = 3600_000;
/** Reset mails one account may be sent per hour; further requests are answered alike and send nothing. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;
/** Reset requests (mails) and reset attempts (tokens) one IP may make in the window, whatever the addresses. */
const RESET_REQUESTS_PER_IP = 10;
const RESET_ATTEMPTS_PER_IP = 20;

export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * A reset link for an account (locked by the caller), valid ${RESET_TTL_MS / 60_000} minutes, once, and its mail,
 * in the caller's transaction: the forgot-password page and the developer's "send a password reset
 * mail" (decision 0070). Answers false and sends nothing when the account had
 * ${RESETS_PER_ACCOUNT_PER_HOUR} links within the hour.
 */
export async function mailPasswordResetLink(
  context: Pick<AppContext, 'config' | 'mailer'>,
  tx: Db,
  account: { id: number; email: string; firstName: string; companyId: number },
): Promise<boolean> {
  const [recent] = await tx
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.accountId, account.id), gt(passwordResets.createdAt, new Date(Date.now() - 3600_000))));
  if (recent.n >= RESETS_PER_ACCOUNT_PER_HOUR) return false;
  const { token, hash } = createSecretToken();
  await tx.insert(passwordResets).values({ accountId: account.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  await sendSystemMail(context.mailer, tx, {
    companyId: account.companyId,
    to: account.email,
    key: 'password-reset',
    values: { name: account.firstName, link: `${context.config.publicUrl}/reset-password/${token}` },
  });
  return true;
}

export class AuthService {
  private resendLimiter = new RequestRateLimiter(RESEND_PER_IP, RESEND_WINDOW_MS, AUTH_MESSAGES.tooManyResends);
  private forgotLimiter = new RequestRateLimiter(RESET_REQUESTS_PER_IP, RESEND_WINDOW_MS, AUTH_MESSAGES.tooManyResets);
  private resetLimiter = new RequestRateLimiter(RESET_ATTEMPTS_PER_IP, RESEND_WINDOW_MS, AUTH_MESSAGES.tooManyResets);
  /** A hash to verify against when the email is unknown, so both paths cost the same. */
  private decoyHash: Promise<string>;

  private limiter: PasswordAttemptLimiter;

  constructor(private context: AppContext) {
    this.limiter = new PasswordAttemptLimiter(context.db);
    this.decoyHash = hashPassword('decoy-password-for-timing');
  }

  /**
   * Creates the company, its full-access Owner role and the owner, and mails the verification
   * link. An address that already has an account gets the same answer, so sign-up does not tell
   * who has an account: a still-unverified one gets its link again (within the resend limits; its
   * details stay as first entered), any other is mailed a notice instead; nothing is created.
   */
  async signup(input: SignupRequest) {
    const { db } = this.context;
    const passwordHash = await hashPassword(input.password);
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [existing] = await tx.select().from(accounts).where(eq(accounts.email, input.email)).for('update');
        if (existing) {
          if (!existing.emailVerifiedAt && !existing.isDeleted) {
            await this.resendVerificationMail(tx, existing.id);
            return;
          }
          await sendSystemMail(this.context.mailer, tx, {
            companyId: existing.companyId,
            to: existing.email,
            key: 'signup-existing',
            values: { name: existing.firstName, link: `${this.context.config.publicUrl}/login` },
          });
          return;
        }
        const [company] = await tx.insert(companies).values({ name: input.companyName }).returning();
        await setUpNewCompany(tx, company.id);
        const [owner] = await tx
          .insert(roles)
          .values({ companyId: company.id, name: 'Owner', isFullAccess: true, scopeList: [...SCOPE_KEYS] })
          .returning();
        const [account] = await tx
          .insert(accounts)
          .values({
            companyId: company.id,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            passwordHash,
            roleId: owner.id,
          })
          .returning();
        await this.mailVerificationLink(tx, account.id);
      });
    } catch (error) {
      // Two sign-ups for one new address at once: the second is answered like the first.
      if (!isUniqueViolation(error)) throw error;
    }
    return { message: AUTH_MESSAGES.signedUp };
  }

  /**
   * `POST /auth/resend-verification`: a new link for an unverified account. The answer is the
   * same whether or not the address has one; the per-account limits refuse silently, the per-IP
   * limit answers 429 for every address alike.
   */
  async resendVerification(input: ResendVerificationRequest, ip: string) {
    this.resendLimiter.take(ip);
    await this.context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [account] = await tx
        .select({ id: accounts.id, emailVerifiedAt: accounts.emailVerifiedAt, isDeleted: accounts.isDeleted })
        .from(accounts)
        .where(eq(accounts.email, input.email))
        .for('update');
      if (account && !account.emailVerifiedAt && !account.isDeleted) await this.resendVerificationMail(tx, account.id);
    });
    return { message: AUTH_MESSAGES.verificationResent };
  }

  /** Mails a new link unless the account had one too recently or too often (the account row is locked by the caller). */
  private async resendVerificationMail(tx: Db, accountId: number) {
    const earlier = await tx
      .select({ createdAt: emailVerifications.createdAt })
      .from(emailVerifications)
      .where(and(eq(emailVerifications.accountId, accountId), gt(emailVerifications.createdAt, new Date(Date.now() - 24 * 3600_000))));
    if (!mayResendVerification(earlier.map((row) => row.createdAt))) return;
    await this.mailVerificationLink(tx, accountId);
  }

  /** A new verification token and its mail, in the caller's transaction. */
  private async mailVerificationLink(tx: Db, accountId: number) {
    const { mailer, config } = this.context;
    const [account] = await tx
      .select({ email: accounts.email, firstName: accounts.firstName, companyId: companies.id, companyName: companies.name })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(eq(accounts.id, accountId));
    const { token, hash } = createSecretToken();
    await tx.insert(emailVerifications).values({
      accountId,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + VERIFICATION_TTL_HOURS * 3600_000),
    });
    const url = `${config.publicUrl}/verify-email/${token}`;
    await sendSystemMail(mailer, tx, {
      companyId: account.companyId,
      to: account.email,
      key: 'email-verification',
      values: { name: account.firstName, company: account.companyName, hours: String(VERIFICATION_TTL_HOURS), link: url },
    });
  }

  async verifyEmail(token: string) {
    const { db } = this.context;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailVerifications)
        .where(
          and(
            eq(emailVerifications.tokenHash, hashToken(token)),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, new Date()),
          ),
        );
      if (!row) throw badRequest(AUTH_MESSAGES.badVerification);
      await tx.update(emailVerifications).set({ usedAt: new Date() }).where(eq(emailVerifications.id, row.id));
      await tx.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, row.accountId));
      return { message: AUTH_MESSAGES.verified };
    });
  }

  /**
   * `POST /auth/forgot-password`: mails a reset link to the account using this address. The answer
   * is the same whether or not there is one (a deactivated account, or one sent
   * ${RESETS_PER_ACCOUNT_PER_HOUR} links within the hour, is answered alike and sent nothing); the
   * per-IP limit answers 429 for every address alike.
   */
  async forgotPassword(input: ForgotPasswordRequest, ip: string) {
    this.forgotLimiter.take(ip);
    await this.context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [account] = await tx
        .select({ id: accounts.id, email: accounts.email, firstName: accounts.firstName, companyId: accounts.companyId, isDeleted: accounts.isDeleted })
        .from(accounts)
        .where(eq(accounts.email, input.email))
        .for('update');
      if (!account || account.isDeleted) return;
      await mailPasswordResetLink(this.context, tx, account);
    });
    return { message: AUTH_MESSAGES.resetMailed };
  }

  /**
   * `POST /auth/reset-password`: a live link sets the new password and is used up, with every other
   * link of the account; every session of the account ends. The mail reached its owner, so an
   * address not verified yet counts as verified.
   */
  async resetPassword(input: ResetPasswordRequest, ip: string) {
    this.resetLimiter.take(ip);
    const { db, realtime } = this.context;
    const passwordHash = await hashPassword(input.password);
    const accountId = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .select({ id: passwordResets.id, accountId: passwordResets.accountId, isDeleted: accounts.isDeleted })
        .from(passwordResets)
        .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
        .where(and(eq(passwordResets.tokenHash, hashToken(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .for('update', { of: passwordResets });
      if (!row || row.isDeleted) return null;
      const now = new Date();
      await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.accountId, row.accountId), isNull(passwordResets.usedAt)));
      const [account] = await tx.select({ emailVerifiedAt: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.id, row.accountId));
      await tx
        .update(accounts)
        .set({ passwordHash, ...(account.emailVerifiedAt ? {} : { emailVerifiedAt: now }) })
        .where(eq(accounts.id, row.accountId));
      await revokeSessions(tx, row.accountId);
      return row.accountId;
    });
    if (accountId === null) throw badRequest(AUTH_MESSAGES.badReset);
    forgetSessions();
    realtime.passwordReset(accountId);
    return { message: AUTH_MESSAGES.passwordReset };
  }

  async login(input: LoginRequest, ip: string) {
    const { db, config } = this.context;
    // Counted before the slow password check, so parallel guesses cannot all get through.
    const attempt = await this.limiter.begin('login', input.email, ip);
    const [account] = await db.select().from(accounts).where(eq(accounts.email, input.email));
    const isValid = await verifyPassword(account?.passwordHash ?? (await this.decoyHash), input.password);
    if (!account || !isValid) throw unauthorized(AUTH_MESSAGES.badCredentials);
    await attempt.succeeded();
    if (!account.emailVerifiedAt) throw forbidden(AUTH_MESSAGES.unverified);
    if (account.isDeleted) throw new HttpError(403, AUTH_MESSAGES.inactive);
    const [company] = await db.select({ isSuspended: companies.isSuspended }).from(companies).where(eq(companies.id, account.companyId));
    if (company?.isSuspended) throw forbidden(COMPANY_SUSPENDED_MESSAGE);
    const { token } = await createSession(db, account.id, config.tokenTtlHours);
    const accountInformation = await loadAccountInformation(db, account.id);
    return { token, accountInformation };
  }

  async logout(sessionId: number) {
    await revokeSession(this.context.db, sessionId);
    forgetSessions();
    this.context.realtime.signedOut(sessionId);
    return { message: AUTH_MESSAGES.signedOut };
  }
}
