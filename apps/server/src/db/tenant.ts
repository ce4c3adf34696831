import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A business table: it carries company_id. */
export type TenantTable = PgTable & { companyId: PgColumn; id: PgColumn };

/**
 * The caller's company. Repositories take a Tenant, never a bare company id, and build every
 * condition through `where` and every insert through `values`, so the company filter is applied
 * in one place and a handler cannot forget it.
 */
export class Tenant {
  constructor(
    readonly db: Db,
    readonly companyId: number,
  ) {}

  /** The company condition ANDed with the caller's conditions. */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.companyId, this.companyId), ...conditions) as SQL;
  }

  /** The record with this id in the caller's company. */
  byId(table: TenantTable, id: number): SQL {
    return this.where(table, eq(table.id, id));
  }

  /** Insert values stamped with the caller's company. */
  values<T extends object>(values: T): T & { companyId: number } {
    return { ...values, companyId: this.companyId };
  }

  /** The same company on another connection (inside a transaction). */
  on(db: Db): Tenant {
    return new Tenant(db, this.companyId);
  }
}
