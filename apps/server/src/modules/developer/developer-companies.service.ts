import {
  COMPANY_SUSPENDED_MESSAGE,
  DEVELOPER_MESSAGES,
  impersonationRefusal,
  namedFields,
  SCOPE_KEYS,
  suspensionRefusal,
  type CreateDeveloperCompanyRequest,
  type UpdateDeveloperCompanyRequest,
} from '@haligi/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { accounts, companies, files, invitations, recordCounts, roles, sessions } from '../../db/schema';
import { COUNTERS } from '../../db/record-counts';
import { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { conflict, notFound, tooManyRequests, unprocessable } from '../../http/errors';
import { forgetSessions } from '../../http/session-cache';
import { loadAccountInformation } from '../accounts/account-information';
import { recordAudit, type AuditActor } from '../audit/audit';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { mailPasswordResetLink } from '../auth/auth.service';
import { createSecretToken } from '../auth/secrets';
import { revokeSessions } from '../auth/sessions';
import { setUpNewCompany } from '../companies/company-setup';
import { CompanyProfileService } from '../company/company-profile.service';
import { sendSystemMail } from '../mail/system-mail';
import { keepingFullAccess } from '../roles/access-changes';

/** An impersonated session lasts this long at most (decision 0070). */
export const IMPERSONATION_TTL_HOURS = 2;
const INVITE_TTL_DAYS = 7;

/** The record counters summed as a company's "records" (db/record-counts.ts). */
export const USAGE_COUNTERS = [
  COUNTERS.liveLeads,
  COUNTERS.liveProjects,
  COUNTERS.simpleItems(false),
  COUNTERS.variantItems(false),
  COUNTERS.purchaseOrders,
  COUNTERS.receipts,
];

const companyId = sql`${sql.identifier('companies')}.${sql.identifier('id')}`;
/** Usage columns of a company, as subqueries over `companies.id` (the table answer and the detail share them). */
export const usageColumns = {
  accountCount: sql<number>`(select count(*)::int from ${accounts} where ${accounts.companyId} = ${companyId})`,
  activeAccountCount: sql<number>`(select count(*)::int from ${accounts} where ${accounts.companyId} = ${companyId} and not ${accounts.isDeleted})`,
  recordCount: sql<number>`(select coalesce(sum(${recordCounts.n}), 0)::int from ${recordCounts} where ${recordCounts.companyId} = ${companyId} and ${recordCounts.counter} in (${sql.join(
    USAGE_COUNTERS.map((counter) => sql`${counter}`),
    sql`, `,
  )}))`,
  storageBytes: sql<number>`(select coalesce(sum(${files.size}), 0)::bigint::float8 from ${files} where ${files.companyId} = ${companyId})`,
  // Spelled with aliases: a single-table select renders its columns unqualified, and created_at is in both tables.
  lastActivityAt: sql<Date | null>`(select max(s.created_at) from ${sessions} s inner join ${accounts} a on a.id = s.account_id where a.company_id = ${companyId})`,
};

export interface Impersonation {
  developer: { id: number; name: string };
  account: { id: number; name: string; companyName: string };
  expiresAt: string;
}

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

/** Company management and user management across companies (issue 19, decision 0070); every action audited in its own transaction. */
export class DeveloperCompaniesService {
  private profiles: CompanyProfileService;

  constructor(private context: AppContext) {
    this.profiles = new CompanyProfileService(join(context.config.dataDir, 'uploads'));
  }

  private get db() {
    return this.context.db;
  }

  async company(id: number) {
    const [row] = await this.db
      .select({
        id: companies.id,
        name: companies.name,
        address: companies.address,
        tin: companies.tin,
        brandColor: companies.brandColor,
        hasLogo: sql<boolean>`${companies.logoFileId} is not null`,
        isSuspended: companies.isSuspended,
        suspendedAt: companies.suspendedAt,
        createdAt: companies.createdAt,
        ...usageColumns,
      })
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.isDeleted, false)));
    if (!row) throw notFound('Company');
    return row;
  }

  /**
   * POST /developer/company: the company with what every company starts with (`setUpNewCompany`,
   * default roles and user levels included), its full-access Owner role, and an invitation of its
   * first administrator to that role (mailed, 7 days). An address that has an account already is refused (409).
   */
  async createCompany(auth: AuthContext, actor: AuditActor, input: CreateDeveloperCompanyRequest) {
    const { mailer, config } = this.context;
    const { adminEmail, ...profile } = input;
    const [existing] = await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, adminEmail));
    if (existing) throw conflict(AUTH_MESSAGES.emailTaken);
    const id = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [company] = await tx.insert(companies).values(profile).returning();
      await setUpNewCompany(tx, company.id);
      const [owner] = await tx.insert(roles).values({ companyId: company.id, name: 'Owner', isFullAccess: true, scopeList: [...SCOPE_KEYS] }).returning();
      const { token, hash } = createSecretToken();
      const [invitation] = await tx
        .insert(invitations)
        .values({ companyId: company.id, email: adminEmail, roleId: owner.id, invitedById: auth.account.id, tokenHash: hash, expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000) })
        .returning();
      await sendSystemMail(mailer, tx, {
        companyId: company.id,
        to: adminEmail,
        key: 'invitation',
        values: { inviter: auth.account.name, company: company.name, role: owner.name, days: String(INVITE_TTL_DAYS), link: `${config.publicUrl}/invite/${token}` },
      });
      await recordAudit(tx, actor, {
        action: 'company.create',
        entity: 'company',
        entityId: company.id,
        companyId: company.id,
        after: { ...profile, adminEmail, invitationId: invitation.id },
      });
      return company.id;
    });
    return { data: await this.company(id), message: `Company created; ${adminEmail} was invited as its administrator` };
  }

  /**
   * PATCH /developer/company: whitelabel fields and/or `isSuspended`. Suspending ends every session
   * of the company's members and disconnects their sockets in every process (`company-suspended`);
   * reactivating lets them sign in again. A developer cannot suspend their own company (422).
   */
  async updateCompany(auth: AuthContext, actor: AuditActor, input: UpdateDeveloperCompanyRequest) {
    const { id, isSuspended, ...rest } = input;
    const fields = namedFields(rest);
    const suspended = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [before] = await tx.select().from(companies).where(and(eq(companies.id, id), eq(companies.isDeleted, false))).for('update');
      if (!before) throw notFound('Company');
      const refusal = isSuspended === undefined ? null : suspensionRefusal(auth.tenant.companyId, id, isSuspended);
      if (refusal) throw unprocessable(refusal);
      if (Object.keys(fields).length) {
        await this.profiles.update(new Tenant(tx, id), fields);
        const picked = { name: before.name, address: before.address, tin: before.tin, brandColor: before.brandColor };
        const [after] = await tx.select({ name: companies.name, address: companies.address, tin: companies.tin, brandColor: companies.brandColor }).from(companies).where(eq(companies.id, id));
        await recordAudit(tx, actor, { action: 'company.update', entity: 'company', entityId: id, companyId: id, before: picked, after });
      }
      if (isSuspended === undefined || isSuspended === before.isSuspended) return false;
      await tx.update(companies).set({ isSuspended, suspendedAt: isSuspended ? new Date() : null }).where(eq(companies.id, id));
      let endedSessions = 0;
      if (isSuspended) {
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(isNull(sessions.revokedAt), inArray(sessions.accountId, tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, id)))))
          .returning({ id: sessions.id });
        endedSessions = ended.length;
      }
      await recordAudit(tx, actor, {
        action: isSuspended ? 'company.suspend' : 'company.reactivate',
        entity: 'company',
        entityId: id,
        companyId: id,
        before: { isSuspended: before.isSuspended },
        after: isSuspended ? { isSuspended, endedSessions } : { isSuspended },
      });
      return isSuspended;
    });
    forgetSessions();
    if (suspended) this.context.realtime.companySuspended(id, COMPANY_SUSPENDED_MESSAGE);
    const data = await this.company(id);
    const message = isSuspended === undefined ? 'Company saved' : data.isSuspended ? `${data.name} is suspended` : `${data.name} is active`;
    return { data, message };
  }

  private async account(db: Db, id: number) {
    const [row] = await db
      .select({ account: accounts, companyName: companies.name, companySuspended: companies.isSuspended })
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(eq(accounts.id, id));
    if (!row) throw notFound('User');
    return row;
  }

  /** Deactivates any company's user (not oneself; the company keeps one active full-access user); sessions and sockets end. */
  async deactivate(auth: AuthContext, actor: AuditActor, id: number) {
    if (id === auth.account.id) throw unprocessable(DEVELOPER_MESSAGES.deactivateSelf);
    const { account } = await this.account(this.db, id);
    if (account.isDeleted) throw unprocessable('This user is already inactive');
    await keepingFullAccess(this.db, account.companyId, async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.update(accounts).set({ isDeleted: true }).where(eq(accounts.id, id));
      await revokeSessions(tx, id);
      await recordAudit(tx, actor, { action: 'account.deactivate', entity: 'account', entityId: id, companyId: account.companyId, before: { isDeleted: false }, after: { isDeleted: true } });
    });
    forgetSessions();
    await this.context.realtime.rightsChanged({ accountId: id });
    this.context.realtime.accountDeactivated(id);
    return { message: `${fullName(account)} was deactivated` };
  }

  async reactivate(actor: AuditActor, id: number) {
    const { account } = await this.account(this.db, id);
    if (!account.isDeleted) throw unprocessable('This user is already active');
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.update(accounts).set({ isDeleted: false }).where(eq(accounts.id, id));
      await recordAudit(tx, actor, { action: 'account.reactivate', entity: 'account', entityId: id, companyId: account.companyId, before: { isDeleted: true }, after: { isDeleted: false } });
    });
    forgetSessions();
    return { message: `${fullName(account)} was reactivated` };
  }

  /** The auth module's reset link (1 hour, once), mailed to the user; at most 3 an hour (then 429). */
  async passwordResetMail(actor: AuditActor, id: number) {
    const { account } = await this.account(this.db, id);
    if (account.isDeleted) throw unprocessable('An inactive user cannot be sent a password reset mail');
    const sent = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [locked] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
      if (!(await mailPasswordResetLink(this.context, tx, locked))) return false;
      await recordAudit(tx, actor, { action: 'account.password-reset-mail', entity: 'account', entityId: id, companyId: account.companyId, after: { to: account.email } });
      return true;
    });
    if (!sent) throw tooManyRequests(`${account.email} was sent 3 password reset links within the hour. Try again later.`);
    return { message: `A password reset link was mailed to ${account.email}` };
  }

  /**
   * POST /developer/impersonation: a new session as the user, marked with the developer
   * (`sessions.impersonator_account_id`), for ${IMPERSONATION_TTL_HOURS} hours at most. Refused for
   * oneself, another developer, an inactive user and a suspended company (422).
   */
  async impersonate(auth: AuthContext, actor: AuditActor, id: number) {
    const target = await this.account(this.db, id);
    const refusal = impersonationRefusal(
      { accountId: auth.account.id },
      { id, isDeveloper: target.account.isDeveloper, isDeleted: target.account.isDeleted, companySuspended: target.companySuspended },
    );
    if (refusal) throw unprocessable(refusal);
    const { token, hash } = createSecretToken();
    const expiresAt = new Date(Date.now() + IMPERSONATION_TTL_HOURS * 3600_000);
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [session] = await tx.insert(sessions).values({ accountId: id, tokenHash: hash, expiresAt, impersonatorAccountId: auth.account.id }).returning();
      await recordAudit(tx, { ...actor, actingAsAccountId: id }, {
        action: 'impersonation.start',
        entity: 'session',
        entityId: session.id,
        companyId: target.account.companyId,
        after: { accountId: id, expiresAt: expiresAt.toISOString() },
      });
    });
    const impersonation: Impersonation = {
      developer: { id: auth.account.id, name: auth.account.name },
      account: { id, name: fullName(target.account), companyName: target.companyName },
      expiresAt: expiresAt.toISOString(),
    };
    return { token, accountInformation: await loadAccountInformation(this.db, id), impersonation, message: `You are signed in as ${impersonation.account.name}` };
  }

  /** GET /impersonation: who this session is impersonated by, or null. */
  async currentImpersonation(auth: AuthContext): Promise<Impersonation | null> {
    if (auth.impersonatorAccountId === null) return null;
    const developer = await this.account(this.db, auth.impersonatorAccountId);
    return {
      developer: { id: developer.account.id, name: fullName(developer.account) },
      account: { id: auth.account.id, name: auth.account.name, companyName: auth.account.company.name },
      expiresAt: auth.sessionExpiresAt.toISOString(),
    };
  }

  /** POST /impersonation/end: the impersonated session ends (the developer's own session was never touched). */
  async endImpersonation(auth: AuthContext, ip: string) {
    if (auth.impersonatorAccountId === null) throw unprocessable(DEVELOPER_MESSAGES.notImpersonating);
    const developerId = auth.impersonatorAccountId;
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, auth.sessionId));
      await recordAudit(tx, { actorAccountId: developerId, actingAsAccountId: auth.account.id, ip }, {
        action: 'impersonation.end',
        entity: 'session',
        entityId: auth.sessionId,
        companyId: auth.tenant.companyId,
      });
    });
    forgetSessions();
    this.context.realtime.signedOut(auth.sessionId);
    return { message: 'Impersonation ended' };
  }
}
