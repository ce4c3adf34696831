import type { Db } from '../../db/client';
import type { Tenant } from '../../db/tenant';

/** Runs work in one transaction with the tenant bound to it: a refused call changes nothing. */
export function inTransaction<T>(tenant: Tenant, work: (tx: Db, scoped: Tenant) => Promise<T>): Promise<T> {
  return tenant.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    return work(tx, tenant.on(tx));
  });
}
