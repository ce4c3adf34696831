import { isKnownScope, namedFields, type RoleRequest, type UpdateRoleRequest } from '@haligi/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, roleGroups, roles } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { forgetSessions } from '../../http/session-cache';
import type { TableSource } from '../../http/table';
import { filterId } from '../../http/table';

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

  async create(tenant: Tenant, input: RoleRequest) {
    await this.assertValid(tenant, input);
    const [role] = await tenant.db
      .insert(roles)
      .values(tenant.values({ name: input.name, scopeList: [...new Set(input.scopeList)], isFullAccess: input.isFullAccess, roleGroupId: input.roleGroupId ?? null }))
      .returning();
    return { data: toRoleAnswer(role), message: 'Role created' };
  }

  /** PATCH /role/{id}: the fields given; saving a role pushes role-updated to everyone holding it. */
  async update(tenant: Tenant, id: number, input: UpdateRoleRequest) {
    const stored = await this.find(tenant, id);
    await this.assertValid(tenant, input);
    const columns = namedFields({
      name: input.name,
      scopeList: input.scopeList && [...new Set(input.scopeList)],
      isFullAccess: input.isFullAccess,
      roleGroupId: input.roleGroupId,
    });
    const [role] = Object.keys(columns).length ? await tenant.db.update(roles).set(columns).where(tenant.byId(roles, id)).returning() : [stored];
    forgetSessions();
    this.context.realtime.roleUpdated(toRoleAnswer(role));
    return { data: toRoleAnswer(role), message: 'Role updated' };
  }

  async remove(tenant: Tenant, id: number) {
    const role = await this.find(tenant, id);
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
