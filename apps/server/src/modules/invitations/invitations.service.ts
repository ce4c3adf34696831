import type { AcceptInviteRequest, InviteRequest } from '@haligi/shared';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, companies, invitations, roles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable, HttpError } from '../../http/errors';
import type { AuthContext } from '../../http/auth';
import type { TableSource } from '../../http/table';
import { loadAccountInformation } from '../accounts/account-information';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { isUniqueViolation } from '../auth/auth.service';
import { createSecretToken, hashPassword, hashToken } from '../auth/secrets';
import { createSession } from '../auth/sessions';
import { sendSystemMail } from '../mail/system-mail';
import { assertAccessChange } from '../roles/access-changes';

const INVITE_TTL_DAYS = 7;

const statusExpression = sql<string>`case when ${invitations.acceptedAt} is not null then 'ACCEPTED' when ${invitations.expiresAt} < now() then 'EXPIRED' else 'PENDING' end`;

export class InvitationsService {
  constructor(private context: AppContext) {}

  async invite(tenant: Tenant, auth: AuthContext, input: InviteRequest) {
    const { db, mailer, config } = this.context;
    const [role] = await db.select().from(roles).where(tenant.byId(roles, input.roleId));
    if (!role || role.isDeleted) throw unprocessable('The chosen role does not exist');
    assertAccessChange({ actor: auth.account.role, before: null, after: role });
    // A member of this company is named (the inviter can see them); an account in another company
    // is invited like anyone else, without a working link, so the answer does not reveal it.
    const [existing] = await db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.email, input.email));
    if (existing?.companyId === tenant.companyId) throw conflict(AUTH_MESSAGES.emailTaken);
    const elsewhere = existing !== undefined;
    const { token, hash } = createSecretToken();
    const invitation = await db.transaction(async (tx) => {
      // A new invitation replaces a pending one to the same address.
      await tx
        .update(invitations)
        .set({ isDeleted: true })
        .where(tenant.where(invitations, eq(invitations.email, input.email), isNull(invitations.acceptedAt)));
      const [row] = await tx
        .insert(invitations)
        .values(
          tenant.values({
            email: input.email,
            roleId: role.id,
            invitedById: auth.account.id,
            tokenHash: hash,
            expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000),
          }),
        )
        .returning();
      const who = { inviter: auth.account.name, company: auth.account.company.name };
      if (elsewhere) {
        await sendSystemMail(mailer, tx, { companyId: tenant.companyId, to: input.email, key: 'invitation-elsewhere', values: { ...who, link: `${config.publicUrl}/login` } });
        return row;
      }
      await sendSystemMail(mailer, tx, {
        companyId: tenant.companyId,
        to: input.email,
        key: 'invitation',
        values: { ...who, role: role.name, days: String(INVITE_TTL_DAYS), link: `${config.publicUrl}/invite/${token}` },
      });
      return row;
    });
    return {
      data: { id: invitation.id, email: invitation.email, roleId: invitation.roleId, expiresAt: invitation.expiresAt },
      message: `Invitation sent to ${invitation.email}`,
    };
  }

  private async findOpen(token: string) {
    const [row] = await this.context.db
      .select({ invitation: invitations, company: companies, role: roles })
      .from(invitations)
      .innerJoin(companies, eq(companies.id, invitations.companyId))
      .innerJoin(roles, eq(roles.id, invitations.roleId))
      .where(
        and(
          eq(invitations.tokenHash, hashToken(token)),
          isNull(invitations.acceptedAt),
          eq(invitations.isDeleted, false),
          gt(invitations.expiresAt, new Date()),
        ),
      );
    if (!row) throw new HttpError(404, AUTH_MESSAGES.badInvite);
    return row;
  }

  async describe(token: string) {
    const { invitation, company, role } = await this.findOpen(token);
    return { email: invitation.email, companyName: company.name, roleName: role.name, expiresAt: invitation.expiresAt };
  }

  /** Accepting proves the address, so the account starts verified and signed in. */
  async accept(input: AcceptInviteRequest) {
    const { db, config } = this.context;
    const { invitation } = await this.findOpen(input.token);
    const passwordHash = await hashPassword(input.password);
    try {
      const accountId = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(invitations)
          .set({ acceptedAt: new Date() })
          .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
          .returning();
        if (claimed.length === 0) throw new HttpError(404, AUTH_MESSAGES.badInvite);
        const [account] = await tx
          .insert(accounts)
          .values({
            companyId: invitation.companyId,
            firstName: input.firstName,
            lastName: input.lastName,
            email: invitation.email,
            passwordHash,
            roleId: invitation.roleId,
            emailVerifiedAt: new Date(),
          })
          .returning();
        return account.id;
      });
      const { token } = await createSession(db, accountId, config.tokenTtlHours);
      return { token, accountInformation: await loadAccountInformation(db, accountId), message: AUTH_MESSAGES.inviteAccepted };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
  }

  async cancel(tenant: Tenant, id: number) {
    const [row] = await tenant.db
      .update(invitations)
      .set({ isDeleted: true })
      .where(tenant.where(invitations, eq(invitations.id, id), isNull(invitations.acceptedAt), eq(invitations.isDeleted, false)))
      .returning();
    if (!row) throw notFound('Invitation');
    return { message: `Invitation to ${row.email} canceled` };
  }

  table(tenant: Tenant): TableSource<Record<string, unknown>> {
    const { db } = tenant;
    return {
      sortable: { email: invitations.email, expiresAt: invitations.expiresAt, createdAt: invitations.createdAt },
      searchable: { email: invitations.email },
      filters: { status: (value) => sql`${statusExpression} = ${value}` },
      baseWhere: tenant.where(invitations, eq(invitations.isDeleted, false)),
      idColumn: invitations.id,
      list: (where, orderBy, limit, offset) =>
        db
          .select({
            id: invitations.id,
            email: invitations.email,
            roleId: invitations.roleId,
            roleName: roles.name,
            status: statusExpression,
            expiresAt: invitations.expiresAt,
            createdAt: invitations.createdAt,
          })
          .from(invitations)
          .innerJoin(roles, eq(roles.id, invitations.roleId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async (where) => (await db.select({ n: count() }).from(invitations).where(where))[0].n,
    };
  }
}
