import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Tenant } from '../../db/tenant';
import { accounts, branches, roles, userLevels } from '../../db/schema';
import type { TableSource } from '../../http/table';
import { filterId } from '../../http/table';

const fullName = sql<string>`(${accounts.firstName} || ' ' || ${accounts.lastName})`;

/** A company's users, active or inactive, for Settings > user and inactive-users. */
export function accountTable(tenant: Tenant, isDeleted: boolean): TableSource<Record<string, unknown>> {
  const { db } = tenant;
  const baseWhere = tenant.where(accounts, eq(accounts.isDeleted, isDeleted));
  const fromJoined = () =>
    db
      .select({
        id: accounts.id,
        name: fullName,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        roleId: accounts.roleId,
        roleName: roles.name,
        userLevelId: accounts.userLevelId,
        userLevelName: userLevels.name,
        branchId: accounts.branchId,
        branchName: branches.name,
        isDeveloper: accounts.isDeveloper,
        isDeleted: accounts.isDeleted,
        isVerified: sql<boolean>`${accounts.emailVerifiedAt} is not null`,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .innerJoin(roles, eq(roles.id, accounts.roleId))
      .leftJoin(userLevels, eq(userLevels.id, accounts.userLevelId))
      .leftJoin(branches, eq(branches.id, accounts.branchId));
  return {
    sortable: { name: fullName, email: accounts.email, roleName: roles.name, createdAt: accounts.createdAt },
    searchable: { name: fullName, email: accounts.email },
    filters: { roleId: (value) => eq(accounts.roleId, filterId('roleId', value)) as SQL },
    baseWhere,
    idColumn: accounts.id,
    list: (where, orderBy, limit, offset) =>
      fromJoined().where(where).orderBy(...orderBy).limit(limit).offset(offset),
    // The count needs no joins: every filter and search is on accounts itself, except a sort.
    count: async (where) => (await db.select({ n: count() }).from(accounts).where(where))[0].n,
  };
}
