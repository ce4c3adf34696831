import type { AccountInformation } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, roles } from '../../db/schema';

type AccountRow = Pick<typeof accounts.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'isDeveloper' | 'isDeleted'> & { branchId?: number | null };
type RoleRow = Pick<typeof roles.$inferSelect, 'id' | 'name' | 'isDeveloper' | 'isFullAccess' | 'scopeList'>;
type CompanyRow = Pick<typeof companies.$inferSelect, 'id' | 'name'>;

/** accountInformation as spec part 1 section 3 reads it, plus name, email and company. */
export function toAccountInformation(account: AccountRow, role: RoleRow, company: CompanyRow): AccountInformation {
  return {
    id: account.id,
    isDeveloper: account.isDeveloper,
    isDeleted: account.isDeleted,
    roleID: role.id,
    role: {
      id: role.id,
      name: role.name,
      isDeveloper: role.isDeveloper,
      isFullAccess: role.isFullAccess,
      scopeList: role.scopeList ?? [],
    },
    firstName: account.firstName,
    lastName: account.lastName,
    name: `${account.firstName} ${account.lastName}`.trim(),
    email: account.email,
    company: { id: company.id, name: company.name },
    branchId: account.branchId ?? null,
  };
}

export async function loadAccountInformation(db: Db, accountId: number): Promise<AccountInformation | null> {
  const [row] = await db
    .select({ account: accounts, role: roles, company: companies })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, accountId));
  return row ? toAccountInformation(row.account, row.role, row.company) : null;
}
