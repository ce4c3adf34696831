import { SCOPE_KEYS, type LoginRequest, type SignupRequest } from '@haligi/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, companies, emailVerifications, roles } from '../../db/schema';
import { forbidden, HttpError, unauthorized, badRequest } from '../../http/errors';
import { forgetSessions } from '../../http/session-cache';
import { loadAccountInformation } from '../accounts/account-information';
import { linkMail } from '../mail/mailer';
import { AUTH_MESSAGES } from './auth.messages';
import { PasswordAttemptLimiter } from './password-attempts';
import { createSecretToken, hashPassword, hashToken, verifyPassword } from './secrets';
import { createSession, revokeSession } from './sessions';

const VERIFICATION_TTL_HOURS = 48;

export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export class AuthService {
  /** A hash to verify against when the email is unknown, so both paths cost the same. */
  private decoyHash: Promise<string>;

  private limiter: PasswordAttemptLimiter;

  constructor(private context: AppContext) {
    this.limiter = new PasswordAttemptLimiter(context.db);
    this.decoyHash = hashPassword('decoy-password-for-timing');
  }

  /**
   * Creates the company, its full-access Owner role and the owner, and mails the verification link.
   * An address that already has an account gets the same answer (so sign-up does not tell who has
   * an account) and its owner is mailed a notice instead; nothing is created.
   */
  async signup(input: SignupRequest) {
    const { db, mailer, config } = this.context;
    const passwordHash = await hashPassword(input.password);
    try {
      await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(accounts).where(eq(accounts.email, input.email));
        if (existing) {
          await mailer.send(
            {
              companyId: existing.companyId,
              to: existing.email,
              subject: 'Someone tried to sign up to Haligi with your email',
              ...linkMail(
                `Hello ${existing.firstName},`,
                'Someone tried to create a new Haligi account with this email address, which already has an account. Nothing was changed. If it was you, sign in instead.',
                'Sign in',
                `${config.publicUrl}/login`,
              ),
            },
            tx,
          );
          return;
        }
        const [company] = await tx.insert(companies).values({ name: input.companyName }).returning();
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
        const { token, hash } = createSecretToken();
        await tx.insert(emailVerifications).values({
          accountId: account.id,
          tokenHash: hash,
          expiresAt: new Date(Date.now() + VERIFICATION_TTL_HOURS * 3600_000),
        });
        const url = `${config.publicUrl}/verify-email/${token}`;
        await mailer.send(
          {
            companyId: company.id,
            to: account.email,
            subject: 'Verify your email for Haligi',
            ...linkMail(
              `Hello ${account.firstName},`,
              `Welcome to Haligi. Confirm your email address to start using ${company.name}'s workspace. The link works for ${VERIFICATION_TTL_HOURS} hours.`,
              'Verify email',
              url,
            ),
          },
          tx,
        );
      });
    } catch (error) {
      // Two sign-ups for one new address at once: the second is answered like the first.
      if (!isUniqueViolation(error)) throw error;
    }
    return { message: AUTH_MESSAGES.signedUp };
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
