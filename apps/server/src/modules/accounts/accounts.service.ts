import { namedFields } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, branches, roles, userLevels } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import type { AuthContext } from '../../http/auth';
import { assertOwnPassword, type PasswordCaller } from '../auth/own-password';
import { hashPassword } from '../auth/secrets';
import { forgetSessions } from '../../http/session-cache';
import { revokeSessions } from '../auth/sessions';
import { assertAccessChange, keepingFullAccess } from '../roles/access-changes';
import { loadAccountInformation } from './account-information';

export class AccountsService {
  constructor(private context: AppContext) {}

  private async findInCompany(tenant: Tenant, id: number) {
    const [row] = await tenant.db.select().from(accounts).where(tenant.byId(accounts, id));
    if (!row) throw notFound('User');
    return row;
  }

  private async pushAccount(accountId: number) {
    const info = await loadAccountInformation(this.context.db, accountId);
    if (info) this.context.realtime.accountUpdated(info);
    return info;
  }

  /** PATCH /account/profile: the names given; a name left out is kept. */
  async updateProfile(auth: AuthContext, input: { firstName?: string; lastName?: string }) {
    const names = namedFields(input);
    if (Object.keys(names).length) await this.context.db.update(accounts).set(names).where(eq(accounts.id, auth.account.id));
    forgetSessions();
    const data = await this.pushAccount(auth.account.id);
    return { data, message: 'Profile updated' };
  }

  async changePassword(auth: AuthContext, caller: PasswordCaller, input: { currentPassword: string; newPassword: string }) {
    const { db, realtime } = this.context;
    await assertOwnPassword(db, caller, input.currentPassword, 'Current password is incorrect');
    const [row] = await db.select().from(accounts).where(eq(accounts.id, auth.account.id));
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, row.id));
      await revokeSessions(tx, row.id, auth.sessionId);
    });
    forgetSessions();
    realtime.passwordChanged(row.id, auth.sessionId);
    return { message: 'Password changed. Your other sessions were signed out.' };
  }

  private async roleOf(tenant: Tenant, roleId: number) {
    const [role] = await tenant.db.select().from(roles).where(tenant.byId(roles, roleId));
    return role;
  }

  /**
   * PATCH /account/{id}: the role and/or user level given; userLevelId null clears the level.
   * Nobody changes their own access, the access of someone holding more rights, or moves someone
   * into a role granting what they do not hold; the last full-access user keeps full access.
   */
  async updateAccess(auth: AuthContext, id: number, input: { roleId?: number; userLevelId?: number | null; branchId?: number | null }) {
    const { tenant } = auth;
    const account = await this.findInCompany(tenant, id);
    const current = await this.roleOf(tenant, account.roleId);
    let next = current;
    if (input.roleId !== undefined) {
      next = await this.roleOf(tenant, input.roleId);
      if (!next || next.isDeleted) throw unprocessable('The chosen role does not exist');
    }
    if (input.userLevelId) {
      const [level] = await tenant.db.select().from(userLevels).where(tenant.byId(userLevels, input.userLevelId));
      if (!level || level.isDeleted) throw unprocessable('The chosen user level does not exist');
    }
    // The branch limits what a BY_BRANCH user sees of manpower (decision 0046): a branch of the company, never one's own change.
    if (input.branchId !== undefined && input.branchId !== account.branchId) {
      if (id === auth.account.id) throw forbidden('You cannot change your own branch');
      if (input.branchId !== null) {
        const [branch] = await tenant.db.select().from(branches).where(tenant.byId(branches, input.branchId));
        if (!branch || branch.isDeleted) throw unprocessable('The chosen branch does not exist');
      }
    }
    assertAccessChange({ actor: auth.account.role, before: current, after: next, own: id === auth.account.id ? 'account' : null });
    const columns = namedFields({ roleId: input.roleId, userLevelId: input.userLevelId, branchId: input.branchId });
    if (Object.keys(columns).length) {
      await keepingFullAccess(tenant.db, tenant.companyId, (tx) => tx.update(accounts).set(columns).where(tenant.byId(accounts, id)));
    }
    forgetSessions();
    if (input.roleId !== undefined && account.roleId !== input.roleId) {
      await this.context.realtime.accountRoleChanged(id, account.roleId, input.roleId);
      await this.context.realtime.rightsChanged({ accountId: id });
    }
    const data = await this.pushAccount(id);
    return { data, message: 'User updated' };
  }

  async deactivate(tenant: Tenant, auth: AuthContext, id: number) {
    if (id === auth.account.id) throw unprocessable('You cannot deactivate your own account');
    const account = await this.findInCompany(tenant, id);
    if (account.isDeleted) throw unprocessable('This user is already inactive');
    assertAccessChange({ actor: auth.account.role, before: await this.roleOf(tenant, account.roleId), after: null });
    await keepingFullAccess(tenant.db, tenant.companyId, async (tx) => {
      await tx.update(accounts).set({ isDeleted: true }).where(tenant.byId(accounts, id));
      await revokeSessions(tx, id);
    });
    forgetSessions();
    await this.context.realtime.rightsChanged({ accountId: id });
    this.context.realtime.accountDeactivated(id);
    return { message: `${account.firstName} ${account.lastName} was deactivated` };
  }

  /** Reactivating gives the account its role's rights back: only someone holding them may. */
  async reactivate(auth: AuthContext, id: number) {
    const { tenant } = auth;
    const account = await this.findInCompany(tenant, id);
    if (!account.isDeleted) throw unprocessable('This user is already active');
    assertAccessChange({ actor: auth.account.role, before: null, after: await this.roleOf(tenant, account.roleId) });
    await tenant.db.update(accounts).set({ isDeleted: false }).where(and(tenant.byId(accounts, id)));
    forgetSessions();
    return { message: `${account.firstName} ${account.lastName} was reactivated` };
  }
}
