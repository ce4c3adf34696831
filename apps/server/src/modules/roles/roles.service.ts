import { isKnownScope, namedFields, type RoleRequest, type UpdateRoleRequest } from '@haligi/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, roleGroups, roles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { forgetSessions } from '../../http/session-cache';
import type { TableSource } from '../../http/table';
import { filterId } from '../../http/table';
import { assertAccessChange, keepingFullAccess } from './access-changes';

type RoleRow = typeof roles.$inferSelect;

export const toRoleAnswer = (role: RoleRow) => ({
  id: role.id,
  name: role.name,
  isDeveloper: role.isDeveloper,
  isFullAccess: role.isFullAccess,
  scopeList: role.scopeList,
  roleGroupId: role.roleGroupId,
  createdAt: role.createdAt,
  updatedAt: role.updatedAt,
});

export class RolesService {
  constructor(private context: AppContext) {}

  private async assertValid(tenant: Tenant, input: UpdateRoleRequest) {
    const unknown = (input.scopeList ?? []).filter((s) => !isKnownScope(s));
    if (unknown.length) throw badRequest(unknown.map((s) => `scopeList: unknown scope ${s}`));
    if (input.roleGroupId) {
      const [group] = await tenant.db.select().from(roleGroups).where(tenant.byId(roleGroups, input.roleGroupId));
      if (!group || group.isDeleted) throw unprocessable('The chosen role group does not exist');
    }
  }

  async find(tenant: Tenant, id: number) {
    const [role] = await tenant.db.select().from(roles).where(tenant.where(roles, eq(roles.id, id), eq(roles.isDeleted, false)));
    if (!role) throw notFound('Role');
    return role;
  }

  /** Nobody creates a role with full access or a scope they do not hold. */
  async create(auth: AuthContext, input: RoleRequest) {
    const { tenant } = auth;
    await this.assertValid(tenant, input);
    assertAccessChange({ actor: auth.account.role, before: null, after: { isFullAccess: input.isFullAccess, scopeList: input.scopeList } });
    const [role] = await tenant.db
      .insert(roles)
      .values(tenant.values({ name: input.name, scopeList: [...new Set(input.scopeList)], isFullAccess: input.isFullAccess, roleGroupId: input.roleGroupId ?? null }))
      .returning();
    return { data: toRoleAnswer(role), message: 'Role created' };
  }

  /**
   * PATCH /role/{id}: the fields given; saving a role pushes role-updated to everyone holding it and
   * makes their sockets leave the rooms the role no longer covers. Nobody edits their own role, a
   * role holding more rights than theirs, or grants what they do not hold (decision 0026).
   */
  async update(auth: AuthContext, id: number, input: UpdateRoleRequest) {
    const { tenant } = auth;
    const stored = await this.find(tenant, id);
    await this.assertValid(tenant, input);
    const columns = namedFields({
      name: input.name,
      scopeList: input.scopeList && [...new Set(input.scopeList)],
      isFullAccess: input.isFullAccess,
      roleGroupId: input.roleGroupId,
    });
    assertAccessChange({ actor: auth.account.role, before: stored, after: { ...stored, ...columns }, own: auth.account.roleID === id ? 'role' : null });
    const [role] = Object.keys(columns).length
      ? await keepingFullAccess(tenant.db, tenant.companyId, (tx) => tx.update(roles).set(columns).where(tenant.byId(roles, id)).returning())
      : [stored];
    forgetSessions();
    this.context.realtime.roleUpdated(toRoleAnswer(role));
    await this.context.realtime.rightsChanged({ roleId: role.id });
    return { data: toRoleAnswer(role), message: 'Role updated' };
  }

  async remove(auth: AuthContext, id: number) {
    const { tenant } = auth;
    const role = await this.find(tenant, id);
    assertAccessChange({ actor: auth.account.role, before: role, after: null, own: auth.account.roleID === id ? 'role' : null });
    const [{ n }] = await tenant.db.select({ n: count() }).from(accounts).where(tenant.where(accounts, eq(accounts.roleId, id)));
    if (n > 0) throw conflict(`The role ${role.name} is held by ${n} user${n === 1 ? '' : 's'}; move them to another role first`);
    await tenant.db.update(roles).set({ isDeleted: true }).where(tenant.byId(roles, id));
    forgetSessions();
    return { message: 'Role deleted' };
  }

  table(tenant: Tenant): TableSource<Record<string, unknown>> {
    const { db } = tenant;
    const accountCount = sql<number>`(select count(*)::int from ${accounts} where ${accounts.roleId} = ${roles.id})`;
    return {
      sortable: { name: roles.name, createdAt: roles.createdAt },
      searchable: { name: roles.name },
      filters: { roleGroupId: (value) => eq(roles.roleGroupId, filterId('roleGroupId', value)) },
      baseWhere: tenant.where(roles, eq(roles.isDeleted, false)),
      idColumn: roles.id,
      list: (where, orderBy, limit, offset) =>
        db
          .select({
            id: roles.id,
            name: roles.name,
            roleGroupId: roles.roleGroupId,
            roleGroupName: roleGroups.name,
            isFullAccess: roles.isFullAccess,
            isDeveloper: roles.isDeveloper,
            scopeList: roles.scopeList,
            scopeCount: sql<number>`jsonb_array_length(${roles.scopeList})`,
            accountCount,
            createdAt: roles.createdAt,
          })
          .from(roles)
          .leftJoin(roleGroups, and(eq(roleGroups.id, roles.roleGroupId)))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async (where) => (await db.select({ n: count() }).from(roles).where(where))[0].n,
    };
  }
}
