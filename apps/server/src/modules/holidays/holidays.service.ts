import { HOLIDAY_MESSAGES, holidayBranchProblem, namedFields, type HolidayRequest, type HolidayScope, type UpdateHolidayRequest } from '@haligi/shared';
import { and, asc, count, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches, holidays } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { inTransaction } from '../schedules/transaction';

const selectHolidays = (db: Db) =>
  db
    .select({
      id: holidays.id,
      name: holidays.name,
      date: holidays.date,
      type: holidays.type,
      scope: holidays.scope,
      branchId: holidays.branchId,
      branchName: branches.name,
      source: holidays.source,
      createdAt: holidays.createdAt,
      updatedAt: holidays.updatedAt,
    })
    .from(holidays)
    .leftJoin(branches, eq(branches.id, holidays.branchId));
type HolidayRow = Awaited<ReturnType<ReturnType<typeof selectHolidays>['execute']>>[number];

/** `{id, name, date, type, scope, branch: {id, name}|null, source, createdAt, updatedAt}` */
const toHolidayAnswer = ({ branchId, branchName, ...row }: HolidayRow) => ({ ...row, branch: branchId !== null ? { id: branchId, name: branchName ?? '' } : null });

const liveHoliday = (tenant: Tenant, ...conditions: Parameters<Tenant['where']>[1][]) => tenant.where(holidays, eq(holidays.isDeleted, false), ...conditions);

export class HolidaysService {
  async find(tenant: Tenant, id: number) {
    const [row] = await selectHolidays(tenant.db).where(liveHoliday(tenant, eq(holidays.id, id)));
    if (!row) throw notFound('Holiday');
    return toHolidayAnswer(row);
  }

  /** Branch rule (422), the branch the company's (404), the same name on the same date once (409). */
  private async check(db: Db, tenant: Tenant, holiday: { name: string; date: string; scope: HolidayScope; branchId: number | null }, exceptId?: number) {
    const problem = holidayBranchProblem(holiday.scope, holiday.branchId);
    if (problem) throw unprocessable(problem);
    if (holiday.branchId !== null) {
      const [branch] = await db.select({ id: branches.id }).from(branches).where(tenant.where(branches, eq(branches.id, holiday.branchId), eq(branches.isDeleted, false)));
      if (!branch) throw notFound('Branch');
    }
    const [twin] = await db
      .select({ id: holidays.id })
      .from(holidays)
      .where(
        liveHoliday(
          tenant,
          eq(holidays.date, holiday.date),
          sql`lower(${holidays.name}) = lower(${holiday.name})`,
          holiday.branchId === null ? isNull(holidays.branchId) : eq(holidays.branchId, holiday.branchId),
          exceptId !== undefined ? ne(holidays.id, exceptId) : undefined,
        ),
      );
    if (twin) throw conflict(HOLIDAY_MESSAGES.duplicate(holiday.name, holiday.date));
  }

  async create(tenant: Tenant, input: HolidayRequest) {
    const holiday = { ...input, branchId: input.branchId ?? null };
    const id = await inTransaction(tenant, async (tx, scoped) => {
      await this.check(tx, scoped, holiday);
      const [row] = await tx.insert(holidays).values(scoped.values(holiday)).returning({ id: holidays.id });
      return row.id;
    });
    return { data: await this.find(tenant, id), message: HOLIDAY_MESSAGES.created };
  }

  async update(tenant: Tenant, input: UpdateHolidayRequest) {
    const { id, ...fields } = input;
    const named = namedFields(fields);
    await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(holidays).where(liveHoliday(scoped, eq(holidays.id, id))).for('update');
      if (!current) throw notFound('Holiday');
      // Turning a local holiday national drops its branch unless the request names one.
      const scope = (named.scope ?? current.scope) as HolidayScope;
      const branchId = named.branchId !== undefined ? named.branchId : scope === 'NATIONAL' ? null : current.branchId;
      const merged = { name: named.name ?? current.name, date: named.date ?? current.date, scope, branchId };
      await this.check(tx, scoped, merged, id);
      await tx.update(holidays).set({ ...named, scope, branchId, updatedAt: new Date() }).where(scoped.byId(holidays, id));
    });
    return { data: await this.find(tenant, id), message: HOLIDAY_MESSAGES.updated };
  }

  async remove(tenant: Tenant, id: number) {
    const removed = await tenant.db.update(holidays).set({ isDeleted: true, updatedAt: new Date() }).where(liveHoliday(tenant, eq(holidays.id, id))).returning({ id: holidays.id });
    if (!removed.length) throw notFound('Holiday');
    return { message: HOLIDAY_MESSAGES.deleted };
  }

  /** GET /holiday/on: the holidays from `from` to `to` that apply to the branch (national ones, and its local ones). */
  async on(tenant: Tenant, query: { from: string; to: string; branchId?: number }) {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > 366) throw badRequest([HOLIDAY_MESSAGES.rangeTooLong]);
    const rows = await selectHolidays(tenant.db)
      .where(
        liveHoliday(
          tenant,
          gte(holidays.date, query.from),
          lte(holidays.date, query.to),
          query.branchId !== undefined ? or(eq(holidays.scope, 'NATIONAL'), eq(holidays.branchId, query.branchId)) : eq(holidays.scope, 'NATIONAL'),
        ),
      )
      .orderBy(asc(holidays.date), asc(holidays.name));
    return { data: rows.map(toHolidayAnswer) };
  }

  /** PUT /holiday: filters year, type, scope, branchId; search name; sorted by date. */
  table(tenant: Tenant): TableSource<ReturnType<typeof toHolidayAnswer>> {
    return {
      sortable: { date: holidays.date, name: holidays.name, type: holidays.type, scope: holidays.scope, createdAt: holidays.createdAt },
      searchable: { name: holidays.name },
      filters: {
        year: (value) => {
          if (!/^\d{4}$/.test(value)) throw badRequest(['filters: year must be a year like 2026']);
          return and(gte(holidays.date, `${value}-01-01`), lte(holidays.date, `${value}-12-31`));
        },
        type: (value) => eq(holidays.type, value),
        scope: (value) => eq(holidays.scope, value),
        branchId: (value) => eq(holidays.branchId, filterId('branchId', value)),
      },
      baseWhere: liveHoliday(tenant),
      idColumn: holidays.id,
      list: async (where, orderBy, limit, offset) => (await selectHolidays(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toHolidayAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(holidays).where(where))[0].n,
    };
  }
}
