import { auditActorText, auditDiff, isCalendarDate } from '@haligi/shared';
import { asc, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, auditLog, companies } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';

/**
 * The audit log as the developer screen reads it (decision 0072): who (the actor, and the account
 * they acted as when impersonating), what (action, record kind and id), which company, when; the
 * record before and after in the detail view. Read only: `recordAudit` is the log's one writer and
 * the database refuses UPDATE, DELETE and TRUNCATE.
 */

const actor = alias(accounts, 'actor');
const actingAs = alias(accounts, 'acting_as');
const fullName = (a: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string | null>`(${a.firstName} || ' ' || ${a.lastName})`;
const actorName = fullName(actor);
const actingAsName = fullName(actingAs);

/** The Philippines keeps UTC+8 all year: a day filter's bounds in business time. */
const dayStart = (key: string, value: string, nextDay = false) => {
  if (!isCalendarDate(value)) throw badRequest([`filters: ${key} must be a date (YYYY-MM-DD)`]);
  const start = new Date(`${value}T00:00:00+08:00`);
  return nextDay ? new Date(start.getTime() + 86_400_000) : start;
};

const rowColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorAccountId: auditLog.actorAccountId,
  actorName,
  actorEmail: actor.email,
  actingAsAccountId: auditLog.actingAsAccountId,
  actingAsName,
  actingAsEmail: actingAs.email,
  companyId: auditLog.companyId,
  companyName: companies.name,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  ip: auditLog.ip,
};

type RawRow = { actorName: string | null; actingAsName: string | null; actorAccountId: number | null; actingAsAccountId: number | null } & Record<string, unknown>;
const withWho = <R extends RawRow>(row: R) => ({ ...row, who: auditActorText(row.actorName, row.actingAsAccountId === null ? null : (row.actingAsName ?? `account ${row.actingAsAccountId}`)) });

export function auditLogTable(db: Db): TableSource<Record<string, unknown>> {
  const joined = () =>
    db
      .select(rowColumns)
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
      .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsAccountId))
      .leftJoin(companies, eq(companies.id, auditLog.companyId));
  return {
    sortable: { createdAt: auditLog.createdAt, action: auditLog.action, entity: auditLog.entity, companyName: companies.name },
    searchable: { action: auditLog.action, entity: sql`(${auditLog.entity} || ' ' || coalesce(${auditLog.entityId}, ''))`, actor: sql`(${actorName} || ' ' || ${actor.email})` },
    filters: {
      actorId: (value) => eq(auditLog.actorAccountId, filterId('actorId', value)),
      actingAsId: (value) => eq(auditLog.actingAsAccountId, filterId('actingAsId', value)),
      companyId: (value) => eq(auditLog.companyId, filterId('companyId', value)),
      action: (value) => eq(auditLog.action, value),
      from: (value) => gte(auditLog.createdAt, dayStart('from', value)),
      to: (value) => lt(auditLog.createdAt, dayStart('to', value, true)),
    },
    baseWhere: undefined,
    idColumn: auditLog.id,
    list: async (where, orderBy, limit, offset) => (await joined().where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(withWho),
    count: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
          .leftJoin(companies, eq(companies.id, auditLog.companyId))
          .where(where)
      )[0].n,
  };
}

/** One entry with the record before and after, and their difference. */
export async function auditEntry(db: Db, id: number) {
  const [row] = await db
    .select({ ...rowColumns, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
    .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsAccountId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(eq(auditLog.id, id));
  if (!row) throw notFound('Audit entry');
  return { ...withWho(row), changes: auditDiff(row.before, row.after) };
}

/** The filters' options: the actors, companies and actions the log holds. */
export async function auditActors(db: Db) {
  const rows = await db
    .selectDistinct({ value: actor.id, name: actorName, email: actor.email })
    .from(auditLog)
    .innerJoin(actor, eq(actor.id, auditLog.actorAccountId))
    .orderBy(actorName, actor.id);
  return rows.map((r) => ({ value: r.value, label: `${r.name} (${r.email})` }));
}

export async function auditCompanies(db: Db) {
  return db
    .selectDistinct({ value: companies.id, label: companies.name })
    .from(auditLog)
    .innerJoin(companies, eq(companies.id, auditLog.companyId))
    .where(isNotNull(auditLog.companyId))
    .orderBy(companies.name, companies.id);
}

export async function auditActions(db: Db) {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((r) => ({ value: r.action, label: r.action }));
}
