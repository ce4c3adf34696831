import { accessChangeRefusal, lastFullAccessRefusal, type AccessChange } from '@haligi/shared';
import { and, count, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, roles } from '../../db/schema';
import { forbidden } from '../../http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** 403 with the shared rule's plain reason when the actor may not make this change of access. */
export function assertAccessChange(change: AccessChange) {
  const refusal = accessChangeRefusal(change);
  if (refusal) throw forbidden(refusal);
}

async function countFullAccess(tx: Tx, companyId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(and(eq(accounts.companyId, companyId), eq(accounts.isDeleted, false), or(eq(roles.isFullAccess, true), eq(roles.isDeveloper, true))));
  return n;
}

/**
 * Runs a change of access in a transaction holding the company row's lock, so a company's access
 * changes apply one at a time (two owners demoting each other cannot both pass), and refuses it
 * (403, rolled back) when it leaves the company without an active full-access user.
 */
export async function keepingFullAccess<T>(db: Db, companyId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const before = await countFullAccess(tx, companyId);
    const result = await change(tx);
    const refusal = lastFullAccessRefusal(before, await countFullAccess(tx, companyId));
    if (refusal) throw forbidden(refusal);
    return result;
  });
}
