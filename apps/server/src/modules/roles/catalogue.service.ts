import { namedFields } from '@haligi/shared';
import { count, eq, sql } from 'drizzle-orm';
import { roleGroups, roles, userLevels } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound } from '../../http/errors';
import type { TableSource } from '../../http/table';

type Catalogue = typeof roleGroups | typeof userLevels;
type Row = Record<string, unknown>;

/**
 * Role groups and user levels: small named lists a company keeps (create, rename, soft delete).
 */
export class CatalogueService<T extends Catalogue> {
  constructor(
    private table: T,
    private label: string,
  ) {}

  async create(tenant: Tenant, values: Record<string, unknown>) {
    const [row] = (await tenant.db.insert(this.table).values(tenant.values(values) as never).returning()) as Row[];
    return { data: row, message: `${this.label} created` };
  }

  /** PATCH: the fields given; a field left out keeps its value. */
  async update(tenant: Tenant, id: number, values: Record<string, unknown>) {
    const columns = namedFields(values);
    const live = tenant.where(this.table, eq(this.table.id, id), eq(this.table.isDeleted, false));
    const [row] = (
      Object.keys(columns).length
        ? await tenant.db.update(this.table).set(columns as never).where(live).returning()
        : await tenant.db.select().from(this.table as never).where(live)
    ) as Row[];
    if (!row) throw notFound(this.label);
    return { data: row, message: `${this.label} updated` };
  }

  async remove(tenant: Tenant, id: number, inUse: () => Promise<number>) {
    const n = await inUse();
    if (n > 0) throw conflict(`This ${this.label.toLowerCase()} is in use by ${n} record${n === 1 ? '' : 's'}`);
    const [row] = (await tenant.db
      .update(this.table)
      .set({ isDeleted: true } as never)
      .where(tenant.where(this.table, eq(this.table.id, id), eq(this.table.isDeleted, false)))
      .returning()) as Row[];
    if (!row) throw notFound(this.label);
    return { message: `${this.label} deleted` };
  }

  tableSource(tenant: Tenant, extra: Record<string, unknown> = {}): TableSource<Record<string, unknown>> {
    const t = this.table;
    return {
      sortable: { name: t.name, createdAt: t.createdAt, ...('level' in t ? { level: (t as typeof userLevels).level } : {}) },
      searchable: { name: t.name },
      baseWhere: tenant.where(t, eq(t.isDeleted, false)),
      idColumn: t.id,
      list: (where, orderBy, limit, offset) =>
        tenant.db
          .select({ ...(this.columns() as object), ...extra } as never)
          .from(t as never)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset) as never,
      count: async (where) => ((await tenant.db.select({ n: count() }).from(t as never).where(where)) as { n: number }[])[0].n,
    };
  }

  private columns() {
    const { id, name, description, createdAt } = this.table;
    return 'level' in this.table ? { id, name, description, createdAt, level: (this.table as typeof userLevels).level } : { id, name, description, createdAt };
  }
}

// A single-table select renders its columns unqualified, so the outer id is named in full:
// a bare "id" inside the subquery would be roles.id.
export const roleCountOfGroup = sql<number>`(select count(*)::int from ${roles} where ${roles.roleGroupId} = ${sql.identifier('role_groups')}.${sql.identifier('id')} and ${roles.isDeleted} = false)`;
